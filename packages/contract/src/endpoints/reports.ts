// Reports read from data the server already keeps (docs/decisions/031): a shipper's month of
// shipments, a driver's year of completed trips and the link that shares it without the income,
// the leaderboard of a referral programme, and the red-packet activities running for a user type.
// Months and years are China time (Asia/Shanghai); nothing here writes.

import * as z from 'zod';
import { RED_ENGINE_KINDS } from './campaign-kind-pages.ts';
import { campaignDrawPage, campaignKind, campaignSlug } from './campaigns.ts';
import {
  defineEndpoint,
  isoDate,
  isoDateTime,
  QUIET_READ,
  REFUSALS_IN_PLACE,
  rowId as id,
} from './common.ts';
import {
  ANNUAL_BILL_TOKEN_PATTERN,
  ANNUAL_BILL_YEARS,
  LEADERBOARD_SIZE,
  RED_ENGINE_PRIZES,
  REPORT_MONTH_PATTERN,
  TOP_ROUTES,
} from './reports-values.ts';

export {
  ANNUAL_BILL_TOKEN_PATTERN,
  ANNUAL_BILL_YEARS,
  LEADERBOARD_SIZE,
  RED_ENGINE_PRIZES,
  REPORT_MONTH_PATTERN,
  TOP_ROUTES,
} from './reports-values.ts';
export { RED_ENGINE_KINDS, type RedEngineKind } from './campaign-kind-pages.ts';

const count = z.int().nonnegative();
const fen = z.int().nonnegative();
const userType = z.union([z.literal(1), z.literal(3)]);
/** A user type in a query string (`1`, `3`) or a body. */
const userTypeQuery = z.union([z.int(), z.string().regex(/^\d$/).transform(Number)]).pipe(userType);

export const reportMonth = z.string().regex(REPORT_MONTH_PATTERN, 'invalid month');

/** A year of the annual bill, as a number or its digits in a query string. */
export const annualBillYear = z
  .union([
    z.int(),
    z
      .string()
      .regex(/^\d{4}$/)
      .transform(Number),
  ])
  .pipe(z.literal(ANNUAL_BILL_YEARS));

/** A city (GB/T 2260, six digits) or a province, with its name in the request's language. */
const place = z.strictObject({
  code: z.string().regex(/^\d{6}$/),
  name: z.string().min(1).max(40),
});
export type ReportPlace = z.output<typeof place>;

const route = z.strictObject({ from: place, to: place, shipments: z.int().positive() });
export type ReportRoute = z.output<typeof route>;

// --- GET /api/reports/monthly: the shipper's month ------------------------------------------------

export const getMonthlyReportRequest = z.strictObject({
  /** The month (China time); the last full month when absent. A month to come is refused. */
  month: reportMonth.optional(),
});
export const getMonthlyReportResponse = z.strictObject({
  month: reportMonth,
  /** This month (China time): always a choice, even without shipments. */
  currentMonth: reportMonth,
  /** The months with a shipment's event (posted, taken, completed, cancelled), and this month; newest first. */
  months: z.array(reportMonth).max(120),
  /** Shipments posted, taken by a driver, completed (delivered and confirmed) and cancelled in the month. */
  posted: count,
  taken: count,
  completed: count,
  cancelled: count,
  /** Freight of the shipments completed in the month, in fen. */
  freightFen: fen,
  /** Drivers who took the shipper's shipments in the month, each once. */
  drivers: count,
  /** The month's most used routes (shipments posted, cancelled ones left out), city to city. */
  topRoutes: z.array(route).max(TOP_ROUTES),
  /** Coupons the shipper used in the month and their face value. */
  couponsUsed: z.strictObject({ count, faceValueFen: fen }),
  /** Points credited in the month (refunds left out). */
  pointsEarned: count,
});
export type MonthlyReport = z.output<typeof getMonthlyReportResponse>;

export const getMonthlyReport = defineEndpoint({
  name: 'getMonthlyReport',
  method: 'GET',
  service: 'oms-service',
  path: '/api/reports/monthly',
  caller: 'shipper',
  client: QUIET_READ,
  request: getMonthlyReportRequest,
  response: getMonthlyReportResponse,
  example: {},
});

// --- GET /api/annual-bill: the driver's year ------------------------------------------------------

export const getAnnualBillRequest = z.strictObject({ year: annualBillYear });
export const getAnnualBillResponse = z.strictObject({
  year: z.int(),
  /** Trips completed in the year (China time). 0: the page says so, kindly. */
  trips: count,
  /** Freight of those trips, in fen. */
  incomeFen: fen,
  /** The cities the trips started from or went to, most visited first, and their provinces. */
  cities: z.array(place).max(400),
  provinces: z.array(place).max(40),
  /** The month with the most trips (the earlier of equals). */
  busiestMonth: z.strictObject({ month: reportMonth, trips: z.int().positive() }).nullable(),
  /** The year's first completed trip: its day (China time) and its route. */
  firstTrip: z.strictObject({ date: isoDate, from: place, to: place }).nullable(),
  /** The route driven most often (the earliest of equals). */
  topRoute: route.nullable(),
});
export type AnnualBill = z.output<typeof getAnnualBillResponse>;

export const getAnnualBill = defineEndpoint({
  name: 'getAnnualBill',
  method: 'GET',
  service: 'driver-service',
  path: '/api/annual-bill',
  caller: 'driver',
  client: QUIET_READ,
  request: getAnnualBillRequest,
  response: getAnnualBillResponse,
  example: { year: 2023 },
});

