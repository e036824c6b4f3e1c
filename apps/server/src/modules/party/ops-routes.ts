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
import type { FastifyInstance } from 'fastify';
import type { partyPosts } from '../../db/schema/party.ts';
import type { UserType } from '../../db/schema/users.ts';
import { isoOrNull } from '../../db/timestamps.ts';
import { authorOf, postsInState, type ReviewVerb, reviewIn } from '../moderation/public.ts';
import { audited } from '../../db/audit.ts';
import { actorOf, type Operator, type OpsRoute, serveOps } from '../../http/ops-route.ts';
import { type FileUrl, uploadsFor } from '../uploads/public.ts';
import { PARTY_POSTS } from './posts.ts';

type PostRow = typeof partyPosts.$inferSelect;

function rowOf(
  post: PostRow,
  author: { userType: UserType; mobile: string | null },
  fileUrl: FileUrl,
): OpsPartyPostRow {
  return {
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
  };
}

/** Decides on post `id` as `operator`, audited as `party_post.<verb>`; answers the post after. */
async function decide(
  app: FastifyInstance,
  operator: Operator | null,
  id: number,
  verb: ReviewVerb,
  reason: string | null,
): Promise<OpsPartyPostRow> {
  const actor = actorOf(operator);
  const now = app.now();
  const { links } = uploadsFor(app);
  return audited(app.db, actor, now, async (tx) => {
    const { post, author, audit } = await reviewIn(tx, PARTY_POSTS, {
      id,
      verb,
      reason,
      operatorId: actor.operatorId,
      now,
    });
    // Signing links is arithmetic, no request: nothing waits inside the transaction.
    const fileUrl = await links(post.photoKeys);
    return { audit, result: rowOf(post, author, fileUrl) };
  });
}

export const partyOpsRoutes: readonly OpsRoute[] = [
  serveOps(listPartyPostsByState, async ({ app, query }) => {
    const { rows, total } = await postsInState(app.db, PARTY_POSTS, query);
    const fileUrl = await uploadsFor(app).links(rows.flatMap(({ post }) => post.photoKeys));
    return {
      page: query.page,
      pageSize: query.pageSize,
      total,
      items: rows.map(({ post, ...author }) => rowOf(post, author, fileUrl)),
    };
  }),
  serveOps(approvePartyPost, async ({ app, params, operator }) =>
    decide(app, operator, params.id, 'approve', null),
  ),
  serveOps(rejectPartyPost, async ({ app, params, body, operator }) =>
    decide(app, operator, params.id, 'reject', body.reason),
  ),
  serveOps(unpublishPartyPost, async ({ app, params, body, operator }) =>
    decide(app, operator, params.id, 'unpublish', body.reason),
  ),
];
