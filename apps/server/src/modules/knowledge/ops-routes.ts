// The knowledge base's feedback in the operator API: a viewer reads it newest first, a page at a
// time, with the article's title and the call-back number masked (as the users' lookup and the
// referrals list mask numbers, ADR 023); an admin reveals the number, each reveal written to the
// audit log (that it was revealed, never the number). Reads are not audited.

import { listFeedback, revealFeedbackMobile } from '@freight/contract/ops';
import { maskMobile } from '@freight/contract/rules/mask';
import { count, desc, eq } from 'drizzle-orm';
import { knowledgeArticles, knowledgeFeedback } from '../../db/schema/knowledge.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { audited } from '../operators/audit.ts';
import { actorOf, type OpsRoute, serveOps } from '../operators/ops-route.ts';
import { KNOWLEDGE_MESSAGES } from './messages.ts';

export const knowledgeOpsRoutes: readonly OpsRoute[] = [
  serveOps(listFeedback, async ({ app, query }) => {
    const where =
      query.subject === undefined ? undefined : eq(knowledgeFeedback.subject, query.subject);
    const [rows, [total]] = await Promise.all([
      app.db
        .select({ feedback: knowledgeFeedback, articleTitle: knowledgeArticles.title })
        .from(knowledgeFeedback)
        .leftJoin(knowledgeArticles, eq(knowledgeArticles.slug, knowledgeFeedback.subject))
        .where(where)
        .orderBy(desc(knowledgeFeedback.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      app.db.select({ n: count() }).from(knowledgeFeedback).where(where),
    ]);
    return {
      page: query.page,
      pageSize: query.pageSize,
      total: total?.n ?? 0,
      items: rows.map(({ feedback: f, articleTitle }) => ({
        id: f.id,
        ticket: f.ticket,
        subject: f.subject,
        articleTitle,
        helpful: f.helpful,
        text: f.text,
        mobileMasked: f.mobile === null ? null : maskMobile(f.mobile),
        userId: f.userId,
        createdAt: f.createdAt.toISOString(),
      })),
    };
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
