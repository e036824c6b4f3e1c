// Request signing (docs/design.md §3, docs/contract.md "Signature"). Pure JavaScript (@noble/hashes) so
// that the same code runs in the H5 bundle and in tests; the server uses the node:crypto twin in
// ./node.ts, and test/test-vectors.json pins both to the same answers.

import { hmac } from '@noble/hashes/hmac.js';
import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { MAX_CLOCK_SKEW_SECONDS, SIGNATURE_PARAMS } from './constants.ts';

/** Query input: a parsed query, a raw query string (leading `?` allowed) or [key, value] pairs. */
export type QueryInput = URLSearchParams | string | Iterable<readonly [string, string]>;

const SIGNATURE_PARAM_SET: ReadonlySet<string> = new Set(SIGNATURE_PARAMS);

/** Ordinal comparison of UTF-16 code units, i.e. what `<` does on strings; never locale-aware. */
function ordinal(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The canonical query: every parameter except the four signature parameters, each written as
 * `encodeURIComponent(key)=encodeURIComponent(value)`, sorted, joined with `&` ('' when none).
 *
 * Why this ordering: the pairs are sorted by the *encoded* key, then the *encoded* value, with a
 * plain ordinal comparison. Encoded strings are pure ASCII, so ordinal order equals byte order and
 * every language (Java, Go, Python, SQL `COLLATE "C"`) sorts them identically; sorting the raw
 * strings would let UTF-16 (JS, Java) and UTF-8 (Go, Python bytes) disagree on astral characters,
 * and `localeCompare` varies with the ICU version and locale. Repeated keys keep every pair; the
 * value breaks the tie, so the order the client appended them in does not matter.
 */
export function sortedQuery(params: QueryInput): string {
  // Going through URLSearchParams also turns lone surrogates into U+FFFD exactly as the URL the
  // browser sends would, so encodeURIComponent below can never throw.
  const search =
    params instanceof URLSearchParams
      ? params
      : typeof params === 'string'
        ? new URLSearchParams(params)
        : new URLSearchParams(Array.from(params, ([k, v]): [string, string] => [k, v]));
  const pairs: [string, string][] = [];
  search.forEach((value, key) => {
    if (!SIGNATURE_PARAM_SET.has(key))
      pairs.push([encodeURIComponent(key), encodeURIComponent(value)]);
  });
  pairs.sort((a, b) => ordinal(a[0], b[0]) || ordinal(a[1], b[1]));
  return pairs.map(([k, v]) => `${k}=${v}`).join('&');
}

export interface CanonicalRequestInput {
  method: string;
  /** The URL path as sent on the request line, `/service/{serviceName}` included, not decoded. */
  pathname: string;
  query: QueryInput;
  /** The exact body string sent; '' for GET and for multipart bodies. */
  body: string;
}

/** `METHOD + "\n" + pathname + "\n" + sortedQuery + "\n" + body`. */
export function canonicalRequest({ method, pathname, query, body }: CanonicalRequestInput): string {
  return `${method.toUpperCase()}\n${pathname}\n${sortedQuery(query)}\n${body}`;
}

export interface SignatureInput {
  appKey: string;
  reqTimestamp: string;
  nonce: string;
  canonical: string;
}

/** The exact string that is MACed: the four inputs joined with `\n`. */
export function stringToSign({ appKey, reqTimestamp, nonce, canonical }: SignatureInput): string {
  return [appKey, reqTimestamp, nonce, canonical].join('\n');
}

const utf8 = new TextEncoder();

/** Lowercase hex HMAC-MD5 (32 characters), key = the app secret as UTF-8. */
export function sign(input: SignatureInput, appSecret: string): string {
  return bytesToHex(hmac(md5, utf8.encode(appSecret), utf8.encode(stringToSign(input))));
}

/**
 * Compares two strings (hex signatures) in time that depends only on their lengths, so a forger
 * cannot learn the expected signature one character at a time from response timings.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** `Math.random() * 100000` as a decimal string, deliberately not floored (docs/design.md §3). */
export function makeNonce(): string {
  return String(Math.random() * 100000);
}

export interface SignUrlInput {
  method: string;
  /** Path + query (relative is fine, e.g. `/service/oms-service/api/x?a=1`) or an absolute URL. */
  url: string;
  /** The exact body string that will be sent ('' or omitted for GET and multipart). */
  body?: string;
  appKey: string;
  appSecret: string;
  /** Current time in milliseconds (like `Date.now()`); pass it for determinism or clock correction. */
  now?: number;
  nonce?: string;
}

// Only used to parse relative URLs; never appears in the result.
const DUMMY_BASE = 'http://signing.invalid';

/**
 * Returns `url` with `appKey`, `reqTimestamp`, `nonce` and `signature` appended (any earlier values
 * of those four are replaced). A relative input gives a relative result (path + query); the
 * fragment is dropped because browsers never send it.
 */
export function signUrl({
  method,
  url,
  body = '',
  appKey,
  appSecret,
  now = Date.now(),
  nonce = makeNonce(),
}: SignUrlInput): string {
  const parsed = new URL(url, DUMMY_BASE);
  for (const name of SIGNATURE_PARAMS) parsed.searchParams.delete(name);
  const reqTimestamp = String(Math.floor(now / 1000));
  // Sign what the server will see: the parsed (normalised, percent-encoded) path and query.
  const canonical = canonicalRequest({
    method,
    pathname: parsed.pathname,
    query: parsed.searchParams,
    body,
  });
  const signature = sign({ appKey, reqTimestamp, nonce, canonical }, appSecret);
  parsed.searchParams.append('appKey', appKey);
  parsed.searchParams.append('reqTimestamp', reqTimestamp);
  parsed.searchParams.append('nonce', nonce);
  parsed.searchParams.append('signature', signature);
  parsed.hash = '';
  return parsed.origin === DUMMY_BASE ? `${parsed.pathname}${parsed.search}` : parsed.href;
}

export interface SignatureParams {
  appKey: string;
  reqTimestamp: string;
  nonce: string;
  signature: string;
}

// What the server accepts for each parameter. The nonce is opaque: String(Math.random() * 100000)
// gives digits and a dot, rarely an exponent ("1e-7").
const PARAM_FORMATS: Record<keyof SignatureParams, RegExp> = {
  appKey: /^[\x21-\x7e]{1,64}$/,
  reqTimestamp: /^\d{1,12}$/,
  nonce: /^[0-9A-Za-z.+-]{1,64}$/,
  signature: /^[0-9a-f]{32}$/,
};

/**
 * The four signature parameters of a request's query, or null when any is missing, repeated or
 * malformed (the gateway answers BAD_SIGNATURE). The signature must be lowercase hex.
 */
export function readSignatureParams(query: URLSearchParams): SignatureParams | null {
  const out: Partial<SignatureParams> = {};
  for (const name of SIGNATURE_PARAMS) {
    const values = query.getAll(name);
    const [value] = values;
    if (values.length !== 1 || value === undefined || !PARAM_FORMATS[name].test(value)) return null;
    out[name] = value;
  }
  return out as SignatureParams;
}

/** Is `reqTimestamp` (seconds) within MAX_CLOCK_SKEW_SECONDS of `now` (milliseconds)? */
export function timestampWithinSkew(reqTimestamp: string, now: number = Date.now()): boolean {
  return Math.abs(Number(reqTimestamp) - now / 1000) <= MAX_CLOCK_SKEW_SECONDS;
}
