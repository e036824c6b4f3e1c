// The names of the visitor's user-info cookies (SPEC §3, §9), in a module of their own without
// dependencies: the app reads the cookies (user-info.ts), and the HTML's inline script, written at
// build time (build/route-preload.ts), tells whether a browser holds any.

/** The stored user info, named for the customer-to-customer user info (SPEC §3). */
export const USER_INFO_COOKIE = 'c2c_user_info';
/** The copy for this visit only: it expires after a day (SPEC §9). */
export const SESSION_USER_COOKIE = 'session_user_info';
/** The copy made when the visitor is known inside WeChat (the official account's openid). */
export const MESSENGER_USER_COOKIE = 'wx_user_info';
/** The copy every H5 host of one environment shares: `<environment>_shared_user`. */
export const SHARED_USER_COOKIE_SUFFIX = '_shared_user';

/**
 * Matches a `document.cookie` that holds any of the user-info cookies (the shared copy under any
 * environment's name), whatever its value.
 */
export const USER_INFO_COOKIES = new RegExp(
  `(?:^|;\\s*)(?:${[USER_INFO_COOKIE, SESSION_USER_COOKIE, MESSENGER_USER_COOKIE].join('|')}|[^=;\\s]*${SHARED_USER_COOKIE_SUFFIX})=`,
);
