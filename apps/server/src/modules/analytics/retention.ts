// How long the embedded collector keeps what phones send (the tables only grow otherwise): events
// for 90 days (time for operators to export what they keep longer), field vitals for 90 days (the
// summary looks at 28; a quarter allows comparing releases). Purged hourly by every instance.

import { daysBefore, purgeOlderThan, scheduleHousekeeping } from '../../db/housekeeping.ts';
import type { Db } from '../../db/database.ts';
import { analyticsEvents, webVitals } from '../../db/schema/analytics.ts';
import type { FastifyInstance } from 'fastify';

export const ANALYTICS_RETENTION_DAYS = { events: 90, vitals: 90 } as const;

export async function purgeOldAnalytics(db: Db, now: number) {
  const events = await purgeOlderThan(
    db,
    analyticsEvents,
    { id: analyticsEvents.id, time: analyticsEvents.receivedAt },
    daysBefore(now, ANALYTICS_RETENTION_DAYS.events),
  );
  const vitals = await purgeOlderThan(
    db,
    webVitals,
    { id: webVitals.id, time: webVitals.receivedAt },
    daysBefore(now, ANALYTICS_RETENTION_DAYS.vitals),
  );
  return { events, vitals };
}

export function scheduleAnalyticsRetention(app: FastifyInstance): void {
  scheduleHousekeeping(app, 'analytics-retention', 3600_000, () =>
    purgeOldAnalytics(app.db, app.now()),
  );
}
