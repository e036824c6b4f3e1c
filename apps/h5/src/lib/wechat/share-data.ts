// A page's share data (its title, text, link and image when shared to a WeChat chat or Moments).
// Kept apart from the JS-SDK code (share.ts, loaded after first paint in WeChat only), so that a
// page can set it at any time at no cost; it applies to the route it was set on.

export interface ShareData {
  title: string;
  desc: string;
  /** Shared link; the page's URL by default. Channel ids are added either way. */
  link?: string;
  /** Absolute http(s) URL of the thumbnail; WeChat's default icon without one. */
  imgUrl?: string;
}

export interface PageShare {
  /** The route (`#/path`, without its query) the data was set for. */
  route: string;
  data: ShareData;
}

let pageShare: PageShare | null = null;
let onChange: (() => void) | null = null;

/** `#/path` of a hash (the query left out: the same page with other parameters shares the same). */
export function routeOfHash(hash: string): string {
  return hash.split('?')[0] ?? '';
}

/**
 * Sets the current page's share data (call it from the page, e.g. in an effect). It applies to
 * this route only: the next page shares its own, or the default.
 */
export function setShareData(data: ShareData): void {
  pageShare = { route: routeOfHash(window.location.hash), data };
  onChange?.();
}

export function currentPageShare(): PageShare | null {
  return pageShare;
}

/** share.ts re-applies the share data when a page sets it. */
export function onShareDataChange(listener: (() => void) | null): void {
  onChange = listener;
}
