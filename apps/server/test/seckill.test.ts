// oms-service flash-sale coupons: the list, and claims that respect the stock, the per-user limit,
// the time window and the request id (docs/design.md §5), also when many drivers tap at once.

import {
  claimSeckillCouponResponse,
  getServerTimeResponse,
  listSeckillCouponsResponse,
} from '@freight/contract/endpoints/seckill';
import { listMyCouponsResponse } from '@freight/contract/endpoints/value';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityStocks } from '../src/db/schema/activity-stock.ts';
import { users } from '../src/db/schema/users.ts';
import { couponTemplates, userCoupons } from '../src/db/schema/value.ts';
import { claimUnit, ledgerOf } from '../src/modules/activity-stock/claim.ts';
import { SECKILL_COUPON } from '../src/modules/activity-stock/seckill-routes.ts';
import { DEMO_SECKILL } from '../src/modules/activity-stock/seed.ts';
import { anonymous, loginAs } from './helpers/login.ts';
import { insertStock } from './helpers/stocks.ts';
import { buildTestApp, type TestApp, TestClock } from './helpers/test-app.ts';
import { newRequestId } from './helpers/request-ids.ts';

const LIST = '/service/oms-service/api/seckill/coupon/list';
const CLAIM = '/service/oms-service/api/seckill/coupon/claim';
const TIME = '/service/oms-service/api/time';
const MY_COUPONS = '/service/oms-service/api/value/coupons';

const requestId = () => newRequestId('req');

