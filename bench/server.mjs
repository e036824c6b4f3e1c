#!/usr/bin/env node
// The request gateway's cost (docs/design.md §6): throughput and latency of the same server on a bare
// route (/livez: every hook of the project, no database) against calls through the gateway — a
// read (getAppCenter) and a database write (updateDriverInfo of the logged-in demo driver) — each
// signed and encrypted as the H5 sends them, printed as ratios to the bare route. Not a timed test: autocannon shares the machine's cores
// with the server, so compare the ratios within one run, not absolute figures across runs.
//
//   npm run bench:server     (BENCH_REQUESTS=10000 BENCH_CONNECTIONS=10; BENCH_PG_CONNECTIONS=50)
//
// One run measures (0) a bare Fastify route in a process of its own (bench/bare-fastify.mjs), the
// reference of issue 14's ratios; then the server on the embedded database — (a) bare route
// through all of the project's hooks, (b) gateway read, (c) gateway write — then on a throwaway
// PostgreSQL 15 (scripts/pg15.mjs) — (e) the read, (d) the same write, with 50 connections — then
// on PostgreSQL 15 with Redis holding the replay memory and shared limits (scripts/redis.mjs,
// ADR 018) — (f) the read, (g) the write — and prints a/0, b/0, b/a, c/d, f/e and g/d.
//
// Every gateway request is signed before the run with its own nonce (the replay memory refuses a
// signature twice), so the load generator only sends bytes while it is measured. Results go to
// bench/results/server-<time>.json.
//
// Campaign peak (issue 14, ADR 019): signed flash-sale claims on ONE contended stock, on
// PostgreSQL 15, at 50, 200 and 500 connections, once with a large stock (most taps granted) and
// once with a small one (most told sold out), each by BENCH_PEAK_DRIVERS drivers tapping in turn
// with fresh request ids. Prints answers/s, granted against sold out, p99, 5xx and "try again in
// N s" answers, then checks the database: granted = claims = total - remaining, never below zero.
//   BENCH_ONLY=peak npm run bench:server     (the peak section alone; BENCH_PEAK_REQUESTS=5000)
//   BENCH_ONLY=bare npm run bench:server     ((0) and (a) in turn, three rounds: the hooks' cost)
//   BENCH_ONLY=crowd npm run bench:server    (draws and a coupon sale over two instances, with and
//                                             without a CPU hog; BENCH_CROWD_REQUESTS=1000)

import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { root } from '../scripts/lib.mjs';
import { startPg15, stopPg15 } from '../scripts/pg15.mjs';
import { startRedis, stopRedis } from '../scripts/redis.mjs';
import { startTestServer } from '../scripts/serve-for-tests.mjs';
import { envelopeOf, loggedIn, prepared } from './signed.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DEMO_DRIVER = '13900000003';
const PG_CONNECTIONS = Number(process.env.BENCH_PG_CONNECTIONS ?? 50);
const ONLY = process.env.BENCH_ONLY ?? 'all';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PEAK_REQUESTS = Number(process.env.BENCH_PEAK_REQUESTS ?? 5_000);
const PEAK_DRIVERS = Number(process.env.BENCH_PEAK_DRIVERS ?? 20);
const PEAK_CONNECTIONS = [50, 200, 500];
const PEAK_STOCKS = [
  ['grants', 100_000],
  ['sold out', 500],
];

/** Clock ticks a second of /proc's CPU times. */
const CLOCK_TICKS =
  Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/**
 * The CPU time a process has used so far (user + system), in µs, from /proc (Linux); null where
 * there is none. Per answered request, it is a server's own cost without the load generator's
 * share of the machine (docs/performance.md, server, fifth round).
 */
