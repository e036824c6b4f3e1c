// Taking one unit of an activity's stock (docs/design.md §5), the one way every activity gives out
// something limited: flash-sale coupons now, prizes of draws and red packets later. Three database
// rules, checked in this order for every claim:
// 1. the claim row, unique per (user, request id): a retried or doubled submit with the same key
//    finds the first one — the first answer is repeated, nothing is taken;
// 2. the user's counter for this stock, raised only while below the per-user limit;
// 3. the stock, lowered only while above zero and inside the time window.
// The claims of one stock are decided in batches (group commit, ADR 019): one transaction locks
// the stock's row, decides the queued claims in arrival order and writes them with a few set-based
// statements, which the database checks again; anything wrong rolls the whole batch back, so the
// ledger (claims) and the counters always add up: total - remaining = number of claims. The queue
// lives in the process, the rules in the database: several server instances on one PostgreSQL
// give out exactly the stock.

import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  activityClaimCounts,
  activityClaims,
  activityStocks,
} from '../../db/schema/activity-stock.ts';
import { sqlTimestamp } from '../../db/timestamps.ts';
import { userCoupons } from '../../db/schema/value.ts';
import { issueCoupons } from '../value/public.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import type { UserMessage } from '../../http/user-message.ts';
import { type BatchAnswers, batched } from './hot-stock.ts';
import { otherRequest } from '../../http/request-ids.ts';

export interface ClaimInput {
  stockId: number;
  userId: number;
  userType: number;
  requestId: string;
  now: number;
  /** Only stocks of this kind (an endpoint for coupons cannot take a prize). */
  kind: string;
}

export interface ClaimResult {
  claimId: number;
  stockId: number;
  remaining: number;
  claimedByMe: number;
  /** The coupon the claim put in the wallet, where the stock gives one. */
  couponId: number | null;
  repeated: boolean;
}

/** Messages a driver reads; the codes are the contract's (docs/contract.md §6). */
export const CLAIM_MESSAGES = {
  notFound: { 'zh-CN': '没有这个活动', 'en-US': 'There is no such activity' },
  notYet: {
    'zh-CN': '活动还没开始，请稍后再来',
    'en-US': 'The activity has not started yet; please come back later',
  },
  ended: { 'zh-CN': '活动已经结束，感谢关注', 'en-US': 'The activity has ended; thank you' },
  soldOut: {
    'zh-CN': '已经抢完了，下次早点来',
    'en-US': 'All gone; come a little earlier next time',
  },
  limit: {
    'zh-CN': '您已经抢到了，每人限领',
    'en-US': 'You already have yours: the limit is per person',
  },
  otherUserType: {
    'zh-CN': '这个活动不面向您的账号类型',
    'en-US': 'This activity is not for your type of account',
  },
} as const satisfies Record<string, UserMessage>;

/**
 * Takes one unit for the user, or repeats the answer of the same request. The taps of one stock
 * are granted in batches, one transaction per batch (hot-stock.ts, ADR 019); a crowd beyond what
 * can be served soon is told when to come back.
 */
export async function claimUnit(db: Db, input: ClaimInput): Promise<ClaimResult> {
  return batched(db, input.stockId, input, (inputs) => claimBatch(db, input.stockId, inputs));
}

/** The key of the coupon a claim gives: one per claim, however often its answer is asked for. */
const couponKey = (claimId: number) => `activity-claim:${claimId}`;

/**
 * Grants a batch of claims of one stock in arrival order, in one transaction of six statements
 * whatever its size (and, where the stock gives a coupon, up to five more to issue one per granted
 * claim into the wallet, keyed by the claim: value/coupons.ts `issueCoupons`): the stock row locked (every claim of the stock, from any instance, waits for
 * it, so the counters of the stock and its claims below are written by one transaction at a
 * time); earlier claims of the batch's request ids; the users' counters; then the decisions made
 * in order, the granted claims inserted, the counters raised and the stock lowered by the number
 * inserted. The database checks the totals again (remaining above zero and in the window, each
 * counter within the limit): a mismatch throws and rolls the whole batch back.
 */
