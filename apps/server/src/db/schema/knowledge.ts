// The knowledge base (docs/decisions/026-knowledge-base.md): help articles operators keep for
// shippers and drivers, as structured text like the agreements (headings and paragraphs, never
// HTML), and the feedback people send about an article or about the platform in general.
// What must hold is held here:
// - an article's id is a slug, never `general` (the feedback subject that names no article), and
//   its category is one of the contract's KNOWLEDGE_CATEGORIES;
// - a feedback's ticket is derived from its id by the database, so it is unique and never reused;
// - feedback is counted per device and per user and China day (the daily cap): both are indexed.

import { sql } from 'drizzle-orm';
import { operators } from './operators.ts';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import type { KnowledgeCategory } from '@freight/contract/endpoints/knowledge';
import { users } from './users.ts';

export interface KnowledgeSection {
  heading: string;
  paragraphs: string[];
}

export const knowledgeArticles = pgTable(
  'knowledge_articles',
  {
    slug: varchar('slug', { length: 40 }).primaryKey(),
    // The contract's KNOWLEDGE_CATEGORIES.
    category: varchar('category', { length: 16 }).$type<KnowledgeCategory>().notNull(),
    title: varchar('title', { length: 60 }).notNull(),
    summary: varchar('summary', { length: 120 }).notNull(),
    // Structured text (headings and paragraphs), never HTML: pages render it as text.
    sections: jsonb('sections').$type<KnowledgeSection[]>().notNull(),
    // Only published articles are listed, shown and open to feedback.
    published: boolean('published').notNull().default(false),
    // The operators' order within a category (lower first).
    position: smallint('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'knowledge_articles_slug_check',
      sql`${table.slug} ~ '^[a-z0-9-]{1,40}$' and ${table.slug} <> 'general'`,
    ),
    check(
      'knowledge_articles_category_check',
      sql`${table.category} in ('shipping', 'driving', 'money', 'account')`,
    ),
    check(
      'knowledge_articles_sections_check',
      sql`case when jsonb_typeof(${table.sections}) = 'array' then jsonb_array_length(${table.sections}) between 1 and 20 else false end`,
    ),
  ],
);

export const knowledgeFeedback = pgTable(
  'knowledge_feedback',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // `FB` and the id, zero-padded to at least 8 digits (the contract's `^FB\d{8,12}$`): what the
    // person quotes to customer service. Not secret: it opens nothing.
    ticket: varchar('ticket', { length: 24 })
      .generatedAlwaysAs(sql`'FB' || lpad("id"::text, greatest(8, length("id"::text)), '0')`)
      .notNull()
      .unique('knowledge_feedback_ticket_unique'),
    // `general`, or the slug of the article it is about (kept if the article is later withdrawn).
    subject: varchar('subject', { length: 40 }).notNull(),
    helpful: varchar('helpful', { length: 3 }).$type<'yes' | 'no'>(),
    text: varchar('text', { length: 500 }).notNull(),
    // A number to call back on, when the person gave one.
    mobile: varchar('mobile', { length: 11 }),
    // The session's user when logged in; kept as null when the account goes.
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    // The request's X-Device-Id when well-formed (plugins/device-id.ts): keys the daily cap only.
    deviceId: varchar('device_id', { length: 64 }),
    // The key of the tap that sent it (the contract's `requestId`), unique over all feedback (96
    // random bits; a sender may have no account): a retry after a lost answer repeats the ticket.
    requestId: varchar('request_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    // The inbox (ADR 041): the contract's FEEDBACK_STATUSES, who took it, and the reply the
    // person reads on the feedback page (logged-in senders only), with who wrote it and when.
    status: varchar('status', { length: 16 }).notNull().default('new'),
    assigneeId: bigint('assignee_id', { mode: 'number' }).references(() => operators.id, {
      onDelete: 'set null',
    }),
    reply: varchar('reply', { length: 500 }),
    repliedBy: varchar('replied_by', { length: 80 }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (table) => [
    unique('knowledge_feedback_request_unique').on(table.requestId),
    check(
      'knowledge_feedback_status_check',
      sql`${table.status} in ('new', 'in_progress', 'answered', 'closed')`,
    ),
    // An answered one has its reply; a reply has its author and time.
    check(
      'knowledge_feedback_reply_check',
      sql`(${table.status} <> 'answered' or ${table.reply} is not null) and ((${table.reply} is null) = (${table.repliedAt} is null)) and ((${table.reply} is null) = (${table.repliedBy} is null))`,
    ),
    index('knowledge_feedback_status_idx').on(table.status, table.id),
    check('knowledge_feedback_subject_check', sql`${table.subject} ~ '^[a-z0-9-]{1,40}$'`),
    check(
      'knowledge_feedback_helpful_check',
      sql`${table.helpful} is null or ${table.helpful} in ('yes', 'no')`,
    ),
    check(
      'knowledge_feedback_mobile_check',
      sql`${table.mobile} is null or ${table.mobile} ~ '^1[0-9]{10}$'`,
    ),
    // The daily cap counts a device's (else a user's) rows since the China day began.
    index('knowledge_feedback_device_idx')
      .on(table.deviceId, table.createdAt)
      .where(sql`${table.deviceId} is not null`),
    index('knowledge_feedback_user_idx').on(table.userId, table.createdAt),
  ],
);
