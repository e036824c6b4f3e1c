import { Link } from '@/lib/routing/router';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { useGiftPack } from '@/lib/campaigns/gift-pack';
import { downloadPathFor } from '@/lib/identity/session';
import { isRequestError } from '@/lib/request/request-error';
import { packRoutes, usePackUserType } from '../gift-pack';
import { useGiftPackI18n } from '../i18n/catalogue';
import '@/components/button-link.css';

export default function GiftPackOverPage() {
  const { t } = useGiftPackI18n();
  const userType = usePackUserType();
  const pack = useGiftPack(userType);
  const download = (
    <Link className="fy-button" to={downloadPathFor(userType)}>
      {t(`over.download.${userType}`)}
    </Link>
  );
  if (isRequestError(pack.error) && pack.error.status === 404) {
    return (
      <PageFrame>
        <section className="fy-card" role="status">
          <h2>{t('over.ended')}</h2>
          <p>{t('over.ended.hint')}</p>
          {download}
        </section>
      </PageFrame>
    );
  }
  // A pack being given out after all: the heading says so too, not the route's "活动已结束".
  const running = pack.data !== undefined && pack.data.remaining !== 0;
  return (
    <PageFrame title={running ? t('over.running') : undefined}>
      <QueryView query={pack} rows={2}>
        {(data) =>
          data.remaining === 0 ? (
            <section className="fy-card" role="status">
              <h2>{t('over.soldOut')}</h2>
              <p>{t('over.soldOut.hint')}</p>
              {download}
            </section>
          ) : (
            <section className="fy-card" role="status">
              <h2>{data.title}</h2>
              <Link className="fy-button fy-button--primary" to={packRoutes(userType).home}>
                {t('success.go')}
              </Link>
            </section>
          )
        }
      </QueryView>
    </PageFrame>
  );
}
