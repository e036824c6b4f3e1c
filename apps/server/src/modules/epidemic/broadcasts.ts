// The operators' broadcasts about the epidemic and the roads: published at once (no drafts: a
// notice is written when it is news), listed newest first a page at a time, and withdrawn when
// wrong or stale, after which the pages no longer show it (its detail is the same 404 as an id
// that never existed). The list's keyset is party posts' and road reports': newest publication
// first, then the higher id; a withdrawn broadcast still marks its place between two pages.

import {
  type EpidemicBroadcast,
  type EpidemicBroadcastsData,
} from '@freight/contract/endpoints/epidemic';
import { sectionsFromText } from '@freight/contract/rules/sections';
import { EPIDEMIC_PAGE_SIZE } from '@freight/contract/endpoints/epidemic-values';
import type { BroadcastRequest, OpsBroadcastPage, OpsBroadcastRow } from '@freight/contract/ops';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { epidemicBroadcasts } from '../../db/schema/epidemic.ts';
import { isoOrNull } from '../../db/timestamps.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { type Actor, audited } from '../../db/audit.ts';
import { EPIDEMIC_MESSAGES } from './messages.ts';

type BroadcastRow = typeof epidemicBroadcasts.$inferSelect;
const order = [desc(epidemicBroadcasts.publishedAt), desc(epidemicBroadcasts.id)] as const;

/** A page of the broadcasts not withdrawn, after the broadcast `before` when given. */
export async function listBroadcasts(
  db: Db,
  before: number | undefined,
): Promise<EpidemicBroadcastsData> {
  const after =
    before === undefined
      ? undefined
      : sql`(${epidemicBroadcasts.publishedAt}, ${epidemicBroadcasts.id}) < (select b.published_at, b.id from ${epidemicBroadcasts} b where b.id = ${before})`;
  const rows = await db
    .select({
      id: epidemicBroadcasts.id,
      title: epidemicBroadcasts.title,
      summary: epidemicBroadcasts.summary,
      publishedAt: epidemicBroadcasts.publishedAt,
    })
    .from(epidemicBroadcasts)
    .where(and(isNull(epidemicBroadcasts.withdrawnAt), after))
    .orderBy(...order)
    .limit(EPIDEMIC_PAGE_SIZE + 1);
  return {
    broadcasts: rows
      .slice(0, EPIDEMIC_PAGE_SIZE)
      .map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() })),
    more: rows.length > EPIDEMIC_PAGE_SIZE,
  };
}

/** One broadcast not withdrawn; else NOT_FOUND, the same for one withdrawn and one unknown. */
export async function broadcast(db: Db, id: number): Promise<EpidemicBroadcast> {
  const [row] = await db
    .select()
    .from(epidemicBroadcasts)
    .where(and(eq(epidemicBroadcasts.id, id), isNull(epidemicBroadcasts.withdrawnAt)));
  if (!row) throw new ApiError(BUSINESS_CODES.NOT_FOUND, EPIDEMIC_MESSAGES.noBroadcast);
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    sections: row.sections,
    publishedAt: row.publishedAt.toISOString(),
  };
}

function opsRowOf(row: BroadcastRow): OpsBroadcastRow {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    text: row.text,
    publishedAt: row.publishedAt.toISOString(),
    withdrawnAt: isoOrNull(row.withdrawnAt),
  };
}

/** Every broadcast, withdrawn ones included, newest first: a page of the console's list. */
export async function opsBroadcasts(
  db: Db,
  page: number,
  pageSize: number,
): Promise<OpsBroadcastPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(epidemicBroadcasts)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(epidemicBroadcasts),
  ]);
  return { page, pageSize, total: total?.n ?? 0, items: rows.map(opsRowOf) };
}

/** Publishes a broadcast now, audited as `broadcast.publish`. */
export function publishBroadcast(
  db: Db,
  actor: Actor,
  input: BroadcastRequest,
  now: number,
): Promise<OpsBroadcastRow> {
  return audited(db, actor, now, async (tx) => {
    const [row] = await tx
      .insert(epidemicBroadcasts)
      .values({
        title: input.title,
        summary: input.summary,
        text: input.text,
        sections: sectionsFromText(input.text),
        publishedAt: new Date(now),
      })
      .returning();
    if (!row) throw new Error('epidemic_broadcasts: insert returned no row');
    const after = opsRowOf(row);
    return {
      audit: {
        action: 'broadcast.publish',
        targetKind: 'epidemic_broadcast',
        targetId: row.id,
        before: null,
        after,
      },
      result: after,
    };
  });
}

/** Withdraws broadcast `id`, audited as `broadcast.withdraw`; one already withdrawn is 409. */
export function withdrawBroadcast(
  db: Db,
  actor: Actor,
  id: number,
  now: number,
): Promise<OpsBroadcastRow> {
  return audited(db, actor, now, async (tx) => {
    // Locked: two withdrawals at once queue here, and the second finds the first's.
    const [current] = await tx
      .select()
      .from(epidemicBroadcasts)
      .where(eq(epidemicBroadcasts.id, id))
      .for('update');
    if (!current) throw new ApiError(BUSINESS_CODES.NOT_FOUND, EPIDEMIC_MESSAGES.noBroadcast);
    if (current.withdrawnAt !== null) {
      throw new ApiError(BUSINESS_CODES.CONFLICT, EPIDEMIC_MESSAGES.broadcastWithdrawn);
    }
    const [row] = await tx
      .update(epidemicBroadcasts)
      .set({ withdrawnAt: new Date(now) })
      .where(eq(epidemicBroadcasts.id, id))
      .returning();
    if (!row) throw new Error(`epidemic_broadcasts: broadcast ${id} vanished in its withdrawal`);
    return {
      audit: {
        action: 'broadcast.withdraw',
        targetKind: 'epidemic_broadcast',
        targetId: id,
        before: { withdrawnAt: null },
        after: { withdrawnAt: isoOrNull(row.withdrawnAt) },
      },
      result: opsRowOf(row),
    };
  });
}
