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
  VALUE_ENTRIES_PAGE_SIZE,
} from '@freight/contract/endpoints/value';
import { listMyExchanges } from '@freight/contract/endpoints/loyalty';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scheduleHousekeeping } from '../../db/housekeeping.ts';
import { serveEndpoint } from '../../http/serve-endpoint.ts';
import { requestLocale } from '../../http/user-message.ts';
import { heldCoupons, redeemCoupon } from './coupons.ts';
import { exchange, myExchanges, offersFor } from './exchange.ts';
import { balanceSheet, entriesPage, expireDueCredits } from './ledger.ts';

/** How often lapsed credits are expired. */
const EXPIRY_INTERVAL_MS = 10 * 60_000;

const valueRoutes: FastifyPluginAsyncZod = async (app) => {
  scheduleHousekeeping(app, 'value-expiry', EXPIRY_INTERVAL_MS, () =>
    expireDueCredits(app.db, app.now()),
  );

  serveEndpoint(app, getValueBalances, async ({ user }) =>
    balanceSheet(app.db, user.userId, app.now()),
  );

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

  serveEndpoint(app, listExchangeOffers, async ({ user, request }) =>
    offersFor(app.db, user, app.now(), requestLocale(request)),
  );

  serveEndpoint(app, exchangeOffer, async ({ fields: { offerId, requestId }, user }) =>
    exchange(app.db, { userId: user.userId, offerId, requestId, now: app.now() }),
  );

  serveEndpoint(app, listMyExchanges, async ({ user, request }) =>
    myExchanges(app.db, user.userId, app.now(), requestLocale(request)),
  );
};

export default valueRoutes;
