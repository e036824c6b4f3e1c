// Campaigns (issue 13, docs/decisions/015-campaigns.md): draws, red-packet rains, gift packs,
// flash-sale grabs and the other kinds of activity that give out value, on the same guarantees as
// activity-stock (docs/design.md §5) and held in the database so that they hold across instances:
// - a tier's `remaining` never goes below 0 nor past its `total` (conditional UPDATE, check);
// - a user's attempts per day (Asia/Shanghai) and per campaign never pass the limits (a counter
//   row each, raised by a conditional upsert);
// - a request id is one attempt per user and campaign (a retry gets the first outcome);
// - what users were shown stays true: the rows the draw reads are the rows the rules page shows,
//   and from the start only `total`/`remaining` may grow (top-ups, each recorded with its time).
// Ledger: for every tier with stock, total - remaining = attempts won on it + locks holding it.

import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { couponTemplates, userCoupons, valueEntries } from './value.ts';

export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Stable name for seeds, links and operators.
    slug: varchar('slug', { length: 64 }).notNull().unique(),
    // The contract's CAMPAIGN_KINDS.
    kind: varchar('kind', { length: 16 }).notNull(),
    titleZh: varchar('title_zh', { length: 100 }).notNull(),
    titleEn: varchar('title_en', { length: 100 }).notNull(),
    // The operator's rules text, shown on the rules page above what is generated from the rows.
    rulesZh: text('rules_zh').notNull(),
    rulesEn: text('rules_en').notNull(),
    // Who may take part: 1 shipper, 3 driver, null both; and new users (registered on or after the
    // start), existing ones (before it), or all.
    userType: smallint('user_type'),
    audience: varchar('audience', { length: 8 }).notNull().default('all'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    // Attempts a user may make per day (Asia/Shanghai) and in the whole campaign; null: no limit.
    perDayLimit: integer('per_day_limit'),
    perCampaignLimit: integer('per_campaign_limit'),
    // The budget: prizes (units) and their money value (fen) that stock and top-ups may not pass.
    budgetUnits: integer('budget_units').notNull(),
    budgetFen: bigint('budget_fen', { mode: 'number' }).notNull(),
    // A grab holds its unit this long before it returns to stock (flash sales); null: no locks.
    lockSeconds: integer('lock_seconds'),
    // The contract's DRAW_PAGES: the page that presents a draw, the operator's choice. Other kinds
    // keep the default, which nothing reads (their answers say null).
    drawPage: varchar('draw_page', { length: 16 }).notNull().default('lucky_draw'),
    // Null: a draft. Set: published (scheduled before its start, frozen from its start).
    publishedAt: timestamp('published_at', { withTimezone: true }),
    // Ended early by an operator, with the notice users read.
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endNoticeZh: varchar('end_notice_zh', { length: 500 }),
    endNoticeEn: varchar('end_notice_en', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('campaigns_window_check', sql`${table.startsAt} < ${table.endsAt}`),
    check(
      'campaigns_user_type_check',
      sql`${table.userType} is null or ${table.userType} in (1, 3)`,
    ),
    check('campaigns_audience_check', sql`${table.audience} in ('all', 'new', 'existing')`),
    check(
      'campaigns_limits_check',
      sql`(${table.perDayLimit} is null or ${table.perDayLimit} >= 1) and (${table.perCampaignLimit} is null or ${table.perCampaignLimit} >= 1)`,
    ),
    check('campaigns_budget_check', sql`${table.budgetUnits} >= 0 and ${table.budgetFen} >= 0`),
    check('campaigns_draw_page_check', sql`${table.drawPage} in ('lucky_draw', 'daily_blessing')`),
    check(
      'campaigns_lock_check',
      sql`${table.lockSeconds} is null or ${table.lockSeconds} between 10 and 3600`,
    ),
  ],
);

