// The URLs of the official account's silent OAuth as seen from the page (PITFALLS 2): WeChat sends
// the visitor back as `/?code=…&state=…#/route` (the code in the query before the hash, where the
// hash router never looks), so the page reads it from `location.search` and removes it again.

/** Query fields the OAuth round trip adds to the page URL. */
export const OAUTH_PARAMS = ['code', 'state', 'wx_oauth_error'] as const;

const CODE = /^[A-Za-z0-9_-]{16,128}$/;
const STATE = /^[A-Za-z0-9_-]{16,64}$/;

/** What the page URL says about an OAuth round trip that has just ended, if one has. */
export type OAuthReturn =
  { kind: 'code'; code: string; state: string } | { kind: 'unavailable' } | { kind: 'malformed' };

export function readOAuthReturn(search: string): OAuthReturn | null {
  const query = new URLSearchParams(search);
  if (query.get('wx_oauth_error') !== null) return { kind: 'unavailable' };
  const code = query.get('code');
  if (code === null) return null;
  const state = query.get('state') ?? '';
  return CODE.test(code) && STATE.test(state)
    ? { kind: 'code', code, state }
    : { kind: 'malformed' };
}

/**
 * The URL without the round trip's fields (everything else kept, the `#/route` included): what
 * `history.replaceState` leaves in the address bar, and where WeChat is asked to come back to.
 */
export function withoutOAuthParams(href: string): string {
  const url = new URL(href);
  // Pair by pair on the raw query, so that every other field keeps its exact bytes (URLSearchParams
  // would re-encode them, and a signed share link or a channel id must not change).
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => {
      if (pair === '') return false;
      const name = pair.split('=', 1)[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replaceAll('+', ' '));
      } catch {
        // A malformed name is not one of ours: keep it as it is.
      }
      return !(OAUTH_PARAMS as readonly string[]).includes(decoded);
    });
  url.search = kept.length > 0 ? `?${kept.join('&')}` : '';
  return url.toString();
}

/** The server's hop to WeChat's authorize page (or the stand-in's, outside production). */
export const AUTHORIZE_PATH = '/wechat/oauth/authorize';

/** Where to send the visitor to get a code that brings them back to `returnTo`. */
export function authorizeStartUrl(origin: string, returnTo: string, state: string): string {
  const query = new URLSearchParams({ redirect_uri: returnTo, state });
  return `${origin}${AUTHORIZE_PATH}?${query.toString()}`;
}
