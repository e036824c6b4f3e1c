// nginx in front of two server instances, as production deploys them (deploy/nginx/freight.conf,
// rendered and run by scripts/nginx.mjs): the H5's hashed files come from disk, precompressed and
// cached a year, source maps not at all; the HTML and everything else from a server (its CSP, the
// XSRF cookie); the servers believe the proxy's hop only (TRUST_PROXY=1), so a client's forged
// X-Forwarded-For moves no limit; and both instances restart one after the other (SIGTERM, the
// drain) under load with no GET failing and no POST failing that carries a request id, given one
// retry with the same id as the H5 makes.
// Runs in the PostgreSQL 15 step of `npm test` (two instances need a shared database), on the
// production build that `npm test` makes first.

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginx, type NginxProxy } from '../../../scripts/nginx.mjs';
import { startTestServer, type TestServer } from '../../../scripts/serve-for-tests.mjs';
import { ledgerOf } from '../src/modules/activity-stock/claim.ts';
import { REPO_ROOT } from '../src/paths.ts';
import { httpTarget } from './helpers/http-target.ts';
import { logIn, outboxCode } from './helpers/login.ts';
import { SignedClient } from './helpers/signed.ts';
import { insertStock } from './helpers/stocks.ts';
import { createTestDatabase, redisKeyPrefix, type TestDatabase } from './helpers/test-app.ts';

