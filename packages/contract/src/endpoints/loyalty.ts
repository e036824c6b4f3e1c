// Loyalty (issue 17, docs/decisions/022-loyalty.md): the daily sign-in and its streak, tasks done
// once per period, grades with published thresholds and the rights they unlock, the activities
// running for a user type and the rewards a user received from them, and what a user exchanged.
// Every reward is the value core's: a sign-in and a task claim are campaign attempts (kinds
// `sign_in` and `task`), credited in the ledgers in the attempt's transaction; days are Asia/Shanghai.

import * as z from 'zod';
import { campaignDrawPage, campaignKind, campaignSlug } from './campaigns.ts';
import {
  defineEndpoint,
  isoDate,
  isoDateTime,
  QUIET_READ,
  REFUSALS_IN_PLACE,
  requestId,
  rowId as id,
} from './common.ts';
import { exchangeCostAsset, valueAsset } from './value.ts';

const bigId = z.int().positive().max(Number.MAX_SAFE_INTEGER);
const userType = z.union([z.literal(1), z.literal(3)]);
/** A user type in a query string (`1`, `3`) or a body. */
const userTypeQuery = z.union([z.int(), z.string().regex(/^\d$/).transform(Number)]).pipe(userType);

/** What a sign-in day or a task gives: points, beans or cash (fen) into a ledger. */
const reward = z.strictObject({ asset: valueAsset, amount: z.int().positive() });
export type LoyaltyReward = z.output<typeof reward>;

// --- GET /api/loyalty/sign-in: the caller's sign-in, its streak and what each day gives ----------

/** Days of a sign-in cycle: day N of a streak gives the reward of cycle day ((N - 1) mod 7) + 1. */
export const SIGN_IN_CYCLE_DAYS = 7;

export const getSignInRequest = z.strictObject({});
export const getSignInResponse = z.strictObject({
  /** The sign-in running for the caller's user type; null when none is (the page says so). */
  campaign: z
    .strictObject({
      campaignId: id,
      slug: campaignSlug,
      title: z.string().min(1).max(100),
      endsAt: isoDateTime,
    })
    .nullable(),
  /** Today in Asia/Shanghai, the day a sign-in now counts for. */
  today: isoDate,
  signedToday: z.boolean(),
  /** Consecutive days signed, up to today when signed today, else up to yesterday (0: broken). */
  streak: z.int().nonnegative(),
  /** The cycle day the next sign-in gives (today's when not signed, else tomorrow's). */
  nextCycleDay: z.int().min(1).max(SIGN_IN_CYCLE_DAYS),
  /** What each day of the cycle gives, day 1 first; null: that day's reward has run out. */
  cycle: z
    .array(
      z.strictObject({ day: z.int().min(1).max(SIGN_IN_CYCLE_DAYS), reward: reward.nullable() }),
    )
    .max(SIGN_IN_CYCLE_DAYS),
  /** Days signed in the last 35 days (Asia/Shanghai), oldest first: the page's calendar. */
  recent: z.array(isoDate).max(35),
});
export const getSignIn = defineEndpoint({
  name: 'getSignIn',
  method: 'GET',
  service: 'oms-service',
  path: '/api/loyalty/sign-in',
  caller: 'user',
  client: QUIET_READ,
  request: getSignInRequest,
  response: getSignInResponse,
  example: {},
});
export type SignInStatus = z.output<typeof getSignInResponse>;

// --- POST /api/loyalty/sign-in: sign in today, once (a second one the same day is refused) --------

export const signInRequest = z.strictObject({ requestId });
export const signInResponse = z.strictObject({
  attemptId: bigId,
  day: isoDate,
  /** The streak this sign-in makes, and the cycle day it gave. */
  streak: z.int().positive(),
  cycleDay: z.int().min(1).max(SIGN_IN_CYCLE_DAYS),
  /** Null when that day's reward had run out: the day still counts for the streak. */
  reward: reward.nullable(),
  entryId: bigId.nullable(),
  /** True when this request id had already signed in: the first answer, repeated. */
  repeated: z.boolean(),
});
/**
 * Signs the caller in for today (Asia/Shanghai). LIMIT_REACHED when today is signed already (with
 * another request id), NOT_FOUND when no sign-in runs for the caller's user type.
 */
export const signIn = defineEndpoint({
  name: 'signIn',
  method: 'POST',
  service: 'oms-service',
  path: '/api/loyalty/sign-in',
  caller: 'user',
  client: REFUSALS_IN_PLACE,
  request: signInRequest,
  response: signInResponse,
  example: { requestId: 's1g2n3i4n5d6a7y8' },
});
export type SignInResult = z.output<typeof signInResponse>;

// --- GET /api/loyalty/tasks: the tasks of the caller's user type, with progress ------------------

