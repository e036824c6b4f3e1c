// URLs of the official account's web OAuth (WeChat's "网页授权" documentation), as pure functions.
// WeChat checks the parameters in this exact order, and `#wechat_redirect` must end the URL.

export const WECHAT_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';
/** The stand-in's copy of WeChat's page, outside production (docs/design.md §2). */
export const STAND_IN_AUTHORIZE_PATH = '/dev/wechat/authorize';

export interface AuthorizeRequest {
  appId: string;
  redirectUri: string;
  state: string;
}

function authorizeQuery({ appId, redirectUri, state }: AuthorizeRequest): string {
  // Silent: snsapi_base gives the openid without asking the visitor anything (PITFALLS 2).
  return (
    `appid=${encodeURIComponent(appId)}` +
    `&redirect_uri=${encodeURIComponent(redirectUri)}` +
    `&response_type=code&scope=snsapi_base` +
    `&state=${encodeURIComponent(state)}`
  );
}

export function wechatAuthorizeUrl(request: AuthorizeRequest): string {
  return `${WECHAT_AUTHORIZE_URL}?${authorizeQuery(request)}#wechat_redirect`;
}

export function standInAuthorizeUrl(request: AuthorizeRequest): string {
  return `${STAND_IN_AUTHORIZE_PATH}?${authorizeQuery(request)}#wechat_redirect`;
}

/**
 * Where WeChat sends the visitor back: the redirect URI with `code` and `state` added to its query,
 * before any `#/route` (a hash-routed page comes back as `/?code=…&state=…#/route`).
 */
export function redirectWithCode(redirectUri: string, params: Record<string, string>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * The redirect URI must be a page of this site: the stand-in hands a working code to whatever
 * URL it is given, and neither it nor our authorize hop may become an open redirect.
 */
export function isOwnPage(redirectUri: string, origin: string): boolean {
  try {
    const url = new URL(redirectUri);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === origin;
  } catch {
    return false;
  }
}
