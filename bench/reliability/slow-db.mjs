#!/usr/bin/env node
// Slow database (the reliability issue): the real server (its own process) on a throwaway
// PostgreSQL 15, reached through a TCP proxy that adds latency (latency-proxy.mjs). Three phases
// under a mixed load of signed reads (getAppCenter; getDetail of a logged-in driver) and writes
// (analytics events at /collect/sa, each carrying a marker the client chose):
//
//   before  no latency: everything succeeds;
//   slow    LATENCY ms each way: requests answer the 503 envelope within the database deadline
//           (docs/decisions/010-database-deadlines.md) instead of hanging, /healthz says down;
//   after   latency removed: the same server and pool serve again (recovery time).
//
// Then every acknowledged write is reconciled against the database (lost, duplicated), and the
// figures are printed: per phase p50/p99/max latency and counts of each answer.
//
//   node bench/reliability/slow-db.mjs     (SLOW_DB_LATENCY_MS=3000 SLOW_DB_PHASE_MS=8000
//                                           SLOW_DB_CONCURRENCY=8)
//
// As a module: `const figures = await runSlowDb({ latencyMs, phaseMs, concurrency })`.

import { pathToFileURL } from 'node:url';
import postgres from 'postgres';
import { tsImport } from 'tsx/esm/api';
import { startPg15, stopPg15 } from '../../scripts/pg15.mjs';
import { startTestServer } from '../../scripts/serve-for-tests.mjs';
import { httpTarget, loggedIn, SignedClient } from '../signed.mjs';
import { startLatencyProxy } from './latency-proxy.mjs';

const DEMO_DRIVER = '13900000003';
const APP_CENTER = '/service/oms-service/api/upgrade/getAppCenter';
const DRIVER_DETAIL = '/service/driver-service/api/app/driver/getDetail';
/** A request still unanswered after this long counts as hung (and is abandoned). */
const HANG_MS = 15_000;

// The shared pieces of the fault test: the collector beacon, the reconciliation, percentiles.
const { percentile, reconcileWrites, sendBeacon } = await tsImport(
  '../../apps/server/test/helpers/fault-load.ts',
  import.meta.url,
);

/** Signs (fresh nonce) and sends a POST as `api`; resolves `{ httpStatus, code, retryAfter }`. */
async function signedPost(api, path, fields) {
  const res = await api.post(path, fields);
  return {
    httpStatus: res.statusCode,
    code: res.envelope.status?.code,
    retryAfter: res.headers['retry-after'],
  };
}

/**
 * Runs the three phases and returns the figures. Options (all optional): `latencyMs` (3000),
 * `phaseMs` (8000, the length of each phase), `concurrency` (8 loops), `log` (progress lines).
 */
