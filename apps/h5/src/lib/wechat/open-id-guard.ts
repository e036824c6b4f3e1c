import { BUSINESS_CODES } from '@freight/contract/business-codes';
import { readMessengerUserInfo, readUserInfo, saveUserInfo } from '@/lib/cookies/user-info';
import { resolveAppId } from '@/lib/analytics/analytics-rules';
import { currentHost } from '@/lib/hosts/detect-host';
import type { RouteMeta, UserType } from '@/lib/routing/route-table';
import { type OpenIdFailure, type OpenIdStatus, setOpenIdStatus } from './open-id';
import { authorizeStartUrl, readOAuthReturn, withoutOAuthParams } from './oauth-url';
import {
  attempts,
  checkState,
  countAttempt,
  MAX_ATTEMPTS,
  newState,
  rememberState,
  resetAttempts,
  STATE_KEY,
  type StateStorage,
} from './oauth-state';

// The route guard of `needOasOpenId` pages (SPEC §6, PITFALLS 2). Inside WeChat, without a known
// openid, the visitor is sent through the official account's silent OAuth and comes back to the
// same route with a one-time code, which the server exchanges once; the openid is then kept in the
// messenger user-info cookie and the code removed from the address bar. It never blocks the page
// for good: outside WeChat, and after a failed trip, the page renders and its openid-dependent
// parts explain (`useOpenId`, `<NeedsWechat>`). A returning trip never starts another one, and a
// tab makes at most MAX_ATTEMPTS trips, so a misconfigured account cannot trap a visitor in a loop.

export interface ExchangeAnswer {
  openid: string;
  userType: UserType | null;
}

/** Why an exchange failed, as the guard tells the page. */
export class ExchangeRefused extends Error {
  constructor(readonly reason: OpenIdFailure) {
    super(reason);
  }
}

export interface GuardEnv {
  inWechat(): boolean;
  location(): Pick<Location, 'href' | 'origin' | 'pathname' | 'search'>;
  /** Replaces the address bar's URL without navigating (the router keeps its state). */
  replaceUrl(url: string): void;
  /** Leaves the page for the authorize page; the back button must not return to this URL. */
  redirect(url: string): void;
  storage: StateStorage;
  newState(): string;
  knownOpenId(): string | null;
  storedUserType(): UserType | null;
  saveOpenId(openid: string, userType: UserType): void;
  exchange(code: string, state: string): Promise<ExchangeAnswer>;
}

/**
 * Open-id pages that are the shippers' though the spec's meta names no user type: the flash sale
 * of trucks and its publishing flow (issue 15: shippers grab a truck and publish their goods).
 */
const SHIPPER_OPEN_ID_PATHS = ['/flashsale'];

/**
 * The user type kept beside the openid (the cookie needs one): the logged-in user's, the stored
 * one, the route's own, the one its app id implies, a shipper on the flash-sale pages; else
 * driver, since the official account's other openid pages (road conditions, track-deduction
 * learning, lucky draw, lucky beans) are driver activities. A later login stores the real type in
 * the copies that readers consult first (lib/identity/session.ts).
 */
export function userTypeForOpenId(
  answer: UserType | null,
  stored: UserType | null,
  meta: Pick<RouteMeta, 'userType' | 'app_id'>,
  routePath: string,
): UserType {
  if (answer) return answer;
  if (stored) return stored;
  if (meta.userType) return meta.userType;
  if (resolveAppId({ metaAppId: meta.app_id, path: routePath }) === 'FYNewCustomer') return 1;
  const path = routePath.toLowerCase();
  return SHIPPER_OPEN_ID_PATHS.some((prefix) => path.startsWith(prefix)) ? 1 : 3;
}

/** The page URL of the route being loaded: the document's path and query, `#` the route. */
export function routeHref(
  where: Pick<Location, 'origin' | 'pathname' | 'search'>,
  requestUrl: string,
) {
  // The router gives guards the route as a URL's path and query (lib/routing/app-router.tsx).
  const route = new URL(requestUrl);
  return `${where.origin}${where.pathname}${where.search}#${route.pathname}${route.search}`;
}

function settle(status: OpenIdStatus): OpenIdStatus {
  setOpenIdStatus(status);
  return status;
}

let running: Promise<OpenIdStatus> | null = null;

/**
 * Makes sure the openid is known when it can be; resolves with what the page may rely on. A
 * `pending` answer means the visitor is being sent to the authorize page. One check at a time per
 * page: two loaders at once (a page and its child route) must not both act on one returned code.
 */
export function ensureOpenId(
  meta: Pick<RouteMeta, 'userType' | 'app_id'>,
  requestUrl: string,
  env: GuardEnv,
): Promise<OpenIdStatus> {
  running ??= checkOpenId(meta, requestUrl, env).finally(() => {
    running = null;
  });
  return running;
}