function cpuMicros(pid) {
  try {
    // After "pid (name) ", utime and stime are the 12th and 13th fields.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/**
 * Runs autocannon for REQUESTS requests (or `seconds`); `next()` gives each request (or null: a
 * fixed one). With the server's `pid`, also its CPU time per answered request.
 */
function run(url, title, { path, next, connections = CONNECTIONS, seconds, pid }) {
  let businessErrors = 0;
  const requests = next
    ? [
        {
          setupRequest: (request) => ({ ...request, ...next() }),
          // 1xxx refusals are HTTP 200: open the envelope to see them.
          onResponse: (status, body) => {
            if (status !== 200) return;
            if (envelopeOf(body).status.code !== 0) businessErrors += 1;
          },
        },
      ]
    : undefined;
  return new Promise((resolve, reject) => {
    const cpuBefore = pid ? cpuMicros(pid) : null;
    const started = performance.now();
    let last = started;
    const instance = autocannon(
      {
        url: `${url}${path}`,
        connections,
        ...(seconds ? { duration: seconds } : { amount: REQUESTS }),
        requests,
        title,
      },
      (error, result) => {
        if (error) return reject(error);
        const cpuAfter = pid ? cpuMicros(pid) : null;
        const cpuUsPerRequest =
          cpuBefore === null || cpuAfter === null
            ? null
            : Number(((cpuAfter - cpuBefore) / result.requests.total).toFixed(2));
        resolve({ ...result, businessErrors, elapsed: (last - started) / 1000, cpuUsPerRequest });
      },
    );
    instance.on('response', () => {
      last = performance.now();
    });
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false });
  });
}

/**
 * Requests a second from the run's start to its last answer. autocannon's own `requests.average`
 * is a mean of whole-second buckets, and a run of a fixed amount only ends on its next one-second
 * tick (its `duration`, and the time until its callback, are whole seconds), which had rounded
 * every fixed-amount rate down to the amount over a whole number of seconds (10 000 over 8 s: 1 250).
 */
function rate(result) {
  return result.requests.total / result.elapsed;
}

function summary(result, bare) {
  return {
    title: result.title,
    requests: result.requests.total,
    reqPerSec: Math.round(rate(result)),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    businessErrors: result.businessErrors,
    ratioToBare: bare ? Number((rate(result) / rate(bare)).toFixed(3)) : 1,
    ...(result.cpuUsPerRequest ? { cpuUsPerRequest: result.cpuUsPerRequest } : {}),
  };
}

/** The requests of one server, each signed once before anything is measured. */
async function signedRequests(api) {
  const reads = [];
  const writes = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    reads.push(
      await prepared(api, READ, 'POST', {
        app: ['customer', 'driver', 'zyd', 'broker', 'jj'][i % 5],
        system: 'android',
      }),
    );
    writes.push(
      await prepared(api, WRITE, 'POST', { vehicleLengthM: 9.6 + (i % 50) / 10, loadTonnes: 18 }),
    );
  }
  return { reads, writes };
}

function pool(requests) {
  let i = 0;
  return () => requests[i++] ?? requests[requests.length - 1];
}

const READ = '/service/oms-service/api/upgrade/getAppCenter';
const WRITE = '/service/driver-service/api/app/driver/updateDriverInfo';
// Redis only where a run asks for it, whatever the environment says.
const serverEnv = { RATE_LIMIT_PER_MINUTE: '1000000', LOG_LEVEL: 'error', REDIS_URL: '' };
const results = {};

