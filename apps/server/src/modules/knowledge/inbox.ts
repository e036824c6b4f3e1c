// The knowledge base's feedback inbox (ADR 041), as the operator API reads and steps it
// (knowledge/ops-routes.ts): a page of the list or the whole export, with the article's title and
// the call-back number masked; a step (take, reply, close, reopen) checked against the status under
// the row's lock and audited in the same transaction; the audited reveal of a call-back number.
// And the logged-in sender's own latest feedback (knowledge/routes.ts).

import type { FeedbackStatus, MyFeedback } from '@freight/contract/endpoints/knowledge';
import type { FeedbackFilter, FeedbackStepRequest, OpsFeedbackRow } from '@freight/contract/ops';
import { maskMobile } from '@freight/contract/rules/mask';
import { chinaWallClock } from '@freight/contract/china-time';
import { and, count, desc, eq, isNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { knowledgeArticles, knowledgeFeedback } from '../../db/schema/knowledge.ts';
import { operators } from '../../db/schema/operators.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { type Actor, audited } from '../../db/audit.ts';
import { keysetPages } from '../../db/keyset-pages.ts';
import { KNOWLEDGE_MESSAGES } from './messages.ts';

/** One page of the feedback list, newest first, and how many match in all. */
export async function feedbackPage(
  db: Db,
  query: FeedbackFilter & { page: number; pageSize: number },
  operatorId: number | null,
) {
  const where = feedbackWhere(query, operatorId);
  const [rows, [total]] = await Promise.all([
    feedbackRows(db, where)
      .orderBy(desc(knowledgeFeedback.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(knowledgeFeedback).where(where),
  ]);
  return {
    page: query.page,
    pageSize: query.pageSize,
    total: total?.n ?? 0,
    items: rows.map((row) => rowOf(row)),
  };
}

/** Every feedback the filter matches, newest first, a page at a time, times on China's clock. */
export async function* feedbackExport(
  db: Db,
  filter: FeedbackFilter,
  operatorId: number | null,
): AsyncGenerator<OpsFeedbackRow[]> {
  const where = feedbackWhere(filter, operatorId);
  const pages = keysetPages((after, limit) =>
    feedbackRows(db, and(where, after === undefined ? undefined : lt(knowledgeFeedback.id, after)))
      .orderBy(desc(knowledgeFeedback.id))
      .limit(limit)
      .then((rows) => rows.map((row) => ({ ...row, id: row.feedback.id }))),
  );
  for await (const page of pages) yield page.map((row) => rowOf(row, chinaTime));
}

/** An operator's step on a feedback, checked under the row's lock and audited. */
export async function stepFeedbackAudited(
  db: Db,
  actor: Actor & { operatorId: number | null; name: string },
  now: number,
  id: number,
  body: FeedbackStepRequest,
): Promise<OpsFeedbackRow> {
  const at = new Date(now);
  return audited(db, actor, now, async (tx) => {
    const [before] = await tx
      .select()
      .from(knowledgeFeedback)
      .where(eq(knowledgeFeedback.id, id))
      .for('update');
    if (!before) throw new ApiError(BUSINESS_CODES.NOT_FOUND, KNOWLEDGE_MESSAGES.noFeedback);
    const status = before.status as FeedbackStatus;
    if (!STEP_FROM[body.step].includes(status)) {
      throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, KNOWLEDGE_MESSAGES.stepRefused[status]);
    }
    const mine = { assigneeId: actor.operatorId };
    await tx
      .update(knowledgeFeedback)
      .set(
        body.step === 'take' || body.step === 'reopen'
          ? { status: 'in_progress', ...mine }
          : body.step === 'close'
            ? { status: 'closed' }
            : {
                status: 'answered',
                reply: body.reply,
                repliedBy: actor.name,
                repliedAt: at,
                // Whoever answers an untaken one has taken it.
                ...(before.assigneeId === null ? mine : {}),
              },
      )
      .where(eq(knowledgeFeedback.id, id));
    const [after] = await feedbackRows(tx, eq(knowledgeFeedback.id, id));
    if (!after) throw new Error('feedback row gone in its own transaction');
    const row = rowOf(after);
    const seen = (f: { status: string; reply: string | null }, assignee: string | null) => ({
      status: f.status,
      assignee,
      reply: f.reply,
    });
    const [previous] = before.assigneeId
      ? await tx
          .select({ username: operators.username })
          .from(operators)
          .where(eq(operators.id, before.assigneeId))
      : [];
    return {
      audit: {
        action: `feedback.${body.step}`,
        targetKind: 'knowledge_feedback',
        targetId: before.id,
        before: seen(before, previous?.username ?? null),
        after: seen(row, row.assignee),
      },
      result: row,
    };
  });
}

/** The whole call-back number of a feedback, the reveal audited (never the number). */
export async function revealFeedbackMobileAudited(
  db: Db,
  actor: Actor,
  now: number,
  id: number,
  reason: string,
) {
  return audited(db, actor, now, async (tx) => {
    const [row] = await tx
      .select({ id: knowledgeFeedback.id, mobile: knowledgeFeedback.mobile })
      .from(knowledgeFeedback)
      .where(eq(knowledgeFeedback.id, id));
    // Thrown inside the transaction: nothing revealed leaves no record.
    if (!row) throw new ApiError(BUSINESS_CODES.NOT_FOUND, KNOWLEDGE_MESSAGES.noFeedback);
    if (row.mobile === null) {
      throw new ApiError(BUSINESS_CODES.NOT_FOUND, KNOWLEDGE_MESSAGES.noMobile);
    }
    return {
      audit: {
        action: 'feedback.reveal_mobile',
        targetKind: 'knowledge_feedback',
        targetId: row.id,
        before: null,
        after: { revealed: 'mobile', reason: reason },
      },
      result: { id: row.id, mobile: row.mobile },
    };
  });
}

/** The logged-in sender's latest feedback, newest first: never who answered nor the number. */
export async function myFeedback(db: Db, userId: number, limit: number): Promise<MyFeedback[]> {
  const rows = await db
    .select({ feedback: knowledgeFeedback, articleTitle: knowledgeArticles.title })
    .from(knowledgeFeedback)
    .leftJoin(knowledgeArticles, eq(knowledgeArticles.slug, knowledgeFeedback.subject))
    .where(eq(knowledgeFeedback.userId, userId))
    .orderBy(desc(knowledgeFeedback.id))
    .limit(limit);
  return rows.map(({ feedback: f, articleTitle }) => ({
    ticket: f.ticket,
    subject: f.subject,
    articleTitle,
    text: f.text,
    status: f.status as FeedbackStatus,
    reply: f.reply,
    repliedAt: f.repliedAt?.toISOString() ?? null,
    createdAt: f.createdAt.toISOString(),
  }));
}

/** Which statuses each step may start from. */
const STEP_FROM: Record<FeedbackStepRequest['step'], readonly FeedbackStatus[]> = {
  take: ['new', 'in_progress', 'answered'],
  reply: ['new', 'in_progress', 'answered'],
  close: ['new', 'in_progress', 'answered'],
  reopen: ['closed'],
};

/** The list's filters as a condition: the list's and the export's. */
function feedbackWhere(filter: FeedbackFilter, operatorId: number | null) {
  return and(
    filter.subject === undefined ? undefined : eq(knowledgeFeedback.subject, filter.subject),
    filter.status === undefined ? undefined : eq(knowledgeFeedback.status, filter.status),
    filter.assignee === 'mine' ? eq(knowledgeFeedback.assigneeId, operatorId ?? 0) : undefined,
    filter.assignee === 'none' ? isNull(knowledgeFeedback.assigneeId) : undefined,
  );
}

const iso = (at: Date) => at.toISOString();
/** China's wall clock, as the export writes times (ADR 042). */
const chinaTime = (at: Date) => chinaWallClock(at.getTime()).replace('T', ' ');

/** Feedback with its article's title and its assignee's username. */
function feedbackRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      feedback: knowledgeFeedback,
      articleTitle: knowledgeArticles.title,
      assignee: operators.username,
    })
    .from(knowledgeFeedback)
    .leftJoin(knowledgeArticles, eq(knowledgeArticles.slug, knowledgeFeedback.subject))
    .leftJoin(operators, eq(operators.id, knowledgeFeedback.assigneeId))
    .where(where)
    .$dynamic();
}

function rowOf(
  { feedback: f, articleTitle, assignee }: Awaited<ReturnType<typeof feedbackRows>>[number],
  time: (at: Date) => string = iso,
): OpsFeedbackRow {
  return {
    id: f.id,
    ticket: f.ticket,
    subject: f.subject,
    articleTitle,
    helpful: f.helpful,
    text: f.text,
    mobileMasked: f.mobile === null ? null : maskMobile(f.mobile),
    userId: f.userId,
    createdAt: time(f.createdAt),
    status: f.status as FeedbackStatus,
    assignee,
    reply: f.reply,
    repliedBy: f.repliedBy,
    repliedAt: f.repliedAt ? time(f.repliedAt) : null,
  };
}
