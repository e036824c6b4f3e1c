// Content-Security-Policy violation reports sent by browsers (report-only first, so the policy can
// be enforced once the pages show none).

import { bigint, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const cspReports = pgTable('csp_reports', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  documentUri: varchar('document_uri', { length: 2048 }),
  violatedDirective: varchar('violated_directive', { length: 200 }),
  blockedUri: varchar('blocked_uri', { length: 2048 }),
  raw: jsonb('raw').notNull(),
  userAgent: text('user_agent'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