/** bench/bare-fastify.mjs in its own process, until `stop()`. */
async function startBareFastify() {
  const child = spawn(process.execPath, [join(root, 'bench/bare-fastify.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(String(chunk).trim()));
    child.once('exit', (code) => reject(new Error(`bare Fastify exited (${code})`)));
  });
  return { url, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

const CLAIM = '/service/oms-service/api/seckill/coupon/claim';
const SERVER_BUSY = new Set([5030]);

/**
 * Campaign peak: one server on PostgreSQL 15 at `url`; per stock size and per connection count a
 * fresh stock of one contended row, PEAK_REQUESTS claims signed beforehand (the drivers in turn,
 * a fresh request id each), then the database's own account of the stock.
 */
async function campaignPeak(url, env = {}) {
  const server = await startTestServer({ ...serverEnv, ...env, DATABASE_URL: url });
  const sql = postgres(url, { max: 2, onnotice: () => {} });
  try {
    const drivers = [];
    for (let i = 0; i < PEAK_DRIVERS; i += 1) {
      const mobile = `1370008${String(i).padStart(4, '0')}`;
      drivers.push(await loggedIn(server.url, mobile, { ip: `198.18.0.${i + 1}` }));
    }
    const out = [];
    for (const [label, total] of PEAK_STOCKS) {
      for (const connections of PEAK_CONNECTIONS) {
        const slug = `peak-${total}-${connections}-${Date.now()}`;
        const [{ id: stockId }] = await sql`
          insert into activity_stocks
            (slug, kind, title, value_fen, user_type, total, remaining, per_user_limit, starts_at, ends_at)
          values (${slug}, 'seckill-coupon', ${`峰值 ${slug}`}, 500, 3, ${total}, ${total},
            1000000, now() - interval '1 hour', now() + interval '1 hour')
          returning id`;
        const claims = [];
        for (let i = 0; i < PEAK_REQUESTS; i += 1) {
          const api = drivers[i % drivers.length];
          claims.push(
            await prepared(api, CLAIM, 'POST', { stockId, requestId: `peak-${stockId}-${i}` }),
          );
        }
        const codes = {};
        const next = pool(claims);
        const started = performance.now();
        let last = started;
        const result = await new Promise((resolve, reject) => {
          const instance = autocannon(
            {
              url: `${server.url}${CLAIM}`,
              connections,
              amount: PEAK_REQUESTS,
              title: `peak ${label} ${connections}`,
              requests: [
                {
                  setupRequest: (request) => ({ ...request, ...next() }),
                  onResponse: (status, body) => {
                    let code = `http ${status}`;
                    try {
                      code = envelopeOf(body).status.code;
                    } catch {
                      // not an envelope: counted by its HTTP status
                    }
                    codes[code] = (codes[code] ?? 0) + 1;
                  },
                },
              ],
            },
            (error, res) => (error ? reject(error) : resolve(res)),
          );
          instance.on('response', () => {
            last = performance.now();
          });
          autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false });
        });
        const [ledger] = await sql`
          select s.total, s.remaining,
            (select count(*)::int from activity_claims c where c.stock_id = s.id) as claims,
            (select coalesce(sum(n.claimed), 0)::int from activity_claim_counts n
              where n.stock_id = s.id) as counted
          from activity_stocks s where s.id = ${stockId}`;
        const granted = codes[0] ?? 0;
        const soldOut = codes[1002] ?? 0;
        const tryLater = codes[4290] ?? 0;
        const fiveXx = Object.entries(codes)
          .filter(([code]) => SERVER_BUSY.has(Number(code)) || /^(5\d{3}|http 5)/.test(code))
          .reduce((sum, [, n]) => sum + n, 0);
        const answered = result.requests.total;
        out.push({
          stock: `${label} (${total})`,
          connections,
          answers: answered,
          answersPerSec: Math.round(answered / ((last - started) / 1000)),
          granted,
          soldOut,
          tryLater,
          fiveXx,
          other: answered - granted - soldOut - tryLater - fiveXx,
          otherCodes: Object.keys(codes)
            .filter(
              (code) => !['0', '1002', '4290'].includes(code) && !/^(5\d{3}|http 5)/.test(code),
            )
            .join(' '),
          errors: result.errors + result.timeouts,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          consumed: ledger.total - ledger.remaining,
          ledgerOk:
            ledger.remaining >= 0 &&
            ledger.claims === ledger.total - ledger.remaining &&
            ledger.counted === ledger.claims &&
            // A claim answered 503 may still have committed (ADR 010); an acknowledged one must.
            (fiveXx > 0 ? granted <= ledger.claims : granted === ledger.claims),
        });
      }
    }
    return out;
  } finally {
    await sql.end();
    await server.stop();
  }
}

/** The three rounds' ratios and their median: "0.63, 0.59, 0.61; median 0.61". */
function perRound(ratios) {
  const sorted = [...ratios].sort((x, y) => x - y);
  return `${ratios.map((r) => r.toFixed(2)).join(', ')}; median ${sorted[1].toFixed(2)}`;
}

const rows = [];
if (ONLY === 'bare') {
  // (0) and (a) in turn, three rounds: the hooks' own cost, with the noise of a shared machine
  // spread over both sides of each ratio.
  const bareFastify = await startBareFastify();
  const embedded = await startTestServer(serverEnv);
  try {
    const ratios = [];
    const cpuRatios = [];
    for (let round = 1; round <= 3; round += 1) {
      const fastify = await run(bareFastify.url, `(0) bare Fastify GET /healthz, round ${round}`, {
        path: '/healthz',
        seconds: SECONDS,
        pid: bareFastify.pid,
      });
      const bare = await run(embedded.url, `(a) bare GET /livez (every hook), round ${round}`, {
        path: '/livez',
        seconds: SECONDS,
        pid: embedded.pid,
      });
      rows.push(summary(fastify, fastify), summary(bare, fastify));
      ratios.push(rate(bare) / rate(fastify));
      if (fastify.cpuUsPerRequest && bare.cpuUsPerRequest) {
        cpuRatios.push(fastify.cpuUsPerRequest / bare.cpuUsPerRequest);
      }
    }
    console.log(`\nserver benchmark: ${SECONDS} s per run, ${CONNECTIONS} connections`);
    console.table(rows);
    console.log(`a/0 per round: ${perRound(ratios)}`);
    if (cpuRatios.length === 3) {
      console.log(
        `CPU per request, bare Fastify's over /livez's, per round: ${perRound(cpuRatios)}`,
      );
    }
  } finally {
    bareFastify.stop();
    await embedded.stop();
  }
} else if (ONLY === 'all') {
  // (0): the reference. (0) and (a) run for BENCH_SECONDS: a route that answers tens of
  // thousands a second gets through a fixed amount before the server has warmed up.
  const bareFastify = await startBareFastify();
  try {
    results.fastify = await run(bareFastify.url, '(0) bare Fastify GET /healthz', {
      path: '/healthz',
      seconds: SECONDS,
      pid: bareFastify.pid,
    });
  } finally {
    bareFastify.stop();
  }

  // (a), (b), (c): the embedded database.
  const embedded = await startTestServer(serverEnv);
  try {
    const { reads, writes } = await signedRequests(await loggedIn(embedded.url, DEMO_DRIVER));
    results.bare = await run(embedded.url, '(a) bare GET /livez (every hook), PGlite', {
      path: '/livez',
      seconds: SECONDS,
      pid: embedded.pid,
    });
    results.read = await run(embedded.url, '(b) gateway read getAppCenter, PGlite', {
      path: READ,
      next: pool(reads),
    });
    results.write = await run(embedded.url, '(c) gateway write updateDriverInfo, PGlite', {
      path: WRITE,
      next: pool(writes),
    });
  } finally {
    await embedded.stop();
  }

  // (d): the same write with the server on PostgreSQL 15, and its bare route for reference.
  const pg = await startPg15();
  try {
    const server = await startTestServer({ ...serverEnv, DATABASE_URL: pg.url });
    try {
      const { reads, writes } = await signedRequests(await loggedIn(server.url, DEMO_DRIVER));
      results.pgBare = await run(server.url, 'bare GET /livez, PostgreSQL 15', {
        path: '/livez',
      });
      results.pgRead = await run(server.url, '(e) gateway read getAppCenter, PostgreSQL 15', {
        path: READ,
        next: pool(reads),
      });
      results.pgWrite = await run(
        server.url,
        `(d) gateway write updateDriverInfo, PostgreSQL 15, ${PG_CONNECTIONS} connections`,
        { path: WRITE, next: pool(writes), connections: PG_CONNECTIONS },
      );
    } finally {
      await server.stop();
    }
    // (f), (g): the same database with Redis for the hot state.
    const redis = await startRedis();
    try {
      const withRedis = await startTestServer({
        ...serverEnv,
        DATABASE_URL: pg.url,
        REDIS_URL: redis.url,
      });
      try {
        const { reads, writes } = await signedRequests(await loggedIn(withRedis.url, DEMO_DRIVER));
        results.redisRead = await run(
          withRedis.url,
          '(f) gateway read getAppCenter, PostgreSQL 15 + Redis',
          { path: READ, next: pool(reads) },
        );
        results.redisWrite = await run(
          withRedis.url,
          `(g) gateway write updateDriverInfo, PostgreSQL 15 + Redis, ${PG_CONNECTIONS} connections`,
          { path: WRITE, next: pool(writes), connections: PG_CONNECTIONS },
        );
      } finally {
        await withRedis.stop();
      }
    } finally {
      await stopRedis(redis);
    }
  } finally {
    await stopPg15(pg);
  }

  rows.push(
    summary(results.fastify, results.fastify),
    summary(results.bare, results.bare),
    summary(results.read, results.bare),
    summary(results.write, results.bare),
    summary(results.pgBare, results.pgBare),
    summary(results.pgRead, results.pgBare),
    summary(results.pgWrite, results.pgBare),
    summary(results.redisRead, results.pgBare),
    summary(results.redisWrite, results.pgBare),
  );
  console.log(`\nserver benchmark: ${REQUESTS} requests per run`);
  console.table(rows);
  const ratio = (x, y) => (rate(x) / rate(y)).toFixed(2);
  console.log(
    `a/0 (project's bare route vs bare Fastify): ${ratio(results.bare, results.fastify)}`,
  );
  if (results.fastify.cpuUsPerRequest && results.bare.cpuUsPerRequest) {
    const { cpuUsPerRequest: zero } = results.fastify;
    const { cpuUsPerRequest: a } = results.bare;
    console.log(
      `a/0 by the servers' CPU time per request: ${zero} / ${a} µs = ${(zero / a).toFixed(2)}`,
    );
  }
  console.log(
    `b/0 (gateway read vs bare Fastify, PGlite): ${ratio(results.read, results.fastify)}`,
  );
  console.log(
    `e/0 (gateway read vs bare Fastify, PostgreSQL 15): ${ratio(results.pgRead, results.fastify)}`,
  );
  console.log(`b/a (gateway read vs bare, PGlite): ${ratio(results.read, results.bare)}`);
  console.log(
    `c/d (gateway write, PGlite vs PostgreSQL 15): ${ratio(results.write, results.pgWrite)}`,
  );
  console.log(
    `(d) p99 on PostgreSQL 15 with ${PG_CONNECTIONS} connections: ${results.pgWrite.latency.p99} ms`,
  );
  console.log(
    `f/e (gateway read, PostgreSQL 15 with Redis vs without): ${ratio(results.redisRead, results.pgRead)}`,
  );
  console.log(
    `g/d (gateway write, PostgreSQL 15 with Redis vs without): ${ratio(results.redisWrite, results.pgWrite)}`,
  );
  console.log(
    `(g) p99 on PostgreSQL 15 + Redis with ${PG_CONNECTIONS} connections: ${results.redisWrite.latency.p99} ms`,
  );
}

if (ONLY === 'all' || ONLY === 'peak') {
  const pg = await startPg15();
  try {
    results.peak = await campaignPeak(pg.url);
    if (process.env.BENCH_PEAK_REDIS === '1') {
      // The production shape: replay memory and limits in Redis (ADR 018).
      const redis = await startRedis();
      try {
        const withRedis = await campaignPeak(pg.url, { REDIS_URL: redis.url });
        results.peak.push(...withRedis.map((row) => ({ ...row, stock: `${row.stock} + Redis` })));
      } finally {
        await stopRedis(redis);
      }
    }
  } finally {
    await stopPg15(pg);
  }
  console.log(
    `\ncampaign peak: ${PEAK_REQUESTS} signed claims of one stock per run, PostgreSQL 15`,
  );
  console.table(results.peak);
}

/**
 * A crowd over two instances (issue 41): both servers on one PostgreSQL 15 and one Redis, as
 * production runs; per connection count, CROWD_REQUESTS draws of the demo draw (its daily limit
 * lifted) by CROWD_DRIVERS drivers, then as many claims of a fresh 200-unit flash sale that gives
 * a coupon with each claim, half of each crowd sent to each instance at once. With `hog`, two
 * busy processes take both cores meanwhile. Counts the answers by code: granted, lost (a draw that
 * won nothing), sold out, "try again in N s" (4290), and 5xx, which must be none.
 */
const CROWD_REQUESTS = Number(process.env.BENCH_CROWD_REQUESTS ?? 1000);
const CROWD_DRIVERS = Number(process.env.BENCH_CROWD_DRIVERS ?? 50);
const DRAW = '/service/oms-service/api/campaign/draw';

function cpuHogs() {
  const hogs = [0, 1].map(() =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  return () => hogs.forEach((hog) => hog.kill('SIGKILL'));
}

/** Sends `requests` (prepared) half to each server at once, tallying codes by `codeOf`. */
async function crowdOn(servers, requests, connections, title) {
  const codes = {};
  const halves = [0, 1].map((side) => requests.filter((_, i) => i % 2 === side));
  const started = performance.now();
  const results = await Promise.all(
    servers.map(
      (server, side) =>
        new Promise((resolve, reject) => {
          const next = pool(halves[side]);
          const instance = autocannon(
            {
              url: `${server.url}${halves[side][0].path.split('?')[0]}`,
              connections: Math.max(1, Math.min(halves[side].length, Math.floor(connections / 2))),
              amount: halves[side].length,
              title,
              requests: [
                {
                  setupRequest: (request) => ({ ...request, ...next() }),
                  onResponse: (status, body) => {
                    let code = `http ${status}`;
                    try {
                      const envelope = envelopeOf(body);
                      code = envelope.status.code;
                      if (code === 0 && envelope.data?.won === false) code = 'lost';
                    } catch {
                      // not an envelope: counted by its HTTP status
                    }
                    codes[code] = (codes[code] ?? 0) + 1;
                  },
                },
              ],
            },
            (error, res) => (error ? reject(error) : resolve(res)),
          );
          autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false });
        }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const fiveXx = Object.entries(codes)
    .filter(([code]) => /^(5\d{3}|http 5)/.test(code))
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    answers: results.reduce((sum, r) => sum + r.requests.total, 0),
    seconds: Number(seconds.toFixed(1)),
    granted: codes[0] ?? 0,
    lost: codes.lost ?? 0,
    soldOut: codes[1002] ?? 0,
    tryLater: codes[4290] ?? 0,
    fiveXx,
    otherCodes: Object.keys(codes)
      .filter(
        (code) => !['0', 'lost', '1002', '4290'].includes(code) && !/^(5\d{3}|http 5)/.test(code),
      )
      .join(' '),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
    p99Ms: Math.max(...results.map((r) => r.latency.p99)),
  };
}

async function crowdTwoInstances(pgUrl, redisUrl) {
  const env = { ...serverEnv, DATABASE_URL: pgUrl, REDIS_URL: redisUrl, TRUST_PROXY: 'true' };
  const servers = await Promise.all([startTestServer(env), startTestServer(env)]);
  const sql = postgres(pgUrl, { max: 2, onnotice: () => {} });
  try {
    await sql`update campaigns set per_day_limit = null, per_campaign_limit = null
      where slug = 'demo-driver-draw'`;
    const [{ id: campaignId }] =
      await sql`select id from campaigns where slug = 'demo-driver-draw'`;
    const [{ id: templateId }] = await sql`
      insert into coupon_templates (slug, title_zh, title_en, face_value_fen, valid_days, user_type)
      values (${`crowd-${Date.now()}`}, '人潮券', 'Crowd coupon', 500, 3, 3)
      returning id`;
    const drivers = [];
    for (let i = 0; i < CROWD_DRIVERS; i += 1) {
      const mobile = `1370007${String(i).padStart(4, '0')}`;
      drivers.push(await loggedIn(servers[i % 2].url, mobile, { ip: `198.18.1.${i + 1}` }));
    }
    const out = [];
    for (const hog of [false, true]) {
      for (const connections of PEAK_CONNECTIONS) {
        const stopHogs = hog ? cpuHogs() : () => {};
        try {
          const draws = [];
          for (let i = 0; i < CROWD_REQUESTS; i += 1) {
            draws.push(
              await prepared(drivers[i % drivers.length], DRAW, 'POST', {
                campaignId,
                requestId: `crowd-draw-${connections}-${hog}-${i}`,
              }),
            );
          }
          const slug = `crowd-coupon-${connections}-${hog}-${Date.now()}`;
          const [{ id: stockId }] = await sql`
            insert into activity_stocks (slug, kind, title, value_fen, user_type, total, remaining,
              per_user_limit, starts_at, ends_at, coupon_template_id)
            values (${slug}, 'seckill-coupon', ${slug}, 500, 3, 200, 200, 1000000,
              now() - interval '1 hour', now() + interval '1 hour', ${templateId})
            returning id`;
          const claims = [];
          for (let i = 0; i < CROWD_REQUESTS; i += 1) {
            claims.push(
              await prepared(drivers[i % drivers.length], CLAIM, 'POST', {
                stockId,
                requestId: `crowd-claim-${stockId}-${i}`,
              }),
            );
          }
          // The claims' drivers alternate servers as the halves do; sessions live in the database.
          const drawRow = await crowdOn(servers, draws, connections, `draws ${connections}`);
          const claimRow = await crowdOn(servers, claims, connections, `claims ${connections}`);
          const [ledger] = await sql`select total - remaining as consumed,
            (select count(*)::int from user_coupons u where u.idempotency_key like 'activity-claim:%'
              and u.ref_id in (select id::text from activity_claims c where c.stock_id = s.id)) as coupons
            from activity_stocks s where s.id = ${stockId}`;
          out.push(
            { crowd: 'draws', cpuHog: hog, connections, ...drawRow },
            {
              crowd: 'coupon flash sale (200)',
              cpuHog: hog,
              connections,
              ...claimRow,
              consumed: ledger.consumed,
              coupons: ledger.coupons,
            },
          );
        } finally {
          stopHogs();
        }
      }
    }
    // What the servers logged as failed (a 5xx is logged with its cause): grouped, for the table.
    const failures = {};
    for (const server of servers) {
      for (const line of server.output().split('\n')) {
        if (!line.startsWith('{')) continue;
        try {
          const entry = JSON.parse(line);
          if (entry.level < 50) continue;
          const where = entry.route ?? entry.req?.url?.split('?')[0] ?? '';
          const key = `${entry.msg}: ${entry.err?.message ?? ''} ${where}`.trim();
          failures[key] = (failures[key] ?? 0) + 1;
        } catch {
          // not a log line
        }
      }
    }
    if (Object.keys(failures).length > 0) console.log('server errors logged:', failures);
    return out;
  } finally {
    await sql.end();
    await Promise.all(servers.map((server) => server.stop()));
  }
}

if (ONLY === 'crowd') {
  const pg = await startPg15();
  const redis = await startRedis();
  try {
    results.crowd = await crowdTwoInstances(pg.url, redis.url);
  } finally {
    await stopRedis(redis);
    await stopPg15(pg);
  }
  console.log(
    `\ncrowd over two instances: ${CROWD_REQUESTS} draws, then ${CROWD_REQUESTS} claims of a 200-unit coupon sale, PostgreSQL 15 + Redis`,
  );
  console.table(results.crowd);
}

const report = {
  at: new Date().toISOString(),
  node: process.version,
  requestsPerRun: REQUESTS,
  runs: rows,
  campaignPeak: results.peak ?? null,
  crowd: results.crowd ?? null,
};
const dir = join(root, 'bench/results');
mkdirSync(dir, { recursive: true });
const file = join(dir, `server-${report.at.replaceAll(':', '-')}.json`);
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`written to ${file}`);
if (rows.some((row) => row.errors > 0 || row.non2xx > 0 || row.businessErrors > 0)) {
  process.exitCode = 1;
}
if ((results.peak ?? []).some((row) => !row.ledgerOk)) {
  console.error('campaign peak: the database does not add up (see ledgerOk)');
  process.exitCode = 1;
}