export async function claimBatch(
  db: Db,
  stockId: number,
  inputs: ClaimInput[],
): Promise<BatchAnswers<ClaimResult>> {
  return db.transaction(async (tx) => {
    const [stock] = await tx
      .select()
      .from(activityStocks)
      .where(eq(activityStocks.id, stockId))
      .for('update');
    if (!stock)
      return inputs.map(() => new ApiError(BUSINESS_CODES.NOT_FOUND, CLAIM_MESSAGES.notFound));

    const keyOf = (userId: number, requestId: string) => `${userId}\u0000${requestId}`;
    const priorRows = await tx
      .select({
        id: activityClaims.id,
        stockId: activityClaims.stockId,
        userId: activityClaims.userId,
        requestId: activityClaims.requestId,
      })
      .from(activityClaims)
      .where(
        sql`(${activityClaims.userId}, ${activityClaims.requestId}) in (${sql.join(
          inputs.map((i) => sql`(${i.userId}, ${i.requestId})`),
          sql`, `,
        )})`,
      );
    const prior = new Map(priorRows.map((row) => [keyOf(row.userId, row.requestId), row]));
    const userIds = [...new Set(inputs.map((i) => i.userId))];
    const counterRows = await tx
      .select({ userId: activityClaimCounts.userId, claimed: activityClaimCounts.claimed })
      .from(activityClaimCounts)
      .where(
        and(eq(activityClaimCounts.stockId, stockId), inArray(activityClaimCounts.userId, userIds)),
      );
    const claimed = new Map(counterRows.map((row) => [row.userId, row.claimed]));

    // The decisions, in arrival order. `answers[i]` is final, or 'granted' (pending the insert),
    // or the index of an earlier tap of the batch with the same request id (a doubled submit).
    type Pending = 'granted' | { twinOf: number } | { repeats: number } | ApiError;
    const decided: Pending[] = [];
    const firstOfKey = new Map<string, number>();
    let remaining = stock.remaining;
    const grantedNow = new Map<number, number>();
    inputs.forEach((input, i) => {
      const key = keyOf(input.userId, input.requestId);
      const twin = firstOfKey.get(key);
      if (twin !== undefined) return decided.push({ twinOf: twin });
      firstOfKey.set(key, i);
      if (stock.kind !== input.kind) {
        return decided.push(new ApiError(BUSINESS_CODES.NOT_FOUND, CLAIM_MESSAGES.notFound));
      }
      if (stock.userType !== input.userType) {
        return decided.push(new ApiError(BUSINESS_CODES.FORBIDDEN, CLAIM_MESSAGES.otherUserType));
      }
      const first = prior.get(key);
      if (first) {
        if (first.stockId !== stockId) {
          return decided.push(otherRequest());
        }
        return decided.push({ repeats: first.id });
      }
      if (remaining === 0) {
        return decided.push(new ApiError(BUSINESS_CODES.SOLD_OUT, CLAIM_MESSAGES.soldOut));
      }
      if (input.now < stock.startsAt.getTime()) {
        return decided.push(new ApiError(BUSINESS_CODES.NOT_IN_TIME_WINDOW, CLAIM_MESSAGES.notYet));
      }
      if (input.now >= stock.endsAt.getTime()) {
        return decided.push(new ApiError(BUSINESS_CODES.NOT_IN_TIME_WINDOW, CLAIM_MESSAGES.ended));
      }
      const mine = (claimed.get(input.userId) ?? 0) + (grantedNow.get(input.userId) ?? 0);
      if (mine >= stock.perUserLimit) {
        return decided.push(new ApiError(BUSINESS_CODES.LIMIT_REACHED, CLAIM_MESSAGES.limit));
      }
      remaining -= 1;
      grantedNow.set(input.userId, (grantedNow.get(input.userId) ?? 0) + 1);
      return decided.push('granted');
    });

    // The granted claims. A request id used meanwhile for another stock (its transaction held
    // another stock's lock) is not inserted: that tap is refused as a reused id, and the counts
    // below follow what was inserted.
    const grantedAt = decided.flatMap((d, i) => (d === 'granted' ? [i] : []));
    const inserted = new Map<string, number>();
    if (grantedAt.length > 0) {
      const rows = await tx
        .insert(activityClaims)
        .values(
          grantedAt.map((i) => {
            const input = inputs[i] as ClaimInput;
            return {
              stockId,
              userId: input.userId,
              requestId: input.requestId,
              createdAt: new Date(input.now),
            };
          }),
        )
        .onConflictDoNothing({ target: [activityClaims.userId, activityClaims.requestId] })
        .returning({
          id: activityClaims.id,
          userId: activityClaims.userId,
          requestId: activityClaims.requestId,
        });
      for (const row of rows) inserted.set(keyOf(row.userId, row.requestId), row.id);
    }
    const perUser = new Map<number, number>();
    for (const i of grantedAt) {
      const input = inputs[i] as ClaimInput;
      if (!inserted.has(keyOf(input.userId, input.requestId))) {
        decided[i] = otherRequest();
      } else perUser.set(input.userId, (perUser.get(input.userId) ?? 0) + 1);
    }
    const taken = inserted.size;

    // What the claims give: a coupon each, in this transaction, so a claim and its coupon are one.
    const couponOf = new Map<number, number>();
    if (stock.couponTemplateId !== null) {
      // All of them in one go (a handful of statements whatever the batch's size), dated by the
      // batch's last tap: the taps of a batch arrive within its fraction of a second.
      const grants = grantedAt.flatMap((i) => {
        const input = inputs[i] as ClaimInput;
        const claimId = inserted.get(keyOf(input.userId, input.requestId));
        return claimId === undefined
          ? []
          : [{ userId: input.userId, refId: claimId, idempotencyKey: couponKey(claimId) }];
      });
      const issued = await issueCoupons(tx, {
        templateId: stock.couponTemplateId,
        source: 'claim',
        now: Math.max(...grantedAt.map((i) => (inputs[i] as ClaimInput).now)),
        grants,
      });
      grants.forEach((grant, i) => {
        const coupon = issued[i]?.coupon;
        if (coupon) couponOf.set(grant.refId, coupon.id);
      });
      const repeats = decided.flatMap((d) =>
        typeof d === 'object' && !(d instanceof ApiError) && 'repeats' in d ? [d.repeats] : [],
      );
      if (repeats.length > 0) {
        const issued = await tx
          .select({ id: userCoupons.id, key: userCoupons.idempotencyKey })
          .from(userCoupons)
          .where(inArray(userCoupons.idempotencyKey, repeats.map(couponKey)));
        for (const claimId of repeats) {
          const found = issued.find((row) => row.key === couponKey(claimId));
          if (found) couponOf.set(claimId, found.id);
        }
      }
    }

    let finalRemaining = stock.remaining;
    if (taken > 0) {
      // The database's own check of the batch: each counter within the limit...
      const counters = await tx
        .insert(activityClaimCounts)
        .values([...perUser].map(([userId, n]) => ({ stockId, userId, claimed: n })))
        .onConflictDoUpdate({
          target: [activityClaimCounts.stockId, activityClaimCounts.userId],
          set: { claimed: sql`${activityClaimCounts.claimed} + excluded.claimed` },
          setWhere: sql`${activityClaimCounts.claimed} + excluded.claimed <= ${stock.perUserLimit}`,
        })
        .returning({ userId: activityClaimCounts.userId });
      if (counters.length !== perUser.size)
        throw new Error('claim batch: a counter over its limit');
      // ...and the stock lowered only if it has that many left, inside the window.
      const times = grantedAt.map((i) => (inputs[i] as ClaimInput).now);
      const [lowered] = await tx
        .update(activityStocks)
        .set({ remaining: sql`${activityStocks.remaining} - ${taken}` })
        .where(
          and(
            eq(activityStocks.id, stockId),
            gte(activityStocks.remaining, taken),
            sql`${activityStocks.startsAt} <= ${sqlTimestamp(Math.min(...times))}`,
            sql`${activityStocks.endsAt} > ${sqlTimestamp(Math.max(...times))}`,
          ),
        )
        .returning({ remaining: activityStocks.remaining });
      if (!lowered) throw new Error('claim batch: the stock does not have the units it granted');
      finalRemaining = lowered.remaining;
    }

    // The answers: a granted tap sees the stock as its own claim left it.
    const counted = new Map(claimed);
    let left = stock.remaining;
    const answers: BatchAnswers<ClaimResult> = [];
    decided.forEach((d, i) => {
      const input = inputs[i] as ClaimInput;
      if (d instanceof ApiError) return answers.push(d);
      if (d === 'granted') {
        left -= 1;
        counted.set(input.userId, (counted.get(input.userId) ?? 0) + 1);
        const claimId = inserted.get(keyOf(input.userId, input.requestId)) as number;
        return answers.push({
          claimId,
          stockId,
          remaining: left,
          claimedByMe: counted.get(input.userId) as number,
          couponId: couponOf.get(claimId) ?? null,
          repeated: false,
        });
      }
      if ('twinOf' in d) {
        const first = answers[d.twinOf] as ClaimResult | ApiError;
        return answers.push(first instanceof ApiError ? first : { ...first, repeated: true });
      }
      return answers.push({
        claimId: d.repeats,
        stockId,
        remaining: finalRemaining,
        claimedByMe: (claimed.get(input.userId) ?? 0) + (perUser.get(input.userId) ?? 0),
        couponId: couponOf.get(d.repeats) ?? null,
        repeated: true,
      });
    });
    return answers;
  });
}

/** The ledger check operators (and tests) run: per stock, total - remaining must equal claims. */
export async function ledgerOf(db: Db, stockId: number) {
  const [stock] = await db
    .select({ total: activityStocks.total, remaining: activityStocks.remaining })
    .from(activityStocks)
    .where(eq(activityStocks.id, stockId));
  const [claims] = await db
    .select({ n: count() })
    .from(activityClaims)
    .where(eq(activityClaims.stockId, stockId));
  const [counted] = await db
    .select({ n: sql<number>`coalesce(sum(${activityClaimCounts.claimed}), 0)::int` })
    .from(activityClaimCounts)
    .where(eq(activityClaimCounts.stockId, stockId));
  return {
    total: stock?.total ?? 0,
    remaining: stock?.remaining ?? 0,
    claims: claims?.n ?? 0,
    counted: counted?.n ?? 0,
  };
}
