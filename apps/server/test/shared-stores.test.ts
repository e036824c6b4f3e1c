// The replay memory and the rate-limit counters (docs/design.md §2, §3): both implementations keep the
// same promises (in memory for the embedded database; in tables for PostgreSQL, run here on the
// test database, PGlite or PostgreSQL), and on PostgreSQL two server instances share them
// (through Redis in the PostgreSQL 15 step of `npm test`, which sets REDIS_URL: the production
// shape; the Redis stores' own promises are in redis-stores.test.ts).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../src/db/database.ts';
import { domainModules } from '../src/modules/registry.ts';
import {
  DatabaseRateLimitStore,
  MemoryRateLimitStore,
  type RateLimitStore,
} from '../src/plugins/rate-limit-store.ts';
import {
  DatabaseReplayStore,
  MemoryReplayStore,
  type ReplayStore,
} from '../src/plugins/replay-store.ts';
import { ECHO, probeModule } from './helpers/probe-module.ts';
import { SignedClient } from './helpers/signed.ts';
import {
  buildTestApp,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
} from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // Migrated and ready: the tables exist.
  t = await buildTestApp();
});
afterAll(() => t.close());

const stores: [string, () => { replay: ReplayStore; rate: RateLimitStore }][] = [
  ['in memory', () => ({ replay: new MemoryReplayStore(), rate: new MemoryRateLimitStore() })],
  [
    'in the database',
    () => ({
      replay: new DatabaseReplayStore(t.app.db),
      rate: new DatabaseRateLimitStore(t.app.db),
    }),
  ],
];

let n = 0;
/** A fresh 32-hex signature per call. */
const signature = () => (++n).toString(16).padStart(32, 'a');

describe.each(stores)('stores %s', (_name, make) => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);

  it('remember a signature until it expires, and only once', async () => {
    const { replay } = make();
    const sig = signature();
    expect(await replay.remember(sig, now + 300_000, now)).toBe(true);
    expect(await replay.remember(sig, now + 300_000, now + 1000)).toBe(false);
    expect(await replay.remember(sig, now + 300_000, now + 299_999)).toBe(false);
    // Past its expiry (not yet purged) it no longer counts as seen.
    expect(await replay.remember(sig, now + 900_000, now + 300_000)).toBe(true);
    await replay.purgeExpired(now + 900_001);
    expect(await replay.remember(sig, now + 1_200_000, now + 900_001)).toBe(true);
  });

  it('let exactly one of many concurrent requests with one signature through', async () => {
    const { replay } = make();
    const sig = signature();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => replay.remember(sig, now + 300_000, now)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('count hits in a fixed window that starts at the first hit', async () => {
    const { rate } = make();
    const key = `test:${signature()}`;
    expect(await rate.hit(key, 60, now)).toEqual({ count: 1, resetAt: now + 60_000 });
    expect(await rate.hit(key, 60, now + 59_000)).toEqual({ count: 2, resetAt: now + 60_000 });
    expect(await rate.hit(key, 60, now + 60_000)).toEqual({ count: 1, resetAt: now + 120_000 });
    await rate.purgeExpired(now + 200_000);
    expect(await rate.hit(key, 60, now + 200_000)).toEqual({ count: 1, resetAt: now + 260_000 });
  });

  it('give a hit back while its window lasts, never below none, and leave an ended window alone', async () => {
    const { rate } = make();
    const key = `test:${signature()}`;
    await rate.hit(key, 60, now);
    await rate.hit(key, 60, now + 1000);
    await rate.release(key, now + 2000);
    expect(await rate.hit(key, 60, now + 3000)).toEqual({ count: 2, resetAt: now + 60_000 });
    await rate.release(key, now + 4000);
    await rate.release(key, now + 4000);
    await rate.release(key, now + 4000);
    expect(await rate.hit(key, 60, now + 5000)).toEqual({ count: 1, resetAt: now + 60_000 });
    // Past the window's end nothing is given back; the next hit starts a window.
    await rate.release(key, now + 60_000);
    expect(await rate.hit(key, 60, now + 60_000)).toEqual({ count: 1, resetAt: now + 120_000 });
    // A key never counted stays uncounted.
    const unseen = `test:${signature()}`;
    await rate.release(unseen, now);
    expect(await rate.hit(unseen, 60, now)).toEqual({ count: 1, resetAt: now + 60_000 });
  });

  it('count concurrent hits exactly', async () => {
    const { rate } = make();
    const key = `test:${signature()}`;
    const counts = await Promise.all(Array.from({ length: 20 }, () => rate.hit(key, 60, now)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let shared: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    shared = await createTestDatabase();
    const modules = [...domainModules, probeModule];
    const config = { rateLimitPerMinute: 4 };
    a = await buildTestApp({ modules, config, database: shared.database });
    // A second pool on the same database: another server process, as far as PostgreSQL knows.
    const second = await openPostgresDatabase(shared.url as string, 2);
    b = await buildTestApp({ modules, config, database: second });
  });
  afterAll(async () => {
    await b?.close();
    await b?.database.close();
    await a?.close();
    await shared?.destroy();
  });

  it('refuse a request replayed to the other instance', async () => {
    expect(a.database.kind).toBe('postgres');
    const api = new SignedClient(a.app, { ip: '192.0.2.10' });
    const request = await api.build(ECHO, {
      method: 'GET',
      fields: { plate: 'a', page: '1' },
    });
    expect((await a.app.inject(request)).statusCode).toBe(200);
    const replayed = await b.app.inject(request);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().status.code).toBe(4003);
  });

  it('count a shared limit across both instances, and a client’s per-minute limit in each', async () => {
    // app.rateLimit (SMS per number, logins per device): one count (PostgreSQL, or Redis).
    const hits = await Promise.allSettled(
      [a, b, a, b, a].map((app) => app.app.rateLimit('test:shared:1', 4, 60)),
    );
    expect(hits.filter((hit) => hit.status === 'rejected')).toHaveLength(1);
    // The per-client limit of every request lives in each instance's memory (docs/design.md §8).
    const statuses = async (app: TestApp, n: number) => {
      const codes: number[] = [];
      for (let i = 0; i < n; i += 1) {
        const res = await new SignedClient(app.app, { ip: '192.0.2.20' }).get(ECHO, {
          plate: 'a',
          page: '1',
        });
        codes.push(res.statusCode);
      }
      return codes;
    };
    expect(await statuses(a, 5)).toEqual([200, 200, 200, 200, 429]);
    expect(await statuses(b, 1)).toEqual([200]);
  });
});
