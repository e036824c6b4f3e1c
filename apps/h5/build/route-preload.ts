// Build plugin: the HTML starts the app itself. Without it, the page's chunk is only requested
// after the entry chunk has downloaded and run (one more round trip on 4G); with it, an inline
// script reads the hash route and adds <link rel="modulepreload"> (and the stylesheets) for that
// route and the entry, then the entry, all at once. On a landing route whose first screen is in the
// HTML (first-screens.ts, docs/decisions/020), it does so once that screen has been painted.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { InlineConfig, Plugin } from 'vite';
// Any user-info cookie: a browser with none has no session, and the app's first render of a page
// behind a login is then its login card (lib/identity/session.ts); with one, even one the app would
// find malformed, a guest's first screen is not shown.
import { USER_INFO_COOKIES } from '../src/lib/cookies/user-info-names.ts';
import {
  PUBLIC_FIRST_SCREEN_PATH,
  type ScreenParams,
  SERVED_SCREENS_FILE,
  type ServedScreens,
} from '@freight/contract/endpoints/campaign-values';
import { APP_AGENTS } from '../src/lib/hosts/app-agents.ts';
import {
  earlyReadPath,
  type EarlyRead,
  linkRead,
  type LinkRead,
} from '../src/lib/routing/route-table.ts';
import { EARLY_READ } from '../src/lib/campaigns/early-read-name.ts';
import {
  ENGLISH_HTML,
  FETCHED_SCREEN,
  SCREEN_PENDING,
  SCREEN_PREFIX_MARKER,
  screenFiles,
  SCREENS_LANGUAGE,
  FIRST_SCREENS_MARKER,
  type FirstScreen,
  IN_APP_CLASS,
  renderFirstScreens,
  templatesHtml,
} from './first-screens.ts';

export type PreloadLocale = 'zh-CN' | 'en-US';

/**
 * The slug a campaign route's first screen is rendered for (`earlyRead`): its data stays pending
 * at build time, so the screen is the one every campaign's page starts from.
 */
export const RENDERED_SLUG = 'first-screen';

export interface PreloadRoute {
  /** The route pattern (`/adlaunch/register/customer/:color/:cityName?/:download?`). */
  path: string;
  /** Absolute path of the page module the route loads. */
  module: string;
  /** Absolute paths of the string catalogues the route loads with its page, per locale. */
  strings?: Record<PreloadLocale, string[]>;
  /**
   * A landing route whose first screen goes into the HTML (docs/decisions/020): for everyone, or
   * (`'guest'`) for a visitor whose browser holds no user info, the login card of a page behind a
   * login, or (`'frame'`) for everyone, the page frame's hero alone over a skeleton.
   */
  firstScreen?: boolean | 'guest' | 'frame';
  /**
   * Its first screen is not in the HTML but fetched by the script as the HTML arrives, in the
   * reader's language (docs/decisions/020, its amendment of 2026-11-30); `'server'`: rendered by
   * the server from the route's public read (`earlyRead`, docs/decisions/050).
   */
  fetchFirstScreen?: true | 'server';
  /** The page's first data is a public read, started by the script (ADR 049). */
  earlyRead?: EarlyRead;
  /** The link's parameters a screen the server renders is rendered for, and their values. */
  screenParams?: ScreenParams;
}

export interface PreloadPlan {
  routes: PreloadRoute[];
  /** Redirects (`/epidemic` → `/epidemic/index`), the root included. */
  redirects: Record<string, string>;
  /** Modules the shell loads before its first render in a locale (its English strings). */
  shellStrings?: Record<PreloadLocale, string[]>;
}

/**
 * Per route: pattern, files for every locale, then the zh-CN and the en-US catalogue files; last,
 * when it has a first screen, 1 (for everyone) or 2 (for a visitor without user info:
 * `GUEST_FIRST_SCREEN`), plus 4 where it is fetched instead of carried (`FETCHED_FIRST_SCREEN`),
 * plus 8 more where the server renders it (`SERVED_FIRST_SCREEN`).
 */