/**
 * What a task counts in its period: days signed in, shipments published (shippers), shipments
 * completed (a shipper's confirmed, or a driver's carried), friends whose referral qualified, and
 * exchanges of points or beans.
 */
export const TASK_METRICS = [
  'sign_in_days',
  'shipments_published',
  'shipments_completed',
  'referrals_qualified',
  'exchanges',
] as const;
export const taskMetric = z.enum(TASK_METRICS);
export type TaskMetric = z.output<typeof taskMetric>;

/** A task is done once a day, once a week (Monday to Sunday), or once in all. */
export const TASK_PERIODS = ['day', 'week', 'once'] as const;
export const taskPeriod = z.enum(TASK_PERIODS);
export type TaskPeriod = z.output<typeof taskPeriod>;

/** `todo`: progress below the target; `done`: reward to claim; `claimed`: this period's is taken. */
export const TASK_STATES = ['todo', 'done', 'claimed'] as const;

const task = z.strictObject({
  /** The task's campaign id. */
  taskId: id,
  slug: campaignSlug,
  /** In the request's language. */
  title: z.string().min(1).max(100),
  /** The operator's description of the task (its campaign's rules text). */
  description: z.string(),
  metric: taskMetric,
  target: z.int().positive(),
  /** Counted in the current period; may pass the target. */
  progress: z.int().nonnegative(),
  period: taskPeriod,
  /** The first moment of the next period; null for a task done once. */
  periodEndsAt: isoDateTime.nullable(),
  reward,
  state: z.enum(TASK_STATES),
  endsAt: isoDateTime,
});
export type LoyaltyTask = z.output<typeof task>;

export const listTasksRequest = z.strictObject({});
export const listTasksResponse = z.strictObject({ tasks: z.array(task) });
export const listTasks = defineEndpoint({
  name: 'listTasks',
  method: 'GET',
  service: 'oms-service',
  path: '/api/loyalty/tasks',
  caller: 'user',
  client: QUIET_READ,
  request: listTasksRequest,
  response: listTasksResponse,
  example: {},
});
export type ListTasksData = z.output<typeof listTasksResponse>;

// --- POST /api/loyalty/tasks/claim: take a done task's reward, once per period --------------------

export const claimTaskRequest = z.strictObject({ taskId: id });
export const claimTaskResponse = z.strictObject({
  taskId: id,
  attemptId: bigId,
  reward,
  entryId: bigId,
  /** True when this period's reward had been claimed already: the first answer, repeated. */
  repeated: z.boolean(),
});
/**
 * Claims a task's reward for the current period. The period is the idempotency key (the server
 * names it), so a double tap or a retry gives the reward once. BUSINESS_RULE while the task is not
 * done, NOT_IN_TIME_WINDOW outside its campaign's window, NOT_FOUND for a task not of the caller.
 */
export const claimTask = defineEndpoint({
  name: 'claimTask',
  method: 'POST',
  service: 'oms-service',
  path: '/api/loyalty/tasks/claim',
  caller: 'user',
  client: REFUSALS_IN_PLACE,
  request: claimTaskRequest,
  response: claimTaskResponse,
  example: { taskId: 1 },
});
export type ClaimTaskResult = z.output<typeof claimTaskResponse>;

// --- GET /api/loyalty/grade: the grades of a user type, and the caller's ------------------------

/** A shipper's grade counts completed shipments; a driver's the loads carried to completion. */
export const GRADE_BASES = ['completed_shipments', 'carried_loads'] as const;

const right = z.strictObject({
  slug: z.string().regex(/^[a-z0-9-]{2,40}$/),
  /** In the request's language. */
  title: z.string().min(1).max(60),
  summary: z.string().min(1).max(200),
  /** The right's terms in full (the rights' detail pages). */
  detail: z.string().min(1).max(2000),
});
export type GradeRight = z.output<typeof right>;

const grade = z.strictObject({
  level: z.int().min(1).max(20),
  name: z.string().min(1).max(40),
  /** Counted completions from which this grade holds (the published threshold). */
  minCount: z.int().nonnegative(),
  /** What this grade unlocks (a higher grade keeps the lower grades' rights as well). */
  rights: z.array(right),
});
export type GradeLevel = z.output<typeof grade>;

export const getGradeRequest = z.strictObject({ userType: userTypeQuery });
export const getGradeResponse = z.strictObject({
  userType,
  basis: z.enum(GRADE_BASES),
  /** Lowest first. */
  levels: z.array(grade).min(1),
  /** The caller's standing: null without a session or for a user of the other type. */
  me: z
    .strictObject({
      count: z.int().nonnegative(),
      level: z.int().min(1).max(20),
      /** The next grade and how many more completions reach it; null at the top grade. */
      next: z
        .strictObject({ level: z.int().min(1).max(20), remaining: z.int().positive() })
        .nullable(),
      /** When the grade last changed; null when it never has. */
      since: isoDateTime.nullable(),
    })
    .nullable(),
});
export const getGrade = defineEndpoint({
  name: 'getGrade',
  method: 'GET',
  service: 'oms-service',
  path: '/api/loyalty/grade',
  caller: 'anyone',
  client: QUIET_READ,
  request: getGradeRequest,
  response: getGradeResponse,
  example: { userType: 3 },
});
export type GradeData = z.output<typeof getGradeResponse>;

