// The knowledge base (/knowledge/list, /knowledge/detail/:id, /knowledge/feedBack/:name): help
// articles for shippers and drivers that operators keep on the server, sent as structured text
// (headings and paragraphs, never HTML, like the agreements), and the feedback people send about an
// article or about the platform in general.
import * as z from 'zod';
import {
  defineEndpoint,
  isoDateTime,
  OWN_SKELETON,
  QUIET_READ,
  REFUSALS_IN_PLACE,
  requestId,
} from './common.ts';
import { mobileNumber } from './identity.ts';
import {
  FEEDBACK_STATUSES,
  FEEDBACK_TEXT,
  KNOWLEDGE_CATEGORIES,
  KNOWLEDGE_ID,
  KNOWLEDGE_QUERY_MAX,
} from './knowledge-values.ts';
import { LINES_TEXT } from '../rules/text.ts';
import { textSections } from '../rules/sections.ts';

export * from './knowledge-values.ts';

/** Article ids are slugs (`track-deduction`, `post-a-shipment`, …). */
export const knowledgeId = z.string().regex(KNOWLEDGE_ID, 'invalid article id');
export const knowledgeCategory = z.enum(KNOWLEDGE_CATEGORIES);

/** What feedback is about: an article's id or GENERAL_FEEDBACK. */
export const feedbackSubject = knowledgeId;

const articleSummary = z.strictObject({
  id: knowledgeId,
  category: knowledgeCategory,
  title: z.string().min(1).max(60),
  summary: z.string().max(120),
  updatedAt: isoDateTime,
});
export type KnowledgeSummary = z.output<typeof articleSummary>;

export const listKnowledgeRequest = z.strictObject({
  category: knowledgeCategory.optional(),
  /** Words to look for in titles, summaries and text (trimmed; blank means none). */
  q: z
    .string()
    .trim()
    .max(KNOWLEDGE_QUERY_MAX)
    .regex(/^\P{Cc}*$/u, 'no control characters')
    .optional(),
});
export const listKnowledgeResponse = z.strictObject({
  /**
   * Published articles matching the request: by category (in KNOWLEDGE_CATEGORIES' order), then in
   * the operators' order, then most recently updated first.
   */
  articles: z.array(articleSummary).max(100),
});

export const listKnowledge = defineEndpoint({
  name: 'listKnowledge',
  method: 'GET',
  service: 'oms-service',
  path: '/api/knowledge/list',
  caller: 'anyone',
  client: OWN_SKELETON,
  request: listKnowledgeRequest,
  response: listKnowledgeResponse,
  example: { category: 'driving' },
});
export type ListKnowledgeRequest = z.input<typeof listKnowledgeRequest>;
export type ListKnowledgeData = z.output<typeof listKnowledgeResponse>;

export const getKnowledgeArticleRequest = z.strictObject({ id: knowledgeId });
export const getKnowledgeArticleResponse = z.strictObject({
  id: knowledgeId,
  category: knowledgeCategory,
  title: z.string().min(1).max(60),
  summary: z.string().max(120),
  updatedAt: isoDateTime,
  sections: textSections,
  /** Other published articles of the same category (at most three). */
  related: z.array(z.strictObject({ id: knowledgeId, title: z.string().min(1).max(60) })).max(3),
});

export const getKnowledgeArticle = defineEndpoint({
  name: 'getKnowledgeArticle',
  method: 'GET',
  service: 'oms-service',
  path: '/api/knowledge/detail',
  caller: 'anyone',
  client: QUIET_READ,
  request: getKnowledgeArticleRequest,
  response: getKnowledgeArticleResponse,
  example: { id: 'track-deduction' },
});
export type KnowledgeArticle = z.output<typeof getKnowledgeArticleResponse>;

/** The feedback's text: several lines allowed, no other control characters. */
export const feedbackText = z
  .string()
  .trim()
  .min(FEEDBACK_TEXT.min, 'feedback.short')
  .max(FEEDBACK_TEXT.max, 'feedback.long')
  .regex(LINES_TEXT, 'text.characters');

export const sendKnowledgeFeedbackRequest = z.strictObject({
  /**
   * An article's id, or `general`. One that names no published article is refused with
   * VALIDATION_FAILED at `subject` (rule `feedback.subject`).
   */
  subject: feedbackSubject,
  /** The answer to "did this article help?", when the person gave one. */
  helpful: z.enum(['yes', 'no']).optional(),
  text: feedbackText,
  /** A number to call back on, when the person wants an answer. */
  mobile: mobileNumber.optional(),
  /** The tap's key: a retry after a lost answer repeats the first answer, nothing is stored twice. */
  requestId,
});
export const sendKnowledgeFeedbackResponse = z.strictObject({
  /** The feedback's number, for the person to quote to customer service. */
  ticket: z.string().regex(/^FB\d{8,12}$/),
  receivedAt: isoDateTime,
});

export const sendKnowledgeFeedback = defineEndpoint({
  name: 'sendKnowledgeFeedback',
  method: 'POST',
  service: 'oms-service',
  path: '/api/knowledge/feedback',
  caller: 'anyone',
  client: REFUSALS_IN_PLACE,
  request: sendKnowledgeFeedbackRequest,
  response: sendKnowledgeFeedbackResponse,
  example: {
    subject: 'track-deduction',
    helpful: 'no',
    text: '扣款的时间没有写清楚',
    requestId: 'f0e1e2d3b4a5c6k7',
  },
});
export type SendKnowledgeFeedbackRequest = z.input<typeof sendKnowledgeFeedbackRequest>;
export type SendKnowledgeFeedbackData = z.output<typeof sendKnowledgeFeedbackResponse>;

// --- GET /api/knowledge/feedback/mine: what I sent, where it stands, and the reply -----------------

export const listMyFeedbackRequest = z.strictObject({});
const myFeedback = z.strictObject({
  ticket: z.string().regex(/^FB\d{8,12}$/),
  /** `general`, or the article's id. */
  subject: z.string(),
  /** The article's title in the request's language; null for `general`. */
  articleTitle: z.string().nullable(),
  text: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  /** Customer service's answer, once there is one (never who wrote it). */
  reply: z.string().nullable(),
  repliedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export const listMyFeedbackResponse = z.strictObject({
  /** Newest first, the latest MY_FEEDBACK_MAX. */
  items: z.array(myFeedback),
});
export const listMyFeedback = defineEndpoint({
  name: 'listMyFeedback',
  method: 'GET',
  service: 'oms-service',
  path: '/api/knowledge/feedback/mine',
  caller: 'user',
  client: QUIET_READ,
  request: listMyFeedbackRequest,
  response: listMyFeedbackResponse,
  example: {},
});
export type MyFeedback = z.output<typeof myFeedback>;
export type ListMyFeedbackData = z.output<typeof listMyFeedbackResponse>;
