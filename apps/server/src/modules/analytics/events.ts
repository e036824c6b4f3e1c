// The analytics events as stored (analytics/collector-routes.ts writes them, dev-routes.ts lists
// them): one insert per accepted batch; the latest events by filter, newest first.

import { and, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { analyticsEvents } from '../../db/schema/analytics.ts';
import { type SensorsRecord, toStoredEvent } from './sensors-payload.ts';

/** Stores a validated batch in one insert. */
export async function storeEvents(
  db: Db,
  records: readonly SensorsRecord[],
  project: string,
  receivedAt: Date,
): Promise<void> {
  await db
    .insert(analyticsEvents)
    .values(records.map((record) => toStoredEvent(record, project, receivedAt)));
}

/** The latest events that match every filter given (after an id: a test's start), newest first. */
export function latestEvents(
  db: Db,
  filter: {
    event?: string | undefined;
    appId?: string | undefined;
    distinctId?: string | undefined;
    afterId?: number | undefined;
  },
  limit: number,
) {
  const { event, appId, distinctId, afterId } = filter;
  const where: SQL[] = [];
  if (event !== undefined) where.push(eq(analyticsEvents.event, event));
  if (appId !== undefined) where.push(eq(analyticsEvents.appId, appId));
  if (distinctId !== undefined) where.push(eq(analyticsEvents.distinctId, distinctId));
  if (afterId !== undefined) where.push(gt(analyticsEvents.id, afterId));
  return db
    .select()
    .from(analyticsEvents)
    .where(and(...where))
    .orderBy(desc(analyticsEvents.id))
    .limit(limit);
}
