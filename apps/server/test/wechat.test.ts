// oms-service POST /api/conscribe/commen/getWXConfig: a real JS-SDK signature over the page URL,
// with a ticket cached in the database for every instance; the embedded stand-in outside
// production, WeChat's API when configured, and 503 (never a fake) in production without it.

import { createHash } from 'node:crypto';
import { getWXConfigResponse } from '@freight/contract/endpoints/oms';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { wechatTickets } from '../src/db/schema/wechat.ts';
import type { DomainModule } from '../src/http/domain-module.ts';
import { domainModules } from '../src/modules/registry.ts';
import { jsSdkSignature } from '../src/modules/wechat/js-sdk-signature.ts';
import { ticketSourceFor, wechatRoutes } from '../src/modules/wechat/routes.ts';
import { EMBEDDED_APP_ID, WechatApiTicketSource } from '../src/modules/wechat/ticket-source.ts';
import { anonymous } from './helpers/login.ts';
import type { SignedClient } from './helpers/signed.ts';
import { buildTestApp, type TestApp, TestClock, testConfig } from './helpers/test-app.ts';

const WX_CONFIG = '/service/oms-service/api/conscribe/commen/getWXConfig';
const PAGE = 'https://h5.example.com/?from=share#/driver/download';
const PAGE_WITHOUT_HASH = 'https://h5.example.com/?from=share';

function sha1(text: string) {
  return createHash('sha1').update(text).digest('hex');
}

