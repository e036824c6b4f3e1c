import type { ActivityReward } from '@freight/contract/endpoints/index';
import { LoginGate } from '@/components/login/login-gate';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { formatDate } from '@/lib/format/date-time';
import { useActivityRewards } from '../api/loyalty';
import { useActivityI18n } from '../i18n/catalogue';
import '../components/loyalty.css';

export default function RewardDetailsPage() {
  const { t } = useActivityI18n();
  return (
    <PageFrame>
      <LoginGate userType={1} heading={t('loyalty.login')}>
        {() => <Rewards />}
      </LoginGate>
    </PageFrame>
  );
}

function Rewards() {
  const { t } = useActivityI18n();
  const rewards = useActivityRewards();
  return (
    <QueryView
      query={rewards}
      rows={4}
      isEmpty={(data) => data.rewards.length === 0}
      emptyText={t('activity.rewards.none')}
    >
      {(data) => (
        <section className="fy-card">
          <ul className="fy-loyalty-list">
            {data.rewards.map((reward) => (
              <li key={reward.attemptId}>
                <Reward reward={reward} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </QueryView>
  );
}

/**
 * The prize once, by the name the activity gives it (as its own page and the red-packet list say
 * it: '第 1 天 10 积分', '30 元运费券'); the amount in words beside it would say the same again.
 */
function Reward({ reward }: { reward: ActivityReward }) {
  return (
    <>
      <strong>{reward.title}</strong>
      <br />
      <span className="fy-loyalty-plus">{reward.tierName}</span>
      <br />
      <span className="fy-loyalty-muted">{formatDate(reward.at, 'YYYY-MM-DD HH:mm')}</span>
    </>
  );
}
