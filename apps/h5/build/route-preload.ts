// Build plugin: preload the current route's chunks from the HTML. Without it, the page's chunk is
// only requested after the entry chunk has downloaded and run (one more round trip on 4G); with it,
// an inline script reads the hash route and adds <link rel="modulepreload"> (and the stylesheets)
// for that route at once, in parallel with the entry.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export type PreloadLocale = 'zh-CN' | 'en-US';

export interface PreloadRoute {
  /** The route pattern (`/adlaunch/register/customer/:color/:cityName?/:download?`). */
  path: string;
  /** Absolute path of the page module the route loads. */
  module: string;
  /** Absolute paths of the string catalogues the route loads with its page, per locale. */
  strings?: Record<PreloadLocale, string[]>;
}

export interface PreloadPlan {
  routes: PreloadRoute[];
  /** Redirects (`/epidemic` → `/epidemic/index`), the root included. */
  redirects: Record<string, string>;
  /** Modules the shell loads before its first render in a locale (its English strings). */
  shellStrings?: Record<PreloadLocale, string[]>;
}

/** Per route: pattern, files for every locale, then the zh-CN and the en-US catalogue files. */
export type PreloadEntry = [pattern: string, files: string[], zh: string[], en: string[]];

/** A route pattern as a regular expression source over the hash path. */
export function patternSource(path: string): string {
  const body = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return `^${body || '/'}/?$`;
}

/**
 * The inline script: find the hash route, follow a redirect, add the route's links, with the
 * strings of the locale the app will choose (lib/i18n detectLocale: `lang` before or inside the
 * hash, else the language kept from an earlier link, else an English browser, else zh-CN).
 */
export function preloadScript(
  table: PreloadEntry[],
  redirects: Record<string, string>,
  shellEnglish: string[] = [],
): string {
  return `(function(){try{var t=${JSON.stringify(table)},r=${JSON.stringify(redirects)},s=${JSON.stringify(shellEnglish)},h=location.hash,p=h.slice(1).split('?')[0]||'/',m=/[?&]lang=([^&#]*)/.exec(location.search)||/[?&]lang=([^&#]*)/.exec(h),b=/^en/i.test((navigator.languages||[])[0]||navigator.language||''),k=null;try{k=localStorage.getItem('lang')}catch(x){}var e=m&&/^(en|zh)/i.test(m[1])?/^en/i.test(m[1]):k?/^en/i.test(k):b;function a(f){var l=document.createElement('link');l.rel=/\\.css$/.test(f)?'stylesheet':'modulepreload';l.href=f;document.head.appendChild(l)}if(e)s.forEach(a);if(r[p])p=r[p];for(var i=0;i<t.length;i++){if(new RegExp(t[i][0]).test(p)){t[i][1].concat(e?t[i][3]:t[i][2]).forEach(a);return}}}catch(x){}})();`;
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

type BundleLike = Record<string, ChunkLike | { type: 'asset'; fileName: string }>;

function closure(bundle: BundleLike, fileName: string, seen: Set<string>): void {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return;
  seen.add(fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
  for (const imported of chunk.imports) closure(bundle, imported, seen);
}

function chunksOf(bundle: BundleLike): ChunkLike[] {
  return Object.values(bundle).filter((item): item is ChunkLike => item.type === 'chunk');
}

function entryFilesOf(bundle: BundleLike): Set<string> {
  const entry = chunksOf(bundle).find((chunk) => chunk.isEntry);
  const files = new Set<string>();
  if (entry) closure(bundle, entry.fileName, files);
  return files;
}

/** The files that modules need beyond what the entry already loads. */
function filesFor(bundle: BundleLike, modules: string[], entryFiles: Set<string>): string[] {
  const files = new Set<string>();
  for (const module of modules) {
    const chunk = chunksOf(bundle).find((candidate) => candidate.facadeModuleId === module);
    if (chunk) closure(bundle, chunk.fileName, files);
  }
  return [...files].filter((file) => !entryFiles.has(file)).map((file) => `./${file}`);
}

/** For each route, the files its page and its strings need beyond what the entry already loads. */
export function preloadTable(bundle: BundleLike, routes: PreloadRoute[]): PreloadEntry[] {
  const entryFiles = entryFilesOf(bundle);
  return routes.flatMap((route) => {
    const page = chunksOf(bundle).find((chunk) => chunk.facadeModuleId === route.module);
    if (!page) return [];
    const files = filesFor(bundle, [route.module], entryFiles);
    const strings = (locale: PreloadLocale) =>
      filesFor(bundle, route.strings?.[locale] ?? [], entryFiles).filter(
        (file) => !files.includes(file),
      );
    return [[patternSource(route.path), files, strings('zh-CN'), strings('en-US')]];
  });
}

export function routePreload(loadPlan: () => Promise<PreloadPlan>): Plugin {
  let plan: PreloadPlan | null = null;
  return {
    name: 'freight:route-preload',
    enforce: 'post',
    apply: 'build',
    async buildStart() {
      plan = await loadPlan();
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!plan || !html || html.type !== 'asset') return;
      const table = preloadTable(bundle as unknown as BundleLike, plan.routes);
      const shellEnglish = filesFor(
        bundle as unknown as BundleLike,
        plan.shellStrings?.['en-US'] ?? [],
        entryFilesOf(bundle as unknown as BundleLike),
      );
      const script = `<script>${preloadScript(table, plan.redirects, shellEnglish)}</script>`;
      html.source = String(html.source).replace('</title>', `</title>\n    ${script}`);
    },
  };
}

/** Reads the app's route tables (TypeScript, with the `@/` alias) at build time. */
export async function loadRoutePlan(appRoot: string): Promise<PreloadPlan> {
  const { tsImport } = await import('tsx/esm/api');
  const { featureRouteTables } = (await tsImport(
    resolve(appRoot, 'src/app/routes.ts'),
    import.meta.url,
  )) as typeof import('../src/app/routes');
  const { HOME_PATH } = (await tsImport(
    resolve(appRoot, 'src/app/build-routes-meta.ts'),
    import.meta.url,
  )) as typeof import('../src/app/build-routes-meta');
  const { importedSpecifier } = await import('../scripts/budgets.ts');
  const { shellCatalogue, withUses } = (await tsImport(
    resolve(appRoot, 'src/lib/i18n/i18n.ts'),
    import.meta.url,
  )) as typeof import('../src/lib/i18n/i18n');
  const routes: PreloadRoute[] = [];
  const redirects: Record<string, string> = { '/': HOME_PATH };
  for (const table of featureRouteTables) {
    for (const route of table.routes) {
      if ('redirect' in route) {
        redirects[route.path] = route.redirect;
        continue;
      }
      if (!route.page) continue;
      const specifier = importedSpecifier(route.page);
      if (!specifier) continue;
      const base = resolve(appRoot, 'src/features', table.feature, specifier);
      routes.push({
        path: route.path,
        module: `${base}.tsx`,
        strings: catalogueModules(appRoot, withUses(route.catalogue ?? table.catalogue)),
      });
    }
  }
  return {
    routes,
    redirects,
    shellStrings: catalogueModules(appRoot, [shellCatalogue]),
  };
}

/** The files of catalogues, per locale: `src/<id>/<locale>.ts` (docs/decisions/004). */
export function catalogueModules(
  appRoot: string,
  catalogues: readonly { id: string }[],
): Record<PreloadLocale, string[]> {
  const files = (locale: PreloadLocale) =>
    catalogues.map(({ id }) => resolve(appRoot, 'src', id, `${locale}.ts`));
  return { 'zh-CN': files('zh-CN'), 'en-US': files('en-US') };
}
