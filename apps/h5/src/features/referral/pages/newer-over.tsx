import { Link } from '@/lib/routing/router';
import { PageFrame } from '@/components/page/page-frame';
import { useGiftPack } from '@/lib/campaigns/gift-pack';
import { useGiftPackI18n } from '../i18n/catalogue';
import '@/components/button-link.css';

export default function NewerOverPage() {
  const { t } = useGiftPackI18n();
  const open = [useGiftPack(1), useGiftPack(3)].some((pack) => (pack.data?.remaining ?? 0) > 0);
  return (
    // While a pack can be claimed, the heading says so, not the route's "活动已结束".
    <PageFrame title={open ? t('over.running') : undefined}>
      {open ? (
        <section className="fy-card" role="status">
          <Link className="fy-button fy-button--primary" to="/newer/home">
            {t('success.go')}
          </Link>
        </section>
      ) : (
        <section className="fy-card" role="status">
          <h2>{t('over.ended')}</h2>
          <p>{t('over.ended.hint')}</p>
          <Link className="fy-button" to="/customer/download">
            {t('over.download.1')}
          </Link>
          <Link className="fy-button" to="/driver/download">
            {t('over.download.3')}
          </Link>
        </section>
      )}
    </PageFrame>
  );
}
