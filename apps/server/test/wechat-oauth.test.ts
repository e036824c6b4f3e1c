// The official account's silent OAuth (SPEC §6, PITFALLS 2): the authorize hop, the stand-in
// authorize page, and the one-time exchange of a code for the openid; WeChat's real API with a
// stubbed fetch; 503 (never a stand-in) in production without an official account.

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { wechatOpenids } from '../src/db/schema/wechat-oauth.ts';
import { users } from '../src/db/schema/users.ts';
import type { DomainModule } from '../src/http/domain-module.ts';
import { domainModules } from '../src/modules/registry.ts';
import { WechatOAuthSource } from '../src/modules/wechat/oauth-source.ts';
import { EXCHANGES_PER_MINUTE, oauthExchangeRoutes } from '../src/modules/wechat/oauth-routes.ts';
import {
  redirectWithCode,
  standInAuthorizeUrl,
  wechatAuthorizeUrl,
} from '../src/modules/wechat/oauth-urls.ts';
import { EMBEDDED_APP_ID } from '../src/modules/wechat/ticket-source.ts';
import { anonymous, loginAs } from './helpers/login.ts';
import { expectPerDeviceLimit } from './helpers/device-limits.ts';
import { SignedClient } from './helpers/signed.ts';
import { buildTestApp, type TestApp, TestClock } from './helpers/test-app.ts';

const EXCHANGE = '/service/oms-service/api/wechat/oauth/exchange';
// app.inject's default origin; the page a visitor was on when the guard sent them to authorize.
const PAGE = 'http://localhost/?last_channel_id=abc#/epidemic/index';
const STATE = 'Zx9_-aB3cD4eF5gH6iJ7kL';

describe('authorize URLs', () => {
  it("is WeChat's silent authorize URL, parameters in WeChat's order", () => {
    expect(
      wechatAuthorizeUrl({ appId: 'wx1234567890abcdef', redirectUri: PAGE, state: STATE }),
    ).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1234567890abcdef' +
        '&redirect_uri=http%3A%2F%2Flocalhost%2F%3Flast_channel_id%3Dabc%23%2Fepidemic%2Findex' +
        `&response_type=code&scope=snsapi_base&state=${STATE}#wechat_redirect`,
    );
    expect(
      standInAuthorizeUrl({ appId: EMBEDDED_APP_ID, redirectUri: PAGE, state: STATE }),
    ).toMatch(
      /^\/dev\/wechat\/authorize\?appid=wx-embedded-stand-in&redirect_uri=http%3A.*&response_type=code&scope=snsapi_base&state=Zx9_-aB3cD4eF5gH6iJ7kL#wechat_redirect$/,
    );
  });

  it('brings the code back before the hash route, as WeChat does', () => {
    expect(redirectWithCode(PAGE, { code: 'C0DE', state: STATE })).toBe(
      `http://localhost/?last_channel_id=abc&code=C0DE&state=${STATE}#/epidemic/index`,
    );
  });
});

// WeChat's API with a stubbed fetch under xcustomer-service; no source at all (production without
// an official account) under third-service.
const wechatFetch = vi.fn<typeof globalThis.fetch>();
const REAL_APP_ID = 'wx1234567890abcdef';
const variants: DomainModule = {
  name: 'wechat-oauth-variants',
  routes: [
    {
      service: 'xcustomer-service',
      plugin: oauthExchangeRoutes(
        new WechatOAuthSource({ appId: REAL_APP_ID, appSecret: 'SECRET', fetch: wechatFetch }),
      ),
    },
    { service: 'third-service', plugin: oauthExchangeRoutes(null) },
  ],
};

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: clock.now, modules: [...domainModules, variants] });
});
afterAll(() => t.close());

const openidRows = async () => (await t.app.db.select({ n: count() }).from(wechatOpenids))[0]?.n;

