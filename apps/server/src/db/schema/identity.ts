// Login by mobile number and SMS code, and the sessions it opens (docs/design.md §4). Codes and session
// ids are stored only as hashes: a leaked table logs nobody in.

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const sessions = pgTable(
  'sessions',
  {
    // sha256 (hex) of the random id in the cookie.
    idHash: varchar('id_hash', { length: 64 }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The XSRF token bound to this session (docs/design.md §3); rotated at login.
    xsrfToken: varchar('xsrf_token', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

/** The one live code per mobile number: a new code replaces the previous one. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    mobile: varchar('mobile', { length: 11 }).primaryKey(),
    // HMAC-SHA256 (hex) of mobile and code under the server's pepper.
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    // A used code stays until it expires or a new one replaces it, with the key (the contract's
    // `requestId`) of the log-in that used it: that log-in sent again after a lost answer, with
    // the same code, logs in again (sms-codes.ts). `registered`: that log-in made the account.
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: varchar('used_by', { length: 64 }),
    registered: boolean('registered').notNull().default(false),
  },
  (table) => [
    index('sms_codes_expires_at_idx').on(table.expiresAt),
    check('sms_codes_failed_attempts_check', sql`${table.failedAttempts} >= 0`),
  ],
);

/** The embedded SMS stand-in's "sent" messages, read at the dev-only /dev/sms-outbox. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sms_outbox_mobile_id_idx').on(table.mobile, table.id),
    // Purged after RETENTION_SMS_RECORDS_DAYS, oldest first (ADR 038).
    index('sms_outbox_created_at_idx').on(table.createdAt),
  ],
);
