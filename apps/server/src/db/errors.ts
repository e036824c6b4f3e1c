// Tells "the database cannot be reached" apart from every other failure, so that callers answer
// 503 (try again later) instead of 500 (a bug), and /healthz reports the database as down.
// A database too slow to answer within its deadline counts as unavailable too
// (docs/decisions/010-database-deadlines.md).

/**
 * A database call that did not answer within its deadline (database.ts, DatabaseDeadlines): the
 * server is unreachable, overloaded, or behind a slow network. The call was cancelled; a write in
 * it may or may not have been committed, and is never applied twice.
 */
export class DatabaseTimeoutError extends Error {
  override name = 'DatabaseTimeoutError';
  readonly code = 'DATABASE_TIMEOUT';
  /**
   * @param call what ran late, for the log: a `statement`, a `transaction` (its statements and
   * its wait for a connection), or a `ping`.
   */
  constructor(
    readonly timeoutMs: number,
    readonly call: 'statement' | 'transaction' | 'ping' = 'statement',
  ) {
    super(`the database did not answer a ${call} within ${timeoutMs} ms`);
  }
}

// Socket-level failures (Node) and postgres.js's own connection errors.
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'DATABASE_TIMEOUT',
]);

// SQLSTATEs that mean the server is unavailable rather than the query being wrong: shutting down,
// crashed, starting up, too many connections; and too slow: statement_timeout (or our cancel of
// a late statement), lock_timeout, idle_in_transaction_session_timeout.
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
  '55P03',
  '25P03',
]);

function isUnavailableCause(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    // Class 08: connection exception.
    if (
      CONNECTION_ERROR_CODES.has(code) ||
      UNAVAILABLE_SQLSTATES.has(code) ||
      /^08...$/.test(code)
    ) {
      return true;
    }
  }
  // PGlite after close() (or while shutting down): the embedded database is gone.
  return typeof message === 'string' && message === 'PGlite is closed';
}

/** True when the error (or anything in its `cause` chain) says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  // Drizzle wraps driver errors in DrizzleQueryError (cause); Node wraps multi-address connect
  // failures in AggregateError (errors).
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current);
    if (isUnavailableCause(current)) return true;
    const { errors } = current as { errors?: unknown };
    if (Array.isArray(errors) && errors.some(isUnavailableCause)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
