// Taking one unit of an activity's stock (DESIGN.md §5), the one way every activity gives out
// something limited: flash-sale coupons now, prizes of draws and red packets later. One
// transaction, three database rules, in this order:
// 1. the claim row, unique per (user, request id): a retried or doubled submit with the same key
//    waits for the first one and then finds it — the first answer is repeated, nothing is taken;
// 2. the user's counter for this stock, raised only while below the per-user limit;
// 3. the stock, lowered only while above zero and inside the time window.
// Any refusal rolls the whole transaction back, so the ledger (claims) and the counters always
// add up: total - remaining = number of claims. Nothing here lives in the process: several
// server instances on one PostgreSQL give out exactly the stock.

import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  activityClaimCounts,
  activityClaims,
  activityStocks,
} from '../../db/schema/activity-stock.ts';
import { sqlTimestamp } from '../../db/timestamps.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import type { UserMessage } from '../../http/user-message.ts';
import { admitted, recentlySoldOut, rememberSoldOut } from './hot-stock.ts';

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
  otherRequest: {
    'zh-CN': '这个请求编号已经用过了',
    'en-US': 'This request id has already been used',
  },
} as const satisfies Record<string, UserMessage>;

async function claimedBy(db: Db, stockId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ claimed: activityClaimCounts.claimed })
    .from(activityClaimCounts)
    .where(and(eq(activityClaimCounts.stockId, stockId), eq(activityClaimCounts.userId, userId)));
  return row?.claimed ?? 0;
}

/**
 * Takes one unit for the user, or repeats the answer of the same request. Taps of a hot stock are
 * admitted a few at a time (hot-stock.ts); those of the moment after it sold out only look up
 * whether this request had won.
 */
export async function claimUnit(db: Db, input: ClaimInput): Promise<ClaimResult> {
  const { stockId } = input;
  const afterSoldOut = async () => {
    const [won] = await db
      .select({ id: activityClaims.id })
      .from(activityClaims)
      .where(
        and(eq(activityClaims.userId, input.userId), eq(activityClaims.requestId, input.requestId)),
      );
    if (!won) throw new ApiError(BUSINESS_CODES.SOLD_OUT, CLAIM_MESSAGES.soldOut);
    return claimInTransaction(db, input);
  };
  if (recentlySoldOut(db, stockId)) return afterSoldOut();
  return admitted(db, stockId, async () => {
    if (recentlySoldOut(db, stockId)) return afterSoldOut();
    try {
      return await claimInTransaction(db, input);
    } catch (error) {
      if (error instanceof ApiError && error.code === BUSINESS_CODES.SOLD_OUT) {
        rememberSoldOut(db, stockId);
      }
      throw error;
    }
  });
}

async function claimInTransaction(db: Db, input: ClaimInput): Promise<ClaimResult> {
  const { stockId, userId, userType, requestId, now, kind } = input;
  return db.transaction(async (tx) => {
    const [stock] = await tx
      .select()
      .from(activityStocks)
      .where(and(eq(activityStocks.id, stockId), eq(activityStocks.kind, kind)));
    if (!stock) throw new ApiError(BUSINESS_CODES.NOT_FOUND, CLAIM_MESSAGES.notFound);
    if (stock.userType !== userType) {
      throw new ApiError(BUSINESS_CODES.FORBIDDEN, CLAIM_MESSAGES.otherUserType);
    }
    // Fast path when the stock is gone (most taps of a popular session): no lock is taken. A
    // retry of a claim that won still gets its answer below.
    if (stock.remaining === 0) {
      const [won] = await tx
        .select({ id: activityClaims.id })
        .from(activityClaims)
        .where(and(eq(activityClaims.userId, userId), eq(activityClaims.requestId, requestId)));
      if (!won) throw new ApiError(BUSINESS_CODES.SOLD_OUT, CLAIM_MESSAGES.soldOut);
    }

    // 1. The idempotency key. A concurrent twin blocks here until the first commits or rolls back.
    const [claim] = await tx
      .insert(activityClaims)
      .values({ stockId, userId, requestId, createdAt: new Date(now) })
      .onConflictDoNothing({ target: [activityClaims.userId, activityClaims.requestId] })
      .returning({ id: activityClaims.id });
    if (!claim) {
      const [first] = await tx
        .select({ id: activityClaims.id, stockId: activityClaims.stockId })
        .from(activityClaims)
        .where(and(eq(activityClaims.userId, userId), eq(activityClaims.requestId, requestId)));
      if (!first || first.stockId !== stockId) {
        throw new ApiError(BUSINESS_CODES.CONFLICT, CLAIM_MESSAGES.otherRequest);
      }
      const [current] = await tx
        .select({ remaining: activityStocks.remaining })
        .from(activityStocks)
        .where(eq(activityStocks.id, stockId));
      return {
        claimId: first.id,
        stockId,
        remaining: current?.remaining ?? 0,
        claimedByMe: await claimedBy(tx, stockId, userId),
        repeated: true,
      };
    }

    // Time window before anything is counted (a clear message rather than "sold out").
    if (now < stock.startsAt.getTime()) {
      throw new ApiError(BUSINESS_CODES.NOT_IN_TIME_WINDOW, CLAIM_MESSAGES.notYet);
    }
    if (now >= stock.endsAt.getTime()) {
      throw new ApiError(BUSINESS_CODES.NOT_IN_TIME_WINDOW, CLAIM_MESSAGES.ended);
    }

    // 2. The per-user limit: the counter row is locked by the upsert, so a user's parallel claims
    // with different keys queue here and the limit holds.
    const [counter] = await tx
      .insert(activityClaimCounts)
      .values({ stockId, userId, claimed: 1 })
      .onConflictDoUpdate({
        target: [activityClaimCounts.stockId, activityClaimCounts.userId],
        set: { claimed: sql`${activityClaimCounts.claimed} + 1` },
        setWhere: sql`${activityClaimCounts.claimed} < ${stock.perUserLimit}`,
      })
      .returning({ claimed: activityClaimCounts.claimed });
    if (!counter) throw new ApiError(BUSINESS_CODES.LIMIT_REACHED, CLAIM_MESSAGES.limit);

    // 3. The stock: one conditional UPDATE; the row lock serialises all claimants of this stock.
    const [taken] = await tx
      .update(activityStocks)
      .set({ remaining: sql`${activityStocks.remaining} - 1` })
      .where(
        and(
          eq(activityStocks.id, stockId),
          gt(activityStocks.remaining, 0),
          sql`${activityStocks.startsAt} <= ${sqlTimestamp(now)}`,
          sql`${activityStocks.endsAt} > ${sqlTimestamp(now)}`,
        ),
      )
      .returning({ remaining: activityStocks.remaining });
    if (!taken) throw new ApiError(BUSINESS_CODES.SOLD_OUT, CLAIM_MESSAGES.soldOut);

    return {
      claimId: claim.id,
      stockId,
      remaining: taken.remaining,
      claimedByMe: counter.claimed,
      repeated: false,
    };
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
