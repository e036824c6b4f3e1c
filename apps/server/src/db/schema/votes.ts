// Driver votes (vote-service), e.g. "the best driver of the year": a vote runs in a time window,
// has candidates, and each driver may cast one ballot per vote per (China) day. The unique index
// on ballots is the rule; the per-candidate counter is kept in the same transaction.

import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const votes = pgTable(
  'votes',
  {
    // integer: the contract's ids are 32-bit.
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Stable name for seeds (`ON CONFLICT DO NOTHING`) and operators.
    slug: varchar('slug', { length: 64 }).notNull().unique(),
    title: varchar('title', { length: 100 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('votes_window_check', sql`${table.startsAt} < ${table.endsAt}`)],
);

export const voteCandidates = pgTable(
  'vote_candidates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    voteId: integer('vote_id')
      .notNull()
      .references(() => votes.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    // Display order; results keep it so that the list does not jump while votes come in.
    position: integer('position').notNull(),
    // Ballots for this candidate: incremented with each ballot insert, in the same transaction.
    votes: integer('votes').notNull().default(0),
  },
  (table) => [
    unique('vote_candidates_vote_position_unique').on(table.voteId, table.position),
    // Lets ballots reference (candidate, vote) together: a ballot's candidate is of its vote.
    unique('vote_candidates_id_vote_unique').on(table.id, table.voteId),
    check('vote_candidates_votes_check', sql`${table.votes} >= 0`),
  ],
);

export const voteBallots = pgTable(
  'vote_ballots',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    voteId: integer('vote_id').notNull(),
    candidateId: integer('candidate_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The voter's day in China (UTC+8): the limit resets at midnight Beijing time.
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // One ballot per driver per vote per day: concurrent duplicates lose here, never twice.
    unique('vote_ballots_one_per_day').on(table.voteId, table.userId, table.day),
    foreignKey({
      name: 'vote_ballots_candidate_fk',
      columns: [table.candidateId, table.voteId],
      foreignColumns: [voteCandidates.id, voteCandidates.voteId],
    }).onDelete('cascade'),
    index('vote_ballots_candidate_idx').on(table.candidateId),
  ],
);
