import { PageFrame } from '@/components/page/page-frame';
import { useGoodsI18n } from '../i18n/catalogue';

const NOTICES = ['notice.1', 'notice.2', 'notice.3', 'notice.4', 'notice.5'] as const;

/** The platform's own rules, the same for every shipment: nothing is read for them. */
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
