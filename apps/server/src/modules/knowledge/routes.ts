// The knowledge base's endpoints (oms-service, anyone may call): GET /api/knowledge/list (published
// articles, by category, searched), GET /api/knowledge/detail?id= (one published article with
// others of its category; else a clear 404) and POST /api/knowledge/feedback (stored with a ticket,
// a daily cap per device: feedback.ts); GET /api/knowledge/feedback/mine (a logged-in sender's
// latest feedback, where each stands and customer service's reply, ADR 041).

import {
  getKnowledgeArticle,
  listKnowledge,
  listMyFeedback,
  MY_FEEDBACK_MAX,
  type FeedbackStatus,
  sendKnowledgeFeedback,
} from '@freight/contract/endpoints/knowledge';
import { desc, eq } from 'drizzle-orm';
import { knowledgeArticles, knowledgeFeedback } from '../../db/schema/knowledge.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { serveEndpoint } from '../../http/serve-endpoint.ts';
import { listArticles, publishedArticle } from './articles.ts';
import { sendFeedback } from './feedback.ts';
import { KNOWLEDGE_MESSAGES } from './messages.ts';

const knowledgeRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(app, listKnowledge, async ({ fields }) => ({
    articles: await listArticles(app.db, fields),
  }));

  serveEndpoint(app, getKnowledgeArticle, async ({ fields: { id } }) => {
    const article = await publishedArticle(app.db, id);
    if (!article) throw new ApiError(BUSINESS_CODES.NOT_FOUND, KNOWLEDGE_MESSAGES.notPublished);
    return article;
  });

  serveEndpoint(app, sendKnowledgeFeedback, async ({ fields, user, request }) =>
    sendFeedback(app.db, {
      ...fields,
      userId: user?.userId ?? null,
      deviceId: request.deviceId,
      now: app.now(),
    }),
  );

  // Only the sender's own, by the session's user: never who answered, nor the call-back number.
  serveEndpoint(app, listMyFeedback, async ({ user }) => {
    const rows = await app.db
      .select({ feedback: knowledgeFeedback, articleTitle: knowledgeArticles.title })
      .from(knowledgeFeedback)
      .leftJoin(knowledgeArticles, eq(knowledgeArticles.slug, knowledgeFeedback.subject))
      .where(eq(knowledgeFeedback.userId, user.userId))
      .orderBy(desc(knowledgeFeedback.id))
      .limit(MY_FEEDBACK_MAX);
    return {
      items: rows.map(({ feedback: f, articleTitle }) => ({
        ticket: f.ticket,
        subject: f.subject,
        articleTitle,
        text: f.text,
        status: f.status as FeedbackStatus,
        reply: f.reply,
        repliedAt: f.repliedAt?.toISOString() ?? null,
        createdAt: f.createdAt.toISOString(),
      })),
    };
  });
};

export default knowledgeRoutes;
