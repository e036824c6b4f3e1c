// Serves the built H5 (H5_DIST): index.html at `/`, never cached, so a deploy is picked up at once;
// hashed files under /assets/ cached for a year (a cached index.html
// naming chunks a deploy removed is a white screen). Pre-compressed .br/.gz siblings
// are sent when the client accepts them. The router is hash-based, so there is no HTML fallback:
// a missing file is a 404, never index.html (a stale chunk must fail loudly, not parse HTML as JS).

import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { contentSecurityPolicy, type PolicyOptions } from '../security/csp-policy.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Marks the routes that answer with the H5's HTML. The session plugin sets the XSRF-TOKEN
     * cookie (docs/design.md §3) on responses to these routes from an onRequest/onSend hook, e.g.
     * `if (request.routeOptions.config.h5Html) ...`.
     */
    h5Html?: boolean;
  }
}

export interface H5StaticOptions {
  /** Absolute path of the H5 build output. */
  root: string;
  /** The platform's framing hosts and extra origins for the page's policy (from the config). */
  policy?: PolicyOptions;
  /** Production: source maps stay on the disk (error reports read them there), never served. */
  production?: boolean;
  /**
   * Whether `/sw.js` is the build's service worker (the default) or, false, the kill switch's
   * worker that removes it (`KILL_SWITCH_WORKER`, docs/decisions/048).
   */
  serviceWorker?: boolean;
}

/**
 * The worker served in place of the build's when the kill switch is on (H5_SERVICE_WORKER=off): a
 * browser that checks its worker for updates (every navigation, and daily) installs it, and it
 * takes over at once without a fetch handler (every request goes to the network from then on),
 * deletes the H5 worker's caches (named `fy-h5-…`, apps/h5/src/service-worker/worker.ts) and
 * unregisters itself. Pages stay as they are; nothing is reloaded.
 */
export const KILL_SWITCH_WORKER = `/* fy-h5 service worker: switched off (H5_SERVICE_WORKER=off) */
self.addEventListener('install', function () { self.skipWaiting(); });
self.addEventListener('activate', function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (name) { return name.indexOf('fy-h5-') === 0; })
      .map(function (name) { return caches.delete(name); }));
  }).then(function () { return self.registration.unregister(); }));
});
`;

/** Whether a request path names a source map (`.map`, or its precompressed sibling's request). */
export const isSourceMap = (pathName: string) => /\.map$/.test(pathName);

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Unhashed files (index.html, favicon, robots.txt): revalidate every time (cheap 304 via ETag).
const REVALIDATE = 'no-cache';

/**
 * The variant of the HTML whose landing pages' first screens are in English (the H5 build writes
 * it beside index.html; docs/decisions/020, its English amendment).
 */
export const ENGLISH_HTML = 'index.en.html';

/**
 * Whether the page will be in English as far as the request tells: `lang` in the query, else the
 * browser's first language (`Accept-Language`, which browsers send in the order of
 * `navigator.languages`). The H5's own rule (lib/i18n detectLocale) also reads `lang` inside the
 * hash and a choice kept on the phone, which no request carries: the page fetches its first
 * screen in the other language then.
 */
export function asksForEnglish(query: unknown, acceptLanguage: string | undefined): boolean {
  const asked = (query as Record<string, unknown> | undefined)?.lang;
  const tag = (value: unknown) => {
    const lower = typeof value === 'string' ? value.trim().toLowerCase() : '';
    return lower.startsWith('en') ? true : lower.startsWith('zh') ? false : null;
  };
  const fromQuery = typeof asked === 'string' && asked ? tag(asked) : null;
  if (fromQuery !== null) return fromQuery;
  return tag(acceptLanguage?.split(',')[0]?.split(';')[0]) ?? false;
}

/** Cache policy by the logical file (the .br/.gz sibling counts as the file it encodes). */
export function cacheControlFor(relativePath: string): string {
  const logical = relativePath
    .split(sep)
    .join('/')
    .replace(/\.(br|gz|deflate)$/, '');
  return logical.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

const h5Static: FastifyPluginAsync<H5StaticOptions> = async (
  app,
  { root, policy = {}, production = false, serviceWorker = true },
) => {
  const indexHtml = join(root, 'index.html');
  // The policy of each built page, with its inline blocks' hashes; recomputed after a new build.
  const cached = new Map<string, { mtimeMs: number; header: string }>();
  const policyHeader = (file: string) => {
    const { mtimeMs } = statSync(file);
    let entry = cached.get(file);
    if (entry?.mtimeMs !== mtimeMs) {
      entry = { mtimeMs, header: contentSecurityPolicy(readFileSync(file, 'utf8'), policy) };
      cached.set(file, entry);
    }
    return entry.header;
  };
  if (!existsSync(indexHtml)) {
    app.log.warn({ h5Dist: root }, 'H5 not built: `/` answers 503 until `npm run build` has run');
  }

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    // index.html is served by the `/` route below; directories are not browsable.
    index: false,
    redirect: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    // A missing H5_DIST is reported above in words an operator can act on.
    suppressWarning: true,
    // /service/* belongs to the API, even for GET paths no route matched; /ops/* to the console.
    // The HTML is answered by the routes below only (its policy header), by either name.
    allowedPath: (pathName) =>
      !pathName.startsWith('/service/') &&
      !pathName.startsWith('/ops/') &&
      pathName !== '/index.html' &&
      pathName !== `/${ENGLISH_HTML}` &&
      !(production && isSourceMap(pathName)),
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(relative(root, filePath)));
    },
  });

  // The kill switch: the worker that removes the H5's worker, instead of the build's sw.js. The
  // build's is served by the static files above, like index.html never cached (`no-cache`): a
  // browser checks its worker at each navigation, and a deploy's new worker must be seen at once.
  if (!serviceWorker) {
    app.get('/sw.js', async (_request, reply) =>
      reply
        .header('cache-control', REVALIDATE)
        .type('text/javascript; charset=utf-8')
        .send(KILL_SWITCH_WORKER),
    );
  }

  // `/index.html` is the same page with the same headers (CSP, frame-ancestors), never the file
  // as it lies on the disk.
  app.get('/index.html', { config: { h5Html: true } }, async (_request, reply) =>
    reply.redirect('/', 301),
  );

  app.get('/', { config: { h5Html: true } }, async (request, reply) => {
    // Checked per request, so that building the H5 while the server runs needs no restart.
    if (!existsSync(indexHtml)) {
      request.log.warn({ h5Dist: root }, 'H5 not built');
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(
          'The H5 app has not been built yet. Run `npm run build` (or `npm start`), then reload.\n',
        );
    }
    // The same page either way; its first screens in the reader's language, within the first
    // round trip (a cache keeps the variants apart by the header).
    const english = join(root, ENGLISH_HTML);
    const name =
      asksForEnglish(request.query, request.headers['accept-language']) && existsSync(english)
        ? ENGLISH_HTML
        : 'index.html';
    reply.header('vary', 'Accept-Language');
    reply.header('content-security-policy', policyHeader(join(root, name)));
    return reply.sendFile(name);
  });
};

export default h5Static;
