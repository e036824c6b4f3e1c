// Login by mobile number and SMS code, and sessions (docs/design.md §4), as the H5 calls them.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes, smsOutbox } from '../src/db/schema/identity.ts';
import { USER_TYPE } from '../src/db/schema/users.ts';
import { ApiError, ok } from '../src/http/envelope.ts';
import type { DomainModule } from '../src/http/domain-module.ts';
import { identityModule } from '../src/modules/identity/module.ts';
import {
  type LoginCodeMessage,
  type SmsSender,
  UnconfiguredSmsSender,
} from '../src/modules/identity/sms-sender.ts';
import { domainModules } from '../src/modules/registry.ts';
import { DEMO_DRIVER_MOBILE, DEMO_SHIPPER_MOBILE } from '../src/modules/users/seed.ts';
import { requireUser } from '../src/http/session-user.ts';
import { SignedClient } from './helpers/signed.ts';
import { captureLogs } from './helpers/log-capture.ts';
import { buildTestApp, type TestApp, TestClock } from './helpers/test-app.ts';
import { newRequestId } from './helpers/request-ids.ts';

const SEND = '/service/oms-service/api/auth/sms/send';
const LOGIN = '/service/oms-service/api/auth/sms/login';
const LOGOUT = '/service/oms-service/api/auth/logout';
const ME = '/service/oms-service/api/auth/me';
const DRIVERS_ONLY = '/service/driver-service/api/probe/drivers-only';

// How another module uses the session: requireUser with a user type.
const driversOnlyModule: DomainModule = {
  name: 'probe',
  routes: [
    {
      service: 'driver-service',
      plugin: async (app) => {
        app.get('/api/probe/drivers-only', async (request) => {
          const { userId } = requireUser(request, USER_TYPE.driver);
          return ok({ userId });
        });
      },
    },
  ],
};

let deviceCounter = 0;
/** A phone's X-Device-Id header, as the H5 sends it: one new device each call. */
const device = () => ({
  'x-device-id': `test-device-${String(++deviceCounter).padStart(8, '0')}`,
});

let ipCounter = 0;
/** A browser on its own address, so per-address limits of one test do not touch another. */
const newBrowser = (t: TestApp, clock: TestClock) =>
  new SignedClient(t.app, { now: clock.now, ip: `10.0.${++ipCounter}.1` });

