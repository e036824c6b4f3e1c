#!/usr/bin/env node
// The reliability issue's load run: autocannon for 60 s with 200 connections against one server on
// PostgreSQL 15, a mixed workload as phones send it — page data reads (the flash-sale list, the app
// centre, an agreement), signed encrypted writes (a driver's vehicle details) and claims on one
// contended flash-sale stock — then a reconciliation of every claim the server acknowledged against
// the database (lost = 0, duplicated = 0) and the server's memory before, right after and after a
// pause. Intended business refusals (sold out) are counted apart; anything else is an error.
//
//   node bench/reliability/load.mjs      (LOAD_SECONDS=60 LOAD_CONNECTIONS=200 LOAD_DRIVERS=100
//                                         LOAD_PRESIGN_PER_SECOND=1500)
//
// As a module: `const figures = await runLoad({ seconds, connections })`.

import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { startPg15, stopPg15 } from '../../scripts/pg15.mjs';
import { startTestServer } from '../../scripts/serve-for-tests.mjs';
import { envelopeOf, loggedIn, prepared } from '../signed.mjs';

const LIST = '/service/oms-service/api/seckill/coupon/list';
const CLAIM = '/service/oms-service/api/seckill/coupon/claim';
const APP_CENTER = '/service/oms-service/api/upgrade/getAppCenter';
const AGREEMENT = '/service/oms-service/api/agreement/detail';
const DRIVER_INFO = '/service/driver-service/api/app/driver/updateDriverInfo';
const SOLD_OUT = 1002;

/** Resident memory of a process in MiB (Linux). */
function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** One request of the mix, as autocannon sends it, with what it is for the report. */
async function prepare(api, kind, path, method, fields) {
  return { kind, requestId: fields.requestId, ...(await prepared(api, path, method, fields)) };
}

