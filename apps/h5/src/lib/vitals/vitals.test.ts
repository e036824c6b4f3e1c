import type { Metric } from 'web-vitals';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routePatternOf } from './route-pattern';
import { landingMatches, type VitalsRouter } from './vitals';
import { MAX_BATCH, type VitalReport, VitalsBatch, VITALS_ENDPOINT } from './vitals-batch';
import { reportVitals, toReport, type WebVitals } from './vitals-reporter';

afterEach(() => vi.restoreAllMocks());

const m = (path?: string) => ({ route: path === undefined ? {} : { path } });

describe('routePatternOf', () => {
  it('is the declared pattern, never the concrete URL', () => {
    expect(routePatternOf([m(), m('/customer/platform-agreement/:id')])).toBe(
      '/customer/platform-agreement/:id',
    );
    // A layout and its child (relative path), a page and its `childOf` child.
    expect(routePatternOf([m(), m('/sem'), m('customer-register')])).toBe('/sem/customer-register');
    expect(routePatternOf([m(), m('/driver-invite-driver/index'), m('log')])).toBe(
      '/driver-invite-driver/index/log',
    );
    expect(routePatternOf([m(), m('*')])).toBe('*');
    expect(routePatternOf([m()])).toBe('/');
    expect(routePatternOf([])).toBe('/');
  });
});

describe('landingMatches', () => {
  it('waits for the router to settle (the root redirect resolved), then stops listening', async () => {
    let listener: ((state: VitalsRouter['state']) => void) | null = null;
    const stop = vi.fn();
    const router: VitalsRouter = {
      state: { initialized: false, navigation: { state: 'loading' }, matches: [m(), m()] },
      subscribe: (fn) => {
        listener = fn;
        return stop;
      },
    };
    const landing = landingMatches(router);
    listener!({ initialized: true, navigation: { state: 'loading' }, matches: [m()] });
    listener!({
      initialized: true,
      navigation: { state: 'idle' },
      matches: [m(), m('/customer/download')],
    });
    expect(routePatternOf(await landing)).toBe('/customer/download');
    expect(stop).toHaveBeenCalledTimes(1);
  });
});

const report = (overrides: Partial<VitalReport> = {}): VitalReport => ({
  name: 'LCP',
  value: 1200,
  id: 'v5-1',
  route: '/customer/download',
  rating: 'good',
  navigationType: 'navigate',
  ...overrides,
});

describe('VitalsBatch', () => {
  it('sends everything pending in one beacon, keeping the latest value per metric id', () => {
    const beacon = vi.fn(() => true);
    const batch = new VitalsBatch(beacon);
    batch.flush();
    expect(beacon).not.toHaveBeenCalled();
    batch.add(report({ name: 'CLS', value: 0.01, id: 'v5-cls' }));
    batch.add(report());
    batch.add(report({ name: 'CLS', value: 0.2, id: 'v5-cls' }));
    batch.flush();
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe(VITALS_ENDPOINT);
    expect(JSON.parse(body)).toEqual({
      metrics: [report({ name: 'CLS', value: 0.2, id: 'v5-cls' }), report()],
    });
    batch.flush();
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('keeps what the browser refused to queue for the next flush', () => {
    const beacon = vi.fn(() => false);
    const batch = new VitalsBatch(beacon);
    batch.add(report());
    batch.flush();
    expect(batch.size).toBe(1);
    beacon.mockReturnValue(true);
    batch.flush();
    expect(batch.size).toBe(0);
  });

  it('sends on its own once a batch is as large as the server takes', () => {
    const beacon = vi.fn(() => true);
    const batch = new VitalsBatch(beacon);
    for (let i = 0; i < MAX_BATCH; i++) batch.add(report({ id: `v5-${i}` }));
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(
      JSON.parse((beacon.mock.calls[0] as unknown as [string, string])[1]).metrics,
    ).toHaveLength(MAX_BATCH);
  });
});

// Only the fields the reporter reads; web-vitals fills in more (entries, navigationId, …).
const metric = (name: Metric['name'], value: number, id: string): Metric =>
  ({ name, value, id, rating: 'good', navigationType: 'navigate' }) as unknown as Metric;

describe('reportVitals', () => {
  it('files every metric under the landing route and sends them when the page is hidden, never before', () => {
    const callbacks: Array<(metric: Metric) => void> = [];
    const on = ((callback: (metric: Metric) => void) => void callbacks.push(callback)) as never;
    const webVitals: WebVitals = { onCLS: on, onFCP: on, onINP: on, onLCP: on, onTTFB: on };
    const beacon = vi.fn(() => true);
    reportVitals(webVitals, [m(), m('/customer/platform-agreement/:id')], new VitalsBatch(beacon));
    expect(callbacks).toHaveLength(5);
    callbacks[1]!(metric('FCP', 812.4, 'v5-fcp'));
    callbacks[3]!(metric('LCP', 1533.6, 'v5-lcp'));
    callbacks[0]!(metric('CLS', 0.123456, 'v5-cls'));
    expect(beacon).not.toHaveBeenCalled();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).toHaveBeenCalledTimes(1);
    const { metrics } = JSON.parse((beacon.mock.calls[0] as unknown as [string, string])[1]) as {
      metrics: VitalReport[];
    };
    expect(metrics.map((r) => [r.name, r.value, r.route])).toEqual([
      ['FCP', 812, '/customer/platform-agreement/:id'],
      ['LCP', 1534, '/customer/platform-agreement/:id'],
      ['CLS', 0.1235, '/customer/platform-agreement/:id'],
    ]);
    // Leaving the page sends whatever came after (INP is final only then).
    callbacks[2]!(metric('INP', 96, 'v5-inp'));
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(2);
  });

  it('rounds milliseconds to whole ones and keeps CLS a score', () => {
    expect(toReport(metric('TTFB', 99.6, 'a'), '/x')).toMatchObject({ name: 'TTFB', value: 100 });
    expect(toReport(metric('CLS', 0.00004, 'b'), '/x')).toMatchObject({ name: 'CLS', value: 0 });
  });
});
