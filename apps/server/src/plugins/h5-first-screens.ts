// GET /public/first-screen/:index?lang=…[&the link's parameters] (docs/decisions/050): the first
// screen of an H5 route whose first data is a public read (a referral programme's rules, the
// knowledge base's list, an open shipment named by the link), rendered here by the H5's own code
// from that read, so that index.html's script can paint the page's content before the app has
// arrived. The H5's build lists those routes by their index in the script's table
// (`served-screens.json`) beside its Node bundle (apps/h5/dist-screens). A render runs in a worker
// thread (h5-first-screens-worker.ts), whose globals are a browser window's; each screen is kept a
// minute per language, as long as the read it is drawn from may be cached, so a crowd costs one
// render a minute (per value of the link's parameters the route lists; at most KEPT_SCREENS_MAX
// kept). Unsigned, the same for everyone, no cookie read or set: a hostile index or language is a
// 4xx, a route not listed, a link it is not rendered for or a read that answers nothing a 404, and
// a render that fails or takes too long a 503, after which the page starts as it would without it.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  PUBLIC_FIRST_SCREEN_PATH,
  SCREENS_RENDERER_FILE,
  SERVED_SCREENS_FILE,
  type ServedScreens,
} from '@freight/contract/endpoints/campaign-values';
import {
  PUBLIC_READ_CACHE_CONTROL,
  PUBLIC_READ_MAX_AGE_SECONDS,
} from '@freight/contract/endpoints/common';
import type { Locale } from '@freight/contract/status';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, BUSINESS_CODES } from '../http/envelope.ts';
import type { RenderAnswer, RenderRequest } from './h5-first-screens-worker.ts';

export interface H5FirstScreensOptions {
  /** The H5's Node build (`npm run build`): its renderer and the routes it renders. */
  screensDir: string;
  /** How long an answer waits for a render before it is a 503 (the render goes on, and is kept). */
  renderTimeoutMs?: number;
}

/** Longer than the head script waits (1 s): a render that late still serves the next visitor. */
const RENDER_TIMEOUT_MS = 3000;

/** What a render may take more while the thread loads the H5's bundle (under a second here). */
const START_TIMEOUT_MS = 10_000;

/**
 * After the thread has failed (its bundle would not load, a render hung), how long renders are
 * refused at once rather than each starting a thread that may fail the same way.
 */
const PAUSE_AFTER_FAILURE_MS = 10_000;

/** The worker's file: beside this module in the sources (tests), beside server.mjs when built. */
const WORKER_URL = new URL(
  import.meta.url.endsWith('.ts')
    ? './h5-first-screens-worker.ts'
    : './h5-first-screens-worker.mjs',
  import.meta.url,
);

const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];

const servedScreens = z.record(
  z.string().regex(/^\d+$/),
  z.strictObject({
    path: z.string().startsWith('/'),
    read: z.string().startsWith('/public/'),
    params: z
      .record(z.string(), z.union([z.array(z.string()), z.strictObject({ pattern: z.string() })]))
      .optional(),
    link: z.string().optional(),
  }),
);

type ServedRoute = ServedScreens[string];

/**
 * The link's parameters a route's screen is rendered with (`category=driving`, as a query in the
 * order the route lists them), or null when the link asks for a screen it is not rendered for: a
 * parameter the page reads with a value outside the route's list or pattern, or without the
 * parameter that names the route's read (`link`). The parameters the route does not list are not
 * the page's (`from=share`): left out, they cost no render of their own.
 */
export function screenQuery(route: ServedRoute, search: URLSearchParams): string | null {
  const query = new URLSearchParams();
  for (const [name, values] of Object.entries(route.params ?? {})) {
    const given = search.getAll(name);
    if (given.length === 0) continue;
    const value = given[0]!;
    const allowed =
      'pattern' in values ? new RegExp(values.pattern).test(value) : values.includes(value);
    if (given.length > 1 || !allowed) return null;
    query.set(name, value);
  }
  if (route.link && !query.has(route.link)) return null;
  return query.toString();
}