/** The visitor's trip: our hop, then the stand-in page, which redirects back with a code. */
async function authorize(browserCookie?: string, page = PAGE, state = STATE) {
  const hop = await t.app.inject({
    method: 'GET',
    url: `/wechat/oauth/authorize?redirect_uri=${encodeURIComponent(page)}&state=${state}`,
  });
  expect(hop.statusCode).toBe(302);
  const location = hop.headers.location as string;
  expect(location).toBe(standInAuthorizeUrl({ appId: EMBEDDED_APP_ID, redirectUri: page, state }));
  const standIn = await t.app.inject({
    method: 'GET',
    url: location.split('#')[0] as string,
    headers: browserCookie ? { cookie: browserCookie } : {},
  });
  expect(standIn.statusCode).toBe(302);
  const back = new URL(standIn.headers.location as string);
  const cookie = standIn.cookies.find((c) => c.name === 'wx_stand_in_browser');
  return {
    back,
    code: back.searchParams.get('code') as string,
    cookie: browserCookie ?? `wx_stand_in_browser=${cookie?.value}`,
  };
}

describe('the stand-in round trip (outside production)', () => {
  it('comes back to the same page, code and state before the hash, then exchanges once', async () => {
    const { back, code } = await authorize();
    expect(back.pathname).toBe('/');
    expect(back.hash).toBe('#/epidemic/index');
    expect(back.searchParams.get('state')).toBe(STATE);
    expect(back.searchParams.get('last_channel_id')).toBe('abc');
    expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const api = anonymous(t);
    const first = await api.post(EXCHANGE, { code, state: STATE });
    expect(first.envelope.status.code).toBe(0);
    const data = first.envelope.data as { openid: string; userType: number | null };
    expect(data.openid).toMatch(/^o[A-Za-z0-9_-]{27}$/);
    expect(data.userType).toBeNull();
    const [row] = await t.app.db
      .select()
      .from(wechatOpenids)
      .where(eq(wechatOpenids.openid, data.openid));
    expect(row).toMatchObject({ appId: EMBEDDED_APP_ID, userId: null });

    // Back, refresh or a second tab: the code is spent (WeChat's 40163), nothing more is stored.
    const before = await openidRows();
    const again = await api.post(EXCHANGE, { code, state: STATE });
    expect(again.statusCode).toBe(200);
    expect(again.envelope.status).toEqual({ code: 1004, msg: '授权已失效，请重新进入页面' });
    expect(again.envelope.data).toBeNull();
    expect(await openidRows()).toBe(before);
  });

  it('gives one browser the same openid every time, and another browser another', async () => {
    const first = await authorize();
    const second = await authorize(first.cookie);
    const stranger = await authorize();
    const api = anonymous(t);
    const openid = async (code: string) =>
      ((await api.post(EXCHANGE, { code, state: STATE })).envelope.data as { openid: string })
        .openid;
    const a = await openid(first.code);
    expect(await openid(second.code)).toBe(a);
    expect(await openid(stranger.code)).not.toBe(a);
  });

  it('refuses a code with another state, unknown or expired, storing nothing', async () => {
    const { code } = await authorize();
    const api = anonymous(t);
    const before = await openidRows();
    const otherState = await api.post(EXCHANGE, { code, state: 'another-state-0123456789' });
    expect(otherState.envelope.status.code).toBe(1004);
    const unknown = await api.post(EXCHANGE, { code: 'A'.repeat(32), state: STATE });
    expect(unknown.envelope.status.code).toBe(1004);
    const late = await authorize();
    clock.advance(5 * 60 + 1);
    const expired = await api.post(EXCHANGE, { code: late.code, state: STATE });
    expect(expired.envelope.status.code).toBe(1004);
    expect(await openidRows()).toBe(before);
    // A refused state does not spend the code: the right one still works (within its 5 minutes).
    const fresh = await authorize();
    await api.post(EXCHANGE, { code: fresh.code, state: 'another-state-0123456789' });
    expect(
      (await api.post(EXCHANGE, { code: fresh.code, state: STATE })).envelope.status.code,
    ).toBe(0);
  });

  it('limits exchanges per device; one address (a carrier NAT) is only a high ceiling', async () => {
    // Every phone on one address; each sends its own device id.
    const attempt = (device: string) =>
      new SignedClient(t.app, { ip: '10.77.0.1', now: clock.now }).post(
        EXCHANGE,
        { code: 'B'.repeat(32), state: STATE },
        { headers: { 'x-device-id': device } },
      );
    // Many phones behind one address are each answered (the code is refused, not the phone); one
    // device trying codes is stopped.
    await expectPerDeviceLimit(attempt, EXCHANGES_PER_MINUTE);
    clock.advance(61);
  });

  it('lets only one of two parallel exchanges of a code through', async () => {
    const { code } = await authorize();
    const [a, b] = await Promise.all([
      anonymous(t).post(EXCHANGE, { code, state: STATE }),
      anonymous(t).post(EXCHANGE, { code, state: STATE }),
    ]);
    expect([a.envelope.status.code, b.envelope.status.code].sort()).toEqual([0, 1004]);
  });

  it('binds the openid to the logged-in user and answers their type', async () => {
    const driver = await loginAs(t, '13900000003', 3);
    const { code } = await authorize();
    const res = await driver.post(EXCHANGE, { code, state: STATE });
    expect(res.envelope.data).toMatchObject({ userType: 3 });
    const { openid } = res.envelope.data as { openid: string };
    const [row] = await t.app.db
      .select({ userId: wechatOpenids.userId, mobile: users.mobile })
      .from(wechatOpenids)
      .innerJoin(users, eq(users.id, wechatOpenids.userId))
      .where(eq(wechatOpenids.openid, openid));
    expect(row?.mobile).toBe('13900000003');
  });

  it('validates the request through the contract schema', async () => {
    const res = await anonymous(t).post(EXCHANGE, { code: 'short', state: STATE });
    expect(res.statusCode).toBe(422);
    expect(res.envelope.data).toEqual({ fields: [{ field: 'code', message: 'invalid code' }] });
  });

  it('never redirects (nor hands a code) to another site', async () => {
    const evil = 'https://evil.example/#/x';
    const hop = await t.app.inject({
      method: 'GET',
      url: `/wechat/oauth/authorize?redirect_uri=${encodeURIComponent(evil)}&state=${STATE}`,
    });
    expect(hop.statusCode).toBe(400);
    const standIn = await t.app.inject({
      method: 'GET',
      url: standInAuthorizeUrl({ appId: EMBEDDED_APP_ID, redirectUri: evil, state: STATE }),
    });
    expect(standIn.statusCode).toBe(400);
    const badState = await t.app.inject({
      method: 'GET',
      url: `/wechat/oauth/authorize?redirect_uri=${encodeURIComponent(PAGE)}&state=%3Cscript%3E`,
    });
    expect(badState.statusCode).toBe(422);
  });
});

