// A kind of user post under moderation (docs/decisions/029, "One moderation module"): a table
// with the moderated columns, the name its decisions are audited under, its caps and the words of
// its refusals. Party posts and road reports are the two kinds; each module declares its own and
// keeps what is only its (fields, who may read what, where it is shown).

import type { AuditTargetKind } from '@freight/contract/ops';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { UserMessage } from '../../http/user-message.ts';

/** Where a post is: waiting for an operator, shown publicly, or turned (or taken) down. */
export type ModerationState = 'pending' | 'published' | 'rejected';

/** The columns every moderated table has (drizzle's declarations of them). */
export interface ModeratedColumns {
  id: PgColumn;
  userId: PgColumn;
  photoKeys: PgColumn;
  requestId: PgColumn;
  state: PgColumn;
  rejectReason: PgColumn;
  createdAt: PgColumn;
  reviewedAt: PgColumn;
  reviewedBy: PgColumn;
  publishedAt: PgColumn;
}

/** A row's moderated fields, as drizzle reads them. */
export interface ModeratedRow {
  id: number;
  userId: number;
  photoKeys: string[];
  requestId: string | null;
  state: ModerationState;
  rejectReason: string | null;
  createdAt: Date;
  reviewedAt: Date | null;
  reviewedBy: number | null;
  publishedAt: Date | null;
}

export type ModeratedTable = PgTable & ModeratedColumns;

/** What a kind's refusals say. */
export interface ModerationMessages {
  /** PENDING_PER_USER posts already waiting (LIMIT_REACHED). */
  pendingCap: UserMessage;
  /** The day's posts used up (RATE_LIMITED). */
  dayCap: UserMessage;
  /** An operator's decision on an id that does not exist (NOT_FOUND). */
  noPost: UserMessage;
  /** An operator's decision on a post not in the state it needs (CONFLICT). */
  notInState: (needed: 'pending' | 'published', state: string) => UserMessage;
}

export interface PostKind<T extends ModeratedTable> {
  table: T;
  /** The audit's target kind; its decisions are audited as `<target>.<verb>`. */
  target: Extract<AuditTargetKind, 'party_post' | 'road_report'>;
  /** The name of the per-user lock that queues one user's submissions. */
  lockName: string;
  /** Posts one user may send per China day, whatever became of them. */
  perDay: number;
  /** Posts one user may have waiting at once. */
  pendingMax: number;
  messages: ModerationMessages;
}

/** The table's row type (its `$inferSelect`), which has the moderated fields. */
export type RowOf<T extends ModeratedTable> = T['$inferSelect'] & ModeratedRow;