/** How many screens are kept at most: a read named by the link is rendered per value. */
const KEPT_SCREENS_MAX = 500;

/** The worker thread, started when first needed and again after it has stopped. */
class RenderThread {
  private worker: Worker | null = null;
  /** Until when no thread is started, after a failure. */
  private pausedUntil = 0;
  /** Whether the thread has loaded the bundle (its first answer). */
  private ready = false;
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { worker: Worker; resolve: (html: string) => void; reject: (error: Error) => void }
  >();

  constructor(
    private readonly rendererFile: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * The markup of a render. One that has not come within `timeoutMs` (more while the thread loads
   * the bundle) stops the thread, since the renders wait for each other there: a page that never
   * settles would hold up every one after it; the next render starts a new thread.
   */
  render(request: Omit<RenderRequest, 'id'>, timeoutMs: number): Promise<string> {
    if (!this.worker && Date.now() < this.pausedUntil) {
      return Promise.reject(new Error('the render thread failed a moment ago'));
    }
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    const limit = this.ready ? timeoutMs : timeoutMs + START_TIMEOUT_MS;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        if (!this.pending.has(id)) return;
        this.log.warn({ path: request.path }, 'first screens: a render took too long');
        this.pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
        void this.close(worker);
      }, limit);
      timer.unref();
      const settle = () => clearTimeout(timer);
      this.pending.set(id, {
        worker,
        resolve: (html) => (settle(), resolve(html)),
        reject: (error) => (settle(), reject(error)),
      });
      worker.postMessage({ id, ...request } satisfies RenderRequest);
    });
  }

  /** Stops the thread; a render asked for later starts a new one (with a new build's bundle). */
  async close(worker = this.worker): Promise<void> {
    if (!worker) return;
    if (this.worker === worker) this.worker = null;
    await worker.terminate();
  }

  private start(): Worker {
    this.ready = false;
    const worker = new Worker(WORKER_URL, {
      workerData: { rendererFile: this.rendererFile },
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    // The server's own end does not wait for it.
    worker.unref();
    worker.on('message', (answer: RenderAnswer | 'ready') => {
      if (answer === 'ready') {
        if (this.worker === worker) this.ready = true;
        return;
      }
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if ('html' in answer) waiting.resolve(answer.html);
      else waiting.reject(new Error(answer.error));
    });
    // Every render waiting on this thread fails with it.
    const stopped = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const [id, waiting] of this.pending) {
        if (waiting.worker !== worker) continue;
        this.pending.delete(id);
        waiting.reject(error);
      }
    };
    worker.on('error', (error) => {
      this.log.error({ err: error }, 'first screens: the render thread failed');
      this.pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
      stopped(error);
    });
    worker.on('exit', (code) => stopped(new Error(`the render thread stopped (${code})`)));
    this.worker = worker;
    return worker;
  }
}

