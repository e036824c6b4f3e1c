// Counters behind the rate limits: a fixed window per key that starts at the key's first hit and
// lasts `windowSeconds`. In memory on the embedded database (one process); on PostgreSQL one row
// per key, counted by a single atomic upsert, so every instance sees the same count.

import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rateCounters } from '../db/schema/gateway.ts';
import { sqlTimestamp } from '../db/timestamps.ts';

export interface WindowCount {
  /** Hits in the current window, this one included. */
  count: number;
  /** When the current window ends (ms). */
  resetAt: number;
}

export interface RateLimitStore {
  /** Counts one hit on `key` and returns the count of its current window. */
  hit(key: string, windowSeconds: number, now: number): Promise<WindowCount>;
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

  async purgeExpired(now: number): Promise<void> {
    for (const [key, window] of this.#windows) {
      if (window.resetAt <= now) this.#windows.delete(key);
    }
  }
}

export class DatabaseRateLimitStore implements RateLimitStore {
  constructor(private readonly db: Db) {}

  async hit(key: string, windowSeconds: number, now: number): Promise<WindowCount> {
    const live = sql`${rateCounters.resetAt} > ${sqlTimestamp(now)}`;
    const [row] = await this.db
      .insert(rateCounters)
      .values({ key, count: 1, resetAt: new Date(now + windowSeconds * 1000) })
      .onConflictDoUpdate({
        target: rateCounters.key,
        set: {
          count: sql`case when ${live} then ${rateCounters.count} + 1 else 1 end`,
          resetAt: sql`case when ${live} then ${rateCounters.resetAt} else excluded.reset_at end`,
        },
      })
      .returning({ count: rateCounters.count, resetAt: rateCounters.resetAt });
    if (!row) throw new Error('rate counter upsert returned no row');
    return { count: row.count, resetAt: row.resetAt.getTime() };
  }

  async purgeExpired(now: number): Promise<void> {
    await this.db.delete(rateCounters).where(lt(rateCounters.resetAt, new Date(now)));
  }
}
