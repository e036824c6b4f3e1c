// Agreements shown to shippers, drivers and agents: every version is kept (what a user agreed to
// must stay readable); the newest version in effect is the one pages show.

import { date, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

export interface AgreementSection {
  heading: string;
  paragraphs: string[];
}

export const agreements = pgTable(
  'agreements',
  {
    slug: varchar('slug', { length: 40 }).notNull(),
    version: integer('version').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    // Structured text (headings and paragraphs), never HTML: pages render it as text.
    sections: jsonb('sections').$type<AgreementSection[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.slug, table.version] })],
);
