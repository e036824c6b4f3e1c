// The cut-price and collect-words games (docs/decisions/030-cut-price-and-collect-words.md), on
// the campaigns of ADR 015: their prize is the campaign's one prize tier, given through the value
// core; their starts and draws are the campaign's attempts (request ids, per-day and per-campaign
// limits). Held here in the database, so that they hold across instances:
// - a cut holds one unit of the prize tier from its start until it finishes (the prize given) or
//   lapses (the unit returned, once: `released_at`); so for the prize tier,
//   total - remaining = prizes given + open cuts;
// - a cut's `cut_fen` never passes its target (check), and it is raised only under the cut's row
//   lock, one help at a time; a helper helps a cut once (unique), within a limit a day;
// - a user holds a count per character; a redemption takes one of each (never below zero) and is
//   once per user and campaign (unique).

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
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { campaignAttempts, campaignTiers, campaigns } from './campaigns.ts';
import { users } from './users.ts';

/** A cut-price campaign's terms, as the operator set them (frozen with the campaign). */
export const campaignCutTerms = pgTable(
  'campaign_cut_terms',
  {
    campaignId: integer('campaign_id')
      .primaryKey()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    targetFen: integer('target_fen').notNull(),
    minCutFen: integer('min_cut_fen').notNull(),
    maxCutFen: integer('max_cut_fen').notNull(),
    hours: smallint('hours').notNull(),
    helpsPerDay: smallint('helps_per_day').notNull(),
  },
  (table) => [
    check(
      'campaign_cut_terms_bounds_check',
      sql`${table.minCutFen} >= 1 and ${table.minCutFen} <= ${table.maxCutFen} and ${table.maxCutFen} <= ${table.targetFen}`,
    ),
    check(
      'campaign_cut_terms_limits_check',
      sql`${table.hours} between 1 and 168 and ${table.helpsPerDay} between 1 and 100`,
    ),
  ],
);

/** One cut: a starter's attempt, the prize unit it holds, and what friends have cut so far. */
export const campaignCuts = pgTable(
  'campaign_cuts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    // The start (its request id, the starter's limits); its entry or coupon once finished.
    attemptId: bigint('attempt_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => campaignAttempts.id, { onDelete: 'cascade' }),
    starterId: bigint('starter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tierId: integer('tier_id')
      .notNull()
      .references(() => campaignTiers.id, { onDelete: 'cascade' }),
    // The share link's secret: knowing it is what lets a friend help.
    token: varchar('token', { length: 43 }).notNull().unique(),
    targetFen: integer('target_fen').notNull(),
    cutFen: integer('cut_fen').notNull().default(0),
    helpers: integer('helpers').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // The help that reached the target (the prize given in its transaction).
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    // Lapsed unfinished: its unit went back to the tier's stock (once).
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    index('campaign_cuts_starter_idx').on(table.campaignId, table.starterId, table.id),
    index('campaign_cuts_open_idx')
      .on(table.expiresAt)
      .where(sql`${table.finishedAt} is null and ${table.releasedAt} is null`),
    check(
      'campaign_cuts_amount_check',
      sql`${table.cutFen} >= 0 and ${table.cutFen} <= ${table.targetFen} and ${table.helpers} >= 0`,
    ),
    check(
      'campaign_cuts_end_check',
      sql`${table.finishedAt} is null or ${table.releasedAt} is null`,
    ),
    check(
      'campaign_cuts_finished_check',
      sql`(${table.finishedAt} is not null) = (${table.cutFen} = ${table.targetFen})`,
    ),
  ],
);

/** One helper's cut on a cut: once per helper and cut, and once per helper's request id. */
export const campaignCutHelps = pgTable(
  'campaign_cut_helps',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    cutId: bigint('cut_id', { mode: 'number' })
      .notNull()
      .references(() => campaignCuts.id, { onDelete: 'cascade' }),
    helperId: bigint('helper_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    amountFen: integer('amount_fen').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('campaign_cut_helps_helper_unique').on(table.cutId, table.helperId),
    unique('campaign_cut_helps_request_unique').on(table.helperId, table.requestId),
    check('campaign_cut_helps_amount_check', sql`${table.amountFen} > 0`),
  ],
);

/** A helper's cuts per campaign and day (Asia/Shanghai), raised only below the terms' limit. */
export const campaignCutHelperDays = pgTable(
  'campaign_cut_helper_days',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    helperId: bigint('helper_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    helps: integer('helps').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.helperId, table.day] }),
    check('campaign_cut_helper_days_helps_check', sql`${table.helps} >= 1`),
  ],
);

/** A collect-words campaign's characters, in the phrase's order, with their published weights. */
export const campaignWords = pgTable(
  'campaign_words',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    char: varchar('char', { length: 4 }).notNull(),
    weight: integer('weight').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.position] }),
    unique('campaign_words_char_unique').on(table.campaignId, table.char),
    check('campaign_words_weight_check', sql`${table.weight} >= 1 and ${table.position} >= 0`),
  ],
);

/** The characters a user holds, by position: raised by a draw, lowered by the redemption. */
export const campaignWordCards = pgTable(
  'campaign_word_cards',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.userId, table.position] }),
    check('campaign_word_cards_count_check', sql`${table.count} >= 0`),
  ],
);

/** What a draw gave (so that a retry of its request id answers the same character). */
export const campaignWordDraws = pgTable('campaign_word_draws', {
  attemptId: bigint('attempt_id', { mode: 'number' })
    .primaryKey()
    .references(() => campaignAttempts.id, { onDelete: 'cascade' }),
  position: smallint('position').notNull(),
});

/** A redemption of a full set: once per user and campaign; its attempt holds what was given. */
export const campaignWordRedemptions = pgTable(
  'campaign_word_redemptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attemptId: bigint('attempt_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => campaignAttempts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique('campaign_word_redemptions_user_unique').on(table.campaignId, table.userId)],
);
