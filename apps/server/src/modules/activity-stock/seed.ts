// Demo flash-sale coupons (never in production): a session running for years (to try claiming),
// one sold out — its single coupon claimed by the demo driver, so the ledger adds up like any
// other — and one upcoming. Operators add real sessions.

import { eq } from 'drizzle-orm';
import {
  activityClaimCounts,
  activityClaims,
  activityStocks,
} from '../../db/schema/activity-stock.ts';
import { USER_TYPE, users } from '../../db/schema/users.ts';
import type { Seed } from '../../db/seed.ts';
import { DEMO_DRIVER_MOBILE } from '../users/seed.ts';
import { SECKILL_COUPON } from './seckill-routes.ts';

export const DEMO_SECKILL = {
  running: {
    slug: 'demo-seckill-fuel-10',
    title: '10 元加油券',
    valueFen: 1000,
    total: 200,
    remaining: 200,
    startsAt: new Date('2026-11-01T10:00:00+08:00'),
    endsAt: new Date('2030-12-31T22:00:00+08:00'),
  },
  soldOut: {
    slug: 'demo-seckill-tyre-50',
    title: '50 元轮胎保养券',
    valueFen: 5000,
    total: 1,
    remaining: 0,
    startsAt: new Date('2026-11-01T10:00:00+08:00'),
    endsAt: new Date('2030-12-31T22:00:00+08:00'),
  },
  upcoming: {
    slug: 'demo-seckill-etc-20',
    title: '20 元 ETC 通行券',
    valueFen: 2000,
    total: 100,
    remaining: 100,
    startsAt: new Date('2030-12-01T10:00:00+08:00'),
    endsAt: new Date('2030-12-31T22:00:00+08:00'),
  },
} as const;

export const demoSeckillSeed: Seed = {
  name: 'seckill.demo',
  version: 1,
  demoOnly: true,
  async run(db) {
    await db
      .insert(activityStocks)
      .values(
        Object.values(DEMO_SECKILL).map((stock) => ({
          ...stock,
          kind: SECKILL_COUPON,
          userType: USER_TYPE.driver,
          perUserLimit: 1,
        })),
      )
      .onConflictDoNothing({ target: activityStocks.slug });
    const [driver] = await db.select().from(users).where(eq(users.mobile, DEMO_DRIVER_MOBILE));
    const [soldOut] = await db
      .select({ id: activityStocks.id })
      .from(activityStocks)
      .where(eq(activityStocks.slug, DEMO_SECKILL.soldOut.slug));
    if (!driver || !soldOut) return;
    await db
      .insert(activityClaims)
      .values({
        stockId: soldOut.id,
        userId: driver.id,
        requestId: 'demo-seed-sold-out',
        createdAt: DEMO_SECKILL.soldOut.startsAt,
      })
      .onConflictDoNothing();
    await db
      .insert(activityClaimCounts)
      .values({ stockId: soldOut.id, userId: driver.id, claimed: 1 })
      .onConflictDoNothing();
  },
};