describe('flash-sale coupons', () => {
  const clock = new TestClock();
  let t: TestApp;

  async function stockId(slug: string): Promise<number> {
    const [row] = await t.app.db
      .select({ id: activityStocks.id })
      .from(activityStocks)
      .where(eq(activityStocks.slug, slug));
    if (!row) throw new Error(`stock ${slug} not seeded`);
    return row.id;
  }

  /** A stock for one test: `total` units, open from an hour ago for a day. */
  const newStock = (slug: string, total: number, perUserLimit = 1) =>
    insertStock(t.app.db, { slug, total, perUserLimit, now: clock.now() });

  /** Drivers created directly (the race below needs many, not their logins). */
  async function newDrivers(n: number, prefix: string): Promise<number[]> {
    const rows = await t.app.db
      .insert(users)
      .values(
        Array.from({ length: n }, (_, i) => ({
          mobile: `${prefix}${String(i).padStart(4, '0')}`,
          userType: 3 as const,
        })),
      )
      .returning({ id: users.id });
    return rows.map((r) => r.id);
  }

  beforeAll(async () => {
    t = await buildTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  it('lists the demo sessions with their state, and the caller’s own claims', async () => {
    const res = await anonymous(t).get(LIST);
    expect(res.envelope.status.code).toBe(0);
    const { coupons } = listSeckillCouponsResponse.parse(res.envelope.data);
    const bySlugTitle = new Map(coupons.map((c) => [c.title, c]));
    expect(bySlugTitle.get(DEMO_SECKILL.running.title)).toMatchObject({
      state: 'running',
      remaining: DEMO_SECKILL.running.total,
      claimedByMe: 0,
    });
    expect(bySlugTitle.get(DEMO_SECKILL.soldOut.title)?.state).toBe('soldOut');
    expect(bySlugTitle.get(DEMO_SECKILL.upcoming.title)?.state).toBe('upcoming');
  });

  it('answers the server’s clock for countdowns, to anyone', async () => {
    const res = await anonymous(t).get(TIME);
    expect(getServerTimeResponse.parse(res.envelope.data)).toEqual({ epochMs: clock.now() });
  });

  it('lists each session with the terms of the coupon it gives, in the reader’s language', async () => {
    const { coupons } = listSeckillCouponsResponse.parse(
      (await anonymous(t).get(LIST, {}, { headers: { 'accept-language': 'en' } })).envelope.data,
    );
    expect(coupons.find((c) => c.title === '¥10 fuel coupon')).toMatchObject({
      state: 'running',
      valueFen: 1000,
      coupon: { thresholdFen: 10_000, validDays: 7, validUntil: null },
    });
  });

  it('gives a driver one coupon, repeats the answer for the same request id, and refuses a second', async () => {
    const id = await stockId(DEMO_SECKILL.running.slug);
    const driver = await loginAs(t, '13900008001', 3);
    const key = requestId();
    const first = await driver.post(CLAIM, { stockId: id, requestId: key });
    expect(first.envelope.status.code).toBe(0);
    const claimed = claimSeckillCouponResponse.parse(first.envelope.data);
    expect(claimed).toMatchObject({ stockId: id, claimedByMe: 1, repeated: false });
    expect(claimed.remaining).toBe(DEMO_SECKILL.running.total - 1);

    // The same tap again (a retry after a lost answer): the same claim, nothing more taken.
    const again = await driver.post(CLAIM, { stockId: id, requestId: key });
    expect(claimSeckillCouponResponse.parse(again.envelope.data)).toMatchObject({
      claimId: claimed.claimId,
      repeated: true,
      remaining: claimed.remaining,
    });

    // A new tap: the limit of one per driver.
    const second = await driver.post(CLAIM, { stockId: id, requestId: requestId() });
    expect(second.envelope.status.code).toBe(1001);
    expect(second.envelope.status.msg).toContain('每人限领');

    // The claim put one coupon in the driver's wallet; the repeated answer names the same one.
    expect(claimed.couponId).toEqual(expect.any(Number));
    expect(claimSeckillCouponResponse.parse(again.envelope.data).couponId).toBe(claimed.couponId);
    const wallet = listMyCouponsResponse.parse((await driver.get(MY_COUPONS)).envelope.data);
    expect(wallet.coupons).toEqual([
      expect.objectContaining({
        couponId: claimed.couponId,
        source: 'claim',
        state: 'usable',
        title: '10 元加油券',
      }),
    ]);

    const list = listSeckillCouponsResponse.parse((await driver.get(LIST)).envelope.data);
    expect(list.coupons.find((c) => c.stockId === id)?.claimedByMe).toBe(1);
    expect(await ledgerOf(t.app.db, id)).toEqual({
      total: DEMO_SECKILL.running.total,
      remaining: DEMO_SECKILL.running.total - 1,
      claims: 1,
      counted: 1,
    });
  });

  it('refuses sold-out (1002), upcoming and ended sessions (1003), writing nothing', async () => {
    const driver = await loginAs(t, '13900008002', 3);
    const soldOut = await stockId(DEMO_SECKILL.soldOut.slug);
    const upcoming = await stockId(DEMO_SECKILL.upcoming.slug);
    const res = await driver.post(CLAIM, { stockId: soldOut, requestId: requestId() });
    expect(res.envelope.status).toEqual({ code: 1002, msg: '已经抢完了，下次早点来' });
    const early = await driver.post(CLAIM, { stockId: upcoming, requestId: requestId() });
    expect(early.envelope.status.code).toBe(1003);
    expect(early.envelope.status.msg).toContain('还没开始');

    const ended = await newStock('ended-session', 5);
    clock.advance(2 * 86_400);
    const late = await driver.post(CLAIM, { stockId: ended, requestId: requestId() });
    expect(late.envelope.status.code).toBe(1003);
    expect(late.envelope.status.msg).toContain('已经结束');
    clock.advance(-2 * 86_400);

    // The sold-out demo's one coupon went to the demo driver in the seed; nothing was added.
    expect(await ledgerOf(t.app.db, soldOut)).toEqual({
      total: 1,
      remaining: 0,
      claims: 1,
      counted: 1,
    });
    for (const id of [upcoming, ended]) {
      const ledger = await ledgerOf(t.app.db, id);
      expect(ledger.claims, String(id)).toBe(0);
      expect(ledger.counted, String(id)).toBe(0);
      expect(ledger.total - ledger.remaining, String(id)).toBe(0);
    }
  });

  it('refuses callers without a session (4010), shippers (4030), unknown stocks (404), bad input (422)', async () => {
    const id = await stockId(DEMO_SECKILL.running.slug);
    const before = await ledgerOf(t.app.db, id);
    const anon = await anonymous(t).post(CLAIM, { stockId: id, requestId: requestId() });
    expect(anon.envelope.status.code).toBe(4010);
    const shipper = await loginAs(t, '13900008003', 1);
    const forbidden = await shipper.post(CLAIM, { stockId: id, requestId: requestId() });
    expect(forbidden.envelope.status.code).toBe(4030);
    const driver = await loginAs(t, '13900008004', 3);
    const missing = await driver.post(CLAIM, { stockId: 999_999, requestId: requestId() });
    expect(missing.statusCode).toBe(404);
    for (const body of [
      { stockId: id },
      { stockId: id, requestId: 'x' },
      { stockId: 'abc', requestId: requestId() },
      { stockId: id, requestId: requestId(), userId: 1 },
    ]) {
      const bad = await driver.post(CLAIM, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await ledgerOf(t.app.db, id)).toEqual(before);
  });

  it('gives exactly the stock to 300 drivers tapping at once, one each, a coupon with each', async () => {
    const [template] = await t.app.db
      .insert(couponTemplates)
      .values({
        slug: 'race-300-coupon',
        titleZh: '赛跑券',
        titleEn: 'Race coupon',
        faceValueFen: 500,
        validDays: 3,
        userType: 3,
      })
      .returning({ id: couponTemplates.id });
    const id = await insertStock(t.app.db, {
      slug: 'race-300',
      total: 40,
      now: clock.now(),
      couponTemplateId: template?.id,
    });
    const drivers = await newDrivers(300, '1370000');
    const now = clock.now();
    const results = await Promise.allSettled(
      drivers.map((userId) =>
        claimUnit(t.app.db, {
          stockId: id,
          userId,
          userType: 3,
          requestId: `race-${userId}`,
          now,
          kind: SECKILL_COUPON,
        }),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const codes = results.flatMap((r) =>
      r.status === 'rejected' ? [(r.reason as { code?: number }).code] : [],
    );
    expect(won).toHaveLength(40);
    expect(new Set(codes)).toEqual(new Set([1002]));
    expect(await ledgerOf(t.app.db, id)).toEqual({
      total: 40,
      remaining: 0,
      claims: 40,
      counted: 40,
    });
    // One coupon per granted claim, each to its claimant, none to those told "sold out".
    const [issued] = await t.app.db
      .select({ n: count() })
      .from(userCoupons)
      .where(and(eq(userCoupons.templateId, template?.id ?? 0), eq(userCoupons.source, 'claim')));
    expect(issued?.n).toBe(40);
    const owners = new Set(
      won.map((r) => (r.status === 'fulfilled' ? r.value.couponId : null)).filter(Boolean),
    );
    expect(owners.size).toBe(40);
  });

  it('holds a driver’s limit and request id under parallel taps', async () => {
    const id = await newStock('limit-3', 50, 3);
    const [userId] = await newDrivers(1, '1370001');
    const now = clock.now();
    const claim = (key: string) =>
      claimUnit(t.app.db, {
        stockId: id,
        userId: userId as number,
        userType: 3,
        requestId: key,
        now,
        kind: SECKILL_COUPON,
      });
    // Twenty taps with distinct keys: the limit of three holds.
    const distinct = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => claim(`tap-${i}`)),
    );
    expect(distinct.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    // Twenty copies of one new key after the limit: refused; of a used key: the first answer.
    const used = await Promise.all(
      Array.from({ length: 20 }, () => claim('tap-0').catch(() => null)),
    );
    const firstOk = distinct[0]?.status === 'fulfilled' ? distinct[0].value.claimId : null;
    if (firstOk !== null) {
      expect(used.every((r) => r?.claimId === firstOk && r.repeated)).toBe(true);
    }
    expect(await ledgerOf(t.app.db, id)).toEqual({
      total: 50,
      remaining: 47,
      claims: 3,
      counted: 3,
    });
  });
});
