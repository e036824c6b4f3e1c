import { Link } from '@/lib/routing/router';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { useGiftPack } from '@/lib/campaigns/gift-pack';
import { useSession } from '@/lib/identity/session';
import { formatDate } from '@/lib/format/date-time';
import { isRequestError } from '@/lib/request/request-error';
import { GiftPackItems } from '../components/gift-pack-items';
import { packRoutes } from '../gift-pack';
import { useGiftPackI18n } from '../i18n/catalogue';
import '@/components/button-link.css';

export default function GiftPackSuccessPage() {
  const session = useSession();
  return (
    <PageFrame>
      <QueryView query={session} rows={3}>
        {(user) => <Claimed userType={user?.userType === 3 ? 3 : 1} />}
      </QueryView>
    </PageFrame>
  );
}

function Claimed({ userType }: { userType: 1 | 3 }) {
  const { t } = useGiftPackI18n();
  const pack = useGiftPack(userType);
  const routes = packRoutes(userType);
  const notClaimed = (
    <section className="fy-card" role="status">
      <h2>{t('success.none')}</h2>
      <Link className="fy-button fy-button--primary" to={routes.home}>
        {t('success.go')}
      </Link>
    </section>
  );
  // No pack running (it ended): nothing to show here; the home page says why.
  if (isRequestError(pack.error) && pack.error.status === 404) return notClaimed;
  return (
    <QueryView query={pack} rows={3}>
      {(data) =>
        data.me?.claimedAt ? (
          <>
            <GiftPackItems items={data.items} heading={t('success.landed')} />
            <section className="fy-card">
              <p>
                {t('pack.claimed.when', {
                  date: formatDate(data.me.claimedAt, 'YYYY-MM-DD HH:mm'),
                })}
              </p>
              <p>{t('success.where')}</p>
            </section>
          </>
        ) : (
          notClaimed
        )
      }
    </QueryView>
  );
}