async function latestCode(t: TestApp, mobile: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/dev/sms-outbox?mobile=${mobile}` });
  expect(res.statusCode).toBe(200);
  const [latest] = res.json().messages as { code: string }[];
  if (!latest) throw new Error(`no SMS to ${mobile}`);
  return latest.code;
}

async function logIn(api: SignedClient, t: TestApp, mobile: string, userType: 1 | 3) {
  expect((await api.post(SEND, { mobile, userType })).statusCode).toBe(200);
  return api.post(LOGIN, {
    requestId: newRequestId('login'),
    mobile,
    userType,
    code: await latestCode(t, mobile),
  });
}

describe('identity', () => {
  const clock = new TestClock();
  let t: TestApp;
  const logs = captureLogs();
  beforeAll(async () => {
    t = await buildTestApp({
      modules: [...domainModules, driversOnlyModule],
      now: clock.now,
      logger: { level: 'info', stream: logs.stream },
    });
  });
  afterAll(() => t.close());

  describe('sending a code', () => {
    it('texts 6 digits through the outbox and the log, masking the number', async () => {
      const api = newBrowser(t, clock);
      const res = await api.post(SEND, { mobile: '13700000011', userType: 1 });
      expect(res.statusCode).toBe(200);
      expect(res.envelope).toEqual({
        status: { code: 0, msg: 'success' },
        data: { expiresInSeconds: 300, resendAfterSeconds: 60 },
      });
      const code = await latestCode(t, '13700000011');
      expect(code).toMatch(/^\d{6}$/);
      expect(logs.text()).toContain(`[sms] to 137****0011: code ${code}`);
      // Only a hash is kept.
      const [stored] = await t.app.db
        .select()
        .from(smsCodes)
        .where(eq(smsCodes.mobile, '13700000011'));
      expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored?.codeHash).not.toContain(code);
    });

    it('refuses a number that is not a mainland mobile, naming the field', async () => {
      const api = newBrowser(t, clock);
      for (const mobile of ['12800000000', '1380000000', '138000000001', '+8613800000000']) {
        const res = await api.post(SEND, { mobile, userType: 1 });
        expect(res.statusCode, mobile).toBe(422);
        expect(res.envelope.status.msg).toBe('Some fields are invalid: mobile');
      }
      const res = await api.post(SEND, { mobile: '13800000001', userType: 2 });
      expect(res.envelope.status.msg).toBe('Some fields are invalid: userType');
    });

    it('allows one code a minute per number, and says how long to wait', async () => {
      const api = newBrowser(t, clock);
      expect((await api.post(SEND, { mobile: '13700000012', userType: 1 })).statusCode).toBe(200);
      clock.advance(30);
      // Even from another browser.
      const again = await newBrowser(t, clock).post(SEND, { mobile: '13700000012', userType: 1 });
      expect(again.statusCode).toBe(429);
      expect(Number(again.headers['retry-after'])).toBe(30);
      // The seconds are in the data too, and the message says them in the user's language.
      expect(again.envelope).toEqual({
        status: { code: 4290, msg: '操作太频繁，请 30 秒后再试' },
        data: { retryAfterSeconds: 30 },
      });
      const english = await newBrowser(t, clock).post(
        SEND,
        { mobile: '13700000012', userType: 1 },
        { headers: { 'accept-language': 'en-US,en;q=0.9' } },
      );
      expect(english.envelope).toEqual({
        status: { code: 4290, msg: 'Too many attempts; try again in 30 s' },
        data: { retryAfterSeconds: 30 },
      });
      clock.advance(31);
      expect((await api.post(SEND, { mobile: '13700000012', userType: 1 })).statusCode).toBe(200);
    });

    it('allows five codes an hour per number, and says the wait in minutes', async () => {
      const api = newBrowser(t, clock);
      const send = () => api.post(SEND, { mobile: '13700000013', userType: 3 });
      for (let i = 0; i < 5; i++) {
        expect((await send()).statusCode).toBe(200);
        clock.advance(61);
      }
      const sixth = await send();
      expect(sixth.statusCode).toBe(429);
      const wait = Number(sixth.headers['retry-after']);
      expect(wait).toBeGreaterThan(3000);
      expect(sixth.envelope.data).toEqual({ retryAfterSeconds: wait });
      expect(sixth.envelope.status.msg).toBe(`操作太频繁，请 ${Math.ceil(wait / 60)} 分钟后再试`);
      clock.advance(3600);
      expect((await send()).statusCode).toBe(200);
    });

    it('allows ten codes an hour per device; another device at the same address is served', async () => {
      const address = newBrowser(t, clock);
      const phone = device();
      for (let i = 0; i < 10; i++) {
        const mobile = `1390000${String(i).padStart(4, '0')}`;
        const res = await address.post(SEND, { mobile, userType: 1 }, { headers: phone });
        expect(res.statusCode, mobile).toBe(200);
      }
      const refused = await address.post(
        SEND,
        { mobile: '13900000010', userType: 1 },
        { headers: phone },
      );
      expect(refused.statusCode).toBe(429);
      expect(refused.envelope.data).toEqual({
        retryAfterSeconds: Number(refused.headers['retry-after']),
      });
      // Someone else behind the same carrier address, asking for the same number.
      const neighbour = await address.post(
        SEND,
        { mobile: '13900000010', userType: 1 },
        { headers: device() },
      );
      expect(neighbour.statusCode).toBe(200);
    });

    it('allows two hundred codes an hour per client address, only as a ceiling', async () => {
      // Many people behind one carrier NAT: each phone asks for its own number, well past the
      // twenty an hour that used to block them all.
      const address = newBrowser(t, clock);
      let phone = device();
      for (let i = 0; i < 200; i++) {
        if (i % 10 === 0) phone = device();
        // Some phones send no device id (an old page): they count only against the ceiling.
        const headers = i % 20 < 10 ? phone : {};
        const mobile = `1391${String(i).padStart(7, '0')}`;
        const res = await address.post(SEND, { mobile, userType: 1 }, { headers });
        expect(res.statusCode, mobile).toBe(200);
      }
      const ceiling = await address.post(
        SEND,
        { mobile: '13919999999', userType: 1 },
        { headers: device() },
      );
      expect(ceiling.statusCode).toBe(429);
      expect(ceiling.envelope.status.code).toBe(4290);
      // The number itself is not blocked: another address may ask for it.
      const other = await newBrowser(t, clock).post(SEND, { mobile: '13919999999', userType: 1 });
      expect(other.statusCode).toBe(200);
    });

    it('sends codes without a device id, or with a malformed one, under the number limits', async () => {
      const address = newBrowser(t, clock);
      const ids = [
        undefined,
        'short',
        'has spaces in it 1234',
        'x'.repeat(65),
        '../../sms:ip:1.2.3.4',
      ];
      for (const [n, deviceId] of ids.entries()) {
        const headers: Record<string, string> = deviceId ? { 'x-device-id': deviceId } : {};
        // None, or a malformed one (as good as none): no device limit applies...
        for (let i = 0; i < 11; i++) {
          const mobile = `1392${n}${String(i).padStart(6, '0')}`;
          const res = await address.post(SEND, { mobile, userType: 3 }, { headers });
          expect(res.statusCode, `${deviceId} ${mobile}`).toBe(200);
        }
      }
      // ...while the per-number limits still do.
      const again = await address.post(SEND, { mobile: '13921000005', userType: 3 });
      expect(again.statusCode).toBe(429);
      expect(again.envelope.data).toEqual({ retryAfterSeconds: 60 });
    });
  });

  describe('logging in', () => {
    it('registers a new number with the page’s user type and opens a session', async () => {
      const api = newBrowser(t, clock);
      const xsrfBefore = (await api.get(ME)).headers['set-cookie'];
      expect(xsrfBefore).toBeDefined();
      const tokenBefore = api.cookies.get('XSRF-TOKEN');

      const res = await logIn(api, t, '13700000021', 3);
      expect(res.statusCode).toBe(200);
      expect(res.envelope.data).toEqual({
        user: { userId: expect.any(Number), userType: 3, mobileMasked: '137****0021' },
        isNew: true,
      });

      const sid = res.raw.cookies.find((c) => c.name === 'sid');
      expect(sid?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 2592000 });
      expect(sid?.secure).toBeUndefined();
      // The XSRF token is rotated at login, and stays readable by the page.
      const xsrf = res.raw.cookies.find((c) => c.name === 'XSRF-TOKEN');
      expect(xsrf?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(xsrf?.value).not.toBe(tokenBefore);
      expect(xsrf?.httpOnly).toBeUndefined();

      const me = await api.get(ME);
      expect(me.statusCode).toBe(200);
      const { user } = res.envelope.data as { user: unknown };
      expect(me.envelope.data).toEqual({ user });
      // A driver may use drivers' routes.
      expect((await api.get(DRIVERS_ONLY)).statusCode).toBe(200);
    });

    it('keeps an existing user’s type, whichever page they log in from', async () => {
      const api = newBrowser(t, clock);
      const res = await logIn(api, t, DEMO_SHIPPER_MOBILE, 3);
      expect(res.envelope.data).toMatchObject({
        user: { userType: 1, mobileMasked: '138****0001' },
        isNew: false,
      });
      // A shipper is refused drivers' routes: logged in, but not allowed.
      const refused = await api.get(DRIVERS_ONLY);
      expect(refused.statusCode).toBe(403);
      expect(refused.envelope.status.code).toBe(4030);
    });

    it('refuses an expired code', async () => {
      const api = newBrowser(t, clock);
      await api.post(SEND, { mobile: '13700000022', userType: 1 });
      const code = await latestCode(t, '13700000022');
      clock.advance(301);
      const res = await api.post(LOGIN, {
        requestId: newRequestId('login'),
        mobile: '13700000022',
        userType: 1,
        code,
      });
      expect(res.statusCode).toBe(200);
      expect(res.envelope).toEqual({
        status: { code: 1000, msg: '验证码已失效，请重新获取' },
        data: { reason: 'code_invalid' },
      });
      expect(res.raw.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    });

    it('accepts a code once', async () => {
      const api = newBrowser(t, clock);
      const first = await logIn(api, t, '13700000023', 1);
      expect(first.envelope.status.code).toBe(0);
      const code = await latestCode(t, '13700000023');
      const again = await newBrowser(t, clock).post(LOGIN, {
        requestId: newRequestId('login'),
        mobile: '13700000023',
        userType: 1,
        code,
      });
      expect(again.envelope.status).toEqual({ code: 1000, msg: '验证码已失效，请重新获取' });
    });

    it('logs in again when a log-in is sent again with its key and code after a lost answer', async () => {
      const api = newBrowser(t, clock);
      await api.post(SEND, { mobile: '13700000027', userType: 3 });
      const sent = {
        mobile: '13700000027',
        userType: 3,
        code: await latestCode(t, '13700000027'),
        requestId: newRequestId('login-retry'),
      };
      const first = await api.post(LOGIN, sent);
      expect(first.envelope.data).toMatchObject({ isNew: true, user: { userType: 3 } });
      // The answer and its cookie were lost: the same send from a browser without the session,
      // twice at once. Each is logged in as that user, new as the first said.
      const lost = [newBrowser(t, clock), newBrowser(t, clock)];
      const retries = await Promise.all(lost.map((browser) => browser.post(LOGIN, sent)));
      for (const [i, retry] of retries.entries()) {
        expect(retry.envelope.data).toEqual(first.envelope.data);
        const me = await lost[i]?.get(ME);
        expect(me?.envelope.data).toEqual({
          user: (first.envelope.data as { user: unknown }).user,
        });
      }
      // Another key with that code is refused: the code was used by the first log-in.
      const other = await newBrowser(t, clock).post(LOGIN, {
        ...sent,
        requestId: newRequestId('login-other'),
      });
      expect(other.envelope.data).toEqual({ reason: 'code_invalid' });
      // Once the code would have died, the retry is refused as the code is.
      clock.advance(301);
      const late = await newBrowser(t, clock).post(LOGIN, sent);
      expect(late.envelope.data).toEqual({ reason: 'code_invalid' });
      expect(late.raw.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    });

    it('does not repeat a log-in with a wrong code under its key, nor count a repeat as a try', async () => {
      const api = newBrowser(t, clock);
      await api.post(SEND, { mobile: '13700000028', userType: 1 });
      const code = await latestCode(t, '13700000028');
      const sent = { mobile: '13700000028', userType: 1, code, requestId: newRequestId('login') };
      expect((await api.post(LOGIN, sent)).envelope.status.code).toBe(0);
      const wrong = code === '000000' ? '111111' : '000000';
      const guessed = await newBrowser(t, clock).post(LOGIN, { ...sent, code: wrong });
      expect(guessed.envelope.data).toEqual({ reason: 'code_invalid' });
      // Six repeats: each is the log-in again, none a wrong try that would kill the code.
      for (let i = 0; i < 6; i += 1) {
        expect((await newBrowser(t, clock).post(LOGIN, sent)).envelope.status.code).toBe(0);
      }
    });

    it('kills a code after five wrong tries', async () => {
      const api = newBrowser(t, clock);
      await api.post(SEND, { mobile: '13700000024', userType: 1 });
      const code = await latestCode(t, '13700000024');
      const wrong = code === '000000' ? '111111' : '000000';
      const answers: string[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await api.post(LOGIN, {
          requestId: newRequestId('login'),
          mobile: '13700000024',
          userType: 1,
          code: wrong,
        });
        answers.push(res.envelope.status.msg);
      }
      expect(answers).toEqual([
        '验证码错误，请重新输入',
        '验证码错误，请重新输入',
        '验证码错误，请重新输入',
        '验证码错误，请重新输入',
        '验证码已失效，请重新获取',
      ]);
      const right = await api.post(LOGIN, {
        requestId: newRequestId('login'),
        mobile: '13700000024',
        userType: 1,
        code,
      });
      expect(right.envelope.status.msg).toBe('验证码已失效，请重新获取');
    });

    it('allows thirty attempts an hour per device; another device at the same address is served', async () => {
      const address = newBrowser(t, clock);
      const phone = device();
      const attempt = (mobile: string, headers: Record<string, string>) =>
        address.post(
          LOGIN,
          { requestId: newRequestId('login'), mobile, userType: 1, code: '123456' },
          { headers },
        );
      for (let i = 0; i < 30; i++) {
        const res = await attempt(`1393000${String(i).padStart(4, '0')}`, phone);
        // No code was sent to these numbers: a business answer, counted all the same.
        expect(res.envelope.status.code).toBe(1000);
      }
      const refused = await attempt('13930000030', phone);
      expect(refused.statusCode).toBe(429);
      expect(refused.envelope.data).toMatchObject({ retryAfterSeconds: expect.any(Number) });
      expect((await attempt('13930000030', device())).envelope.status.code).toBe(1000);
      // Without a device id only the address's ceiling applies, well above thirty.
      expect((await attempt('13930000031', {})).envelope.status.code).toBe(1000);
    });

    it('makes a new code replace the last one', async () => {
      const api = newBrowser(t, clock);
      await api.post(SEND, { mobile: '13700000025', userType: 1 });
      const old = await latestCode(t, '13700000025');
      clock.advance(61);
      await api.post(SEND, { mobile: '13700000025', userType: 1 });
      const fresh = await latestCode(t, '13700000025');
      if (old !== fresh) {
        const res = await api.post(LOGIN, {
          requestId: newRequestId('login'),
          mobile: '13700000025',
          userType: 1,
          code: old,
        });
        expect(res.envelope.status.code).toBe(1000);
      }
      const res = await api.post(LOGIN, {
        requestId: newRequestId('login'),
        mobile: '13700000025',
        userType: 1,
        code: fresh,
      });
      expect(res.envelope.status.code).toBe(0);
    });
  });

  describe('the session', () => {
    it('answers who is logged in with nobody, not an error, and refuses user routes without one', async () => {
      // A page asks on its first load: a visitor who is not logged in is an answer (no 401 the
      // browser would log), while a route for users still refuses.
      const res = await newBrowser(t, clock).get(ME);
      expect(res.statusCode).toBe(200);
      expect(res.envelope).toEqual({ status: { code: 0, msg: 'success' }, data: { user: null } });
      const refused = await newBrowser(t, clock).get(DRIVERS_ONLY);
      expect(refused.statusCode).toBe(401);
      expect(refused.envelope).toEqual({
        status: { code: 4010, msg: 'Please log in' },
        data: null,
      });
    });

    it('binds the XSRF token: the pre-login token no longer passes', async () => {
      const api = newBrowser(t, clock);
      await api.get(ME);
      const before = api.cookies.get('XSRF-TOKEN') as string;
      await logIn(api, t, '13700000031', 1);
      const stale = await api.post(
        LOGOUT,
        {},
        {
          headers: { cookie: `sid=${api.cookies.get('sid')}; XSRF-TOKEN=${before}` },
          xsrf: before,
        },
      );
      expect(stale.statusCode).toBe(403);
      expect(stale.envelope.status.code).toBe(4031);
      expect((await api.get(ME)).statusCode).toBe(200);
    });

    it('ends at logout, on the server and in the browser', async () => {
      const api = newBrowser(t, clock);
      await logIn(api, t, '13700000032', 1);
      const sid = api.cookies.get('sid') as string;
      const res = await api.post(LOGOUT, {});
      expect(res.statusCode).toBe(200);
      expect(res.envelope).toEqual({ status: { code: 0, msg: 'success' }, data: null });
      expect(res.raw.cookies.find((c) => c.name === 'sid')).toMatchObject({ value: '', maxAge: 0 });
      expect((await api.get(ME)).envelope.data).toEqual({ user: null });
      // A copy of the old cookie opens nothing, and is told to go away.
      const copy = await newBrowser(t, clock).get(ME, undefined, {
        headers: { cookie: `sid=${sid}` },
      });
      expect(copy.envelope.data).toEqual({ user: null });
      expect(copy.raw.cookies.find((c) => c.name === 'sid')?.maxAge).toBe(0);
    });

    it('expires after 30 days', async () => {
      const api = newBrowser(t, clock);
      await logIn(api, t, '13700000033', 3);
      clock.advance(29 * 24 * 3600);
      expect((await api.get(ME)).statusCode).toBe(200);
      clock.advance(24 * 3600 + 1);
      expect((await api.get(ME)).envelope.data).toEqual({ user: null });
      expect((await api.get(DRIVERS_ONLY)).statusCode).toBe(401);
    });
  });
});

describe('identity in production', () => {
  const sent: LoginCodeMessage[] = [];
  const capture: SmsSender = {
    name: 'capture',
    async sendLoginCode(message) {
      sent.push(message);
    },
    async sendNotice() {},
  };
  const production = { env: 'production' as const };
  let t: TestApp;
  let unconfigured: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      config: production,
      modules: [{ name: 'users' }, identityModule({ smsSender: capture })],
    });
    // Same database, the configuration's own sender: none in production.
    unconfigured = await buildTestApp({
      database: t.database,
      config: { ...production, smsProvider: undefined },
      modules: [{ name: 'users' }, identityModule()],
    });
  });
  afterAll(async () => {
    await unconfigured.close();
    await t.close();
  });

  it('names the session cookie __Host-sid and marks both cookies Secure', async () => {
    const api = new SignedClient(t.app, { ip: '10.9.0.1' });
    const asked = await api.post(SEND, { mobile: DEMO_DRIVER_MOBILE, userType: 3 });
    const code = sent.at(-1)?.code as string;
    expect(sent.at(-1)).toEqual({
      mobile: DEMO_DRIVER_MOBILE,
      code,
      userType: 3,
      locale: 'zh-CN',
      // The request's id: the provider keeps it with the message (ADR 033).
      reference: asked.headers['x-request-id'],
    });
    const res = await api.post(LOGIN, {
      requestId: newRequestId('login'),
      mobile: DEMO_DRIVER_MOBILE,
      userType: 3,
      code,
    });
    // The demo seed is not loaded in production: this is a sign-up.
    expect(res.envelope.data).toMatchObject({ isNew: true, user: { userType: 3 } });
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(setCookie.find((c) => c.startsWith('__Host-sid='))).toMatch(
      /^__Host-sid=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(setCookie.find((c) => c.startsWith('XSRF-TOKEN='))).toMatch(/; Secure; SameSite=Lax$/);
    expect(res.raw.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    expect((await api.get(ME)).statusCode).toBe(200);
  });

  it('has no SMS outbox window', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/sms-outbox' });
    expect(res.statusCode).toBe(404);
  });

  it('answers 503 without a configured SMS provider, and keeps no code', async () => {
    const api = new SignedClient(unconfigured.app, { ip: '10.9.0.2' });
    const res = await api.post(SEND, { mobile: '13700000041', userType: 1 });
    expect(res.statusCode).toBe(503);
    expect(res.envelope.status.code).toBe(5030);
    const codes = await t.app.db.select().from(smsCodes).where(eq(smsCodes.mobile, '13700000041'));
    expect(codes).toEqual([]);
    expect(await t.app.db.select().from(smsOutbox)).toEqual([]);
    const message = {
      mobile: '13700000041',
      code: '123456',
      userType: 1,
      locale: 'zh-CN',
      reference: 'r',
    } as const;
    await expect(new UnconfiguredSmsSender().sendLoginCode(message)).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});
