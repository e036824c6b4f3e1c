// The demo history the reports read (never in production, docs/decisions/031):
// - shipments of the demo shipper carried by the demo driver (and once or twice by the driver
//   registered long ago): trips completed in 2023, with one just before and one just after the
//   year in China time, and shipments in the three months before the seeding (posted, taken,
//   completed, cancelled), one posted in the first minutes of a month (the month before in UTC);
// - the same history for a second pair of accounts, whom only the browser tests log in (a number
//   gets one SMS code a minute, and other suites log the demo accounts in);
// - referrals that qualified in the demo programme where a driver brings a shipper, so its
//   leaderboard has inviters tied at the top and further down (paid by the state machine, as the
//   referral history's).
// Rows have fixed ids and are never overwritten. It runs after the loyalty seed (whose demo loads
// it adds to, and whose grades it recomputes), so it is this module's, not the shipments module's.

import { todayInChina } from '@freight/contract/china-time';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { referralProgrammes, referrals } from '../../db/schema/referrals.ts';
import { shipments } from '../../db/schema/shipments.ts';
import { USER_TYPE, users } from '../../db/schema/users.ts';
import type { Seed } from '../../db/seed.ts';
import { recomputeGrade } from '../loyalty/grades.ts';
import { qualifyReferral } from '../referrals/qualify.ts';
import type { PiiVault } from '../../security/pii.ts';
import { DEMO_PROGRAMMES } from '../referrals/seed.ts';
import { DEMO_DRIVER_MOBILE, DEMO_OLD_DRIVER_MOBILE, DEMO_SHIPPER_MOBILE } from '../users/seed.ts';
import { monthBefore, monthInChina } from './china-time.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The accounts only the browser tests log in, with the same history as the demo accounts. */
export const REPORT_E2E_SHIPPER_MOBILE = '13800000021';
export const REPORT_E2E_DRIVER_MOBILE = '13900000021';

/** Inviters of the leaderboard's demo programme and how many of their referrals qualified. */
export const LEADERBOARD_DEMO = {
  programme: DEMO_PROGRAMMES.driverInvitesShipper,
  inviters: [
    { mobile: '13900000031', qualified: 3 },
    { mobile: '13900000032', qualified: 3 },
    { mobile: '13900000033', qualified: 2 },
    { mobile: '13900000034', qualified: 1 },
  ],
} as const;

type City = readonly [code: string, name: string];
const SHANGHAI: City = ['310100', '上海市'];
const SUZHOU: City = ['320500', '苏州市'];
const NANJING: City = ['320100', '南京市'];
const HANGZHOU: City = ['330100', '杭州市'];
const NINGBO: City = ['330200', '宁波市'];
const GUANGZHOU: City = ['440100', '广州市'];
const SHENZHEN: City = ['440300', '深圳市'];

interface Trip {
  /** Added to the pair's id base. */
  n: number;
  from: City;
  to: City;
  priceFen: number;
}

/** The demo driver's trips around 2023, completed at these China times (a day after taken). */
export const DEMO_2023_TRIPS: readonly (Trip & { completedAt: string })[] = [
  { n: 1, completedAt: '2022-12-31T23:50', from: SHANGHAI, to: SUZHOU, priceFen: 180_000 },
  { n: 2, completedAt: '2023-01-01T00:30', from: SHANGHAI, to: HANGZHOU, priceFen: 65_000 },
  { n: 3, completedAt: '2023-03-15T10:00', from: SHANGHAI, to: SUZHOU, priceFen: 180_000 },
  { n: 4, completedAt: '2023-05-20T14:00', from: SUZHOU, to: NANJING, priceFen: 120_000 },
  { n: 5, completedAt: '2023-07-03T09:00', from: SHANGHAI, to: SUZHOU, priceFen: 180_000 },
  { n: 6, completedAt: '2023-07-12T16:00', from: SHANGHAI, to: SUZHOU, priceFen: 175_000 },
  { n: 7, completedAt: '2023-07-25T11:00', from: HANGZHOU, to: NINGBO, priceFen: 90_000 },
  // August in China, still July in UTC.
  { n: 8, completedAt: '2023-08-01T00:20', from: GUANGZHOU, to: SHENZHEN, priceFen: 120_000 },
  { n: 9, completedAt: '2023-09-09T10:00', from: SHANGHAI, to: HANGZHOU, priceFen: 65_000 },
  { n: 10, completedAt: '2023-11-11T11:11', from: SHANGHAI, to: SUZHOU, priceFen: 180_000 },
  { n: 11, completedAt: '2023-12-31T23:30', from: SHANGHAI, to: HANGZHOU, priceFen: 70_000 },
  // 2024 in China, still 2023 in UTC.
  { n: 12, completedAt: '2024-01-01T00:10', from: SHANGHAI, to: SUZHOU, priceFen: 180_000 },
];