async function checkOpenId(
  meta: Pick<RouteMeta, 'userType' | 'app_id'>,
  requestUrl: string,
  env: GuardEnv,
): Promise<OpenIdStatus> {
  if (!env.inWechat()) return settle({ kind: 'outside-wechat' });
  const where = env.location();
  const returned = readOAuthReturn(where.search);
  // A code works once and must not be bookmarked or shared: out of the address bar at once.
  if (returned) env.replaceUrl(withoutOAuthParams(where.href));

  const known = env.knownOpenId();
  if (known) return settle({ kind: 'available', openid: known });

  if (returned) {
    // Back from a trip, successful or not: never another trip from here (no loops).
    if (returned.kind === 'unavailable') return settle({ kind: 'failed', reason: 'unavailable' });
    if (returned.kind === 'malformed' || !checkState(env.storage, returned.state)) {
      return settle({ kind: 'failed', reason: 'rejected' });
    }
    try {
      const answer = await env.exchange(returned.code, returned.state);
      const routePath = new URL(requestUrl).pathname;
      env.saveOpenId(
        answer.openid,
        userTypeForOpenId(answer.userType, env.storedUserType(), meta, routePath),
      );
      resetAttempts(env.storage);
      return settle({ kind: 'available', openid: answer.openid });
    } catch (error) {
      const reason = error instanceof ExchangeRefused ? error.reason : 'unavailable';
      return settle({ kind: 'failed', reason });
    }
  }

  if (attempts(env.storage) >= MAX_ATTEMPTS) {
    return settle({ kind: 'failed', reason: 'too-many-attempts' });
  }
  return startAuthorization(env, requestUrl);
}

/** Sends the visitor to authorize and come back to the route (also the page's "try again"). */
export function startAuthorization(env: GuardEnv, requestUrl?: string): OpenIdStatus {
  const where = env.location();
  const state = env.newState();
  rememberState(env.storage, state);
  countAttempt(env.storage);
  const returnTo = withoutOAuthParams(requestUrl ? routeHref(where, requestUrl) : where.href);
  env.redirect(authorizeStartUrl(where.origin, returnTo, state));
  return settle({ kind: 'pending' });
}

/** Session storage, or a stand-in for this page's life where it is disabled (private modes). */
function sessionStore(): StateStorage {
  try {
    const storage = window.sessionStorage;
    storage.getItem(STATE_KEY);
    return storage;
  } catch {
    // Without it the state check fails and no loop guard survives a trip; a trip that returns
    // never starts another, so the worst case is a message instead of the openid.
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}

/** The guard's environment in the browser. */
export function browserGuardEnv(): GuardEnv {
  return {
    inWechat: () => currentHost().wechat,
    location: () => window.location,
    replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
    redirect: (url) => window.location.replace(url),
    storage: sessionStore(),
    newState: () => newState(),
    knownOpenId: () => readMessengerUserInfo()?.openid || null,
    storedUserType: () => readUserInfo()?.userType ?? null,
    saveOpenId: (openid, userType) => {
      saveUserInfo({ openid, userType }, { messenger: true });
    },
    async exchange(code, state) {
      // Loaded on the first exchange only: the request client is not on every route's critical path.
      const { callEndpoint } = await import('@/lib/request/endpoint');
      try {
        return await callEndpoint('wechatOauthExchange', { code, state });
      } catch (error) {
        // A RequestError carries the envelope's code; read duck-typed to keep its module lazy too.
        const code = (error as { code?: unknown } | null)?.code;
        throw new ExchangeRefused(code === BUSINESS_CODES.LINK_EXPIRED ? 'expired' : 'unavailable');
      }
    },
  };
}

/** How long a page waits for the browser to leave for the authorize page before rendering anyway. */
export const REDIRECT_GRACE_MS = 10_000;

/**
 * The guard as the router runs it before a route shows (route-guard.ts): when the visitor is being sent to the
 * authorize page, it waits for the browser to leave; if it has not after REDIRECT_GRACE_MS, the
 * page renders and says so.
 */
export async function guardRoute(
  meta: Pick<RouteMeta, 'userType' | 'app_id'>,
  requestUrl: string,
  env: GuardEnv = browserGuardEnv(),
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<OpenIdStatus> {
  const status = await ensureOpenId(meta, requestUrl, env);
  if (status.kind !== 'pending') return status;
  await wait(REDIRECT_GRACE_MS);
  setOpenIdStatus({ kind: 'failed', reason: 'unavailable' });
  return { kind: 'failed', reason: 'unavailable' };
}
