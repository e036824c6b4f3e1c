// What the request gateway must share between server instances on PostgreSQL (docs/design.md §2, §3):
// the signatures it has accepted (replay protection) and per-client request counters (rate limits).
// On the embedded database the same facts live in process memory (one process serves everything).
// Both tables are created UNLOGGED (by hand in drizzle/0001_gateway_and_sessions.sql: Drizzle has
// no option for it; keep it when editing): they are written on every request, and their rows
// matter for minutes only, so they skip the write-ahead log. A database crash or a failover to a
// replica empties them; that reopens a 5-minute replay window and resets the counters, once.

import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export const replaySignatures = pgTable(
  'replay_signatures',
  {
    // 32 lowercase hex characters; the primary key is what makes "seen before" atomic.
    signature: varchar('signature', { length: 32 }).primaryKey(),
    // reqTimestamp + 300 s: after this the timestamp check alone refuses the request.
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('replay_signatures_expires_at_idx').on(table.expiresAt)],
);

export const rateCounters = pgTable(
  'rate_counters',
  {
    // Limiter name and subject, e.g. `ip:203.0.113.9` or `sms:mobile:60:13800000001`.
    key: varchar('key', { length: 200 }).primaryKey(),
    count: integer('count').notNull(),
    // End of the current fixed window, which starts at the key's first hit.
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_counters_reset_at_idx').on(table.resetAt)],
);
