// Field Web Vitals (the performance issue): what the H5 sends to /collect/vitals, and the p75 per
// route and metric that `npm run vitals:report` and GET /ops/vitals show. p75 is the percentile
// Google's Core Web Vitals thresholds are judged at.

import { VITALS_DEFAULT_DAYS } from '@freight/contract/ops';
import { and, gte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { VITAL_METRICS, type VitalMetric, webVitals } from '../../db/schema/analytics.ts';

/** A route pattern as the router declares it: `/customer/platform-agreement/:id`, `*` for NotFound. */
export const ROUTE_PATTERN = /^(?:\/[A-Za-z0-9_.:?*-]*)+$|^\*$/;

export const vitalsBatch = z.strictObject({
  metrics: z
    .array(
      z.strictObject({
        name: z.enum(VITAL_METRICS),
        // Milliseconds (an hour at most: anything longer is a broken clock) or CLS's score.
        value: z.number().min(0).max(3_600_000),
        // web-vitals' id, unique per metric and page load (`v5-1700000000000-1234567890123`).
        id: z.string().regex(/^[\w.-]{1,100}$/),
        route: z.string().max(200).regex(ROUTE_PATTERN),
        rating: z.enum(['good', 'needs-improvement', 'poor']).optional(),
        navigationType: z
          .string()
          .regex(/^[a-z_-]{1,32}$/)
          .optional(),
      }),
    )
    .min(1)
    .max(30),
});
export type VitalsBatch = z.output<typeof vitalsBatch>;

/** Stores a batch; a metric reported again (CLS, INP grow while the page lives) replaces its row. */
export async function storeVitals(db: Db, batch: VitalsBatch, receivedAt: Date): Promise<void> {
  await db
    .insert(webVitals)
    .values(
      batch.metrics.map((metric) => ({
        metricId: metric.id,
        route: metric.route,
        metric: metric.name,
        value: metric.value,
        rating: metric.rating ?? null,
        navigationType: metric.navigationType ?? null,
        receivedAt,
      })),
    )
    .onConflictDoUpdate({
      target: webVitals.metricId,
      set: {
        value: sql`excluded.value`,
        rating: sql`excluded.rating`,
        receivedAt: sql`excluded.received_at`,
      },
      // An id reused for another metric or route is not an update of the same measurement.
      setWhere: sql`${webVitals.metric} = excluded.metric and ${webVitals.route} = excluded.route`,
    });
}

/** Google's thresholds (web.dev/articles/vitals): good at or below the first, poor above the second. */
export const THRESHOLDS: Record<VitalMetric, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export type Rating = 'good' | 'needs-improvement' | 'poor';

export function rate(metric: VitalMetric, value: number): Rating {
  const [good, poor] = THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

export interface VitalsSummaryRow {
  route: string;
  metric: VitalMetric;
  /** Milliseconds, rounded; CLS to three decimals. */
  p75: number;
  rating: Rating;
  /** How many page loads the percentile is over. */
  samples: number;
}

export interface VitalsSummary {
  since: string;
  rows: VitalsSummaryRow[];
}

/** p75 per route and metric over the measurements received since `since`, by route then metric. */
export async function vitalsSummary(db: Db, since: Date): Promise<VitalsSummary> {
  const rows = await db
    .select({
      route: webVitals.route,
      metric: webVitals.metric,
      p75: sql<number>`percentile_cont(0.75) within group (order by ${webVitals.value})`,
      samples: sql<number>`count(*)::int`,
    })
    .from(webVitals)
    .where(and(gte(webVitals.receivedAt, since)))
    .groupBy(webVitals.route, webVitals.metric)
    .orderBy(webVitals.route, webVitals.metric);
  return {
    since: since.toISOString(),
    rows: rows.map((row) => {
      const p75 = Number(row.p75);
      const rounded = row.metric === 'CLS' ? Math.round(p75 * 1000) / 1000 : Math.round(p75);
      return {
        route: row.route,
        metric: row.metric,
        p75: rounded,
        rating: rate(row.metric, p75),
        samples: Number(row.samples),
      };
    }),
  };
}

/** The window a summary covers by default: 28 days, as the Chrome UX Report. */
export const DEFAULT_SUMMARY_DAYS = VITALS_DEFAULT_DAYS;
