// Idempotency keys (the contract's `requestId`) for tests: unique in the run, readable in a failure.

let made = 0;

/** A new key, `prefix` first: `report-m1x2y3-7`. */
export function newRequestId(prefix = 'req'): string {
  made += 1;
  return `${prefix}-${Date.now().toString(36)}-${made}`;
}