export async function runSlowDb(options = {}) {
  const latencyMs = options.latencyMs ?? 3000;
  const phaseMs = options.phaseMs ?? 8000;
  const concurrency = options.concurrency ?? 8;
  const log = options.log ?? ((line) => process.stderr.write(`[slow-db] ${line}\n`));

  const pg = await startPg15();
  let proxy;
  let server;
  let direct;
  try {
    proxy = await startLatencyProxy({ targetPort: pg.port });
    server = await startTestServer({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${proxy.port}/postgres`,
      RATE_LIMIT_PER_MINUTE: '1000000',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'fatal',
    });
    log(`server ${server.url} on PostgreSQL 15 through the proxy on port ${proxy.port}`);
    const target = httpTarget(server.url, { timeoutMs: HANG_MS });
    let beacons = 0;
    // The collector limits each address (120 a minute): each beacon has its own (the server
    // believes X-Forwarded-For here).
    const beaconAddress = () => {
      beacons += 1;
      return `10.88.${(beacons >> 8) & 255}.${beacons & 255}`;
    };
    const driver = await loggedIn(server.url, DEMO_DRIVER, { timeoutMs: HANG_MS });

    const outcomes = [];
    const health = [];
    let phase = 'before';
    let running = true;
    let slowAt = Infinity;
    let fastAgainAt = Infinity;
    let hung = 0;

    const loops = Array.from({ length: concurrency }, async (_, loop) => {
      const anonymous = new SignedClient(target);
      for (let n = 0; running; n += 1) {
        const kind = ['read', 'driverDetail', 'write'][n % 3];
        const marker = kind === 'write' ? `slow-db-${loop}-${n}` : undefined;
        const startedAt = Date.now();
        let answer;
        try {
          answer =
            kind === 'read'
              ? await signedPost(anonymous, APP_CENTER, { app: 'driver', system: 'android' })
              : kind === 'driverDetail'
                ? await signedPost(driver, DRIVER_DETAIL, {})
                : await sendBeacon(target, marker, beaconAddress());
        } catch (error) {
          if (error.name === 'TimeoutError') hung += 1;
          answer = { httpStatus: 0, code: undefined, error: error.message };
        }
        outcomes.push({
          kind,
          marker,
          startedAt,
          endedAt: Date.now(),
          httpStatus: answer.httpStatus,
          code: answer.code,
          retryAfter: answer.retryAfter,
        });
        // A refusal comes back fast: pace the loop a little so that it does not spin.
        if (answer.code !== 0) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    const probe = (async () => {
      while (running) {
        const at = Date.now();
        const response = await fetch(`${server.url}/healthz`, {
          signal: AbortSignal.timeout(HANG_MS),
        }).catch(() => null);
        health.push({ phase, status: response?.status ?? 0, ms: Date.now() - at });
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    })();

    const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    await wait(phaseMs);
    phase = 'slow';
    slowAt = Date.now();
    proxy.setLatency(latencyMs);
    log(`latency ${latencyMs} ms`);
    await wait(phaseMs);
    phase = 'after';
    proxy.setLatency(0);
    fastAgainAt = Date.now();
    log('latency removed');
    await wait(phaseMs);
    running = false;
    await Promise.all([...loops, probe]);

    // Reconcile on a direct connection, not through the proxy.
    direct = postgres(pg.url, { max: 1, onnotice: () => {} });
    const rows = await direct`select properties->>'fault_marker' as marker, count(*)::int as n
      from analytics_events where properties->>'fault_marker' like 'slow-db-%' group by 1`;
    const counts = new Map(rows.map((row) => [row.marker, row.n]));
    const writes = outcomes.filter((o) => o.kind === 'write');
    const reconciled = reconcileWrites(
      writes.map((o) => ({ id: o.marker, code: o.code })),
      counts,
    );

    // A request belongs to the slow phase when any of it overlapped the latency.
    const phaseOf = (o) =>
      o.endedAt < slowAt ? 'before' : o.startedAt >= fastAgainAt ? 'after' : 'slow';
    const phases = {};
    for (const name of ['before', 'slow', 'after']) {
      const inPhase = outcomes.filter((o) => phaseOf(o) === name);
      const ms = inPhase.map((o) => o.endedAt - o.startedAt);
      const answers = {};
      for (const o of inPhase) {
        const key = `${o.httpStatus}/${o.code ?? '-'}`;
        answers[key] = (answers[key] ?? 0) + 1;
      }
      const probes = health.filter((h) => h.phase === name);
      phases[name] = {
        requests: inPhase.length,
        p50Ms: percentile(ms, 50),
        p99Ms: percentile(ms, 99),
        maxMs: Math.max(0, ...ms),
        // "HTTP status/envelope code": count
        answers,
        refusedWithoutRetryAfter: inPhase.filter((o) => o.code !== 0 && !o.retryAfter).length,
        healthz: {
          up: probes.filter((h) => h.status === 200).length,
          down: probes.filter((h) => h.status === 503).length,
          maxMs: Math.max(0, ...probes.map((h) => h.ms)),
        },
      };
    }
    const firstOkAt = Math.min(
      ...outcomes.filter((o) => o.code === 0 && o.endedAt >= fastAgainAt).map((o) => o.endedAt),
    );
    const lastRefused = outcomes.filter((o) => phaseOf(o) === 'after' && o.code !== 0).at(-1);
    const figures = {
      latencyMs,
      phaseMs,
      concurrency,
      phases,
      // From removing the latency to the first success, and to the last refusal.
      recoveryMs: Number.isFinite(firstOkAt) ? firstOkAt - fastAgainAt : null,
      lastRefusalAfterMs: lastRefused ? lastRefused.endedAt - fastAgainAt : 0,
      hung,
      otherErrors: outcomes.filter((o) => o.code !== 0 && o.code !== 5030).length,
      writes: {
        sent: writes.length,
        acknowledged: reconciled.acknowledged,
        lost: reconciled.lost.length,
        duplicated: reconciled.duplicated.length,
        presentAfterError: reconciled.presentAfterError,
      },
      serverAlive: (await fetch(`${server.url}/healthz`)).status === 200,
    };
    return figures;
  } finally {
    await direct?.end({ timeout: 5 });
    await server?.stop();
    await proxy?.close();
    await stopPg15(pg);
  }
}

/** The figures as a few readable lines. */
export function formatSlowDb(figures) {
  const lines = [
    `slow database: ${figures.latencyMs} ms of latency each way, ${figures.concurrency} loops, ${figures.phaseMs} ms per phase`,
  ];
  for (const [name, p] of Object.entries(figures.phases)) {
    lines.push(
      `  ${name.padEnd(6)} ${String(p.requests).padStart(5)} requests  p50 ${p.p50Ms} ms  p99 ${p.p99Ms} ms  max ${p.maxMs} ms  answers ${JSON.stringify(p.answers)}  healthz up/down ${p.healthz.up}/${p.healthz.down}`,
    );
  }
  lines.push(
    `  recovery: first success ${figures.recoveryMs} ms after the latency went, last refusal at ${figures.lastRefusalAfterMs} ms`,
    `  hung: ${figures.hung}, unexpected answers: ${figures.otherErrors}, server alive: ${figures.serverAlive}`,
    `  writes: ${figures.writes.acknowledged} acknowledged of ${figures.writes.sent}, lost ${figures.writes.lost}, duplicated ${figures.writes.duplicated}, present after an error ${figures.writes.presentAfterError}`,
  );
  return lines.join('\n');
}

/** Whether the run kept the promises: no hang, only 503s, recovery, no write lost or doubled. */
export function slowDbPassed(figures) {
  return (
    figures.hung === 0 &&
    figures.otherErrors === 0 &&
    figures.recoveryMs !== null &&
    figures.recoveryMs < 10_000 &&
    figures.phases.slow.maxMs < 2500 &&
    figures.phases.slow.refusedWithoutRetryAfter === 0 &&
    figures.writes.lost === 0 &&
    figures.writes.duplicated === 0 &&
    figures.serverAlive
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const number = (name, fallback) => {
    const value = process.env[name];
    return value === undefined || value === '' ? fallback : Number(value);
  };
  const figures = await runSlowDb({
    latencyMs: number('SLOW_DB_LATENCY_MS', 3000),
    phaseMs: number('SLOW_DB_PHASE_MS', 8000),
    concurrency: number('SLOW_DB_CONCURRENCY', 8),
  });
  console.log(formatSlowDb(figures));
  console.log(JSON.stringify(figures, null, 2));
  if (!slowDbPassed(figures)) process.exitCode = 1;
}
