// Append-only tables keep what phones send for a set time: analytics events and field vitals 90
// days, CSP reports 30. The purge deletes only what is older, in batches, and leaves the rest.

import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, webVitals } from '../src/db/schema/analytics.ts';
import { cspReports } from '../src/db/schema/csp-reports.ts';
import { purgeOldAnalytics } from '../src/modules/analytics/retention.ts';
import { purgeOldCspReports } from '../src/modules/csp/routes.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

const DAY = 86_400_000;

describe('retention of analytics events, field vitals and CSP reports', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const rows = async (table: typeof analyticsEvents | typeof webVitals | typeof cspReports) =>
    (await t.app.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  it('purges what is older than its retention and keeps the rest', async () => {
    const now = Date.now();
    const ages = [1, 29, 31, 89, 91, 400];
    await t.app.db.insert(analyticsEvents).values(
      ages.map((age) => ({
        event: '$pageview',
        eventType: 'track',
        distinctId: `d${age}`,
        project: 'default',
        properties: {},
        receivedAt: new Date(now - age * DAY),
      })),
    );
    await t.app.db.insert(webVitals).values(
      ages.map((age) => ({
        metricId: `v-${age}`,
        route: '/customer/download',
        metric: 'LCP' as const,
        value: 1800,
        receivedAt: new Date(now - age * DAY),
      })),
    );
    await t.app.db
      .insert(cspReports)
      .values(ages.map((age) => ({ raw: { age }, receivedAt: new Date(now - age * DAY) })));

    expect(await purgeOldAnalytics(t.app.db, now)).toEqual({ events: 2, vitals: 2 });
    expect(await purgeOldCspReports(t.app.db, now)).toBe(4);
    expect(await rows(analyticsEvents)).toBe(4);
    expect(await rows(webVitals)).toBe(4);
    expect(await rows(cspReports)).toBe(2);
    // Nothing left to purge: a second run deletes nothing.
    expect(await purgeOldAnalytics(t.app.db, now)).toEqual({ events: 0, vitals: 0 });
  });

  it('works off a backlog larger than one batch', async () => {
    const now = Date.now();
    // Inserted 2000 rows a statement: each call of the app's pool has the 1.5 s deadline (ADR 010),
    // which one 12 000-row statement can exceed on a busy machine.
    for (let first = 0; first < 12_000; first += 2000) {
      await t.app.db.insert(cspReports).values(
        Array.from({ length: 2000 }, (_, k) => ({
          raw: { i: first + k },
          receivedAt: new Date(now - 60 * DAY - (first + k) * 1000),
        })),
      );
    }
    expect(await purgeOldCspReports(t.app.db, now)).toBe(12_000);
  });
});
