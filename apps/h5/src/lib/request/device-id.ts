import { DEVICE_ID_COOKIE, DEVICE_ID_PATTERN } from '@freight/contract/constants';
import Cookies from 'js-cookie';
import { cookieAttributes } from '@/lib/cookies/cookie-attributes';

// The device id (docs/design.md §8): a random id made once and kept, sent by the request client on
// every call as `X-Device-Id` (outside the signature). The server keys limits by it (SMS codes
// per device, so one address is only a high ceiling for the many phones behind a carrier NAT);
// it is a signal, never proof of who the visitor is.
//
// Kept twice, so that losing one copy keeps the id: in local storage, and in a host-only cookie
// that lives two years (WeChat and some phones clear one or the other). Neither available
// (storage refused): an id for this page's life, which the server treats like any other.
//
// Inside the platform's apps, docs/design.md says the bridge's device id is used when present. The
// bridge (lib/bridge/native-bridge.ts, docs/design.md §4) has no action that returns one today, and
// its answers are asynchronous while every call needs the id at once; so the generated id is used
// in the apps too. When the apps add such an action, read it once at start and keep it here in
// place of the generated one (both copies), before the first call.

export const DEVICE_ID_STORAGE_KEY = 'fy_device_id';
/** The cookie's life: two years, host-only. */
const COOKIE_SCOPE = { shared: false, days: 2 * 365 };

let current: string | null = null;

function valid(id: string | null | undefined): id is string {
  return typeof id === 'string' && DEVICE_ID_PATTERN.test(id);
}

/** 16 random bytes as 22 URL-safe Base64 characters (matches DEVICE_ID_PATTERN). */
function newDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function keep(id: string): void {
  try {
    localStorage.setItem(DEVICE_ID_STORAGE_KEY, id);
  } catch {
    // Storage refused (private mode): the cookie keeps it.
  }
  Cookies.set(DEVICE_ID_COOKIE, id, cookieAttributes(COOKIE_SCOPE));
}

function stored(): string | null {
  let fromStorage: string | null = null;
  try {
    fromStorage = localStorage.getItem(DEVICE_ID_STORAGE_KEY);
  } catch {
    // Storage refused: the cookie may still have it.
  }
  if (valid(fromStorage)) return fromStorage;
  const fromCookie = Cookies.get(DEVICE_ID_COOKIE) ?? null;
  return valid(fromCookie) ? fromCookie : null;
}

/** This device's id: the kept one, else a new one, kept in both places. */
export function deviceId(): string {
  if (current) return current;
  const found = stored();
  current = found ?? newDeviceId();
  // Restores whichever copy was lost (and refreshes the cookie's lifetime) once per page load.
  keep(current);
  return current;
}

/** For tests: forget the id read in this page, so the next call reads storage again. */
export function resetDeviceId(): void {
  current = null;
}
