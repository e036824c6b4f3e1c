// Stock of an activity (docs/design.md §5: activities are money): a limited number of units (flash-sale
// coupons today; prizes of draws and red packets later compose the same tables), given out one
// claim at a time. Three rules live in the database, so they hold across server instances and
// under any number of parallel requests:
// - `remaining` never goes below 0 (a conditional UPDATE takes a unit; the check is the backstop);
// - a user's claims of one stock never exceed its per-user limit (a counter row per user, raised
//   by a conditional upsert);
// - a request id is used once per user (a retried submit returns the first answer, not a second
//   unit).
// The claims table is the ledger: total - remaining = claims of the stock, always.

import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { couponTemplates } from './value.ts';

export const activityStocks = pgTable(
  'activity_stocks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Stable name for seeds and operators.
    slug: varchar('slug', { length: 64 }).notNull().unique(),
    // What a unit is: 'seckill-coupon' for now.
    kind: varchar('kind', { length: 32 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    // Face value shown with the title, in fen (a coupon of ¥10 is 1000).
    valueFen: integer('value_fen').notNull(),
    // Who may claim: 1 shipper, 3 driver.
    userType: smallint('user_type').notNull(),
    total: integer('total').notNull(),
    remaining: integer('remaining').notNull(),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    // What a claim gives: a coupon of this template, issued into the value core's wallet in the
    // claim's own transaction (migration 0014). Null for stocks that give nothing of the wallet.
    couponTemplateId: integer('coupon_template_id').references(() => couponTemplates.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'activity_stocks_remaining_check',
      sql`${table.remaining} >= 0 and ${table.remaining} <= ${table.total}`,
    ),
    check('activity_stocks_limit_check', sql`${table.perUserLimit} >= 1`),
    check('activity_stocks_window_check', sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

export const activityClaims = pgTable(
  'activity_claims',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    stockId: integer('stock_id')
      .notNull()
      .references(() => activityStocks.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The client's idempotency key: the same key from the same user is the same claim.
    requestId: varchar('request_id', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('activity_claims_request_unique').on(table.userId, table.requestId),
    index('activity_claims_stock_user_idx').on(table.stockId, table.userId),
  ],
);

export const activityClaimCounts = pgTable(
  'activity_claim_counts',
  {
    stockId: integer('stock_id')
      .notNull()
      .references(() => activityStocks.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    claimed: integer('claimed').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.stockId, table.userId] }),
    check('activity_claim_counts_claimed_check', sql`${table.claimed} >= 1`),
  ],
);
