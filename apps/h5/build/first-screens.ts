// Build step: the first screen of each landing route (a route table entry with `firstScreen`),
// rendered by the app itself at build time and put into index.html, so a visitor from an ad, a
// share or the root sees the page's own first screen as soon as the HTML arrives, not a skeleton
// until some 100 KiB of scripts have come and run (docs/decisions/020). The app is built once more
// for Node (src/app/first-screen-renderer.ts, everything bundled) and run under happy-dom in zh-CN
// and en-US, in a plain browser and each app, with every server call left pending: the markup is
// what the browser's first render makes before any answer, so that render goes on with the same
// elements.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { InlineConfig } from 'vite';
import { APP_AGENT_TOKENS } from '../src/lib/hosts/app-agents.ts';
import { EARLY_READ } from '../src/lib/campaigns/early-read-name.ts';
import { SCREENS_RENDERER_FILE } from '@freight/contract/endpoints/campaign-values';
import { cleanMarkup } from '../src/app/first-screen-markup.ts';
import type { Locale } from '../src/lib/i18n/i18n.ts';

export { cleanMarkup };

/** Where the body script keeps the taps made on a first screen before the app ran. */
export const FIRST_SCREEN_TAPS = '__firstScreenTaps';

/**
 * The class the head script gives `<html>` inside the apps (`APP_AGENTS`, lib/hosts/app-agents.ts),
 * before anything is painted: what the apps do not show (a link to download the app) is rendered
 * for everyone and hidden there by CSS (`.fy-outside-apps`, components/page/page.css), so a first
 * screen can be the same in every host; the body script leaves out there a screen that is not.
 */
export const IN_APP_CLASS = 'fy-in-app';

/** The user agents the build renders each first screen in besides a plain browser's: each app's. */
export const APP_AGENTS_RENDERED = Object.values(APP_AGENT_TOKENS).map(
  (token) =>
    `Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.0.0 Mobile Safari/537.36 ${token}/5.6.2`,
);

/**
 * A first screen whose page renders otherwise inside one of the apps (the score centre opens the
 * shipper app's own screen there; a browser is told to upgrade): the body script leaves the
 * skeleton there, rather than show a browser's screen the app's first render would then change.
 */
export const IN_APPS_DIFFERS = 'data-apps-differ';

/**
 * Set on `<html>` by the head script while a reader waits for a first screen in a language the HTML
 * does not carry (fetched beside it: `FETCHED_SCREEN`), or for the public read a route's first
 * screen takes its heading from (`earlyRead`: a long name would otherwise wrap the heading onto
 * another line after it was painted, moving what is under it); #root is hidden meanwhile (app/shell.css),
 * so the skeleton, in the other language, is not painted before it. Taken away when the screen is
 * in, or when the scripts start without it (it failed, or took 1 s): a screen that comes later is
 * not shown.
 */
export const SCREEN_PENDING = 'data-first-fetch';

/**
 * Where the head script keeps what a pending first screen waits for: the fetched screen's markup
 * ('' when it failed), or null for the screen the HTML carries, once the route's public read is in.
 */
export const FETCHED_SCREEN = '__fyFirstScreen';

/**
 * The body script: puts the template of the route the head script found into #root (for a reader
 * of the language the HTML does not carry, the markup the head script fetched, once it is in), and its stylesheets (each
 * kept once, in `fy-css-N`, for every first screen that uses it) into the head, so that #root holds
 * what the app's first render makes and nothing else. Until the app has taken the screen over (#root
 * loses `data-first-screen`), a tap on a link, a button or a box to tick is held (a tap repeated on
 * the same element once) for the app to replay on the same element: a box ticked before would be
 * unticked by the first render, which sets it to the app's state. On a campaign's route, the heading
 * takes the campaign's name from the head script's public read (`EARLY_READ`) once it is in, by
 * its text alone (docs/decisions/049).
 */
