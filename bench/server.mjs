#!/usr/bin/env node
// The request gateway's cost (DESIGN.md §6): throughput and latency of the same server on a bare
// route (/healthz) against calls through the gateway — a read (getAppCenter) and a database write
// (updateDriverInfo of the logged-in demo driver) — each signed and encrypted as the H5 sends them,
// printed as ratios to the bare route. Not a timed test: autocannon shares the machine's cores
// with the server, so compare the ratios within one run, not absolute figures across runs.
//
//   npm run bench:server     (BENCH_REQUESTS=10000 BENCH_CONNECTIONS=10; BENCH_PG_CONNECTIONS=50)
//
// One run measures the server on the embedded database — (a) bare route, (b) gateway read,
// (c) gateway write — then on a throwaway PostgreSQL 15 (scripts/pg15.mjs) — (d) the same write,
// with 50 connections — and prints b/a and c/d.
//
// Every gateway request is signed before the run with its own nonce (the replay memory refuses a
// signature twice), so the load generator only sends bytes while it is measured. Results go to
// bench/results/server-<time>.json.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import { root } from '../scripts/lib.mjs';
import { startPg15, stopPg15 } from '../scripts/pg15.mjs';
import { startTestServer } from '../scripts/serve-for-tests.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DEMO_DRIVER = '13900000003';
const PG_CONNECTIONS = Number(process.env.BENCH_PG_CONNECTIONS ?? 50);

// The contract's own signing and encryption (TypeScript source), so the bench cannot drift from it.
const { buildRequestBody } = await tsImport('../packages/contract/src/form.ts', import.meta.url);
const { encode, decode } = await tsImport('../packages/contract/src/node.ts', import.meta.url);
const { signUrl } = await tsImport('../packages/contract/src/signing.ts', import.meta.url);
const { DEV_KEYS } = await tsImport('../packages/contract/src/config-defaults.ts', import.meta.url);
const keys = {
  appKey: process.env.APP_KEY ?? DEV_KEYS.APP_KEY,
  appSecret: process.env.APP_SECRET ?? DEV_KEYS.APP_SECRET,
  encryptKey: process.env.ENCRYPT_KEY ?? DEV_KEYS.ENCRYPT_KEY,
};

