// What the operator API does with every kind of post under review: a page of one state's posts
// with their authors and photo links, and a decision on one post (review.ts) inside the
// transaction that writes its audit record, answered as the post after it. A kind (party posts,
// road reports) says only how its row looks to an operator (`shape`); its ops routes wire these.

import type { FastifyInstance } from 'fastify';
import { audited } from '../../db/audit.ts';
import type { UserType } from '../../db/schema/users.ts';
import { actorOf, type Operator } from '../../http/ops-route.ts';
import { type FileUrl, uploadsFor } from '../uploads/public.ts';
import type { ModeratedTable, PostKind, RowOf } from './kind.ts';
import { postsInState, type StateQuery } from './lists.ts';
import { reviewIn, type ReviewVerb } from './review.ts';

/** A post's author as the operator's row reads it. */
export interface Author {
  userType: UserType;
  mobile: string | null;
}

/** How a kind's post looks in the operator API. */
export type ShapeForOperator<T extends ModeratedTable, Row> = (
  post: RowOf<T>,
  author: Author,
  fileUrl: FileUrl,
) => Row;

/** The operators' page of posts in `query.state`, shaped by the kind. */
export async function pageInState<T extends ModeratedTable, Row>(
  app: FastifyInstance,
  kind: PostKind<T>,
  shape: ShapeForOperator<T, Row>,
  query: StateQuery,
): Promise<{ page: number; pageSize: number; total: number; items: Row[] }> {
  const { rows, total } = await postsInState(app.db, kind, query);
  const fileUrl = await uploadsFor(app).links(rows.flatMap(({ post }) => post.photoKeys));
  return {
    page: query.page,
    pageSize: query.pageSize,
    total,
    items: rows.map(({ post, ...author }) => shape(post, author, fileUrl)),
  };
}

/** Decides on post `id` as `operator`, audited as `<kind's target>.<verb>`; answers it after. */
export async function decideOn<T extends ModeratedTable, Row>(
  app: FastifyInstance,
  kind: PostKind<T>,
  shape: ShapeForOperator<T, Row>,
  decision: { operator: Operator | null; id: number; verb: ReviewVerb; reason: string | null },
): Promise<Row> {
  const actor = actorOf(decision.operator);
  const now = app.now();
  const { links } = uploadsFor(app);
  return audited(app.db, actor, now, async (tx) => {
    const { post, author, audit } = await reviewIn(tx, kind, {
      id: decision.id,
      verb: decision.verb,
      reason: decision.reason,
      operatorId: actor.operatorId,
      now,
    });
    // Signing links is arithmetic, no request: nothing waits inside the transaction.
    const fileUrl = await links(post.photoKeys);
    return { audit, result: shape(post, author, fileUrl) };
  });
}
