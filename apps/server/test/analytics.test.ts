// The embedded analytics collector (/collect/sa), field vitals (/collect/vitals), the developers'
// event listing and the operators' vitals summary, through app.inject on a real database.

import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { analyticsEvents, webVitals } from '../src/db/schema/analytics.ts';
import { COLLECTOR_REQUESTS_PER_MINUTE } from '../src/modules/analytics/collector-routes.ts';
import { VITALS_REQUESTS_PER_MINUTE } from '../src/modules/analytics/vitals-routes.ts';
import { rate } from '../src/modules/analytics/vitals.ts';
import { ADDRESS_CEILING_FACTOR } from '../src/plugins/rate-limit.ts';
import { expectPerDeviceLimit } from './helpers/device-limits.ts';
import { encodeDataList, encodeTrackData, pageView } from './helpers/sensors.ts';
import { buildTestApp, type TestApp, TestClock } from './helpers/test-app.ts';

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
});
afterAll(() => t.close());

let addresses = 0;
/** Each test its own client address, so per-address limits do not couple tests. */
const newIp = () => `10.50.${(++addresses >> 8) & 255}.${addresses & 255}`;

const eventRows = async () => (await t.app.db.select({ n: count() }).from(analyticsEvents))[0]?.n;
const vitalRows = async () => (await t.app.db.select({ n: count() }).from(webVitals))[0]?.n;

/** The cookie a same-origin beacon carries: the device id the H5 keeps (fy_did). */
const deviceCookie = (device?: string) => (device ? { cookie: `fy_did=${device}` } : {});

function beacon(
  body: string,
  ip = newIp(),
  url = '/collect/sa.gif?project=default',
  device?: string,
) {
  // navigator.sendBeacon(url, string) sends text/plain;charset=UTF-8.
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...deviceCookie(device) },
    payload: body,
    remoteAddress: ip,
  });
}

interface ListedEvent {
  event: string;
  appId: string | null;
  pageId: string | null;
  path: string | null;
  project: string;
  distinctId: string;
  properties: Record<string, unknown>;
}