describe("WeChat's sns/oauth2/access_token (stubbed)", () => {
  const REAL = '/service/xcustomer-service/api/wechat/oauth/exchange';
  const answer = (body: unknown, status = 200) =>
    wechatFetch.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));

  it('asks WeChat once with the code and the secret, and stores the openid', async () => {
    answer({
      access_token: 'AT',
      expires_in: 7200,
      openid: 'oREAL_openid_0123456789abcd',
      scope: 'snsapi_base',
    });
    const res = await anonymous(t).post(REAL, { code: 'C'.repeat(32), state: STATE });
    expect(res.envelope.data).toEqual({ openid: 'oREAL_openid_0123456789abcd', userType: null });
    const url = new URL(String(wechatFetch.mock.calls.at(-1)?.[0]));
    expect(url.origin + url.pathname).toBe('https://api.weixin.qq.com/sns/oauth2/access_token');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: REAL_APP_ID,
      secret: 'SECRET',
      code: 'C'.repeat(32),
      grant_type: 'authorization_code',
    });
    const [row] = await t.app.db
      .select()
      .from(wechatOpenids)
      .where(eq(wechatOpenids.openid, 'oREAL_openid_0123456789abcd'));
    expect(row?.appId).toBe(REAL_APP_ID);
  });

  it("turns WeChat's 'code been used' into the expired-link answer, storing nothing", async () => {
    const before = await openidRows();
    answer({ errcode: 40163, errmsg: 'code been used' });
    const used = await anonymous(t).post(REAL, { code: 'D'.repeat(32), state: STATE });
    expect(used.envelope.status.code).toBe(1004);
    answer({ errcode: 40029, errmsg: 'invalid code' });
    const invalid = await anonymous(t).post(REAL, { code: 'E'.repeat(32), state: STATE });
    expect(invalid.envelope.status.code).toBe(1004);
    expect(await openidRows()).toBe(before);
  });

  it('answers 502 for other WeChat failures and 504 for a timeout', async () => {
    answer({ errcode: 40125, errmsg: 'invalid appsecret' });
    expect((await anonymous(t).post(REAL, { code: 'F'.repeat(32), state: STATE })).statusCode).toBe(
      502,
    );
    answer({}, 500);
    expect((await anonymous(t).post(REAL, { code: 'G'.repeat(32), state: STATE })).statusCode).toBe(
      502,
    );
    wechatFetch.mockRejectedValueOnce(Object.assign(new Error('t'), { name: 'TimeoutError' }));
    expect((await anonymous(t).post(REAL, { code: 'H'.repeat(32), state: STATE })).statusCode).toBe(
      504,
    );
  });

  it('answers 503 when no official account is configured (production), storing nothing', async () => {
    const before = await openidRows();
    const res = await anonymous(t).post('/service/third-service/api/wechat/oauth/exchange', {
      code: 'I'.repeat(32),
      state: STATE,
    });
    expect(res.statusCode).toBe(503);
    expect(await openidRows()).toBe(before);
  });
});

