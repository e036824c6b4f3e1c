// The lists of a kind's posts: the published ones a page at a time (the public list), a user's
// own, and the operators' queue of a state.
//
// The public list's keyset: posts run by publication time, newest first, then by id (higher
// first) among posts published at the same instant. `before` is the id of the previous page's
// last post; the next page is the published posts strictly after it in that order,
// `(published_at, id) <` its own. A post keeps its publication time when an operator takes it
// down, so a post taken down between two pages still marks where the next one starts. An id that
// was never published (or is outside the list's scope, or no longer exists) marks nothing, and the
// page is empty.

import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users, type UserType } from '../../db/schema/users.ts';
import type { ModeratedTable, ModerationState, PostKind, RowOf } from './kind.ts';

/** Posts of a user's own listed at most. */
const MINE_MAX = 20;

/** A post with its author's fields. */
export interface WithAuthor<T extends ModeratedTable> {
  post: RowOf<T>;
  userType: UserType;
  mobile: string | null;
}

function withAuthor(t: ModeratedTable) {
  return { post: t, userType: users.userType, mobile: users.mobile };
}

export interface PublishedQuery {
  /** Which published posts the list shows (the kind's own filters), besides their state. */
  where?: SQL | undefined;
  /** The previous page's last id. */
  before?: number | undefined;
  /**
   * The list's scope on the `before` post, written against its alias `p` (e.g.
   * `and p.province_code = …`): a `before` outside it marks nothing.
   */
  beforeScope?: SQL | undefined;
  pageSize: number;
}

/** A page of the published posts (see the keyset above) and whether more follow. */
export async function publishedPage<T extends ModeratedTable>(
  db: Db,
  kind: PostKind<T>,
  query: PublishedQuery,
): Promise<{ page: WithAuthor<T>[]; more: boolean }> {
  const t: ModeratedTable = kind.table;
  const after =
    query.before === undefined
      ? undefined
      : sql`(${t.publishedAt}, ${t.id}) < (select p.published_at, p.id from ${t} p where p.id = ${query.before}${query.beforeScope ?? sql``})`;
  const rows = (await db
    .select(withAuthor(t))
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .where(and(eq(t.state, 'published'), query.where, after))
    .orderBy(desc(t.publishedAt), desc(t.id))
    .limit(query.pageSize + 1)) as WithAuthor<T>[];
  return { page: rows.slice(0, query.pageSize), more: rows.length > query.pageSize };
}

/** A user's posts, newest first, whatever their state (the last MINE_MAX). */
export async function ownPosts<T extends ModeratedTable>(
  db: Db,
  kind: PostKind<T>,
  userId: number,
): Promise<RowOf<T>[]> {
  const t: ModeratedTable = kind.table;
  return (await db
    .select()
    .from(t)
    .where(eq(t.userId, userId))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(MINE_MAX)) as RowOf<T>[];
}

function orderOf(t: ModeratedTable, state: ModerationState) {
  switch (state) {
    // The queue: oldest first.
    case 'pending':
      return [asc(t.createdAt), asc(t.id)];
    case 'published':
      return [desc(t.publishedAt), desc(t.id)];
    // Newest decision first.
    case 'rejected':
      return [desc(t.reviewedAt), desc(t.id)];
  }
}

export interface StateQuery {
  state: ModerationState;
  page: number;
  pageSize: number;
}

/** The operators' list of a state, a page at a time, and how many posts are in it. */
export async function postsInState<T extends ModeratedTable>(
  db: Db,
  kind: PostKind<T>,
  query: StateQuery,
): Promise<{ rows: WithAuthor<T>[]; total: number }> {
  const t: ModeratedTable = kind.table;
  const where = eq(t.state, query.state);
  const [rows, [total]] = await Promise.all([
    db
      .select(withAuthor(t))
      .from(t)
      .innerJoin(users, eq(users.id, t.userId))
      .where(where)
      .orderBy(...orderOf(t, query.state))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return { rows: rows as WithAuthor<T>[], total: total?.n ?? 0 };
}
