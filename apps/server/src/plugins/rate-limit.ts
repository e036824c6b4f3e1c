// Rate limits (DESIGN.md §2): every client address gets `rateLimitPerMinute` requests a minute on
// every route (429, envelope 4290, Retry-After), and `app.rateLimit(key, limit, windowSeconds)`
// lets a module add stricter limits of its own (e.g. SMS codes per number). Counters live where
// every instance sees them: in memory on the embedded database, in `rate_counters` on PostgreSQL.

import fp from 'fastify-plugin';
import { scheduleHousekeeping } from '../db/housekeeping.ts';
import { RateLimitedError } from '../http/envelope.ts';
import {
  DatabaseRateLimitStore,
  MemoryRateLimitStore,
  type RateLimitStore,
} from './rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one hit on `key` (name it by limiter and subject, e.g. `sms:ip:203.0.113.9`) and
     * throws RateLimitedError (429, Retry-After) when more than `limit` hits fall in the key's
     * current window of `windowSeconds`. Shared by every instance on PostgreSQL.
     */
    rateLimit(key: string, limit: number, windowSeconds: number): Promise<void>;
  }
}

/** Static files of the H5 (and the health probe) are not counted; everything else is. */
export function isCounted(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  if (path === '/healthz') return false;
  if (path === '/' || path === '/index.html' || path === '/favicon.svg') return false;
  return !path.startsWith('/assets/');
}

export interface RateLimitOptions {
  /** Requests per minute per client address, over all routes but the health probe. */
  perMinute: number;
  /** Defaults to the database's kind: memory on PGlite, the `rate_counters` table on PostgreSQL. */
  store?: RateLimitStore;
}

const PURGE_INTERVAL_MS = 60_000;
// Rate counter keys are bounded by the column; a longer caller key would be a programming error.
const MAX_KEY_LENGTH = 200;

export default fp<RateLimitOptions>(
  async (app, { perMinute, store: given }) => {
    const store =
      given ??
      (app.database.kind === 'postgres'
        ? new DatabaseRateLimitStore(app.db)
        : new MemoryRateLimitStore());
    scheduleHousekeeping(app, 'rate-counters', PURGE_INTERVAL_MS, () =>
      store.purgeExpired(app.now()),
    );

    app.decorate('rateLimit', async (key: string, limit: number, windowSeconds: number) => {
      if (key.length > MAX_KEY_LENGTH) throw new RangeError(`rate limit key too long: ${key}`);
      const now = app.now();
      const { count, resetAt } = await store.hit(key, windowSeconds, now);
      if (count > limit) throw new RateLimitedError((resetAt - now) / 1000);
    });

    app.addHook('onRequest', async (request) => {
      // Only the API and the other dynamic routes count. The built H5's files are cheap and served
      // by a CDN in production; counting them would throttle the many phones behind one carrier NAT
      // address after a few page loads. A throttled health probe would take a healthy instance out
      // of rotation.
      if (!isCounted(request.url)) return;
      await app.rateLimit(`ip:${request.ip}`, perMinute, 60);
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
