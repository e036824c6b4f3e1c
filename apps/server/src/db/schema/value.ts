// Value a user holds (issue 13, docs/decisions/013-ledgers-and-coupons.md): accounts per user and
// asset with append-only entries, the credits that expire (lots), coupon templates and the coupons
// users hold, and exchange offers with the exchanges made. The rules that must hold under any
// number of parallel requests and server instances live here as constraints:
// - a balance is never negative (check), and equals the sum of its account's entries (written in
//   one transaction with the entry, under the account's row lock);
// - an idempotency key is used once per account (entries), per user (coupons, exchanges);
// - a template's or an offer's stock never goes below zero or past its total.

import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const valueAccounts = pgTable(
  'value_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // 'points' | 'lucky_beans' | 'cash_fen' (the contract's VALUE_ASSETS).
    asset: varchar('asset', { length: 16 }).notNull(),
    // The sum of the account's entries, kept with them in one transaction.
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('value_accounts_user_asset_unique').on(table.userId, table.asset),
    check('value_accounts_balance_check', sql`${table.balance} >= 0`),
    check(
      'value_accounts_asset_check',
      sql`${table.asset} in ('points', 'lucky_beans', 'cash_fen')`,
    ),
  ],
);

export const valueEntries = pgTable(
  'value_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => valueAccounts.id, { onDelete: 'cascade' }),
    // Signed: credits positive, debits and expiries negative.
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    // The contract's ENTRY_REASONS and ENTRY_REF_KINDS.
    reason: varchar('reason', { length: 32 }).notNull(),
    refKind: varchar('ref_kind', { length: 16 }).notNull(),
    refId: varchar('ref_id', { length: 64 }).notNull(),
    // The caller's key: the same key on the same account is the same entry.
    idempotencyKey: varchar('idempotency_key', { length: 128 }).notNull(),
    // A credit that expires: the last day (Asia/Shanghai) it can be spent.
    expiresOn: date('expires_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('value_entries_key_unique').on(table.accountId, table.idempotencyKey),
    index('value_entries_account_idx').on(table.accountId, table.id),
    check('value_entries_amount_check', sql`${table.amount} <> 0`),
    check('value_entries_balance_check', sql`${table.balanceAfter} >= 0`),
    check('value_entries_expiry_check', sql`${table.expiresOn} is null or ${table.amount} > 0`),
  ],
);

/**
 * What is left of each credit that expires. Debits spend the soonest-expiring lots first, so the
 * amount an expiry entry takes is exactly what is left of its credit. Changed only under the
 * account's row lock, with the entries.
 */
export const valueLots = pgTable(
  'value_lots',
  {
    // The credit entry's id.
    entryId: bigint('entry_id', { mode: 'number' })
      .primaryKey()
      .references(() => valueEntries.id, { onDelete: 'cascade' }),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => valueAccounts.id, { onDelete: 'cascade' }),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    remaining: bigint('remaining', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('value_lots_account_idx').on(table.accountId, table.expiresOn),
    index('value_lots_expires_idx').on(table.expiresOn),
    check('value_lots_remaining_check', sql`${table.remaining} >= 0`),
  ],
);

export const couponTemplates = pgTable(
  'coupon_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Stable name for seeds and operators.
    slug: varchar('slug', { length: 64 }).notNull().unique(),
    titleZh: varchar('title_zh', { length: 100 }).notNull(),
    titleEn: varchar('title_en', { length: 100 }).notNull(),
    faceValueFen: integer('face_value_fen').notNull(),
    // The order amount from which it applies; 0: none.
    thresholdFen: integer('threshold_fen').notNull().default(0),
    // Validity: fixed dates (both set), or `validDays` days from the day of issue (Asia/Shanghai).
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    validDays: integer('valid_days'),
    // Who may hold it: 1 shipper, 3 driver, null anyone.
    userType: smallint('user_type'),
    // How many may be issued in all; null: no limit. `issued` counts them.
    totalStock: integer('total_stock'),
    issued: integer('issued').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('coupon_templates_value_check', sql`${table.faceValueFen} > 0`),
    check('coupon_templates_threshold_check', sql`${table.thresholdFen} >= 0`),
    check(
      'coupon_templates_validity_check',
      sql`(${table.validDays} is not null and ${table.validDays} > 0 and ${table.validFrom} is null and ${table.validUntil} is null) or (${table.validDays} is null and ${table.validFrom} < ${table.validUntil})`,
    ),
    check(
      'coupon_templates_user_type_check',
      sql`${table.userType} is null or ${table.userType} in (1, 3)`,
    ),
    check(
      'coupon_templates_stock_check',
      sql`${table.issued} >= 0 and (${table.totalStock} is null or ${table.issued} <= ${table.totalStock})`,
    ),
  ],
);

export const userCoupons = pgTable(
  'user_coupons',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplates.id, { onDelete: 'restrict' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The contract's COUPON_SOURCES, and what issued it (a campaign, an exchange, ...).
    source: varchar('source', { length: 16 }).notNull(),
    refId: varchar('ref_id', { length: 64 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 128 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    // Derived from the template at issue; past it the coupon is expired.
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('user_coupons_key_unique').on(table.userId, table.idempotencyKey),
    index('user_coupons_user_idx').on(table.userId, table.expiresAt),
    check('user_coupons_window_check', sql`${table.startsAt} < ${table.expiresAt}`),
  ],
);

export const exchangeOffers = pgTable(
  'exchange_offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: varchar('slug', { length: 64 }).notNull().unique(),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplates.id, { onDelete: 'restrict' }),
    // 'points' | 'lucky_beans'.
    costAsset: varchar('cost_asset', { length: 16 }).notNull(),
    costAmount: integer('cost_amount').notNull(),
    total: integer('total').notNull(),
    remaining: integer('remaining').notNull(),
    // Exchanges one user may make of this offer in all; null: no limit but the stock. Counted
    // under the user's account row lock (the exchange's debit), so it holds under parallel taps.
    perUserLimit: integer('per_user_limit'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('exchange_offers_cost_check', sql`${table.costAmount} > 0`),
    check(
      'exchange_offers_per_user_limit_check',
      sql`${table.perUserLimit} is null or ${table.perUserLimit} >= 1`,
    ),
    check('exchange_offers_asset_check', sql`${table.costAsset} in ('points', 'lucky_beans')`),
    check(
      'exchange_offers_remaining_check',
      sql`${table.remaining} >= 0 and ${table.remaining} <= ${table.total}`,
    ),
    check('exchange_offers_window_check', sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

export const exchanges = pgTable(
  'exchanges',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => exchangeOffers.id, { onDelete: 'restrict' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    // Set in the same transaction as the row, once the debit and the coupon exist.
    entryId: bigint('entry_id', { mode: 'number' }).references(() => valueEntries.id),
    couponId: bigint('coupon_id', { mode: 'number' }).references(() => userCoupons.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('exchanges_request_unique').on(table.userId, table.requestId),
    index('exchanges_offer_idx').on(table.offerId),
    // A user's exchanges (their list, an offer's per-user limit).
    index('exchanges_user_idx').on(table.userId, table.offerId),
  ],
);
