// The party-building area in the operator API: a viewer reads the posts of a state (the pending
// queue oldest first); an operator approves a pending post (it is published), rejects it with a
// reason, or takes a published post down with a reason (it becomes rejected, the author reads
// why). Each decision checks the post's state under a row lock and is written to the audit log in
// the same transaction (as driver verification reviews are): a second decision on the same post
// is a 409 and records nothing. Reads are not audited.

import {
  approvePartyPost,
  listPartyPostsByState,
  type OpsPartyPostRow,
  rejectPartyPost,
  unpublishPartyPost,
} from '@freight/contract/ops';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { partyPosts } from '../../db/schema/party.ts';
import { users } from '../../db/schema/users.ts';
import { isoOrNull } from '../../db/timestamps.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { audited } from '../../db/audit.ts';
import { actorOf, type Operator, type OpsRoute, serveOps } from '../../http/ops-route.ts';
import { uploadsFor } from '../uploads/public.ts';
import type { FileUrl } from '../uploads/public.ts';
import { notInState, PARTY_MESSAGES } from './messages.ts';
import { authorOf } from './posts.ts';

type PostRow = typeof partyPosts.$inferSelect;
type Verb = 'approve' | 'reject' | 'unpublish';

function rowOf(
  post: PostRow,
  author: { userType: 1 | 3; mobile: string | null },
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

const ORDER = {
  pending: [asc(partyPosts.createdAt), asc(partyPosts.id)],
  published: [desc(partyPosts.publishedAt), desc(partyPosts.id)],
  rejected: [desc(partyPosts.reviewedAt), desc(partyPosts.id)],
} as const;

/** What a decision needs the post to be, and what it makes it. */
const DECISIONS = {
  approve: { from: 'pending', to: 'published' },
  reject: { from: 'pending', to: 'rejected' },
  unpublish: { from: 'published', to: 'rejected' },
} as const satisfies Record<Verb, { from: PostRow['state']; to: PostRow['state'] }>;

/** Decides on post `id` as `operator`, audited as `party_post.<verb>`; answers the post after. */
async function decide(
  app: FastifyInstance,
  operator: Operator | null,
  id: number,
  verb: Verb,
  reason: string | null,
): Promise<OpsPartyPostRow> {
  const actor = actorOf(operator);
  const { from, to } = DECISIONS[verb];
  const now = app.now();
  const { links } = uploadsFor(app);
  return audited(app.db, actor, now, async (tx) => {
    // Locked: two decisions at once queue here, and the second finds the first's state.
    const [post] = await tx.select().from(partyPosts).where(eq(partyPosts.id, id)).for('update');
    // Thrown inside the transaction: a refused decision leaves no record.
    if (!post) throw new ApiError(BUSINESS_CODES.NOT_FOUND, PARTY_MESSAGES.noPost);
    if (post.state !== from) {
      throw new ApiError(BUSINESS_CODES.CONFLICT, notInState(from, post.state));
    }
    const [after] = await tx
      .update(partyPosts)
      .set({
        state: to,
        rejectReason: reason,
        reviewedAt: new Date(now),
        reviewedBy: actor.operatorId,
        ...(verb === 'approve' ? { publishedAt: new Date(now) } : {}),
      })
      .where(eq(partyPosts.id, id))
      .returning();
    const [author] = await tx
      .select({ userType: users.userType, mobile: users.mobile })
      .from(users)
      .where(eq(users.id, post.userId));
    if (!after || !author) throw new Error(`party_posts: post ${id} vanished in its decision`);
    // Signing links is arithmetic, no request: nothing waits inside the transaction.
    const fileUrl = await links(after.photoKeys);
    return {
      audit: {
        action: `party_post.${verb}`,
        targetKind: 'party_post',
        targetId: id,
        before: { state: post.state, rejectReason: post.rejectReason },
        after: { state: after.state, rejectReason: after.rejectReason },
      },
      result: rowOf(after, author, fileUrl),
    };
  });
}

export const partyOpsRoutes: readonly OpsRoute[] = [
  serveOps(listPartyPostsByState, async ({ app, query }) => {
    const where = eq(partyPosts.state, query.state);
    const [rows, [total]] = await Promise.all([
      app.db
        .select({ post: partyPosts, userType: users.userType, mobile: users.mobile })
        .from(partyPosts)
        .innerJoin(users, eq(users.id, partyPosts.userId))
        .where(where)
        .orderBy(...ORDER[query.state])
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      app.db.select({ n: count() }).from(partyPosts).where(where),
    ]);
    const fileUrl = await uploadsFor(app).links(rows.flatMap(({ post }) => post.photoKeys));
    return {
      page: query.page,
      pageSize: query.pageSize,
      total: total?.n ?? 0,
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
