// Node only: the renderer of first screens (docs/decisions/020 and 050), the entry of the app's
// Node bundle. The build renders every landing route's screen with it (build/first-screens.ts),
// and the server the screens drawn from a public read (apps/server h5-first-screens.ts), from the
// same bundle, kept in `dist-screens/`. happy-dom's window becomes Node's globals before the app's
// modules are evaluated (they read `window` as they load), so the app comes by a dynamic import.
import type { Locale } from '@/lib/i18n/i18n';
import { EARLY_READ, type EarlyRead } from '@/lib/campaigns/early-read-name';

export { cleanMarkup } from './first-screen-markup';

export interface RenderOptions {
  /** Only the page frame's hero over the kit's skeleton (`firstScreen: 'frame'`). */
  frame?: boolean;
  locale?: Locale;
  /** The user agent the page is rendered for (a plain browser's when absent). */
  userAgent?: string;
  /**
   * The route's public read as index.html's script holds it (`u`, the URL it asked for; `j`, the
   * answer): the page's first render draws from it, as in the browser (docs/decisions/049, 050).
   */
  early?: { u: string; j: unknown };
}

export interface FirstScreenRenderer {
  /** The markup of #root after the route's first render: data calls stay pending. */
  render(path: string, options?: RenderOptions): Promise<string>;
  /** Whether a route's stylesheet styles anything in a markup (`stylesMarkup` in the window). */
  document: Document;
  close(): Promise<void>;
}

/**
 * Node's globals the window takes over for the render: its timers end with it, and its navigator
 * carries the user agent each host's screen is rendered for (Node 21 and later have a global
 * `navigator` of their own, whose user agent says Node.js: every host then rendered alike).
 */
const WINDOW_OWNS = new Set([
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'navigator',
]);

/**
 * happy-dom's window as Node's globals for the render, with every server call left pending; the
 * returned function puts Node's own back.
 */
function installGlobals(window: Record<string, unknown>): () => void {
  const global = globalThis as Record<string, unknown>;
  const saved = new Map<string, PropertyDescriptor | undefined>();
  const set = (key: string, value: unknown) => {
    if (!saved.has(key)) saved.set(key, Object.getOwnPropertyDescriptor(global, key));
    Object.defineProperty(global, key, { value, configurable: true, writable: true });
  };
  const pending = () => new Promise<never>(() => undefined);
  window.fetch = pending;
  for (const key of Object.getOwnPropertyNames(window)) {
    if (key in global && !WINDOW_OWNS.has(key)) continue;
    set(key, window[key]);
  }
  set('window', window);
  set('self', window);
  set('fetch', pending);
  return () => {
    for (const [key, descriptor] of saved) {
      if (descriptor) Object.defineProperty(global, key, descriptor);
      else delete global[key];
    }
  };
}

/**
 * A window to render in, and the app loaded into it. One render at a time: the renders share the
 * window's location and globals, so each waits for the one before it.
 */
export async function openRenderer(): Promise<FirstScreenRenderer> {
  const { Window } = await import('happy-dom');
  const window = new Window({ url: 'https://h5.invalid/' });
  const restore = installGlobals(window as unknown as Record<string, unknown>);
  const { renderFirstScreen } = await import('./first-screen');
  const settings = window.happyDOM.settings.navigator;
  const browserAgent = settings.userAgent;
  const held = window as unknown as Record<string, unknown>;
  let queue: Promise<unknown> = Promise.resolve();
  return {
    document: window.document as unknown as Document,
    render(path, { frame = false, locale = 'zh-CN', userAgent, early } = {}) {
      const run = async () => {
        settings.userAgent = userAgent ?? browserAgent;
        held[EARLY_READ] = early
          ? ({ u: early.u, j: early.j, p: Promise.resolve(early.j) } satisfies EarlyRead)
          : undefined;
        try {
          return await renderFirstScreen(path, frame, locale);
        } finally {
          held[EARLY_READ] = undefined;
          settings.userAgent = browserAgent;
        }
      };
      const result = queue.then(run, run);
      queue = result.catch(() => undefined);
      return result;
    },
    async close() {
      // The app's timers (a query's cache time) are the window's: gone with it.
      await window.happyDOM.abort();
      restore();
      await window.happyDOM.close();
    },
  };
}
