// Analytics (docs/design.md §2): the embedded collector's events, as the Sensors Analytics web SDK sends
// them, and field Web Vitals per route (the performance issue). Both are written by unsigned
// browser requests, so the columns hold only what was validated; the raw properties stay JSON.

import { VITAL_METRICS, type VitalMetric } from '@freight/contract/ops/vitals';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // `$pageview`, a custom event, or the record type for profile updates (`profile_set`).
    event: varchar('event', { length: 100 }).notNull(),
    // The SDK's record type: `track`, `track_signup`, `profile_set`, …
    eventType: varchar('event_type', { length: 32 }).notNull(),
    distinctId: varchar('distinct_id', { length: 255 }).notNull(),
    // Copied out of the properties the H5 registers on every route change (SPEC §2 page meta).
    appId: varchar('app_id', { length: 32 }),
    pageId: varchar('page_id', { length: 100 }),
    // The route path inside the hash (`/customer/login`), from the event's `$url`.
    path: varchar('path', { length: 512 }),
    // `default` (test hosts) or `production` (SPEC §9), from the collector URL.
    project: varchar('project', { length: 32 }).notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull(),
    // The phone's clock, often wrong; `received_at` is ours.
    clientTime: timestamp('client_time', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('analytics_events_received_at_idx').on(table.receivedAt),
    index('analytics_events_event_received_at_idx').on(table.event, table.receivedAt),
  ],
);

// The metrics' names are the contract's, where the operator API's summary declares them.
export { VITAL_METRICS, type VitalMetric };

export const webVitals = pgTable(
  'web_vitals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // web-vitals' id of one metric on one page load: CLS and INP may be reported again with a
    // larger value when the page is hidden twice, and the later report replaces the earlier one.
    metricId: varchar('metric_id', { length: 100 }).notNull().unique(),
    // The route pattern (`/customer/platform-agreement/:id`), never a concrete URL.
    route: varchar('route', { length: 200 }).notNull(),
    metric: varchar('metric', { length: 8 }).$type<VitalMetric>().notNull(),
    // Milliseconds, except CLS (unitless).
    value: doublePrecision('value').notNull(),
    rating: varchar('rating', { length: 20 }),
    navigationType: varchar('navigation_type', { length: 32 }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('web_vitals_route_metric_received_at_idx').on(
      table.route,
      table.metric,
      table.receivedAt,
    ),
    index('web_vitals_received_at_idx').on(table.receivedAt),
    check('web_vitals_metric_check', sql`${table.metric} in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')`),
    check('web_vitals_value_check', sql`${table.value} >= 0`),
  ],
);
