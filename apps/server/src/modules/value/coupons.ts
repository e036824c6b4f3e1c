// Coupons users hold (issue 13, docs/decisions/013): issued from a template by a claim, an
// exchange, a referral, a campaign or an operator, each issue with an idempotency key (unique per
// user: a retry returns the first coupon); used exactly once by one conditional UPDATE. `expired`
// is never stored: a coupon is expired when it is unused and its `expiresAt` has passed.

import {
  COUPON_STATES,
  type CouponSource,
  type CouponState,
  type HeldCoupon,
} from '@freight/contract/endpoints/value';
import type { Locale } from '@freight/contract/status';
import { todayInChina } from '@freight/contract/china-time';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema/users.ts';
import { couponTemplates, userCoupons } from '../../db/schema/value.ts';
import { sqlTimestamp } from '../../db/timestamps.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { VALUE_MESSAGES } from './messages.ts';
import { otherRequest } from '../../http/request-ids.ts';
import { localized } from '../../http/user-message.ts';

type Template = typeof couponTemplates.$inferSelect;
type Coupon = typeof userCoupons.$inferSelect;

/** The first moment of day `day` (YYYY-MM-DD) plus `days` days in Asia/Shanghai, in ms. */
export function chinaDayStart(day: string, days = 0): number {
  return Date.parse(`${day}T00:00:00+08:00`) + days * 86_400_000;
}

/**
 * A new coupon's window: the template's fixed dates, or from now until the end of the
 * `validDays`-th day (Asia/Shanghai) counting the day of issue.
 */
export function couponWindow(template: Template, now: number): { startsAt: Date; expiresAt: Date } {
  if (template.validDays !== null) {
    return {
      startsAt: new Date(now),
      expiresAt: new Date(chinaDayStart(todayInChina(now), template.validDays)),
    };
  }
  if (!template.validFrom || !template.validUntil) {
    throw new Error(`coupon template ${template.id} has no validity`);
  }
  return { startsAt: template.validFrom, expiresAt: template.validUntil };
}

export function couponStateOf(
  coupon: Pick<Coupon, 'usedAt' | 'expiresAt'>,
  now: number,
): CouponState {
  if (coupon.usedAt) return 'used';
  return coupon.expiresAt.getTime() <= now ? 'expired' : 'usable';
}

/** How many coupons a user holds in each state (by `couponStateOf`, as the wallet shows them). */
export async function couponCountsOf(
  db: Db,
  userId: number,
  now: number,
): Promise<Record<CouponState, number>> {
  const held = await db
    .select({ usedAt: userCoupons.usedAt, expiresAt: userCoupons.expiresAt })
    .from(userCoupons)
    .where(eq(userCoupons.userId, userId));
  const counts = Object.fromEntries(COUPON_STATES.map((state) => [state, 0])) as Record<
    CouponState,
    number
  >;
  for (const coupon of held) counts[couponStateOf(coupon, now)] += 1;
  return counts;
}

export interface IssueInput {
  userId: number;
  templateId: number;
  source: CouponSource;
  /** What issued it: a campaign's, an exchange's, a referral's or an operator action's id. */
  refId: string | number;
  /** Unique per user, at most 128 characters; e.g. `referral:42`. */
  idempotencyKey: string;
  now: number;
}

export interface IssueResult {
  coupon: Coupon;
  template: Template;
  repeated: boolean;
}

/**
 * Issues one coupon of a template to a user, inside the caller's transaction (so that a campaign,
 * an exchange or a referral and its coupon commit together): the template's audience and window
 * are checked, its stock is taken, and a retry with the same key returns the first coupon.
 */
export async function issueCoupon(tx: Db, input: IssueInput): Promise<IssueResult> {
  const { templateId, source, now, ...grant } = input;
  const [result] = await issueCoupons(tx, { templateId, source, now, grants: [grant] });
  if (!result) throw new Error('issueCoupons answered no coupon for one grant');
  return result;
}

