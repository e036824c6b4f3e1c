// GET /metrics (issue 41, docs/decisions/035-metrics.md): Prometheus's text exposition behind the
// operators' machine token (refused without it, with a wrong one, and in production without
// OPS_TOKEN), counting requests by route pattern or endpoint name (never a URL as sent), database
// calls, campaign attempts, grants and sold-outs by slug, and SMS by provider and outcome; the
// output passes `promtool check metrics` (Debian's prometheus package, scripts/promtool.mjs).
// Runs on PGlite and, in `npm test`, on PostgreSQL 15 (where pool waits and a deadline are
// provoked too).

import { spawnSync } from 'node:child_process';
import { drawCampaign, drawCampaignResponse } from '@freight/contract/endpoints/campaigns';
import { endpointPath } from '@freight/contract/endpoints/common';
import { and, eq, sql } from 'drizzle-orm';
import { BUSINESS_CODES } from '@freight/contract/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePromtool, PromtoolUnavailableError } from '../../../scripts/promtool.mjs';
import { campaigns, campaignTiers } from '../src/db/schema/campaigns.ts';
import { DURATION_BUCKETS } from '../src/metrics.ts';
import { confirmGrab, grab } from '../src/modules/campaigns/grab.ts';
import { DEMO_DRIVER_MOBILE } from '../src/modules/users/seed.ts';
import { userFactory } from './helpers/fixtures.ts';
import { loginAs } from './helpers/login.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

const TOKEN = 'metrics-test-token-0123456789abcdef0123456789';
const DRAW = endpointPath(drawCampaign);

