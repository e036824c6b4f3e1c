import type { GiftPack } from '@freight/contract/endpoints/index';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link, Navigate } from '@/lib/routing/router';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { useGiftPack } from '@/lib/campaigns/gift-pack';
import { useSession } from '@/lib/identity/session';
import { isRequestError } from '@/lib/request/request-error';
import { packRoutes } from '../gift-pack';
import { useGiftPackI18n } from '../i18n/catalogue';
import '@/components/button-link.css';

/** No pack to claim: none running (404), or every pack given out. */
function isOver(pack: UseQueryResult<GiftPack>): boolean {
  return (isRequestError(pack.error) && pack.error.status === 404) || pack.data?.remaining === 0;
}

export default function NewerHomePage() {
  const { t } = useGiftPackI18n();
  const session = useSession();
  return (
    <PageFrame subtitle={t('newer.hint')}>
      <QueryView query={session} rows={3}>
        {(user) =>
          user ? <Navigate to={packRoutes(user.userType === 3 ? 3 : 1).home} replace /> : <Offers />
        }
      </QueryView>
    </PageFrame>
  );
}

function Offers() {
  const shipper = useGiftPack(1);
  const driver = useGiftPack(3);
  if (isOver(shipper) && isOver(driver)) return <Navigate to="/newer/over" replace />;
  return (
    <>
      <Offer userType={1} pack={shipper} />
      <Offer userType={3} pack={driver} />
    </>
  );
}

function Offer({ userType, pack }: { userType: 1 | 3; pack: UseQueryResult<GiftPack> }) {
  const { t } = useGiftPackI18n();
  return (
    <section className="fy-card">
      <h2>{t(`newer.for.${userType}`)}</h2>
      {isOver(pack) ? (
        <p>{pack.data ? t('over.soldOut') : t('over.ended')}</p>
      ) : (
        <QueryView query={pack} rows={2}>
          {(data) => (
            <>
              <p>{data.title}</p>
              <p>{data.items.map((item) => item.name).join(' · ')}</p>
              <Link className="fy-button fy-button--primary" to={packRoutes(userType).home}>
                {t(`newer.go.${userType}`)}
              </Link>
            </>
          )}
        </QueryView>
      )}
    </section>
  );
}
