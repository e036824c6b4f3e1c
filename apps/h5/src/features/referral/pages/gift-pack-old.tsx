import { Link } from '@/lib/routing/router';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { useGiftPack } from '@/lib/campaigns/gift-pack';
import { useSession } from '@/lib/identity/session';
import { formatDate } from '@/lib/format/date-time';
import { isRequestError } from '@/lib/request/request-error';
import { packRoutes } from '../gift-pack';
import { useGiftPackI18n } from '../i18n/catalogue';
import '@/components/button-link.css';

/** Where an existing user can still help a newcomer to the pack (and earn a reward). */
const INVITE = { 1: '/oldInviteNew/index', 3: '/driver-invite-driver/index' } as const;

export default function GiftPackOldPage() {
  const session = useSession();
  return (
    <PageFrame>
      <QueryView query={session} rows={3}>
        {(user) => <Standing userType={user?.userType === 3 ? 3 : 1} />}
      </QueryView>
    </PageFrame>
  );
}

function Standing({ userType }: { userType: 1 | 3 }) {
  const { t } = useGiftPackI18n();
  const pack = useGiftPack(userType);
  const routes = packRoutes(userType);
  if (isRequestError(pack.error) && pack.error.status === 404) {
    return (
      <section className="fy-card" role="status">
        <h2>{t('over.ended')}</h2>
        <p>{t('over.ended.hint')}</p>
      </section>
    );
  }
  return (
    <QueryView query={pack} rows={3}>
      {(data) =>
        data.me?.eligibility === 'existing' ? (
          <section className="fy-card" role="status">
            <h2>{t('old.heading')}</h2>
            <p>{t('old.body', { date: formatDate(data.startsAt, 'YYYY-MM-DD') })}</p>
            <p>{t('old.invite')}</p>
            <Link className="fy-button fy-button--primary" to={INVITE[userType]}>
              {t('old.inviteLink')}
            </Link>
          </section>
        ) : (
          <section className="fy-card" role="status">
            <h2>{t('old.notOld')}</h2>
            <Link className="fy-button fy-button--primary" to={routes.home}>
              {t('success.go')}
            </Link>
          </section>
        )
      }
    </QueryView>
  );
}