/** The sum of the samples of `name` whose labels include `labels` (0 when there is none). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) {
      total += Number(match[3]);
    }
  }
  return total;
}

describe('GET /metrics', () => {
  let t: TestApp;
  const newDrivers = userFactory(() => t.app.db, '1366');

  const scrape = async (authorization: string | null = `Bearer ${TOKEN}`, app = t.app) =>
    app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    });
  const metricsNow = async () => {
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    t = await buildTestApp({ config: { opsToken: TOKEN } });
  });
  afterAll(() => t.close());

  it('is refused without the bearer token and with a wrong one, and answers with it', async () => {
    const none = await scrape(null);
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.body).not.toContain('freight_');
    const wrong = await scrape('Bearer not-the-token-not-the-token-not-the');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('freight_');

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    // prom-client's process and event-loop figures.
    expect(res.body).toMatch(/^process_cpu_seconds_total \d/m);
    expect(res.body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(res.body).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it('is closed to everyone in production without OPS_TOKEN', async () => {
    const production = await buildTestApp({
      database: t.database,
      config: { env: 'production', opsToken: undefined },
    });
    try {
      expect((await scrape(null, production.app)).statusCode).toBe(401);
      expect((await scrape(`Bearer ${TOKEN}`, production.app)).statusCode).toBe(401);
    } finally {
      await production.close();
    }
  });

  it('counts answers by route pattern or endpoint name, method and status, with durations', async () => {
    const before = await metricsNow();
    const requests = 'freight_http_requests_total';
    const durations = 'freight_http_request_duration_seconds';
    for (let i = 0; i < 3; i += 1) {
      expect((await t.app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    }
    const missing = await t.app.inject({ method: 'GET', url: '/no/such/page-4711?id=13800000001' });
    expect(missing.statusCode).toBe(404);
    // A contract endpoint, through the gateway: sendSmsCode (and the login after it).
    await loginAs(t, DEMO_DRIVER_MOBILE, 3);

    const after = await metricsNow();
    const delta = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(delta(requests, { route: '/livez', method: 'GET', status: '200' })).toBe(3);
    // Ours, and the signed client's GET /service/ for its XSRF cookie (as a browser's first page).
    expect(delta(requests, { route: '(unmatched)', method: 'GET', status: '404' })).toBe(2);
    expect(delta(requests, { route: 'sendSmsCode', method: 'POST', status: '200' })).toBe(1);
    expect(delta(`${durations}_count`, { route: '/livez', method: 'GET' })).toBe(3);
    expect(delta(`${durations}_bucket`, { route: '/livez', method: 'GET', le: '+Inf' })).toBe(3);
    expect(
      sample(after, `${durations}_bucket`, { route: 'sendSmsCode', le: '1.5' }),
    ).toBeGreaterThan(0);
    expect(sample(after, `${durations}_sum`, { route: 'sendSmsCode' })).toBeGreaterThan(0);
    // Route patterns and names only: never the URL as sent, its query, a number or an id.
    expect(after).not.toContain('page-4711');
    expect(after).not.toContain('13800000001');
    expect(after).not.toContain('/service/');
    // Every series has every bound, cumulative.
    const bounds = after
      .split('\n')
      .filter((line) => line.startsWith(`${durations}_bucket{`) && line.includes('route="/livez"'))
      .map((line) => /le="([^"]+)"/.exec(line)?.[1]);
    expect(bounds).toEqual([...DURATION_BUCKETS.map(String), '+Inf']);
  });

  it('counts campaign attempts, grants and sold-outs by slug, and SMS by provider and outcome', async () => {
    const before = await metricsNow();
    const driver = await loginAs(t, '13660009001', 3);
    const [draw] = await t.app.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.slug, 'demo-driver-draw'));
    let won = 0;
    for (let i = 0; i < 3; i += 1) {
      const res = await driver.post(DRAW, { campaignId: draw?.id, requestId: `metrics-draw-${i}` });
      if (drawCampaignResponse.parse(res.envelope.data).won) won += 1;
    }
    // A repeated request id is not another attempt.
    await driver.post(DRAW, { campaignId: draw?.id, requestId: 'metrics-draw-0' });

    // The flash sale: a grab confirmed, then a grab when none is left.
    const [tier] = await t.app.db
      .select({ id: campaignTiers.id, campaignId: campaignTiers.campaignId })
      .from(campaignTiers)
      .innerJoin(campaigns, eq(campaigns.id, campaignTiers.campaignId))
      .where(and(eq(campaigns.slug, 'demo-driver-fuel-grab'), eq(campaignTiers.position, 1)));
    if (!tier) throw new Error('no demo flash sale');
    const [first, second] = await newDrivers(2);
    const attempt = (userId: number | undefined, requestId: string) => ({
      campaignId: tier.campaignId,
      tierId: tier.id,
      userId: userId ?? 0,
      userType: 3,
      requestId,
      now: t.app.now(),
      locale: 'zh-CN' as const,
    });
    const held = await grab(t.app.db, attempt(first, 'metrics-grab-1'));
    await confirmGrab(t.app.db, {
      token: held.token,
      userId: first ?? 0,
      now: t.app.now(),
      locale: 'zh-CN',
    });
    await t.app.db.update(campaignTiers).set({ remaining: 0 }).where(eq(campaignTiers.id, tier.id));
    await expect(grab(t.app.db, attempt(second, 'metrics-grab-2'))).rejects.toMatchObject({
      code: BUSINESS_CODES.SOLD_OUT,
    });

    const after = await metricsNow();
    const delta = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    const drawLabels = { campaign: 'demo-driver-draw', kind: 'draw' };
    const grabLabels = { campaign: 'demo-driver-fuel-grab', kind: 'seckill' };
    expect(delta('freight_campaign_attempts_total', drawLabels)).toBe(3);
    expect(delta('freight_campaign_grants_total', drawLabels)).toBe(won);
    expect(delta('freight_campaign_attempts_total', grabLabels)).toBe(1);
    expect(delta('freight_campaign_grants_total', grabLabels)).toBe(1);
    expect(delta('freight_campaign_sold_outs_total', grabLabels)).toBe(1);
    // The login's code went through the development outbox.
    const sms = { provider: 'outbox', template: 'loginDriver', outcome: 'sent' };
    expect(delta('freight_sms_messages_total', sms)).toBe(1);
    // No user's data in any label: the freight_ series' labels are only these, and no mobile number.
    const labelNames = new Set(
      after
        .split('\n')
        .filter((line) => line.startsWith('freight_'))
        .flatMap((line) => [...line.matchAll(/[{,](\w+)="/g)].map((m) => m[1])),
    );
    const allowed = ['campaign', 'dependency', 'kind', 'le', 'method', 'outcome', 'provider'];
    allowed.push('route', 'status', 'template');
    expect([...labelNames].filter((name) => !allowed.includes(name ?? ''))).toEqual([]);
    expect(after).not.toContain('13660009001');
  });

  it('counts database errors, and on PostgreSQL pool waits and deadline hits', async () => {
    const before = await metricsNow();
    await expect(t.app.db.execute(sql`select * from no_such_table`)).rejects.toThrow();
    if (t.database.kind === 'postgres') {
      // The test database's pool has 4 connections: 12 calls at once, 8 of them wait.
      await Promise.all(
        Array.from({ length: 12 }, () => t.app.db.execute(sql`select pg_sleep(0.05)`)),
      );
      // Past the client-side deadline (1.5 s): cancelled, a 503 for a request. PostgreSQL's own
      // statement_timeout (1.5 s too) is lifted inside the transaction, so ours is what fires.
      const slow = t.app.db.transaction(async (tx) => {
        await tx.execute(sql`set local statement_timeout = 0`);
        await tx.execute(sql`select pg_sleep(3)`);
      });
      await expect(slow).rejects.toMatchObject({ code: 'DATABASE_TIMEOUT' });
    }
    const after = await metricsNow();
    const delta = (name: string, labels: Record<string, string> = {}) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(delta('freight_db_errors_total', { kind: 'query' })).toBe(1);
    if (t.database.kind === 'postgres') {
      expect(delta('freight_db_pool_waits_total')).toBeGreaterThanOrEqual(8);
      expect(delta('freight_db_deadline_hits_total')).toBeGreaterThanOrEqual(1);
      expect(delta('freight_db_errors_total', { kind: 'unavailable' })).toBe(1);
    }
    for (const name of [
      'freight_db_pool_waits_total',
      'freight_db_deadline_hits_total',
      'freight_db_calls_in_flight',
      'freight_redis_errors_total',
      'freight_unavailable_answers_total',
    ]) {
      expect(after).toContain(`# TYPE ${name} `);
    }
  });

  it('passes promtool check metrics', async (context) => {
    let promtool: string;
    try {
      promtool = ensurePromtool();
    } catch (error) {
      if (!(error instanceof PromtoolUnavailableError)) throw error;
      process.stderr.write(
        `[metrics.test] promtool unavailable, check skipped: ${error.message}\n`,
      );
      return context.skip(`promtool unavailable: ${error.message}`);
    }
    const text = await metricsNow();
    const result = spawnSync(promtool, ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect(`${result.stdout}${result.stderr}`).toBe('');
    expect(result.status).toBe(0);
  });
});
