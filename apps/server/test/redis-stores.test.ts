// Replay memory and shared rate limits in Redis (docs/design.md §8, docs/decisions/018): the Redis
// stores keep the promises of the other two (shared-stores.test.ts), two app instances on one
// Redis see one replay memory and one SMS count per number, and Redis going away answers 503 to
// what needs it, fast, while the rest keeps serving (an instance even starts meanwhile), until it
// is back, with no restart.
// This file starts a redis-server of its own (scripts/redis.mjs, installed with apt when missing),
// so it runs in both the PGlite and the PostgreSQL 15 steps of `npm test`; the Redis it stops and
// starts again is that one, never the run's shared one (REDIS_URL).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RedisServer,
  restartRedisServer,
  startRedis,
  stopRedis,
  stopRedisServer,
} from '../../../scripts/redis.mjs';
import { domainModules } from '../src/modules/registry.ts';
import { RedisRateLimitStore } from '../src/plugins/rate-limit-store.ts';
import { RedisReplayStore } from '../src/plugins/replay-store.ts';
import {
  COMMAND_TIMEOUT_MS,
  isRedisUnavailable,
  type RedisConnection,
} from '../src/redis/connection.ts';
import { outboxCode } from './helpers/login.ts';
import { ECHO, probeModule } from './helpers/probe-module.ts';
import { SignedClient } from './helpers/signed.ts';
import {
  buildTestApp,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
} from './helpers/test-app.ts';
import { newRequestId } from './helpers/request-ids.ts';

const SEND = '/service/oms-service/api/auth/sms/send';
const LOGIN = '/service/oms-service/api/auth/sms/login';
/** What "quickly" means while Redis is down: within the database's deadline and a margin. */
const FAST_MS = 2000;

let redis: RedisServer;
let shared: TestDatabase;
let a: TestApp;
let b: TestApp;
/** An instance started while Redis is down. */
let late: TestApp | undefined;
const modules = [...domainModules, probeModule];
let addresses = 0;

/** A phone of its own (address) on `app`. */
const phone = (t: TestApp) => {
  addresses += 1;
  return new SignedClient(t.app, { ip: `198.18.${(addresses >> 8) & 255}.${addresses & 255}` });
};
const connection = (t: TestApp) => t.app.redis as RedisConnection;

beforeAll(async () => {
  redis = await startRedis();
  // Two instances of one deployment: one database, one Redis, each its own connection.
  shared = await createTestDatabase();
  const config = { redisUrl: redis.url };
  a = await buildTestApp({ modules, config, database: shared.database });
  b = await buildTestApp({ modules, config, database: shared.database });
}, 120_000);
afterAll(async () => {
  await late?.close();
  await b?.close();
  await a?.close();
  await shared?.destroy();
  if (redis) await stopRedis(redis);
});