// --- GET /api/loyalty/grade/changes: the record of the caller's grade changes --------------------

export const listGradeChangesRequest = z.strictObject({});
export const listGradeChangesResponse = z.strictObject({
  /** Newest first, at most 100. */
  changes: z.array(
    z.strictObject({
      changeId: bigId,
      fromLevel: z.int().min(0).max(20),
      toLevel: z.int().min(1).max(20),
      /** The count that made it, and the basis counted. */
      count: z.int().nonnegative(),
      basis: z.enum(GRADE_BASES),
      at: isoDateTime,
    }),
  ),
});
export const listGradeChanges = defineEndpoint({
  name: 'listGradeChanges',
  method: 'GET',
  service: 'oms-service',
  path: '/api/loyalty/grade/changes',
  caller: 'user',
  client: QUIET_READ,
  request: listGradeChangesRequest,
  response: listGradeChangesResponse,
  example: {},
});
export type GradeChange = z.output<typeof listGradeChangesResponse>['changes'][number];

// --- GET /api/loyalty/activities: the activities running for the caller's user type -------------

export const listActivitiesRequest = z.strictObject({ userType: userTypeQuery });
export const listActivitiesResponse = z.strictObject({
  /** Running now (published, started, not ended), ending soonest first. */
  activities: z.array(
    z.strictObject({
      campaignId: id,
      slug: campaignSlug,
      kind: campaignKind,
      /** The page that presents a draw (the operator's choice); null for other kinds. */
      drawPage: campaignDrawPage,
      title: z.string().min(1).max(100),
      startsAt: isoDateTime,
      endsAt: isoDateTime,
    }),
  ),
});
export const listActivities = defineEndpoint({
  name: 'listActivities',
  method: 'GET',
  service: 'oms-service',
  path: '/api/loyalty/activities',
  caller: 'anyone',
  client: QUIET_READ,
  request: listActivitiesRequest,
  response: listActivitiesResponse,
  example: { userType: 1 },
});
export type LoyaltyActivity = z.output<typeof listActivitiesResponse>['activities'][number];

// --- GET /api/loyalty/rewards: what the caller received from activities -------------------------

export const listActivityRewardsRequest = z.strictObject({});
export const listActivityRewardsResponse = z.strictObject({
  /** Newest first, at most 100: every attempt that gave something. */
  rewards: z.array(
    z.strictObject({
      attemptId: bigId,
      campaignId: id,
      kind: campaignKind,
      /** The activity's and the prize tier's names, in the request's language. */
      title: z.string().min(1).max(100),
      tierName: z.string().min(1).max(60),
      prize: z.enum(['coupon', 'points', 'lucky_beans', 'cash_fen']),
      /** Points, beans or fen; 1 for a coupon. */
      amount: z.int().positive(),
      /** A coupon's face value in fen; 0 otherwise. */
      valueFen: z.int().nonnegative(),
      at: isoDateTime,
    }),
  ),
});
export const listActivityRewards = defineEndpoint({
  name: 'listActivityRewards',
  method: 'GET',
  service: 'oms-service',
  path: '/api/loyalty/rewards',
  caller: 'user',
  client: QUIET_READ,
  request: listActivityRewardsRequest,
  response: listActivityRewardsResponse,
  example: {},
});
export type ActivityReward = z.output<typeof listActivityRewardsResponse>['rewards'][number];

// --- GET /api/value/exchanges: what the caller exchanged points or beans for ---------------------

export const listMyExchangesRequest = z.strictObject({});
export const listMyExchangesResponse = z.strictObject({
  /** Newest first, at most 100. */
  exchanges: z.array(
    z.strictObject({
      exchangeId: bigId,
      offerId: id,
      /** The coupon's title in the request's language. */
      title: z.string().min(1).max(100),
      faceValueFen: z.int().positive(),
      costAsset: exchangeCostAsset,
      costAmount: z.int().positive(),
      couponId: bigId,
      /** The coupon's state now. */
      couponState: z.enum(['usable', 'used', 'expired']),
      at: isoDateTime,
    }),
  ),
});
export const listMyExchanges = defineEndpoint({
  name: 'listMyExchanges',
  method: 'GET',
  service: 'oms-service',
  path: '/api/value/exchanges',
  caller: 'user',
  client: QUIET_READ,
  request: listMyExchangesRequest,
  response: listMyExchangesResponse,
  example: {},
});
export type MyExchange = z.output<typeof listMyExchangesResponse>['exchanges'][number];
