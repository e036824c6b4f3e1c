// Tasks (issue 17, docs/decisions/022-loyalty.md): a campaign of kind `task` with its row in
// loyalty_tasks (what is counted, the target, the period) and one prize tier. Progress is counted
// by the server from the real rows of the current period (Asia/Shanghai days, weeks Monday to
// Sunday; a task done once counts from its start): days signed in the sign-in of the user's type,
// shipments published (not cancelled), shipments completed (a shipper's, or the loads a driver
// carried), the user's referrals that qualified, the user's exchanges. A claim is the task's
// campaign attempt whose request id is the period's key (`task-d-2026-11-25`, `task-w-2026-11-23`,
// `task-once`), so it is given once per period and a double tap repeats the first answer.

import type {
  ClaimTaskResult,
  LoyaltyTask,
  TaskMetric,
  TaskPeriod,
} from '@freight/contract/endpoints/loyalty';
import type { ValueAsset } from '@freight/contract/endpoints/value';
import type { Locale } from '@freight/contract/status';
import { todayInChina } from '@freight/contract/china-time';
import { type AnyColumn, and, asc, count, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { campaignAttempts, campaigns, campaignUserDays } from '../../db/schema/campaigns.ts';
import { loyaltyTasks } from '../../db/schema/loyalty.ts';
import { referrals } from '../../db/schema/referrals.ts';
import { shipments } from '../../db/schema/shipments.ts';
import { USER_TYPE } from '../../db/schema/users.ts';
import { exchanges } from '../../db/schema/value.ts';
import { sqlTimestamp } from '../../db/timestamps.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { chosenAttempt, tiersOf } from '../campaigns/public.ts';
import { type Period, periodAt } from '../../china-days.ts';
import { LOYALTY_MESSAGES as M } from './messages.ts';
import { runningFor } from './sign-in.ts';
import { localized } from '../../http/user-message.ts';

type Campaign = typeof campaigns.$inferSelect;

interface Counted {
  userId: number;
  userType: number;
  now: number;
}

/** `column` inside the period (from its start, or the task's, up to now). */
function within(column: AnyColumn, from: Date, now: number) {
  return sql`${column} >= ${sqlTimestamp(from.getTime())} and ${column} <= ${sqlTimestamp(now)}`;
}

/** What the task's metric counts for the user in the period. */
export async function progressOf(
  db: Db,
  metric: TaskMetric,
  from: Date,
  who: Counted,
): Promise<number> {
  const { userId, userType, now } = who;
  const total = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
  switch (metric) {
    case 'sign_in_days': {
      // Days signed in any sign-in of the user's type, in the period.
      const signIns = db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(
          and(
            eq(campaigns.kind, 'sign_in'),
            sql`(${campaigns.userType} is null or ${campaigns.userType} = ${userType})`,
          ),
        );
      return total(
        db
          .select({ n: sql<number>`count(distinct ${campaignUserDays.day})::int` })
          .from(campaignUserDays)
          .where(
            and(
              eq(campaignUserDays.userId, userId),
              inArray(campaignUserDays.campaignId, signIns),
              gte(campaignUserDays.day, todayInChina(from.getTime())),
              sql`${campaignUserDays.day} <= ${todayInChina(now)}`,
            ),
          ),
      );
    }
    case 'shipments_published':
      return total(
        db
          .select({ n: count() })
          .from(shipments)
          .where(
            and(
              eq(shipments.shipperUserId, userId),
              ne(shipments.state, 'cancelled'),
              within(shipments.publishedAt, from, now),
            ),
          ),
      );
    case 'shipments_completed':
      return total(
        db
          .select({ n: count() })
          .from(shipments)
          .where(
            and(
              userType === USER_TYPE.driver
                ? eq(shipments.driverUserId, userId)
                : eq(shipments.shipperUserId, userId),
              eq(shipments.state, 'completed'),
              within(shipments.completedAt, from, now),
            ),
          ),
      );
    case 'referrals_qualified':
      return total(
        db
          .select({ n: count() })
          .from(referrals)
          .where(
            and(
              eq(referrals.inviterUserId, userId),
              inArray(referrals.state, ['qualified', 'rewarded']),
              within(referrals.qualifiedAt, from, now),
            ),
          ),
      );
    case 'exchanges':
      return total(
        db
          .select({ n: count() })
          .from(exchanges)
          .where(
            and(
              eq(exchanges.userId, userId),
              isNotNull(exchanges.couponId),
              within(exchanges.createdAt, from, now),
            ),
          ),
      );
  }
}

/** The period's first moment counted: a task done once counts from its own start. */
function countedFrom(period: Period, campaign: Campaign): Date {
  return period.from ?? campaign.startsAt;
}

/** The task's prize tier: its one tier that gives something. */
async function prizeTierOf(db: Db, campaignId: number) {
  const tiers = await tiersOf(db, [campaignId]);
  return tiers.find((tier) => tier.prize !== 'none');
}

/** The tasks running for the caller's user type, with their progress in the current period. */
export async function listTasksOf(
  db: Db,
  input: Counted & { locale: Locale },
): Promise<LoyaltyTask[]> {
  const { userId, userType, now, locale } = input;
  const rows = await db
    .select({ campaign: campaigns, task: loyaltyTasks })
    .from(loyaltyTasks)
    .innerJoin(campaigns, eq(campaigns.id, loyaltyTasks.campaignId))
    .where(runningFor('task', userType, now))
    .orderBy(asc(campaigns.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.campaign.id);
  const [tiers, claims] = await Promise.all([
    tiersOf(db, ids),
    db
      .select({ campaignId: campaignAttempts.campaignId, requestId: campaignAttempts.requestId })
      .from(campaignAttempts)
      .where(and(eq(campaignAttempts.userId, userId), inArray(campaignAttempts.campaignId, ids))),
  ]);
  const tasks: LoyaltyTask[] = [];
  for (const { campaign, task } of rows) {
    const tier = tiers.find((t) => t.campaignId === campaign.id && t.prize !== 'none');
    // A task without a ledger prize has nothing to show (operators give tasks one).
    if (!tier || tier.prize === 'coupon' || tier.prize === 'capacity') continue;
    const period = periodAt(task.period as TaskPeriod, now);
    const progress = await progressOf(
      db,
      task.metric as TaskMetric,
      countedFrom(period, campaign),
      {
        userId,
        userType,
        now,
      },
    );
    const claimed = claims.some((c) => c.campaignId === campaign.id && c.requestId === period.key);
    tasks.push({
      taskId: campaign.id,
      slug: campaign.slug,
      title: localized(campaign, 'title', locale),
      description: localized(campaign, 'rules', locale),
      metric: task.metric as TaskMetric,
      target: task.target,
      progress,
      period: task.period as TaskPeriod,
      periodEndsAt: period.until?.toISOString() ?? null,
      reward: { asset: tier.prize as ValueAsset, amount: tier.amount },
      state: claimed ? 'claimed' : progress >= task.target ? 'done' : 'todo',
      endsAt: campaign.endsAt.toISOString(),
    });
  }
  return tasks;
}

async function taskOf(db: Db, taskId: number, userType: number) {
  const [row] = await db
    .select({ campaign: campaigns, task: loyaltyTasks })
    .from(loyaltyTasks)
    .innerJoin(campaigns, eq(campaigns.id, loyaltyTasks.campaignId))
    .where(eq(loyaltyTasks.campaignId, taskId));
  // A draft, or another user type's task, is not there for this caller.
  if (
    !row?.campaign.publishedAt ||
    row.campaign.kind !== 'task' ||
    (row.campaign.userType !== null && row.campaign.userType !== userType)
  ) {
    throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.noTask);
  }
  return row;
}

/**
 * Claims the task's reward for the current period: the attempt's request id is the period's key,
 * so the reward is given once per period and a retry or a double tap repeats the first answer. The
 * progress is counted inside the attempt's transaction; short of the target is BUSINESS_RULE.
 */
export async function claimTask(
  db: Db,
  input: Counted & { taskId: number; locale: Locale },
): Promise<ClaimTaskResult> {
  const { taskId, userId, userType, now, locale } = input;
  const { campaign, task } = await taskOf(db, taskId, userType);
  const tier = await prizeTierOf(db, campaign.id);
  if (!tier) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.noTask);
  const period = periodAt(task.period as TaskPeriod, now);
  const { outcome } = await chosenAttempt(db, {
    campaignId: campaign.id,
    userId,
    userType,
    requestId: period.key,
    now,
    locale,
    whenSoldOut: 'refuse',
    async check(tx) {
      const progress = await progressOf(
        tx,
        task.metric as TaskMetric,
        countedFrom(period, campaign),
        { userId, userType, now },
      );
      if (progress < task.target) throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, M.taskNotDone);
    },
    choose: async () => tier.position,
  }).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === BUSINESS_CODES.SOLD_OUT) {
      throw new ApiError(BUSINESS_CODES.SOLD_OUT, M.taskRewardGone);
    }
    throw error;
  });
  if (outcome.entryId === null || outcome.tier.prize === 'none') {
    // Only a coupon prize gives no entry; the contract's claim is a ledger reward.
    throw new ApiError(BUSINESS_CODES.CONFLICT, M.noTask);
  }
  return {
    taskId,
    attemptId: outcome.attemptId,
    reward: { asset: outcome.tier.prize as ValueAsset, amount: outcome.tier.amount },
    entryId: outcome.entryId,
    repeated: outcome.repeated,
  };
}