/** One coupon of `issueCoupons`: to whom, for what, under which key. */
export type CouponGrant = Pick<IssueInput, 'userId' | 'refId' | 'idempotencyKey'>;

/**
 * Issues one coupon of a template to each grant, in one go whatever their number (a flash sale's
 * batch of claims, ADR 019): the template read once, the audience checked in one read, the
 * coupons inserted in one statement, the template's stock taken for all of them in one
 * conditional UPDATE, and repeats (a key already used) found in one read. The rules are
 * issueCoupon's: a grant outside the audience, a template ended or without the stock for every
 * new coupon refuses the whole call (the caller's transaction rolls back); a key used before for
 * another template, source or reference is a reused request id. Results are in the grants' order.
 */
export async function issueCoupons(
  tx: Db,
  input: {
    templateId: number;
    source: CouponSource;
    now: number;
    grants: readonly CouponGrant[];
  },
): Promise<IssueResult[]> {
  const { templateId, source, now, grants } = input;
  if (grants.length === 0) return [];
  const [template] = await tx
    .select()
    .from(couponTemplates)
    .where(eq(couponTemplates.id, templateId));
  if (!template) throw new ApiError(BUSINESS_CODES.NOT_FOUND, VALUE_MESSAGES.templateNotFound);
  const userIds = [...new Set(grants.map((grant) => grant.userId))];
  if (template.userType !== null) {
    const audience = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, userIds), sql`${users.userType} = ${template.userType}`));
    if (audience.length !== userIds.length) {
      throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, VALUE_MESSAGES.otherUserType);
    }
  }

  // The keys first: a concurrent twin waits on the unique index until the first commits.
  const window = couponWindow(template, now);
  const keyOf = (userId: number, key: string) => `${userId}\u0000${key}`;
  const inserted = await tx
    .insert(userCoupons)
    .values(
      grants.map((grant) => ({
        templateId,
        userId: grant.userId,
        source,
        refId: String(grant.refId),
        idempotencyKey: grant.idempotencyKey,
        ...window,
        createdAt: new Date(now),
      })),
    )
    .onConflictDoNothing({ target: [userCoupons.userId, userCoupons.idempotencyKey] })
    .returning();
  const made = new Map(
    inserted.map((coupon) => [keyOf(coupon.userId, coupon.idempotencyKey), coupon]),
  );
  const repeats = grants.filter((grant) => !made.has(keyOf(grant.userId, grant.idempotencyKey)));
  const prior = new Map<string, Coupon>();
  if (repeats.length > 0) {
    const rows = await tx
      .select()
      .from(userCoupons)
      .where(
        sql`(${userCoupons.userId}, ${userCoupons.idempotencyKey}) in (${sql.join(
          repeats.map((grant) => sql`(${grant.userId}, ${grant.idempotencyKey})`),
          sql`, `,
        )})`,
      );
    for (const row of rows) prior.set(keyOf(row.userId, row.idempotencyKey), row);
  }
  if (inserted.length > 0) {
    if (window.expiresAt.getTime() <= now) {
      throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, VALUE_MESSAGES.templateEnded);
    }
    // The template's stock (when it has one): one conditional UPDATE under the row's lock.
    const [taken] = await tx
      .update(couponTemplates)
      .set({ issued: sql`${couponTemplates.issued} + ${inserted.length}` })
      .where(
        and(
          eq(couponTemplates.id, templateId),
          sql`(${couponTemplates.totalStock} is null or ${couponTemplates.issued} + ${inserted.length} <= ${couponTemplates.totalStock})`,
        ),
      )
      .returning({ id: couponTemplates.id });
    if (!taken) throw new ApiError(BUSINESS_CODES.SOLD_OUT, VALUE_MESSAGES.templateSoldOut);
  }
  return grants.map((grant) => {
    const key = keyOf(grant.userId, grant.idempotencyKey);
    const coupon = made.get(key);
    if (coupon) return { coupon, template, repeated: false };
    const first = prior.get(key);
    if (
      !first ||
      first.templateId !== templateId ||
      first.source !== source ||
      first.refId !== String(grant.refId)
    ) {
      throw otherRequest();
    }
    return { coupon: first, template, repeated: true };
  });
}

