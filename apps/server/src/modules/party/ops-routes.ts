// The party-building area in the operator API: a viewer reads the posts of a state (the pending
// queue oldest first); an operator approves a pending post (it is published), rejects it with a
// reason, or takes a published post down with a reason (it becomes rejected, the author reads
// why). Each decision checks the post's state under a row lock and is written to the audit log in
// the same transaction (as driver verification reviews are): a second decision on the same post
// is a 409 and records nothing. Reads are not audited. The queue and the decision are
// modules/moderation's, shared with road reports; this file shapes the party's rows.

import {
  approvePartyPost,
  listPartyPostsByState,
  type OpsPartyPostRow,
  rejectPartyPost,
  unpublishPartyPost,
} from '@freight/contract/ops';
import { isoOrNull } from '../../db/timestamps.ts';
import { type OpsRoute, serveOps } from '../../http/ops-route.ts';
import { authorOf, decideOn, pageInState, type ShapeForOperator } from '../moderation/public.ts';
import { PARTY_POSTS } from './posts.ts';

const rowOf: ShapeForOperator<typeof PARTY_POSTS.table, OpsPartyPostRow> = (
  post,
  author,
  fileUrl,
) => ({
  id: post.id,
  title: post.title,
  text: post.text,
  photoUrls: post.photoKeys.map(fileUrl),
  author: authorOf(author.userType, author.mobile),
  userId: post.userId,
  state: post.state,
  rejectReason: post.rejectReason,
  createdAt: post.createdAt.toISOString(),
  reviewedAt: isoOrNull(post.reviewedAt),
  publishedAt: isoOrNull(post.publishedAt),
});

export const partyOpsRoutes: readonly OpsRoute[] = [
  serveOps(listPartyPostsByState, async ({ app, query }) =>
    pageInState(app, PARTY_POSTS, rowOf, query),
  ),
  serveOps(approvePartyPost, async ({ app, params, operator }) =>
    decideOn(app, PARTY_POSTS, rowOf, { operator, id: params.id, verb: 'approve', reason: null }),
  ),
  serveOps(rejectPartyPost, async ({ app, params, body, operator }) =>
    decideOn(app, PARTY_POSTS, rowOf, {
      operator,
      id: params.id,
      verb: 'reject',
      reason: body.reason,
    }),
  ),
  serveOps(unpublishPartyPost, async ({ app, params, body, operator }) =>
    decideOn(app, PARTY_POSTS, rowOf, {
      operator,
      id: params.id,
      verb: 'unpublish',
      reason: body.reason,
    }),
  ),
];
