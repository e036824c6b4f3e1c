// The knowledge base's feedback in the operator API: a viewer reads it newest first, a page at a
// time, with the article's title and the call-back number masked (as the users' lookup and the
// referrals list mask numbers, ADR 023); an admin reveals the number, each reveal written to the
// audit log (that it was revealed, never the number). Reads are not audited. The inbox (ADR 041):
// an operator takes a feedback, replies (its logged-in sender reads the reply on the feedback
// page), closes or reopens it; each step checked against the status under the row's lock and
// audited in the same transaction. The articles themselves (ADR 043): listed, read whole, written,
// published and unpublished (editing.ts).

import type { FeedbackStatus } from '@freight/contract/endpoints/knowledge';
import {
  createArticle,
  exportFeedback,
  type FeedbackFilter,
  type FeedbackStepRequest,
  getArticleOps,
  listArticlesOps,
  listFeedback,
  type OpsFeedbackRow,
  publishArticle,
  revealFeedbackMobile,
  stepFeedback,
  unpublishArticle,
  updateArticle,
} from '@freight/contract/ops';
import { maskMobile } from '@freight/contract/rules/mask';
import { chinaWallClock } from '@freight/contract/china-time';
import { and, count, desc, eq, isNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { knowledgeArticles, knowledgeFeedback } from '../../db/schema/knowledge.ts';
import { operators } from '../../db/schema/operators.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { audited } from '../../db/audit.ts';
import {
  addArticle,
  articlePage,
  articleWhole,
  changeArticle,
  setArticlePublished,
} from './editing.ts';
import { serveOpsCsv } from '../../http/csv-export.ts';
import { actorOf, type Operator, type OpsRoute, serveOps } from '../../http/ops-route.ts';
import { keysetPages } from '../../db/keyset-pages.ts';
import { KNOWLEDGE_MESSAGES } from './messages.ts';

export const knowledgeOpsRoutes: readonly OpsRoute[] = [
  serveOps(listArticlesOps, ({ app, query }) => articlePage(app.db, query)),
  serveOps(getArticleOps, ({ app, params }) => articleWhole(app.db, params.id)),
  serveOps(createArticle, ({ app, body, operator }) =>
    addArticle(app.db, actorOf(operator), app.now(), body),
  ),
  serveOps(updateArticle, ({ app, params, body, operator }) =>
    changeArticle(app.db, actorOf(operator), app.now(), params.id, body),
  ),
  serveOps(publishArticle, ({ app, params, operator }) =>
    setArticlePublished(app.db, actorOf(operator), app.now(), params.id, true),
  ),
  serveOps(unpublishArticle, ({ app, params, operator }) =>
    setArticlePublished(app.db, actorOf(operator), app.now(), params.id, false),
  ),
  serveOps(listFeedback, async ({ app, query, operator }) => {
    const where = feedbackWhere(query, operator);
    const [rows, [total]] = await Promise.all([
      feedbackRows(app.db, where)
        .orderBy(desc(knowledgeFeedback.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      app.db.select({ n: count() }).from(knowledgeFeedback).where(where),
    ]);
    return {
      page: query.page,
      pageSize: query.pageSize,
      total: total?.n ?? 0,
      items: rows.map((row) => rowOf(row)),
    };
  }),
  serveOpsCsv(exportFeedback, async function* ({ app, query, operator }) {
    const where = feedbackWhere(query, operator);
    const pages = keysetPages((after, limit) =>
      feedbackRows(
        app.db,
        and(where, after === undefined ? undefined : lt(knowledgeFeedback.id, after)),
      )
        .orderBy(desc(knowledgeFeedback.id))
        .limit(limit)
        .then((rows) => rows.map((row) => ({ ...row, id: row.feedback.id }))),
    );
    for await (const page of pages) yield page.map((row) => rowOf(row, chinaTime));
  }),
  serveOps(stepFeedback, async ({ app, params, body, operator }) => {
    const actor = actorOf(operator);
    const now = new Date(app.now());
    return audited(app.db, actor, app.now(), async (tx) => {
      const [before] = await tx
        .select()
        .from(knowledgeFeedback)
        .where(eq(knowledgeFeedback.id, params.id))
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
                  repliedAt: now,
                  // Whoever answers an untaken one has taken it.
                  ...(before.assigneeId === null ? mine : {}),
                },
        )
        .where(eq(knowledgeFeedback.id, params.id));
      const [after] = await feedbackRows(tx, eq(knowledgeFeedback.id, params.id));
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
  }),
  serveOps(revealFeedbackMobile, async ({ app, params, body, operator }) => {
    return audited(app.db, actorOf(operator), app.now(), async (tx) => {
      const [row] = await tx
        .select({ id: knowledgeFeedback.id, mobile: knowledgeFeedback.mobile })
        .from(knowledgeFeedback)
        .where(eq(knowledgeFeedback.id, params.id));
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
          after: { revealed: 'mobile', reason: body.reason },
        },
        result: { id: row.id, mobile: row.mobile },
      };
    });
  }),
];

/** Which statuses each step may start from. */
const STEP_FROM: Record<FeedbackStepRequest['step'], readonly FeedbackStatus[]> = {
  take: ['new', 'in_progress', 'answered'],
  reply: ['new', 'in_progress', 'answered'],
  close: ['new', 'in_progress', 'answered'],
  reopen: ['closed'],
};

/** Feedback with its article's title and its assignee's username. */
/** The list's filters as a condition: the list's and the export's. */
function feedbackWhere(filter: FeedbackFilter, operator: Operator | null) {
  return and(
    filter.subject === undefined ? undefined : eq(knowledgeFeedback.subject, filter.subject),
    filter.status === undefined ? undefined : eq(knowledgeFeedback.status, filter.status),
    filter.assignee === 'mine'
      ? eq(knowledgeFeedback.assigneeId, actorOf(operator).operatorId ?? 0)
      : undefined,
    filter.assignee === 'none' ? isNull(knowledgeFeedback.assigneeId) : undefined,
  );
}

const iso = (at: Date) => at.toISOString();
/** China's wall clock, as the export writes times (ADR 042). */
const chinaTime = (at: Date) => chinaWallClock(at.getTime()).replace('T', ' ');

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