export type PreloadEntry =
  | [pattern: string, files: string[], zh: string[], en: string[]]
  | [
      pattern: string,
      files: string[],
      zh: string[],
      en: string[],
      firstScreen: 1 | 2 | 5 | 6 | 13 | 14,
    ];

/** The flag of a first screen shown only to a visitor whose browser holds no user info. */
export const GUEST_FIRST_SCREEN = 2;

/** Added to the flag of a first screen that the script fetches, in either language. */
export const FETCHED_FIRST_SCREEN = 4;

/**
 * Added to a fetched screen's flag where the server renders it from the route's public read, at
 * `${PUBLIC_FIRST_SCREEN_PATH}/<the route's index>?lang=…` (docs/decisions/050).
 */
export const SERVED_FIRST_SCREEN = 8;

/** What the HTML would load by its own tags: the entry script and the entry's chunks. */
export interface EntryFiles {
  script: string;
  preloads: string[];
}

/** A file as the route table names it: `./assets/a-1.js` → `a-1`, `./assets/a-1.css` → `a-1.css`. */
export function shortFile(file: string): string {
  if (!file.startsWith('./assets/')) return file;
  const name = file.slice('./assets/'.length);
  if (name.startsWith('.')) throw new Error(`route table: ${file} would read as outside assets`);
  if (name.endsWith('.js')) return name.slice(0, -3);
  if (name.endsWith('.css')) return name;
  throw new Error(`route table: ${file} is neither a script nor a stylesheet`);
}

