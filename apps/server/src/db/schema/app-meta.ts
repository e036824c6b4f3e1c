// Small facts about the database itself, kept beside the data so that every server instance on the
// same database agrees on them: e.g. which version of each seed has been loaded.

import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
