// The epidemic pages (docs/decisions/029-road-conditions-and-epidemic-information.md): road
// conditions drivers report and operators approve, the areas of raised risk, each place's travel
// rules and the operators' broadcasts. What must hold is held here:
// - a report's state and kind are the contract's; a published report has its publication time, a
//   rejected one its reason, a pending one no review; its city is in its province; at most three
//   photos (upload keys; the server checks they are the reporter's);
// - a listed risk area is medium or high (low is not listed), one row per city and area; each
//   province's last change of its list is kept apart, so that taking an area off still counts;
// - one travel policy per province and city (the province's own: city null), its city in it;
// - the public lists (a province's published reports, the broadcasts not withdrawn, both newest
//   publication first) and the counts of the map are found by index.

import type { RoadReportKind, RoadReportState } from '@freight/contract/endpoints/epidemic-values';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { operators } from './operators.ts';
import { users } from './users.ts';

/** Text as operators keep it: headings and paragraphs (the contract's `sectionsFromText`). */
export interface EpidemicSection {
  heading: string;
  paragraphs: string[];
}

export const roadReports = pgTable(
  'road_reports',
  {
    // An int4 id (the contract's ids stop at 2^31 - 1). The demo seed gives its reports fixed ids
    // below 1001; other reports are numbered from 1001.
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    // The reporter's own report: it goes with the account, as their uploads (its photos) do.
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // GB/T 2260 codes of the regions list; the province is the city's, kept for the lists.
    provinceCode: varchar('province_code', { length: 6 }).notNull(),
    cityCode: varchar('city_code', { length: 6 }).notNull(),
    road: varchar('road', { length: 30 }).notNull(),
    kind: varchar('kind', { length: 10 }).$type<RoadReportKind>().notNull(),
    // As written (trimmed, line breaks kept): text, never HTML; answers split it into paragraphs.
    text: varchar('text', { length: 300 }).notNull(),
    photoKeys: jsonb('photo_keys').$type<string[]>().notNull().default([]),
    // The key of the tap that sent it (the contract's `requestId`): a retry after a lost answer
    // repeats the first answer instead of storing it twice. Null for the demo seed's rows.
    requestId: varchar('request_id', { length: 64 }),
    state: varchar('state', { length: 10 }).$type<RoadReportState>().notNull().default('pending'),
    // The operator's reason when turned down or taken down; shown to the reporter only.
    rejectReason: varchar('reject_reason', { length: 200 }),
    // When it was sent: the 72-hour window of the public list counts from here.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    // The last decision: when and by whom (null for the demo seed's reports).
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => operators.id, {
      onDelete: 'restrict',
    }),
    // Set on approval and kept when a report is taken down (the list's keyset reads it).
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [
    unique('road_reports_request_unique').on(table.userId, table.requestId),
    check('road_reports_state_check', sql`${table.state} in ('pending', 'published', 'rejected')`),
    check(
      'road_reports_kind_check',
      sql`${table.kind} in ('checkpoint', 'closed', 'queue', 'open')`,
    ),
    check(
      'road_reports_place_check',
      sql`${table.provinceCode} ~ '^[0-9]{2}0000$' and ${table.cityCode} ~ '^[0-9]{6}$' and left(${table.cityCode}, 2) = left(${table.provinceCode}, 2)`,
    ),
    check(
      'road_reports_photo_keys_check',
      sql`case when jsonb_typeof(${table.photoKeys}) = 'array' then jsonb_array_length(${table.photoKeys}) <= 3 else false end`,
    ),
    check(
      'road_reports_review_check',
      sql`case ${table.state} when 'pending' then ${table.reviewedAt} is null and ${table.publishedAt} is null when 'published' then ${table.publishedAt} is not null and ${table.rejectReason} is null else ${table.rejectReason} is not null end`,
    ),
    // A province's published reports, newest publication first (the index read backwards, which
    // also serves the keyset's row comparison); the 72-hour window filters what it finds.
    index('road_reports_published_idx')
      .on(table.provinceCode, table.publishedAt, table.id)
      .where(sql`${table.state} = 'published'`),
    // A reporter's reports (newest first) and the day's submissions (the daily cap).
    index('road_reports_user_idx').on(table.userId, table.createdAt),
    // The operators' queue of a state, and the map's count of recent published reports.
    index('road_reports_state_idx').on(table.state, table.createdAt),
  ],
);