/** A shipment's steps: `[monthsBack, day, "HH:MM"]` of the months before the seeding (China time). */
type When = readonly [monthsBack: number, day: number, time: string];

interface RecentShipment extends Trip {
  published: When;
  taken?: When;
  completed?: When;
  cancelled?: When;
  /** Carried by the driver registered long ago instead of the pair's driver. */
  otherDriver?: boolean;
}

/**
 * The shipper's last three months. Every day is at most the 22nd, so no task of this week (the
 * loyalty tasks count loads and shipments by week and day) sees them, whenever the seed runs.
 */
export const DEMO_RECENT_SHIPMENTS: readonly RecentShipment[] = [
  // Posted 00:10 on the 1st: this month in China, the month before in UTC.
  {
    n: 21,
    published: [1, 1, '00:10'],
    taken: [1, 1, '08:00'],
    completed: [1, 3, '12:00'],
    from: SHANGHAI,
    to: SUZHOU,
    priceFen: 180_000,
  },
  {
    n: 22,
    published: [1, 5, '09:00'],
    taken: [1, 5, '15:00'],
    completed: [1, 7, '11:00'],
    otherDriver: true,
    from: SHANGHAI,
    to: SUZHOU,
    priceFen: 175_000,
  },
  {
    n: 23,
    published: [1, 10, '09:00'],
    taken: [1, 10, '13:00'],
    completed: [1, 12, '16:00'],
    from: SHANGHAI,
    to: HANGZHOU,
    priceFen: 65_000,
  },
  {
    n: 24,
    published: [1, 15, '09:00'],
    taken: [1, 16, '08:00'],
    from: SHANGHAI,
    to: SUZHOU,
    priceFen: 180_000,
  },
  {
    n: 25,
    published: [1, 18, '09:00'],
    cancelled: [1, 18, '11:00'],
    from: GUANGZHOU,
    to: SHENZHEN,
    priceFen: 120_000,
  },
  {
    n: 26,
    published: [2, 8, '09:00'],
    taken: [2, 8, '12:00'],
    completed: [2, 9, '15:00'],
    from: SHANGHAI,
    to: HANGZHOU,
    priceFen: 65_000,
  },
  {
    n: 27,
    published: [2, 20, '09:00'],
    taken: [2, 20, '14:00'],
    completed: [2, 22, '10:00'],
    from: SUZHOU,
    to: NANJING,
    priceFen: 120_000,
  },
  {
    n: 28,
    published: [2, 21, '09:00'],
    cancelled: [2, 22, '10:00'],
    from: SHANGHAI,
    to: SUZHOU,
    priceFen: 180_000,
  },
  {
    n: 29,
    published: [3, 4, '09:00'],
    taken: [3, 4, '11:00'],
    completed: [3, 6, '17:00'],
    otherDriver: true,
    from: SUZHOU,
    to: SHANGHAI,
    priceFen: 180_000,
  },
];

/** Shipments the seed gives the demo driver to completion (the loyalty grade counts them). */
export const DEMO_DRIVER_REPORT_LOADS =
  DEMO_2023_TRIPS.length +
  DEMO_RECENT_SHIPMENTS.filter((s) => s.completed && !s.otherDriver).length;

/** Id bases of the two pairs' shipments: far above the ids real publishing reaches in a demo. */
const PAIRS = [
  { base: 900_000, shipper: DEMO_SHIPPER_MOBILE, driver: DEMO_DRIVER_MOBILE },
  { base: 900_100, shipper: REPORT_E2E_SHIPPER_MOBILE, driver: REPORT_E2E_DRIVER_MOBILE },
] as const;

