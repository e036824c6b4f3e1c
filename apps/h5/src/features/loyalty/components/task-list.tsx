import type { LoyaltyTask, TaskMetric } from '@freight/contract/endpoints/index';
import { Link } from '@/lib/routing/router';
import { QueryView } from '@/components/query-view/query-view';
import { rewardText } from '@/components/rules-page/reward-text';
import { formatShortDate } from '@/lib/format/date-time';
import type { UserType } from '@/lib/routing/route-table';
import { useClaimTask, useTasks } from '../api/loyalty';
import { useCentreI18n } from '../i18n/catalogue';

/** Ids of the parts of the reward centre a task's "go" moves the focus to. */
export const SIGN_IN_ID = 'fy-sign-in';
export const OFFERS_ID = 'fy-offers';

/** Where a task of this metric is done: a route, a part of this page, or nowhere on the web. */
export function taskGoal(
  metric: TaskMetric,
  userType: UserType,
): { path: string } | { focus: string } | null {
  switch (metric) {
    case 'sign_in_days':
      return { focus: SIGN_IN_ID };
    case 'exchanges':
      return { focus: OFFERS_ID };
    case 'shipments_published':
      return userType === 1 ? { path: '/flashSale/index' } : null;
    case 'shipments_completed':
      // A driver carries loads in the driver app: no web page does it.
      return userType === 1 ? { path: '/customer/seckill/index' } : null;
    case 'referrals_qualified':
      return {
        path: userType === 1 ? '/customer-invite-customer/index' : '/driver-invite-driver/index',
      };
  }
}

function focusPart(id: string): void {
  const part = document.getElementById(id);
  part?.scrollIntoView({ block: 'start' });
  part?.focus();
}

/** The caller's tasks: what each asks, how far along, what it gives, and its claim. */
export function TaskList({ userType }: { userType: UserType }) {
  const { t } = useCentreI18n();
  const tasks = useTasks();
  return (
    <section className="fy-card" aria-labelledby="fy-tasks-heading">
      <h2 id="fy-tasks-heading">{t('task.heading')}</h2>
      <QueryView
        query={tasks}
        rows={3}
        isEmpty={(data) => data.tasks.length === 0}
        emptyText={t('task.none')}
      >
        {({ tasks: list }) => (
          <ul className="fy-loyalty-list">
            {list.map((task) => (
              <li key={task.taskId}>
                <Task task={task} userType={userType} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function Task({ task, userType }: { task: LoyaltyTask; userType: UserType }) {
  const { t } = useCentreI18n();
  const claim = useClaimTask(task.taskId);
  const state = claim.isSuccess ? 'claimed' : task.state;
  const goal = taskGoal(task.metric, userType);
  const titleId = `fy-task-${task.taskId}`;
  return (
    <div className="fy-loyalty-row">
      <div>
        <strong id={titleId}>{task.title}</strong>{' '}
        <span className="fy-loyalty-muted">{t(`task.period.${task.period}`)}</span>
        <br />
        <span className="fy-loyalty-muted">{task.description}</span>
        <br />
        {t('task.progress', {
          progress: Math.min(task.progress, task.target),
          target: task.target,
        })}
        {' · '}
        <span className="fy-loyalty-plus">{rewardText(task.reward, t)}</span>
        <progress
          className="fy-loyalty-bar"
          max={task.target}
          value={Math.min(task.progress, task.target)}
          aria-labelledby={titleId}
        />
        {state === 'claimed' && task.periodEndsAt ? (
          <span className="fy-loyalty-muted fy-loyalty-note">
            {t('task.again', { date: formatShortDate(task.periodEndsAt) })}
          </span>
        ) : null}
        {claim.isError ? (
          <span role="alert" className="fy-form__error fy-loyalty-note">
            {claim.error.message}
          </span>
        ) : null}
        {claim.isSuccess ? (
          <span role="status" className="fy-loyalty-plus fy-loyalty-note">
            {t('task.got', { reward: rewardText(claim.data.reward, t) })}
          </span>
        ) : null}
      </div>
      {state === 'done' ? (
        <button
          type="button"
          className="fy-button fy-button--primary"
          disabled={claim.isPending}
          aria-busy={claim.isPending}
          aria-describedby={titleId}
          onClick={() => claim.claim()}
        >
          {claim.isPending ? t('task.claiming') : t('task.claim')}
        </button>
      ) : state === 'claimed' ? (
        <span className="fy-loyalty-muted">{t('task.claimed')}</span>
      ) : goal === null ? null : 'path' in goal ? (
        <Link className="fy-button" to={goal.path} aria-describedby={titleId}>
          {t('task.go')}
        </Link>
      ) : (
        <button
          type="button"
          className="fy-button"
          aria-describedby={titleId}
          onClick={() => focusPart(goal.focus)}
        >
          {t('task.go')}
        </button>
      )}
    </div>
  );
}