export const riskAreas = pgTable(
  'risk_areas',
  {
    cityCode: varchar('city_code', { length: 6 }).notNull(),
    // The district, town or street as the authorities name it (trimmed).
    area: varchar('area', { length: 40 }).notNull(),
    provinceCode: varchar('province_code', { length: 6 }).notNull(),
    // Low is not a row: a place not listed is low.
    level: varchar('level', { length: 6 }).$type<'medium' | 'high'>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'risk_areas_pkey', columns: [table.cityCode, table.area] }),
    check('risk_areas_level_check', sql`${table.level} in ('medium', 'high')`),
    check(
      'risk_areas_place_check',
      sql`${table.provinceCode} ~ '^[0-9]{2}0000$' and ${table.cityCode} ~ '^[0-9]{6}$' and left(${table.cityCode}, 2) = left(${table.provinceCode}, 2)`,
    ),
    index('risk_areas_province_idx').on(table.provinceCode),
  ],
);

/**
 * When an operator last changed a province's risk list, an area set back to low (its row deleted)
 * included: the pages say how fresh the list is.
 */
export const riskAreaChanges = pgTable(
  'risk_area_changes',
  {
    provinceCode: varchar('province_code', { length: 6 }).primaryKey(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('risk_area_changes_province_check', sql`${table.provinceCode} ~ '^[0-9]{2}0000$'`),
  ],
);

export const travelPolicies = pgTable(
  'travel_policies',
  {
    // The demo seed's policies have fixed ids below 1001 (the contract's example reads policy 1).
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    provinceCode: varchar('province_code', { length: 6 }).notNull(),
    // Null: the province's own rules.
    cityCode: varchar('city_code', { length: 6 }),
    title: varchar('title', { length: 60 }).notNull(),
    summary: varchar('summary', { length: 120 }).notNull(),
    // The operator's text (`#` headings) as written, for the console; the pages read `sections`.
    text: varchar('text', { length: 10000 }).notNull(),
    sections: jsonb('sections').$type<EpidemicSection[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // One per place: the province's own (city null) counts as one place too.
    unique('travel_policies_place_unique')
      .on(table.provinceCode, table.cityCode)
      .nullsNotDistinct(),
    check(
      'travel_policies_place_check',
      sql`${table.provinceCode} ~ '^[0-9]{2}0000$' and (${table.cityCode} is null or (${table.cityCode} ~ '^[0-9]{6}$' and left(${table.cityCode}, 2) = left(${table.provinceCode}, 2)))`,
    ),
    check(
      'travel_policies_sections_check',
      sql`case when jsonb_typeof(${table.sections}) = 'array' then jsonb_array_length(${table.sections}) between 1 and 20 else false end`,
    ),
  ],
);

export const epidemicBroadcasts = pgTable(
  'epidemic_broadcasts',
  {
    // The demo seed's broadcasts have fixed ids 1 to 3; others are numbered from 1001.
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    title: varchar('title', { length: 60 }).notNull(),
    summary: varchar('summary', { length: 120 }).notNull(),
    text: varchar('text', { length: 10000 }).notNull(),
    sections: jsonb('sections').$type<EpidemicSection[]>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    // Set once withdrawn: gone from the pages, kept for the console and the audit log.
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'epidemic_broadcasts_sections_check',
      sql`case when jsonb_typeof(${table.sections}) = 'array' then jsonb_array_length(${table.sections}) between 1 and 20 else false end`,
    ),
    // The public list: newest publication first, then the higher id; withdrawn ones left out.
    index('epidemic_broadcasts_published_idx')
      .on(table.publishedAt, table.id)
      .where(sql`${table.withdrawnAt} is null`),
  ],
);
