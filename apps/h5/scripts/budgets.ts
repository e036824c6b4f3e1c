// The critical path of a route: the JavaScript and CSS that must arrive before the route can
// render (the entry chunk, the route's page chunk, and everything they import statically), read
// from Vite's build manifest. Pure functions, so the checker itself is unit-tested.

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface Budgets {
  maxJsGzipBytes: number;
  maxCssGzipBytes: number;
  /** The strings a route loads before it renders (shell, page kit, feature), in either locale. */
  maxStringsGzipBytes?: number;
  /**
   * index.html as it is sent (its brotli sibling, scripts/precompress.mjs): every visit loads all
   * of it, the landing routes' first screens included (docs/decisions/020). With the answer's
   * headers (about 1.4 KB, the policy's hashes most of it) it must fit the first round trip of a
   * new connection, ten segments of 1 460 bytes (RFC 6928): one byte over costs every route's
   * first paint a round trip.
   */
  maxHtmlBrotliBytes?: number;
  /** Packages that must never be on a critical path (analytics, WeChat SDK, debug console, …). */
  neverOnCriticalPath: string[];
}

export interface RouteEntry {
  path: string;
  /** Source of the page module, relative to the app root (`src/features/x/pages/y.tsx`). */
  source: string;
  /** Sources of the catalogues the route loads with its page in zh-CN (`src/components/i18n/zh-CN.ts`). */
  strings?: string[];
  /** Gzip bytes of every string the route needs before it renders, in its larger locale. */
  stringsGzipBytes?: number;
}

export interface RouteCost {
  path: string;
  jsFiles: string[];
  cssFiles: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  stringsGzipBytes: number;
  forbidden: { file: string; pkg: string }[];
}

export interface FileFacts {
  gzipBytes(file: string): number;
  /** The source files bundled into a chunk (from its source map). */
  sources(file: string): string[];
}

function collect(manifest: Manifest, key: string, js: Set<string>, css: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no entry ${key}`);
  if (js.has(chunk.file)) return;
  js.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, js, css);
}

export function entryKey(manifest: Manifest): string {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('manifest has no entry chunk');
  return entry[0];
}

export function routeCost(
  manifest: Manifest,
  route: RouteEntry,
  facts: FileFacts,
  budgets: Budgets,
): RouteCost {
  const js = new Set<string>();
  const css = new Set<string>();
  collect(manifest, entryKey(manifest), js, css);
  collect(manifest, route.source, js, css);
  for (const source of route.strings ?? []) collect(manifest, source, js, css);
  const jsFiles = [...js];
  const cssFiles = [...css];
  const forbidden = jsFiles.flatMap((file) =>
    budgets.neverOnCriticalPath
      .filter((pkg) =>
        facts.sources(file).some((source) => source.includes(`node_modules/${pkg}/`)),
      )
      .map((pkg) => ({ file, pkg })),
  );
  return {
    path: route.path,
    jsFiles,
    cssFiles,
    jsGzipBytes: jsFiles.reduce((sum, file) => sum + facts.gzipBytes(file), 0),
    cssGzipBytes: cssFiles.reduce((sum, file) => sum + facts.gzipBytes(file), 0),
    stringsGzipBytes: route.stringsGzipBytes ?? 0,
    forbidden,
  };
}

/** One line per broken budget, naming the route and the chunks on its critical path. */
export function violations(costs: RouteCost[], budgets: Budgets): string[] {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  return costs.flatMap((cost) => [
    ...(cost.jsGzipBytes > budgets.maxJsGzipBytes
      ? [
          `${cost.path}: JavaScript ${kib(cost.jsGzipBytes)} gzip > ${kib(budgets.maxJsGzipBytes)} (${cost.jsFiles.join(', ')})`,
        ]
      : []),
    ...(cost.cssGzipBytes > budgets.maxCssGzipBytes
      ? [
          `${cost.path}: CSS ${kib(cost.cssGzipBytes)} gzip > ${kib(budgets.maxCssGzipBytes)} (${cost.cssFiles.join(', ')})`,
        ]
      : []),
    ...(budgets.maxStringsGzipBytes !== undefined &&
    cost.stringsGzipBytes > budgets.maxStringsGzipBytes
      ? [
          `${cost.path}: strings ${kib(cost.stringsGzipBytes)} gzip > ${kib(budgets.maxStringsGzipBytes)} (split the feature's catalogue or move page-only copy out of the kit)`,
        ]
      : []),
    ...cost.forbidden.map(
      ({ file, pkg }) => `${cost.path}: ${pkg} is on the critical path (in ${file})`,
    ),
  ]);
}

/**
 * index.html against its budget, and a first screen for each landing route that asks for one, in
 * the HTML and (when counted) in each language in a file of its own: one line per problem.
 */
export function htmlViolations(
  html: { brotliBytes: number | null; firstScreens: number; fetchedScreens?: number },
  landingRoutes: readonly string[],
  budgets: Budgets,
): string[] {
  return [
    ...(html.brotliBytes === null
      ? ['index.html: no brotli sibling (index.html.br): the build did not precompress dist']
      : []),
    ...(budgets.maxHtmlBrotliBytes !== undefined &&
    html.brotliBytes !== null &&
    html.brotliBytes > budgets.maxHtmlBrotliBytes
      ? [
          `index.html: ${html.brotliBytes} bytes brotli > ${budgets.maxHtmlBrotliBytes} (with its headers past the first round trip of a connection: fewer or lighter first screens)`,
        ]
      : []),
    ...(html.firstScreens === landingRoutes.length
      ? []
      : [
          `index.html: ${html.firstScreens} first screen(s) for ${landingRoutes.length} landing route(s) (${landingRoutes.join(', ')})`,
        ]),
    ...(html.fetchedScreens === undefined || html.fetchedScreens === landingRoutes.length
      ? []
      : [
          `index.html: ${html.fetchedScreens} fetched first screen(s) per language for ${landingRoutes.length} landing route(s)`,
        ]),
  ];
}

/** `() => import('./pages/x')` → `./pages/x`: the page module a route table entry loads. */
export function importedSpecifier(loader: () => unknown): string | null {
  const match = /import\(\s*["'`]([^"'`]+)["'`]\s*\)/.exec(String(loader));
  return match?.[1] ?? null;
}
