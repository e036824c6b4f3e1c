// Two server processes on one PostgreSQL 15, as production scales out (docs/design.md §2): nothing a
// request needs may live in one process. Requests alternate between the instances over HTTP: a
// session made on one works on the other, a request replayed through the other is refused, an SMS
// number's limit counts on both (a client's per-minute limit is per instance, docs/design.md §8), and a
// 1000-way race for one stock across both gives out exactly the stock, with a ledger that adds up,
// and answers every tap granted or sold out.
// Runs in the PostgreSQL 15 step of `npm test` (TEST_DATABASE_URL); the servers are real processes
// (scripts/serve-for-tests.mjs) that believe X-Forwarded-For, so each simulated phone has its own
// address.

import { claimSeckillCouponResponse } from '@freight/contract/endpoints/seckill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../scripts/serve-for-tests.mjs';
import { ledgerOf } from '../src/modules/activity-stock/claim.ts';
import { httpTarget } from './helpers/http-target.ts';
import { logIn, outboxCode } from './helpers/login.ts';
import { SignedClient } from './helpers/signed.ts';
import { insertStock } from './helpers/stocks.ts';
import {
  buildTestApp,
  createTestDatabase,
  redisKeyPrefix,
  type TestApp,
  type TestDatabase,
} from './helpers/test-app.ts';
import { loginAs } from './helpers/login.ts';

const LIST = '/service/oms-service/api/seckill/coupon/list';
const CLAIM = '/service/oms-service/api/seckill/coupon/claim';
const ME = '/service/oms-service/api/auth/me';
const RATE_LIMIT = 30;

/** How many answers carried each business code. */
function countCodes(answers: { envelope: { status: { code: number } } }[]): Record<number, number> {
  const codes: Record<number, number> = {};
  for (const { envelope } of answers) {
    codes[envelope.status.code] = (codes[envelope.status.code] ?? 0) + 1;
  }
  return codes;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server instances on one PostgreSQL 15', () => {
  let database: TestDatabase;
  let servers: [TestServer, TestServer];
  let addresses = 0;
  // Documentation range (RFC 5737) addresses: a phone each.
  const nextAddress = () => {
    addresses += 1;
    return `198.51.${(addresses >> 8) & 255}.${addresses & 255}`;
  };
  const db = () => database.database.db;
  const client = (server: TestServer, ip = nextAddress()) =>
    new SignedClient(httpTarget(server.url), { ip });

  /** A driver logged in on `server`, and the same phone (cookies, address) on the other one. */
  async function driver(mobile: string, server: TestServer) {
    const ip = nextAddress();
    const target = httpTarget(server.url);
    const here = new SignedClient(target, { ip });
    await logIn(here, mobile, 3, () => outboxCode(target, mobile, ip));
    const other = client(server === servers[0] ? servers[1] : servers[0], ip);
    for (const [name, value] of here.cookies) other.cookies.set(name, value);
    return [here, other] as const;
  }

  const newStock = (slug: string, total: number, perUserLimit: number) =>
    insertStock(db(), { slug, total, perUserLimit, now: Date.now(), openForMs: 3600_000 });

  beforeAll(async () => {
    // Empty, so that the two migrate it side by side, as a first deploy of two instances does.
    database = await createTestDatabase({ empty: true });
    const env = {
      DATABASE_URL: database.url as string,
      TRUST_PROXY: 'true',
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      LOG_LEVEL: 'error',
      // With the run's REDIS_URL (inherited), both share it under a prefix of their own.
      REDIS_KEY_PREFIX: redisKeyPrefix(),
    };
    // Started together: they migrate and seed one after the other (an advisory lock).
    servers = await Promise.all([startTestServer(env), startTestServer(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all((servers ?? []).map((server) => server?.stop()));
    await database?.destroy();
  });

  it('keeps a session made on one instance on the other', async () => {
    const [onA, onB] = await driver('13700009001', servers[0]);
    const meA = await onA.get(ME);
    const meB = await onB.get(ME);
    expect(meA.envelope.status.code).toBe(0);
    expect(meB.envelope.status.code).toBe(0);
    expect(meB.envelope.data).toEqual(meA.envelope.data);
    // Logging out on B ends the session on A too.
    expect((await onB.post('/service/oms-service/api/auth/logout', {})).envelope.status.code).toBe(
      0,
    );
    expect((await onA.get(ME)).envelope.data).toEqual({ user: null });
  });

  it('refuses a request replayed through the other instance', async () => {
    const ip = nextAddress();
    const onA = client(servers[0], ip);
    const onB = client(servers[1], ip);
    const request = await onA.build(LIST, { method: 'GET' });
    expect((await onA.send(request)).envelope.status.code).toBe(0);
    const replayed = await onB.send(request);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.envelope.status.code).toBe(4003);
  });

  it('counts a client per instance (memory, no write per request) and an SMS number across both', async () => {
    // The per-client limit needs no exactness across instances (docs/design.md §8): each counts its own.
    const ip = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 2 * RATE_LIMIT + 4; i += 1) {
      const res = await client(servers[i % 2] as TestServer, ip).get(LIST);
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(2 * RATE_LIMIT);
    expect(statuses.slice(2 * RATE_LIMIT).every((s) => s === 429)).toBe(true);
    // One code a minute per number, whichever instance is asked.
    const mobile = '13700009555';
    const send = (server: TestServer) =>
      client(server).post('/service/oms-service/api/auth/sms/send', { mobile, userType: 3 });
    expect((await send(servers[0])).envelope.status.code).toBe(0);
    expect((await send(servers[1])).envelope.status.code).toBe(4290);
  });

  it('gives exactly the stock in a 1000-way race across both instances', async () => {
    const STOCK = 100;
    const stockId = await newStock('race-1000', STOCK, 1000);
    const drivers = await Promise.all(
      // 50 phones tapping 20 times each: within the per-address limit, so only the stock decides.
      Array.from({ length: 50 }, (_, i) =>
        driver(`137000091${String(i).padStart(2, '0')}`, servers[i % 2] as TestServer),
      ),
    );
    // Signed first, then sent at once: 1000 claims, alternating instances, 20 per driver.
    const taps = Array.from({ length: 1000 }, (_, i) => {
      const pair = drivers[i % drivers.length] as readonly [SignedClient, SignedClient];
      const api = pair[Math.floor(i / drivers.length) % 2] as SignedClient;
      return { api, fields: { stockId, requestId: `race-${stockId}-${i}` } };
    });
    const requests = await Promise.all(
      taps.map(({ api, fields }) => api.build(CLAIM, { method: 'POST', fields })),
    );
    const answers = await Promise.all(
      requests.map((request, i) => (taps[i] as (typeof taps)[number]).api.send(request)),
    );
    // Every tap is granted or told sold out: no 503 (ADR 019: a stock's claims are granted in
    // batches, one transaction per batch per instance, so a crowd does not queue for the pool).
    const busy = answers.filter((a) => a.statusCode >= 500).length;
    console.info(`1000-way race: ${busy} taps answered 5xx`);
    expect(busy).toBe(0);
    expect(countCodes(answers)).toEqual({ 0: STOCK, 1002: 1000 - STOCK });
    const won = answers.filter((a) => a.envelope.status.code === 0);
    const claimIds = won.map((a) => claimSeckillCouponResponse.parse(a.envelope.data).claimId);
    expect(new Set(claimIds).size).toBe(STOCK);
    expect(await ledgerOf(db(), stockId)).toEqual({
      total: STOCK,
      remaining: 0,
      claims: STOCK,
      counted: STOCK,
    });
  }, 120_000);

  it('answers one claim for one request id sent to both instances at once', async () => {
    const stockId = await newStock('same-key', 10, 5);
    const [onA, onB] = await driver('13700009201', servers[1]);
    const fields = { stockId, requestId: 'same-key-on-both-1' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? onA : onB).post(CLAIM, fields)),
    );
    const data = answers.map((a) => claimSeckillCouponResponse.parse(a.envelope.data));
    expect(new Set(data.map((d) => d.claimId)).size).toBe(1);
    expect(data.filter((d) => !d.repeated)).toHaveLength(1);
    expect(await ledgerOf(db(), stockId)).toEqual({
      total: 10,
      remaining: 9,
      claims: 1,
      counted: 1,
    });
  });
});

