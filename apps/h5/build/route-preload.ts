// Build plugin: preload the current route's chunks from the HTML. Without it, the page's chunk is
// only requested after the entry chunk has downloaded and run (one more round trip on 4G); with it,
// an inline script reads the hash route and adds <link rel="modulepreload"> (and the stylesheets)
// for that route at once, in parallel with the entry.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export interface PreloadRoute {
  /** The route pattern (`/adlaunch/register/customer/:color/:cityName?/:download?`). */
  path: string;
  /** Absolute path of the page module the route loads. */
  module: string;
}

export interface PreloadPlan {
  routes: PreloadRoute[];
  /** Redirects (`/epidemic` → `/epidemic/index`), the root included. */
  redirects: Record<string, string>;
}

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

/** The inline script: find the hash route, follow a redirect, add the route's links. */
export function preloadScript(
  table: [pattern: string, files: string[]][],
  redirects: Record<string, string>,
): string {
  return `(function(){try{var t=${JSON.stringify(table)},r=${JSON.stringify(redirects)},p=location.hash.slice(1).split('?')[0]||'/';if(r[p])p=r[p];for(var i=0;i<t.length;i++){if(new RegExp(t[i][0]).test(p)){t[i][1].forEach(function(f){var l=document.createElement('link');l.rel=/\\.css$/.test(f)?'stylesheet':'modulepreload';l.href=f;document.head.appendChild(l)});return}}}catch(e){}})();`;
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

/** For each route, the files its page needs beyond what the entry already loads. */
export function preloadTable(bundle: BundleLike, routes: PreloadRoute[]): [string, string[]][] {
  const chunks = Object.values(bundle).filter((item): item is ChunkLike => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  const entryFiles = new Set<string>();
  if (entry) closure(bundle, entry.fileName, entryFiles);
  return routes.flatMap((route) => {
    const page = chunks.find((chunk) => chunk.facadeModuleId === route.module);
    if (!page) return [];
    const files = new Set<string>();
    closure(bundle, page.fileName, files);
    const extra = [...files].filter((file) => !entryFiles.has(file)).map((file) => `./${file}`);
    return [[patternSource(route.path), extra] as [string, string[]]];
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
      const script = `<script>${preloadScript(table, plan.redirects)}</script>`;
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
      routes.push({ path: route.path, module: `${base}.tsx` });
    }
  }
  return { routes, redirects };
}
