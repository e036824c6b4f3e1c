// Which app, brand and platform an analytics event belongs to (SPEC §4, §6; docs/design.md §1, §4), as
// pure functions of the page and the visitor, so each rule is unit-tested.

import type { AppId, UserType } from '@/lib/routing/route-table';
import type { Host } from '@/lib/hosts/detect-host';

/** SPEC §4: user type 1 (shipper) is the new-customer app, 3 (driver) the lucky app. */
export function appIdForUserType(userType: UserType): AppId {
  return userType === 1 ? 'FYNewCustomer' : 'FYLucky';
}

/**
 * SPEC §6, the URL part of the rule: a shipper page (`customer-invite-customer`, `/customer/`) or
 * a driver page (`driver-invite-customer`, `driver-invite-truck`, `epidemic`). Matched against the
 * route path (in the hash of the address bar), not the query: a channel parameter such as
 * `?from=epidemic` must not turn a page into a driver page.
 */
export function appIdForPath(routePath: string): AppId | null {
  const path = routePath.toLowerCase();
  if (path.includes('customer-invite-customer') || path.includes('/customer/')) {
    return 'FYNewCustomer';
  }
  if (
    path.includes('driver-invite-customer') ||
    path.includes('driver-invite-truck') ||
    path.includes('epidemic')
  ) {
    return 'FYLucky';
  }
  return null;
}

export interface AppIdInput {
  /** The page's own app id (routes.json: the two sign-up pages). */
  metaAppId?: AppId;
  /** The route path the router matched (`/customer/login`, the hash's path in the address bar). */
  path: string;
  /** The stored user's type (lib/cookies `readUserInfo()`), when known. */
  userType?: UserType | null;
}

/**
 * The page's own app id first (explicit metadata), then the URL rule, then the stored user's
 * type, else none (SPEC §6).
 */
export function resolveAppId({ metaAppId, path, userType }: AppIdInput): AppId | null {
  if (metaAppId) return metaAppId;
  const fromUrl = appIdForPath(path);
  if (fromUrl) return fromUrl;
  return userType === 1 || userType === 3 ? appIdForUserType(userType) : null;
}

export type Brand = 'customer' | 'driver';

/**
 * SPEC §1: "a customer brand for customers and a driver brand for drivers". Who the visitor is
 * (their stored user type) decides; for a visitor not yet known, the app the page belongs to.
 */
export function brandFor(userType: UserType | null | undefined, appId: AppId | null): Brand | null {
  if (userType === 1) return 'customer';
  if (userType === 3) return 'driver';
  if (appId === 'FYNewCustomer') return 'customer';
  if (appId === 'FYLucky') return 'driver';
  return null;
}

export type PlatformType = 'web' | 'app' | 'miniprogram' | 'wechat' | 'h5';

/**
 * `platform_type`: the page's own (the PC sign-up page says `web`), else where the page runs: in a
 * native app, in the mini-program web-view, in WeChat, or in a phone browser (`h5`).
 */
export function platformTypeFor(
  metaPlatformType: string | undefined,
  host: Pick<Host, 'app' | 'wechat' | 'miniProgram'>,
): string {
  if (metaPlatformType) return metaPlatformType;
  if (host.app) return 'app';
  if (host.miniProgram) return 'miniprogram';
  if (host.wechat) return 'wechat';
  return 'h5';
}