/** A pattern's source without the anchors every one has (`^/a/?$` → `/a`). */
function shortPattern(source: string): string {
  const inner = /^\^(.*)\/\?\$$/.exec(source);
  if (!inner?.[1]) throw new Error(`route table: ${source} is not a route pattern`);
  return inner[1];
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

/**
 * The inline script: find the hash route, follow a redirect, choose the locale the app will choose
 * (lib/i18n detectLocale: `lang` before or inside the hash, else the language kept from an earlier
 * link, else an English browser, else zh-CN) and the elder mode it keeps, then add the links of the
 * entry, the route and its strings, and the entry script. Where the route has a first screen (a
 * guest's only where the browser holds no user info), it marks <html data-first-screen> for the
 * body's script and loads once that screen has been painted (the first contentful paint; 1 s at
 * most, as in a hidden tab, which paints nothing). The HTML carries the screens in one language
 * (`data-screens` on <html> says English; index.en.html); in the other, and in either for a route
 * whose flag has `FETCHED_FIRST_SCREEN`, the screen is fetched from `fetched` + index + `-en.html`
 * or `-zh.html` (or the server's, `SERVED_FIRST_SCREEN`), and the scripts start once it is painted
 * (its first contentful paint, as for a screen in the HTML): asked for before the largest paint,
 * they would be counted before it by Lighthouse's simulation (docs/performance.md, round (o)).
 * Should anything here fail, it loads the entry anyway.
 */
export function preloadScript(
  table: PreloadEntry[],
  redirects: Record<string, string>,
  shellEnglish: string[] = [],
  entry: EntryFiles = { script: '', preloads: [] },
  fetched = '',
  earlyReads: Record<string, EarlyRead> = {},
): string {
  // Each file once, the table naming it by its index in two base-36 digits (most routes share most
  // of their chunks). A file is named without `./assets/` and `.js`, and a pattern without its
  // anchors: the script puts them back. Every byte here is paid by every page's first round trip
  // (the HTML is held within one, docs/performance.md, sixth round).
  const files: string[] = [];
  const indexes = (list: string[]) =>
    list
      .map((file) => {
        const name = shortFile(file);
        let index = files.indexOf(name);
        if (index === -1) index = files.push(name) - 1;
        return index.toString(36).padStart(2, '0');
      })
      .join('');
  const compact = table.map(([pattern, all, zh, en, first]) => {
    const row: (string | number)[] = [
      shortPattern(pattern),
      indexes(all),
      indexes(zh),
      indexes(en),
    ];
    if (first) row.push(first);
    return row;
  });
  // What the script asks for before the app (docs/decisions/049), by the route's index: the path
  // of the route's public read, or the index of a read the link names in `links` (parameter,
  // pattern its value must match, the read's path to which the value is added: `?slug=`).
  const early: Record<number, number | string> = {};
  const links: LinkRead[] = [];
  table.forEach(([pattern], index) => {
    const read = earlyReads[pattern];
    if (!read) return;
    const link = linkRead(read);
    if (!link) {
      early[index] = earlyReadPath(read) ?? '';
      return;
    }
    if (!links.includes(link)) links.push(link);
    early[index] = links.indexOf(link);
  });
  const linkTable = links.map(({ param, pattern, path }) => [param, pattern.source, path]);
  if (files.length > 36 * 36)
    throw new Error('route table: more files than two base-36 digits name');
  return `(function(){var d=document,D=d.documentElement,f=[],n=-1,E=${JSON.stringify(entry.script)},P=${JSON.stringify(entry.preloads)},F=${JSON.stringify(files)},t=${JSON.stringify(compact)},r=${JSON.stringify(redirects)},H=${JSON.stringify(fetched)},C=${JSON.stringify(early)},K=${JSON.stringify(linkTable)},S=D.getAttribute('${SCREENS_LANGUAGE}')=='en-US',e=false;function q(l){for(var o=[],j=0;j<l.length;j+=2){var x=F[parseInt(l.substr(j,2),36)];o.push(x.charAt(0)=='.'?x:'./assets/'+x+(/\\.css$/.test(x)?'':'.js'))}return o}function a(u){if(d.querySelector('link[href="'+u+'"]'))return;var l=d.createElement('link');l.rel=/\\.css$/.test(u)?'stylesheet':'modulepreload';l.href=u;d.head.appendChild(l)}function L(p){if(r[p])p=r[p];for(var i=0;i<t.length;i++){if(new RegExp('^'+t[i][0]+'/?$').test(p))return i}return -1}function R(i){return i<0?[]:q(t[i][1]).concat(q(e?t[i][3]:t[i][2]))}function O(){try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(g,0)}}).observe({type:'paint',buffered:true})}catch(x){requestAnimationFrame(function(){setTimeout(g,0)})}}function T(x){x=String(x||'').toLowerCase();return /^en/.test(x)?1:/^zh/.test(x)?0:null}window.__fyRoute=function(p){try{R(L(p)).forEach(a)}catch(x){}};function g(){D.removeAttribute('${SCREEN_PENDING}');if(g.d)return;g.d=1;P.concat(f).forEach(a);if(E){var c=d.createElement('script');c.type='module';c.src=E;d.head.appendChild(c)}}try{var s=${JSON.stringify(shellEnglish)},h=location.hash,p=h.slice(1).split('?')[0]||'/',j=h.indexOf('?'),u=new URLSearchParams(location.search).get('lang'),w=navigator.languages||[navigator.language],k=null,o=null;try{k=localStorage.getItem('lang');o=localStorage.getItem('elderMode')}catch(x){}if(!u&&j>=0)u=new URLSearchParams(h.slice(j+1)).get('lang');e=T(u);if(e==null)e=T(k);if(e==null)e=T(w[0]);e=!!e;D.lang=e?'en-US':'zh-CN';if(o==='1'||o==='true')D.className+=' fy-elder';if(${APP_AGENTS.toString()}.test(navigator.userAgent))D.className+=' ${IN_APP_CLASS}';if(e)f=f.concat(s);var i=L(p);f=f.concat(R(i));var U=C[i],V=K[U];if(V){U=j>=0&&new URLSearchParams(h.slice(j+1)).get(V[0]);U=U&&RegExp(V[1]).test(U)&&V[2]+'/'+U}if(U){U+='?lang='+D.lang;var Y=window.${EARLY_READ}={u:U};Y.p=fetch(U,{credentials:'omit'}).then(function(x){return x.ok?x.json():null}).catch(function(){return null}).then(function(j){return Y.j=j})}if(i>=0&&t[i][4]&&(e==S||H)&&(!(t[i][4]&${GUEST_FIRST_SCREEN})||!${USER_INFO_COOKIES.toString()}.test(d.cookie)))n=i}catch(x){}if(n<0)return g();D.setAttribute('data-first-screen',String(n));var X=e!=S||t[n][4]&${FETCHED_FIRST_SCREEN};if(X||Y){D.setAttribute('${SCREEN_PENDING}','');var W=X?fetch(t[n][4]&${SERVED_FIRST_SCREEN}?'${PUBLIC_FIRST_SCREEN_PATH}/'+n+'?lang='+D.lang+(j<0?'':'&'+h.slice(j+1)):H+n+(e?'-en':'-zh')+'.html').then(function(x){return x.ok?x.text():''}).catch(function(){return ''}):null;if(t[n][4]&${FETCHED_FIRST_SCREEN})W=Promise.all(q(t[n][1]).filter(function(x){return/\\.css$/.test(x)}).map(function(x){return new Promise(function(o){var l=d.createElement('link');l.rel='stylesheet';l.href=x;l.onload=l.onerror=o;d.head.appendChild(l)})}).concat(W)).then(function(v){return v.pop()});if(Y)W=Promise.all([W,Y.p]).then(function(v){return v[0]});(window.${FETCHED_SCREEN}=W).then(O)}else O();setTimeout(g,1000)})();`;
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
  return routes.flatMap((route): PreloadEntry[] => {
    const page = chunksOf(bundle).find((chunk) => chunk.facadeModuleId === route.module);
    if (!page) return [];
    const files = filesFor(bundle, [route.module], entryFiles);
    const strings = (locale: PreloadLocale) =>
      filesFor(bundle, route.strings?.[locale] ?? [], entryFiles).filter(
        (file) => !files.includes(file),
      );
    const entry = [patternSource(route.path), files, strings('zh-CN'), strings('en-US')] as const;
    if (!route.firstScreen) return [[...entry]];
    const shown = route.firstScreen === 'guest' ? GUEST_FIRST_SCREEN : 1;
    if (!route.fetchFirstScreen) return [[...entry, shown]];
    if (route.fetchFirstScreen === true) {
      return [[...entry, (shown + FETCHED_FIRST_SCREEN) as 5 | 6]];
    }
    return [[...entry, (shown + FETCHED_FIRST_SCREEN + SERVED_FIRST_SCREEN) as 13 | 14]];
  });
}

/**
 * The table of one variant of the HTML: each route's strings in that variant's language alone.
 * index.html is for readers of Chinese and index.en.html for readers of English; a reader whose
 * kept choice is the other language (which the server could not see) gets those strings with the
 * app, a round trip later, instead of every visit paying for their names (55 files, some 300-500
 * bytes brotli; docs/decisions/020, its amendment of 2026-11-30, later).
 */
export function oneLanguage(table: readonly PreloadEntry[], locale: PreloadLocale): PreloadEntry[] {
  return table.map((row) => {
    const copy: PreloadEntry = [...row];
    copy[locale === 'zh-CN' ? 3 : 2] = [];
    return copy;
  });
}

/** The entry's own tags in Vite's HTML: taken out, for the inline script to add. */
export function takeEntryTags(html: string): { html: string; entry: EntryFiles } {
  const entry: EntryFiles = { script: '', preloads: [] };
  const rest = html
    .replace(
      /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/,
      (_tag, src: string) => {
        entry.script = src;
        return '';
      },
    )
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
      entry.preloads.push(href);
      return '';
    });
  if (!entry.script) throw new Error('index.html: no entry script to start the app with');
  return { html: rest, entry };
}