/**
 * Marks the user's coupon used, exactly once: one conditional UPDATE, so of parallel uses one
 * succeeds and the others find it used. Refusals: NOT_FOUND (not the user's), BUSINESS_RULE (used
 * or expired), NOT_IN_TIME_WINDOW (not valid yet).
 */
export async function redeemCoupon(
  db: Db,
  { userId, couponId, now }: { userId: number; couponId: number; now: number },
): Promise<Coupon> {
  const [used] = await db
    .update(userCoupons)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(userCoupons.id, couponId),
        eq(userCoupons.userId, userId),
        isNull(userCoupons.usedAt),
        lte(userCoupons.startsAt, sqlTimestamp(now)),
        gt(userCoupons.expiresAt, sqlTimestamp(now)),
      ),
    )
    .returning();
  if (used) return used;
  const [coupon] = await db
    .select()
    .from(userCoupons)
    .where(and(eq(userCoupons.id, couponId), eq(userCoupons.userId, userId)));
  if (!coupon) throw new ApiError(BUSINESS_CODES.NOT_FOUND, VALUE_MESSAGES.couponNotFound);
  if (coupon.usedAt) throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, VALUE_MESSAGES.couponUsed);
  if (coupon.expiresAt.getTime() <= now) {
    throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, VALUE_MESSAGES.couponExpired);
  }
  throw new ApiError(BUSINESS_CODES.NOT_IN_TIME_WINDOW, VALUE_MESSAGES.couponNotYet);
}

/** Coupons listed at most (the newest of each state first; usable ones soonest to expire first). */
const COUPON_LIST_LIMIT = 200;

/** Coupons in `state` now (any when undefined), as the wallet tells them apart. */
export function couponFilter(state: CouponState | undefined, now: number) {
  switch (state) {
    case 'usable':
      return and(isNull(userCoupons.usedAt), gt(userCoupons.expiresAt, sqlTimestamp(now)));
    case 'used':
      return isNotNull(userCoupons.usedAt);
    case 'expired':
      return and(isNull(userCoupons.usedAt), lte(userCoupons.expiresAt, sqlTimestamp(now)));
    case undefined:
      return undefined;
  }
}

/**
 * The coupons a user holds, of one state or all: usable first, soonest to lapse first, then the
 * others newest first (the user's own list and the operators' view of a user alike).
 */
export async function heldCoupons(
  db: Db,
  userId: number,
  state: CouponState | undefined,
  now: number,
  locale: Locale,
): Promise<HeldCoupon[]> {
  const rows = await db
    .select({ coupon: userCoupons, template: couponTemplates })
    .from(userCoupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, userCoupons.templateId))
    .where(and(eq(userCoupons.userId, userId), couponFilter(state, now)))
    .orderBy(
      sql`(${userCoupons.usedAt} is null and ${userCoupons.expiresAt} > ${sqlTimestamp(now)}) desc`,
      sql`case when ${userCoupons.usedAt} is null and ${userCoupons.expiresAt} > ${sqlTimestamp(now)} then ${userCoupons.expiresAt} end asc`,
      desc(userCoupons.id),
    )
    .limit(COUPON_LIST_LIMIT);
  return rows.map(({ coupon, template }) => ({
    couponId: coupon.id,
    ...templateFields(template, locale),
    source: coupon.source as CouponSource,
    state: couponStateOf(coupon, now),
    startsAt: coupon.startsAt.toISOString(),
    expiresAt: coupon.expiresAt.toISOString(),
    usedAt: coupon.usedAt?.toISOString() ?? null,
  }));
}

/** What a coupon and an offer tell of their template, its title in the request's language. */
export function templateFields(template: typeof couponTemplates.$inferSelect, locale: Locale) {
  return {
    templateId: template.id,
    title: localized(template, 'title', locale),
    faceValueFen: template.faceValueFen,
    thresholdFen: template.thresholdFen,
  };
}
