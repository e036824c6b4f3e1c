// Registers the H5's service worker (`sw.js`, docs/decisions/048) once the page has loaded and the
// main thread is idle, wherever the browser has the API and the page is a secure context (https,
// or the machine itself). iOS web-views (the apps', WeChat's) have no `navigator.serviceWorker`
// and are left as they are; Android's web-views and browsers get the worker. Then tells it which
// of the build's hashed files this page already loaded, so that it keeps them for the next visit
// without downloading them again (they are in the HTTP cache).
import { afterLoad, type AfterLoadWindow } from '@/lib/deferred/after-load';

export const SERVICE_WORKER_URL = './sw.js';

export interface ServiceWorkerWindow extends AfterLoadWindow {
  isSecureContext: boolean;
  navigator: { serviceWorker?: Pick<ServiceWorkerContainer, 'register' | 'ready'> };
  performance: Pick<Performance, 'getEntriesByType'>;
  location: Pick<Location, 'origin'>;
}

/** The build's hashed files this page has loaded (scripts, stylesheets: under /assets/). */
export function loadedAssets(win: Pick<ServiceWorkerWindow, 'performance' | 'location'>): string[] {
  const prefix = `${win.location.origin}/assets/`;
  return win.performance
    .getEntriesByType('resource')
    .map((entry) => entry.name.split('#')[0] ?? '')
    .filter((name) => name.startsWith(prefix) && !name.endsWith('.map'));
}

export function registerServiceWorker(win: ServiceWorkerWindow = window): void {
  const container = win.navigator.serviceWorker;
  if (!container || !win.isSecureContext) return;
  afterLoad(() => {
    container
      .register(SERVICE_WORKER_URL)
      .then(() => container.ready)
      .then((registration) => {
        registration.active?.postMessage({ keep: loadedAssets(win) });
      })
      // A worker that cannot be registered leaves the page as it was without one.
      .catch(() => undefined);
  }, win);
}
