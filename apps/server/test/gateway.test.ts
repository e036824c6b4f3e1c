// The request gateway as a client sees it (docs/contract.md §2-§6): what it accepts, what it
// refuses and with which answer, and that a refused request never changes data.

import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decode as browserDecode } from '@freight/contract/cipher';
import { DEVICE_ID_HEADER } from '@freight/contract/constants';
import { envelopeSchema, validationErrorDataSchema } from '@freight/contract/envelope';
import { encode } from '@freight/contract/node';
import { signUrl } from '@freight/contract/signing';
import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMeta } from '../src/db/schema/app-meta.ts';
import { domainModules } from '../src/modules/registry.ts';
import { ADDRESS_CEILING_FACTOR } from '../src/plugins/rate-limit.ts';
import {
  ECHO,
  PROBE_KEY_PREFIX,
  probeModule,
  WRITE,
  XCUSTOMER_ECHO,
} from './helpers/probe-module.ts';
import { SignedClient } from './helpers/signed.ts';
import { buildTestApp, makeTempDir, type TestApp } from './helpers/test-app.ts';

describe('the request gateway', () => {
  let t: TestApp;
  let api: SignedClient;
  beforeAll(async () => {
    t = await buildTestApp({ modules: [...domainModules, probeModule] });
    api = new SignedClient(t.app);
  });
  afterAll(() => t.close());

  const probeRows = async () => {
    const [row] = await t.app.db
      .select({ n: count() })
      .from(appMeta)
      .where(like(appMeta.key, `${PROBE_KEY_PREFIX}%`));
    return row?.n ?? 0;
  };

  /** Runs `refused`, expecting the given HTTP status and code, and no new row. */
  async function expectRefusedWithoutWrites<
    R extends { statusCode: number; envelope: { status: { code: number } } },
  >(refused: () => Promise<R>, httpStatus: number, code: number): Promise<R> {
    const before = await probeRows();
    const res = await refused();
    expect(res.statusCode).toBe(httpStatus);
    expect(res.envelope.status.code).toBe(code);
    expect(await probeRows()).toBe(before);
    return res;
  }

  /** A signed, XSRF-carrying POST to the writing route with exactly this body string. */
  const writeWithBody = (rawBody: string, encrypt = true) =>
    api.post(WRITE, undefined, { rawBody, encrypt });

  describe('accepts', () => {
    it('a signed, encrypted POST, and answers it encrypted (readable by the H5)', async () => {
      const before = await probeRows();
      const res = await api.post(WRITE, { note: '9.6米厢车', truckLength: 9.6 });
      expect(res.statusCode).toBe(200);
      expect(res.raw.headers['x-encode-type']).toBe('for-u');
      expect(res.raw.headers['content-type']).toBe('text/plain; charset=utf-8');
      // The body is Base64 text that the contract's browser (noble) decode opens.
      const text = browserDecode(res.raw.body, t.config.encryptKey);
      expect(JSON.parse(text)).toEqual({
        status: { code: 0, msg: 'success' },
        data: { written: true },
      });
      expect(await probeRows()).toBe(before + 1);
    });

    it('a signed plain form, reading numbers with the endpoint schema', async () => {
      const res = await api.post(WRITE, { note: '42', truckLength: 17.5 }, { encrypt: false });
      expect(res.statusCode).toBe(200);
      expect(res.encrypted).toBe(false);
      expect(res.raw.headers['content-type']).toMatch(/^application\/json/);
      expect(res.envelope.data).toEqual({ written: true });
    });

    it('a signed GET, validating the query without the transport parameters', async () => {
      const res = await api.get(ECHO, { plate: '京A 12345', page: '2' });
      expect(res.statusCode).toBe(200);
      expect(res.envelope.data).toEqual({ query: { plate: '京A 12345', page: '2' } });
    });

    it('an xcustomer-service body, without its serviceVersion', async () => {
      const res = await api.post(XCUSTOMER_ECHO, { couponId: 7, serviceVersion: '2013' });
      expect(res.statusCode).toBe(200);
      expect(res.envelope.data).toEqual({ body: { couponId: 7 } });
    });

    it('a query signed with repeated keys, spaces and non-ASCII, as the browser sends it', async () => {
      const url = signUrl({
        method: 'GET',
        url: `${ECHO}?page=1&plate=${encodeURIComponent('粤B·D1234 挂')}`,
        appKey: t.config.appKey,
        appSecret: t.config.appSecret,
      });
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.query.plate).toBe('粤B·D1234 挂');
    });
  });

  describe('refuses, writing nothing,', () => {
    it('a request without its signature parameters, or with a wrong appKey', async () => {
      await expectRefusedWithoutWrites(
        async () => {
          const raw = await t.app.inject({
            method: 'POST',
            url: WRITE,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: 'note=x&truckLength=1',
          });
          return { statusCode: raw.statusCode, envelope: raw.json() };
        },
        400,
        4001,
      );
      const url = signUrl({
        method: 'GET',
        url: `${ECHO}?plate=a&page=1`,
        appKey: 'someone-else',
        appSecret: t.config.appSecret,
      });
      const raw = await t.app.inject({ method: 'GET', url });
      expect(raw.statusCode).toBe(400);
      expect(raw.json().status.code).toBe(4001);
    });

    it('a bad signature (the body changed after signing)', async () => {
      await expectRefusedWithoutWrites(
        async () => {
          const request = await api.build(WRITE, {
            fields: { note: 'a', truckLength: 1 },
            encrypt: false,
          });
          request.payload = 'note=b&truckLength=1';
          return api.send(request);
        },
        400,
        4001,
      );
    });

    it('a skewed timestamp, telling the client the server time', async () => {
      const res = await expectRefusedWithoutWrites(
        () => api.post(WRITE, { note: 'late', truckLength: 1 }, { now: Date.now() - 301_000 }),
        400,
        4002,
      );
      // An encrypted request: the refusal is encrypted too.
      expect(res.encrypted).toBe(true);
      const { serverTime } = res.envelope.data as { serverTime: number };
      expect(Math.abs(serverTime - Date.now() / 1000)).toBeLessThan(5);
      // 299 s early is still fine (a phone whose clock is a bit off).
      const early = await api.post(
        WRITE,
        { note: 'early', truckLength: 1 },
        {
          now: Date.now() + 299_000,
        },
      );
      expect(early.statusCode).toBe(200);
    });

    it('the same signed request sent twice (replay)', async () => {
      const request = await api.build(WRITE, { fields: { note: 'once', truckLength: 1 } });
      const before = await probeRows();
      expect((await api.send(request)).statusCode).toBe(200);
      const again = await api.send(request);
      expect(again.statusCode).toBe(400);
      expect(again.envelope.status.code).toBe(4003);
      expect(await probeRows()).toBe(before + 1);
      // A GET replayed is refused as well.
      const read = await api.build(ECHO, { method: 'GET', fields: { plate: 'a', page: '1' } });
      expect((await api.send(read)).statusCode).toBe(200);
      expect((await api.send(read)).envelope.status.code).toBe(4003);
    });

    it('every undecryptable body, with one identical answer', async () => {
      const key = Buffer.from(t.config.encryptKey, 'hex');
      const good = encode(JSON.stringify({ note: 'x', truckLength: 1 }), t.config.encryptKey);
      const bytes = Buffer.from(good, 'base64');
      bytes[20] = (bytes[20] ?? 0) ^ 0xff;
      const tampered = bytes.toString('base64');
      // One block whose last byte (0x00) is not valid PKCS7 padding.
      const iv = randomBytes(16);
      const cipher = createCipheriv('aes-256-cbc', key, iv).setAutoPadding(false);
      const badPadding = Buffer.concat([
        iv,
        cipher.update(Buffer.alloc(16, 0)),
        cipher.final(),
      ]).toString('base64');
      // 32 bytes (one block): its Base64 ends in `=`.
      const short = encode('{"note":"x"}', t.config.encryptKey);
      expect(short).toMatch(/[^=]=$/);
      const notJson = encode('note=x', t.config.encryptKey);
      const anArray = encode('[1,2]', t.config.encryptKey);

      const form = (value: string) => new URLSearchParams({ encryptdata: value }).toString();
      const bodies = [
        form(tampered),
        form('not base64!'),
        form(short.slice(0, -1)), // the Base64 without its padding
        form(badPadding),
        form(notJson),
        form(anArray),
        `${form(good)}&note=extra`,
        'note=x&truckLength=1', // a plain form sent as if encrypted
        '',
      ];
      const answers = new Set<string>();
      for (const body of bodies) {
        const res = await expectRefusedWithoutWrites(() => writeWithBody(body), 400, 4004);
        expect(res.encrypted).toBe(true);
        answers.add(JSON.stringify(res.envelope));
      }
      expect([...answers]).toEqual([
        JSON.stringify({
          status: { code: 4004, msg: 'The request could not be read' },
          data: null,
        }),
      ]);
    });

    it('a JSON body, even signed', async () => {
      await expectRefusedWithoutWrites(
        () =>
          api.post(WRITE, undefined, {
            rawBody: JSON.stringify({ note: 'x', truckLength: 1 }),
            encrypt: false,
            headers: { 'content-type': 'application/json' },
          }),
        400,
        4000,
      );
    });

    it('a body over 1 MiB, as a bad request', async () => {
      const note = 'x'.repeat(1024 * 1024);
      await expectRefusedWithoutWrites(
        () => api.post(WRITE, { note, truckLength: 1 }, { encrypt: false }),
        400,
        4000,
      );
    });

    it('fields that fail the schema, naming them', async () => {
      const res = await expectRefusedWithoutWrites(
        () => api.post(WRITE, { note: 5, truckLength: 'long', driver: 'x' }),
        422,
        4220,
      );
      expect(res.encrypted).toBe(true);
      const fields = validationErrorDataSchema.parse(res.envelope.data).fields.map((f) => f.field);
      expect(fields.sort()).toEqual(['driver', 'note', 'truckLength']);
      const query = await api.get(ECHO, { plate: 'a' });
      expect(query.statusCode).toBe(422);
      expect(query.envelope.status.msg).toBe('Some fields are invalid: page');
    });

    it('an unsafe request without the X-XSRF-TOKEN header', async () => {
      await expectRefusedWithoutWrites(
        () => api.post(WRITE, { note: 'x', truckLength: 1 }, { xsrf: false }),
        403,
        4031,
      );
    });

    it('an X-XSRF-TOKEN header that differs from the cookie', async () => {
      await expectRefusedWithoutWrites(
        () => api.post(WRITE, { note: 'x', truckLength: 1 }, { xsrf: 'A'.repeat(43) }),
        403,
        4031,
      );
      // Without the cookie at all (a cross-site form cannot read or set it).
      const fresh = new SignedClient(t.app);
      await expectRefusedWithoutWrites(
        () =>
          fresh.post(
            WRITE,
            { note: 'x', truckLength: 1 },
            {
              headers: { cookie: '', 'x-xsrf-token': 'A'.repeat(43) },
            },
          ),
        403,
        4031,
      );
    });

    it('an unknown path, answered in kind to an encrypted request', async () => {
      const res = await api.post('/service/driver-service/api/probe/nothing', { note: 'x' });
      expect(res.statusCode).toBe(404);
      expect(res.encrypted).toBe(true);
      expect(res.envelope).toEqual({ status: { code: 4040, msg: 'Not found' }, data: null });
    });

    it('a URL the router cannot decode, in an envelope', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/service/%zz/api' });
      expect(res.statusCode).toBe(400);
      expect(envelopeSchema.parse(res.json()).status.code).toBe(4000);
    });
  });

  describe('the XSRF-TOKEN cookie', () => {
    it('is given to a browser that lacks it, readable by the page, on API answers', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/service/oms-service/api/auth/me' });
      const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
      expect(cookie?.httpOnly).toBeUndefined();
      // ...and not again once the browser has it.
      const again = await t.app.inject({
        method: 'GET',
        url: '/service/oms-service/api/auth/me',
        headers: { cookie: `XSRF-TOKEN=${cookie?.value}` },
      });
      expect(again.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
    });

    it('is given with the H5 page itself, but not with its cached assets', async () => {
      const dist = makeTempDir('h5-dist-');
      mkdirSync(join(dist.path, 'assets'));
      writeFileSync(join(dist.path, 'index.html'), '<!doctype html><title>H5</title>');
      writeFileSync(join(dist.path, 'assets/app-1a2b3c.js'), 'console.log(1);');
      const withH5 = await buildTestApp({ database: t.database, config: { h5Dist: dist.path } });
      try {
        const page = await withH5.app.inject({ method: 'GET', url: '/' });
        expect(page.statusCode).toBe(200);
        expect(page.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toMatch(
          /^[A-Za-z0-9_-]{43}$/,
        );
        const asset = await withH5.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
        expect(asset.statusCode).toBe(200);
        expect(asset.headers['set-cookie']).toBeUndefined();
      } finally {
        await withH5.close();
        dist.remove();
      }
    });

    it('is not set on the health probe', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.headers['set-cookie']).toBeUndefined();
    });
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      modules: [...domainModules, probeModule],
      config: { rateLimitPerMinute: 5 },
    });
  });
  afterAll(() => t.close());

  it('answer 429 with Retry-After past the per-address limit, for that address only', async () => {
    const api = new SignedClient(t.app, { ip: '203.0.113.7' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await api.get(ECHO, { plate: 'a', page: String(i) })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const limited = await api.get(ECHO, { plate: 'a', page: '9' }, { encrypt: true });
    expect(limited.statusCode).toBe(429);
    expect(limited.encrypted).toBe(true);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // How long to wait, in the data and in words (zh-CN: the request asked for no language).
    expect(limited.envelope).toEqual({
      status: { code: 4290, msg: `操作太频繁，请 ${retryAfter} 秒后再试` },
      data: { retryAfterSeconds: retryAfter },
    });

    const other = new SignedClient(t.app, { ip: '198.51.100.2' });
    expect((await other.get(ECHO, { plate: 'a', page: '1' })).statusCode).toBe(200);
    // Load balancers keep probing a busy address's instance.
    const health = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      remoteAddress: '203.0.113.7',
    });
    expect(health.statusCode).toBe(200);
  });

  it('count each device behind one address apart (carrier NAT), under the address ceiling', async () => {
    const ip = '203.0.113.9';
    const tap = (device: string) =>
      new SignedClient(t.app, { ip }).get(
        ECHO,
        { plate: 'a', page: '1' },
        { headers: { [DEVICE_ID_HEADER.toLowerCase()]: device } },
      );
    for (const device of ['device-aaaaaaaaaaaa-1', 'device-bbbbbbbbbbbb-2']) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await tap(device)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    }
    // A client that makes up a new device id per request still meets the address's ceiling.
    const ceiling = 5 * ADDRESS_CEILING_FACTOR;
    const statuses: number[] = [];
    for (let i = 0; i < ceiling; i += 1) {
      statuses.push((await tap(`device-${String(i).padStart(12, '0')}`)).statusCode);
    }
    // 12 taps above already counted on this address.
    expect(statuses.filter((status) => status === 429)).toHaveLength(12);
    expect(statuses.slice(-12).every((status) => status === 429)).toBe(true);
  });
});

describe('what the per-address limit counts', () => {
  it('counts the API and dynamic routes, not the H5 files or the health probe', async () => {
    const { isCounted } = await import('../src/plugins/rate-limit.ts');
    expect(isCounted('/service/oms-service/api/upgrade/getAppCenter?appKey=x')).toBe(true);
    expect(isCounted('/dev/sms-outbox?mobile=1')).toBe(true);
    expect(isCounted('/uploads/abc.jpg')).toBe(true);
    expect(isCounted('/')).toBe(false);
    expect(isCounted('/assets/index-abc.js')).toBe(false);
    expect(isCounted('/healthz')).toBe(false);
    // Beacons and vitals count in their own buckets.
    expect(isCounted('/collect/sa.gif?data=x')).toBe(false);
    expect(isCounted('/collect/vitals')).toBe(false);
  });
});
