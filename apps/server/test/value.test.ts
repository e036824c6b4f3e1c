// The value core's ledgers, coupons and exchanges (issue 13, docs/decisions/013): balances that add
// up, idempotency keys, never negative, expiry entries, coupons used once, and exchanges that
// change the offer's stock, the balance and the coupons together or not at all, also under 1000
// parallel exchanges. Runs on PGlite and, in `npm test`, on PostgreSQL 15.

import { endpointPath } from '@freight/contract/endpoints/common';
import {
  exchangeOffer as exchangeOfferEndpoint,
  exchangeOfferResponse,
  getValueBalances,
  getValueBalancesResponse,
  listExchangeOffers,
  listExchangeOffersResponse,
  listMyCoupons,
  listMyCouponsResponse,
  listValueEntries,
  listValueEntriesResponse,
  redeemCoupon as redeemCouponEndpoint,
  redeemCouponResponse,
} from '@freight/contract/endpoints/value';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openPostgresDatabase } from '../src/db/database.ts';
import { users } from '../src/db/schema/users.ts';
import {
  couponTemplates,
  exchangeOffers,
  exchanges,
  userCoupons,
  valueAccounts,
  valueEntries,
} from '../src/db/schema/value.ts';
import { issueCoupon, redeemCoupon } from '../src/modules/value/coupons.ts';
import { exchange } from '../src/modules/value/exchange.ts';
import { credit, debit, expireDueCredits, ledgerCheck } from '../src/modules/value/ledger.ts';
import { DEMO_OFFERS, DEMO_OPENING_AT, demoValueSeed } from '../src/modules/value/seed.ts';
import { appMeta } from '../src/db/schema/app-meta.ts';
import { runSeeds } from '../src/db/seed.ts';
import { SEED_CONTEXT } from './helpers/pii.ts';
import { DEMO_DRIVER_MOBILE } from '../src/modules/users/seed.ts';
import { createOperator } from '../src/modules/operators/accounts.ts';
import { operatorAudit } from '../src/db/schema/operators.ts';
import { OpsClient } from './helpers/ops.ts';
import { templateFactory, userFactory } from './helpers/fixtures.ts';
import { anonymous, loginAs } from './helpers/login.ts';
import {
  buildTestApp,
  createTestDatabase,
  type TestApp,
  TestClock,
  type TestDatabase,
} from './helpers/test-app.ts';

const BALANCES = endpointPath(getValueBalances);
const ENTRIES = endpointPath(listValueEntries);
const COUPONS = endpointPath(listMyCoupons);
const REDEEM = endpointPath(redeemCouponEndpoint);
const OFFERS = endpointPath(listExchangeOffers);
const EXCHANGE = endpointPath(exchangeOfferEndpoint);

/** The code of a refusal (ApiError), or 0 for a success. */
const codeOf = (result: PromiseSettledResult<unknown>) =>
  result.status === 'fulfilled' ? 0 : ((result.reason as { code?: number }).code ?? -1);

