// Shippers (user type 1) and truck drivers (user type 3), identified by their mobile number
// (login is by mobile and SMS code, docs/design.md §4). Other domains reference users.id.

import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

export const USER_TYPE = { shipper: 1, driver: 3 } as const;
export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];

export const users = pgTable(
  'users',
  {
    // bigint in mode 'number': ids stay JS numbers (safe to 2^53) on both drivers.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // Null once the person has left (their account deleted, modules/users/leaving.ts): the row
    // stays as a tombstone so that ledgers, referrals and the audit log keep their references,
    // and the number is free to register again.
    mobile: varchar('mobile', { length: 11 }).unique(),
    userType: smallint('user_type').$type<UserType>().notNull(),
    // Unknown until the user fills in a profile or passes identity verification.
    name: varchar('name', { length: 50 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // When the account was deleted, by the person or by an operator on their request.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    check('users_user_type_check', sql`${table.userType} in (1, 3)`),
    // Mainland mobile numbers: 11 digits starting with 1; stops malformed keys reaching the table.
    check('users_mobile_check', sql`${table.mobile} ~ '^1[0-9]{10}$'`),
    // A live account has its number; a tombstone has none.
    check(
      'users_tombstone_check',
      sql`(${table.deletedAt} is null) = (${table.mobile} is not null)`,
    ),
  ],
);
