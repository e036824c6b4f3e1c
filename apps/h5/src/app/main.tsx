import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installAnalytics } from '@/lib/analytics/page-view-recorder';
import { captureChannelParams } from '@/lib/cookies/channel';
import { landingQuery } from '@/lib/cookies/query-ids';
import { initElderMode } from '@/lib/elder-mode';
import { loadDebugConsole } from '@/lib/hosts/debug-console';
import { detectLocale, loadShellMessages, setAppLocale } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/request/query-client';
import { AppRouterProvider, createHashAppRouter } from '@/lib/routing/app-router';
import { setAppRouter } from '@/lib/routing/navigation';
import { afterLoad } from '@/lib/deferred/after-load';
import { installVitals } from '@/lib/vitals/vitals';
import { installWechatShare } from '@/lib/wechat/share-install';
import { captureEntryUrl } from '@/lib/wechat/entry-url';
import { whenNoTrip } from '@/lib/wechat/trip-state';
import { buildRoutes } from './build-routes';
import { ShellSkeleton } from './shell-skeleton';
import { AppProviders } from './providers';
import { renderOver } from './render-over';
import { featureRouteData } from './route-data';
import { installRequestUi } from './request-ui';
import { featureRouteTables } from './routes';
import { loadEnglishPlaceNames } from '@/lib/regions/use-place-name';
import './shell.css';
import '@/components/page/page.css';

// Before anything touches the address bar: iOS WeChat signs the JS-SDK config for this URL.
captureEntryUrl();
// The locale is fixed for the page's life; the router's first page loads its strings in it.
const locale = detectLocale();
setAppLocale(locale);
document.documentElement.lang = locale;
// An English page names places from a chunk of its own: fetched beside the first page's code.
if (locale === 'en-US') void loadEnglishPlaceNames();
installRequestUi();
initElderMode();
// Channel and share ids of the landing URL are kept for a year and added to the links the app builds.
captureChannelParams(landingQuery());
// On dev and test hosts only; a separate chunk, loaded after start.
void loadDebugConsole();

const queryClient = createQueryClient();
// A route's queries start with its navigation, beside its code (docs/decisions/025).
const router = createHashAppRouter(buildRoutes(featureRouteTables, featureRouteData), {
  fetchData: (queries) => {
    for (const query of queries) void queryClient.prefetchQuery(query);
  },
});
setAppRouter(router);
// Each loads its SDK after first paint, in its own chunk; calls made before then are queued.
installAnalytics();
installVitals(router);
installWechatShare(router);
// Repeat visits open the page and its code from the phone (docs/decisions/048): registered after
// load, at idle, from a chunk of its own (every route's critical path is within its 80 KiB); not
// while an openid trip decides, since a page leaving for WeChat would cut the chunk off.
if (import.meta.env.PROD) {
  afterLoad(() =>
    whenNoTrip(() => {
      import('@/lib/service-worker/register')
        .then((module) => module.registerServiceWorker())
        .catch((error: unknown) => console.warn('[service worker] not loaded', error));
    }),
  );
}

/**
 * A first screen prerendered into index.html (docs/decisions/020) stays until the route's page and
 * strings have arrived: the first render is then that page, on the same elements, instead of the
 * skeleton in between.
 */
function routeReady(): Promise<void> {
  const ready = () => router.state.initialized && router.state.navigation.state === 'idle';
  return new Promise((resolve) => {
    if (ready()) return resolve();
    const stop = router.subscribe(() => {
      if (!ready()) return;
      stop();
      resolve();
    });
  });
}

/** The entry is added by index.html's script, so it may run before the document is parsed. */
function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });
}

async function render() {
  await documentParsed();
  const container = document.getElementById('root');
  if (!container) return;
  const app = (
    <StrictMode>
      <AppProviders locale={locale} queryClient={queryClient}>
        <AppRouterProvider router={router} fallback={<ShellSkeleton />} />
      </AppProviders>
    </StrictMode>
  );
  if (container.hasAttribute('data-first-screen')) {
    await routeReady();
    renderOver(app, container);
  } else {
    createRoot(container).render(app);
  }
}

// zh-CN is built in; the English shell strings arrive first (preloaded by index.html). Should they
// fail to arrive, the shell falls back to its Chinese strings rather than not starting.
if (locale === 'zh-CN') void render();
else void loadShellMessages(locale).then(render, render);
