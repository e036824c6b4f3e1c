// Demo value (never in production): coupon templates and exchange offers for drivers, shippers and
// anyone, balances of the demo driver and shipper written as ledger entries (so they add up like
// any other), and a few coupons they hold. Operators add real templates and offers.

import type { EntryReason, ValueAsset } from '@freight/contract/endpoints/value';
import { and, eq, gt, inArray, like } from 'drizzle-orm';
import { USER_TYPE, users } from '../../db/schema/users.ts';
import {
  couponTemplates,
  exchangeOffers,
  userCoupons,
  valueEntries,
} from '../../db/schema/value.ts';
import type { Seed } from '../../db/seed.ts';
import { DEMO_DRIVER_MOBILE, DEMO_SHIPPER_MOBILE } from '../users/seed.ts';
import { issueCoupon } from './coupons.ts';
import { credit } from './ledger.ts';

const OPEN = new Date('2026-11-01T00:00:00+08:00');
const CLOSE = new Date('2030-12-31T23:59:59+08:00');

export const DEMO_TEMPLATES = {
  any5: {
    slug: 'demo-coupon-any-5',
    titleZh: '5 元通用券',
    titleEn: '¥5 coupon',
    faceValueFen: 500,
    thresholdFen: 5000,
    validFrom: OPEN,
    validUntil: CLOSE,
    userType: null,
  },
  fuel20: {
    slug: 'demo-coupon-fuel-20',
    titleZh: '20 元加油券',
    titleEn: '¥20 fuel coupon',
    faceValueFen: 2000,
    thresholdFen: 20_000,
    validDays: 30,
    userType: USER_TYPE.driver,
  },
  etc10: {
    slug: 'demo-coupon-etc-10',
    titleZh: '10 元 ETC 通行券',
    titleEn: '¥10 ETC toll coupon',
    faceValueFen: 1000,
    thresholdFen: 0,
    validDays: 15,
    userType: USER_TYPE.driver,
  },
  freight30: {
    slug: 'demo-coupon-freight-30',
    titleZh: '30 元运费券',
    titleEn: '¥30 off freight',
    faceValueFen: 3000,
    thresholdFen: 30_000,
    validDays: 30,
    userType: USER_TYPE.shipper,
  },
} as const;

/** The first offer is open to anyone: the contract's example exchanges it (offerId 1). */
export const DEMO_OFFERS = [
  {
    slug: 'demo-offer-any-5-beans',
    template: 'any5',
    costAsset: 'lucky_beans',
    costAmount: 50,
    total: 1000,
  },
  {
    slug: 'demo-offer-fuel-20-points',
    template: 'fuel20',
    costAsset: 'points',
    costAmount: 2000,
    total: 500,
  },
  {
    slug: 'demo-offer-etc-10-beans',
    template: 'etc10',
    costAsset: 'lucky_beans',
    costAmount: 100,
    total: 1000,
  },
  {
    slug: 'demo-offer-freight-30-points',
    template: 'freight30',
    costAsset: 'points',
    costAmount: 3000,
    total: 300,
  },
] as const satisfies readonly {
  slug: string;
  template: keyof typeof DEMO_TEMPLATES;
  costAsset: 'points' | 'lucky_beans';
  costAmount: number;
  total: number;
}[];

type Credit = [asset: ValueAsset, amount: number, expiresOn?: string];

/**
 * The demo users' opening balances: given by the platform (平台调整) on the demo's opening day,
 * not prizes or task rewards of the day the server happened to start, which the ledger listed as
 * today's task rewards.
 */
export const DEMO_CREDITS: Record<string, readonly Credit[]> = {
  [DEMO_DRIVER_MOBILE]: [
    ['points', 5000],
    ['points', 200, '2030-12-31'],
    ['lucky_beans', 880],
    ['cash_fen', 1250],
  ],
  [DEMO_SHIPPER_MOBILE]: [
    ['points', 3600],
    ['lucky_beans', 120, '2030-12-31'],
  ],
};
export const DEMO_OPENING_REASON: EntryReason = 'operator_adjustment';
/** When the demo's opening balances were given: the demo's opening. */
export const DEMO_OPENING_AT = OPEN;