const LIST = '/service/oms-service/api/seckill/coupon/list';
const CLAIM = '/service/oms-service/api/seckill/coupon/claim';
const ME = '/service/oms-service/api/auth/me';
// Per client (device, else address) and minute, per instance; the address ceiling is 20 times it.
const RATE_LIMIT = 600;
const H5_DIST = join(REPO_ROOT, 'apps/h5/dist');
const OPS_DIST = join(REPO_ROOT, 'apps/ops/dist');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!process.env.TEST_DATABASE_URL)('nginx in front of two instances', () => {
  let database: TestDatabase;
  let servers: TestServer[] = [];
  let proxy: NginxProxy;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    env = {
      DATABASE_URL: database.url as string,
      // One proxy in front: its hop is believed, nothing before it.
      TRUST_PROXY: '1',
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      LOG_LEVEL: 'error',
      REDIS_KEY_PREFIX: redisKeyPrefix(),
    };
    servers = await Promise.all([startTestServer(env), startTestServer(env)]);
    proxy = await startNginx({
      upstreams: servers.map((server) => server.port),
      h5Dist: H5_DIST,
      opsDist: OPS_DIST,
    });
  }, 180_000);
  afterAll(async () => {
    await proxy?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await database?.destroy();
  });

  it('serves hashed files from disk, precompressed, for a year, and no source map', async () => {
    const files = readdirSync(join(H5_DIST, 'assets'));
    const script = files.find((file) => file.endsWith('.js') && files.includes(`${file}.br`));
    const map = files.find((file) => file.endsWith('.js.map'));
    expect(script).toBeDefined();
    const res = await fetch(`${proxy.url}/assets/${script}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // From the disk: a server would have set its request id.
    expect(res.headers.get('x-request-id')).toBeNull();
    const gzip = await fetch(`${proxy.url}/assets/${script}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    if (map) expect((await fetch(`${proxy.url}/assets/${map}`)).status).toBe(404);
    const opsFiles = readdirSync(join(OPS_DIST, 'assets'));
    const opsScript = opsFiles.find((file) => file.endsWith('.js'));
    const ops = await fetch(`${proxy.url}/ops/assets/${opsScript}`);
    expect(ops.status).toBe(200);
    expect(ops.headers.get('cache-control')).toContain('immutable');
  });

  it('proxies the HTML, which the server answers with its policy and the XSRF cookie', async () => {
    const res = await fetch(`${proxy.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).not.toBeNull();
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
    expect(res.headers.get('set-cookie')).toMatch(/XSRF-TOKEN=/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const console_ = await fetch(`${proxy.url}/ops/`);
    expect(console_.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('restarts both instances one after the other under load: no GET fails, no POST with a request id', async () => {
    const db = database.database.db;
    const stockId = await insertStock(db, {
      slug: 'rolling-restart',
      total: 100_000,
      perUserLimit: 100_000,
      now: Date.now(),
    });
    const target = httpTarget(proxy.url);
    const deviceOf = (n: number) => ({
      'x-device-id': `rolling-restart-device-${n}`.padEnd(24, '0'),
    });
    const driver = new SignedClient(target);
    await logIn(driver, '13700009801', 3, () => outboxCode(target, '13700009801'));

    let running = true;
    const failed: string[] = [];
    const granted = new Set<string>();
    let gets = 0;
    let posts = 0;
    let retried = 0;
    const getLoop = async (n: number) => {
      const api = new SignedClient(target);
      while (running) {
        try {
          const res = await api.get(LIST, undefined, { headers: deviceOf(n) });
          gets += 1;
          if (res.statusCode !== 200)
            failed.push(`GET ${res.statusCode} ${res.envelope.status?.code}`);
        } catch (error) {
          failed.push(`GET ${String(error)}`);
        }
        await sleep(20);
      }
    };
    const postLoop = async (n: number) => {
      let i = 0;
      while (running) {
        const requestId = `rolling-${n}-${(i += 1)}`;
        const claim = () =>
          driver.post(CLAIM, { stockId, requestId }, { headers: deviceOf(100 + n) });
        posts += 1;
        let res = await claim().catch(() => null);
        if (!res || res.statusCode >= 500) {
          // As the H5 does with a lost or 503 answer: ask again with the same request id.
          retried += 1;
          await sleep(200);
          res = await claim().catch(() => null);
        }
        if (res?.envelope.status.code === 0) granted.add(requestId);
        else
          failed.push(
            `POST ${requestId}: ${res ? `${res.statusCode} ${res.envelope.status?.code}` : 'no answer'}`,
          );
        await sleep(30);
      }
    };
    const load = [getLoop(1), getLoop(2), getLoop(3), postLoop(1), postLoop(2)];

    await sleep(1000);
    for (const [i, server] of servers.entries()) {
      await server.stop();
      // Started again where the proxy expects it (startTestServer waits for it to answer), then,
      // as README's rolling restart says, the proxy's fail_timeout (2 s) passes before the next
      // one stops: until then nginx may still count this one down, and would have none left.
      servers[i] = await startTestServer({ ...env, PORT: String(server.port) });
      await sleep(3000);
    }
    running = false;
    await Promise.all(load);

    console.info(
      `rolling restart: ${gets} GETs, ${posts} POSTs (${retried} retried once), ${failed.length} failed`,
    );
    expect(failed).toEqual([]);
    expect(gets).toBeGreaterThan(100);
    expect(posts).toBeGreaterThan(30);
    // Each granted request id is one claim, none twice.
    const ledger = await ledgerOf(db, stockId);
    expect(ledger.claims).toBe(granted.size);
    expect(ledger.remaining).toBe(100_000 - granted.size);
  }, 180_000);

  it('lets no forged X-Forwarded-For move a limit: the proxy sets it', async () => {
    // Unsigned, without a device id: each counts against the client's address (then 400).
    const forged = (i: number) =>
      fetch(`${proxy.url}${ME}`, { headers: { 'x-forwarded-for': `203.0.113.${i % 250}` } });
    const statuses: number[] = [];
    for (let i = 0; i < 2 * RATE_LIMIT + 40; i += 8) {
      statuses.push(
        ...(await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map((j) => forged(i + j)))).map(
          (r) => r.status,
        ),
      );
    }
    // Both instances count one address, 127.0.0.1 (the proxy's view of this client): 2 × limit.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(40);
    // Straight to an instance, the same forged header is believed (one hop trusted): that is what
    // the proxy must not let through, and what makes this test able to fail.
    const direct = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        fetch(`${servers[0]?.url}${ME}`, {
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        }).then((r) => r.status),
      ),
    );
    expect(direct.filter((status) => status === 429)).toEqual([]);
  });
});
