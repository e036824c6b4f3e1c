// Exchanges (issue 13, docs/decisions/013): points or lucky beans for a coupon. One transaction,
// so the offer's stock, the balance and the new coupon change together or not at all:
// 1. the exchange row, unique per (user, request id): a retry waits for the first and repeats
//    its answer, nothing more is taken;
// 2. the debit (ledger.ts: the account's row lock, never below zero), then, under that lock, the
//    offer's per-user limit: the user's finished exchanges of the offer counted, so one user's
//    parallel taps queue on their account and the limit holds exactly;
// 3. the offer's stock, lowered only while above zero and inside its window;
// 4. the coupon (coupons.ts: the template's audience and stock).
// Locks are always taken in this order (account, offer, template), as the campaigns and referrals
// that credit and issue coupons also do, so parallel exchanges never deadlock.

import type { ExchangeOffer, ValueAsset } from '@freight/contract/endpoints/value';
import type { Locale } from '@freight/contract/status';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema/users.ts';
import {
  couponTemplates,
  exchangeOffers,
  exchanges,
  userCoupons,
  valueAccounts,
  valueEntries,
} from '../../db/schema/value.ts';
import { sqlTimestamp } from '../../db/timestamps.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { couponStateOf, issueCoupon, templateFields } from './coupons.ts';
import { debit } from './ledger.ts';
import { INSUFFICIENT, VALUE_MESSAGES } from './messages.ts';
import { otherRequest } from '../../http/request-ids.ts';
import { localized } from '../../http/user-message.ts';

export interface ExchangeInput {
  userId: number;
  offerId: number;
  requestId: string;
  now: number;
}

export interface ExchangeResult {
  exchangeId: number;
  offerId: number;
  couponId: number;
  entryId: number;
  balance: number;
  repeated: boolean;
}

/** The user's finished exchanges of the offer (committed, with their coupon). */
export async function exchangesOf(db: Db, userId: number, offerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(exchanges)
    .where(
      and(
        eq(exchanges.userId, userId),
        eq(exchanges.offerId, offerId),
        isNotNull(exchanges.couponId),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function exchange(db: Db, input: ExchangeInput): Promise<ExchangeResult> {
  const { userId, offerId, requestId, now } = input;
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ offer: exchangeOffers, userType: couponTemplates.userType })
      .from(exchangeOffers)
      .innerJoin(couponTemplates, eq(couponTemplates.id, exchangeOffers.templateId))
      .where(eq(exchangeOffers.id, offerId));
    if (!found) throw new ApiError(BUSINESS_CODES.NOT_FOUND, VALUE_MESSAGES.offerNotFound);
    const { offer } = found;

    // Refusals that need no lock and write nothing (most taps of a sold-out offer, or by a user
    // short of the cost, as last committed): unless the key was used already, whose answer follows.
    const [used] = await tx
      .select({ id: exchanges.id })
      .from(exchanges)
      .where(and(eq(exchanges.userId, userId), eq(exchanges.requestId, requestId)));
    if (!used) {
      if (offer.remaining === 0) {
        throw new ApiError(BUSINESS_CODES.SOLD_OUT, VALUE_MESSAGES.offerSoldOut);
      }
      if (
        offer.perUserLimit !== null &&
        (await exchangesOf(tx, userId, offerId)) >= offer.perUserLimit
      ) {
        throw new ApiError(BUSINESS_CODES.LIMIT_REACHED, VALUE_MESSAGES.offerLimit);
      }
      const [account] = await tx
        .select({ balance: valueAccounts.balance })
        .from(valueAccounts)
        .where(and(eq(valueAccounts.userId, userId), eq(valueAccounts.asset, offer.costAsset)));
      if ((account?.balance ?? 0) < offer.costAmount) {
        throw new ApiError(
          BUSINESS_CODES.BUSINESS_RULE,
          INSUFFICIENT[offer.costAsset as ValueAsset],
        );
      }
    }

    // 1. The idempotency key.
    const [row] = await tx
      .insert(exchanges)
      .values({ offerId, userId, requestId, createdAt: new Date(now) })
      .onConflictDoNothing({ target: [exchanges.userId, exchanges.requestId] })
      .returning({ id: exchanges.id });
    if (!row) {
      const [prior] = await tx
        .select({ exchange: exchanges, balance: valueEntries.balanceAfter })
        .from(exchanges)
        .innerJoin(valueEntries, eq(valueEntries.id, exchanges.entryId))
        .where(and(eq(exchanges.userId, userId), eq(exchanges.requestId, requestId)));
      const first = prior?.exchange;
      if (!first || first.offerId !== offerId || !first.couponId || !first.entryId) {
        throw otherRequest();
      }
      return {
        exchangeId: first.id,
        offerId,
        couponId: first.couponId,
        entryId: first.entryId,
        balance: prior.balance,
        repeated: true,
      };
    }

    if (found.userType !== null) {
      const [user] = await tx
        .select({ userType: users.userType })
        .from(users)
        .where(eq(users.id, userId));
      if (user?.userType !== found.userType) {
        throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, VALUE_MESSAGES.otherUserType);
      }
    }
    if (now < offer.startsAt.getTime()) {
      throw new ApiError(BUSINESS_CODES.NOT_IN_TIME_WINDOW, VALUE_MESSAGES.offerNotYet);
    }
    if (now >= offer.endsAt.getTime()) {
      throw new ApiError(BUSINESS_CODES.NOT_IN_TIME_WINDOW, VALUE_MESSAGES.offerEnded);
    }
    // 2. The cost.
    const paid = await debit(tx, {
      userId,
      asset: offer.costAsset as ValueAsset,
      amount: offer.costAmount,
      reason: 'exchange',
      ref: { kind: 'exchange', id: row.id },
      idempotencyKey: `exchange:${row.id}`,
      now,
    });
    // The per-user limit, counted under the account's lock the debit holds: a parallel exchange
    // of the same user has committed (and is counted) or waits behind this one.
    if (
      offer.perUserLimit !== null &&
      (await exchangesOf(tx, userId, offerId)) >= offer.perUserLimit
    ) {
      throw new ApiError(BUSINESS_CODES.LIMIT_REACHED, VALUE_MESSAGES.offerLimit);
    }

    // 3. The offer's stock.
    const [taken] = await tx
      .update(exchangeOffers)
      .set({ remaining: sql`${exchangeOffers.remaining} - 1` })
      .where(
        and(
          eq(exchangeOffers.id, offerId),
          gt(exchangeOffers.remaining, 0),
          sql`${exchangeOffers.startsAt} <= ${sqlTimestamp(now)}`,
          sql`${exchangeOffers.endsAt} > ${sqlTimestamp(now)}`,
        ),
      )
      .returning({ remaining: exchangeOffers.remaining });
    if (!taken) throw new ApiError(BUSINESS_CODES.SOLD_OUT, VALUE_MESSAGES.offerSoldOut);

    // 4. The coupon.
    const { coupon } = await issueCoupon(tx, {
      userId,
      templateId: offer.templateId,
      source: 'exchange',
      refId: row.id,
      idempotencyKey: `exchange:${row.id}`,
      now,
    });
    await tx
      .update(exchanges)
      .set({ entryId: paid.entryId, couponId: coupon.id })
      .where(eq(exchanges.id, row.id));
    return {
      exchangeId: row.id,
      offerId,
      couponId: coupon.id,
      entryId: paid.entryId,
      balance: paid.balance,
      repeated: false,
    };
  });
}

