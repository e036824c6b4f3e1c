// The operator API's moderation of users' posts (docs/decisions/029, last section): what party
// posts and road reports share in the console. A list of one state a page at a time, the
// decision's fields of a row, and the reason an operator gives to turn a post down or take it
// down. Each kind declares its own rows and routes with these.

import * as z from 'zod';
import { ONE_LINE_TEXT } from '../rules/text.ts';
import { opsPageQuery } from './paging.ts';

/**
 * Posts of one state (pending by default), a page at a time: pending oldest first (the queue),
 * published newest publication first, rejected newest decision first.
 */
export function moderationListQuery<const S extends readonly [string, ...string[]]>(states: S) {
  return opsPageQuery.extend({
    state: z.enum(states).default('pending' as S[number]),
  });
}

/** The fields of a post's row the decisions are about, after the kind's own (spread last). */
export function moderationRowFields<const S extends readonly [string, ...string[]]>(states: S) {
  return {
    userId: z.int().positive(),
    state: z.enum(states),
    /** Why it was turned down or taken down; null otherwise. */
    rejectReason: z.string().nullable(),
    createdAt: z.string(),
    /** The last decision's time; null while pending. */
    reviewedAt: z.string().nullable(),
    /** When it was published (kept after it is taken down); null if it never was. */
    publishedAt: z.string().nullable(),
  };
}

/**
 * The body of a reject (a pending post) and an unpublish (a published one): the reason the
 * author reads. Approve takes no body. Each is audited (`<kind>.<verb>`).
 */
export const moderationReasonRequest = z.strictObject({
  // One line of text: no control characters (NUL cannot be stored).
  reason: z.string().trim().min(1).max(200).regex(ONE_LINE_TEXT, 'text.characters'),
});
export type ModerationReasonRequest = z.input<typeof moderationReasonRequest>;
