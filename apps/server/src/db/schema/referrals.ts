// Referrals (issue 13, docs/decisions/016-referrals.md): programmes (settings of a campaign of kind
// 'referral'), the referrals an inviter brings, and the rows the anti-fraud rules read. What must
// hold under parallel requests and several instances is held here:
// - an invitee is referred once per programme (unique index);
// - an inviter's accepted referrals per day never pass the cap unseen (a counter row raised only
//   below the cap: the referral beyond it is stored withheld);
// - a referral is paid once: its state moves by conditional UPDATEs, and its ledger entries carry
//   the keys `referral:<id>:inviter` / `:invitee`.

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { campaigns } from './campaigns.ts';
import { users } from './users.ts';
import { valueEntries } from './value.ts';

/** A programme's rules; its window, audience, titles and rules text are its campaign's. */
export const referralProgrammes = pgTable(
  'referral_programmes',
  {
    campaignId: integer('campaign_id')
      .primaryKey()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    // The share link's `type` (INVITE_TYPES, packages/contract/src/endpoints/referral-values.ts).
    inviteType: smallint('invite_type').notNull(),
    // The contract's QUALIFY_EVENTS.
    qualifyEvent: varchar('qualify_event', { length: 32 }).notNull(),
    // The invitee's user type the programme is for; null: either.
    inviteeUserType: smallint('invitee_user_type'),
    inviterRewardAsset: varchar('inviter_reward_asset', { length: 16 }).notNull(),
    inviterRewardAmount: integer('inviter_reward_amount').notNull(),
    inviteeRewardAsset: varchar('invitee_reward_asset', { length: 16 }),
    inviteeRewardAmount: integer('invitee_reward_amount'),
    // Referrals an inviter may bring per day (Asia/Shanghai); those beyond are withheld.
    dailyCap: integer('daily_cap').notNull(),
    tokenTtlDays: integer('token_ttl_days').notNull(),
    // Days a registered referral may take to qualify.
    expiryDays: integer('expiry_days').notNull(),
  },
  (table) => [
    check('referral_programmes_type_check', sql`${table.inviteType} between 1 and 9`),
    check(
      'referral_programmes_event_check',
      sql`${table.qualifyEvent} in ('shipment_completed', 'verification_approved')`,
    ),
    check(
      'referral_programmes_invitee_type_check',
      sql`${table.inviteeUserType} is null or ${table.inviteeUserType} in (1, 3)`,
    ),
    check(
      'referral_programmes_reward_check',
      sql`${table.inviterRewardAsset} in ('points', 'lucky_beans', 'cash_fen') and ${table.inviterRewardAmount} > 0 and ((${table.inviteeRewardAsset} is null and ${table.inviteeRewardAmount} is null) or (${table.inviteeRewardAsset} in ('points', 'lucky_beans', 'cash_fen') and ${table.inviteeRewardAmount} > 0))`,
    ),
    check(
      'referral_programmes_days_check',
      sql`${table.dailyCap} >= 1 and ${table.tokenTtlDays} between 1 and 365 and ${table.expiryDays} between 1 and 365`,
    ),
  ],
);

export const referrals = pgTable(
  'referrals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    programmeId: integer('programme_id')
      .notNull()
      .references(() => referralProgrammes.campaignId, { onDelete: 'cascade' }),
    inviterUserId: bigint('inviter_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeUserId: bigint('invitee_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The contract's REFERRAL_STATES; `reason` (REFERRAL_WITHHOLDINGS) only when withheld.
    state: varchar('state', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 32 }),
    // The day (Asia/Shanghai) counted against the inviter's daily cap.
    day: date('day', { mode: 'string' }).notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    qualifiedAt: timestamp('qualified_at', { withTimezone: true }),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    // The last day (Asia/Shanghai) the inviter reminded the invitee; one reminder a day.
    remindedOn: date('reminded_on', { mode: 'string' }),
    inviterEntryId: bigint('inviter_entry_id', { mode: 'number' }).references(
      () => valueEntries.id,
      { onDelete: 'set null' },
    ),
    inviteeEntryId: bigint('invitee_entry_id', { mode: 'number' }).references(
      () => valueEntries.id,
      { onDelete: 'set null' },
    ),
  },
  (table) => [
    unique('referrals_invitee_unique').on(table.programmeId, table.inviteeUserId),
    index('referrals_inviter_idx').on(table.inviterUserId, table.id),
    index('referrals_invitee_idx').on(table.inviteeUserId),
    index('referrals_open_idx')
      .on(table.expiresAt)
      .where(sql`${table.state} in ('registered', 'qualified')`),
    check(
      'referrals_state_check',
      sql`${table.state} in ('registered', 'qualified', 'rewarded', 'expired', 'withheld')`,
    ),
    check(
      'referrals_reason_check',
      sql`(${table.state} = 'withheld') = (${table.reason} is not null)`,
    ),
    check('referrals_self_check', sql`${table.inviterUserId} <> ${table.inviteeUserId}`),
    check(
      'referrals_rewarded_check',
      sql`(${table.state} = 'rewarded') = (${table.rewardedAt} is not null)`,
    ),
  ],
);

/** An inviter's accepted referrals per programme and day, raised only below the daily cap. */
export const referralInviterDays = pgTable(
  'referral_inviter_days',
  {
    programmeId: integer('programme_id')
      .notNull()
      .references(() => referralProgrammes.campaignId, { onDelete: 'cascade' }),
    inviterUserId: bigint('inviter_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    accepted: integer('accepted').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.programmeId, table.inviterUserId, table.day] }),
    check('referral_inviter_days_accepted_check', sql`${table.accepted} >= 1`),
  ],
);

/**
 * What identifies a person, seen on each account (mobile, device id, WeChat openid, ID-card
 * number), kept as sha256 of `kind:value`, never the value: two accounts sharing a key are one
 * person to the referral rules. Kept when the account later changes (a freed ID number, a new
 * phone), so that history still counts.
 */
export const referralPersonKeys = pgTable(
  'referral_person_keys',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    // 'mobile' | 'device' | 'openid' | 'id_card': which rule matched, for operators.
    kind: varchar('kind', { length: 8 }).notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    // True when key_hash is keyed (HMAC under PII_KEY, ADR 036); false for a row hashed the old
    // way (plain sha256, before migration 0029, or by an older release still running), which the
    // server re-keys in place when it starts. Written true by every insert of this release.
    keyed: boolean('keyed').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.keyHash] }),
    index('referral_person_keys_hash_idx').on(table.keyHash),
  ],
);

/** Refused acceptances of a programme's links, for its funnel (no referral is written for them). */
export const referralRefusals = pgTable(
  'referral_refusals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    programmeId: integer('programme_id')
      .notNull()
      .references(() => referralProgrammes.campaignId, { onDelete: 'cascade' }),
    inviterUserId: bigint('inviter_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeUserId: bigint('invitee_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The contract's REFERRAL_REFUSALS.
    reason: varchar('reason', { length: 32 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('referral_refusals_programme_idx').on(table.programmeId, table.reason)],
);
