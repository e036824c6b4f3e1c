// Node only, through first-screen-renderer.ts: at build time (apps/h5/build/first-screens.ts,
// docs/decisions/020) and by the server for a screen drawn from a public read (050). A landing
// route's first screen as the app renders it in zh-CN or en-US before any answer from the server
// (but the route's public read, when the renderer holds one where index.html's script keeps it),
// so the page can show it before the scripts arrive. Runs under happy-dom, with the app's own
// router, route tables, providers and strings: the same markup the browser's first render makes,
// on which that render then carries on.
import { createRoot } from 'react-dom/client';
import { PageSkeleton } from '@/components/skeleton/skeleton';
import { resetCurrentHost } from '@/lib/hosts/detect-host';
import { type Locale, loadShellMessages, setAppLocale } from '@/lib/i18n/i18n';
import { AppRouterProvider, createHashAppRouter } from '@/lib/routing/app-router';
import { buildRoutes } from './build-routes';
import { FRAME_SKELETON } from './render-over';
import { AppProviders } from './providers';
import { featureRouteTables } from './routes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const LOAD_WAIT_MS = 20_000;

/**
 * Renders the route at `path` (a hash path, `/customer/download`) in `locale`, and answers the markup of the
 * root once its page and strings have loaded and its effects have run; data calls stay pending,
 * so whatever shows data shows its skeleton. `frame`: only the page frame's hero (its heading,
 * subtitle and what it holds), then the kit's skeleton where the content will be.
 */
export async function renderFirstScreen(
  path: string,
  frame = false,
  locale: Locale = 'zh-CN',
): Promise<string> {
  // The host as the window's agent says (the build renders in a browser and in each app).
  resetCurrentHost();
  window.location.hash = `#${path}`;
  // As main.tsx: the shell's strings in the page's locale before the first render.
  await loadShellMessages(locale);
  setAppLocale(locale);
  const router = createHashAppRouter(buildRoutes(featureRouteTables));
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  const root = createRoot(container);
  root.render(
    <AppProviders locale={locale}>
      <AppRouterProvider router={router} />
    </AppProviders>,
  );
  // Until the route's modules have loaded: by time, not by turns, as a loaded build machine may
  // take longer than 200 turns of the timer (the first route's cold imports did, once).
  const until = Date.now() + LOAD_WAIT_MS;
  while (Date.now() < until) {
    const { initialized, navigation, failures } = router.state;
    if (failures.size > 0) throw new Error(`${path}: the route failed to load`);
    if (initialized && navigation.state === 'idle') break;
    await settle();
  }
  if (!router.state.initialized) throw new Error(`${path}: the route did not load`);
  // The page's own first effects (a title, a host check) run before its markup is taken.
  for (let turn = 0; turn < 5; turn += 1) await settle();
  const html = frame ? await frameOf(container, path, locale) : container.innerHTML;
  root.unmount();
  router.dispose();
  return html;
}

/**
 * The page frame of a rendered page: its `<main>` with the hero alone, and the kit's skeleton
 * card in place of the content (which depends on data, the session, the query or the host),
 * marked for the app to take away before its first render (`renderOver`).
 */
async function frameOf(container: HTMLElement, path: string, locale: Locale): Promise<string> {
  const main = container.firstElementChild;
  const hero = main?.firstElementChild;
  if (
    container.childElementCount !== 1 ||
    main?.tagName !== 'MAIN' ||
    !hero?.matches('header.fy-page__hero')
  ) {
    throw new Error(`${path}: a frame first screen needs a page frame (<main> and its hero) alone`);
  }
  const skeleton = document.createElement('div');
  const root = createRoot(skeleton);
  root.render(
    <AppProviders locale={locale}>
      <PageSkeleton />
    </AppProviders>,
  );
  await settle();
  const frame = main.cloneNode(false) as HTMLElement;
  const placeholders = Array.from(skeleton.children, (node) => {
    const copy = node.cloneNode(true) as HTMLElement;
    copy.setAttribute(FRAME_SKELETON, '');
    return copy;
  });
  frame.append(hero.cloneNode(true), ...placeholders);
  root.unmount();
  return frame.outerHTML;
}