const h5FirstScreens: FastifyPluginAsyncZod<H5FirstScreensOptions> = async (
  app,
  { screensDir, renderTimeoutMs = RENDER_TIMEOUT_MS },
) => {
  const thread = new RenderThread(join(screensDir, SCREENS_RENDERER_FILE), app.log);
  app.addHook('onClose', () => thread.close());
  // Each screen a minute, by route and language; a render under way is shared.
  const kept = new Map<string, { until: number; html: Promise<string | null> }>();
  // The build's list, read again after a new build (the thread then loads the new bundle).
  let list: { mtimeMs: number; routes: ServedScreens } | null = null;
  const routes = (): ServedScreens => {
    const file = join(screensDir, SERVED_SCREENS_FILE);
    let mtimeMs: number;
    try {
      ({ mtimeMs } = statSync(file));
    } catch {
      return {};
    }
    if (list?.mtimeMs !== mtimeMs) {
      list = { mtimeMs, routes: servedScreens.parse(JSON.parse(readFileSync(file, 'utf8'))) };
      kept.clear();
      void thread.close();
    }
    return list.routes;
  };

  /** The screen drawn from the route's public read, or null when the read has nothing to show. */
  async function screen(route: ServedRoute, lang: Locale, query: string) {
    const named = route.link ? new URLSearchParams(query).get(route.link) : null;
    const read = `${named === null ? route.read : `${route.read}/${named}`}?lang=${lang}`;
    const answer = await app.inject({ method: 'GET', url: read });
    const body = answer.statusCode === 200 ? answer.json<{ status?: { code?: number } }>() : null;
    if (body?.status?.code !== 0) return null;
    return thread.render(
      {
        path: query ? `${route.path}?${query}` : route.path,
        locale: lang,
        early: { u: read, j: body },
      },
      renderTimeoutMs,
    );
  }

  /** The screen kept for the minute, or a render started (and kept) now. */
  function keptScreen(index: string, route: ServedRoute, lang: Locale, query = '') {
    const key = `${index}:${lang}:${query}`;
    const now = Date.now();
    const entry = kept.get(key);
    if (entry && entry.until > now) return entry.html;
    const html = screen(route, lang, query);
    const started = { until: now + PUBLIC_READ_MAX_AGE_SECONDS * 1000, html };
    // Held within bounds however many refs are asked for: the lapsed first, then the oldest.
    if (kept.size >= KEPT_SCREENS_MAX) {
      for (const [old, entry] of kept) if (entry.until <= now) kept.delete(old);
      for (const old of kept.keys()) {
        if (kept.size < KEPT_SCREENS_MAX) break;
        kept.delete(old);
      }
    }
    kept.delete(key);
    kept.set(key, started);
    html.catch(() => {
      if (kept.get(key) === started) kept.delete(key);
    });
    return html;
  }

  // Started with the server where the build lists routes, each screen rendered once in each
  // language: the first visitors wait neither for the thread nor for their route's code in it.
  app.addHook('onReady', async () => {
    for (const [index, route] of Object.entries(routes())) {
      // A read the link names has no screen without its value.
      if (route.link) continue;
      for (const lang of LOCALES) {
        keptScreen(index, route, lang).catch((error: unknown) =>
          app.log.warn({ err: error, index, lang }, 'first screens: not rendered at start'),
        );
      }
    }
  });

  app.get(
    `${PUBLIC_FIRST_SCREEN_PATH}/:index`,
    {
      config: { endpoint: 'publicFirstScreen' },
      schema: {
        params: z.strictObject({ index: z.string().regex(/^\d{1,4}$/) }),
      },
    },
    async (request, reply) => {
      const { index } = request.params;
      // The query once, as the link gave it: the script's `lang` first (the link's own may follow),
      // then the link's parameters.
      const search = new URLSearchParams(request.url.split('?')[1]);
      const lang = LOCALES.find((locale) => locale === search.get('lang'));
      if (!lang) throw new ApiError(BUSINESS_CODES.VALIDATION_FAILED, 'lang: zh-CN or en-US');
      const route = routes()[index];
      // An HTML fragment of text the server's own code escaped: nothing in it may run or load.
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
      const none = (code: number, text: string) =>
        reply
          .code(code)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(text);
      if (!route) return none(404, 'No first screen is rendered for this route.\n');
      const query = screenQuery(route, search);
      if (query === null) return none(404, 'No first screen is rendered for this link.\n');
      try {
        const html = await keptScreen(index, route, lang, query);
        if (html === null) return none(404, 'Nothing is published for this page now.\n');
        return reply
          .header('cache-control', PUBLIC_READ_CACHE_CONTROL)
          .type('text/html; charset=utf-8')
          .send(html);
      } catch (error) {
        request.log.warn({ err: error, index, lang }, 'first screens: no render');
        return none(503, 'The first screen is not ready; the page starts without it.\n');
      }
    },
  );
};

export default h5FirstScreens;
