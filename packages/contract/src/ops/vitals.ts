// The operator API's field Web Vitals: p75 per H5 route and metric over the last days, for
// operators and dashboards (a machine's bearer token opens it too).

import * as z from 'zod';
import { defineOpsEndpoint, type OpsEndpointDef } from './define.ts';

/** The Web Vitals the H5 reports (web-vitals' names). */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** Google's ratings (web.dev/articles/vitals), of a p75 against the metric's thresholds. */
export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;

/** The window a summary covers by default: 28 days, as the Chrome UX Report. */
export const VITALS_DEFAULT_DAYS = 28;

export const vitalsSummaryQuery = z.strictObject({
  days: z.coerce.number().int().min(1).max(365).default(VITALS_DEFAULT_DAYS),
});

export const vitalsSummaryRow = z.strictObject({
  /** The route pattern as the H5's router declares it (`/customer/platform-agreement/:id`). */
  route: z.string(),
  metric: z.enum(VITAL_METRICS),
  /** Milliseconds, rounded; CLS's score to three decimals. */
  p75: z.number().nonnegative(),
  rating: z.enum(VITAL_RATINGS),
  /** How many page loads the percentile is over. */
  samples: z.int().positive(),
});

export const vitalsSummaryAnswer = z.strictObject({
  days: z.int().positive(),
  /** The start of the window (ISO 8601). */
  since: z.string(),
  /** By route, then metric. */
  rows: z.array(vitalsSummaryRow),
});
export type VitalsSummaryAnswer = z.output<typeof vitalsSummaryAnswer>;

export const getVitalsSummary = defineOpsEndpoint({
  name: 'getVitalsSummary',
  method: 'GET',
  path: '/vitals',
  role: 'viewer',
  machineToken: true,
  query: vitalsSummaryQuery,
  response: vitalsSummaryAnswer,
  summary:
    'Field Web Vitals over the last `days` (28 by default, at most 365): `{ days, since, rows: [{ route, metric, p75, rating, samples }] }`, p75 per H5 route and metric; also opened by `Authorization: Bearer <OPS_TOKEN>` (open outside production when none is set); not audited. The old address GET `/ops/vitals` answers 308 to it.',
  example: { query: { days: 28 } },
});

export const vitalsOpsEndpoints: readonly OpsEndpointDef[] = [getVitalsSummary];
