// AWS Signature Version 4 as an S3 server checks it, written from the S3 API reference
// independently of the SDK that signs (so that a test proves the signature, not the SDK against
// itself):
// - "Signature Calculations for the Authorization Header: Transferring Payload in a Single Chunk"
//   https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
// - "Authenticating Requests: Using Query Parameters (AWS Signature Version 4)"
//   https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html
// Both pages work an example with the documentation's keys; s3-sigv4.test.ts checks them here.

import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/** A request as the server received it: the path and query as sent, lowercase header names. */
export interface ReceivedRequest {
  method: string;
  /** The request target: path and query string, percent-encoded as sent. */
  url: string;
  headers: Readonly<Record<string, string | undefined>>;
  body: Buffer;
}

export type Verdict =
  | { ok: true; accessKeyId: string }
  | {
      ok: false;
      code:
        | 'AccessDenied'
        | 'SignatureDoesNotMatch'
        | 'InvalidAccessKeyId'
        | 'AuthorizationQueryParametersError';
      message: string;
    };

const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
const ALGORITHM = 'AWS4-HMAC-SHA256';

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as S3 wants it: everything but unreserved characters. */
function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The signing key of a day, region and service. */
export function signingKey(secret: string, day: string, region: string, service = 's3'): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request');
}

/** The canonical URI: each path segment decoded, then encoded once (S3 does not double-encode). */
function canonicalUri(path: string): string {
  return path
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
}

function canonicalQuery(query: string, without: string | null): string {
  if (query === '') return '';
  return query
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      const name = decodeURIComponent(at === -1 ? pair : pair.slice(0, at));
      const value = at === -1 ? '' : decodeURIComponent(pair.slice(at + 1).replace(/\+/g, ' '));
      return [name, value] as const;
    })
    .filter(([name]) => name !== without)
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** The string to sign of `request`, as both forms define it. */
export function stringToSign(input: {
  method: string;
  path: string;
  query: string;
  /** The query parameter left out of the canonical query (X-Amz-Signature), or null. */
  without: string | null;
  headers: Readonly<Record<string, string | undefined>>;
  signedHeaders: readonly string[];
  payloadHash: string;
  amzDate: string;
  scope: string;
}): string {
  const canonicalHeaders = input.signedHeaders
    .map((name) => `${name}:${(input.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const canonicalRequest = [
    input.method,
    canonicalUri(input.path),
    canonicalQuery(input.query, input.without),
    canonicalHeaders,
    input.signedHeaders.join(';'),
    input.payloadHash,
  ].join('\n');
  return [ALGORITHM, input.amzDate, input.scope, sha256Hex(canonicalRequest)].join('\n');
}

/** Milliseconds of an ISO 8601 basic time (20130524T000000Z), or NaN. */
function amzTime(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : Number.NaN;
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

const refuse = (code: Exclude<Verdict, { ok: true }>['code'], message: string): Verdict => ({
  ok: false,
  code,
  message,
});

/**
 * Checks `request`'s signature (Authorization header or presigned query) with `credentials` in
 * `region` at the moment `now`. An unsigned request is refused: the bucket is private.
 */
export function verifyRequest(
  request: ReceivedRequest,
  credentials: Credentials,
  region: string,
  now: number,
): Verdict {
  const q = request.url.indexOf('?');
  const path = q === -1 ? request.url : request.url.slice(0, q);
  const query = q === -1 ? '' : request.url.slice(q + 1);
  const params = new URLSearchParams(query);
  const authorization = request.headers.authorization;

  let accessKeyId: string;
  let scope: string;
  let amzDate: string;
  let signedHeaders: string[];
  let signature: string;
  let payloadHash: string;
  let without: string | null;
  if (params.get('X-Amz-Algorithm') !== null) {
    if (params.get('X-Amz-Algorithm') !== ALGORITHM) {
      return refuse(
        'AuthorizationQueryParametersError',
        'X-Amz-Algorithm must be AWS4-HMAC-SHA256',
      );
    }
    const credential = params.get('X-Amz-Credential') ?? '';
    [accessKeyId = ''] = credential.split('/');
    scope = credential.split('/').slice(1).join('/');
    amzDate = params.get('X-Amz-Date') ?? '';
    signedHeaders = (params.get('X-Amz-SignedHeaders') ?? '').split(';');
    signature = params.get('X-Amz-Signature') ?? '';
    const expires = Number(params.get('X-Amz-Expires'));
    const signedAt = amzTime(amzDate);
    if (!Number.isInteger(expires) || expires < 1 || expires > 604_800 || Number.isNaN(signedAt)) {
      return refuse('AuthorizationQueryParametersError', 'X-Amz-Date or X-Amz-Expires is invalid');
    }
    if (now > signedAt + expires * 1000) return refuse('AccessDenied', 'Request has expired');
    if (now < signedAt - 15 * 60_000) return refuse('AccessDenied', 'Request is not yet valid');
    payloadHash = request.headers['x-amz-content-sha256'] ?? UNSIGNED_PAYLOAD;
    without = 'X-Amz-Signature';
  } else if (authorization?.startsWith(`${ALGORITHM} `)) {
    const fields = Object.fromEntries(
      authorization
        .slice(ALGORITHM.length + 1)
        .split(',')
        .map((part) => part.trim().split('=') as [string, string]),
    );
    const credential = fields.Credential ?? '';
    [accessKeyId = ''] = credential.split('/');
    scope = credential.split('/').slice(1).join('/');
    signedHeaders = (fields.SignedHeaders ?? '').split(';');
    signature = fields.Signature ?? '';
    amzDate = request.headers['x-amz-date'] ?? '';
    const signedAt = amzTime(amzDate);
    if (Number.isNaN(signedAt) || Math.abs(now - signedAt) > 15 * 60_000) {
      return refuse('AccessDenied', 'The difference between the request time and now is too large');
    }
    payloadHash = request.headers['x-amz-content-sha256'] ?? '';
    if (payloadHash !== UNSIGNED_PAYLOAD && payloadHash !== sha256Hex(request.body)) {
      return refuse('SignatureDoesNotMatch', 'x-amz-content-sha256 does not match the body');
    }
    without = null;
  } else {
    return refuse('AccessDenied', 'Access Denied (the bucket is private: requests must be signed)');
  }

  if (accessKeyId !== credentials.accessKeyId) {
    return refuse('InvalidAccessKeyId', 'The access key id is not known');
  }
  const [day = '', scopeRegion, service, terminator] = scope.split('/');
  if (
    day !== amzDate.slice(0, 8) ||
    scopeRegion !== region ||
    service !== 's3' ||
    terminator !== 'aws4_request'
  ) {
    return refuse('SignatureDoesNotMatch', `credential scope ${scope} is not valid here`);
  }
  if (!signedHeaders.includes('host')) {
    return refuse('SignatureDoesNotMatch', 'the host header must be signed');
  }
  const expected = createHmac('sha256', signingKey(credentials.secretAccessKey, day, region))
    .update(
      stringToSign({
        method: request.method,
        path,
        query,
        without,
        headers: request.headers,
        signedHeaders,
        payloadHash,
        amzDate,
        scope,
      }),
    )
    .digest('hex');
  if (!sameHex(expected, signature)) {
    return refuse('SignatureDoesNotMatch', 'The request signature does not match');
  }
  return { ok: true, accessKeyId };
}