describe('in production', () => {
  it('has no stand-in, sends the visitor back saying OAuth is unavailable, and uses WeChat when configured', async () => {
    const production = await buildTestApp({ config: { env: 'production' } });
    try {
      expect(
        (
          await production.app.inject({
            method: 'GET',
            url: standInAuthorizeUrl({ appId: EMBEDDED_APP_ID, redirectUri: PAGE, state: STATE }),
          })
        ).statusCode,
      ).toBe(404);
      const hop = await production.app.inject({
        method: 'GET',
        url: `/wechat/oauth/authorize?redirect_uri=${encodeURIComponent(PAGE)}&state=${STATE}`,
      });
      expect(hop.statusCode).toBe(302);
      expect(hop.headers.location).toBe(
        `http://localhost/?last_channel_id=abc&wx_oauth_error=unavailable&state=${STATE}#/epidemic/index`,
      );
    } finally {
      await production.close();
    }
    const configured = await buildTestApp({
      config: {
        env: 'production',
        wechatAppId: REAL_APP_ID,
        wechatAppSecret: 'S',
        publicOrigin: 'https://h5.example.com',
      },
    });
    try {
      const page = 'https://h5.example.com/#/epidemic/index';
      const hop = await configured.app.inject({
        method: 'GET',
        url: `/wechat/oauth/authorize?redirect_uri=${encodeURIComponent(page)}&state=${STATE}`,
      });
      expect(hop.headers.location).toBe(
        wechatAuthorizeUrl({ appId: REAL_APP_ID, redirectUri: page, state: STATE }),
      );
      // Behind the proxy, the page's origin is PUBLIC_ORIGIN, not the address the request came to.
      const direct = await configured.app.inject({
        method: 'GET',
        url: `/wechat/oauth/authorize?redirect_uri=${encodeURIComponent(PAGE)}&state=${STATE}`,
      });
      expect(direct.statusCode).toBe(400);
    } finally {
      await configured.close();
    }
  });
});