async function listed(query = ''): Promise<ListedEvent[]> {
  const res = await t.app.inject({ method: 'GET', url: `/dev/analytics/events${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ events: ListedEvent[] }>().events;
}

describe('/collect/sa: what the Sensors web SDK sends', () => {
  it('stores a beacon, with the page properties as columns', async () => {
    const record = pageView({ distinct_id: 'beacon-1' });
    const res = await beacon(encodeTrackData(record));
    expect(res.statusCode).toBe(204);
    const [stored] = await listed('?distinctId=beacon-1');
    expect(stored).toMatchObject({
      event: '$pageview',
      appId: 'FYNewCustomer',
      pageId: 'CustomerLogin',
      path: '/customer/login',
      project: 'default',
      distinctId: 'beacon-1',
    });
    expect(stored?.properties).toEqual(record.properties);
  });

  it('stores the ajax (form) and image (GET) senders the same way, under either path', async () => {
    const ajax = await t.app.inject({
      method: 'POST',
      url: '/collect/sa?project=production',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: encodeTrackData(pageView({ distinct_id: 'ajax-1' })),
      remoteAddress: newIp(),
    });
    expect(ajax.statusCode).toBe(204);
    const image = await t.app.inject({
      method: 'GET',
      url: `/collect/sa.gif?project=default&${encodeTrackData(pageView({ distinct_id: 'img-1' }))}`,
      remoteAddress: newIp(),
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/gif');
    expect(image.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    expect((await listed('?distinctId=ajax-1'))[0]?.project).toBe('production');
    expect(await listed('?distinctId=img-1')).toHaveLength(1);
  });

  it('stores a data_list batch, gzipped or not, in one go', async () => {
    const records = [
      pageView({ distinct_id: 'batch-1' }),
      pageView({ distinct_id: 'batch-1', event: 'share_click' }),
    ];
    expect((await beacon(encodeDataList(records, true))).statusCode).toBe(204);
    expect((await beacon(encodeDataList(records))).statusCode).toBe(204);
    expect(await listed('?distinctId=batch-1')).toHaveLength(4);
  });

  it('refuses malformed payloads with 400 and writes nothing', async () => {
    const before = await eventRows();
    const good = pageView({ distinct_id: 'never-stored' });
    const bodies = [
      '',
      'data=%%%',
      `data=${encodeURIComponent(Buffer.from('{"a":').toString('base64'))}`,
      encodeTrackData({ ...good, distinct_id: '' }),
      encodeTrackData({ ...good, event: undefined }),
      encodeTrackData([good]),
      encodeDataList([good, { ...good, properties: { bad: 'x\u0000' } }]),
      encodeTrackData(good).replace(/crc%3D-?\d+/, 'crc%3D12345'),
      encodeTrackData(good).replace('data=', 'data=A'),
    ];
    for (const body of bodies) {
      const res = await beacon(body);
      expect(res.statusCode, body.slice(0, 40)).toBe(400);
      expect(res.json()).toMatchObject({ status: { code: 4000 } });
      expect(res.json<{ status: { msg: string } }>().status.msg).toMatch(
        /^analytics payload refused/,
      );
    }
    const badProject = await beacon(encodeTrackData(good), newIp(), '/collect/sa?project=x%27--');
    expect(badProject.statusCode).toBe(400);
    expect(await eventRows()).toBe(before);
  });

  it('refuses other content types and bodies over the limit, writing nothing', async () => {
    const before = await eventRows();
    const json = await t.app.inject({
      method: 'POST',
      url: '/collect/sa',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ data: 'x' }),
      remoteAddress: newIp(),
    });
    expect(json.statusCode).toBe(415);
    const big = await beacon(`data=${'A'.repeat(300 * 1024)}`);
    expect(big.statusCode).toBe(413);
    expect(await eventRows()).toBe(before);
  });

  it('limits each device by the cookie its beacons carry, and stores nothing over the limit', async () => {
    const ip = newIp();
    const device = 'beacon-flood-device-01';
    const body = encodeTrackData(pageView({ distinct_id: 'flood' }));
    const send = (from = device) => beacon(body, ip, undefined, from);
    for (let i = 0; i < COLLECTOR_REQUESTS_PER_MINUTE; i++) {
      expect((await send()).statusCode).toBe(204);
    }
    const over = await send();
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect((await listed('?distinctId=flood&limit=200')).length).toBe(
      COLLECTOR_REQUESTS_PER_MINUTE,
    );
    // Another phone behind the same address is not affected, nor another address.
    expect((await send('beacon-other-device-02')).statusCode).toBe(204);
    expect((await beacon(body)).statusCode).toBe(204);
    clock.advance(61);
    expect((await send()).statusCode).toBe(204);
  });

  it('answers the many phones behind one carrier NAT address', async () => {
    const ip = newIp();
    const body = encodeTrackData(pageView({ distinct_id: 'nat-beacons' }));
    await expectPerDeviceLimit(
      (device) => beacon(body, ip, undefined, device),
      COLLECTOR_REQUESTS_PER_MINUTE,
    );
    // Without the cookie (storage refused) the address is the device.
    const bare = newIp();
    for (let i = 0; i < COLLECTOR_REQUESTS_PER_MINUTE; i++) await beacon(body, bare);
    expect((await beacon(body, bare)).statusCode).toBe(429);
    clock.advance(61);
  });

  it('lists recent events newest first, filtered', async () => {
    await beacon(encodeTrackData(pageView({ distinct_id: 'list-1', event: 'first' })));
    await beacon(encodeTrackData(pageView({ distinct_id: 'list-1', event: 'second' })));
    expect((await listed('?distinctId=list-1')).map((e) => e.event)).toEqual(['second', 'first']);
    expect((await listed('?distinctId=list-1&event=first')).map((e) => e.event)).toEqual(['first']);
    expect(await listed('?distinctId=list-1&appId=FYLucky')).toEqual([]);
  });
});

const metric = (overrides: Record<string, unknown> = {}) => ({
  name: 'LCP',
  value: 1800,
  id: `v5-${Math.random().toString(36).slice(2)}`,
  route: '/customer/platform-agreement/:id',
  rating: 'good',
  navigationType: 'navigate',
  ...overrides,
});

function sendVitals(body: unknown, ip = newIp(), device?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/collect/vitals',
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...deviceCookie(device) },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: ip,
  });
}

describe('/collect/vitals and the p75 summary', () => {
  it('stores a batch, and a metric reported again replaces its value', async () => {
    const cls = metric({ name: 'CLS', value: 0.02, route: '/vitals/replace' });
    expect(
      (await sendVitals({ metrics: [cls, metric({ route: '/vitals/replace' })] })).statusCode,
    ).toBe(204);
    expect(
      (await sendVitals({ metrics: [{ ...cls, value: 0.3, rating: 'poor' }] })).statusCode,
    ).toBe(204);
    const summary = await t.app.inject({ method: 'GET', url: '/ops/api/vitals' });
    const rows = summary.json<{
      rows: { route: string; metric: string; p75: number; samples: number }[];
    }>().rows;
    expect(rows.filter((row) => row.route === '/vitals/replace')).toEqual([
      { route: '/vitals/replace', metric: 'CLS', p75: 0.3, rating: 'poor', samples: 1 },
      { route: '/vitals/replace', metric: 'LCP', p75: 1800, rating: 'good', samples: 1 },
    ]);
  });

  it('refuses malformed batches with 400 and writes nothing', async () => {
    const before = await vitalRows();
    for (const body of [
      'not json',
      {},
      { metrics: [] },
      { metrics: [metric({ name: 'FID' })] },
      { metrics: [metric({ value: -1 })] },
      { metrics: [metric({ value: 'fast' })] },
      { metrics: [metric({ route: 'https://evil.example/x' })] },
      { metrics: [metric({ route: '/customer/login?token=secret' + '&'.repeat(3) })] },
      { metrics: [metric(), metric({ id: 'bad id with spaces' })] },
      { metrics: [metric({ extra: 1 })] },
      { metrics: Array.from({ length: 31 }, () => metric()) },
    ]) {
      const res = await sendVitals(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json<{ status: { msg: string } }>().status.msg).toMatch(/^vitals refused/);
    }
    expect(await vitalRows()).toBe(before);
  });

  it('limits each device, and each address only as a ceiling', async () => {
    const ip = newIp();
    const flood = { metrics: [metric({ route: '/vitals/flood' })] };
    await expectPerDeviceLimit(
      (device) => sendVitals({ metrics: [metric({ route: '/vitals/flood' })] }, ip, device),
      VITALS_REQUESTS_PER_MINUTE,
    );
    // The ceiling: a client that makes up a new id for every beacon is stopped at the address.
    // Refused bodies count too (the limit comes first), so nothing is stored on the way.
    const changing = newIp();
    const ceiling = VITALS_REQUESTS_PER_MINUTE * ADDRESS_CEILING_FACTOR;
    for (let i = 0; i < ceiling; i++) {
      const res = await sendVitals(
        'not json',
        changing,
        `made-up-device-${String(i).padStart(5, '0')}`,
      );
      expect(res.statusCode).toBe(400);
    }
    expect((await sendVitals(flood, changing, 'made-up-device-last0')).statusCode).toBe(429);
    clock.advance(61);
    expect((await sendVitals(flood, changing, 'made-up-device-last0')).statusCode).toBe(204);
  });

  it('summarises p75 per route and metric, over the window asked for', async () => {
    // 1..100 ms: p75 by linear interpolation (percentile_cont) is 75.25.
    for (let start = 1; start <= 100; start += 25) {
      const metrics = Array.from({ length: 25 }, (_, i) =>
        metric({ name: 'INP', value: start + i, route: '/vitals/p75' }),
      );
      // 30-metric batches at most; four addresses keep clear of the per-address limit.
      expect((await sendVitals({ metrics })).statusCode).toBe(204);
    }
    await sendVitals({ metrics: [metric({ name: 'TTFB', value: 2000, route: '/vitals/p75' })] });
    const res = await t.app.inject({ method: 'GET', url: '/ops/api/vitals?days=7' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ days: number; since: string; rows: { route: string }[] }>();
    expect(body.days).toBe(7);
    expect(new Date(body.since).getTime()).toBe(clock.now() - 7 * 24 * 3600 * 1000);
    expect(body.rows.filter((row) => row.route === '/vitals/p75')).toEqual([
      { route: '/vitals/p75', metric: 'INP', p75: 75, rating: 'good', samples: 100 },
      { route: '/vitals/p75', metric: 'TTFB', p75: 2000, rating: 'poor', samples: 1 },
    ]);
    // Out of a one-day window once two days have passed.
    clock.advance(2 * 24 * 3600);
    const later = await t.app.inject({ method: 'GET', url: '/ops/api/vitals?days=1' });
    expect(later.json<{ rows: unknown[] }>().rows).toEqual([]);
  });

  it('rates by the Core Web Vitals thresholds', () => {
    expect(rate('LCP', 2500)).toBe('good');
    expect(rate('LCP', 2501)).toBe('needs-improvement');
    expect(rate('LCP', 4001)).toBe('poor');
    expect(rate('CLS', 0.1)).toBe('good');
    expect(rate('INP', 501)).toBe('poor');
  });
});

describe('configuration', () => {
  it('mounts no collector when the H5 reports elsewhere, and guards /ops/api/vitals with a token', async () => {
    const other = await buildTestApp({
      config: { analyticsCollector: undefined, opsToken: 'o'.repeat(40) },
    });
    try {
      const res = await other.app.inject({
        method: 'POST',
        url: '/collect/sa',
        headers: { 'content-type': 'text/plain' },
        payload: encodeTrackData(pageView()),
      });
      expect(res.statusCode).toBe(404);
      // Vitals are the server's own measurement: always collected.
      const vitals = await other.app.inject({
        method: 'POST',
        url: '/collect/vitals',
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify({ metrics: [metric()] }),
      });
      expect(vitals.statusCode).toBe(204);
      expect((await other.app.inject({ method: 'GET', url: '/ops/api/vitals' })).statusCode).toBe(
        401,
      );
      const wrong = await other.app.inject({
        method: 'GET',
        url: '/ops/api/vitals',
        headers: { authorization: `Bearer ${'x'.repeat(40)}` },
      });
      expect(wrong.statusCode).toBe(401);
      const right = await other.app.inject({
        method: 'GET',
        url: '/ops/api/vitals',
        headers: { authorization: `Bearer ${'o'.repeat(40)}` },
      });
      expect(right.statusCode).toBe(200);
      expect(right.json<{ rows: unknown[] }>().rows).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('in production: no developer listing, and no /ops/api/vitals without a token or session', async () => {
    const production = await buildTestApp({ config: { env: 'production', opsToken: undefined } });
    try {
      expect(
        (await production.app.inject({ method: 'GET', url: '/dev/analytics/events' })).statusCode,
      ).toBe(404);
      // The route is there for operators' sessions; a machine without a token gets nothing.
      expect(
        (await production.app.inject({ method: 'GET', url: '/ops/api/vitals' })).statusCode,
      ).toBe(401);
      const old = await production.app.inject({ method: 'GET', url: '/ops/vitals?days=7' });
      expect(old.statusCode).toBe(308);
      expect(old.headers.location).toBe('/ops/api/vitals?days=7');
    } finally {
      await production.close();
    }
  });
});

describe('ANALYTICS_COLLECTOR and OPS_TOKEN', () => {
  const OWN_KEYS = {
    APP_KEY: 'k',
    APP_SECRET: 's',
    ENCRYPT_KEY: 'ab'.repeat(32),
    PII_KEY: 'cd'.repeat(32),
  };

  it('runs the embedded collector outside production unless turned off', () => {
    expect(loadConfig({}).analyticsCollector).toBe('embedded');
    expect(loadConfig({ ANALYTICS_COLLECTOR: 'off' }).analyticsCollector).toBeUndefined();
  });

  it('in production, only when chosen (the H5 then reports to it instead of VITE_ANALYTICS_URL)', () => {
    expect(loadConfig({ ...OWN_KEYS, NODE_ENV: 'production' }).analyticsCollector).toBeUndefined();
    expect(
      loadConfig({ ...OWN_KEYS, NODE_ENV: 'production', ANALYTICS_COLLECTOR: 'embedded' })
        .analyticsCollector,
    ).toBe('embedded');
  });

  it('wants a long OPS_TOKEN, and never echoes it', () => {
    expect(loadConfig({ OPS_TOKEN: 't'.repeat(32) }).opsToken).toBe('t'.repeat(32));
    let message = '';
    try {
      loadConfig({ OPS_TOKEN: 'short-secret', ANALYTICS_COLLECTOR: 'sometimes' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/OPS_TOKEN: must be at least 32 characters/);
    expect(message).toMatch(/ANALYTICS_COLLECTOR/);
    expect(message).not.toContain('short-secret');
  });
});
