// The seckill coupons' list (activity-stock/seckill-routes.ts): the drivers' stocks of the kind
// not ended a day ago, with their coupon templates, and what a user already claimed of them.

import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { activityClaimCounts, activityStocks } from '../../db/schema/activity-stock.ts';
import { couponTemplates } from '../../db/schema/value.ts';
import { USER_TYPE } from '../../db/schema/users.ts';
import { sqlTimestamp } from '../../db/timestamps.ts';

export const SECKILL_COUPON = 'seckill-coupon';

/** The drivers' seckill stocks not ended a day before `now`, soonest start first. */
export function seckillStocks(db: Db, now: number, limit: number) {
  return db
    .select({ stock: activityStocks, template: couponTemplates })
    .from(activityStocks)
    .leftJoin(couponTemplates, eq(couponTemplates.id, activityStocks.couponTemplateId))
    .where(
      and(
        eq(activityStocks.kind, SECKILL_COUPON),
        eq(activityStocks.userType, USER_TYPE.driver),
        gt(activityStocks.endsAt, sql`${sqlTimestamp(now)} - interval '1 day'`),
      ),
    )
    .orderBy(asc(activityStocks.startsAt), asc(activityStocks.id))
    .limit(limit);
}

/** How many units of each stock the user claimed (stocks never claimed are absent). */
export function claimsOf(db: Db, userId: number, stockIds: number[]) {
  return db
    .select({ stockId: activityClaimCounts.stockId, claimed: activityClaimCounts.claimed })
    .from(activityClaimCounts)
    .where(
      and(eq(activityClaimCounts.userId, userId), inArray(activityClaimCounts.stockId, stockIds)),
    );
}
