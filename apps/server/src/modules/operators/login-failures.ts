// Slowing a password guesser without locking the owner out (ASVS V2.2.1; ADR 014 as amended for
// issue 42). Wrong passwords are counted per operator name and client address: the first few are
// free, then each makes that name wait longer at that address (30 s, 1, 2, 4, 8 min, then 15 min
// per try), so a guesser gets a few dozen tries a day, while the owner, at their own address, is
// never slowed by someone failing elsewhere. A login at an address clears its count; an admin's
// unlock clears a name's counts everywhere (audited). Counts are forgotten a day after the last
// failure.

import { and, eq, gt, lt, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { operatorLoginFailures } from '../../db/schema/operators.ts';

export const LOGIN_FAILURES = {
  /** Wrong passwords that cost no wait. */
  free: 3,
  /** The wait after the first failure past the free ones; it doubles with each next one. */
  firstWaitSeconds: 30,
  /** The longest wait, reached at the 9th failure. */
  mostWaitSeconds: 15 * 60,
  /** A count is forgotten this long after its last failure. */
  forgetAfterMs: 24 * 3600_000,
} as const;

/** Seconds to wait after `failures` wrong passwords, before the next try is checked. */
export function waitAfter(failures: number): number {
  const { free, firstWaitSeconds, mostWaitSeconds } = LOGIN_FAILURES;
  if (failures <= free) return 0;
  return Math.min(mostWaitSeconds, firstWaitSeconds * 2 ** (failures - free - 1));
}

/** Seconds left before `username` may try again from `address` (0: now). */
export async function loginWait(
  db: Db,
  username: string,
  address: string,
  now: number,
): Promise<number> {
  const [row] = await db
    .select()
    .from(operatorLoginFailures)
    .where(
      and(eq(operatorLoginFailures.username, username), eq(operatorLoginFailures.address, address)),
    );
  if (!row || row.lastFailedAt.getTime() < now - LOGIN_FAILURES.forgetAfterMs) return 0;
  const until = row.lastFailedAt.getTime() + waitAfter(row.failures) * 1000;
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** Counts one wrong password (one statement: parallel failures each count). */
export async function noteLoginFailure(
  db: Db,
  username: string,
  address: string,
  now: number,
): Promise<void> {
  // As text with its type: the driver is given raw values inside `sql`, and postgres.js takes
  // no Date there (PGlite does, which is why PostgreSQL 15 runs the same tests).
  const forgotten = new Date(now - LOGIN_FAILURES.forgetAfterMs).toISOString();
  await db
    .insert(operatorLoginFailures)
    .values({ username, address, failures: 1, lastFailedAt: new Date(now) })
    .onConflictDoUpdate({
      target: [operatorLoginFailures.username, operatorLoginFailures.address],
      set: {
        failures: sql`case when ${operatorLoginFailures.lastFailedAt} < ${forgotten}::timestamptz then 1 else ${operatorLoginFailures.failures} + 1 end`,
        lastFailedAt: new Date(now),
      },
    });
}

/** Clears `username`'s counts at `address`, or at every address (an admin's unlock). */
export async function clearLoginFailures(
  db: Db,
  username: string,
  address?: string,
): Promise<number> {
  const rows = await db
    .delete(operatorLoginFailures)
    .where(
      address === undefined
        ? eq(operatorLoginFailures.username, username)
        : and(
            eq(operatorLoginFailures.username, username),
            eq(operatorLoginFailures.address, address),
          ),
    )
    .returning({ failures: operatorLoginFailures.failures });
  return rows.reduce((total, row) => total + row.failures, 0);
}

/** Wrong passwords per name not yet forgotten, at every address together. */
export async function recentFailures(db: Db, now: number): Promise<Map<string, number>> {
  const rows = await db
    .select({
      username: operatorLoginFailures.username,
      failures: sum(operatorLoginFailures.failures),
    })
    .from(operatorLoginFailures)
    .where(gt(operatorLoginFailures.lastFailedAt, new Date(now - LOGIN_FAILURES.forgetAfterMs)))
    .groupBy(operatorLoginFailures.username);
  return new Map(rows.map((row) => [row.username, Number(row.failures ?? 0)]));
}

/** Deletes the counts already forgotten (housekeeping). */
export function purgeForgottenFailures(db: Db, now: number) {
  return db
    .delete(operatorLoginFailures)
    .where(lt(operatorLoginFailures.lastFailedAt, new Date(now - LOGIN_FAILURES.forgetAfterMs)));
}
