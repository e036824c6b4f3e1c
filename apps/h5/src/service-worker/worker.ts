// The H5's service worker (docs/decisions/048), built into `dist/sw.js` by build/service-worker.ts
// with its build's version in place of BUILD_VERSION. A classic script without imports: it runs in
// the worker's own scope, not the app's.
//
// - Hashed files under assets/ (immutable: a new build names its files anew): from the cache,
//   else from the network and kept. Nothing is fetched ahead: the page tells the worker which of
//   them it already loaded, and those are kept from the HTTP cache (no download).
// - The page itself (the scope's own URL, index.html): from the network, kept; the kept one when
//   the network fails or has not answered within PAGE_TIMEOUT_MS (the network's answer still
//   replaces it for the next visit).
// - Anything else (/service/ calls, signed and personal; the console at /ops/; uploads): never
//   touched, the browser fetches it as if there were no worker.
// - A new build's worker takes over at once and deletes the caches of builds older than the one
//   before it: a page still open from the previous build keeps its chunks.

/** The build's version, replaced at build time (a hash of its files' names). */
const VERSION = 'BUILD_VERSION';
/** Every cache of this worker starts so; the server's kill switch deletes them by it. */
const PREFIX = 'fy-h5-';
const PAGE_CACHE = `${PREFIX}page-${VERSION}`;
const ASSET_CACHE = `${PREFIX}assets-${VERSION}`;
/** How long a navigation waits for the network before the kept page is shown. */
const PAGE_TIMEOUT_MS = 3000;
/** How many times the install asks for the page before it goes on without it. */
const PAGE_ATTEMPTS = 3;
/** At most this many files are kept from one page's message. */
const MAX_KEPT_PER_MESSAGE = 200;

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

/** The scope's URL (`https://host/`): the page, whatever query or hash it was opened with. */
const scope = () => new URL(worker.registration.scope);
const pageKey = () => scope().href;

/** Whether a URL is one of the build's hashed files (same origin, under the scope's assets/). */
function isAsset(url: URL): boolean {
  const root = scope();
  return (
    url.origin === root.origin &&
    url.pathname.startsWith(`${root.pathname}assets/`) &&
    !url.pathname.endsWith('.map')
  );
}

/** Whether a navigation opens the H5's page (`/`, `/?code=…`, `/#/route`), not the console. */
function isPage(url: URL): boolean {
  const root = scope();
  return url.origin === root.origin && url.pathname === root.pathname;
}

const keepable = (response: Response) => response.ok && response.type === 'basic';

async function keep(cacheName: string, key: RequestInfo, response: Response): Promise<void> {
  const cache = await caches.open(cacheName);
  await cache.put(key, response);
}

/** The kept page: this build's, else the newest other build's. */
async function keptPage(): Promise<Response | undefined> {
  const own = await caches.open(PAGE_CACHE).then((cache) => cache.match(pageKey()));
  return own ?? (await caches.match(pageKey()));
}

function page(event: FetchEvent): Promise<Response> {
  const network = fetch(event.request).then((response) => {
    if (keepable(response)) {
      event.waitUntil(keep(PAGE_CACHE, pageKey(), response.clone()).catch(() => undefined));
    }
    return response;
  });
  event.waitUntil(network.catch(() => undefined));
  return new Promise<Response>((resolve, reject) => {
    let settled = false;
    const settle = (response: Response) => {
      if (settled) return;
      settled = true;
      resolve(response);
    };
    const fallBack = (error?: unknown) =>
      keptPage().then((kept) => {
        if (kept) settle(kept);
        else if (error !== undefined && !settled) reject(error);
      });
    const timer = setTimeout(() => void fallBack(), PAGE_TIMEOUT_MS);
    network.then(
      (response) => {
        clearTimeout(timer);
        settle(response);
      },
      (error: unknown) => {
        clearTimeout(timer);
        void fallBack(error);
      },
    );
  });
}

async function asset(event: FetchEvent): Promise<Response> {
  const cached = await caches.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (keepable(response)) {
    event.waitUntil(keep(ASSET_CACHE, event.request, response.clone()).catch(() => undefined));
  }
  return response;
}

/**
 * The caches to delete when this build's worker takes over: those of builds older than the one
 * before it (caches are listed in the order they were made; a build's page cache is made first,
 * when its worker installs).
 */
async function staleCaches(): Promise<string[]> {
  const names = (await caches.keys()).filter((name) => name.startsWith(PREFIX));
  const versionOf = (name: string) => /^fy-h5-(?:page|assets)-(.+)$/.exec(name)?.[1];
  const builds = names
    .filter((name) => name.startsWith(`${PREFIX}page-`))
    .map(versionOf)
    .filter((version) => version !== undefined && version !== VERSION);
  const previous = builds[builds.length - 1];
  return names.filter((name) => {
    const version = versionOf(name);
    return version !== VERSION && version !== previous;
  });
}

/**
 * Keeps the page at install, asking up to PAGE_ATTEMPTS times a second apart: on a weak
 * connection one answer may not come whole. If none does, the worker is installed without it and
 * keeps the page from the next visit's answer instead.
 */
async function keepPageAtInstall(): Promise<void> {
  const cache = await caches.open(PAGE_CACHE);
  for (let attempt = 1; attempt <= PAGE_ATTEMPTS; attempt += 1) {
    try {
      await cache.add(new Request(pageKey(), { cache: 'no-cache' }));
      return;
    } catch {
      if (attempt < PAGE_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

worker.addEventListener('install', (event) => {
  // The page, so that the next visit opens without a connection; then take over at once.
  event.waitUntil(
    keepPageAtInstall()
      .catch(() => undefined)
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    staleCaches()
      .then((stale) => Promise.all(stale.map((name) => caches.delete(name))))
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate') {
    if (isPage(url)) event.respondWith(page(event));
  } else if (isAsset(url)) {
    event.respondWith(asset(event));
  }
});

// The page's message: the hashed files it loaded before the worker was there, to keep them.
worker.addEventListener('message', (event) => {
  const data = event.data as { keep?: unknown } | null;
  if (!data || !Array.isArray(data.keep)) return;
  const urls = data.keep
    .filter((item): item is string => typeof item === 'string')
    .slice(0, MAX_KEPT_PER_MESSAGE)
    .map((item) => new URL(item, scope()))
    .filter(isAsset);
  event.waitUntil(
    caches.open(ASSET_CACHE).then((cache) =>
      Promise.all(
        urls.map(async (url) => {
          if (await caches.match(url.href)) return;
          await cache.add(url.href).catch(() => undefined);
        }),
      ),
    ),
  );
});
