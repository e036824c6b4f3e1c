// Demo flash-sale coupons (never in production): a session running for years (to try claiming),
// one sold out — its single coupon claimed by the demo driver, so the ledger adds up like any
// other — and one upcoming. Each gives a coupon of its own template into the wallet (version 2).
// Operators add real sessions.

import { and, eq, isNull } from 'drizzle-orm';
import {
  activityClaimCounts,
  activityClaims,
  activityStocks,
} from '../../db/schema/activity-stock.ts';
import { USER_TYPE, users } from '../../db/schema/users.ts';
import { couponTemplates } from '../../db/schema/value.ts';
import type { Seed } from '../../db/seed.ts';
import { DEMO_DRIVER_MOBILE } from '../users/seed.ts';
import { issueCoupon } from '../value/coupons.ts';
import { SECKILL_COUPON } from './seckill-routes.ts';

/** The coupon each demo session gives (its wallet terms). */
const DEMO_SECKILL_TEMPLATES = {
  running: {
    slug: 'demo-seckill-coupon-fuel-10',
    titleZh: '10 元加油券',
    titleEn: '¥10 fuel coupon',
    faceValueFen: 1000,
    thresholdFen: 10_000,
    validDays: 7,
    userType: USER_TYPE.driver,
  },
  soldOut: {
    slug: 'demo-seckill-coupon-tyre-50',
    titleZh: '50 元轮胎保养券',
    titleEn: '¥50 tyre service coupon',
    faceValueFen: 5000,
    thresholdFen: 30_000,
    validDays: 30,
    userType: USER_TYPE.driver,
  },
  upcoming: {
    slug: 'demo-seckill-coupon-etc-20',
    titleZh: '20 元 ETC 通行券',
    titleEn: '¥20 ETC toll coupon',
    faceValueFen: 2000,
    thresholdFen: 0,
    validDays: 15,
    userType: USER_TYPE.driver,
  },
} as const;
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
  // 2: each session gives a coupon of its template into the wallet.
  version: 2,
  demoOnly: true,
  async run(db) {
    await db
      .insert(couponTemplates)
      .values(Object.values(DEMO_SECKILL_TEMPLATES))
      .onConflictDoNothing({ target: couponTemplates.slug });
    for (const [key, stock] of Object.entries(DEMO_SECKILL)) {
      const templateSlug = DEMO_SECKILL_TEMPLATES[key as keyof typeof DEMO_SECKILL].slug;
      const [template] = await db
        .select({ id: couponTemplates.id })
        .from(couponTemplates)
        .where(eq(couponTemplates.slug, templateSlug));
      await db
        .insert(activityStocks)
        .values({
          ...stock,
          kind: SECKILL_COUPON,
          userType: USER_TYPE.driver,
          perUserLimit: 1,
          couponTemplateId: template?.id ?? null,
        })
        .onConflictDoNothing({ target: activityStocks.slug });
      // A database seeded by version 1: its sessions get their template.
      if (template) {
        await db
          .update(activityStocks)
          .set({ couponTemplateId: template.id })
          .where(and(eq(activityStocks.slug, stock.slug), isNull(activityStocks.couponTemplateId)));
      }
    }
    const [driver] = await db.select().from(users).where(eq(users.mobile, DEMO_DRIVER_MOBILE));
    const [soldOut] = await db
      .select({ id: activityStocks.id, templateId: activityStocks.couponTemplateId })
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
    const [claim] = await db
      .select({ id: activityClaims.id })
      .from(activityClaims)
      .where(
        and(
          eq(activityClaims.userId, driver.id),
          eq(activityClaims.requestId, 'demo-seed-sold-out'),
        ),
      );
    if (claim && soldOut.templateId !== null) {
      // The coupon that claim gave, keyed as any claim's (claim.ts).
      await issueCoupon(db, {
        userId: driver.id,
        templateId: soldOut.templateId,
        source: 'claim',
        refId: claim.id,
        idempotencyKey: `activity-claim:${claim.id}`,
        // Its validity counts from the seeding, so the demo coupon is usable on a fresh start.
        now: Date.now(),
      });
    }
  },
};
