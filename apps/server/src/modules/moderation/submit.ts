// A user's new post of a kind, stored pending until an operator decides (review.ts).

import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { repeatOf } from '../../http/request-ids.ts';
import { chinaDayAt, dayCapReached, queueSender } from '../../http/day-cap.ts';
import type { ModeratedTable, PostKind, RowOf } from './kind.ts';

export interface Submitted<T extends ModeratedTable> {
  userId: number;
  /** The tap's idempotency key (http/request-ids.ts). */
  requestId: string;
  now: number;
  /** Whether a stored row is this very post (a retry), its own fields compared. */
  sameAs: (row: RowOf<T>) => boolean;
  /** The kind's own columns of the new row (photo keys included). */
  values: Omit<T['$inferInsert'], 'userId' | 'requestId' | 'state' | 'createdAt'>;
}

/**
 * Stores a post, pending; the caller has checked its photo keys are the user's own. A retry of a
 * post already stored (its answer was lost) gets the first answer, before any cap. Refused,
 * storing nothing: beyond the day's `perDay` (RATE_LIMITED until the next China midnight; first,
 * as nothing an operator does lifts it today); with `pendingMax` posts already waiting
 * (LIMIT_REACHED, until an operator has decided one). The caps are counted under a lock per user,
 * so posts sent at once cannot both be the last one allowed.
 */
export async function submitPending<T extends ModeratedTable>(
  db: Db,
  kind: PostKind<T>,
  input: Submitted<T>,
): Promise<{ id: number; state: 'pending' }> {
  const t: ModeratedTable = kind.table;
  const day = chinaDayAt(input.now);
  return db.transaction(async (tx) => {
    await queueSender(tx, `${kind.lockName}:user:${input.userId}`);
    const [prior] = (await tx
      .select()
      .from(t)
      .where(and(eq(t.userId, input.userId), eq(t.requestId, input.requestId)))) as RowOf<T>[];
    const repeated = repeatOf(prior, input.sameAs);
    if (repeated) return { id: repeated.id, state: 'pending' as const };
    const [counts] = await tx
      .select({
        today: count(
          sql`case when ${gte(t.createdAt, day.start)} and ${lt(t.createdAt, day.end)} then 1 end`,
        ),
        pending: count(sql`case when ${eq(t.state, 'pending')} then 1 end`),
      })
      .from(t)
      .where(eq(t.userId, input.userId));
    if ((counts?.today ?? 0) >= kind.perDay) {
      throw dayCapReached(day, input.now, kind.messages.dayCap);
    }
    if ((counts?.pending ?? 0) >= kind.pendingMax) {
      throw new ApiError(BUSINESS_CODES.LIMIT_REACHED, kind.messages.pendingCap);
    }
    const [row] = await tx
      .insert(kind.table)
      .values({
        ...input.values,
        userId: input.userId,
        requestId: input.requestId,
        state: 'pending',
        createdAt: new Date(input.now),
      } as T['$inferInsert'])
      .returning({ id: t.id });
    if (!row) throw new Error(`${kind.target}: insert returned no row`);
    return { id: row.id as number, state: 'pending' as const };
  });
}
