// Releases of the native apps (oms-service getAppCenter): one row per published version; the
// latest `released_at` per app is what the download pages offer. Operators add a row to publish,
// with the name and notes in Chinese and in English (the request's language picks one).

import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';

export const appReleases = pgTable(
  'app_releases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // 'customer' (shipper app), 'driver', 'zyd', 'broker', 'jj' (the contract's APPS).
    app: varchar('app', { length: 16 }).notNull(),
    // The name in the app stores (Chinese), and the English name English pages show beside it.
    appName: varchar('app_name', { length: 50 }).notNull(),
    appNameEn: varchar('app_name_en', { length: 50 }).notNull(),
    version: varchar('version', { length: 20 }).notNull(),
    // Installed versions below this must upgrade.
    minVersion: varchar('min_version', { length: 20 }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    releaseNotes: text('release_notes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // The same notes in English; empty: English pages show no notes (never the Chinese ones).
    releaseNotesEn: text('release_notes_en')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
    // null: not published for that platform.
    androidUrl: varchar('android_url', { length: 2048 }),
    iosUrl: varchar('ios_url', { length: 2048 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('app_releases_app_version_unique').on(table.app, table.version),
    index('app_releases_latest_idx').on(table.app, table.releasedAt.desc(), table.id.desc()),
    check(
      'app_releases_app_check',
      sql`${table.app} in ('customer', 'driver', 'zyd', 'broker', 'jj')`,
    ),
    check('app_releases_size_check', sql`${table.sizeBytes} >= 0`),
  ],
);
