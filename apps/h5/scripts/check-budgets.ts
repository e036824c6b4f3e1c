// `npm run budgets`: for every served route, the gzip size of the JavaScript and CSS on its
// critical path in the production build (apps/h5/dist), checked against apps/h5/budgets.json.
// Exits 1 naming the route and the chunks when a budget is exceeded. Run after `npm run build`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { featureRouteTables } from '../src/app/routes';
import { type Catalogue, type Locale, shellCatalogue, withUses } from '../src/lib/i18n/i18n';
import { isRedirect } from '../src/lib/routing/route-table';
import {
  SERVED_SCREENS_FILE,
  type ServedScreens,
} from '@freight/contract/endpoints/campaign-values';
import {
  type Budgets,
  type Manifest,
  importedSpecifier,
  htmlViolations,
  type RouteCost,
  type RouteEntry,
  routeCost,
  violations,
} from './budgets';

const appRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(appRoot, 'dist');
const manifestFile = join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error('No build manifest: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
const budgets = JSON.parse(readFileSync(join(appRoot, 'budgets.json'), 'utf8')) as Budgets;

/** The gzip size of every string a route needs before it renders, in its larger locale. */
async function stringsGzipBytes(catalogues: readonly Catalogue[]): Promise<number> {
  const sizes = await Promise.all(
    (['zh-CN', 'en-US'] as Locale[]).map(async (locale) => {
      const all: Record<string, string> = {};
      for (const catalogue of [shellCatalogue, ...catalogues]) {
        Object.assign(all, (await catalogue.loaders[locale]()).default);
      }
      return gzipSync(JSON.stringify(all), { level: 9 }).length;
    }),
  );
  return Math.max(...sizes);
}

const landingRoutes: string[] = [];
const routes: RouteEntry[] = [
  {
    path: '(NotFound)',
    source: 'src/app/not-found-page.tsx',
    stringsGzipBytes: await stringsGzipBytes([]),
  },
];
for (const table of featureRouteTables) {
  for (const route of table.routes) {
    if (isRedirect(route) || !route.page) continue;
    const specifier = importedSpecifier(route.page);
    if (!specifier) throw new Error(`cannot tell which module ${route.path} loads`);
    const source = join('src/features', table.feature, specifier).replace(/\\/g, '/');
    const key = ['.tsx', '.ts'].map((ext) => source + ext).find((candidate) => manifest[candidate]);
    if (!key) throw new Error(`${route.path}: ${source} is not in the build manifest`);
    // The page's catalogues: its own (long copy) or its feature's, with what they use.
    const catalogues = withUses(route.catalogue ?? table.catalogue);
    const strings = catalogues
      .filter((catalogue) => !catalogue.composed)
      .map((catalogue) => `src/${catalogue.id}/zh-CN.ts`);
    for (const source of strings) {
      if (!manifest[source]) throw new Error(`${source} is not in the build manifest`);
    }
    const stringsBytes = await stringsGzipBytes(catalogues);
    if (route.firstScreen) landingRoutes.push(route.path);
    routes.push({ path: route.path, source: key, strings, stringsGzipBytes: stringsBytes });
  }
}

const sizes = new Map<string, number>();
const facts = {
  gzipBytes(file: string) {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  },
  sources(file: string) {
    const map = join(dist, `${file}.map`);
    if (!existsSync(map)) return [];
    return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
  },
};

const costs: RouteCost[] = routes.map((route) => routeCost(manifest, route, facts, budgets));
const kib = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
console.log('route'.padEnd(48), 'JS KiB gz', 'CSS KiB gz', 'strings KiB gz');
for (const cost of costs) {
  console.log(
    cost.path.padEnd(48),
    kib(cost.jsGzipBytes).padStart(9),
    kib(cost.cssGzipBytes).padStart(10),
    kib(cost.stringsGzipBytes).padStart(14),
  );
}
const js = costs.map((cost) => cost.jsGzipBytes).sort((a, b) => a - b);
const median = js[Math.floor(js.length / 2)] ?? 0;
console.log(
  `critical-path JS: largest ${kib(js.at(-1) ?? 0).trim()} KiB, median ${kib(median).trim()} KiB gzip over ${costs.length} routes`,
);
/** The first screens fetched in `language` (build/first-screens.ts screenFiles) that `source` names. */
function fetchedScreens(source: string, language: 'en' | 'zh'): number {
  const prefix = /"\.\/(assets\/first-[\w-]{8}-)"/.exec(source)?.[1];
  if (!prefix) return 0;
  const [folder = '', start = ''] = prefix.split('/');
  const pattern = new RegExp(`^\\d+-${language}\\.html$`);
  return readdirSync(join(dist, folder)).filter(
    (name) => name.startsWith(start) && pattern.test(name.slice(start.length)),
  ).length;
}
// The screens the server renders (docs/decisions/050) have no file: the head script asks the
// server for them, in either language.
const servedList = join(appRoot, 'dist-screens', SERVED_SCREENS_FILE);
const servedScreens = existsSync(servedList)
  ? Object.keys(JSON.parse(readFileSync(servedList, 'utf8')) as ServedScreens).length
  : 0;
// Each variant of the HTML (index.en.html carries the English screens), as the server sends it.
const htmlBroken = ['index.html', 'index.en.html'].flatMap((name) => {
  if (name !== 'index.html' && !existsSync(join(dist, name))) return [];
  const html = readFileSync(join(dist, name), 'utf8');
  const sent = join(dist, `${name}.br`);
  const htmlFacts = {
    // What the server sends a browser (all of them accept brotli), as the build wrote it.
    brotliBytes: existsSync(sent) ? readFileSync(sent).length : null,
    firstScreens: html.match(/<template id="fy-first-\d+"[ >]/g)?.length ?? 0,
    // The screens in the other language, fetched by the head script from the files or the server.
    fetchedScreens:
      Math.min(fetchedScreens(html, 'en'), fetchedScreens(html, 'zh')) + servedScreens,
  };
  console.log(
    `${name}: ${htmlFacts.brotliBytes ?? '?'} bytes brotli, first screens of ${landingRoutes.length} landing route(s)`,
  );
  return htmlViolations(htmlFacts, landingRoutes, budgets).map((line) =>
    line.replace(/^index\.html:/, `${name}:`),
  );
});
const broken = [...violations(costs, budgets), ...htmlBroken];
if (broken.length > 0) {
  console.error(`\n${broken.length} budget(s) exceeded:\n${broken.join('\n')}`);
  process.exit(1);
}
const strings = costs.map((cost) => cost.stringsGzipBytes);
console.log(`strings: largest ${kib(Math.max(...strings)).trim()} KiB gzip`);
console.log(
  `budgets: ok (JS ≤ ${budgets.maxJsGzipBytes / 1024} KiB, CSS ≤ ${budgets.maxCssGzipBytes / 1024} KiB, strings ≤ ${(budgets.maxStringsGzipBytes ?? 0) / 1024} KiB gzip per route; index.html ≤ ${budgets.maxHtmlBrotliBytes ?? '?'} bytes brotli)`,
);
