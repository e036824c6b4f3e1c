import type { LoyaltyActivity } from '@freight/contract/endpoints/index';
import { Link } from '@/lib/routing/router';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { CUSTOMER_DOWNLOAD_PATH } from '@/lib/bridge/app-actions';
import { campaignPagePath } from '@/lib/campaigns/game-page';
import { formatDate } from '@/lib/format/date-time';
import { useSession } from '@/lib/identity/session';
import { useActivities } from '../api/loyalty';
import { useActivityI18n } from '../i18n/catalogue';
import '@/components/button-link.css';
import '../components/loyalty.css';

/** The page of this site where a shipper takes part in an activity; null: in the app. */
export function activityPath(activity: LoyaltyActivity): string | null {
  return campaignPagePath(activity);
}

export default function ActivityCentrePage() {
  const { t } = useActivityI18n();
  const activities = useActivities(1);
  const user = useSession().data;
  return (
    <PageFrame subtitle={t('activity.subtitle')}>
      <p className="fy-loyalty-links">
        {/* Tasks are listed with their progress in the reward centre, not one by one here. */}
        <Link to="/rewardCenter/index">{t('activity.tasks')}</Link>
        {user ? (
          <Link to="/customer/activityCenter/rewardDetails">{t('activity.rewards')}</Link>
        ) : null}
      </p>
      <QueryView
        query={activities}
        rows={3}
        isEmpty={(data) => data.activities.length === 0}
        emptyText={t('activity.none')}
      >
        {(data) => (
          <ul className="fy-loyalty-list fy-loyalty-list--cards">
            {data.activities.map((activity) => (
              <li key={activity.campaignId}>
                <Activity activity={activity} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </PageFrame>
  );
}

function Activity({ activity }: { activity: LoyaltyActivity }) {
  const { t } = useActivityI18n();
  const path = activityPath(activity);
  const titleId = `fy-activity-${activity.campaignId}`;
  return (
    <section className="fy-card fy-loyalty-row" aria-labelledby={titleId}>
      <div>
        <h2 id={titleId}>{activity.title}</h2>
        <span className="fy-loyalty-muted">
          {t('activity.until', { date: formatDate(activity.endsAt, 'YYYY-MM-DD HH:mm') })}
        </span>
      </div>
      {path ? (
        <Link className="fy-button fy-button--primary" to={path} aria-describedby={titleId}>
          {t('activity.join')}
        </Link>
      ) : (
        <Link className="fy-button" to={CUSTOMER_DOWNLOAD_PATH} aria-describedby={titleId}>
          {t('activity.inApp')}
        </Link>
      )}
    </section>
  );
}