/** The instant of `when`, months counted back from `now`'s month (China time). */
function instantOf(now: number, [monthsBack, day, time]: When): Date {
  let month = monthInChina(now);
  for (let i = 0; i < monthsBack; i += 1) month = monthBefore(month);
  return new Date(`${month}-${String(day).padStart(2, '0')}T${time}:00+08:00`);
}

function shipmentRow(
  id: number,
  ids: { shipper: number; driver: number | null },
  trip: Trip,
  times: { published: Date; taken?: Date; completed?: Date; cancelled?: Date },
) {
  const [fromCode, fromName] = trip.from;
  const [toCode, toName] = trip.to;
  const state = times.completed
    ? 'completed'
    : times.cancelled
      ? 'cancelled'
      : times.taken
        ? 'taken'
        : 'published';
  return {
    id,
    shipperUserId: ids.shipper,
    state,
    originCode: fromCode,
    originName: fromName,
    destinationCode: toCode,
    destinationName: toName,
    vehicleType: 'high_rail',
    vehicleLengthDm: 96,
    stops: [
      { kind: 'load', regionCode: fromCode, regionName: fromName, address: '物流园区 1 号库' },
      { kind: 'unload', regionCode: toCode, regionName: toName, address: '工业园区 8 号' },
    ],
    loadDate: todayInChina((times.taken ?? times.published).getTime()),
    goodsName: '日用百货',
    weightKg: 8000,
    volumeTenthsM3: 300,
    packaging: 'carton',
    receipt: {
      name: '李收货',
      mobile: '13700009999',
      regionCode: toCode,
      regionName: toName,
      address: '工业园区 8 号',
    },
    priceFen: trip.priceFen,
    driverUserId: times.taken ? ids.driver : null,
    publishedAt: times.published,
    takenAt: times.taken ?? null,
    deliveredAt: times.completed ? new Date(times.completed.getTime() - 2 * HOUR_MS) : null,
    completedAt: times.completed ?? null,
    cancelledAt: times.cancelled ?? null,
  };
}

/** Accounts by mobile (made when missing, as users who signed up would be); their ids. */
async function accounts(
  db: Db,
  wanted: readonly { mobile: string; userType: 1 | 3; name: string }[],
): Promise<Map<string, number>> {
  await db
    .insert(users)
    .values([...wanted])
    .onConflictDoNothing({ target: users.mobile });
  const rows = await db
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(
      inArray(
        users.mobile,
        wanted.map((account) => account.mobile),
      ),
    );
  return new Map(rows.map((row) => [row.mobile ?? '', row.id]));
}

async function seedShipments(db: Db, now: number): Promise<void> {
  const ids = await accounts(db, [
    { mobile: REPORT_E2E_SHIPPER_MOBILE, userType: USER_TYPE.shipper, name: '报告演示货主' },
    { mobile: REPORT_E2E_DRIVER_MOBILE, userType: USER_TYPE.driver, name: '报告演示司机' },
  ]);
  const known = await db
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(
      inArray(users.mobile, [DEMO_SHIPPER_MOBILE, DEMO_DRIVER_MOBILE, DEMO_OLD_DRIVER_MOBILE]),
    );
  for (const row of known) ids.set(row.mobile ?? '', row.id);
  const otherDriver = ids.get(DEMO_OLD_DRIVER_MOBILE);
  for (const pair of PAIRS) {
    const shipper = ids.get(pair.shipper);
    const driver = ids.get(pair.driver);
    if (shipper === undefined || driver === undefined || otherDriver === undefined) continue;
    const rows = [
      ...DEMO_2023_TRIPS.map((trip) => {
        const completed = new Date(`${trip.completedAt}:00+08:00`);
        return shipmentRow(pair.base + trip.n, { shipper, driver }, trip, {
          published: new Date(completed.getTime() - 1.5 * DAY_MS),
          taken: new Date(completed.getTime() - DAY_MS),
          completed,
        });
      }),
      ...DEMO_RECENT_SHIPMENTS.map((shipment) =>
        shipmentRow(
          pair.base + shipment.n,
          { shipper, driver: shipment.otherDriver ? otherDriver : driver },
          shipment,
          {
            published: instantOf(now, shipment.published),
            ...(shipment.taken ? { taken: instantOf(now, shipment.taken) } : {}),
            ...(shipment.completed ? { completed: instantOf(now, shipment.completed) } : {}),
            ...(shipment.cancelled ? { cancelled: instantOf(now, shipment.cancelled) } : {}),
          },
        ),
      ),
    ];
    await db
      .insert(shipments)
      .overridingSystemValue()
      .values(rows)
      .onConflictDoNothing({ target: shipments.id });
    // The grades count completed loads: kept true to them.
    await recomputeGrade(db, shipper, USER_TYPE.shipper, now);
    await recomputeGrade(db, driver, USER_TYPE.driver, now);
  }
  if (otherDriver !== undefined) await recomputeGrade(db, otherDriver, USER_TYPE.driver, now);
}