export async function runLoad({
  seconds = Number(process.env.LOAD_SECONDS ?? 60),
  connections = Number(process.env.LOAD_CONNECTIONS ?? 200),
  drivers: driverCount = Number(process.env.LOAD_DRIVERS ?? 100),
  log = (line) => console.log(line),
} = {}) {
  const pg = await startPg15();
  let server;
  let sql;
  try {
    server = await startTestServer({
      DATABASE_URL: pg.url,
      // Every simulated phone comes from this machine: the per-address limit is not measured here.
      RATE_LIMIT_PER_MINUTE: '1000000',
      // Each simulated phone has its own address (X-Forwarded-For), as the SMS limits expect.
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'error',
    });
    sql = postgres(pg.url, { max: 2, onnotice: () => {} });

    // The contended stock: enough for a third of the run's claims, so both the race for the last
    // units and the sold-out refusals after it are measured.
    const now = Date.now();
    const [stock] = await sql`
      insert into activity_stocks
        (slug, kind, title, value_fen, user_type, total, remaining, per_user_limit, starts_at, ends_at)
      values ('bench-load', 'seckill-coupon', '压测加油券', 1000, 3, 4000, 4000, 100000,
              ${new Date(now - 60_000)}, ${new Date(now + 3_600_000)})
      returning id`;
    const stockId = stock.id;

    log(`logging in ${driverCount} drivers...`);
    const drivers = [];
    for (let i = 0; i < driverCount; i += 1) {
      const ip = `100.64.${(i >> 8) & 255}.${i & 255}`;
      drivers.push(await loggedIn(server.url, `1360000${String(i).padStart(4, '0')}`, { ip }));
    }

    // Every request signed before the run (the replay memory refuses a signature twice), sized for
    // a rate well above what this machine serves.
    const total = seconds * Number(process.env.LOAD_PRESIGN_PER_SECOND ?? 1500);
    log(`signing ${total} requests...`);
    const pool = [];
    const apps = ['customer', 'driver', 'zyd', 'broker', 'jj'];
    for (let i = 0; i < total; i += 1) {
      const api = drivers[i % drivers.length];
      const slot = i % 10;
      if (slot < 3) pool.push(await prepare(api, 'read', LIST, 'GET', {}));
      else if (slot < 5)
        pool.push(
          await prepare(api, 'read', APP_CENTER, 'POST', { app: apps[i % 5], system: 'android' }),
        );
      else if (slot < 6)
        pool.push(await prepare(api, 'read', AGREEMENT, 'GET', { id: 'platform-service' }));
      else if (slot < 7)
        pool.push(
          await prepare(api, 'write', DRIVER_INFO, 'POST', {
            vehicleLengthM: 4.2 + (i % 50) / 10,
            loadTonnes: 10 + (i % 20),
          }),
        );
      else
        pool.push(
          await prepare(api, 'claim', CLAIM, 'POST', {
            stockId,
            requestId: `load-${String(i).padStart(8, '0')}`,
          }),
        );
    }

    const counts = { read: {}, write: {}, claim: {} };
    const acknowledged = new Set();
    let next = 0;
    let exhausted = 0;
    const count = (kind, key) => {
      counts[kind][key] = (counts[kind][key] ?? 0) + 1;
    };
    const rssBefore = rssMiB(server.pid);
    // Sampled through the run: a plateau is a working set, a steady climb is a leak.
    const rssSamples = [];
    const sampler = setInterval(() => rssSamples.push(rssMiB(server.pid)), 5000);
    log(`load: ${seconds} s, ${connections} connections...`);
    const result = await new Promise((resolve, reject) => {
      const instance = autocannon(
        {
          url: server.url,
          connections,
          duration: seconds,
          timeout: 10,
          requests: [
            {
              setupRequest: (request, context) => {
                const item = pool[next];
                next += 1;
                if (!item) {
                  exhausted += 1;
                  return null;
                }
                context.item = item;
                return { ...request, ...item };
              },
              onResponse: (status, body, context) => {
                const { item } = context;
                if (!item) return;
                if (status !== 200) {
                  count(item.kind, `http ${status}`);
                  return;
                }
                const envelope = envelopeOf(body);
                count(item.kind, `code ${envelope.status.code}`);
                if (item.kind === 'claim' && envelope.status.code === 0) {
                  acknowledged.add(item.requestId);
                }
              },
            },
          ],
        },
        (error, res) => (error ? reject(error) : resolve(res)),
      );
      autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false });
    });
    clearInterval(sampler);
    const rssAfter = rssMiB(server.pid);
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    const rssRested = rssMiB(server.pid);

    // Reconciliation: every acknowledged claim stored once; nothing stored that was not answered.
    const rows = await sql`
      select request_id, count(*)::int as n from activity_claims
      where stock_id = ${stockId} group by request_id`;
    const stored = new Map(rows.map((r) => [r.request_id, r.n]));
    const lost = [...acknowledged].filter((id) => !stored.has(id)).length;
    const duplicated = rows.filter((r) => r.n > 1).length;
    // Claims whose answer was still on its way when the run stopped: stored, never reported.
    const unacknowledged = rows.filter((r) => !acknowledged.has(r.request_id)).length;
    const [ledger] = await sql`
      select total, remaining,
        (select count(*)::int from activity_claims where stock_id = ${stockId}) as claims
      from activity_stocks where id = ${stockId}`;

    const intended = counts.claim[`code ${SOLD_OUT}`] ?? 0;
    const unexpected = Object.entries(counts).flatMap(([kind, byCode]) =>
      Object.entries(byCode)
        .filter(([code]) => code !== 'code 0' && !(kind === 'claim' && code === `code ${SOLD_OUT}`))
        .map(([code, n]) => `${kind} ${code}: ${n}`),
    );
    return {
      seconds,
      connections,
      drivers: driverCount,
      requests: result.requests.total,
      reqPerSec: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p90Ms: result.latency.p90,
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      poolExhausted: exhausted,
      byKind: counts,
      intendedRefusals: intended,
      unexpected,
      claims: {
        acknowledged: acknowledged.size,
        stored: rows.length,
        lost,
        duplicated,
        storedWithoutAnswer: unacknowledged,
        ledger: { ...ledger, addsUp: ledger.total - ledger.remaining === ledger.claims },
      },
      memoryMiB: {
        before: rssBefore,
        every5s: rssSamples,
        after: rssAfter,
        after15sIdle: rssRested,
      },
    };
  } finally {
    await sql?.end({ timeout: 5 });
    await server?.stop();
    await stopPg15(pg);
  }
}

/** True when the figures meet the bar. */
export function loadPassed(figures) {
  return (
    figures.errors === 0 &&
    figures.timeouts === 0 &&
    figures.non2xx === 0 &&
    figures.unexpected.length === 0 &&
    figures.poolExhausted === 0 &&
    figures.claims.lost === 0 &&
    figures.claims.duplicated === 0 &&
    figures.claims.ledger.addsUp
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await runLoad();
  console.log(JSON.stringify(figures, null, 2));
  process.exitCode = loadPassed(figures) ? 0 : 1;
}
