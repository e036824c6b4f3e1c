// Which URL WeChat's JS-SDK signature must cover (PITFALLS 1): iOS WeChat verifies `wx.config`
// against the URL the visitor landed on (entry-url.ts), whatever the single-page app did to the
// address bar since; Android against the current URL. Always without the `#…` part.

import type { HostSystem } from '@/lib/hosts/detect-host';

export function withoutHash(href: string): string {
  const at = href.indexOf('#');
  return at === -1 ? href : href.slice(0, at);
}

export interface SigningContext {
  system: HostSystem;
  /** WeChat's WKWebView flag on iOS (`window.__wxjs_is_wkwebview`). */
  isWkWebview: boolean;
  entryUrl: string | null;
  currentHref: string;
}

/** The URL to ask `getWXConfig` to sign. */
export function signingUrl({ system, isWkWebview, entryUrl: entry, currentHref }: SigningContext) {
  const ios = isWkWebview || system === 'ios';
  return withoutHash(ios && entry ? entry : currentHref);
}
