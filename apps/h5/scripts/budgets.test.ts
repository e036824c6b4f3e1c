import { describe, expect, it } from 'vitest';
import {
  type Budgets,
  htmlViolations,
  importedSpecifier,
  type Manifest,
  routeCost,
  violations,
} from './budgets';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  'src/pages/light.tsx': { file: 'assets/light.js', isDynamicEntry: true, imports: ['_vendor.js'] },
  'src/pages/heavy.tsx': {
    file: 'assets/heavy.js',
    isDynamicEntry: true,
    imports: ['_charts.js'],
    css: ['assets/heavy.css'],
  },
  '_charts.js': { file: 'assets/charts.js' },
};
const sizes: Record<string, number> = {
  'assets/index.js': 60_000,
  'assets/vendor.js': 20_000,
  'assets/light.js': 5_000,
  'assets/heavy.js': 10_000,
  'assets/charts.js': 40_000,
  'assets/index.css': 3_000,
  'assets/heavy.css': 30_000,
};
const facts = {
  gzipBytes: (file: string) => sizes[file] ?? 0,
  sources: (file: string) =>
    file === 'assets/charts.js' ? ['../node_modules/echarts/lib/index.js'] : [],
};
const budgets: Budgets = {
  maxJsGzipBytes: 120 * 1024,
  maxCssGzipBytes: 20 * 1024,
  neverOnCriticalPath: ['echarts'],
};

describe('the critical-path budget check', () => {
  it('adds the entry, the page and their static imports once each', () => {
    const cost = routeCost(
      manifest,
      { path: '/light', source: 'src/pages/light.tsx' },
      facts,
      budgets,
    );
    expect(cost.jsFiles.sort()).toEqual(['assets/index.js', 'assets/light.js', 'assets/vendor.js']);
    expect(cost.jsGzipBytes).toBe(85_000);
    expect(violations([cost], budgets)).toEqual([]);
  });

  it('fails a deliberate oversize, naming the route and its chunks', () => {
    const cost = routeCost(
      manifest,
      { path: '/heavy', source: 'src/pages/heavy.tsx' },
      facts,
      budgets,
    );
    const broken = violations([cost], budgets);
    expect(broken).toHaveLength(3);
    expect(broken[0]).toMatch(
      /^\/heavy: JavaScript 127\.0 KiB gzip > 120\.0 KiB \(.*assets\/charts\.js/,
    );
    expect(broken[1]).toMatch(/^\/heavy: CSS 32\.2 KiB gzip > 20\.0 KiB \(.*assets\/heavy\.css/);
    expect(broken[2]).toBe('/heavy: echarts is on the critical path (in assets/charts.js)');
  });

  it('reads which module a route table entry loads', () => {
    // The source text of a loader as tsx runs it (Vitest rewrites import() in this file).
    const loader = { toString: () => "() => import('./pages/customer-download')" };
    expect(importedSpecifier(loader as () => unknown)).toBe('./pages/customer-download');
    expect(importedSpecifier({ toString: () => '() => load()' } as () => unknown)).toBeNull();
  });

  it('holds index.html as sent to its budget and finds a first screen for each landing route', () => {
    const withHtml = { ...budgets, maxHtmlBrotliBytes: 13_000 };
    expect(htmlViolations({ brotliBytes: 9000, firstScreens: 1 }, ['/a'], withHtml)).toEqual([]);
    expect(
      htmlViolations({ brotliBytes: 13_001, firstScreens: 1 }, ['/a', '/b'], withHtml),
    ).toEqual([
      'index.html: 13001 bytes brotli > 13000 (with its headers past the first round trip of a connection: fewer or lighter first screens)',
      'index.html: 1 first screen(s) for 2 landing route(s) (/a, /b)',
    ]);
    expect(
      htmlViolations(
        { brotliBytes: 9000, firstScreens: 2, fetchedScreens: 1 },
        ['/a', '/b'],
        withHtml,
      ),
    ).toEqual(['index.html: 1 fetched first screen(s) per language for 2 landing route(s)']);
    expect(htmlViolations({ brotliBytes: null, firstScreens: 1 }, ['/a'], withHtml)).toEqual([
      'index.html: no brotli sibling (index.html.br): the build did not precompress dist',
    ]);
  });
});
