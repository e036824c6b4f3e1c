// Recruitment leads: a shipper or driver who signed up on a SEM or ad landing page, with what they
// told us and the channel they came through (for the sales team and for channel reporting).

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  real,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { type UserType, users } from './users.ts';

export const leads = pgTable(
  'leads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    userType: smallint('user_type').$type<UserType>().notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    cityCode: varchar('city_code', { length: 6 }).notNull(),
    source: varchar('source', { length: 20 }).notNull(),
    company: varchar('company', { length: 50 }),
    cargoType: varchar('cargo_type', { length: 20 }),
    vehicleType: varchar('vehicle_type', { length: 20 }),
    vehicleLengthM: real('vehicle_length_m'),
    plateNumber: varchar('plate_number', { length: 10 }),
    color: varchar('color', { length: 20 }),
    channelId: varchar('channel_id', { length: 64 }),
    shareUserId: varchar('share_user_id', { length: 64 }),
    // The sign-up's key (the contract's `requestId`) and a keyed digest of what was sent under it,
    // the SMS code included: a retry after a lost answer, with the same code, is answered as this
    // lead while the code would still have been alive (modules/recruitment/routes.ts). Null on
    // leads stored before keys.
    requestId: varchar('request_id', { length: 64 }),
    requestDigest: varchar('request_digest', { length: 64 }),
    /** The sign-up registered the number (it was not a user yet). */
    newUser: boolean('new_user').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('leads_user_type_check', sql`${table.userType} in (1, 3)`),
    index('leads_channel_idx').on(table.channelId, table.createdAt),
    // Over all leads: the sender has no account to scope it by before the sign-up.
    unique('leads_request_unique').on(table.requestId),
  ],
);