export const APPLY_FIRST_SCREEN = `(function(){var d=document,h=d.documentElement;function u(){h.removeAttribute('${SCREEN_PENDING}')}try{var i=h.getAttribute('data-first-screen'),t=i&&d.getElementById('fy-first-'+i),r=d.getElementById('root'),w=window.${FETCHED_SCREEN};if(!t||!r||t.hasAttribute('${IN_APPS_DIFFERS}')&&h.classList.contains('${IN_APP_CLASS}'))return u();var put=function(m){var c=(t.getAttribute('data-css')||'').split(' ');for(var j=0;j<c.length;j++){var s=c[j]&&d.getElementById('fy-css-'+c[j]);if(s)d.head.appendChild(s.content.cloneNode(true))}r.textContent='';r.appendChild(m);r.setAttribute('data-first-screen','');var Y=window.${EARLY_READ},b=r.querySelector('h1');if(Y&&b)Y.p.then(function(j){if(r.hasAttribute('data-first-screen')&&j&&j.status&&j.status.code===0&&j.data&&j.data.title)b.textContent=j.data.title});var k=window.${FIRST_SCREEN_TAPS}=[];r.addEventListener('click',function(e){if(!r.hasAttribute('data-first-screen'))return;var el=e.target&&e.target.closest&&e.target.closest('a,button,summary,label,[role=button],[role=switch],input[type=checkbox],input[type=radio]');if(!el)return;e.preventDefault();e.stopPropagation();if(k[k.length-1]!==el)k.push(el)},true)};if(!w)return put(t.content.cloneNode(true));w.then(function(x){if(!h.hasAttribute('${SCREEN_PENDING}'))return;if(x==null)put(t.content.cloneNode(true));else if(x){var m=d.createElement('template');m.innerHTML=x;put(m.content)}u()},u)}catch(x){u()}})();`;

/** Where index.html takes the templates and the script that applies them. */
export const FIRST_SCREENS_MARKER = '<!-- first screens -->';

export interface FirstScreen {
  /** The route's index in the head script's table: the template's id. */
  index: number;
  markup: string;
  /** The same screen in English: a file of its own, fetched by the head script for that reader. */
  english?: string;
  /** Its page renders otherwise inside the apps: not shown there. */
  appsDiffer?: boolean;
  /**
   * Fetched by the head script in either language, not carried: its template in the HTML is empty
   * and holds only what the body script reads (its stylesheets, whether the apps differ).
   */
  fetched?: boolean;
  /** Its stylesheets, as indexes into the pool (the entry's are inline in the head already). */
  css: number[];
}

/**
 * Whether a route's stylesheet styles anything on its first screen: one of its selectors matches an
 * element of the markup (`document` parses it; a state such as `:hover` or elder mode's
 * `html.fy-elder` is taken as met). A first screen whose route stylesheets style only what comes
 * later (the cards of data still to come, a frame's content) carries none of them.
 */
