// Rate limits (docs/design.md §2, §8), keyed by what they protect and costing no database write per
// request:
// - every counted request (the API and the other dynamic routes) is counted per client — its
//   device id (X-Device-Id) when it sends one, else its address — against `rateLimitPerMinute`,
//   and per address against a high ceiling (ADDRESS_CEILING_FACTOR times that) for the many
//   phones behind one carrier NAT address; both in this instance's memory, since neither needs
//   exactness across instances (n instances allow at most n times the limit; the ceiling is the
//   guard against a client that changes its device id);
// - analytics beacons and field vitals are not counted there: their routes count them in their
//   own buckets of the same shape (per device, from the device id's cookie a beacon carries, and
//   per address as a ceiling), in memory too, so a page's beacons never throttle its API calls;
// - `app.rateLimit(key, limit, windowSeconds)` is for the limits that must hold across instances
//   (SMS codes per number, logins per device): in Redis when REDIS_URL is set (ADR 018), else in
//   memory on the embedded database and in `rate_counters` on PostgreSQL.
//   `app.rateLimit(…, { scope: 'instance' })` counts in memory; `app.rateLimitRelease(key)` gives
//   a hit back (an SMS the provider refused does not use up the person's limits, ADR 033);
// - `app.rateLimitPerDevice(name, request, perDevice, windowSeconds)` is the shape of the first
//   point for any route's own limit (the sign-up, the WeChat code exchange): per device, and per
//   address only as a ceiling.
// Past a limit: 429, envelope 4290, Retry-After.

import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleHousekeeping } from '../db/housekeeping.ts';
import { RateLimitedError } from '../http/envelope.ts';
import {
  DatabaseRateLimitStore,
  MemoryRateLimitStore,
  type RateLimitStore,
  RedisRateLimitStore,
} from './rate-limit-store.ts';
import { sharedStore } from './shared-store.ts';

export interface RateLimitCallOptions {
  /** `shared` (default): every instance counts together; `instance`: this process alone. */
  scope?: 'shared' | 'instance';
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one hit on `key` (name it by limiter and subject, e.g. `sms:ip:203.0.113.9`) and
     * throws RateLimitedError (429, Retry-After) when more than `limit` hits fall in the key's
     * current window of `windowSeconds`. Shared by every instance (Redis or PostgreSQL) unless
     * `scope: 'instance'`. Throws what the store throws when it cannot be reached (the error
     * handler answers 503).
     */
    rateLimit(
      key: string,
      limit: number,
      windowSeconds: number,
      options?: RateLimitCallOptions,
    ): Promise<void>;
    /**
     * Gives back one hit that `rateLimit` counted on `key` (same key and scope), while the key's
     * window lasts: for a request that counted and then did nothing on the person's behalf (an SMS
     * the provider refused). A window that has ended is left alone.
     */
    rateLimitRelease(key: string, options?: RateLimitCallOptions): Promise<void>;
    /**
     * A limit keyed by what it protects (docs/design.md §8): `perDevice` hits per device (its
     * X-Device-Id, else its address) under `name`, and ADDRESS_CEILING_FACTOR times that per
     * address, only a ceiling for the many phones behind one carrier NAT address.
     */
    rateLimitPerDevice(
      name: string,
      client: Pick<FastifyRequest, 'ip' | 'deviceId'>,
      perDevice: number,
      windowSeconds: number,
      options?: RateLimitCallOptions,
    ): Promise<void>;
  }
}

/** The per-address ceiling is this many times the per-client limit (6000 a minute by default). */
export const ADDRESS_CEILING_FACTOR = 20;

/** Paths whose routes keep their own buckets (analytics beacons, field vitals). */
const OWN_BUCKETS = /^\/collect\//;

/**
 * Static files of the H5 and the health probe are not counted, nor beacons (their own buckets);
 * everything else is.
 */
export function isCounted(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  if (path === '/healthz' || path === '/livez') return false;
  if (path === '/' || path === '/index.html' || path === '/favicon.svg') return false;
  if (OWN_BUCKETS.test(path)) return false;
  return !path.startsWith('/assets/');
}

export interface RateLimitOptions {
  /** Requests per minute per client (device, else address), over all counted routes. */
  perMinute: number;
  /**
   * The shared store; defaults to Redis when configured, else to the database's kind: memory on
   * PGlite, `rate_counters` on PostgreSQL.
   */
  store?: RateLimitStore;
}

const PURGE_INTERVAL_MS = 60_000;
// Rate counter keys are bounded by the column; a longer caller key would be a programming error.
const MAX_KEY_LENGTH = 200;

export default fp<RateLimitOptions>(
  async (app, { perMinute, store: given }) => {
    const shared =
      given ??
      sharedStore<RateLimitStore>(app, {
        redis: (redis) => new RedisRateLimitStore(redis),
        postgres: (db) => new DatabaseRateLimitStore(db),
        memory: () => new MemoryRateLimitStore(),
      });
    const local = new MemoryRateLimitStore();
    scheduleHousekeeping(app, 'rate-counters', PURGE_INTERVAL_MS, () =>
      shared.purgeExpired(app.now()),
    );
    scheduleHousekeeping(app, 'rate-counters-local', PURGE_INTERVAL_MS, () =>
      local.purgeExpired(app.now()),
    );

    const rateLimit = async (
      key: string,
      limit: number,
      windowSeconds: number,
      options: RateLimitCallOptions = {},
    ) => {
      if (key.length > MAX_KEY_LENGTH) throw new RangeError(`rate limit key too long: ${key}`);
      const now = app.now();
      const store = options.scope === 'instance' ? local : shared;
      const { count, resetAt } = await store.hit(key, windowSeconds, now);
      if (count > limit) throw new RateLimitedError((resetAt - now) / 1000);
    };
    app.decorate('rateLimit', rateLimit);

    const rateLimitRelease = async (key: string, options: RateLimitCallOptions = {}) => {
      const store = options.scope === 'instance' ? local : shared;
      await store.release(key, app.now());
    };
    app.decorate('rateLimitRelease', rateLimitRelease);

    const rateLimitPerDevice = async (
      name: string,
      client: Pick<FastifyRequest, 'ip' | 'deviceId'>,
      perDevice: number,
      windowSeconds: number,
      options: RateLimitCallOptions = {},
    ) => {
      const ceiling = perDevice * ADDRESS_CEILING_FACTOR;
      await rateLimit(`${name}:addr:${client.ip}`, ceiling, windowSeconds, options);
      const subject = client.deviceId ? `device:${client.deviceId}` : `ip:${client.ip}`;
      await rateLimit(`${name}:${subject}`, perDevice, windowSeconds, options);
    };
    app.decorate('rateLimitPerDevice', rateLimitPerDevice);

    const instance = { scope: 'instance' } as const;
    const count = (request: FastifyRequest) =>
      rateLimitPerDevice('api', request, perMinute, 60, instance);
    app.addHook('onRequest', (request, _reply, done) => {
      // Only the API and the other dynamic routes count. The built H5's files are cheap and served
      // by a CDN in production; counting them would throttle the many phones behind one carrier NAT
      // address after a few page loads. A throttled health probe would take a healthy instance out
      // of rotation.
      if (!isCounted(request.url)) return done();
      count(request).then(() => done(), done);
    });
  },
  { name: 'rate-limit', dependencies: ['db', 'redis', 'device-id'] },
);
