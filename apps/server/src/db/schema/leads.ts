// Recruitment leads: a shipper or driver who signed up on a SEM or ad landing page, with what they
// told us and the channel they came through (for the sales team and for channel reporting).

import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  real,
  smallint,
  timestamp,
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('leads_user_type_check', sql`${table.userType} in (1, 3)`),
    index('leads_channel_idx').on(table.channelId, table.createdAt),
  ],
);
