// Counters behind the rate limits: a fixed window per key that starts at the key's first hit and
// lasts `windowSeconds`. In memory on the embedded database (one process); on PostgreSQL one row
// per key, counted by a single atomic upsert, so every instance sees the same count; on Redis
// (REDIS_URL, ADR 018) one hash per key, counted by a small script Redis runs atomically. A hit
// can be given back (`release`) while its window lasts: a request that counted against a person's
// limit and then did nothing on their behalf (an SMS the provider refused) does not use it up.

import { createHash } from 'node:crypto';
import { ErrorReply } from '@redis/client';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rateCounters } from '../db/schema/gateway.ts';
import { timestampParam, timestampPlaceholder } from '../db/timestamps.ts';
import type { RedisConnection } from '../redis/connection.ts';

export interface WindowCount {
  /** Hits in the current window, this one included. */
  count: number;
  /** When the current window ends (ms). */
  resetAt: number;
}

export interface RateLimitStore {
  /** Counts one hit on `key` and returns the count of its current window. */
  hit(key: string, windowSeconds: number, now: number): Promise<WindowCount>;
  /**
   * Gives one hit back to `key`'s current window, if it is still live at `now` and counts any;
   * a window that has ended (or never started) is left alone.
   */
  release(key: string, now: number): Promise<void>;
  /** Forgets windows that ended before `now`. */
  purgeExpired(now: number): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  readonly #windows = new Map<string, WindowCount>();

  async hit(key: string, windowSeconds: number, now: number): Promise<WindowCount> {
    const current = this.#windows.get(key);
    const next =
      current && current.resetAt > now
        ? { count: current.count + 1, resetAt: current.resetAt }
        : { count: 1, resetAt: now + windowSeconds * 1000 };
    this.#windows.set(key, next);
    return next;
  }

  async release(key: string, now: number): Promise<void> {
    const current = this.#windows.get(key);
    if (current && current.resetAt > now && current.count > 0) {
      this.#windows.set(key, { count: current.count - 1, resetAt: current.resetAt });
    }
  }

  async purgeExpired(now: number): Promise<void> {
    for (const [key, window] of this.#windows) {
      if (window.resetAt <= now) this.#windows.delete(key);
    }
  }
}

export class DatabaseRateLimitStore implements RateLimitStore {
  // Built once: every signed request runs it (see DatabaseReplayStore).
  readonly #hit;

  constructor(private readonly db: Db) {
    const live = sql`${rateCounters.resetAt} > ${timestampPlaceholder('now')}`;
    this.#hit = db
      .insert(rateCounters)
      .values({ key: sql.placeholder('key'), count: 1, resetAt: sql.placeholder('resetAt') })
      .onConflictDoUpdate({
        target: rateCounters.key,
        set: {
          count: sql`case when ${live} then ${rateCounters.count} + 1 else 1 end`,
          resetAt: sql`case when ${live} then ${rateCounters.resetAt} else excluded.reset_at end`,
        },
      })
      .returning({ count: rateCounters.count, resetAt: rateCounters.resetAt })
      .prepare('rate_counter_hit');
  }

  async hit(key: string, windowSeconds: number, now: number): Promise<WindowCount> {
    const [row] = await this.#hit.execute({
      key,
      resetAt: new Date(now + windowSeconds * 1000),
      now: timestampParam(now),
    });
    if (!row) throw new Error('rate counter upsert returned no row');
    return { count: row.count, resetAt: row.resetAt.getTime() };
  }

  async release(key: string, now: number): Promise<void> {
    // Rare (a refused SMS): a plain statement, not a prepared one.
    await this.db
      .update(rateCounters)
      .set({ count: sql`${rateCounters.count} - 1` })
      .where(
        and(
          eq(rateCounters.key, key),
          gt(rateCounters.resetAt, new Date(now)),
          gt(rateCounters.count, 0),
        ),
      );
  }

  async purgeExpired(now: number): Promise<void> {
    await this.db.delete(rateCounters).where(lt(rateCounters.resetAt, new Date(now)));
  }
}

// KEYS[1]: the window's hash { c: count, r: resetAt (ms) }. ARGV: now (ms), the window (ms), and
// now + window (ms) as text, stored as given. A window that ended by the caller's clock starts
// again, as in the other stores: the app's clock decides (tests move it), not Redis's. Redis's
// own expiry (the window's length, set when a window starts) only clears the keys away.
const HIT_SCRIPT = `
local resetAt = redis.call('HGET', KEYS[1], 'r')
if resetAt and tonumber(resetAt) > tonumber(ARGV[1]) then
  return {redis.call('HINCRBY', KEYS[1], 'c', 1), resetAt}
end
redis.call('HSET', KEYS[1], 'c', 1, 'r', ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return {1, ARGV[3]}
`;
const HIT_SCRIPT_SHA = createHash('sha1').update(HIT_SCRIPT).digest('hex');

// KEYS[1]: the window's hash. ARGV[1]: now (ms). One hit fewer while the window is live by the
// caller's clock and counts any; an ended or missing window is left alone.
const RELEASE_SCRIPT = `
local resetAt = redis.call('HGET', KEYS[1], 'r')
if resetAt and tonumber(resetAt) > tonumber(ARGV[1]) and tonumber(redis.call('HGET', KEYS[1], 'c')) > 0 then
  redis.call('HINCRBY', KEYS[1], 'c', -1)
end
return 0
`;
const RELEASE_SCRIPT_SHA = createHash('sha1').update(RELEASE_SCRIPT).digest('hex');

export class RedisRateLimitStore implements RateLimitStore {
  readonly #prefix: string;
  constructor(private readonly redis: RedisConnection) {
    this.#prefix = `${redis.keyPrefix}rl:`;
  }

  async hit(key: string, windowSeconds: number, now: number): Promise<WindowCount> {
    const windowMs = windowSeconds * 1000;
    const reply = await this.#run(HIT_SCRIPT, HIT_SCRIPT_SHA, {
      keys: [`${this.#prefix}${key}`],
      arguments: [String(now), String(windowMs), String(now + windowMs)],
    });
    const [count, resetAt] = reply as [number, string];
    return { count: Number(count), resetAt: Number(resetAt) };
  }

  async release(key: string, now: number): Promise<void> {
    await this.#run(RELEASE_SCRIPT, RELEASE_SCRIPT_SHA, {
      keys: [`${this.#prefix}${key}`],
      arguments: [String(now)],
    });
  }

  async #run(script: string, sha: string, options: { keys: string[]; arguments: string[] }) {
    try {
      // The script's digest: Redis runs it from its cache without the text being sent again.
      return await this.redis.run((client) => client.evalSha(sha, options));
    } catch (error) {
      // Not cached yet (first call, or Redis restarted): send it once; EVAL caches it.
      if (!(error instanceof ErrorReply) || !error.message.startsWith('NOSCRIPT')) throw error;
      return await this.redis.run((client) => client.eval(script, options));
    }
  }

  async purgeExpired(): Promise<void> {
    // Keys expire by themselves.
  }
}
