// The knowledge base's feedback in the operator API: a viewer reads it newest first, a page at a
// time, with the article's title and the call-back number masked (as the users' lookup and the
// referrals list mask numbers, ADR 023); an admin reveals the number, each reveal written to the
// audit log (that it was revealed, never the number). Reads are not audited. The inbox (ADR 041):
// an operator takes a feedback, replies (its logged-in sender reads the reply on the feedback
// page), closes or reopens it; each step checked against the status under the row's lock and
// audited in the same transaction. The articles themselves (ADR 043): listed, read whole, written,
// published and unpublished (editing.ts).

import {
  createArticle,
  exportFeedback,
  getArticleOps,
  listArticlesOps,
  listFeedback,
  publishArticle,
  revealFeedbackMobile,
  stepFeedback,
  unpublishArticle,
  updateArticle,
} from '@freight/contract/ops';
import {
  addArticle,
  articlePage,
  articleWhole,
  changeArticle,
  setArticlePublished,
} from './editing.ts';
import { serveOpsCsv } from '../../http/csv-export.ts';
import {
  feedbackExport,
  feedbackPage,
  revealFeedbackMobileAudited,
  stepFeedbackAudited,
} from './inbox.ts';
import { actorOf, type OpsRoute, serveOps } from '../../http/ops-route.ts';

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
  serveOps(listFeedback, ({ app, query, operator }) =>
    feedbackPage(app.db, query, actorOf(operator).operatorId),
  ),
  serveOpsCsv(exportFeedback, ({ app, query, operator }) =>
    feedbackExport(app.db, query, actorOf(operator).operatorId),
  ),
  serveOps(stepFeedback, ({ app, params, body, operator }) =>
    stepFeedbackAudited(app.db, actorOf(operator), app.now(), params.id, body),
  ),
  serveOps(revealFeedbackMobile, ({ app, params, body, operator }) =>
    revealFeedbackMobileAudited(app.db, actorOf(operator), app.now(), params.id, body.reason),
  ),
];
