import { afterEach, describe, expect, it, vi } from 'vitest';
import { openIdStatus, setOpenIdStatus } from './open-id';
import {
  ensureOpenId,
  ExchangeRefused,
  type GuardEnv,
  guardRoute,
  REDIRECT_GRACE_MS,
  routeHref,
  userTypeForOpenId,
} from './open-id-guard';
import { ATTEMPTS_KEY, MAX_ATTEMPTS, STATE_KEY } from './oauth-state';

const CODE = '061Abc2w3dEf4g5h6i7j8k9l0m1n2o3p';
const STATE = 'Zx9_-aB3cD4eF5gH6iJ7kL';
const OPENID = 'oAbCdEfGhIjKlMnOpQrStUvWxYz0';
// What React Router's hash history hands a loader for `#/epidemic/index?x=1`.
const REQUEST = 'https://h5.example.com/epidemic/index?x=1';

afterEach(() => setOpenIdStatus(null));

function fakeEnv(href: string, overrides: Partial<GuardEnv> = {}) {
  let current = new URL(href);
  const env = {
    inWechat: () => true,
    location: () => ({
      href: current.toString(),
      origin: current.origin,
      pathname: current.pathname,
      search: current.search,
    }),
    replaceUrl: vi.fn((url: string) => {
      current = new URL(url);
    }),
    redirect: vi.fn(),
    storage: sessionStorage,
    newState: () => STATE,
    knownOpenId: vi.fn<() => string | null>(() => null),
    storedUserType: () => null,
    saveOpenId: vi.fn(),
    exchange: vi.fn(async () => ({ openid: OPENID, userType: null })),
    ...overrides,
  } satisfies GuardEnv;
  return { env, url: () => current.toString() };
}

const meta = {};

