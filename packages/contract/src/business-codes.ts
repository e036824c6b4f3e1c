// The envelope's status codes (docs/contract.md §6), without zod: the H5 reads a few of them
// (clock skew, not logged in, expired link) and must not pull the schemas in with them.

export const BUSINESS_CODES = {
  OK: 0,
  // 1xxx: business results, HTTP 200.
  BUSINESS_RULE: 1000,
  LIMIT_REACHED: 1001,
  SOLD_OUT: 1002,
  NOT_IN_TIME_WINDOW: 1003,
  LINK_EXPIRED: 1004,
  // 4xxx: refused before or by the business logic; nothing changed.
  BAD_REQUEST: 4000,
  BAD_SIGNATURE: 4001,
  TIMESTAMP_SKEW: 4002,
  REPLAYED: 4003,
  UNDECRYPTABLE: 4004,
  UNAUTHENTICATED: 4010,
  FORBIDDEN: 4030,
  XSRF_MISMATCH: 4031,
  // Operator API: the session may only finish signing in (`data.needs` says what is left).
  SIGN_IN_UNFINISHED: 4032,
  NOT_FOUND: 4040,
  CONFLICT: 4090,
  VALIDATION_FAILED: 4220,
  RATE_LIMITED: 4290,
  // 5xxx: the server's fault or an outside service's.
  SERVER_ERROR: 5000,
  UPSTREAM_ERROR: 5020,
  SERVICE_UNAVAILABLE: 5030,
  UPSTREAM_TIMEOUT: 5040,
} as const;

export type CodeName = keyof typeof BUSINESS_CODES;
export type BusinessCode = (typeof BUSINESS_CODES)[CodeName];