// --- POST /api/annual-bill/share: the token of the driver's share link --------------------------

export const annualBillToken = z.string().regex(ANNUAL_BILL_TOKEN_PATTERN, 'invalid token');

export const shareAnnualBillRequest = z.strictObject({ year: annualBillYear });
export const shareAnnualBillResponse = z.strictObject({
  /** Signed by the server (no table): the same for the same driver and year, unforgeable. */
  token: annualBillToken,
});
export const shareAnnualBill = defineEndpoint({
  name: 'shareAnnualBill',
  method: 'POST',
  service: 'driver-service',
  path: '/api/annual-bill/share',
  caller: 'driver',
  client: REFUSALS_IN_PLACE,
  request: shareAnnualBillRequest,
  response: shareAnnualBillResponse,
  example: { year: 2023 },
});

// --- GET /api/annual-bill/shared: a shared year as a friend sees it ------------------------------

export const getSharedAnnualBillRequest = z.strictObject({
  year: annualBillYear,
  t: annualBillToken,
});
export const getSharedAnnualBillResponse = z.strictObject({
  year: z.int(),
  /** The driver, as strangers may see them. */
  driverMobileMasked: z.string().max(20),
  trips: count,
  cities: z.array(place).max(400),
  provinces: count,
  busiestMonth: z.strictObject({ month: reportMonth, trips: z.int().positive() }).nullable(),
});
export type SharedAnnualBill = z.output<typeof getSharedAnnualBillResponse>;

export const getSharedAnnualBill = defineEndpoint({
  name: 'getSharedAnnualBill',
  method: 'GET',
  service: 'driver-service',
  path: '/api/annual-bill/shared',
  caller: 'anyone',
  client: QUIET_READ,
  request: getSharedAnnualBillRequest,
  response: getSharedAnnualBillResponse,
  // The demo driver's 2023 link under the development key (apps/server/test/reports.test.ts checks
  // it still opens); a made-up or altered token is not found.
  example: { year: 2023, t: '2.1uQ7QpMkMY8Q79p-qIDbWg' },
});

// --- GET /api/referral/leaderboard: a referral programme's top inviters --------------------------

export const getReferralLeaderboardRequest = z.strictObject({ slug: campaignSlug });
const leaderboardEntry = z.strictObject({
  /** 1 + the inviters with more; equals share a rank. */
  rank: z.int().positive(),
  /** Another inviter has the same count (and so the same rank). */
  tied: z.boolean(),
  mobileMasked: z.string().max(20),
  /** Referrals that qualified within the programme's window. */
  qualified: z.int().positive(),
  /** This is the caller. */
  me: z.boolean(),
});
export type LeaderboardEntry = z.output<typeof leaderboardEntry>;

export const getReferralLeaderboardResponse = z.strictObject({
  programme: z.strictObject({
    slug: campaignSlug,
    title: z.string().min(1).max(100),
    startsAt: isoDateTime,
    endsAt: isoDateTime,
    /** An operator's early end, which closes the window. */
    endedAt: isoDateTime.nullable(),
    state: z.enum(['scheduled', 'running', 'ended']),
  }),
  /** Most qualified first; among equals, who got there first. */
  entries: z.array(leaderboardEntry).max(LEADERBOARD_SIZE),
  /** Inviters with at least one qualified referral. */
  inviters: count,
  /** The caller's place (null rank: none qualified yet); null without a session. */
  me: z.strictObject({ rank: z.int().positive().nullable(), qualified: count }).nullable(),
});
export type ReferralLeaderboard = z.output<typeof getReferralLeaderboardResponse>;

export const getReferralLeaderboard = defineEndpoint({
  name: 'getReferralLeaderboard',
  method: 'GET',
  service: 'oms-service',
  path: '/api/referral/leaderboard',
  caller: 'anyone',
  client: QUIET_READ,
  request: getReferralLeaderboardRequest,
  response: getReferralLeaderboardResponse,
  example: { slug: 'demo-driver-invites-shipper' },
});

// --- GET /api/campaign/red-packets: the red-packet activities running for a user type ------------

export const listRedPacketActivitiesRequest = z.strictObject({ userType: userTypeQuery });
export const listRedPacketActivitiesResponse = z.strictObject({
  /** Running now, ending soonest first. */
  activities: z
    .array(
      z.strictObject({
        campaignId: id,
        slug: campaignSlug,
        kind: campaignKind.extract(RED_ENGINE_KINDS),
        /** The page that presents a draw (the operator's choice); null for the other games. */
        drawPage: campaignDrawPage,
        title: z.string().min(1).max(100),
        startsAt: isoDateTime,
        endsAt: isoDateTime,
        /** The prizes (the losing tier left out), first ones first, in the request's language. */
        prizes: z.array(z.string().min(1).max(60)).max(RED_ENGINE_PRIZES),
        /** Prize tiers in all (more than `prizes` names when the list is cut). */
        prizeTiers: count,
      }),
    )
    .max(100),
});
export type RedPacketActivity = z.output<
  typeof listRedPacketActivitiesResponse
>['activities'][number];

export const listRedPacketActivities = defineEndpoint({
  name: 'listRedPacketActivities',
  method: 'GET',
  service: 'oms-service',
  path: '/api/campaign/red-packets',
  caller: 'anyone',
  client: QUIET_READ,
  request: listRedPacketActivitiesRequest,
  response: listRedPacketActivitiesResponse,
  example: { userType: 3 },
});
