import { isOneOf } from '@freight/contract/one-of';
import { RED_ENGINE_KINDS } from '@freight/contract/endpoints/campaign-kind-pages';
import type { ActivityReward, RedPacketActivity } from '@freight/contract/endpoints/index';
import { useState } from 'react';
import { RadioField } from '@/components/form/radio-field';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { gamePagePath } from '@/lib/campaigns/game-page';
import { formatDate } from '@/lib/format/date-time';
import { currentHost } from '@/lib/hosts/detect-host';
import { useSession } from '@/lib/identity/session';
import { Link } from '@/lib/routing/router';
import type { UserType } from '@/lib/routing/route-table';
import { useActivityWins, useRedPacketActivities } from '../api/reports';
import { useRankI18n } from '../i18n/catalogue';
import '@/components/button-link.css';
import '../components/reports.css';

/** Wins listed at most. */
const RECENT_WINS = 5;

/**
 * docs/decisions/031. A visitor's user type is guessed from the app the page is open in (a driver
 * in the driver app, else a shipper) and is theirs to change; the wins are the loyalty rewards'
 * answer.
 */
export default function RedEnginePage() {
  const { t } = useRankI18n();
  const user = useSession().data;
  const [chosen, setChosen] = useState<UserType>(currentHost().app === 'driver' ? 3 : 1);
  const userType = user ? user.userType : chosen;
  const activities = useRedPacketActivities(userType);
  return (
    <PageFrame subtitle={t('redengine.subtitle')}>
      {user ? null : (
        <section className="fy-card">
          <RadioField
            legend={t('redengine.for')}
            value={String(chosen) as '1' | '3'}
            options={['1', '3'] as const}
            optionLabel={(option) => t(`redengine.for.${option}`)}
            onChange={(option) => setChosen(option === '3' ? 3 : 1)}
          />
        </section>
      )}
      <Activities userType={userType} />
      {/* Under the activities once they are there, not pushed down the screen when they come. */}
      {activities.isPending ? null : <Wins loggedIn={!!user} />}
    </PageFrame>
  );
}

function Activities({ userType }: { userType: UserType }) {
  const { t } = useRankI18n();
  const activities = useRedPacketActivities(userType);
  return (
    <QueryView
      query={activities}
      rows={4}
      isEmpty={(data) => data.activities.length === 0}
      emptyText={t('redengine.none')}
    >
      {(data) => (
        <ul className="fy-report__cards" aria-label={t('redengine.subtitle')}>
          {data.activities.map((activity) => (
            <li key={activity.campaignId} className="fy-card">
              <Activity activity={activity} />
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

function Activity({ activity }: { activity: RedPacketActivity }) {
  const { t } = useRankI18n();
  const titleId = `fy-red-engine-${activity.campaignId}`;
  const more = activity.prizeTiers - activity.prizes.length;
  return (
    <>
      <h2 id={titleId}>
        {activity.title}{' '}
        <span className="fy-report__tag">{t(`redengine.kind.${activity.kind}`)}</span>
      </h2>
      <p>
        {t('redengine.window', {
          start: formatDate(activity.startsAt, 'YYYY-MM-DD'),
          end: formatDate(activity.endsAt, 'YYYY-MM-DD'),
        })}
      </p>
      {/* One prize a line: a blessing slip's name is a sentence, and several ran into one. */}
      <div>
        <p id={`${titleId}-prizes`}>{t('redengine.prizes')}</p>
        <ul className="fy-report__prizes" aria-labelledby={`${titleId}-prizes`}>
          {activity.prizes.map((prize, index) => (
            <li key={index}>{prize}</li>
          ))}
          {more > 0 ? <li>{t('redengine.more', { count: more })}</li> : null}
        </ul>
      </div>
      <Link
        className="fy-button fy-button--primary"
        to={gamePagePath(activity)}
        aria-describedby={titleId}
      >
        {t('redengine.join')}
      </Link>
    </>
  );
}

const isGameWin = (reward: ActivityReward) => isOneOf(RED_ENGINE_KINDS, reward.kind);

function Wins({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useRankI18n();
  const wins = useActivityWins(loggedIn);
  return (
    <section className="fy-card">
      <h2>{t('redengine.wins')}</h2>
      {loggedIn ? (
        <QueryView
          query={wins}
          rows={2}
          isEmpty={(data) => !data.rewards.some(isGameWin)}
          emptyText={t('redengine.wins.none')}
        >
          {(data) => (
            <ul className="fy-report__list">
              {data.rewards
                .filter(isGameWin)
                .slice(0, RECENT_WINS)
                .map((reward) => (
                  <li key={reward.attemptId}>
                    <span>
                      <strong>{reward.tierName}</strong>
                      <br />
                      {reward.title}
                    </span>
                    <span>{formatDate(reward.at, 'YYYY-MM-DD HH:mm')}</span>
                  </li>
                ))}
            </ul>
          )}
        </QueryView>
      ) : (
        <p>{t('redengine.wins.login')}</p>
      )}
    </section>
  );
}