export const campaignTiers = pgTable(
  'campaign_tiers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    // Order on the rules page; the fallback names a tier by it.
    position: smallint('position').notNull(),
    nameZh: varchar('name_zh', { length: 60 }).notNull(),
    nameEn: varchar('name_en', { length: 60 }).notNull(),
    // The contract's TIER_PRIZES: 'none' (the losing tier), 'coupon', 'points', 'lucky_beans',
    // 'cash_fen'.
    prize: varchar('prize', { length: 16 }).notNull(),
    // Credited for points, beans and cash (fen); 1 for a coupon; 0 for the losing tier.
    amount: integer('amount').notNull(),
    couponTemplateId: integer('coupon_template_id').references(() => couponTemplates.id, {
      onDelete: 'restrict',
    }),
    // Money value of one prize (coupon face value, cash), counted against the budget.
    valueFen: integer('value_fen').notNull(),
    // Published odds: weight / sum of the campaign's weights.
    weight: integer('weight').notNull(),
    // Stock; null for the losing tier, which never runs out.
    total: integer('total'),
    remaining: integer('remaining'),
    // Where a draw that lands here goes once this tier is out of stock; null: the losing tier.
    fallbackPosition: smallint('fallback_position'),
  },
  (table) => [
    unique('campaign_tiers_position_unique').on(table.campaignId, table.position),
    check(
      'campaign_tiers_prize_check',
      sql`${table.prize} in ('none', 'coupon', 'points', 'lucky_beans', 'cash_fen', 'capacity')`,
    ),
    check(
      'campaign_tiers_stock_check',
      sql`(${table.prize} = 'none' and ${table.total} is null and ${table.remaining} is null) or (${table.prize} <> 'none' and ${table.remaining} >= 0 and ${table.remaining} <= ${table.total})`,
    ),
    check(
      'campaign_tiers_values_check',
      sql`${table.weight} >= 0 and ${table.amount} >= 0 and ${table.valueFen} >= 0`,
    ),
    check(
      'campaign_tiers_coupon_check',
      sql`(${table.prize} = 'coupon') = (${table.couponTemplateId} is not null)`,
    ),
  ],
);

/** Quantities added after publication; the rules page lists each with its time. */
export const campaignTopups = pgTable(
  'campaign_topups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    tierId: integer('tier_id')
      .notNull()
      .references(() => campaignTiers.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('campaign_topups_campaign_idx').on(table.campaignId, table.at),
    check('campaign_topups_amount_check', sql`${table.amount} > 0`),
  ],
);

/** One attempt (a draw, a claim or a grab) and its outcome: the request id makes it once. */
export const campaignAttempts = pgTable(
  'campaign_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    // The tier the attempt ended on (after any fallback), or a grab's tier. Null only inside the
    // attempt's own transaction: the row is written first, so that a concurrent retry with the
    // same request id waits for it (the unique index) instead of being counted twice.
    tierId: integer('tier_id').references(() => campaignTiers.id, { onDelete: 'cascade' }),
    // What the draw first landed on when a fallback moved it (for the report); null otherwise.
    drawnTierId: integer('drawn_tier_id').references(() => campaignTiers.id, {
      onDelete: 'cascade',
    }),
    // The day (Asia/Shanghai) counted against the per-day limit.
    day: date('day', { mode: 'string' }).notNull(),
    // What was given: the ledger entry or the coupon (null for the losing tier or a pending grab).
    entryId: bigint('entry_id', { mode: 'number' }).references(() => valueEntries.id, {
      onDelete: 'set null',
    }),
    couponId: bigint('coupon_id', { mode: 'number' }).references(() => userCoupons.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('campaign_attempts_request_unique').on(table.campaignId, table.userId, table.requestId),
    index('campaign_attempts_tier_idx').on(table.tierId),
  ],
);

/** A user's attempts per campaign and day, raised only below the per-day limit. */
export const campaignUserDays = pgTable(
  'campaign_user_days',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    attempts: integer('attempts').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.userId, table.day] }),
    check('campaign_user_days_attempts_check', sql`${table.attempts} >= 1`),
  ],
);

/** A user's attempts in a campaign, raised only below the per-campaign limit. */
export const campaignUserTotals = pgTable(
  'campaign_user_totals',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.userId] }),
    check('campaign_user_totals_attempts_check', sql`${table.attempts} >= 1`),
  ],
);

/**
 * A unit held by a grab (a flash sale): taken from its tier's stock with the attempt, given when
 * the token is consumed (once), or returned to stock when the lock lapses unconsumed.
 */
export const campaignLocks = pgTable(
  'campaign_locks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    attemptId: bigint('attempt_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => campaignAttempts.id, { onDelete: 'cascade' }),
    // Handed to the grabbing user (a retry of the grab gets it again); only that user's session
    // can confirm with it, and only until `expiresAt`.
    token: varchar('token', { length: 43 }).notNull().unique(),
    tierId: integer('tier_id')
      .notNull()
      .references(() => campaignTiers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    index('campaign_locks_open_idx')
      .on(table.expiresAt)
      .where(sql`${table.consumedAt} is null and ${table.releasedAt} is null`),
    check(
      'campaign_locks_end_check',
      sql`${table.consumedAt} is null or ${table.releasedAt} is null`,
    ),
  ],
);
