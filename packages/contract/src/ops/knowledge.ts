// The operator API's knowledge-base feedback (docs/decisions/026-knowledge-base.md): read newest
// first with the call-back number masked; an admin reveals the number, audited.

import * as z from 'zod';
import { feedbackSubject } from '../endpoints/knowledge.ts';
import { MASKED_MOBILE_PATTERN } from '../rules/mask.ts';
import { defineOpsEndpoint, type OpsEndpointDef } from './define.ts';
import { opsPageOf, opsPageQuery } from './paging.ts';
import { REVEAL_REASONS } from './users.ts';

/** Feedback newest first, a page at a time; of one subject (`general` or an article) when given. */
export const feedbackListQuery = opsPageQuery.extend({ subject: feedbackSubject.optional() });

export const opsFeedbackRow = z.strictObject({
  id: z.int().positive(),
  /** What the person quotes to customer service (`FB00000042`). */
  ticket: z.string(),
  /** `general`, or the article's id. */
  subject: z.string(),
  /** The article's title when the subject is an article (null for `general`). */
  articleTitle: z.string().nullable(),
  helpful: z.enum(['yes', 'no']).nullable(),
  text: z.string(),
  /** The call-back number masked (`139****0003`), null when none was given; an admin may reveal it. */
  mobileMasked: z.string().regex(MASKED_MOBILE_PATTERN).nullable(),
  /** The user logged in when it was sent, else null. */
  userId: z.int().positive().nullable(),
  createdAt: z.string(),
});
export type OpsFeedbackRow = z.output<typeof opsFeedbackRow>;
export const opsFeedbackPage = opsPageOf(opsFeedbackRow);
export type OpsFeedbackPage = z.output<typeof opsFeedbackPage>;

export const feedbackIdParams = z.strictObject({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/**
 * POST /ops/api/knowledge/feedback/:id/reveal (admin): the call-back number, audited as
 * `feedback.reveal_mobile` with the reason (a review is never one: feedback is not a profile).
 */
export const feedbackRevealRequest = z.strictObject({
  reason: z.enum(REVEAL_REASONS).exclude(['review']),
});
export type FeedbackRevealRequest = z.input<typeof feedbackRevealRequest>;
export const revealedFeedbackMobile = z.strictObject({
  id: z.int().positive(),
  mobile: z.string(),
});
export type RevealedFeedbackMobile = z.output<typeof revealedFeedbackMobile>;

export const listFeedback = defineOpsEndpoint({
  name: 'listFeedback',
  method: 'GET',
  path: '/knowledge/feedback',
  role: 'viewer',
  query: feedbackListQuery,
  response: opsFeedbackPage,
  summary:
    'Knowledge-base feedback newest first, a page at a time, of one subject (`general` or an article) when given: `{ page, pageSize, total, items: [{ id, ticket, subject, articleTitle, helpful, text, mobileMasked, userId, createdAt }] }`, the call-back number masked; not audited.',
  example: { query: { subject: 'general', page: 1, pageSize: 20 } },
});

export const revealFeedbackMobile = defineOpsEndpoint({
  name: 'revealFeedbackMobile',
  method: 'POST',
  path: '/knowledge/feedback/:id/reveal',
  role: 'admin',
  params: feedbackIdParams,
  body: feedbackRevealRequest,
  response: revealedFeedbackMobile,
  summary:
    "A feedback's call-back number: `{ reason }`, `support`, `dispute` or `authority`; answers `{ id, mobile }`. Audited as `feedback.reveal_mobile` with the reason, without the number. 404 (4040) unknown or no number given.",
  example: { params: { id: 42 }, body: { reason: 'support' } },
});

export const knowledgeOpsEndpoints: readonly OpsEndpointDef[] = [
  listFeedback,
  revealFeedbackMobile,
];
