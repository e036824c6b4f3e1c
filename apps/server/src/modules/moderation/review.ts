// An operator's decision on a post of a kind: approve a pending one (published), reject it with a
// reason, or take a published one down with a reason (it becomes rejected, the author reads why).
// The post is locked and its state checked, so a second decision on the same post is a 409; the
// caller runs it inside the transaction that writes the audit record it answers
// (db/audit.ts `audited`), so a refused decision records nothing.

import type { AuditAction } from '@freight/contract/ops';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users, type UserType } from '../../db/schema/users.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import type { ModeratedTable, ModerationState, PostKind, RowOf } from './kind.ts';

export type ReviewVerb = 'approve' | 'reject' | 'unpublish';

/** What a decision needs the post to be, and what it makes it. */
const DECISIONS = {
  approve: { from: 'pending', to: 'published' },
  reject: { from: 'pending', to: 'rejected' },
  unpublish: { from: 'published', to: 'rejected' },
} as const satisfies Record<ReviewVerb, { from: ModerationState; to: ModerationState }>;

export interface Review {
  id: number;
  verb: ReviewVerb;
  /** The reason the author reads; null to approve. */
  reason: string | null;
  /** The deciding operator (null for a script). */
  operatorId: number | null;
  now: number;
}

/** The post after a decision, its author, and the audit record of the decision. */
export interface Reviewed<T extends ModeratedTable> {
  post: RowOf<T>;
  author: { userType: UserType; mobile: string | null };
  audit: {
    action: AuditAction;
    targetKind: PostKind<T>['target'];
    targetId: number;
    before: { state: ModerationState; rejectReason: string | null };
    after: { state: ModerationState; rejectReason: string | null };
  };
}

/** Decides on post `review.id` in `tx` (see above). */
export async function reviewIn<T extends ModeratedTable>(
  tx: Db,
  kind: PostKind<T>,
  review: Review,
): Promise<Reviewed<T>> {
  const t: ModeratedTable = kind.table;
  const { id, verb, reason, now } = review;
  const { from, to } = DECISIONS[verb];
  // Locked: two decisions at once queue here, and the second finds the first's state.
  const [post] = (await tx.select().from(t).where(eq(t.id, id)).for('update')) as RowOf<T>[];
  // Thrown inside the transaction: a refused decision leaves no record.
  if (!post) throw new ApiError(BUSINESS_CODES.NOT_FOUND, kind.messages.noPost);
  if (post.state !== from) {
    throw new ApiError(BUSINESS_CODES.CONFLICT, kind.messages.notInState(from, post.state));
  }
  const [after] = (await tx
    .update(t)
    .set({
      state: to,
      rejectReason: reason,
      reviewedAt: new Date(now),
      reviewedBy: review.operatorId,
      ...(verb === 'approve' ? { publishedAt: new Date(now) } : {}),
    })
    .where(eq(t.id, id))
    .returning()) as RowOf<T>[];
  const [author] = await tx
    .select({ userType: users.userType, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, post.userId));
  if (!after || !author) throw new Error(`${kind.target}: ${id} vanished in its decision`);
  return {
    post: after,
    author,
    audit: {
      action: `${kind.target}.${verb}`,
      targetKind: kind.target,
      targetId: id,
      before: { state: post.state, rejectReason: post.rejectReason },
      after: { state: after.state, rejectReason: after.rejectReason },
    },
  };
}
