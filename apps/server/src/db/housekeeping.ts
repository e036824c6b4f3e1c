// Expired rows (replay signatures, rate counters, sessions, SMS codes) are deleted by a timer in
// every instance: each DELETE is one indexed range scan, so instances doing it side by side cost
// little and no leader election is needed. Lookups never trust a row past its expiry anyway; the
// purge only keeps the tables small.

import { inArray, lt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from './database.ts';

/** Runs `purge` every `intervalMs` (first run after one interval) until the app closes. */
export function scheduleHousekeeping(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  purge: () => Promise<unknown>,
): void {
  let running = false;
  const timer = setInterval(() => {
    // A slow database must not pile up purges of the same table.
    if (running) return;
    running = true;
    purge()
      .catch((error: unknown) => app.log.warn({ err: error, job: name }, 'housekeeping failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  // Never keeps the process (or a test run) alive on its own.
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

const DAY_MS = 86_400_000;

/** The moment `days` whole days before `now`: a retention keeps what is newer. */
export function daysBefore(now: number, days: number): Date {
  return new Date(now - days * DAY_MS);
}

/**
 * Runs `batch` (which handles at most `size` rows and answers how many it did) until one handles
 * fewer, at most `most` times: a backlog is worked off over runs, each with short transactions.
 * Answers the rows handled in all.
 */
export async function inBatches(
  size: number,
  most: number,
  batch: () => Promise<number>,
): Promise<number> {
  let handled = 0;
  for (let run = 0; run < most; run += 1) {
    const done = await batch();
    handled += done;
    if (done < size) break;
  }
  return handled;
}

/** Rows deleted per statement when old rows are purged: short locks, a bounded WAL burst. */
const PURGE_BATCH = 5000;
/** Statements per run: a backlog (a first purge of a year of events) is worked off over runs. */
const PURGE_BATCHES_PER_RUN = 20;

/**
 * Deletes rows whose `time` is before `cutoff`, oldest first, in batches; returns how many went.
 * For append-only tables with a retention (analytics events, field vitals, CSP reports).
 */
export async function purgeOlderThan(
  db: Db,
  table: PgTable,
  columns: { id: PgColumn; time: PgColumn },
  cutoff: Date,
): Promise<number> {
  return inBatches(PURGE_BATCH, PURGE_BATCHES_PER_RUN, async () => {
    const old = db
      .select({ id: columns.id })
      .from(table)
      .where(lt(columns.time, cutoff))
      .orderBy(columns.time)
      .limit(PURGE_BATCH);
    const rows = await db
      .delete(table)
      .where(inArray(columns.id, old))
      .returning({ id: columns.id });
    return rows.length;
  });
}