/** Shippers brought by the leaderboard's inviters, qualified a few minutes apart before `now`. */
async function seedLeaderboard(db: Db, now: number, pii: PiiVault): Promise<void> {
  const [programme] = await db
    .select({ id: campaigns.id, startsAt: campaigns.startsAt })
    .from(campaigns)
    .innerJoin(referralProgrammes, eq(referralProgrammes.campaignId, campaigns.id))
    .where(eq(campaigns.slug, LEADERBOARD_DEMO.programme));
  if (!programme) return;
  const invitees = LEADERBOARD_DEMO.inviters.flatMap((inviter, i) =>
    Array.from({ length: inviter.qualified }, (_, k) => ({
      inviter: inviter.mobile,
      mobile: `138000003${i}${k}`,
    })),
  );
  const ids = await accounts(db, [
    ...LEADERBOARD_DEMO.inviters.map((inviter, i) => ({
      mobile: inviter.mobile,
      userType: USER_TYPE.driver,
      name: `邀请榜演示司机${i + 1}`,
    })),
    ...invitees.map((invitee, i) => ({
      mobile: invitee.mobile,
      userType: USER_TYPE.shipper,
      name: `邀请榜演示货主${i + 1}`,
    })),
  ]);
  // Within the window whenever the seed runs: never before the programme's start.
  const registeredAt = Math.max(now - 2 * DAY_MS, programme.startsAt.getTime() + HOUR_MS);
  // Qualified in turns: inviter 1 reaches 3 before inviter 2 does, both before inviter 3's 2nd.
  const order = [0, 1, 0, 1, 0, 2, 1, 2, 3];
  const next = new Map<string, number>();
  for (const [turn, inviterIndex] of order.entries()) {
    const inviter = LEADERBOARD_DEMO.inviters[inviterIndex];
    if (!inviter) continue;
    const k = next.get(inviter.mobile) ?? 0;
    next.set(inviter.mobile, k + 1);
    const invitee = invitees.filter((row) => row.inviter === inviter.mobile)[k];
    const inviterId = ids.get(inviter.mobile);
    const inviteeId = invitee ? ids.get(invitee.mobile) : undefined;
    if (inviterId === undefined || inviteeId === undefined) continue;
    const inserted = await db
      .insert(referrals)
      .values({
        programmeId: programme.id,
        inviterUserId: inviterId,
        inviteeUserId: inviteeId,
        state: 'registered',
        day: todayInChina(registeredAt),
        registeredAt: new Date(registeredAt),
        expiresAt: new Date(registeredAt + 60 * DAY_MS),
      })
      .onConflictDoNothing()
      .returning({ id: referrals.id });
    if (inserted.length === 0) continue;
    const qualifiedAt = Math.min(now - HOUR_MS + turn * 5 * 60_000, now);
    await qualifyReferral(db, {
      inviteeUserId: inviteeId,
      event: 'shipment_completed',
      now: Math.max(qualifiedAt, registeredAt + 60_000),
      pii,
    });
  }
}

export const demoReportsSeed: Seed = {
  name: 'reports.demo',
  version: 1,
  demoOnly: true,
  async run(db, { pii }) {
    const now = Date.now();
    await seedShipments(db, now);
    await seedLeaderboard(db, now, pii);
  },
};
