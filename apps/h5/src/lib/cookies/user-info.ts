import Cookies from 'js-cookie';
import { environmentKey } from '@/config/hosts';
import type { UserType } from '@/lib/routing/route-table';
import { type CookieScope, cookieAttributes, removalAttributes } from './cookie-attributes';
import { OPENID_PATTERN } from './query-ids';
import {
  MESSENGER_USER_COOKIE,
  SESSION_USER_COOKIE,
  SHARED_USER_COOKIE_SUFFIX,
  USER_INFO_COOKIE,
} from './user-info-names';

// Who the visitor is, as far as pages need to know without a call (SPEC §3, §4): openid and user
// type in JS-readable cookies. Never a credential: the session itself is an HttpOnly cookie set by
// the server (docs/design.md §4), so anything a script could steal from here opens nothing.

export interface StoredUserInfo {
  openid: string;
  userType: UserType;
}

export { MESSENGER_USER_COOKIE, SESSION_USER_COOKIE, USER_INFO_COOKIE };

/** The copy every H5 host of one environment shares; test and production never mix. */
export function sharedUserCookie(hostname: string = window.location.hostname): string {
  return `${environmentKey(hostname)}${SHARED_USER_COOKIE_SUFFIX}`;
}

/**
 * Lifetimes: shared 30 days and session 1 day (SPEC §9). The spec gives none for the stored and
 * messenger copies; they live as long as the shared copy, so a returning visitor is recognised
 * for the same 30 days whichever copy a page reads.
 */
export const USER_COOKIE_SCOPES = {
  stored: { shared: false, days: 30 },
  shared: { shared: true, days: 30 },
  session: { shared: false, days: 1 },
  messenger: { shared: false, days: 30 },
} as const satisfies Record<string, CookieScope>;

type Where = Pick<Location, 'hostname' | 'protocol'>;

function isUserInfo(value: unknown): value is StoredUserInfo {
  if (typeof value !== 'object' || value === null) return false;
  const { openid, userType } = value as Record<string, unknown>;
  // The openid is empty for a visitor who logged in outside WeChat (no official-account openid yet).
  return (
    typeof openid === 'string' &&
    (openid === '' || OPENID_PATTERN.test(openid)) &&
    (userType === 1 || userType === 3)
  );
}

function parse(raw: string | undefined): StoredUserInfo | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    // Only the two fields are kept, whatever else a tampered cookie carries.
    return isUserInfo(value) ? { openid: value.openid, userType: value.userType } : null;
  } catch {
    return null;
  }
}

export interface SaveUserInfoOptions {
  /** Also write the messenger copy (the visitor was identified inside WeChat). */
  messenger?: boolean;
  where?: Where;
}

/** Login (SPEC §4): writes the stored, shared and session copies. False for malformed info. */
export function saveUserInfo(info: StoredUserInfo, options: SaveUserInfoOptions = {}): boolean {
  if (!isUserInfo(info)) {
    console.warn('[user-info] refused to store malformed user info');
    return false;
  }
  const where = options.where ?? window.location;
  const value = JSON.stringify({ openid: info.openid, userType: info.userType });
  const write = (name: string, scope: CookieScope) =>
    Cookies.set(name, value, cookieAttributes(scope, where));
  write(USER_INFO_COOKIE, USER_COOKIE_SCOPES.stored);
  write(sharedUserCookie(where.hostname), USER_COOKIE_SCOPES.shared);
  write(SESSION_USER_COOKIE, USER_COOKIE_SCOPES.session);
  if (options.messenger) write(MESSENGER_USER_COOKIE, USER_COOKIE_SCOPES.messenger);
  return true;
}

/** The visitor's info from the first valid copy: stored, session, shared, then messenger. */
export function readUserInfo(hostname: string = window.location.hostname): StoredUserInfo | null {
  // The cookie string read and split once for the four names (a visitor has none of them, and
  // each `Cookies.get(name)` reads and splits it again: a few per cent of the first render).
  const all = Cookies.get();
  return (
    parse(all[USER_INFO_COOKIE]) ??
    parse(all[SESSION_USER_COOKIE]) ??
    parse(all[sharedUserCookie(hostname)]) ??
    parse(all[MESSENGER_USER_COOKIE])
  );
}

/** The copy made inside WeChat only (routes that need the official account's openid). */
export function readMessengerUserInfo(): StoredUserInfo | null {
  return parse(Cookies.get(MESSENGER_USER_COOKIE));
}

/** Logout (SPEC §4): removes every copy, each with the domain and path it was written with. */
export function clearUserInfo(where: Where = window.location): void {
  Cookies.remove(USER_INFO_COOKIE, removalAttributes(USER_COOKIE_SCOPES.stored, where));
  Cookies.remove(
    sharedUserCookie(where.hostname),
    removalAttributes(USER_COOKIE_SCOPES.shared, where),
  );
  Cookies.remove(SESSION_USER_COOKIE, removalAttributes(USER_COOKIE_SCOPES.session, where));
  Cookies.remove(MESSENGER_USER_COOKIE, removalAttributes(USER_COOKIE_SCOPES.messenger, where));
}
