// Ids the pages read from the route query (SPEC §3): channel and sharer ids, the inviter's
// extendId, the visitor's own openid, the `sw` switch and shareId. They arrive in links anyone can
// craft, are stored in cookies and shown or sent back, so each is checked against a strict
// pattern: a hostile value is dropped, never stored or rendered.

/** Letters, digits, `_` and `-`; at most 64 characters. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** An openid (the contract allows up to 128 characters of the same alphabet). */
export const OPENID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

const PATTERNS = {
  last_channel_id: ID_PATTERN,
  last_share_user_id: ID_PATTERN,
  extendId: ID_PATTERN,
  openidmyself: OPENID_PATTERN,
  sw: ID_PATTERN,
  shareId: ID_PATTERN,
} as const satisfies Record<string, RegExp>;

/** The query fields of SPEC §3 that carry ids. */
export type QueryIdName = keyof typeof PATTERNS;

export function isValidQueryId(name: QueryIdName, value: string | null | undefined): boolean {
  return typeof value === 'string' && PATTERNS[name].test(value);
}

/**
 * The named id from a query (a URLSearchParams or a `?a=b` string, such as React Router's
 * `location.search`), or null when it is missing or does not look like an id.
 */
export function readQueryId(query: URLSearchParams | string, name: QueryIdName): string | null {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const value = params.get(name);
  if (value === null) return null;
  if (isValidQueryId(name, value)) return value;
  console.warn(`[query] ignored a malformed ${name}`);
  return null;
}

/**
 * The query a visitor landed with, in a hash-routed app: fields before the hash
 * (`/?last_channel_id=a#/x`, how WeChat and share links often arrive) and inside it
 * (`#/x?last_channel_id=a`); inside the hash wins, as that is what the route reads.
 */
export function landingQuery(
  where: Pick<Location, 'search' | 'hash'> = window.location,
): URLSearchParams {
  const params = new URLSearchParams(where.search);
  const q = where.hash.indexOf('?');
  if (q !== -1) {
    for (const [key, value] of new URLSearchParams(where.hash.slice(q + 1))) params.set(key, value);
  }
  return params;
}
