import { PageFrame } from '@/components/page/page-frame';
import { useGoodsI18n } from '../i18n/catalogue';

const NOTICES = ['notice.1', 'notice.2', 'notice.3', 'notice.4', 'notice.5'] as const;

/**
 * `/goodsdetail/notice`: what a driver agrees to by taking goods (verification first, the
 * loading date, checking the goods, the delivery and payment) and the warning against anyone
 * asking for a deposit. The platform's own rules, the same for every shipment.
 */
export default function GoodsNoticePage() {
  const { t } = useGoodsI18n();
  return (
    <PageFrame>
      <section className="fy-card" aria-labelledby="fy-notice">
        <h2 id="fy-notice">{t('notice.title')}</h2>
        <ol>
          {NOTICES.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
      </section>
    </PageFrame>
  );
}
