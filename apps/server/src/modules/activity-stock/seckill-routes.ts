// oms-service: the drivers' flash-sale coupons (/driver/seckillCoupon).
// GET /api/seckill/coupon/list — today's sessions and the next ones, with the stock left, the terms
// of the coupon a claim gives and, with a session, the caller's own claims; POST
// /api/seckill/coupon/claim — take one (claim.ts), the coupon landing in the wallet; GET /api/time
// — the server's clock, which the sessions' countdowns count from.

import {
  claimSeckillCoupon,
  getServerTime,
  listSeckillCoupons,
  type SeckillCoupon,
} from '@freight/contract/endpoints/seckill';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../http/serve-endpoint.ts';
import { localized, requestLocale } from '../../http/user-message.ts';
import { claimUnit } from './claim.ts';
import { claimsOf, SECKILL_COUPON, seckillStocks } from './seckill-list.ts';

// Where the seed and the tests read it.
export { SECKILL_COUPON };
// The list shows the running and coming sessions, and those that ended less than a day ago (so a
// driver who opens the page just after the end reads "ended"), earliest first, at most this many.
const LIST_LIMIT = 20;

function stateOf(
  stock: { startsAt: Date; endsAt: Date; remaining: number },
  now: number,
): SeckillCoupon['state'] {
  if (now >= stock.endsAt.getTime()) return 'ended';
  if (now < stock.startsAt.getTime()) return 'upcoming';
  return stock.remaining > 0 ? 'running' : 'soldOut';
}

const seckillRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(app, getServerTime, async () => ({ epochMs: app.now() }));

  serveEndpoint(app, listSeckillCoupons, async ({ user, request }) => {
    const now = app.now();
    const locale = requestLocale(request);
    const rows = await seckillStocks(app.db, now, LIST_LIMIT);
    const stocks = rows.map((row) => row.stock);
    const mine = new Map<number, number>();
    if (user && stocks.length > 0) {
      const rows = await claimsOf(
        app.db,
        user.userId,
        stocks.map((s) => s.id),
      );
      for (const row of rows) mine.set(row.stockId, row.claimed);
    }
    return {
      coupons: rows.map(({ stock, template }) => ({
        stockId: stock.id,
        title: template ? localized(template, 'title', locale) : stock.title,
        coupon: template
          ? {
              thresholdFen: template.thresholdFen,
              validDays: template.validDays,
              validUntil: template.validUntil?.toISOString() ?? null,
            }
          : null,
        valueFen: stock.valueFen,
        total: stock.total,
        remaining: stock.remaining,
        perUserLimit: stock.perUserLimit,
        claimedByMe: mine.get(stock.id) ?? 0,
        startsAt: stock.startsAt.toISOString(),
        endsAt: stock.endsAt.toISOString(),
        state: stateOf(stock, now),
      })),
    };
  });

  serveEndpoint(app, claimSeckillCoupon, async ({ fields: { stockId, requestId }, user }) =>
    claimUnit(app.db, {
      stockId,
      requestId,
      userId: user.userId,
      userType: user.userType,
      now: app.now(),
      kind: SECKILL_COUPON,
    }),
  );
};

export default seckillRoutes;
