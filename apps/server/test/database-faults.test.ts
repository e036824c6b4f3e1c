// Database faults (the reliability issue), on a PostgreSQL 15 cluster of this file's own (never
// the shared one at TEST_DATABASE_URL, which other files use at the same time):
//
// - stopped: PostgreSQL is killed (`pg_ctl stop -m immediate`) under a mixed load of signed reads
//   and writes; every request started while it is down answers a 503 envelope within 2 s, the
//   server keeps listening and /healthz says the database is down; once PostgreSQL is started
//   again the same server (same pool, no restart) serves within 10 s;
// - slow: 2.5 s of latency is added between the server and PostgreSQL by a TCP proxy; requests
//   answer a 503 envelope within the deadline instead of hanging, and the pool serves again once
//   the latency is gone;
// - after each, every write the server acknowledged is in the database exactly once, and no write
//   is there twice.
//
// Runs only in the PostgreSQL 15 step of `npm test` (TEST_DATABASE_URL set); the 60 s load and
// the longer slow-database run are `npm run bench:reliability` (bench/reliability/slow-db.mjs).

import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LatencyProxy, startLatencyProxy } from '../../../bench/reliability/latency-proxy.mjs';
import {
  type Pg15,
  restartPg15Server,
  startPg15,
  stopPg15,
  stopPg15Server,
} from '../../../scripts/pg15.mjs';
import { type Database, openPostgresDatabase } from '../src/db/database.ts';
import { DatabaseTimeoutError, isDatabaseUnavailable } from '../src/db/errors.ts';
import { appMeta } from '../src/db/schema/app-meta.ts';
import { domainModules } from '../src/modules/registry.ts';
import { anonymous, loginAs } from './helpers/login.ts';
import { probeModule, WRITE } from './helpers/probe-module.ts';
import {
  percentile,
  type Reconciliation,
  reconcileWrites,
  sendBeacon,
} from './helpers/fault-load.ts';
import type { SignedClient } from './helpers/signed.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

const APP_CENTER = '/service/oms-service/api/upgrade/getAppCenter';
const DRIVER_DETAIL = '/service/driver-service/api/app/driver/getDetail';
/** A request taking longer than this is a hang, whatever else it answers. */
const HANG_MS = 10_000;

type Kind = 'appCenter' | 'driverDetail' | 'probeWrite' | 'collect';

interface Outcome {
  kind: Kind;
  /** The value the client chose for a write, to find its row. */
  id?: string;
  startedAt: number;
  endedAt: number;
  httpStatus: number;
  /** The envelope's code; 0 for the collector's 204. */
  code: number | undefined;
  retryAfter: string | undefined;
}

const isWrite = (kind: Kind) => kind === 'probeWrite' || kind === 'collect';

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      setTimeout(() => reject(new Error(`request hung for ${ms} ms`)), ms).unref();
    }),
  ]);
}

/** One client of the load: its own driver session and its own address. */
interface Visitor {
  index: number;
  driver: SignedClient;
  anonymous: SignedClient;
}

let ipCounter = 0;

/** Sends request number `n` of `visitor` (reads and writes in turn) and records its outcome. */
async function send(t: TestApp, visitor: Visitor, n: number, tag: string): Promise<Outcome> {
  const kinds: Kind[] = ['appCenter', 'probeWrite', 'driverDetail', 'collect'];
  const kind = kinds[n % kinds.length] as Kind;
  const id = isWrite(kind) ? `${tag}-${visitor.index}-${n}` : undefined;
  const startedAt = Date.now();
  let httpStatus: number;
  let code: number | undefined;
  let retryAfter: string | undefined;
  if (kind === 'collect') {
    ipCounter += 1;
    ({ httpStatus, code, retryAfter } = await within(
      sendBeacon(t.app, id as string, `10.77.${(ipCounter >> 8) & 255}.${ipCounter & 255}`),
      HANG_MS,
    ));
  } else {
    const call =
      kind === 'appCenter'
        ? visitor.anonymous.post(APP_CENTER, { app: 'driver', system: 'android' })
        : kind === 'driverDetail'
          ? visitor.driver.post(DRIVER_DETAIL, {})
          : visitor.anonymous.post(WRITE, { note: id, truckLength: 9.6 });
    const res = await within(call, HANG_MS);
    httpStatus = res.statusCode;
    code = res.envelope.status.code;
    retryAfter = res.headers['retry-after'];
  }
  return {
    kind,
    ...(id ? { id } : {}),
    startedAt,
    endedAt: Date.now(),
    httpStatus,
    code,
    retryAfter,
  };
}

