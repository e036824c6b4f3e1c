import { describe, expect, it } from 'vitest';
import { allCatalogues } from '@/test/catalogues';
import { isRedirect, type PageRoute, type RouteMeta } from '@/lib/routing/route-table';
import { loadSpecRoutes } from '@/test/spec-routes';
import { featureRouteData } from './route-data';
import { featureRouteTables } from './routes';

const spec = loadSpecRoutes();
/** The app's redirects the spec does not list: families whose index the spec gives no short path. */
const FAMILY_REDIRECTS = ['/c2c-invite', '/driver-invite-driver'];
const declared = featureRouteTables.flatMap((table) => table.routes);
const META_FIELDS = [
  'page_id',
  'data_source',
  'needOasOpenId',
  'app_id',
  'userType',
  'platform_type',
  'keepAlive',
  'name',
] as const satisfies readonly (keyof RouteMeta)[];

describe('route tables against docs/spec/routes.json', () => {
  // The counts come from the spec's copy (kept equal to the spec by spec-copy.test.ts), never
  // written here: a page added to the spec is a page this app must declare.
  it('declares as many pages as the spec has', () => {
    const pages = declared.filter((route) => !isRedirect(route));
    expect(spec.filter((route) => !route.redirect).length).toBeGreaterThan(0);
    expect(pages.length).toBe(spec.filter((route) => !route.redirect).length);
  });

  it('declares every spec route exactly once and nothing else (the root is built in)', () => {
    const specPaths = spec.map((route) => route.path).filter((path) => path !== '/');
    const declaredPaths = declared
      .map((route) => route.path)
      .filter((path) => !FAMILY_REDIRECTS.includes(path));
    expect(new Set(declaredPaths).size).toBe(declaredPaths.length);
    expect([...declaredPaths].sort()).toEqual([...specPaths].sort());
  });

  // Beyond the spec: a family's address without `/index` goes to its index, as the spec's
  // sibling families do (`/driver-invite-customer`), rather than to a not-found.
  it.each(FAMILY_REDIRECTS)('redirects %s to its index, as sibling families do', (path) => {
    expect(spec.some((entry) => entry.path === path)).toBe(false);
    const route = declared.find((candidate) => candidate.path === path);
    expect(route && isRedirect(route) ? route.redirect : undefined).toBe(`${path}/index`);
    const target = declared.find((candidate) => candidate.path === `${path}/index`);
    expect(target && !isRedirect(target) && target.page !== undefined).toBe(true);
  });

  it.each(spec.filter((route) => route.redirect && route.path !== '/'))(
    'redirects $path to $redirect',
    (entry) => {
      const route = declared.find((candidate) => candidate.path === entry.path);
      expect(route && isRedirect(route) ? route.redirect : undefined).toBe(entry.redirect);
      expect(route && isRedirect(route) ? route.layout === true : false).toBe(
        entry.layout === true,
      );
    },
  );

  it.each(spec.filter((route) => !route.redirect))('has the meta of $path', (entry) => {
    const route = declared.find((candidate) => candidate.path === entry.path) as PageRoute;
    expect(route, entry.path).toBeDefined();
    for (const field of META_FIELDS) {
      expect(route.meta[field], `${entry.path} ${field}`).toEqual(entry[field]);
    }
    expect(route.childOf).toEqual(entry.childOf);
    const patterns = Object.fromEntries(
      Object.entries(route.params ?? {}).map(([name, pattern]) => [name, pattern.source]),
    );
    const expected = Object.fromEntries(
      Object.entries(entry.paramPattern ?? {}).map(([name, pattern]) => [name, `^${pattern}$`]),
    );
    expect(patterns).toEqual(expected);
  });

  it.each(spec.filter((route) => !route.redirect))('titles $path in zh-CN and en-US', (entry) => {
    const table = featureRouteTables.find((candidate) =>
      candidate.routes.some((route) => route.path === entry.path),
    );
    const route = table?.routes.find((candidate) => candidate.path === entry.path) as PageRoute;
    // The title is the feature's own string, loaded with its pages.
    const messages = allCatalogues.find((catalogue) => catalogue.id === table?.catalogue.id)
      ?.messages ?? { 'zh-CN': {}, 'en-US': {} };
    const zh = messages['zh-CN'][route.meta.title] ?? '';
    const en = messages['en-US'][route.meta.title] ?? '';
    expect(zh.length).toBeGreaterThan(0);
    expect(en.length).toBeGreaterThan(0);
    if (entry.title_zh) expect(zh).toBe(entry.title_zh);
    // The spec glosses some titles in lower case; the app capitalises the first letter.
    if (entry.title_en) expect(en.toLowerCase()).toBe(entry.title_en.toLowerCase());
  });
});

describe('route data (docs/decisions/025)', () => {
  it('names only mounted pages of its own feature', () => {
    const unknown = featureRouteData.flatMap(({ feature, data }) => {
      const table = featureRouteTables.find((candidate) => candidate.feature === feature);
      return Object.keys(data).filter(
        (path) =>
          !table?.routes.some(
            (route) => route.path === path && !isRedirect(route) && route.page !== undefined,
          ),
      );
    });
    expect(unknown).toEqual([]);
  });
});