describe('ledgers, coupons and exchanges', () => {
  const clock = new TestClock();
  let testDb: TestDatabase;
  let t: TestApp;
  let db: Db;
  let slugs = 0;

  const newUsers = userFactory(() => db, '1366');
  const newTemplate = templateFactory(() => db, 'value');

  async function newOffer(
    fields: Partial<typeof exchangeOffers.$inferInsert> & { total: number },
  ): Promise<number> {
    const templateId = fields.templateId ?? (await newTemplate());
    const [row] = await db
      .insert(exchangeOffers)
      .values({
        slug: `test-offer-${(slugs += 1)}`,
        templateId,
        costAsset: 'lucky_beans',
        costAmount: 10,
        remaining: fields.total,
        startsAt: new Date(clock.now() - 3600_000),
        endsAt: new Date(clock.now() + 86_400_000),
        ...fields,
      })
      .returning({ id: exchangeOffers.id });
    if (!row) throw new Error('offer not inserted');
    return row.id;
  }

  const give = (userId: number, amount: number, key: string, expiresOn?: string) =>
    db.transaction((tx) =>
      credit(tx, {
        userId,
        asset: 'lucky_beans',
        amount,
        reason: 'task_reward',
        ref: { kind: 'task', id: key },
        idempotencyKey: key,
        expiresOn: expiresOn ?? null,
        now: clock.now(),
      }),
    );

  async function entriesOf(userId: number) {
    return db
      .select({ entry: valueEntries })
      .from(valueEntries)
      .innerJoin(valueAccounts, eq(valueAccounts.id, valueEntries.accountId))
      .where(eq(valueAccounts.userId, userId))
      .then((rows) => rows.map((r) => r.entry));
  }

  /** Every account of these users: balance = sum of entries, never negative, lots within it. */
  async function expectLedgerAddsUp(userIds?: readonly number[]) {
    for (const account of await ledgerCheck(db, userIds)) {
      expect(account.balance, `account ${account.accountId}`).toBe(account.sum);
      expect(account.balance).toBeGreaterThanOrEqual(0);
      expect(account.lots).toBeLessThanOrEqual(account.balance);
    }
  }

  beforeAll(async () => {
    testDb = await createTestDatabase();
    t = await buildTestApp({ database: testDb.database, now: clock.now });
    db = t.app.db;
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.destroy();
  });

  it('shows the demo driver’s seeded balances, entries, coupons and offers', async () => {
    const driver = await loginAs(t, DEMO_DRIVER_MOBILE, 3);
    const balances = getValueBalancesResponse.parse((await driver.get(BALANCES)).envelope.data);
    expect(balances.balances).toEqual([
      { asset: 'points', balance: 5200, nextExpiry: { amount: 200, expiresOn: '2030-12-31' } },
      { asset: 'lucky_beans', balance: 880, nextExpiry: null },
      // ¥12.50 of a seeded prize, and ¥10 the demo referral history paid.
      { asset: 'cash_fen', balance: 2250, nextExpiry: null },
    ]);
    // The commission ledger: the cash of referral rewards only, paid once through the referral.
    const commission = listValueEntriesResponse.parse(
      (await driver.get(ENTRIES, { asset: 'cash_fen', reason: 'referral_reward' })).envelope.data,
    );
    expect(commission.entries.map((e) => [e.amount, e.reason, e.refKind, e.balanceAfter])).toEqual([
      [1000, 'referral_reward', 'referral', 2250],
    ]);
    const entries = listValueEntriesResponse.parse(
      (await driver.get(ENTRIES, { asset: 'points' })).envelope.data,
    );
    // Opening balances: the platform's, on the demo's opening day, not rewards of the day the
    // server started (the ledger listed them as today's task rewards).
    expect(
      entries.entries.map((e) => [e.amount, e.reason, e.balanceAfter, Date.parse(e.createdAt)]),
    ).toEqual([
      [200, 'operator_adjustment', 5200, DEMO_OPENING_AT.getTime()],
      [5000, 'operator_adjustment', 5000, DEMO_OPENING_AT.getTime()],
    ]);
    const coupons = listMyCouponsResponse.parse((await driver.get(COUPONS)).envelope.data);
    // The demo seeds' coupons, the flash-sale session's claimed one among them.
    expect(coupons.coupons.map((c) => c.state).sort()).toEqual([
      'usable',
      'usable',
      'usable',
      'used',
    ]);
    const usable = listMyCouponsResponse.parse(
      (await driver.get(COUPONS, { state: 'usable' }, { headers: { 'accept-language': 'en' } }))
        .envelope.data,
    );
    expect(usable.coupons.map((c) => c.title).sort()).toEqual([
      '¥20 fuel coupon',
      '¥5 coupon',
      '¥50 tyre service coupon',
    ]);
    const offers = listExchangeOffersResponse.parse((await driver.get(OFFERS)).envelope.data);
    // The shippers' offer is not listed to a driver.
    expect(offers.offers).toHaveLength(DEMO_OFFERS.length - 1);
    expect(offers.offers.every((o) => o.state === 'running')).toBe(true);
    await expectLedgerAddsUp();
  });

  it('puts right the opening balances of a database seeded before version 2, once', async () => {
    const [driver] = await db.select().from(users).where(eq(users.mobile, DEMO_DRIVER_MOBILE));
    const seeded = and(
      eq(valueEntries.refKind, 'operator'),
      eq(valueEntries.refId, 'demo-seed'),
      inArray(
        valueEntries.accountId,
        db
          .select({ id: valueAccounts.id })
          .from(valueAccounts)
          .where(eq(valueAccounts.userId, driver!.id)),
      ),
    );
    // As version 1 wrote them: prizes and task rewards of the day the server started.
    const started = new Date(clock.now());
    await db.update(valueEntries).set({ reason: 'task_reward', createdAt: started }).where(seeded);
    await db
      .update(appMeta)
      .set({ value: '1' })
      .where(eq(appMeta.key, `seed:${demoValueSeed.name}`));
    expect(
      await runSeeds(db, [demoValueSeed], { includeDemo: true, context: SEED_CONTEXT }),
    ).toEqual([demoValueSeed.name]);
    const rows = await db
      .select({ reason: valueEntries.reason, at: valueEntries.createdAt })
      .from(valueEntries)
      .where(seeded);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.reason).toBe('operator_adjustment');
      expect(row.at.getTime()).toBe(DEMO_OPENING_AT.getTime());
    }
    await expectLedgerAddsUp([driver!.id]);
  });

  it('refuses every value endpoint without a session (4010)', async () => {
    const anon = anonymous(t);
    for (const [path, method, fields] of [
      [BALANCES, 'GET', {}],
      [ENTRIES, 'GET', { asset: 'points' }],
      [COUPONS, 'GET', {}],
      [OFFERS, 'GET', {}],
      [REDEEM, 'POST', { couponId: 1 }],
      [EXCHANGE, 'POST', { offerId: 1, requestId: 'anonymous-0001' }],
    ] as const) {
      const res = await anon.call(path, { method, fields });
      expect(res.envelope, path).toEqual({
        status: expect.objectContaining({ code: 4010 }),
        data: null,
      });
    }
  });

  it('repeats the first entry for a retried key, and refuses the key with other fields (409)', async () => {
    const [userId] = (await newUsers(1)) as [number];
    const first = await give(userId, 100, 'task:1');
    const again = await give(userId, 100, 'task:1');
    expect(again).toEqual({ ...first, repeated: true });
    expect(first.repeated).toBe(false);
    // Same key, other amount / reason / expiry: a conflict, nothing written.
    const other = await Promise.allSettled([
      give(userId, 101, 'task:1'),
      give(userId, 100, 'task:1', '2030-01-01'),
      db.transaction((tx) =>
        credit(tx, {
          userId,
          asset: 'lucky_beans',
          amount: 100,
          reason: 'campaign_prize',
          ref: { kind: 'task', id: 'task:1' },
          idempotencyKey: 'task:1',
          now: clock.now(),
        }),
      ),
    ]);
    expect(other.map(codeOf)).toEqual([4090, 4090, 4090]);
    // Twenty parallel retries: one entry.
    const twins = await Promise.all(Array.from({ length: 20 }, () => give(userId, 5, 'task:2')));
    expect(new Set(twins.map((r) => r.entryId)).size).toBe(1);
    expect(await entriesOf(userId)).toHaveLength(2);
    await expectLedgerAddsUp([userId]);
    const [account] = await ledgerCheck(db, [userId]);
    expect(account?.balance).toBe(105);

    // Through the endpoint: a retried exchange answers the first one; the same id on another offer
    // is a conflict.
    const driver = await loginAs(t, '13660009001', 3);
    const [me] = await db.select().from(users).where(eq(users.mobile, '13660009001'));
    await give(me?.id as number, 100, 'task:3');
    const offerId = await newOffer({ total: 5 });
    const body = { offerId, requestId: 'retry-exchange-1' };
    const res = await driver.post(EXCHANGE, body);
    expect(res.envelope.status.code).toBe(0);
    const firstExchange = exchangeOfferResponse.parse(res.envelope.data);
    expect(firstExchange).toMatchObject({ balance: 90, repeated: false });
    const retry = exchangeOfferResponse.parse((await driver.post(EXCHANGE, body)).envelope.data);
    expect(retry).toEqual({ ...firstExchange, repeated: true });
    const otherOffer = await newOffer({ total: 5 });
    const conflict = await driver.post(EXCHANGE, { ...body, offerId: otherOffer });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.envelope.status.code).toBe(4090);
    const [offer] = await db.select().from(exchangeOffers).where(eq(exchangeOffers.id, offerId));
    expect(offer?.remaining).toBe(4);
    await expectLedgerAddsUp([me?.id as number]);
  });

  it('refuses a debit beyond the balance (1000) and writes nothing', async () => {
    const [rich, empty] = (await newUsers(2)) as [number, number];
    await give(rich, 50, 'task:rich');
    const spend = (userId: number, amount: number, key: string) =>
      db.transaction((tx) =>
        debit(tx, {
          userId,
          asset: 'lucky_beans',
          amount,
          reason: 'order',
          ref: { kind: 'order', id: key },
          idempotencyKey: key,
          now: clock.now(),
        }),
      );
    const refused = await Promise.allSettled([
      spend(rich, 51, 'order:1'),
      spend(empty, 1, 'order:2'),
    ]);
    expect(refused.map(codeOf)).toEqual([1000, 1000]);
    expect((refused[0] as PromiseRejectedResult).reason.message).toBe('福豆不足');
    expect(await entriesOf(rich)).toHaveLength(1);
    expect(await entriesOf(empty)).toHaveLength(0);
    const [noAccount] = await db
      .select({ n: count() })
      .from(valueAccounts)
      .where(eq(valueAccounts.userId, empty));
    expect(noAccount?.n).toBe(0);
    // Exactly the balance is fine; then nothing more.
    expect((await spend(rich, 50, 'order:3')).balance).toBe(0);
    expect(
      await Promise.allSettled([spend(rich, 1, 'order:4')]).then((r) => r.map(codeOf)),
    ).toEqual([1000]);
    // An exchange the balance cannot pay: the offer's stock and the coupons are untouched.
    const driver = await loginAs(t, '13660009002', 3);
    const offerId = await newOffer({ total: 3 });
    const res = await driver.post(EXCHANGE, { offerId, requestId: 'too-poor-0001' });
    expect(res.envelope.status).toEqual({ code: 1000, msg: '福豆不足' });
    const [offer] = await db.select().from(exchangeOffers).where(eq(exchangeOffers.id, offerId));
    expect(offer?.remaining).toBe(3);
    const [made] = await db
      .select({ n: count() })
      .from(exchanges)
      .where(eq(exchanges.offerId, offerId));
    expect(made?.n).toBe(0);
    await expectLedgerAddsUp([rich, empty]);
  });

  it('1000 parallel exchanges by 20 users, some beyond their balance: everything adds up', async () => {
    const userIds = await newUsers(20);
    // Beans for 0, 2, 4, … 38 exchanges of 10 (380 in all), and two offers sharing their accounts.
    const initial = new Map(userIds.map((id, i) => [id, i * 20]));
    for (const [userId, amount] of initial)
      if (amount > 0) await give(userId, amount, `race:${userId}`);
    const templateId = await newTemplate({ totalStock: 400 });
    const cheap = await newOffer({ total: 250, costAmount: 10, templateId });
    const dear = await newOffer({ total: 100, costAmount: 25, templateId });

    // On PostgreSQL, a pool of its own without the request deadlines (docs/decisions/010): this
    // test is about the rules under contention, not about how long a request may wait. Four
    // connections, as the app's pool of a test file: another file racing on the same server
    // (several-instances.test.ts, with its deadlines) must not be starved.
    let racePool: Database | undefined;
    if (testDb.url) {
      racePool = await openPostgresDatabase(testDb.url, 4, {
        queryTimeoutMs: 300_000,
        statementTimeoutMs: 300_000,
      });
    }
    const raceDb = racePool?.db ?? db;
    const started = performance.now();
    const results = await Promise.allSettled(
      Array.from({ length: 1000 }, (_, i) =>
        exchange(raceDb, {
          userId: userIds[i % userIds.length] as number,
          offerId: i % 3 === 0 ? dear : cheap,
          requestId: `race-${i}`,
          now: clock.now(),
        }),
      ),
    );
    const ms = performance.now() - started;
    await racePool?.close();
    console.log(
      `[value] 1000 parallel exchanges on ${t.database.kind}: ${Math.round(ms)} ms ` +
        `(${results.filter((r) => r.status === 'fulfilled').length} made)`,
    );

    const codes = new Set(results.map(codeOf));
    for (const code of codes) expect([0, 1000, 1002]).toContain(code);
    const made = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(made.length).toBeGreaterThan(0);

    // Every balance equals the sum of its entries and none is negative.
    await expectLedgerAddsUp(userIds);
    const offers = await db
      .select()
      .from(exchangeOffers)
      .where(eq(exchangeOffers.templateId, templateId));
    const coupons = await db
      .select()
      .from(userCoupons)
      .where(eq(userCoupons.templateId, templateId));
    const [template] = await db
      .select()
      .from(couponTemplates)
      .where(eq(couponTemplates.id, templateId));
    // Offer stock + coupons issued = initial stock, per offer and for the template.
    for (const offer of offers) {
      const rows = await db.select().from(exchanges).where(eq(exchanges.offerId, offer.id));
      expect(offer.remaining + rows.length, `offer ${offer.id}`).toBe(offer.total);
      expect(rows.every((r) => r.couponId !== null && r.entryId !== null)).toBe(true);
    }
    expect(coupons).toHaveLength(made.length);
    expect(template?.issued).toBe(made.length);
    // Each user paid exactly for the coupons they got.
    for (const userId of userIds) {
      const mine = await db
        .select({ offerId: exchanges.offerId })
        .from(exchanges)
        .where(eq(exchanges.userId, userId));
      const cost = mine.reduce((sum, e) => sum + (e.offerId === dear ? 25 : 10), 0);
      const [account] = await ledgerCheck(db, [userId]);
      expect((account?.balance ?? 0) + cost, `user ${userId}`).toBe(initial.get(userId));
      expect(coupons.filter((c) => c.userId === userId)).toHaveLength(mine.length);
    }
  }, 600_000);

  it('holds an offer’s per-user limit: 20 parallel taps by one user give 2, 1000 by 20 users at most 3 each', async () => {
    // One user, beans for 20 exchanges, an offer limited to 2 per user: exactly 2.
    const [alone] = (await newUsers(1)) as [number];
    await give(alone, 200, `limit:${alone}`);
    const limited = await newOffer({ total: 50, costAmount: 10, perUserLimit: 2 });
    const taps = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        exchange(db, {
          userId: alone,
          offerId: limited,
          requestId: `limit-${i}`,
          now: clock.now(),
        }),
      ),
    );
    expect(taps.map(codeOf).filter((code) => code === 0)).toHaveLength(2);
    expect(new Set(taps.map(codeOf))).toEqual(new Set([0, 1001]));
    const [afterTaps] = await db
      .select()
      .from(exchangeOffers)
      .where(eq(exchangeOffers.id, limited));
    expect(afterTaps?.remaining).toBe(48);
    const [account] = await ledgerCheck(db, [alone]);
    expect(account?.balance).toBe(180);
    // A retry of a made exchange repeats it, though the limit is reached.
    const made = taps.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const first = made[0];
    if (!first) throw new Error('no exchange made');
    const index = taps.findIndex((r) => r.status === 'fulfilled');
    const again = await exchange(db, {
      userId: alone,
      offerId: limited,
      requestId: `limit-${index}`,
      now: clock.now(),
    });
    expect(again).toMatchObject({ exchangeId: first.exchangeId, repeated: true });

    // 1000 taps by 20 users with beans for 10 each, an offer of 100 limited to 3 per user.
    const userIds = await newUsers(20);
    for (const userId of userIds) await give(userId, 100, `limit-race:${userId}`);
    const templateId = await newTemplate({ totalStock: 200 });
    const offerId = await newOffer({ total: 100, costAmount: 10, perUserLimit: 3, templateId });
    let racePool: Database | undefined;
    if (testDb.url) {
      racePool = await openPostgresDatabase(testDb.url, 4, {
        queryTimeoutMs: 300_000,
        statementTimeoutMs: 300_000,
      });
    }
    const raceDb = racePool?.db ?? db;
    const results = await Promise.allSettled(
      Array.from({ length: 1000 }, (_, i) =>
        exchange(raceDb, {
          userId: userIds[i % userIds.length] as number,
          offerId,
          requestId: `limit-race-${i}`,
          now: clock.now(),
        }),
      ),
    );
    await racePool?.close();
    for (const code of new Set(results.map(codeOf))) expect([0, 1001, 1002]).toContain(code);
    const rows = await db.select().from(exchanges).where(eq(exchanges.offerId, offerId));
    // Each user got exactly their 3 (stock for all), paid for exactly those.
    expect(rows).toHaveLength(60);
    for (const userId of userIds) {
      expect(rows.filter((r) => r.userId === userId)).toHaveLength(3);
      const [mine] = await ledgerCheck(db, [userId]);
      expect(mine?.balance).toBe(70);
    }
    const [offer] = await db.select().from(exchangeOffers).where(eq(exchangeOffers.id, offerId));
    expect(offer?.remaining).toBe(40);
    const coupons = await db
      .select()
      .from(userCoupons)
      .where(eq(userCoupons.templateId, templateId));
    expect(coupons).toHaveLength(60);
    await expectLedgerAddsUp([...userIds, alone]);
  }, 600_000);

  it('uses a coupon exactly once under 50 parallel uses; an expired one is not usable', async () => {
    const [userId] = (await newUsers(1)) as [number];
    const templateId = await newTemplate({ validDays: 1, totalStock: 3 });
    const issue = (key: string) =>
      db.transaction((tx) =>
        issueCoupon(tx, {
          userId,
          templateId,
          source: 'operator',
          refId: 'op-1',
          idempotencyKey: key,
          now: clock.now(),
        }),
      );
    const first = await issue('op:1');
    // A retried issue returns the first coupon; the template's stock holds.
    expect((await issue('op:1')).coupon.id).toBe(first.coupon.id);
    const more = await Promise.allSettled(['op:2', 'op:3', 'op:4', 'op:5'].map(issue));
    expect(more.map(codeOf).sort()).toEqual([0, 0, 1002, 1002]);

    const uses = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        redeemCoupon(db, { userId, couponId: first.coupon.id, now: clock.now() }),
      ),
    );
    expect(uses.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(new Set(uses.map(codeOf))).toEqual(new Set([0, 1000]));
    // Someone else's coupon is not found.
    const [stranger] = (await newUsers(1)) as [number];
    const [second] = await db
      .select()
      .from(userCoupons)
      // Whichever of the parallel issues got the stock.
      .where(and(eq(userCoupons.userId, userId), ne(userCoupons.id, first.coupon.id)));
    const theirs = await Promise.allSettled([
      redeemCoupon(db, { userId: stranger, couponId: second?.id as number, now: clock.now() }),
    ]);
    expect(theirs.map(codeOf)).toEqual([4040]);

    // Through the endpoint, as a logged-in driver: once, then "used"; a lapsed one is "expired".
    const driver = await loginAs(t, '13660009003', 3);
    const [me] = await db.select().from(users).where(eq(users.mobile, '13660009003'));
    const monthTemplate = await newTemplate({ validDays: 30 });
    const oneDayTemplate = await newTemplate({ validDays: 1 });
    const mine = (key: string, template = monthTemplate) =>
      db.transaction((tx) =>
        issueCoupon(tx, {
          userId: me?.id as number,
          templateId: template,
          source: 'claim',
          refId: key,
          idempotencyKey: key,
          now: clock.now(),
        }),
      );
    const a = await mine('claim:a');
    const used = await driver.post(REDEEM, { couponId: a.coupon.id });
    expect(redeemCouponResponse.parse(used.envelope.data).couponId).toBe(a.coupon.id);
    const twice = await driver.post(REDEEM, { couponId: a.coupon.id });
    expect(twice.envelope.status).toEqual({ code: 1000, msg: '这张优惠券已经使用过了' });

    const oneDay = (await mine('claim:one-day', oneDayTemplate)).coupon;
    clock.advance(2 * 86_400);
    try {
      const expired = await driver.post(REDEEM, { couponId: oneDay.id });
      expect(expired.envelope.status).toEqual({ code: 1000, msg: '这张优惠券已过期' });
      const list = listMyCouponsResponse.parse(
        (await driver.get(COUPONS, { state: 'expired' })).envelope.data,
      );
      expect(list.coupons.map((c) => c.couponId)).toEqual([oneDay.id]);
      const [row] = await db.select().from(userCoupons).where(eq(userCoupons.id, oneDay.id));
      expect(row?.usedAt).toBeNull();
    } finally {
      clock.advance(-2 * 86_400);
    }
  });

  it('an expiring credit leaves once, what is left of it, on the day after its last (Asia/Shanghai)', async () => {
    const [userId] = (await newUsers(1)) as [number];
    // 2026-11-30 23:30 in Shanghai is 15:30 UTC; 00:30 on 1 December is 16:30 UTC.
    const lastDay = Date.parse('2026-11-30T15:30:00Z');
    const dayAfter = Date.parse('2026-11-30T16:30:00Z');
    const post = (amount: number, key: string, now: number, expiresOn?: string) =>
      db.transaction((tx) =>
        (amount > 0 ? credit : debit)(tx, {
          userId,
          asset: 'points',
          amount: Math.abs(amount),
          reason: amount > 0 ? 'sign_in_reward' : 'exchange',
          ref: { kind: amount > 0 ? 'campaign' : 'exchange', id: key },
          idempotencyKey: key,
          expiresOn: expiresOn ?? null,
          now,
        }),
      );
    await post(100, 'sign-in:1', lastDay - 86_400_000, '2026-11-30');
    await post(50, 'prize:1', lastDay - 86_400_000);
    // Spending takes the expiring credit first: 30 of its 100 are gone.
    await post(-30, 'spend:1', lastDay - 3600_000);
    // Still its last day: nothing expires.
    expect(await expireDueCredits(db, lastDay)).toBe(0);

    // The day after, in three instances at once: one expiry entry of the 70 left.
    const runs = await Promise.all([
      expireDueCredits(db, dayAfter),
      expireDueCredits(db, dayAfter),
      expireDueCredits(db, dayAfter + 60_000),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await expireDueCredits(db, dayAfter + 86_400_000)).toBe(0);
    const entries = await entriesOf(userId);
    const expiries = entries.filter((e) => e.reason === 'expiry');
    expect(expiries).toHaveLength(1);
    expect(expiries[0]).toMatchObject({ amount: -70, refKind: 'entry', balanceAfter: 50 });
    await expectLedgerAddsUp([userId]);
    const [account] = await ledgerCheck(db, [userId]);
    expect(account).toMatchObject({ balance: 50, lots: 0 });

    // A lapsed credit is never spent: a debit first expires it (here the refusal rolls it back).
    await post(40, 'sign-in:2', dayAfter, '2026-12-01');
    const twoDaysOn = dayAfter + 86_400_000;
    const refused = await Promise.allSettled([post(-60, 'spend:2', twoDaysOn)]);
    expect(refused.map(codeOf)).toEqual([1000]);
    expect((await post(-50, 'spend:3', twoDaysOn)).balance).toBe(0);
    expect((await entriesOf(userId)).filter((e) => e.reason === 'expiry')).toHaveLength(2);
    expect(await expireDueCredits(db, twoDaysOn)).toBe(0);
    await expectLedgerAddsUp([userId]);
  });

  it('pages a user’s entries newest first', async () => {
    const driver = await loginAs(t, '13660009004', 3);
    const [me] = await db.select().from(users).where(eq(users.mobile, '13660009004'));
    for (let i = 1; i <= 25; i += 1) await give(me?.id as number, i, `page:${i}`);
    const first = listValueEntriesResponse.parse(
      (await driver.get(ENTRIES, { asset: 'lucky_beans' })).envelope.data,
    );
    expect(first.entries.map((e) => e.amount)).toEqual(
      Array.from({ length: 20 }, (_, i) => 25 - i),
    );
    expect(first.nextBefore).not.toBeNull();
    const second = listValueEntriesResponse.parse(
      (
        await driver.get(ENTRIES, {
          asset: 'lucky_beans',
          before: String(first.nextBefore),
          pageSize: '10',
        })
      ).envelope.data,
    );
    expect(second.entries.map((e) => e.amount)).toEqual([5, 4, 3, 2, 1]);
    expect(second.nextBefore).toBeNull();
    const none = listValueEntriesResponse.parse(
      (await driver.get(ENTRIES, { asset: 'cash_fen' })).envelope.data,
    );
    expect(none).toEqual({ entries: [], nextBefore: null });
    const balances = getValueBalancesResponse.parse((await driver.get(BALANCES)).envelope.data);
    expect(balances.balances.find((b) => b.asset === 'lucky_beans')?.balance).toBe(325);
  });

  it('lets an operator adjust a balance with a reason once per key, refuses an overdraft, and give a coupon, all audited', async () => {
    await createOperator(
      db,
      { operatorId: null, name: 'test-setup' },
      { username: 'value-operator', password: 'correct horse battery staple', role: 'operator' },
      clock.now(),
    );
    const ops = new OpsClient(t.app);
    await ops.login('value-operator', 'correct horse battery staple');
    const [userId] = (await newUsers(1)) as [number];
    const adjust = (amount: number, key: string) =>
      ops.request('POST', `/value/users/${userId}/adjustments`, {
        body: { asset: 'points', amount, note: '投诉补偿', idempotencyKey: key },
      });
    const first = await adjust(300, 'complaint-0001');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ amount: 300, balance: 300, repeated: false });
    expect((await adjust(300, 'complaint-0001')).json()).toMatchObject({ repeated: true });
    const overdraft = await adjust(-500, 'complaint-0002');
    expect(overdraft.statusCode).toBe(409);
    expect(overdraft.json()).toMatchObject({ status: { code: 1000 } });
    expect((await adjust(-100, 'complaint-0003')).json()).toMatchObject({ balance: 200 });
    expect((await adjust(0, 'complaint-0004')).statusCode).toBe(422);
    expect(
      (
        await ops.request('POST', '/value/users/999999999/adjustments', {
          body: { asset: 'points', amount: 1, note: '不存在', idempotencyKey: 'nobody-0001' },
        })
      ).statusCode,
    ).toBe(404);

    const templateId = await newTemplate();
    const given = await ops.request('POST', `/value/users/${userId}/coupons`, {
      body: { templateId, note: '延误补偿', idempotencyKey: 'goodwill-0001' },
    });
    expect(given.statusCode, given.body).toBe(200);
    const [coupon] = await db.select().from(userCoupons).where(eq(userCoupons.userId, userId));
    expect(coupon).toMatchObject({ source: 'operator', templateId });

    const view = await ops.request('GET', `/value/users/${userId}`);
    expect(view.json().accounts).toEqual([
      expect.objectContaining({ asset: 'points', balance: 200, sum: 200 }),
    ]);
    // Each adjustment's entry reads with its note and who made it; other entries with none.
    await give(userId, 5, 'adjust-notes-task');
    const entries = await ops.request('GET', `/value/users/${userId}/entries?asset=points`);
    expect(entries.statusCode, entries.body).toBe(200);
    expect(entries.json().entries).toEqual([
      expect.objectContaining({ amount: -100, note: '投诉补偿', operator: 'value-operator' }),
      expect.objectContaining({ amount: 300, note: '投诉补偿', operator: 'value-operator' }),
    ]);
    const beans = await ops.request('GET', `/value/users/${userId}/entries?asset=lucky_beans`);
    expect(beans.json().entries).toEqual([
      expect.objectContaining({ amount: 5, reason: 'task_reward', note: null, operator: null }),
    ]);
    const audit = await db
      .select({ action: operatorAudit.action })
      .from(operatorAudit)
      .where(eq(operatorAudit.targetId, String(userId)))
      .orderBy(operatorAudit.id);
    expect(audit.map((row) => row.action)).toEqual([
      'value.adjust',
      'value.adjust_repeated',
      'value.adjust',
      'coupon.issue',
    ]);
    await expectLedgerAddsUp([userId]);
  });

  it('lists the coupon templates an operator may give from, of the user’s kind, issuable by the issuing rules', async () => {
    await createOperator(
      db,
      { operatorId: null, name: 'test-setup' },
      { username: 'template-viewer', password: 'correct horse battery staple', role: 'viewer' },
      clock.now(),
    );
    const ops = new OpsClient(t.app);
    await ops.login('template-viewer', 'correct horse battery staple');
    const forDrivers = await newTemplate({ userType: 3, thresholdFen: 5000 });
    const forShippers = await newTemplate({ userType: 1 });
    const soldOut = await newTemplate({ userType: 3, totalStock: 1, issued: 1 });
    const ended = await newTemplate({
      validDays: null,
      validFrom: new Date(clock.now() - 10 * 86_400_000),
      validUntil: new Date(clock.now() - 86_400_000),
    });
    const read = async (query: string) => {
      const answer = await ops.request('GET', `/value/coupon-templates${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return new Map(
        (answer.json().templates as { templateId: number; issuable: boolean }[]).map((each) => [
          each.templateId,
          each,
        ]),
      );
    };
    const drivers = await read('?userType=3');
    expect(drivers.get(forDrivers)).toMatchObject({
      userType: 3,
      thresholdFen: 5000,
      titleEn: 'Test coupon',
      issuable: true,
    });
    expect(drivers.has(forShippers)).toBe(false);
    expect(drivers.get(soldOut)).toMatchObject({ issued: 1, totalStock: 1, issuable: false });
    // For anyone, but over.
    expect(drivers.get(ended)).toMatchObject({ userType: null, issuable: false });
    expect((await read('')).has(forShippers)).toBe(true);
    for (const bad of ['?userType=2', '?userType=x', '?other=1']) {
      expect((await ops.request('GET', `/value/coupon-templates${bad}`)).statusCode, bad).toBe(422);
    }
  });
});
