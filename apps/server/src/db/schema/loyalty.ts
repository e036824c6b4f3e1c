// Loyalty (issue 17, docs/decisions/022-loyalty.md): the tasks (settings of a campaign of kind
// `task`: what is counted, how many, in which period), the grades of each user type with their
// published thresholds and the rights they unlock, each user's current grade and the record of its
// changes. Sign-ins are campaigns of kind `sign_in` and need no table of their own: a day signed is
// the user's row in campaign_user_days. What must hold is held here:
// - a task counts one of the contract's TASK_METRICS in one of its TASK_PERIODS (checks);
// - a user type's grades have distinct, increasing thresholds (unique per user type and count),
//   and every right belongs to a grade of its user type (foreign key);
// - a user's grade is one row, changed under its row lock with the record of the change.

import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
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
import { campaigns } from './campaigns.ts';
import { users } from './users.ts';

/** A task's rules; its window, audience, titles, description and reward are its campaign's. */
export const loyaltyTasks = pgTable(
  'loyalty_tasks',
  {
    campaignId: integer('campaign_id')
      .primaryKey()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    // The contract's TASK_METRICS.
    metric: varchar('metric', { length: 32 }).notNull(),
    // Counted in the period, from which the reward may be claimed.
    target: integer('target').notNull(),
    // The contract's TASK_PERIODS: 'day', 'week' (Monday to Sunday), 'once'.
    period: varchar('period', { length: 8 }).notNull(),
  },
  (table) => [
    check(
      'loyalty_tasks_metric_check',
      sql`${table.metric} in ('sign_in_days', 'shipments_published', 'shipments_completed', 'referrals_qualified', 'exchanges')`,
    ),
    check('loyalty_tasks_target_check', sql`${table.target} between 1 and 10000`),
    check('loyalty_tasks_period_check', sql`${table.period} in ('day', 'week', 'once')`),
  ],
);

/** The published grades of a user type: a grade holds from `min_count` counted completions. */
export const gradeLevels = pgTable(
  'grade_levels',
  {
    userType: smallint('user_type').notNull(),
    level: smallint('level').notNull(),
    nameZh: varchar('name_zh', { length: 40 }).notNull(),
    nameEn: varchar('name_en', { length: 40 }).notNull(),
    minCount: integer('min_count').notNull(),
    // The version an operator's change names (optimistic lock, ADR 046).
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // When and by whom an operator last edited it; set: the seed leaves its words alone (ADR 046).
    editedAt: timestamp('edited_at', { withTimezone: true }),
    editedBy: varchar('edited_by', { length: 80 }),
  },
  (table) => [
    primaryKey({ columns: [table.userType, table.level] }),
    unique('grade_levels_threshold_unique').on(table.userType, table.minCount),
    check('grade_levels_user_type_check', sql`${table.userType} in (1, 3)`),
    check('grade_levels_level_check', sql`${table.level} between 1 and 20`),
    // The first grade holds from nothing: every user has a grade.
    check(
      'grade_levels_min_count_check',
      sql`${table.minCount} >= 0 and (${table.level} <> 1 or ${table.minCount} = 0)`,
    ),
  ],
);

/** What a grade unlocks (the higher grades keep it), in both languages. */
export const gradeRights = pgTable(
  'grade_rights',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userType: smallint('user_type').notNull(),
    // The grade that unlocks it.
    level: smallint('level').notNull(),
    // Stable name for seeds and the rights' detail pages.
    slug: varchar('slug', { length: 40 }).notNull(),
    titleZh: varchar('title_zh', { length: 60 }).notNull(),
    titleEn: varchar('title_en', { length: 60 }).notNull(),
    summaryZh: varchar('summary_zh', { length: 200 }).notNull(),
    summaryEn: varchar('summary_en', { length: 200 }).notNull(),
    detailZh: text('detail_zh').notNull(),
    detailEn: text('detail_en').notNull(),
    // Order within its grade.
    position: smallint('position').notNull(),
    // The version an operator's change names (optimistic lock, ADR 046).
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // When and by whom an operator last edited it; set: the seed leaves its words alone (ADR 046).
    editedAt: timestamp('edited_at', { withTimezone: true }),
    editedBy: varchar('edited_by', { length: 80 }),
    // Retired by an operator: no longer shown (its slug stays taken, so the seed never revives it).
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (table) => [
    unique('grade_rights_slug_unique').on(table.userType, table.slug),
    foreignKey({
      name: 'grade_rights_level_fk',
      columns: [table.userType, table.level],
      foreignColumns: [gradeLevels.userType, gradeLevels.level],
    }).onDelete('cascade'),
    check('grade_rights_slug_check', sql`${table.slug} ~ '^[a-z0-9-]{2,40}$'`),
    check(
      'grade_rights_detail_check',
      sql`char_length(${table.detailZh}) between 1 and 2000 and char_length(${table.detailEn}) between 1 and 2000`,
    ),
  ],
);

/** A user's grade as last recorded (at each completion that counts for it). */
export const userGrades = pgTable(
  'user_grades',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    count: integer('count').notNull(),
    // When the level last changed; null: never (still the grade a user starts with).
    changedAt: timestamp('changed_at', { withTimezone: true }),
  },
  (table) => [
    check('user_grades_values_check', sql`${table.level} between 1 and 20 and ${table.count} >= 0`),
  ],
);

/** Every change of a user's grade, with the count that made it. */
export const gradeChanges = pgTable(
  'grade_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromLevel: smallint('from_level').notNull(),
    toLevel: smallint('to_level').notNull(),
    count: integer('count').notNull(),
    // The contract's GRADE_BASES.
    basis: varchar('basis', { length: 24 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('grade_changes_user_idx').on(table.userId, table.id),
    check(
      'grade_changes_levels_check',
      sql`${table.fromLevel} between 0 and 20 and ${table.toLevel} between 1 and 20 and ${table.fromLevel} <> ${table.toLevel} and ${table.count} >= 0`,
    ),
    check(
      'grade_changes_basis_check',
      sql`${table.basis} in ('completed_shipments', 'carried_loads')`,
    ),
  ],
);
