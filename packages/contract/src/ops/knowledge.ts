// The operator API's knowledge-base feedback (docs/decisions/026-knowledge-base.md): read newest
// first with the call-back number masked; an admin reveals the number, audited. The inbox
// (docs/decisions/041-feedback-inbox.md): an operator takes one, replies (the sender reads it on the
// feedback page), closes or reopens it, each step audited.

import * as z from 'zod';
import { FEEDBACK_REPLY, FEEDBACK_STATUSES, feedbackSubject } from '../endpoints/knowledge.ts';
import { LINES_TEXT } from '../rules/text.ts';
import { MASKED_MOBILE_PATTERN } from '../rules/mask.ts';
import { defineOpsEndpoint, type OpsEndpointDef } from './define.ts';
import { opsPageOf, opsPageQuery } from './paging.ts';
import { REVEAL_REASONS } from './users.ts';

export const feedbackStatus = z.enum(FEEDBACK_STATUSES);

/**
 * Feedback newest first, a page at a time; of one subject (`general` or an article), one status,
 * and the caller's own (`mine`) or nobody's (`none`) when given.
 */
export const feedbackFilterQuery = z.strictObject({
  subject: feedbackSubject.optional(),
  status: feedbackStatus.optional(),
  assignee: z.enum(['mine', 'none']).optional(),
});
export type FeedbackFilter = z.output<typeof feedbackFilterQuery>;
export const feedbackListQuery = opsPageQuery.extend(feedbackFilterQuery.shape);
export type FeedbackListQuery = z.input<typeof feedbackListQuery>;

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
  /** The user logged in when it was sent, else null (only they can read a reply). */
  userId: z.int().positive().nullable(),
  createdAt: z.string(),
  status: feedbackStatus,
  /** The operator who took it, by username; null when nobody has. */
  assignee: z.string().nullable(),
  reply: z.string().nullable(),
  repliedBy: z.string().nullable(),
  repliedAt: z.string().nullable(),
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

/**
 * One step of the inbox: `take` (it becomes the caller's, in progress), `reply` (answered; a reply
 * again replaces it), `close` and `reopen` (in progress, the caller's). A step the status does not
 * allow is a 409.
 */
export const feedbackStepRequest = z.discriminatedUnion('step', [
  z.strictObject({ step: z.literal('take') }),
  z.strictObject({
    step: z.literal('reply'),
    reply: z
      .string()
      .trim()
      .min(FEEDBACK_REPLY.min)
      .max(FEEDBACK_REPLY.max)
      .regex(LINES_TEXT, 'text.characters'),
  }),
  z.strictObject({ step: z.literal('close') }),
  z.strictObject({ step: z.literal('reopen') }),
]);
export type FeedbackStepRequest = z.input<typeof feedbackStepRequest>;

export const listFeedback = defineOpsEndpoint({
  name: 'listFeedback',
  method: 'GET',
  path: '/knowledge/feedback',
  role: 'viewer',
  query: feedbackListQuery,
  response: opsFeedbackPage,
  summary:
    'Knowledge-base feedback newest first, a page at a time, of one subject (`general` or an article), one `status` and `assignee` (`mine` or `none`) when given: `{ page, pageSize, total, items: [{ id, ticket, subject, articleTitle, helpful, text, mobileMasked, userId, createdAt, status, assignee, reply, repliedBy, repliedAt }] }`, the call-back number masked; not audited.',
  example: { query: { status: 'new', page: 1, pageSize: 20 } },
});

export const exportFeedback = defineOpsEndpoint({
  name: 'exportFeedback',
  method: 'GET',
  path: '/knowledge/feedback/export',
  role: 'operator',
  query: feedbackFilterQuery,
  // A row of the list, its times China's wall clock (`YYYY-MM-DD HH:mm:ss`).
  response: opsFeedbackRow,
  csv: { file: 'feedback', audit: 'export.feedback' },
  summary:
    "The feedback as a CSV file (ADR 042), newest first, narrowed by the list's `subject`, `status` and `assignee`: the list's columns, times China's, the call-back number masked; audited as `export.feedback` with the filters and the rows sent. 422 (4220) as the list.",
  example: { query: { status: 'new', assignee: 'none' } },
});

export const stepFeedback = defineOpsEndpoint({
  name: 'stepFeedback',
  method: 'POST',
  path: '/knowledge/feedback/:id/steps',
  role: 'operator',
  params: feedbackIdParams,
  body: feedbackStepRequest,
  response: opsFeedbackRow,
  summary:
    "One step of a feedback in the inbox: `{ step: 'take' }` (new or in progress: the caller's, in progress), `{ step: 'reply', reply }` (not closed: answered, the sender reads it), `{ step: 'close' }` (not closed), `{ step: 'reopen' }` (closed: in progress, the caller's). Answers the row. Audited as `feedback.take`, `feedback.reply`, `feedback.close` or `feedback.reopen` with the status, assignee and reply before and after. 404 (4040) unknown; 409 (1000) a step its status does not allow.",
  example: {
    params: { id: 42 },
    body: { step: 'reply', reply: '已核实，扣款时间会在文章里补充说明。' },
  },
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
  exportFeedback,
  stepFeedback,
  revealFeedbackMobile,
];
