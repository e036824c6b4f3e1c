// The party-building area (docs/decisions/028-party-building.md): posts by users (drivers and
// shippers) about their party branch's activities, shown to everyone once an operator has
// approved them. What must hold is held here:
// - a post's state is one of the contract's PARTY_POST_STATES; a published post has its
//   publication time, a rejected one its reason, a pending one no review;
// - its photos are a list of at most three upload keys (the server checks they are the author's);
// - the published list (newest publication first), an author's posts and the day's submissions
//   (the daily cap), and the operators' queue by state are found by index.

import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import type { PartyPostState } from '@freight/contract/endpoints/party-values';
import { operators } from './operators.ts';
import { users } from './users.ts';

export const partyPosts = pgTable(
  'party_posts',
  {
    // An int4 id (the contract's `partyPostId` stops at 2^31 - 1). The demo seed gives its posts
    // fixed ids below 1001 (the contract's example reads post 1); other posts are numbered from 1001.
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    // The author's own post: it goes with the account, as their uploads (its photos) do.
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 40 }).notNull(),
    // As written (trimmed, line breaks kept): text, never HTML; answers split it into paragraphs.
    text: varchar('text', { length: 1000 }).notNull(),
    // Keys of the author's uploads, in the order shown.
    photoKeys: jsonb('photo_keys').$type<string[]>().notNull().default([]),
    // The key of the tap that sent it (the contract's `requestId`): a retry after a lost answer
    // repeats the first answer instead of storing it twice. Null for the demo seed's rows.
    requestId: varchar('request_id', { length: 64 }),
    state: varchar('state', { length: 10 }).$type<PartyPostState>().notNull().default('pending'),
    // The operator's reason when turned down or taken down; shown to the author only.
    rejectReason: varchar('reject_reason', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    // The last decision: when and by whom (null for the demo seed's posts).
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => operators.id, {
      onDelete: 'restrict',
    }),
    // Set on approval and kept when a post is taken down (the list's keyset reads it).
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [
    unique('party_posts_request_unique').on(table.userId, table.requestId),
    check('party_posts_state_check', sql`${table.state} in ('pending', 'published', 'rejected')`),
    check(
      'party_posts_photo_keys_check',
      sql`case when jsonb_typeof(${table.photoKeys}) = 'array' then jsonb_array_length(${table.photoKeys}) <= 3 else false end`,
    ),
    check(
      'party_posts_review_check',
      sql`case ${table.state} when 'pending' then ${table.reviewedAt} is null and ${table.publishedAt} is null when 'published' then ${table.publishedAt} is not null and ${table.rejectReason} is null else ${table.rejectReason} is not null end`,
    ),
    // The public list: published posts, newest publication first, then the higher id (the index
    // read backwards, which also serves the keyset's row comparison).
    index('party_posts_published_idx')
      .on(table.publishedAt, table.id)
      .where(sql`${table.state} = 'published'`),
    // An author's posts (newest first) and the day's submissions (the daily cap).
    index('party_posts_user_idx').on(table.userId, table.createdAt),
    // The operators' queue of a state.
    index('party_posts_state_idx').on(table.state, table.createdAt),
  ],
);