/** Concurrent loops of requests until `stop()`; every outcome is kept. */
function startLoad(t: TestApp, visitors: Visitor[], tag: string) {
  const outcomes: Outcome[] = [];
  let running = true;
  const loops = visitors.map(async (visitor) => {
    for (let n = 0; running; n += 1) {
      outcomes.push(await send(t, visitor, n, tag));
    }
  });
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Every write of `outcomes` against the rows in the database. */
async function reconcile(database: Database, outcomes: Outcome[]): Promise<Reconciliation> {
  const counts = new Map<string, number>();
  const probe = (await database.db.execute<Record<string, unknown>>(
    sql`select value as id, count(*)::int as n from app_meta where key like 'probe:%' group by value`,
  )) as { id: string; n: number }[];
  const collected = (await database.db.execute<Record<string, unknown>>(
    sql`select properties->>'fault_marker' as id, count(*)::int as n from analytics_events
        where properties->>'fault_marker' is not null group by 1`,
  )) as { id: string; n: number }[];
  for (const row of [...probe, ...collected]) counts.set(row.id, row.n);

  return reconcileWrites(
    outcomes.filter((o) => isWrite(o.kind)),
    counts,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function visitorsOf(t: TestApp, count: number, firstMobile: number): Promise<Visitor[]> {
  const visitors: Visitor[] = [];
  for (let index = 0; index < count; index += 1) {
    const visitor = {
      index,
      driver: await loginAs(t, String(firstMobile + index), 3),
      anonymous: anonymous(t),
    };
    // Its first call also fetches the XSRF cookie, as the H5's page load does: done here, so
    // that each request of the load is one request.
    const first = await visitor.anonymous.post(APP_CENTER, { app: 'driver', system: 'android' });
    expect(first.envelope.status.code).toBe(0);
    visitors.push(visitor);
  }
  return visitors;
}

async function buildFaultApp(database: Database): Promise<TestApp> {
  return buildTestApp({
    database,
    modules: [...domainModules, probeModule],
    config: { rateLimitPerMinute: 1_000_000 },
  });
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('database faults on PostgreSQL 15', () => {
  let pg: Pg15;
  beforeAll(async () => {
    // Acknowledged commits must survive the server being killed: synchronous_commit stays on.
    pg = await startPg15({ durable: true });
  });
  afterAll(async () => {
    if (pg) await stopPg15(pg);
  });

  describe('PostgreSQL stopped under load, then started again', () => {
    let database: Database;
    let t: TestApp;
    beforeAll(async () => {
      database = await openPostgresDatabase(pg.url);
      t = await buildFaultApp(database);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await t?.close();
      await database?.close();
    });

    it('answers 503 within 2 s while it is down, serves again within 10 s, loses and doubles no write', async () => {
      const visitors = await visitorsOf(t, 4, 13_955_500_001);
      const { port } = t.app.server.address() as AddressInfo;
      const load = startLoad(t, visitors, 'stop');
      await sleep(1500);

      const stopBegan = Date.now();
      await stopPg15Server(pg, 'immediate');
      const stopped = Date.now();
      await sleep(2500);

      // The instance reports itself out of service, over a real socket: it is alive and listening.
      const healthStarted = Date.now();
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      const healthMs = Date.now() - healthStarted;
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: 'error', db: 'down' });
      expect(healthMs).toBeLessThan(2000);
      await sleep(500);

      const restartBegan = Date.now();
      await restartPg15Server(pg);
      const restarted = Date.now();
      let firstOkAt: number | undefined;
      while (Date.now() - restarted < 12_000 && firstOkAt === undefined) {
        await sleep(100);
        firstOkAt = load.outcomes.find((o) => o.startedAt >= restartBegan && o.code === 0)?.endedAt;
      }
      await sleep(1500);
      await load.stop();

      const { outcomes } = load;
      // Requests started while PostgreSQL was down; the last of them may be served once it is back.
      const down = outcomes.filter((o) => o.startedAt >= stopped && o.startedAt < restartBegan);
      const refusedWhileDown = down.filter((o) => o.code !== 0);
      const downMs = down.map((o) => o.endedAt - o.startedAt);
      const afterRecovery = outcomes.filter(
        (o) => firstOkAt !== undefined && o.startedAt >= firstOkAt + 500,
      );
      const reconciliation = await reconcile(database, outcomes);
      const recovery = {
        stopMs: stopped - stopBegan,
        requests: outcomes.length,
        down: down.length,
        refusedWhileDown: refusedWhileDown.length,
        downP50Ms: percentile(downMs, 50),
        downMaxMs: Math.max(0, ...downMs),
        healthDownMs: healthMs,
        restartMs: restarted - restartBegan,
        // From `pg_ctl start` (which returns once PostgreSQL accepts connections) to a success.
        firstOkAfterStartMs: firstOkAt === undefined ? null : firstOkAt - restartBegan,
        afterRecovery: afterRecovery.length,
        acknowledgedWrites: reconciliation.acknowledged,
        lost: reconciliation.lost.length,
        duplicated: reconciliation.duplicated.length,
        presentAfterError: reconciliation.presentAfterError,
      };
      console.info('[database-faults] stopped database:', JSON.stringify(recovery));

      // Down: every request got the contract's 503 envelope, with retry-after, within 2 s.
      expect(refusedWhileDown.length).toBeGreaterThan(20);
      for (const outcome of down) {
        expect(outcome.endedAt - outcome.startedAt, outcome.kind).toBeLessThan(2000);
        if (outcome.code === 0 && outcome.endedAt >= restartBegan) continue;
        expect(outcome, JSON.stringify(outcome)).toMatchObject({
          httpStatus: 503,
          code: 5030,
          retryAfter: '5',
        });
      }
      // Nothing else went wrong at any time: every answer is a success or a 503, none hung.
      for (const outcome of outcomes) {
        expect([0, 5030], JSON.stringify(outcome)).toContain(outcome.code);
      }
      // Back: the same server and pool serve within 10 s of PostgreSQL starting, and keep serving.
      expect(firstOkAt).toBeDefined();
      expect((firstOkAt as number) - restartBegan).toBeLessThan(10_000);
      expect(afterRecovery.length).toBeGreaterThan(0);
      expect(afterRecovery.filter((o) => o.code !== 0)).toEqual([]);
      const healthAfter = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(healthAfter.json()).toMatchObject({ status: 'ok', db: 'up' });
      // Writes: acknowledged ones exactly once, none twice.
      expect(reconciliation.acknowledged).toBeGreaterThan(10);
      expect(reconciliation.lost).toEqual([]);
      expect(reconciliation.duplicated).toEqual([]);
    }, 60_000);
  });

  describe('PostgreSQL behind 2.5 s of network latency, then fast again', () => {
    let proxy: LatencyProxy;
    let database: Database;
    let t: TestApp;
    beforeAll(async () => {
      proxy = await startLatencyProxy({ targetPort: pg.port });
      database = await openPostgresDatabase(`postgres://postgres@127.0.0.1:${proxy.port}/postgres`);
      t = await buildFaultApp(database);
    });
    afterAll(async () => {
      await t?.close();
      await database?.close();
      await proxy?.close();
    });

    it('answers 503 within the deadline instead of hanging, and the pool recovers', async () => {
      const visitors = await visitorsOf(t, 4, 13_955_600_001);
      const before = await Promise.all(visitors.map((v, i) => send(t, v, i, 'slow')));
      expect(before.map((o) => o.code)).toEqual([0, 0, 0, 0]);

      proxy.setLatency(2500);
      const healthStarted = Date.now();
      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      const healthMs = Date.now() - healthStarted;
      expect(health.statusCode).toBe(503);
      expect(healthMs).toBeLessThan(2000);
      const slow = (
        await Promise.all(
          visitors.map(async (v) => [await send(t, v, 4, 'slow'), await send(t, v, 5, 'slow')]),
        )
      ).flat();
      for (const outcome of slow) {
        expect(outcome, JSON.stringify(outcome)).toMatchObject({ httpStatus: 503, code: 5030 });
        expect(outcome.endedAt - outcome.startedAt, outcome.kind).toBeLessThan(2500);
      }

      proxy.setLatency(0);
      const fastAgain = Date.now();
      const after: Outcome[] = [];
      let firstOkAt: number | undefined;
      for (let n = 6; Date.now() - fastAgain < 12_000 && firstOkAt === undefined; n += 1) {
        const outcome = await send(t, visitors[n % 4] as Visitor, n, 'slow');
        after.push(outcome);
        if (outcome.code === 0) firstOkAt = outcome.endedAt;
        else await sleep(100);
      }
      expect(firstOkAt).toBeDefined();
      expect((firstOkAt as number) - fastAgain).toBeLessThan(10_000);
      const settled = await Promise.all(visitors.map((v, i) => send(t, v, 100 + i, 'slow')));
      expect(settled.map((o) => o.code)).toEqual([0, 0, 0, 0]);

      const reconciliation = await reconcile(database, [...before, ...slow, ...after, ...settled]);
      console.info(
        '[database-faults] slow database:',
        JSON.stringify({
          healthSlowMs: healthMs,
          slowMaxMs: Math.max(...slow.map((o) => o.endedAt - o.startedAt)),
          recoveryMs: (firstOkAt as number) - fastAgain,
          acknowledgedWrites: reconciliation.acknowledged,
          lost: reconciliation.lost.length,
          duplicated: reconciliation.duplicated.length,
          presentAfterError: reconciliation.presentAfterError,
        }),
      );
      expect(reconciliation.lost).toEqual([]);
      expect(reconciliation.duplicated).toEqual([]);
    }, 60_000);

    it('rolls back a transaction that runs out of time half-way, and the pool serves the next', async () => {
      const keys = ['fault:tx:first', 'fault:tx:second'];
      const started = Date.now();
      const outcome = await database.db
        .transaction(async (tx) => {
          await tx.insert(appMeta).values({ key: keys[0] as string, value: 'written' });
          // The network slows down between two statements of the transaction.
          proxy.setLatency(2500);
          await tx.insert(appMeta).values({ key: keys[1] as string, value: 'written' });
        })
        .then(
          () => 'committed',
          (error: unknown) => error,
        );
      const elapsed = Date.now() - started;
      proxy.setLatency(0);
      expect(outcome).toBeInstanceOf(DatabaseTimeoutError);
      expect(isDatabaseUnavailable(outcome)).toBe(true);
      expect(elapsed).toBeLessThan(2000);

      // Once its late answers arrive, the transaction is rolled back: neither row is there, and
      // the pool runs the next transaction.
      let served = false;
      for (const deadline = Date.now() + 10_000; !served && Date.now() < deadline;) {
        try {
          await database.db.transaction(async (tx) =>
            tx
              .select({ key: appMeta.key })
              .from(appMeta)
              .where(sql`${appMeta.key} like 'fault:tx:%'`),
          );
          served = true;
        } catch (error) {
          if (!isDatabaseUnavailable(error)) throw error;
          await sleep(200);
        }
      }
      expect(served).toBe(true);
      await sleep(3000);
      const rows = await database.db
        .select({ key: appMeta.key })
        .from(appMeta)
        .where(sql`${appMeta.key} like 'fault:tx:%'`);
      expect(rows).toEqual([]);
    }, 30_000);
  });
});
