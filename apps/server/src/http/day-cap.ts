// A cap on what one sender may do in a China day (knowledge feedback, exam hand-ins, party posts):
// the day's bounds to count its rows in, a lock that queues one sender's requests so that two at
// once cannot both be the last one allowed, and the refusal until the next China midnight.

import { todayInChina } from '@freight/contract/china-time';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { RateLimitedError } from './envelope.ts';
import type { UserMessage } from './user-message.ts';
import { addDays, startOfDay } from '../china-days.ts';

/** Today in China at `now`, as the instants it starts at and the next day starts at. */
export interface ChinaDay {
  start: Date;
  end: Date;
}

export function chinaDayAt(now: number): ChinaDay {
  const today = todayInChina(now);
  return { start: startOfDay(today), end: startOfDay(addDays(today, 1)) };
}

/** Queues the sender `key`'s requests in this transaction (a transaction-level advisory lock). */
export async function queueSender(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** The refusal once the day's cap is reached: RATE_LIMITED until the next China midnight. */
export function dayCapReached(day: ChinaDay, now: number, message: UserMessage): RateLimitedError {
  return new RateLimitedError((day.end.getTime() - now) / 1000, () => message);
}