describe('ensureOpenId', () => {
  it('does nothing outside WeChat, where there is no openid to get', async () => {
    const { env } = fakeEnv('https://h5.example.com/#/epidemic/index', { inWechat: () => false });
    expect(await ensureOpenId(meta, REQUEST, env)).toEqual({ kind: 'outside-wechat' });
    expect(env.redirect).not.toHaveBeenCalled();
    expect(openIdStatus()).toEqual({ kind: 'outside-wechat' });
  });

  it('lets the page through when the openid is already known', async () => {
    const { env } = fakeEnv('https://h5.example.com/#/epidemic/index', {
      knownOpenId: () => OPENID,
    });
    expect(await ensureOpenId(meta, REQUEST, env)).toEqual({ kind: 'available', openid: OPENID });
    expect(env.redirect).not.toHaveBeenCalled();
  });

  it('sends the visitor to authorize, to come back to the route being loaded, with a fresh state', async () => {
    const { env } = fakeEnv('https://h5.example.com/?last_channel_id=a#/customer/download');
    expect(await ensureOpenId(meta, REQUEST, env)).toEqual({ kind: 'pending' });
    expect(sessionStorage.getItem(STATE_KEY)).toBe(STATE);
    expect(sessionStorage.getItem(ATTEMPTS_KEY)).toBe('1');
    const target = new URL(vi.mocked(env.redirect).mock.calls[0]?.[0] as string);
    expect(target.pathname).toBe('/wechat/oauth/authorize');
    expect(target.searchParams.get('state')).toBe(STATE);
    // The route being navigated to, not the one the address bar still shows.
    expect(target.searchParams.get('redirect_uri')).toBe(
      'https://h5.example.com/?last_channel_id=a#/epidemic/index?x=1',
    );
  });

  it('exchanges the returned code once, keeps the openid, and removes the code from the URL', async () => {
    sessionStorage.setItem(STATE_KEY, STATE);
    sessionStorage.setItem(ATTEMPTS_KEY, '1');
    const { env, url } = fakeEnv(
      `https://h5.example.com/?last_channel_id=a&code=${CODE}&state=${STATE}#/epidemic/index?x=1`,
    );
    const [first, second] = await Promise.all([
      ensureOpenId(meta, REQUEST, env),
      ensureOpenId(meta, REQUEST, env),
    ]);
    expect(first).toEqual({ kind: 'available', openid: OPENID });
    expect(second.kind).not.toBe('pending');
    expect(env.exchange).toHaveBeenCalledTimes(1);
    expect(env.exchange).toHaveBeenCalledWith(CODE, STATE);
    expect(url()).toBe('https://h5.example.com/?last_channel_id=a#/epidemic/index?x=1');
    // Anonymous on an epidemic page: the driver app's user type.
    expect(env.saveOpenId).toHaveBeenCalledWith(OPENID, 3);
    expect(sessionStorage.getItem(ATTEMPTS_KEY)).toBeNull();
    expect(env.redirect).not.toHaveBeenCalled();
  });

  it('never exchanges a code it did not ask for (CSRF), and never loops back to WeChat', async () => {
    sessionStorage.setItem(STATE_KEY, 'another-state-0123456789');
    const { env, url } = fakeEnv(
      `https://h5.example.com/?code=${CODE}&state=${STATE}#/epidemic/index`,
    );
    expect(await ensureOpenId(meta, REQUEST, env)).toEqual({ kind: 'failed', reason: 'rejected' });
    expect(env.exchange).not.toHaveBeenCalled();
    expect(env.redirect).not.toHaveBeenCalled();
    expect(url()).toBe('https://h5.example.com/#/epidemic/index');
    // No stored state at all (a copied link): the same.
    const copied = fakeEnv(`https://h5.example.com/?code=${CODE}&state=${STATE}#/epidemic/index`);
    expect((await ensureOpenId(meta, REQUEST, copied.env)).kind).toBe('failed');
    expect(copied.env.exchange).not.toHaveBeenCalled();
  });

  it('says a used or expired code has expired, and the server being unreachable, without a new trip', async () => {
    const expiredCode = 'A'.repeat(32);
    sessionStorage.setItem(STATE_KEY, STATE);
    const used = fakeEnv(
      `https://h5.example.com/?code=${expiredCode}&state=${STATE}#/epidemic/index`,
      {
        exchange: vi.fn(async () => {
          throw new ExchangeRefused('expired');
        }),
      },
    );
    expect(await ensureOpenId(meta, REQUEST, used.env)).toEqual({
      kind: 'failed',
      reason: 'expired',
    });
    expect(used.env.redirect).not.toHaveBeenCalled();
    expect(used.url()).toBe('https://h5.example.com/#/epidemic/index');

    sessionStorage.setItem(STATE_KEY, STATE);
    const offline = fakeEnv(`https://h5.example.com/?code=${'B'.repeat(32)}&state=${STATE}#/x`, {
      exchange: vi.fn(async () => {
        throw new Error('network');
      }),
    });
    expect(await ensureOpenId(meta, REQUEST, offline.env)).toEqual({
      kind: 'failed',
      reason: 'unavailable',
    });

    const unconfigured = fakeEnv(
      `https://h5.example.com/?wx_oauth_error=unavailable&state=${STATE}#/x`,
    );
    expect(await ensureOpenId(meta, REQUEST, unconfigured.env)).toEqual({
      kind: 'failed',
      reason: 'unavailable',
    });
    expect(unconfigured.url()).toBe('https://h5.example.com/#/x');
  });

  it('stops sending the visitor to WeChat after MAX_ATTEMPTS trips in a tab', async () => {
    sessionStorage.setItem(ATTEMPTS_KEY, String(MAX_ATTEMPTS));
    const { env } = fakeEnv('https://h5.example.com/#/epidemic/index');
    expect(await ensureOpenId(meta, REQUEST, env)).toEqual({
      kind: 'failed',
      reason: 'too-many-attempts',
    });
    expect(env.redirect).not.toHaveBeenCalled();
  });

  it('renders the page anyway when the browser has not left after the grace period', async () => {
    const { env } = fakeEnv('https://h5.example.com/#/epidemic/index');
    const wait = vi.fn(async () => {});
    expect(await guardRoute(meta, REQUEST, env, wait)).toEqual({
      kind: 'failed',
      reason: 'unavailable',
    });
    expect(wait).toHaveBeenCalledWith(REDIRECT_GRACE_MS);
    expect(env.redirect).toHaveBeenCalledTimes(1);
  });
});

describe('userTypeForOpenId', () => {
  it("prefers the logged-in user's, then the stored one, the route's, its app's, the flash sale's shipper, else driver", () => {
    expect(userTypeForOpenId(1, 3, { userType: 3 }, '/epidemic/index')).toBe(1);
    expect(userTypeForOpenId(null, 1, { userType: 3 }, '/epidemic/index')).toBe(1);
    expect(userTypeForOpenId(null, null, { userType: 1 }, '/epidemic/index')).toBe(1);
    expect(userTypeForOpenId(null, null, {}, '/customer/coupon/guide')).toBe(1);
    expect(userTypeForOpenId(null, null, { app_id: 'FYNewCustomer' }, '/x')).toBe(1);
    // The flash sale of trucks is the shippers' (issue 15), its publishing steps too.
    expect(userTypeForOpenId(null, null, {}, '/flashSale/index')).toBe(1);
    expect(userTypeForOpenId(null, null, {}, '/flashSale/publishStep2')).toBe(1);
    expect(userTypeForOpenId(null, null, {}, '/epidemic/index')).toBe(3);
  });
});

describe('routeHref', () => {
  it("puts the loader's route back into the hash of the document's URL", () => {
    expect(
      routeHref(
        { origin: 'https://h', pathname: '/', search: '?a=1' },
        'https://h/epidemic/index?x=1',
      ),
    ).toBe('https://h/?a=1#/epidemic/index?x=1');
  });
});
