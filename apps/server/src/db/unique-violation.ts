// Which unique constraint a failed write broke, whichever driver raised it. Rules such as "one
// driver per plate" are decided by unique indexes, so that two racing requests cannot both win;
// the loser's error is turned into a business answer instead of a 500.

const UNIQUE_VIOLATION = '23505';

/** The violated constraint's name when `error` (or its cause chain) is a unique violation. */
export function uniqueViolation(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  let current: unknown = error;
  // Drizzle wraps the driver's error in DrizzleQueryError (`cause`).
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current);
    const { code, constraint, constraint_name } = current as {
      code?: unknown;
      constraint?: unknown; // PGlite
      constraint_name?: unknown; // postgres.js
    };
    if (code === UNIQUE_VIOLATION) {
      const name = constraint ?? constraint_name;
      return typeof name === 'string' ? name : '';
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