let n = 0;
/** A fresh 32-hex signature per call. */
const signature = () => (++n).toString(16).padStart(32, 'b');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the Redis stores', () => {
  it('are the ones the apps chose, under their deployment’s prefix', () => {
    expect(connection(a).isReady).toBe(true);
    expect(connection(a).keyPrefix).toBe(connection(b).keyPrefix);
  });

  it('remember a signature once, for as long as it is told, then forget it', async () => {
    const replay = new RedisReplayStore(connection(a));
    const now = Date.now();
    const sig = signature();
    expect(await replay.remember(sig, now + 300_000, now)).toBe(true);
    expect(await replay.remember(sig, now + 300_000, now + 1000)).toBe(false);
    // Seen by the other instance too.
    expect(await new RedisReplayStore(connection(b)).remember(sig, now + 300_000, now)).toBe(false);
    const brief = signature();
    expect(await replay.remember(brief, now + 200, now)).toBe(true);
    expect(await replay.remember(brief, now + 200, now)).toBe(false);
    await sleep(300);
    expect(await replay.remember(brief, now + 200, now)).toBe(true);
  });

  it('let exactly one of many concurrent requests with one signature through', async () => {
    const stores = [new RedisReplayStore(connection(a)), new RedisReplayStore(connection(b))];
    const sig = signature();
    const now = Date.now();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (stores[i % 2] as RedisReplayStore).remember(sig, now + 300_000, now),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('count hits in a fixed window that starts at the first hit, by the app’s clock', async () => {
    const rate = new RedisRateLimitStore(connection(a));
    const key = `test:${signature()}`;
    const now = Date.now();
    expect(await rate.hit(key, 60, now)).toEqual({ count: 1, resetAt: now + 60_000 });
    expect(await rate.hit(key, 60, now + 59_000)).toEqual({ count: 2, resetAt: now + 60_000 });
    // A test clock moved past the window starts a new one, as in the other stores.
    expect(await rate.hit(key, 60, now + 60_000)).toEqual({ count: 1, resetAt: now + 120_000 });
  });

  it('give a hit back while its window lasts, never below none, and leave an ended window alone', async () => {
    const rate = new RedisRateLimitStore(connection(a));
    const key = `test:${signature()}`;
    const now = Date.now();
    await rate.hit(key, 60, now);
    await rate.hit(key, 60, now + 1000);
    await rate.release(key, now + 2000);
    expect(await rate.hit(key, 60, now + 3000)).toEqual({ count: 2, resetAt: now + 60_000 });
    await rate.release(key, now + 4000);
    await rate.release(key, now + 4000);
    await rate.release(key, now + 4000);
    expect(await rate.hit(key, 60, now + 5000)).toEqual({ count: 1, resetAt: now + 60_000 });
    // By the app's clock, past the window's end nothing is given back.
    await rate.release(key, now + 60_000);
    expect(await rate.hit(key, 60, now + 60_000)).toEqual({ count: 1, resetAt: now + 120_000 });
    const unseen = `test:${signature()}`;
    await rate.release(unseen, now);
    expect(await connection(a).client.exists(`${connection(a).keyPrefix}rl:${unseen}`)).toBe(0);
  });

  it('count concurrent hits from both instances exactly', async () => {
    const stores = [new RedisRateLimitStore(connection(a)), new RedisRateLimitStore(connection(b))];
    const key = `test:${signature()}`;
    const now = Date.now();
    const counts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (stores[i % 2] as RedisRateLimitStore).hit(key, 60, now),
      ),
    );
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('let a window expire in Redis by itself (no purge)', async () => {
    const rate = new RedisRateLimitStore(connection(a));
    const key = `test:${signature()}`;
    const stored = `${connection(a).keyPrefix}rl:${key}`;
    const now = Date.now();
    await rate.hit(key, 1, now);
    await rate.hit(key, 1, now);
    const ttl = await connection(a).client.pTTL(stored);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(1000);
    await sleep(1200);
    expect(await connection(a).client.exists(stored)).toBe(0);
    expect((await rate.hit(key, 1, Date.now())).count).toBe(1);
  });
});

describe('Redis too slow', () => {
  it('fails a command it has not answered within the deadline as unavailable, and serves after', async () => {
    const replay = new RedisReplayStore(connection(a));
    const now = Date.now();
    // Redis holds every client's commands for 2.5 s (the other instance's connection asks).
    await connection(b).client.sendCommand(['CLIENT', 'PAUSE', '2500', 'ALL']);
    const started = Date.now();
    const error = await replay.remember(signature(), now + 300_000, now).catch((e: unknown) => e);
    const waited = Date.now() - started;
    expect(isRedisUnavailable(error), String(error)).toBe(true);
    expect(waited).toBeGreaterThanOrEqual(COMMAND_TIMEOUT_MS - 50);
    expect(waited).toBeLessThan(FAST_MS);
    await sleep(2600 - waited);
    expect(await replay.remember(signature(), now + 300_000, now)).toBe(true);
  });
});

describe('two instances on one Redis', () => {
  it('refuse a request replayed to the other instance', async () => {
    const api = phone(a);
    const request = await api.build(ECHO, { method: 'GET', fields: { plate: 'r', page: '1' } });
    expect((await a.app.inject(request)).statusCode).toBe(200);
    const replayed = await b.app.inject(request);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().status.code).toBe(4003);
  });

  it('count an SMS number across both', async () => {
    const mobile = '13700007001';
    expect((await phone(a).post(SEND, { mobile, userType: 3 })).envelope.status.code).toBe(0);
    const again = await phone(b).post(SEND, { mobile, userType: 3 });
    expect(again.statusCode).toBe(429);
    expect(again.envelope.status.code).toBe(4290);
    // The app's counter is in Redis, not in either instance's database table.
    const keys = await connection(a).client.keys(`${connection(a).keyPrefix}rl:sms:mobile:*`);
    expect(keys.length).toBeGreaterThan(0);
  });
});

