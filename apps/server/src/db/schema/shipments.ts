// Flash-sale vehicle lines and shipments (issue 15). A line adds the route, the truck and the
// prices to a campaign of kind `seckill` whose one tier (prize `capacity`) is its stock of trucks:
// grabbing holds a unit under the value core's lock (campaign_locks), and publishing a shipment
// consumes that lock, once (`lock_id` unique). A shipment copies what it needs of its line, so it
// reads the same whatever happens to the line later.

import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { campaignLocks, campaigns, campaignTiers } from './campaigns.ts';
import { users } from './users.ts';

export const flashSaleLines = pgTable(
  'flash_sale_lines',
  {
    campaignId: integer('campaign_id')
      .primaryKey()
      .references(() => campaigns.id),
    tierId: integer('tier_id')
      .notNull()
      .unique()
      .references(() => campaignTiers.id),
    // Both ends are cities (GB/T 2260, six digits) with their names as shown.
    originCode: varchar('origin_code', { length: 6 }).notNull(),
    originName: varchar('origin_name', { length: 40 }).notNull(),
    destinationCode: varchar('destination_code', { length: 6 }).notNull(),
    destinationName: varchar('destination_name', { length: 40 }).notNull(),
    vehicleType: varchar('vehicle_type', { length: 16 }).notNull(),
    // Length in decimetres (9.6 m is 96): lengths are sold in tenths of a metre.
    vehicleLengthDm: integer('vehicle_length_dm').notNull(),
    maxLoadKg: integer('max_load_kg').notNull(),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    priceFen: integer('price_fen').notNull(),
    originalPriceFen: integer('original_price_fen').notNull(),
  },
  (table) => [
    check(
      'flash_sale_lines_values_check',
      sql`${table.vehicleLengthDm} > 0 and ${table.maxLoadKg} > 0 and ${table.priceFen} >= 0 and ${table.priceFen} <= ${table.originalPriceFen}`,
    ),
  ],
);

export const shipments = pgTable(
  'shipments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // What links and GET /api/shipments/detail name a shipment by: 128 random bits as hex, so
    // that nobody reads the board by counting ids (issue 42 item 16). The id stays for the steps,
    // which check the caller's part in the shipment.
    ref: varchar('ref', { length: 32 })
      .notNull()
      .unique('shipments_ref_unique')
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    shipperUserId: bigint('shipper_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    lineId: integer('line_id').references(() => flashSaleLines.campaignId),
    // The grab this shipment consumed: one shipment per lock, however often publish is sent.
    lockId: bigint('lock_id', { mode: 'number' })
      .unique()
      .references(() => campaignLocks.id),
    state: varchar('state', { length: 16 }).notNull(),
    originCode: varchar('origin_code', { length: 6 }).notNull(),
    originName: varchar('origin_name', { length: 40 }).notNull(),
    destinationCode: varchar('destination_code', { length: 6 }).notNull(),
    destinationName: varchar('destination_name', { length: 40 }).notNull(),
    vehicleType: varchar('vehicle_type', { length: 16 }).notNull(),
    vehicleLengthDm: integer('vehicle_length_dm').notNull(),
    // [{ kind, regionCode, regionName, placeName?, address }], checked by the contract.
    stops: jsonb('stops').notNull(),
    loadDate: date('load_date', { mode: 'string' }).notNull(),
    goodsName: varchar('goods_name', { length: 20 }).notNull(),
    weightKg: integer('weight_kg').notNull(),
    // Tenths of a cubic metre (30.5 m³ is 305).
    volumeTenthsM3: integer('volume_tenths_m3').notNull(),
    packaging: varchar('packaging', { length: 16 }).notNull(),
    remarks: text('remarks'),
    // { name, mobile, regionCode, regionName, address }: the consignee.
    receipt: jsonb('receipt').notNull(),
    priceFen: integer('price_fen').notNull(),
    driverUserId: bigint('driver_user_id', { mode: 'number' }).references(() => users.id),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    index('shipments_shipper_idx').on(table.shipperUserId, table.id),
    index('shipments_driver_idx').on(table.driverUserId),
    check(
      'shipments_state_check',
      sql`${table.state} in ('published', 'taken', 'completed', 'cancelled')`,
    ),
    // Each state has what it needs: a taker once taken, a completion once completed.
    check(
      'shipments_steps_check',
      sql`(${table.state} = 'published') = (${table.driverUserId} is null and ${table.cancelledAt} is null) and (${table.state} = 'completed') = (${table.completedAt} is not null) and (${table.state} = 'cancelled') = (${table.cancelledAt} is not null)`,
    ),
    check(
      'shipments_values_check',
      sql`${table.weightKg} > 0 and ${table.volumeTenthsM3} > 0 and ${table.priceFen} >= 0`,
    ),
  ],
);