export const demoValueSeed: Seed = {
  name: 'value.demo',
  // 2: the opening balances are the platform's, on the demo's opening day (see DEMO_CREDITS).
  version: 2,
  demoOnly: true,
  async run(db) {
    // A database seeded by version 1: its opening balances were written as prizes and task
    // rewards of the day it started; they are put as they are now written.
    await db
      .update(valueEntries)
      .set({ reason: DEMO_OPENING_REASON, createdAt: DEMO_OPENING_AT })
      .where(
        and(
          eq(valueEntries.refKind, 'operator'),
          eq(valueEntries.refId, 'demo-seed'),
          like(valueEntries.idempotencyKey, 'demo-seed:%'),
          gt(valueEntries.amount, 0),
        ),
      );
    await db
      .insert(couponTemplates)
      .values(Object.values(DEMO_TEMPLATES))
      .onConflictDoNothing({ target: couponTemplates.slug });
    const templates = await db
      .select({ id: couponTemplates.id, slug: couponTemplates.slug })
      .from(couponTemplates)
      .where(
        inArray(
          couponTemplates.slug,
          Object.values(DEMO_TEMPLATES).map((t) => t.slug),
        ),
      );
    const templateId = (key: keyof typeof DEMO_TEMPLATES) => {
      const found = templates.find((t) => t.slug === DEMO_TEMPLATES[key].slug);
      if (!found) throw new Error(`demo template ${key} missing`);
      return found.id;
    };
    for (const offer of DEMO_OFFERS) {
      await db
        .insert(exchangeOffers)
        .values({
          slug: offer.slug,
          templateId: templateId(offer.template),
          costAsset: offer.costAsset,
          costAmount: offer.costAmount,
          total: offer.total,
          remaining: offer.total,
          startsAt: OPEN,
          endsAt: CLOSE,
        })
        .onConflictDoNothing({ target: exchangeOffers.slug });
    }

    const demoUsers = await db
      .select({ id: users.id, mobile: users.mobile })
      .from(users)
      .where(inArray(users.mobile, [DEMO_DRIVER_MOBILE, DEMO_SHIPPER_MOBILE]));
    const now = Date.now();
    for (const user of demoUsers) {
      for (const [i, [asset, amount, expiresOn]] of (
        DEMO_CREDITS[user.mobile ?? ''] ?? []
      ).entries()) {
        await credit(db, {
          userId: user.id,
          asset,
          amount,
          reason: DEMO_OPENING_REASON,
          ref: { kind: 'operator', id: 'demo-seed' },
          idempotencyKey: `demo-seed:${i}`,
          expiresOn: expiresOn ?? null,
          now: DEMO_OPENING_AT.getTime(),
        });
      }
    }

    const driver = demoUsers.find((u) => u.mobile === DEMO_DRIVER_MOBILE);
    const shipper = demoUsers.find((u) => u.mobile === DEMO_SHIPPER_MOBILE);
    const issue = (
      userId: number,
      key: keyof typeof DEMO_TEMPLATES,
      source: 'claim' | 'operator',
    ) =>
      issueCoupon(db, {
        userId,
        templateId: templateId(key),
        source,
        refId: 'demo-seed',
        idempotencyKey: `demo-seed:${key}`,
        now,
      });
    if (driver) {
      await issue(driver.id, 'fuel20', 'claim');
      await issue(driver.id, 'any5', 'operator');
      // One already used, so the list shows each state.
      const { coupon } = await issue(driver.id, 'etc10', 'claim');
      await db
        .update(userCoupons)
        .set({ usedAt: new Date(now) })
        .where(eq(userCoupons.id, coupon.id));
    }
    if (shipper) {
      await issue(shipper.id, 'freight30', 'operator');
      await issue(shipper.id, 'any5', 'operator');
    }
  },
};