describe('Redis down, then back', () => {
  /** A request's answer and how long it took. */
  async function timed<T>(call: () => Promise<T>): Promise<{ answer: T; ms: number }> {
    const started = Date.now();
    const answer = await call();
    return { answer, ms: Date.now() - started };
  }

  it('answers 503 to what needs Redis, quickly, and serves the rest; then serves again', async () => {
    // A session made while Redis is up, to log in with later.
    const mobile = '13700007002';
    const api = phone(a);
    expect((await api.post(SEND, { mobile, userType: 3 })).envelope.status.code).toBe(0);
    const code = await outboxCode(a.app, mobile);

    await stopRedisServer(redis);
    for (const t of [a, b]) {
      // A signed call needs the replay memory.
      const signed = await timed(() => phone(t).get(ECHO, { plate: 'd', page: '1' }));
      expect(signed.answer.statusCode).toBe(503);
      expect(signed.answer.envelope.status.code).toBe(5030);
      expect(signed.answer.headers['retry-after']).toBe('5');
      expect(signed.ms).toBeLessThan(FAST_MS);
    }
    // Sending a code needs its limits; so does logging in (the replay memory first).
    const sms = await timed(() => phone(b).post(SEND, { mobile: '13700007003', userType: 3 }));
    expect(sms.answer.statusCode).toBe(503);
    expect(sms.answer.envelope.status.code).toBe(5030);
    expect(sms.ms).toBeLessThan(FAST_MS);
    const login = await timed(() =>
      api.post(LOGIN, { requestId: newRequestId('login'), mobile, code, userType: 3 }),
    );
    expect(login.answer.statusCode).toBe(503);
    expect(login.ms).toBeLessThan(FAST_MS);

    // What does not need Redis still answers: an unsigned route and the health probe.
    const outbox = await timed(() =>
      a.app.inject({ method: 'GET', url: `/dev/sms-outbox?mobile=${mobile}` }),
    );
    expect(outbox.answer.statusCode).toBe(200);
    expect(outbox.ms).toBeLessThan(FAST_MS);
    const health = await timed(() => b.app.inject({ method: 'GET', url: '/healthz' }));
    expect(health.answer.statusCode).toBe(200);
    expect(health.answer.json()).toEqual({ status: 'ok', db: 'up', redis: 'down' });
    expect(health.ms).toBeLessThan(FAST_MS);

    // An instance that starts meanwhile starts (it waits a few seconds for Redis, not forever)
    // and answers as the others do.
    const starting = Date.now();
    late = await buildTestApp({
      modules,
      config: { redisUrl: redis.url },
      database: shared.database,
    });
    expect(Date.now() - starting).toBeLessThan(10_000);
    expect((await phone(late).get(ECHO, { plate: 'l', page: '1' })).statusCode).toBe(503);

    // Back on the same port: the same instances serve again within a few seconds, no restart.
    await restartRedisServer(redis);
    const back = Date.now();
    for (const t of [a, b, late]) {
      let status = 0;
      while (Date.now() - back < 5000) {
        status = (await phone(t).get(ECHO, { plate: 'u', page: '1' })).statusCode;
        if (status === 200) break;
        await sleep(100);
      }
      expect(status).toBe(200);
    }
    expect(Date.now() - back).toBeLessThan(5000);
    const login2 = await api.post(LOGIN, {
      requestId: newRequestId('login'),
      mobile,
      code,
      userType: 3,
    });
    expect(login2.envelope.status.code).toBe(0);
    expect((await b.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
      db: 'up',
      redis: 'up',
    });
  }, 60_000);

  it('tells an unreachable Redis apart from a wrong command (a bug: 500, not 503)', async () => {
    const key = `test:${signature()}`;
    await connection(a).client.set(`${connection(a).keyPrefix}rl:${key}`, 'not a hash');
    const wrongType = await new RedisRateLimitStore(connection(a))
      .hit(key, 60, Date.now())
      .catch((error: unknown) => error);
    expect(wrongType).toBeInstanceOf(Error);
    expect(isRedisUnavailable(wrongType)).toBe(false);
  });
});
