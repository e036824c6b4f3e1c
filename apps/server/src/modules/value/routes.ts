// oms-service /api/value/…: a user's balances and entries, the coupons they hold, using one, and
// exchanging points or beans for a coupon (packages/contract/src/endpoints/value.ts) and the
// exchanges a user made (listMyExchanges, declared with loyalty.ts). Reads never
// write: a user without an account reads balances of 0. The expiry of lapsed credits runs here as
// housekeeping, in every instance (ledger.ts makes each credit leave once).

import {
  exchangeOffer,
  getValueBalances,
  listExchangeOffers,
  listMyCoupons,
  listValueEntries,
  redeemCoupon as redeemCouponEndpoint,
  type CouponSource,
  type CouponState,
  type ExchangeOffer,
  VALUE_ASSETS,
  VALUE_ENTRIES_PAGE_SIZE,
  type ValueAsset,
} from '@freight/contract/endpoints/value';
import { listMyExchanges } from '@freight/contract/endpoints/loyalty';
import type { HeldCoupon } from '@freight/contract/endpoints/value';
import type { Locale } from '@freight/contract/status';
import { todayInChina } from '@freight/contract/china-time';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { scheduleHousekeeping } from '../../db/housekeeping.ts';
import {
  couponTemplates,
  exchangeOffers,
  exchanges,
  userCoupons,
  valueAccounts,
  valueLots,
} from '../../db/schema/value.ts';
import { sqlTimestamp } from '../../db/timestamps.ts';
import { serveEndpoint } from '../../http/serve-endpoint.ts';
import { requestLocale } from '../../http/user-message.ts';
import { couponStateOf, redeemCoupon } from './coupons.ts';
import { exchange } from './exchange.ts';
import { entriesPage, expireDueCredits } from './ledger.ts';

/** How often lapsed credits are expired. */
const EXPIRY_INTERVAL_MS = 10 * 60_000;
/** Coupons listed at most (the newest of each state first; usable ones soonest to expire first). */
const COUPON_LIST_LIMIT = 200;
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

const valueRoutes: FastifyPluginAsyncZod = async (app) => {
  scheduleHousekeeping(app, 'value-expiry', EXPIRY_INTERVAL_MS, () =>
    expireDueCredits(app.db, app.now()),
  );

  serveEndpoint(app, getValueBalances, async ({ user }) => {
    const today = todayInChina(app.now());
    const accounts = await app.db
      .select()
      .from(valueAccounts)
      .where(eq(valueAccounts.userId, user.userId));
    const lots =
      accounts.length === 0
        ? []
        : await app.db
            .select({
              accountId: valueLots.accountId,
              expiresOn: valueLots.expiresOn,
              amount: sql<number>`sum(${valueLots.remaining})::bigint`,
            })
            .from(valueLots)
            .where(
              and(
                inArray(
                  valueLots.accountId,
                  accounts.map((a) => a.id),
                ),
                gt(valueLots.remaining, 0),
                gte(valueLots.expiresOn, today),
              ),
            )
            .groupBy(valueLots.accountId, valueLots.expiresOn)
            .orderBy(asc(valueLots.expiresOn));
    return {
      balances: VALUE_ASSETS.map((asset) => {
        const account = accounts.find((a) => a.asset === asset);
        const next = account ? lots.find((lot) => lot.accountId === account.id) : undefined;
        return {
          asset,
          balance: account?.balance ?? 0,
          nextExpiry: next ? { amount: Number(next.amount), expiresOn: next.expiresOn } : null,
        };
      }),
    };
  });

  serveEndpoint(app, listValueEntries, async ({ fields, user, request }) => {
    const { asset, before, pageSize, reason } = fields;
    return entriesPage(app.db, {
      userId: user.userId,
      asset,
      before,
      reason,
      size: pageSize ?? VALUE_ENTRIES_PAGE_SIZE,
      locale: requestLocale(request),
    });
  });

  serveEndpoint(app, listMyCoupons, async ({ fields: { state }, user, request }) => ({
    coupons: await heldCoupons(app.db, user.userId, state, app.now(), requestLocale(request)),
  }));

  serveEndpoint(app, redeemCouponEndpoint, async ({ fields: { couponId }, user }) => {
    const coupon = await redeemCoupon(app.db, { userId: user.userId, couponId, now: app.now() });
    return { couponId: coupon.id, usedAt: (coupon.usedAt ?? new Date(app.now())).toISOString() };
  });

  serveEndpoint(app, listExchangeOffers, async ({ user, request }) => {
    const now = app.now();
    const english = requestLocale(request) === 'en-US';
    const rows = await app.db
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
        : await app.db
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
        ...templateFields(template, english),
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
  });

  serveEndpoint(app, exchangeOffer, async ({ fields: { offerId, requestId }, user }) =>
    exchange(app.db, { userId: user.userId, offerId, requestId, now: app.now() }),
  );

  serveEndpoint(app, listMyExchanges, async ({ user, request }) => {
    const now = app.now();
    const english = requestLocale(request) === 'en-US';
    const rows = await app.db
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
      .where(eq(exchanges.userId, user.userId))
      .orderBy(desc(exchanges.id))
      .limit(MY_EXCHANGES_LIMIT);
    return {
      exchanges: rows.map(({ exchange: row, offer, template, coupon }) => ({
        exchangeId: row.id,
        offerId: offer.id,
        title: english ? template.titleEn : template.titleZh,
        faceValueFen: template.faceValueFen,
        costAsset: offer.costAsset as Extract<ValueAsset, 'points' | 'lucky_beans'>,
        costAmount: offer.costAmount,
        couponId: coupon.id,
        couponState: couponStateOf(coupon, now),
        at: row.createdAt.toISOString(),
      })),
    };
  });
};

/** What a coupon and an offer tell of their template, its title in the request's language. */
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
  const english = locale === 'en-US';
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
    ...templateFields(template, english),
    source: coupon.source as CouponSource,
    state: couponStateOf(coupon, now),
    startsAt: coupon.startsAt.toISOString(),
    expiresAt: coupon.expiresAt.toISOString(),
    usedAt: coupon.usedAt?.toISOString() ?? null,
  }));
}

function templateFields(template: typeof couponTemplates.$inferSelect, english: boolean) {
  return {
    templateId: template.id,
    title: english ? template.titleEn : template.titleZh,
    faceValueFen: template.faceValueFen,
    thresholdFen: template.thresholdFen,
  };
}

export default valueRoutes;
