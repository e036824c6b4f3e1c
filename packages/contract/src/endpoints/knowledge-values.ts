// The fixed values of the knowledge base without zod: the H5 imports these, and zod stays off the
// page's critical path (ADR 008).

/** The categories articles are filed under, in the list's order. */
export const KNOWLEDGE_CATEGORIES = ['shipping', 'driving', 'money', 'account'] as const;
export type KnowledgeCategory = (typeof KNOWLEDGE_CATEGORIES)[number];

/** What an article id looks like: a slug (`track-deduction`, `post-a-shipment`, …). */
export const KNOWLEDGE_ID = /^[a-z0-9-]{1,40}$/;

/** What feedback is about: an article (its id) or, with this subject, the platform in general. */
export const GENERAL_FEEDBACK = 'general';

/**
 * The feedback's length in characters; the field rules' texts name these limits
 * ('feedback.short', 'feedback.long').
 */
export const FEEDBACK_TEXT = { min: 5, max: 500 } as const;

/**
 * The unsigned read of the published articles (all of them, the list's order), in the shape of
 * listKnowledge's answer: `${PUBLIC_KNOWLEDGE_PATH}?lang=…` (docs/decisions/050, its amendment
 * of 2026-12-01; index.html's script asks for it before the app, and the server renders the
 * list's first screen from it).
 */
export const PUBLIC_KNOWLEDGE_PATH = '/public/knowledge';

/** The list's search words at most. */
export const KNOWLEDGE_QUERY_MAX = 30;

/**
 * Where a feedback stands in the operators' inbox (ADR 041): received, taken by an operator,
 * answered (its reply on the sender's feedback page) or closed.
 */
export const FEEDBACK_STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** An operator's reply, as long as the feedback itself may be. */
export const FEEDBACK_REPLY = { min: 2, max: 500 } as const;

/** How many of their latest feedbacks a logged-in sender reads on the page. */
export const MY_FEEDBACK_MAX = 20;
