// Times in SQL come from the app's clock (`app.now()`), not the database's `now()`: tests move the
// clock, and instances agree within NTP anyway. Passed as ISO text with an explicit cast, which
// both drivers (postgres.js, PGlite) send the same way.

import { type SQL, sql } from 'drizzle-orm';

export function sqlTimestamp(ms: number): SQL {
  return sql`${timestampParam(ms)}::timestamptz`;
}

/** The same, in a prepared statement: `name` is given `timestampParam(ms)` at each execution. */
export function timestampPlaceholder(name: string): SQL {
  return sql`${sql.placeholder(name)}::timestamptz`;
}

/** A time as prepared statements take it (`timestampPlaceholder`). */
export function timestampParam(ms: number): string {
  return new Date(ms).toISOString();
}

/** A nullable timestamp column as the contract's ISO text (null stays null). */
export function isoOrNull(date: Date | null): string | null {
  return date === null ? null : date.toISOString();
}