/** Offers listed at most. */
const OFFER_LIST_LIMIT = 50;
/** A user's exchanges listed at most (the newest). */
const MY_EXCHANGES_LIMIT = 100;

function offerState(
  offer: { startsAt: Date; endsAt: Date; remaining: number },
  now: number,
): ExchangeOffer['state'] {
  if (now >= offer.endsAt.getTime()) return 'ended';
  if (now < offer.startsAt.getTime()) return 'upcoming';
  return offer.remaining > 0 ? 'running' : 'soldOut';
}

/**
 * The offers a user may see (of their user type, or of anyone; ended ones for a day after), cheapest
 * first, with how many of each the user has exchanged (GET /api/value/exchange/offers).
 */
export async function offersFor(
  db: Db,
  user: { userId: number; userType: number },
  now: number,
  locale: Locale,
) {
  const rows = await db
    .select({ offer: exchangeOffers, template: couponTemplates })
    .from(exchangeOffers)
    .innerJoin(couponTemplates, eq(couponTemplates.id, exchangeOffers.templateId))
    .where(
      and(
        or(isNull(couponTemplates.userType), eq(couponTemplates.userType, user.userType)),
        gt(exchangeOffers.endsAt, sql`${sqlTimestamp(now)} - interval '1 day'`),
      ),
    )
    .orderBy(asc(exchangeOffers.costAmount), asc(exchangeOffers.id))
    .limit(OFFER_LIST_LIMIT);
  // The caller's finished exchanges of each offer (its per-user limit).
  const mine =
    rows.length === 0
      ? []
      : await db
          .select({ offerId: exchanges.offerId, n: count() })
          .from(exchanges)
          .where(
            and(
              eq(exchanges.userId, user.userId),
              isNotNull(exchanges.couponId),
              inArray(
                exchanges.offerId,
                rows.map(({ offer }) => offer.id),
              ),
            ),
          )
          .groupBy(exchanges.offerId);
  return {
    offers: rows.map(({ offer, template }) => ({
      offerId: offer.id,
      ...templateFields(template, locale),
      costAsset: offer.costAsset as Extract<ValueAsset, 'points' | 'lucky_beans'>,
      costAmount: offer.costAmount,
      total: offer.total,
      remaining: offer.remaining,
      perUserLimit: offer.perUserLimit,
      mine: Number(mine.find((m) => m.offerId === offer.id)?.n ?? 0),
      startsAt: offer.startsAt.toISOString(),
      endsAt: offer.endsAt.toISOString(),
      state: offerState(offer, now),
    })),
  };
}

/** A user's exchanges, newest first, with the coupon each gave and where it stands now. */
export async function myExchanges(db: Db, userId: number, now: number, locale: Locale) {
  const rows = await db
    .select({
      exchange: exchanges,
      offer: exchangeOffers,
      template: couponTemplates,
      coupon: userCoupons,
    })
    .from(exchanges)
    .innerJoin(exchangeOffers, eq(exchangeOffers.id, exchanges.offerId))
    .innerJoin(couponTemplates, eq(couponTemplates.id, exchangeOffers.templateId))
    .innerJoin(userCoupons, eq(userCoupons.id, exchanges.couponId))
    .where(eq(exchanges.userId, userId))
    .orderBy(desc(exchanges.id))
    .limit(MY_EXCHANGES_LIMIT);
  return {
    exchanges: rows.map(({ exchange: row, offer, template, coupon }) => ({
      exchangeId: row.id,
      offerId: offer.id,
      title: localized(template, 'title', locale),
      faceValueFen: template.faceValueFen,
      costAsset: offer.costAsset as Extract<ValueAsset, 'points' | 'lucky_beans'>,
      costAmount: offer.costAmount,
      couponId: coupon.id,
      couponState: couponStateOf(coupon, now),
      at: row.createdAt.toISOString(),
    })),
  };
}
