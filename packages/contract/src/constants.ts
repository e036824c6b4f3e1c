// Wire constants of the request contract (docs/design.md §3, docs/contract.md). Client and server import
// these instead of spelling the strings, so a rename cannot split the two sides.

/** Services behind `/service/{serviceName}`; `oms-service` is the default. */
export const SERVICES = [
  'oms-service',
  'driver-service',
  'vote-service',
  'third-service',
  'xcustomer-service',
] as const;
export type ServiceName = (typeof SERVICES)[number];
export const DEFAULT_SERVICE: ServiceName = 'oms-service';

/** The four URL parameters that carry the signature; they are never part of the canonical query. */
export const SIGNATURE_PARAMS = ['appKey', 'reqTimestamp', 'nonce', 'signature'] as const;
/**
 * Query parameters that belong to the transport, not to an endpoint: the gateway removes them before
 * validating a GET query against the endpoint's schema. `ts` is the client's cache-buster.
 */
export const TRANSPORT_QUERY_PARAMS = [...SIGNATURE_PARAMS, 'ts'] as const;

/** Largest accepted |server time - reqTimestamp|, in seconds; also how long a signature is remembered. */
export const MAX_CLOCK_SKEW_SECONDS = 300;

/** Header marking an encrypted body (request or response). */
export const ENCODE_HEADER = 'X-Encode-Type';
export const ENCODE_HEADER_VALUE = 'for-u';
/** The single form field that carries an encrypted request body. */
export const ENCRYPTED_FIELD = 'encryptdata';

/** Added to every `xcustomer-service` body: local storage key and default value. */
export const SERVICE_VERSION_FIELD = 'serviceVersion';
export const DEFAULT_SERVICE_VERSION = '2013';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** `/service/{service}{path}`: the URL path a call is sent to (and the `pathname` that is signed). */
export function servicePath(service: ServiceName, path: string): string {
  return `/service/${service}${path}`;
}

/**
 * The device id (docs/design.md §8): a random id the H5 makes once and keeps, sent on every call as this
 * header (outside the signature, like Accept-Language). A signal for limits and fraud checks,
 * never proof of who the caller is. The server ignores a value that does not match the pattern.
 */
export const DEVICE_ID_HEADER = 'X-Device-Id';
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/**
 * The cookie that keeps the same id (host-only, two years). Beacons (analytics, field vitals)
 * cannot carry headers, but a same-origin beacon carries cookies: the server reads the id from
 * here when the header is absent, so the beacons' limits are per device too.
 */
export const DEVICE_ID_COOKIE = 'fy_did';
