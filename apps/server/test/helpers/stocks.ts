// A flash-sale stock made for one test: open from an hour before `now` until `openForMs` after it.

import type { Db } from '../../src/db/database.ts';
import { activityStocks } from '../../src/db/schema/activity-stock.ts';
import { SECKILL_COUPON } from '../../src/modules/activity-stock/seckill-routes.ts';

export async function insertStock(
  db: Db,
  options: {
    slug: string;
    total: number;
    perUserLimit?: number;
    now: number;
    openForMs?: number;
    /** The coupon a claim gives into the wallet; none without. */
    couponTemplateId?: number;
  },
): Promise<number> {
  const { slug, total, perUserLimit = 1, now, openForMs = 86_400_000 } = options;
  const [row] = await db
    .insert(activityStocks)
    .values({
      slug,
      kind: SECKILL_COUPON,
      title: `测试券 ${slug}`,
      valueFen: 500,
      userType: 3,
      total,
      remaining: total,
      perUserLimit,
      startsAt: new Date(now - 3600_000),
      endsAt: new Date(now + openForMs),
      couponTemplateId: options.couponTemplateId ?? null,
    })
    .returning({ id: activityStocks.id });
  if (!row) throw new Error(`stock ${slug} not inserted`);
  return row.id;
}
