import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parentDomain } from './cookie-attributes';
import {
  type CookieWrite,
  clearCookies,
  lifetimeDays,
  recordCookieWrites,
  writeRawCookie,
} from './cookie-writes.fixture';
import {
  clearUserInfo,
  MESSENGER_USER_COOKIE,
  readMessengerUserInfo,
  readUserInfo,
  SESSION_USER_COOKIE,
  saveUserInfo,
  USER_INFO_COOKIE,
} from './user-info';

const production = { hostname: 'h5.example.com', protocol: 'https:' };
const local = { hostname: 'localhost', protocol: 'http:' };
const shipper = { openid: 'oAbC_123-xyz', userType: 1 as const };

let recording: ReturnType<typeof recordCookieWrites>;
const written = (name: string): CookieWrite | undefined =>
  recording.writes.filter((w) => w.name === name).at(-1);

beforeEach(() => {
  recording = recordCookieWrites();
});
afterEach(() => {
  recording.stop();
  clearCookies();
  vi.restoreAllMocks();
});

describe('parentDomain', () => {
  it('shares on the registrable parent, never on localhost or an IP', () => {
    expect(parentDomain('a.b.example.com')).toBe('.example.com');
    expect(parentDomain('h5.example.com')).toBe('.example.com');
    expect(parentDomain('example.com')).toBe('.example.com');
    expect(parentDomain('h5.example.com.cn')).toBe('.example.com.cn');
    expect(parentDomain('localhost')).toBeUndefined();
    expect(parentDomain('192.168.1.20')).toBeUndefined();
    expect(parentDomain('[::1]')).toBeUndefined();
    expect(parentDomain('intranet')).toBeUndefined();
  });
});

describe('user info cookies', () => {
  it('writes each copy with its lifetime, domain and path', () => {
    expect(saveUserInfo(shipper, { messenger: true, where: production })).toBe(true);

    const stored = written(USER_INFO_COOKIE);
    expect(lifetimeDays(stored as CookieWrite)).toBe(30);
    expect(stored?.attributes).toMatchObject({ path: '/', samesite: 'Lax', secure: '' });
    expect(stored?.attributes.domain).toBeUndefined();

    const shared = written('prod_shared_user');
    expect(lifetimeDays(shared as CookieWrite)).toBe(30);
    expect(shared?.attributes).toMatchObject({ path: '/', domain: '.example.com' });

    const session = written(SESSION_USER_COOKIE);
    expect(lifetimeDays(session as CookieWrite)).toBe(1);
    expect(session?.attributes.path).toBe('/');
    expect(session?.attributes.domain).toBeUndefined();

    const messenger = written(MESSENGER_USER_COOKIE);
    expect(lifetimeDays(messenger as CookieWrite)).toBe(30);
    expect(messenger?.attributes.path).toBe('/');
  });

  it('names the shared copy after the environment, t4 for an unknown host', () => {
    saveUserInfo(shipper, { where: { hostname: 'test.t2.example.com', protocol: 'https:' } });
    saveUserInfo(shipper, { where: { hostname: 'h5.unknown.net', protocol: 'https:' } });
    expect(written('t2_shared_user')?.attributes.domain).toBe('.example.com');
    expect(written('t4_shared_user')?.attributes.domain).toBe('.unknown.net');
  });

  it('writes no messenger copy unless asked, and no domain or Secure on a local http host', () => {
    saveUserInfo(shipper, { where: local });
    expect(written(MESSENGER_USER_COOKIE)).toBeUndefined();
    expect(written('dev_shared_user')?.attributes.domain).toBeUndefined();
    expect(written(USER_INFO_COOKIE)?.attributes.secure).toBeUndefined();
  });

  it('stores only openid and userType, never anything else handed to it', () => {
    const withToken = { ...shipper, token: 'secret-session-token', mobile: '13800000001' };
    saveUserInfo(withToken, { messenger: true, where: local });
    for (const write of recording.writes) {
      expect(JSON.parse(decodeURIComponent(write.value))).toEqual(shipper);
    }
    expect(document.cookie).not.toContain('secret');
  });

  it('reads the info back and forgets every copy on logout', () => {
    saveUserInfo({ openid: 'driver_1', userType: 3 }, { messenger: true, where: local });
    expect(readUserInfo('localhost')).toEqual({ openid: 'driver_1', userType: 3 });
    expect(readMessengerUserInfo()).toEqual({ openid: 'driver_1', userType: 3 });

    clearUserInfo(local);
    expect(readUserInfo('localhost')).toBeNull();
    expect(readMessengerUserInfo()).toBeNull();
    expect(document.cookie).toBe('');
  });

  it('removes the shared copy with the domain and path it was written with', () => {
    saveUserInfo(shipper, { where: production });
    clearUserInfo(production);
    const removal = recording.writes.filter((w) => w.name === 'prod_shared_user').at(-1);
    expect(removal?.attributes).toMatchObject({ domain: '.example.com', path: '/' });
    expect(Date.parse(removal?.attributes.expires ?? '')).toBeLessThan(Date.now());
  });

  it('refuses malformed info and ignores a tampered cookie', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(saveUserInfo({ openid: '<img src=x>', userType: 1 }, { where: local })).toBe(false);
    expect(recording.writes).toEqual([]);

    writeRawCookie(
      `${USER_INFO_COOKIE}=${encodeURIComponent('{"openid":"<script>","userType":1}')}; path=/`,
    );
    writeRawCookie(`${SESSION_USER_COOKIE}=not-json; path=/`);
    expect(readUserInfo('localhost')).toBeNull();
    writeRawCookie(
      `${MESSENGER_USER_COOKIE}=${encodeURIComponent('{"openid":"wx_1","userType":2}')}; path=/`,
    );
    expect(readUserInfo('localhost')).toBeNull();
  });
});
