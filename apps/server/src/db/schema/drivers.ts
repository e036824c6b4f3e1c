// A truck driver's verification profile (driver-service): identity, licence, vehicle and the
// certificate photos a reviewer checks. One row per driver user, created on the first save.
// An ID number and a plate belong to one driver at a time: unique indexes decide races (the ID
// number's on its keyed hash: the number itself is stored only sealed, ADR 036).

import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export type DriverState = 'not_started' | 'in_progress' | 'submitted' | 'approved' | 'rejected';
export interface DriverRejectReason {
  field: string;
  reason: string;
}

export const drivers = pgTable(
  'drivers',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 30 }),
    // The ID number, kept in full for the reviewer (who compares it with the photo) but only
    // sealed: AES-256-GCM under PII_KEY (src/security/pii.ts, `v1:` and base64). Drivers' answers
    // only ever show it masked.
    idCardCipher: text('id_card_cipher'),
    // Its keyed hash (identifierHash of kind `id_card`, upper case): one driver per ID number.
    idCardHash: varchar('id_card_hash', { length: 64 }).unique('drivers_id_card_hash_unique'),
    // The plaintext column of releases before migration 0029, never written now: the server
    // seals what an older release left in it when it starts (modules/drivers/id-card-vault.ts)
    // and empties it. Dropped in a later release.
    legacyIdCardNo: varchar('id_card_no', { length: 18 }),
    idCardFrontKey: varchar('id_card_front_key', { length: 200 }),
    idCardBackKey: varchar('id_card_back_key', { length: 200 }),
    licenceClass: varchar('licence_class', { length: 2 }),
    licenceImageKey: varchar('licence_image_key', { length: 200 }),
    // Calendar dates in China (UTC+8), as the documents print them.
    licenceExpiry: date('licence_expiry', { mode: 'string' }),
    vehicleLicenceImageKey: varchar('vehicle_licence_image_key', { length: 200 }),
    vehicleLicenceExpiry: date('vehicle_licence_expiry', { mode: 'string' }),
    // Normalised (upper case, no separators) before it is stored, so the index compares like with like.
    plateNumber: varchar('plate_number', { length: 10 }).unique('drivers_plate_number_unique'),
    vehicleType: varchar('vehicle_type', { length: 16 }),
    // Metres and tonnes exactly as entered (9.6, 17.5, 31.5): double precision, no rounding.
    vehicleLengthM: doublePrecision('vehicle_length_m'),
    loadTonnes: doublePrecision('load_tonnes'),
    state: varchar('state', { length: 16 }).$type<DriverState>().notNull().default('not_started'),
    // Per field, written by the reviewer on rejection; kept while the driver edits, cleared on submit.
    rejectReasons: jsonb('reject_reasons').$type<DriverRejectReason[]>().notNull().default([]),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'drivers_state_check',
      sql`${table.state} in ('not_started', 'in_progress', 'submitted', 'approved', 'rejected')`,
    ),
    check('drivers_vehicle_check', sql`${table.vehicleLengthM} > 0 and ${table.loadTonnes} > 0`),
  ],
);