export function stylesMarkup(css: string, markup: string, document: Document): boolean {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  // Each rule's selector list: what stands before a `{` and after the previous `{`, `}` or `;`.
  for (const [, list] of css.matchAll(/(?:^|[{};])\s*([^{};@][^{};]*)\{/g)) {
    for (const selector of list?.split(',') ?? []) {
      const plain = selector
        .replace(/::?[\w-]+(\([^)]*\))?/g, '')
        .replace(/(^|[\s>+~])(html|body)(?=[\s.#[>+~]|$)[^\s>+~]*/g, '$1')
        .trim();
      if (!plain || /^[\d.]+%$|^(from|to)$/.test(plain)) continue;
      try {
        if (holder.querySelector(plain)) return true;
      } catch {
        return true;
      }
    }
  }
  return false;
}

/** The first screens' templates, the stylesheets they use (each once), and the script. */
export function templatesHtml(screens: readonly FirstScreen[], cssPool: readonly string[]): string {
  if (screens.length === 0) return '';
  // A fetched screen carries neither its markup nor its stylesheets: they come as files, asked
  // for by the head script.
  const carried = screens.map((screen) =>
    screen.fetched ? { ...screen, markup: '', css: [] } : screen,
  );
  const styles = cssPool
    .map((css, index) =>
      carried.some((screen) => screen.css.includes(index))
        ? `<template id="fy-css-${index}"><style>${css}</style></template>`
        : '',
    )
    .join('');
  const templates = carried
    .map(({ index, markup, css, appsDiffer }) => {
      const uses = css.length > 0 ? ` data-css="${css.join(' ')}"` : '';
      const apps = appsDiffer ? ` ${IN_APPS_DIFFERS}` : '';
      return `<template id="fy-first-${index}"${uses}${apps}>${cleanMarkup(markup)}</template>`;
    })
    .join('');
  return `${styles}${templates}<script>${APPLY_FIRST_SCREEN}</script>`;
}

/** The languages each first screen is rendered in (lib/i18n's `Locale`). */
const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];

export interface RenderedScreen {
  /** In zh-CN. */
  markup: string;
  /** The same screen in en-US. */
  english: string;
  css: number[];
  appsDiffer: boolean;
}

/**
 * Every first screen in both languages as files beside the scripts, `<prefix><index>-en.html` and
 * `-zh.html`, the prefix named by a hash of them all (files under assets/ are kept for a year): for
 * the reader whose language is not the one the HTML carries (a kept choice the server could not
 * see). Each variant of index.html carries one language's screens within its first round trip
 * (docs/decisions/020, its English amendment).
 */
export function screenFiles(screens: readonly FirstScreen[]): {
  prefix: string;
  files: Map<string, string>;
} {
  const hash = createHash('sha256');
  for (const { index, markup, english } of screens) {
    hash.update(`${index}\0${markup}\0${english ?? ''}\0`);
  }
  const prefix = `assets/first-${hash.digest('base64url').slice(0, 8)}-`;
  const files = new Map<string, string>();
  for (const { index, markup, english } of screens) {
    files.set(`${prefix}${index}-zh.html`, cleanMarkup(markup));
    if (english) files.set(`${prefix}${index}-en.html`, cleanMarkup(english));
  }
  return { prefix, files };
}

/** Where the head script's table takes the first screens' files' prefix, once they are written. */
export const SCREEN_PREFIX_MARKER = './assets/first-[hash]-';

/**
 * On `<html>` of the variant of index.html whose first screens are in English (`index.en.html`,
 * sent to a browser whose first language is English): the head script fetches a screen only for a
 * reader whose language is not the HTML's.
 */
export const SCREENS_LANGUAGE = 'data-screens';

/** index.html with its first screens in English: its file beside index.html. */
export const ENGLISH_HTML = 'index.en.html';

/**
 * Builds the app for Node into `screensDir` (kept: the server renders the screens drawn from a
 * public read with it, docs/decisions/050), then renders each route's first screen (a frame
 * route's: its page frame's hero and a skeleton), with the route stylesheets (indexes into
 * `cssPool`) that style it; the build fails on a route that does not render.
 */
export async function renderFirstScreens(
  ssrConfig: InlineConfig,
  screensDir: string,
  routes: readonly { path: string; frame: boolean; css: readonly number[] }[],
  cssPool: readonly string[],
): Promise<Map<string, RenderedScreen>> {
  const screens = new Map<string, RenderedScreen>();
  const { build } = await import('vite');
  await build({
    ...ssrConfig,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    // Everything in the bundle but happy-dom, a dependency of the server's as of the build's.
    ssr: { noExternal: true, external: ['happy-dom'] },
    build: {
      ssr: 'src/app/first-screen-renderer.ts',
      outDir: screensDir,
      emptyOutDir: true,
      sourcemap: false,
      minify: false,
      rollupOptions: { output: { entryFileNames: SCREENS_RENDERER_FILE } },
    },
  });
  if (routes.length === 0) return screens;
  const { openRenderer } = (await import(
    // A new URL per build: a second build in the same process (watch) imports its own bundle.
    `${pathToFileURL(join(screensDir, SCREENS_RENDERER_FILE)).href}?build=${Date.now()}`
  )) as typeof import('../src/app/first-screen-renderer');
  const renderer = await openRenderer();
  try {
    for (const { path, frame, css } of routes) {
      const rendered: Record<Locale, string> = { 'zh-CN': '', 'en-US': '' };
      let appsDiffer = false;
      for (const locale of LOCALES) {
        const markup = await renderer.render(path, { frame, locale });
        rendered[locale] = markup;
        for (const userAgent of APP_AGENTS_RENDERED) {
          appsDiffer ||= (await renderer.render(path, { frame, locale, userAgent })) !== markup;
        }
      }
      screens.set(path, {
        markup: rendered['zh-CN'],
        english: rendered['en-US'],
        appsDiffer,
        css: css.filter((at) =>
          LOCALES.some((locale) =>
            stylesMarkup(cssPool[at] ?? '', rendered[locale], renderer.document),
          ),
        ),
      });
    }
  } finally {
    await renderer.close();
  }
  return screens;
}