// The same crowd on one instance, on whichever database the run has (PGlite, or PostgreSQL 15 with
// TEST_DATABASE_URL): 1000 signed taps through the whole request path at once, each granted or told
// sold out, never a 5xx (ADR 019).
describe("a crowd at a flash sale's start, one instance", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 60_000);
  afterAll(() => t?.close());

  it('answers a 1000-way race granted or sold out, and gives exactly the stock', async () => {
    const STOCK = 100;
    const stockId = await insertStock(t.app.db, {
      slug: 'race-1000-one',
      total: STOCK,
      perUserLimit: 1000,
      now: t.app.now(),
    });
    const drivers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => loginAs(t, `137000092${String(i).padStart(2, '0')}`, 3)),
    );
    const taps = Array.from({ length: 1000 }, (_, i) => ({
      api: drivers[i % drivers.length] as SignedClient,
      fields: { stockId, requestId: `crowd-${stockId}-${i}` },
    }));
    const requests = await Promise.all(
      taps.map(({ api, fields }) => api.build(CLAIM, { method: 'POST', fields })),
    );
    const answers = await Promise.all(
      requests.map((request, i) => (taps[i] as (typeof taps)[number]).api.send(request)),
    );
    expect(countCodes(answers)).toEqual({ 0: STOCK, 1002: 1000 - STOCK });
    const won = answers.filter((a) => a.envelope.status.code === 0);
    const claimIds = won.map((a) => claimSeckillCouponResponse.parse(a.envelope.data).claimId);
    expect(new Set(claimIds).size).toBe(STOCK);
    expect(await ledgerOf(t.app.db, stockId)).toEqual({
      total: STOCK,
      remaining: 0,
      claims: STOCK,
      counted: STOCK,
    });
  }, 120_000);
});
