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
  sendKnowledgeFeedback,
} from '@freight/contract/endpoints/knowledge';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { serveEndpoint } from '../../http/serve-endpoint.ts';
import { listArticles, publishedArticle } from './articles.ts';
import { sendFeedback } from './feedback.ts';
import { myFeedback } from './inbox.ts';
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
  serveEndpoint(app, listMyFeedback, async ({ user }) => ({
    items: await myFeedback(app.db, user.userId, MY_FEEDBACK_MAX),
  }));
};

export default knowledgeRoutes;
