import { useSyncExternalStore } from 'react';
import { readMessengerUserInfo } from '@/lib/cookies/user-info';
import { currentHost } from '@/lib/hosts/detect-host';
import { tripSettled, tripStarted } from './trip-state';

// Whether the page knows the visitor's openid of the official account (SPEC §6 needOasOpenId), for
// the parts of a page that need it. The route guard (open-id-guard.ts) fills it in; outside WeChat
// there is none to get, and the page says so instead of failing.

export type OpenIdFailure =
  /** The code was used or expired (Back, refresh, a second tab). */
  | 'expired'
  /** The code did not come from this tab's request (a forged or copied link). */
  | 'rejected'
  /** No official account is configured, or the server could not be reached. */
  | 'unavailable'
  /** WeChat kept coming back without a code. */
  | 'too-many-attempts';

export type OpenIdStatus =
  | { kind: 'available'; openid: string }
  | { kind: 'outside-wechat' }
  | { kind: 'pending' }
  | { kind: 'failed'; reason: OpenIdFailure };

let status: OpenIdStatus | null = null;
const listeners = new Set<() => void>();

/** What is known now: the guard's last word, else the messenger cookie, else pending or outside. */
export function openIdStatus(): OpenIdStatus {
  if (status) return status;
  if (!currentHost().wechat) return { kind: 'outside-wechat' };
  const openid = readMessengerUserInfo()?.openid;
  return openid ? { kind: 'available', openid } : { kind: 'pending' };
}

export function setOpenIdStatus(next: OpenIdStatus | null): void {
  status = next;
  // A trip that came to an answer, or stalled and is said as failed, lets waiting calls go.
  if (next?.kind !== 'pending') tripSettled();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// useSyncExternalStore compares snapshots by identity: hand out the same object while nothing changed.
let lastSnapshot: OpenIdStatus | null = null;
function snapshot(): OpenIdStatus {
  const next = openIdStatus();
  if (lastSnapshot && JSON.stringify(lastSnapshot) === JSON.stringify(next)) return lastSnapshot;
  lastSnapshot = next;
  return next;
}

/** The visitor's openid of the official account, or why there is none. */
export function useOpenId(): OpenIdStatus {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The route as the router gives it to guards (path and query of the hash), which the guard reads. */
export function routeRequestUrl(): string {
  return new URL(window.location.hash.slice(1) || '/', window.location.origin).href;
}

/** A guard that could not load (a weak link) is a failed trip, said with a retry on the page. */
const guardUnavailable = () => setOpenIdStatus({ kind: 'failed', reason: 'unavailable' });

/**
 * A trip that has neither left the page nor come to an answer by then is said as failed, with its
 * retry: a navigation to WeChat stalled on a weak link, or cancelled by the browser, would
 * otherwise leave "redirecting" on screen with no way on. A trip that leaves unloads the page and
 * its timer; an answer that comes later still counts.
 */
export const TRIP_STALL_MS = 15_000;
let stallTimer: ReturnType<typeof setTimeout> | undefined;
function watchTrip(): void {
  clearTimeout(stallTimer);
  stallTimer = setTimeout(() => {
    if (openIdStatus().kind === 'pending') guardUnavailable();
  }, TRIP_STALL_MS);
}

/**
 * Starts (or finishes, back from WeChat with a code) the silent authorisation from a page of its
 * own (the relays), loading the guard when needed: never a page that says "redirecting" for good.
 */
export function startOpenIdTrip(): Promise<unknown> {
  tripStarted();
  watchTrip();
  return import('./open-id-guard').then(
    ({ ensureOpenId, browserGuardEnv }) => ensureOpenId({}, routeRequestUrl(), browserGuardEnv()),
    guardUnavailable,
  );
}

/**
 * A page's "try again" after a failed trip: a new trip, coming back to `href`. The page says it is
 * on its way meanwhile, so a retry that fails again is seen to have been tried (and the button,
 * gone while it runs, cannot start two).
 */
export function retryOpenIdTrip(href: string): Promise<unknown> {
  setOpenIdStatus({ kind: 'pending' });
  tripStarted();
  watchTrip();
  return import('./open-id-guard').then(
    ({ startAuthorization, browserGuardEnv }) => startAuthorization(browserGuardEnv(), href),
    guardUnavailable,
  );
}