describe('jsSdkSignature', () => {
  it("is WeChat's documented example", () => {
    // JS-SDK documentation, appendix 1 (signature algorithm).
    expect(
      jsSdkSignature({
        ticket:
          'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        nonceStr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value',
      }),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });
});

// One app for the file: the registry's route (the embedded stand-in, as configured in tests) where
// the H5 calls it, plus, for this test only, the same route with WeChat's API (a stubbed fetch)
// under xcustomer-service and with no ticket source at all under third-service.
const clock = new TestClock();
const wechatFetch = vi.fn<typeof globalThis.fetch>(async (url) =>
  String(url).includes('stable_token')
    ? new Response(JSON.stringify({ access_token: 'ACCESS', expires_in: 7200 }))
    : new Response(
        JSON.stringify({ errcode: 0, errmsg: 'ok', ticket: 'REAL-TICKET', expires_in: 7200 }),
      ),
);
const REAL_APP_ID = 'wx1234567890abcdef';
const variants: DomainModule = {
  name: 'wechat-variants',
  routes: [
    {
      service: 'xcustomer-service',
      plugin: wechatRoutes(
        new WechatApiTicketSource({ appId: REAL_APP_ID, appSecret: 'S', fetch: wechatFetch }),
      ),
    },
    { service: 'third-service', plugin: wechatRoutes(null) },
  ],
};
let t: TestApp;
let api: SignedClient;
beforeAll(async () => {
  t = await buildTestApp({ now: clock.now, modules: [...domainModules, variants] });
  api = anonymous(t);
});
afterAll(() => t.close());

describe('POST /service/oms-service/api/conscribe/commen/getWXConfig (embedded stand-in)', () => {
  const storedTicket = async () => {
    const rows = await t.app.db
      .select()
      .from(wechatTickets)
      .where(eq(wechatTickets.appId, EMBEDDED_APP_ID));
    expect(rows).toHaveLength(1);
    return rows[0] as typeof wechatTickets.$inferSelect;
  };

  it('signs the URL (without its fragment) with the cached ticket, as wx.config checks it', async () => {
    const res = await api.post(WX_CONFIG, { url: PAGE_WITHOUT_HASH });
    expect(res.statusCode).toBe(200);
    const data = getWXConfigResponse.parse(res.envelope.data);
    const { ticket, expiresAt, source } = await storedTicket();
    expect(source).toBe('embedded');
    expect(expiresAt.getTime()).toBe(clock.now() + 7200_000);
    expect(data.appId).toBe(EMBEDDED_APP_ID);
    expect(data.timestamp).toBe(Math.floor(clock.now() / 1000));
    expect(data.signature).toBe(
      sha1(
        `jsapi_ticket=${ticket}&noncestr=${data.nonceStr}&timestamp=${data.timestamp}&url=${PAGE_WITHOUT_HASH}`,
      ),
    );
    expect(data.jsApiList).toEqual(
      expect.arrayContaining([
        'updateAppMessageShareData',
        'updateTimelineShareData',
        'onMenuShareAppMessage',
        'onMenuShareTimeline',
        'openLocation',
        'getLocation',
        'scanQRCode',
      ]),
    );
  });

  it('reuses the ticket while it is valid and replaces it shortly before it expires', async () => {
    const first = await storedTicket();
    await api.post(WX_CONFIG, { url: PAGE_WITHOUT_HASH });
    clock.advance(7200 - 10 * 60);
    await api.post(WX_CONFIG, { url: PAGE_WITHOUT_HASH });
    expect((await storedTicket()).ticket).toBe(first.ticket);
    clock.advance(6 * 60);
    await api.post(WX_CONFIG, { url: PAGE_WITHOUT_HASH });
    const second = await storedTicket();
    expect(second.ticket).not.toBe(first.ticket);
    expect(second.expiresAt.getTime()).toBe(clock.now() + 7200_000);
  });

  it('gives each call its own nonce', async () => {
    const a = await api.post(WX_CONFIG, { url: PAGE_WITHOUT_HASH });
    const b = await api.post(WX_CONFIG, { url: PAGE_WITHOUT_HASH });
    expect((a.envelope.data as { nonceStr: string }).nonceStr).not.toBe(
      (b.envelope.data as { nonceStr: string }).nonceStr,
    );
  });

  it('answers 422 naming url for a URL with a fragment, another scheme, or none', async () => {
    for (const url of [PAGE, 'ftp://h5.example.com/', 'not a url', undefined]) {
      const res = await api.post(WX_CONFIG, url === undefined ? {} : { url });
      expect(res.statusCode, String(url)).toBe(422);
      expect(res.envelope.data).toEqual({
        fields: [expect.objectContaining({ field: 'url', message: expect.any(String) })],
      });
    }
  });
});

describe('WeChat ticket sources', () => {
  const answers = (...bodies: unknown[]) => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    for (const body of bodies) {
      fetch.mockResolvedValueOnce(new Response(JSON.stringify(body), { status: 200 }));
    }
    return fetch;
  };

  it('fetches a stable access token, then the jsapi ticket, from the WeChat API', async () => {
    const fetch = answers(
      { access_token: 'ACCESS', expires_in: 7200 },
      { errcode: 0, errmsg: 'ok', ticket: 'TICKET', expires_in: 7200 },
    );
    const source = new WechatApiTicketSource({
      appId: 'wx1234567890abcdef',
      appSecret: 'S',
      fetch,
    });
    expect(await source.fetchJsapiTicket()).toEqual({
      ticket: 'TICKET',
      expiresInSeconds: 7200,
    });
    const [tokenUrl, tokenInit] = fetch.mock.calls[0] ?? [];
    expect(tokenUrl).toBe('https://api.weixin.qq.com/cgi-bin/stable_token');
    expect(JSON.parse(String(tokenInit?.body))).toEqual({
      grant_type: 'client_credential',
      appid: 'wx1234567890abcdef',
      secret: 'S',
    });
    expect(fetch.mock.calls[1]?.[0]).toBe(
      'https://api.weixin.qq.com/cgi-bin/ticket/getticket?access_token=ACCESS&type=jsapi',
    );
  });

  it('turns WeChat errors into UPSTREAM_ERROR and a timeout into UPSTREAM_TIMEOUT', async () => {
    const refused = new WechatApiTicketSource({
      appId: 'wx1',
      appSecret: 'wrong',
      fetch: answers({ errcode: 40125, errmsg: 'invalid appsecret' }),
    });
    await expect(refused.fetchJsapiTicket()).rejects.toMatchObject({
      code: 5020,
    });
    const slow = new WechatApiTicketSource({
      appId: 'wx1',
      appSecret: 'S',
      timeoutMs: 20,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    });
    await expect(slow.fetchJsapiTicket()).rejects.toMatchObject({ code: 5040 });
  });

  it('are chosen by configuration: WeChat when configured, the stand-in only outside production', () => {
    const app = (overrides: Parameters<typeof testConfig>[0]) =>
      ({ config: testConfig(overrides) }) as Parameters<typeof ticketSourceFor>[0];
    expect(ticketSourceFor(app({}))?.kind).toBe('embedded');
    expect(
      ticketSourceFor(app({ wechatAppId: 'wx1234567890abcdef', wechatAppSecret: 'S' }))?.kind,
    ).toBe('wechat');
    expect(ticketSourceFor(app({ env: 'production' }))).toBeNull();
    expect(
      ticketSourceFor(
        app({
          env: 'production',
          wechatAppId: 'wx1234567890abcdef',
          wechatAppSecret: 'S',
        }),
      )?.kind,
    ).toBe('wechat');
  });
});

describe('getWXConfig with the WeChat API, and without any source', () => {
  const REAL = '/service/xcustomer-service/api/conscribe/commen/getWXConfig';

  it('signs with the ticket WeChat issued, fetching it once for many calls, even at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api.post(REAL, { url: PAGE_WITHOUT_HASH })),
    );
    answers.push(await api.post(REAL, { url: PAGE_WITHOUT_HASH }));
    for (const res of answers) {
      const data = getWXConfigResponse.parse(res.envelope.data);
      expect(data.appId).toBe(REAL_APP_ID);
      expect(data.signature).toBe(
        jsSdkSignature({
          ticket: 'REAL-TICKET',
          nonceStr: data.nonceStr,
          timestamp: data.timestamp,
          url: PAGE_WITHOUT_HASH,
        }),
      );
    }
    // One access token, one ticket.
    expect(wechatFetch).toHaveBeenCalledTimes(2);
  });

  it('answers 503 when no ticket source is configured (production without WX_APP_ID)', async () => {
    const res = await api.post('/service/third-service/api/conscribe/commen/getWXConfig', {
      url: PAGE_WITHOUT_HASH,
    });
    expect(res.statusCode).toBe(503);
    expect(res.envelope.status.code).toBe(5030);
  });
});
