import type Cookies from 'js-cookie';

// Attributes every JS-readable cookie of the app is written with. Kept in one place because a
// cookie can only be removed with the same domain and path it was written with.

export type CookieAttributes = Cookies.CookieAttributes;

// Two-label public suffixes a Chinese deployment may sit under: `.com.cn` as a cookie domain is
// refused by the browser, so the parent of `h5.example.com.cn` is `.example.com.cn`.
const TWO_LABEL_SUFFIXES = new Set(['com.cn', 'net.cn', 'org.cn', 'gov.cn', 'edu.cn', 'ac.cn']);

function isIpAddress(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.includes(':');
}

/**
 * The registrable parent domain a cookie is shared on, with a leading dot (`a.b.example.com` →
 * `.example.com`), so every H5 host of the platform sees it. Undefined for localhost, IP
 * addresses and single-label hosts, where a domain attribute would make the browser drop the
 * cookie: those get a host-only cookie instead.
 */
export function parentDomain(hostname: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === '' || host === 'localhost' || isIpAddress(host)) return undefined;
  const labels = host.split('.');
  if (labels.length < 2) return undefined;
  const lastTwo = labels.slice(-2).join('.');
  const keep = TWO_LABEL_SUFFIXES.has(lastTwo) ? 3 : 2;
  if (labels.length < keep) return undefined;
  return `.${labels.slice(-keep).join('.')}`;
}

export interface CookieScope {
  /** Share on the parent domain (true) or keep on this host only (false). */
  shared: boolean;
  /** Lifetime in days. */
  days: number;
}

/**
 * Path `/` so every page sees the cookie; `SameSite=Lax` because only our own pages read it;
 * `Secure` on https pages (a developer's http host would otherwise lose the cookie).
 */
export function cookieAttributes(
  scope: CookieScope,
  where: Pick<Location, 'hostname' | 'protocol'> = window.location,
): CookieAttributes {
  const attributes: CookieAttributes = { path: '/', expires: scope.days, sameSite: 'Lax' };
  const domain = scope.shared ? parentDomain(where.hostname) : undefined;
  if (domain) attributes.domain = domain;
  if (where.protocol === 'https:') attributes.secure = true;
  return attributes;
}

/** The attributes that remove a cookie written with `cookieAttributes(scope)`. */
export function removalAttributes(
  scope: Pick<CookieScope, 'shared'>,
  where: Pick<Location, 'hostname' | 'protocol'> = window.location,
): CookieAttributes {
  const { expires: _expires, ...rest } = cookieAttributes({ ...scope, days: 0 }, where);
  return rest;
}