/** A browser's cookie jar for one origin, enough for sid and XSRF-TOKEN. */
class Jar {
  cookies = new Map();
  keep(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }
  get header() {
    return Array.from(this.cookies, ([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** A signed, encrypted POST of `fields`, ready to send: `{ path, headers, body }`. */
function signedPost(path, fields, jar) {
  const { body } = buildRequestBody(fields, keys.encryptKey, encode);
  return {
    method: 'POST',
    path: signUrl({ method: 'POST', url: path, body, ...keys }),
    headers: {
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
      'x-encode-type': 'for-u',
      'x-xsrf-token': jar.cookies.get('XSRF-TOKEN') ?? '',
      cookie: jar.header,
    },
    body,
  };
}

async function send(url, request, jar) {
  const response = await fetch(`${url}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  jar.keep(response);
  const text = await response.text();
  const envelope = JSON.parse(
    response.headers.get('x-encode-type') === 'for-u' ? decode(text, keys.encryptKey) : text,
  );
  if (envelope.status.code !== 0) {
    throw new Error(`${request.path.split('?')[0]}: ${JSON.stringify(envelope.status)}`);
  }
  return envelope.data;
}

/** Logs in as the demo driver through the SMS stand-in, as the H5 does. */
async function logIn(url) {
  const jar = new Jar();
  jar.keep(await fetch(`${url}/service/`)); // the XSRF-TOKEN cookie, as the H5's HTML gives it
  const mobile = DEMO_DRIVER;
  await send(
    url,
    signedPost('/service/oms-service/api/auth/sms/send', { mobile, userType: 3 }, jar),
    jar,
  );
  const outbox = await (await fetch(`${url}/dev/sms-outbox?mobile=${mobile}`)).json();
  const code = outbox.messages[0]?.code;
  const login = { mobile, code, userType: 3 };
  await send(url, signedPost('/service/oms-service/api/auth/sms/login', login, jar), jar);
  return jar;
}

/** Runs autocannon for REQUESTS requests; `next()` gives each request (or null: a fixed one). */
function run(url, title, { path, next, connections = CONNECTIONS }) {
  let businessErrors = 0;
  const requests = next
    ? [
        {
          setupRequest: (request) => ({ ...request, ...next() }),
          // 1xxx refusals are HTTP 200: open the envelope to see them.
          onResponse: (status, body) => {
            if (status !== 200) return;
            const text = body.startsWith('{') ? body : decode(body, keys.encryptKey);
            if (JSON.parse(text).status.code !== 0) businessErrors += 1;
          },
        },
      ]
    : undefined;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: `${url}${path}`, connections, amount: REQUESTS, requests, title },
      (error, result) => (error ? reject(error) : resolve({ ...result, businessErrors })),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false });
  });
}

function summary(result, bare) {
  return {
    title: result.title,
    requests: result.requests.total,
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    businessErrors: result.businessErrors,
    ratioToBare: bare ? Number((result.requests.average / bare.requests.average).toFixed(3)) : 1,
  };
}

/** The requests of one server, each signed once before anything is measured. */
function signedRequests(jar) {
  const reads = Array.from({ length: REQUESTS }, (_, i) =>
    signedPost(
      '/service/oms-service/api/upgrade/getAppCenter',
      { app: ['customer', 'driver', 'zyd', 'broker', 'jj'][i % 5], system: 'android' },
      jar,
    ),
  );
  const writes = Array.from({ length: REQUESTS }, (_, i) =>
    signedPost(
      '/service/driver-service/api/app/driver/updateDriverInfo',
      { vehicleLengthM: 9.6 + (i % 50) / 10, loadTonnes: 18 },
      jar,
    ),
  );
  return { reads, writes };
}

function pool(requests) {
  let i = 0;
  return () => requests[i++] ?? requests[requests.length - 1];
}

const READ = '/service/oms-service/api/upgrade/getAppCenter';
const WRITE = '/service/driver-service/api/app/driver/updateDriverInfo';
const serverEnv = { RATE_LIMIT_PER_MINUTE: '1000000', LOG_LEVEL: 'error' };
const results = {};

// (a), (b), (c): the embedded database.
const embedded = await startTestServer(serverEnv);
try {
  const jar = await logIn(embedded.url);
  const { reads, writes } = signedRequests(jar);
  results.bare = await run(embedded.url, '(a) bare GET /healthz, PGlite', { path: '/healthz' });
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
    const jar = await logIn(server.url);
    const { writes } = signedRequests(jar);
    results.pgBare = await run(server.url, 'bare GET /healthz, PostgreSQL 15', {
      path: '/healthz',
    });
    results.pgWrite = await run(
      server.url,
      `(d) gateway write updateDriverInfo, PostgreSQL 15, ${PG_CONNECTIONS} connections`,
      { path: WRITE, next: pool(writes), connections: PG_CONNECTIONS },
    );
  } finally {
    await server.stop();
  }
} finally {
  await stopPg15(pg);
}

const rows = [
  summary(results.bare, results.bare),
  summary(results.read, results.bare),
  summary(results.write, results.bare),
  summary(results.pgBare, results.pgBare),
  summary(results.pgWrite, results.pgBare),
];
console.log(`\nserver benchmark: ${REQUESTS} requests per run`);
console.table(rows);
const ratio = (x, y) => (x.requests.average / y.requests.average).toFixed(2);
console.log(`b/a (gateway read vs bare, PGlite): ${ratio(results.read, results.bare)}`);
console.log(
  `c/d (gateway write, PGlite vs PostgreSQL 15): ${ratio(results.write, results.pgWrite)}`,
);
console.log(
  `(d) p99 on PostgreSQL 15 with ${PG_CONNECTIONS} connections: ${results.pgWrite.latency.p99} ms`,
);
const report = {
  at: new Date().toISOString(),
  node: process.version,
  requestsPerRun: REQUESTS,
  runs: rows,
};
const dir = join(root, 'bench/results');
mkdirSync(dir, { recursive: true });
const file = join(dir, `server-${report.at.replaceAll(':', '-')}.json`);
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`written to ${file}`);
if (rows.some((row) => row.errors > 0 || row.non2xx > 0 || row.businessErrors > 0)) {
  process.exitCode = 1;
}
