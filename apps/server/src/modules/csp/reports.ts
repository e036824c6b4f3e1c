// The CSP reports as stored (csp/routes.ts): kept 30 days, stored as they came with the fields
// operators look at first, the latest listed outside production.

import { desc } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { daysBefore, purgeOlderThan } from '../../db/housekeeping.ts';
import { cspReports } from '../../db/schema/csp-reports.ts';

export const CSP_REPORT_RETENTION_DAYS = 30;

export function purgeOldCspReports(db: Db, now: number): Promise<number> {
  return purgeOlderThan(
    db,
    cspReports,
    { id: cspReports.id, time: cspReports.receivedAt },
    daysBefore(now, CSP_REPORT_RETENTION_DAYS),
  );
}

/** Stores the reports of one request. */
export async function storeCspReports(
  db: Db,
  rows: readonly (typeof cspReports.$inferInsert)[],
): Promise<void> {
  await db.insert(cspReports).values([...rows]);
}

/** The latest `limit` reports, newest first. */
export function latestCspReports(db: Db, limit: number) {
  return db.select().from(cspReports).orderBy(desc(cspReports.id)).limit(limit);
}