export interface RoutePreloadOptions {
  /** The plan: the app's routes, redirects and shell strings. */
  loadPlan: () => Promise<PreloadPlan>;
  /** The config to build the app for Node with, to render the landing routes' first screens. */
  ssrConfig: () => InlineConfig;
  /**
   * Where that Node build is kept, with the list of the routes the server renders
   * (`SERVED_SCREENS_FILE`, docs/decisions/050): outside the files the server sends.
   */
  screensDir: string;
}

/**
 * The plugin, and whether a chunk is a route's page: a page's own imports need no list in the
 * entry (Vite's preload deps), since the router asks the HTML's script for the route's files
 * (`window.__fyRoute`) as a navigation starts (vite.config.ts `modulePreload`).
 */
export function routePreload({
  loadPlan,
  ssrConfig,
  screensDir,
}: RoutePreloadOptions): Plugin & { isRoutePage(fileName: string): boolean } {
  let plan: PreloadPlan | null = null;
  // The route pages' chunks as written, found by their module when the bundle is complete: this
  // plugin's generateBundle runs before Vite's import analysis, which asks `isRoutePage`.
  const pageFiles = new Set<string>();
  let outDir = '';
  // The landing routes to render once the bundle is written: path, table index, stylesheets (as
  // indexes into the pool of their sources, each file once).
  let firstScreens: {
    path: string;
    frame: boolean;
    fetched: boolean;
    index: number;
    css: number[];
    /** The server renders it from its public read, for these link parameters (050). */
    served?: ServedScreens[string];
  }[] = [];
  let cssPool: string[] = [];
  // The head script of each variant of the HTML (`oneLanguage`): index.html carries the first.
  let scripts = { zh: '', en: '' };
  return {
    name: 'freight:route-preload',
    enforce: 'post',
    apply: 'build',
    isRoutePage: (fileName) => pageFiles.has(fileName.replace(/^\.\//, '')),
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async buildStart() {
      plan = await loadPlan();
    },
    generateBundle(_options, bundle) {
      pageFiles.clear();
      for (const chunk of chunksOf(bundle)) {
        if (plan?.routes.some((route) => route.module === chunk.facadeModuleId)) {
          pageFiles.add(chunk.fileName);
        }
      }
      const html = bundle['index.html'];
      if (!plan || !html || html.type !== 'asset') return;
      const table = preloadTable(bundle, plan.routes);
      const shellEnglish = filesFor(
        bundle,
        plan.shellStrings?.['en-US'] ?? [],
        entryFilesOf(bundle),
      );
      const { html: source, entry } = takeEntryTags(String(html.source));
      const earlyReads = Object.fromEntries(
        plan.routes.flatMap((route) =>
          route.earlyRead ? [[patternSource(route.path), route.earlyRead] as const] : [],
        ),
      );
      const scriptIn = (locale: PreloadLocale) =>
        `<script>${preloadScript(oneLanguage(table, locale), plan?.redirects ?? {}, shellEnglish, entry, SCREEN_PREFIX_MARKER, earlyReads)}</script>`;
      const script = scriptIn('zh-CN');
      scripts = { zh: script, en: scriptIn('en-US') };
      // A function, not a string: `$'` and the like in the script are not replacement patterns.
      html.source = source.replace('</title>', () => `</title>\n    ${script}`);
      const poolFiles: string[] = [];
      cssPool = [];
      firstScreens = table.flatMap((row, index) => {
        if (!row[4]) return [];
        const route = plan?.routes.find((candidate) => patternSource(candidate.path) === row[0]);
        if (!route) return [];
        if (route.path.includes(':')) {
          throw new Error(`${route.path}: a route with parameters has no one first screen`);
        }
        const css = row[1]
          .filter((file) => file.endsWith('.css'))
          .map((file) => {
            let at = poolFiles.indexOf(file);
            if (at < 0) {
              const asset = bundle[file.slice(2)];
              at = poolFiles.push(file) - 1;
              cssPool.push(asset?.type === 'asset' ? String(asset.source).trim() : '');
            }
            return at;
          });
        // A campaign's page is rendered for a slug no campaign has: the same screen for every
        // slug, its heading filled with the campaign's name by the body script (ADR 049).
        const path =
          route.earlyRead === 'campaign' ? `${route.path}?slug=${RENDERED_SLUG}` : route.path;
        let served: ServedScreens[string] | undefined;
        if (route.fetchFirstScreen === 'server') {
          if (!route.earlyRead) {
            throw new Error(`${route.path}: a screen the server renders needs a public read`);
          }
          // A read the link names is rendered per value of its parameter, which the link must
          // have and whose pattern it must match (`/public/shipment/<goodsId>`).
          const link = linkRead(route.earlyRead);
          const params: ScreenParams = {
            ...route.screenParams,
            ...(link ? { [link.param]: { pattern: link.pattern.source } } : {}),
          };
          served = {
            path: link ? route.path : path,
            read: link?.path ?? earlyReadPath(route.earlyRead) ?? '',
            ...(Object.keys(params).length > 0 ? { params } : {}),
            ...(link ? { link: link.param } : {}),
          };
        }
        return [
          {
            path,
            frame: route.firstScreen === 'frame',
            fetched: Boolean(route.fetchFirstScreen),
            index,
            css,
            ...(served ? { served } : {}),
          },
        ];
      });
    },
    async closeBundle() {
      const file = join(outDir, 'index.html');
      // A build that failed wrote no HTML: let its own error be the one reported.
      if (!existsSync(file)) return;
      const html = readFileSync(file, 'utf8');
      if (!html.includes(FIRST_SCREENS_MARKER)) return;
      const rendered = await renderFirstScreens(ssrConfig(), screensDir, firstScreens, cssPool);
      const served: ServedScreens = {};
      for (const { index, served: screen } of firstScreens) {
        if (screen) served[index] = screen;
      }
      writeFileSync(join(screensDir, SERVED_SCREENS_FILE), `${JSON.stringify(served)}\n`);
      const screens: FirstScreen[] = firstScreens.map(({ path, index, fetched }) => ({
        index,
        fetched,
        markup: rendered.get(path)?.markup ?? '',
        english: rendered.get(path)?.english ?? '',
        appsDiffer: rendered.get(path)?.appsDiffer ?? false,
        css: rendered.get(path)?.css ?? [],
      }));
      // The server's screens are never asked of the files (the head script asks the server).
      const fetched = screenFiles(screens.filter(({ index }) => !served[index]));
      for (const [name, markup] of fetched.files) writeFileSync(join(outDir, name), markup);
      const page = html.replace(SCREEN_PREFIX_MARKER, () => `./${fetched.prefix}`);
      writeFileSync(
        file,
        page.replace(FIRST_SCREENS_MARKER, () => templatesHtml(screens, cssPool)),
      );
      // The variant for browsers whose first language is English (apps/server h5-static.ts).
      const english = screens.map((screen) => ({ ...screen, markup: screen.english ?? '' }));
      if (!html.includes(scripts.zh)) throw new Error('index.html: its head script was changed');
      writeFileSync(
        join(outDir, ENGLISH_HTML),
        html
          .replace(scripts.zh, () => scripts.en)
          .replace(SCREEN_PREFIX_MARKER, () => `./${fetched.prefix}`)
          .replace(/<html lang="zh-CN">/, `<html lang="en-US" ${SCREENS_LANGUAGE}="en-US">`)
          .replace(FIRST_SCREENS_MARKER, () => templatesHtml(english, cssPool)),
      );
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
        ...(route.firstScreen ? { firstScreen: route.firstScreen } : {}),
        ...(route.fetchFirstScreen ? { fetchFirstScreen: route.fetchFirstScreen } : {}),
        ...(route.earlyRead ? { earlyRead: route.earlyRead } : {}),
        ...(route.screenParams ? { screenParams: route.screenParams } : {}),
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
