// Image uploads (third-service): short-lived upload tokens handed out by getQiniuToken, and the
// files accepted with them. Metadata lives in the database so that every instance knows who
// uploaded what (a driver may only put their own photos on their profile).

import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const uploadTokens = pgTable(
  'upload_tokens',
  {
    // sha256 (hex) of the token: a copy of the table uploads nothing.
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Every key uploaded with this token starts with it (`img/<random>/`).
    keyPrefix: varchar('key_prefix', { length: 64 }).notNull(),
    // Files accepted so far; capped so that a token cannot fill the disk.
    uploads: integer('uploads').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('upload_tokens_expires_at_idx').on(table.expiresAt),
    check('upload_tokens_uploads_check', sql`${table.uploads} >= 0`),
  ],
);

export const uploads = pgTable(
  'uploads',
  {
    key: varchar('key', { length: 200 }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Detected from the file's first bytes, never taken from the client.
    contentType: varchar('content_type', { length: 50 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('uploads_user_id_idx').on(table.userId),
    // The retention purge looks for the oldest uploads no record names (ADR 038).
    index('uploads_created_at_idx').on(table.createdAt),
  ],
);

/**
 * Files whose `uploads` row is gone (erased by a retention purge, ADR 038) and that the store has
 * still to delete: written in the transaction that drops the row, emptied once the store deleted
 * the file, so a store that fails halfway is asked again at the next run and no file is forgotten.
 */
export const uploadErasures = pgTable('upload_erasures', {
  key: varchar('key', { length: 200 }).primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
});
