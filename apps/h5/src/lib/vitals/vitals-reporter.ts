import type * as WebVitalsModule from 'web-vitals';
import type { Metric } from 'web-vitals';
import { type PatternMatch, routePatternOf } from './route-pattern';
import { sendBeacon, type VitalReport, VitalsBatch } from './vitals-batch';

// Loaded with web-vitals after the page has loaded (vitals.ts): turns its metrics into reports for
// the landing route and sends them in one beacon when the page is hidden or left.

/** A web-vitals metric as the collector takes it. */
export function toReport(metric: Metric, route: string): VitalReport {
  return {
    name: metric.name,
    // CLS is a score; the others are milliseconds, whole ones are plenty.
    value:
      metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    id: metric.id,
    route,
    rating: metric.rating,
    navigationType: metric.navigationType,
  };
}

/** The part of web-vitals used here. */
export type WebVitals = Pick<
  typeof WebVitalsModule,
  'onCLS' | 'onFCP' | 'onINP' | 'onLCP' | 'onTTFB'
>;

export function reportVitals(
  webVitals: WebVitals,
  landing: readonly PatternMatch[],
  batch = new VitalsBatch(sendBeacon),
): VitalsBatch {
  const route = routePatternOf(landing);
  const report = (metric: Metric) => batch.add(toReport(metric, route));
  // Registered before our flush listeners, so the values they finalise on `hidden` are in the
  // batch when it is sent.
  for (const on of [
    webVitals.onCLS,
    webVitals.onFCP,
    webVitals.onINP,
    webVitals.onLCP,
    webVitals.onTTFB,
  ]) {
    on(report);
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') batch.flush();
  });
  window.addEventListener('pagehide', () => batch.flush());
  return batch;
}
