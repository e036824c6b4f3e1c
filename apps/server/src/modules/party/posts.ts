// Party posts as users see them: the published list (newest publication first, a page at a time),
// one post (published, or the caller's own in any state), the caller's own posts, and a new post,
// stored pending until an operator approves it (ops-routes.ts).
//
// The list's keyset: posts run by publication time, newest first, then by id (higher first) among
// posts published at the same instant. `before` is the id of the previous page's last post; the
// next page is the published posts strictly after it in that order, `(published_at, id) <` its
// own. A post keeps its publication time when an operator takes it down, so a post taken down
// between two pages still marks where the next one starts. An id that was never published (or no
// longer exists: its author's account went) marks nothing, and the page is empty.

import {
  type ListPartyPostsData,
  type MyPartyPostsData,
  type PartyPost,
  type PartyPostSummary,
} from '@freight/contract/endpoints/party';
import { PARTY_PAGE_SIZE } from '@freight/contract/endpoints/party-values';
import type { PublicAuthor } from '@freight/contract/endpoints/identity';
import { maskMobile } from '@freight/contract/rules/mask';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { partyPosts } from '../../db/schema/party.ts';
import { type UserType, users } from '../../db/schema/users.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { repeatOf, sameList } from '../../http/request-ids.ts';
import { chinaDayAt, dayCapReached, queueSender } from '../../http/day-cap.ts';
import { refuseForeignPhotoKeys, type UploadOwnership } from '../uploads/public.ts';
import type { FileLinks, FileUrl } from '../uploads/public.ts';
import { PARTY_MESSAGES, PENDING_PER_USER, POSTS_PER_DAY } from './messages.ts';

type PostRow = typeof partyPosts.$inferSelect;

/** Posts of the caller's own listed at most. */
const MINE_MAX = 20;
/**
 * Characters of the text a list entry shows at most, `…` included (the contract allows 120 UTF-16
 * units: 60 characters outside the BMP fill them).
 */
const EXCERPT_CHARS = 60;

/**
 * Who wrote it, as others may see them: a driver or a shipper and the mobile masked. The pages
 * name the role in the reader's language (docs/decisions/028).
 */
export function authorOf(userType: UserType, mobile: string | null): PublicAuthor {
  return { userType, mobileMasked: maskMobile(mobile) };
}

/** The text's paragraphs: split at line breaks, each trimmed, blank ones dropped. */
export function paragraphsOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/**
 * The text's start for the list: its paragraphs run together with spaces, whole up to
 * EXCERPT_CHARS characters, else the first EXCERPT_CHARS - 1 and `…`.
 */
export function excerptOf(text: string): string {
  const chars = Array.from(paragraphsOf(text).join(' '));
  if (chars.length <= EXCERPT_CHARS) return chars.join('');
  return `${chars
    .slice(0, EXCERPT_CHARS - 1)
    .join('')
    .trimEnd()}…`;
}

const withAuthor = {
  post: partyPosts,
  userType: users.userType,
  mobile: users.mobile,
};

/** A page of the published posts, after the post `before` when given (see the keyset above). */
export async function listPublished(
  db: Db,
  before: number | undefined,
  links: FileLinks,
): Promise<ListPartyPostsData> {
  const after =
    before === undefined
      ? undefined
      : sql`(${partyPosts.publishedAt}, ${partyPosts.id}) < (select p.published_at, p.id from ${partyPosts} p where p.id = ${before})`;
  const rows = await db
    .select(withAuthor)
    .from(partyPosts)
    .innerJoin(users, eq(users.id, partyPosts.userId))
    .where(and(eq(partyPosts.state, 'published'), after))
    .orderBy(desc(partyPosts.publishedAt), desc(partyPosts.id))
    .limit(PARTY_PAGE_SIZE + 1);
  const page = rows.slice(0, PARTY_PAGE_SIZE);
  const fileUrl = await links(page.flatMap(({ post }) => post.photoKeys.slice(0, 1)));
  const posts = page.map(({ post, userType, mobile }): PartyPostSummary => ({
    id: post.id,
    title: post.title,
    excerpt: excerptOf(post.text),
    coverUrl: post.photoKeys[0] === undefined ? null : fileUrl(post.photoKeys[0]),
    author: authorOf(userType, mobile),
    publishedAt: (post.publishedAt as Date).toISOString(),
  }));
  return { posts, more: rows.length > PARTY_PAGE_SIZE };
}

function postOf(post: PostRow, author: PublicAuthor, mine: boolean, fileUrl: FileUrl): PartyPost {
  return {
    id: post.id,
    title: post.title,
    paragraphs: paragraphsOf(post.text),
    photoUrls: post.photoKeys.map(fileUrl),
    author,
    state: post.state,
    // The operator's reason is for the author alone.
    rejectReason: mine ? post.rejectReason : null,
    createdAt: post.createdAt.toISOString(),
    publishedAt: post.state === 'published' ? (post.publishedAt?.toISOString() ?? null) : null,
    mine,
  };
}

/**
 * One post: published, or the caller's own in any state; otherwise NOT_FOUND, the same answer as
 * for an id that does not exist (another user's pending or rejected post is never revealed).
 */
export async function visiblePost(
  db: Db,
  id: number,
  callerId: number | null,
  links: FileLinks,
): Promise<PartyPost> {
  const [row] = await db
    .select(withAuthor)
    .from(partyPosts)
    .innerJoin(users, eq(users.id, partyPosts.userId))
    .where(eq(partyPosts.id, id));
  const mine = row !== undefined && callerId !== null && row.post.userId === callerId;
  if (!row || (row.post.state !== 'published' && !mine)) {
    throw new ApiError(BUSINESS_CODES.NOT_FOUND, PARTY_MESSAGES.notFound);
  }
  const fileUrl = await links(row.post.photoKeys);
  return postOf(row.post, authorOf(row.userType, row.mobile), mine, fileUrl);
}

/** The caller's posts, newest first, whatever their state (the last MINE_MAX). */
export async function myPosts(db: Db, userId: number): Promise<MyPartyPostsData> {
  const rows = await db
    .select()
    .from(partyPosts)
    .where(eq(partyPosts.userId, userId))
    .orderBy(desc(partyPosts.createdAt), desc(partyPosts.id))
    .limit(MINE_MAX);
  return {
    posts: rows.map((post) => ({
      id: post.id,
      title: post.title,
      state: post.state,
      rejectReason: post.rejectReason,
      createdAt: post.createdAt.toISOString(),
    })),
  };
}

export interface Submission {
  title: string;
  text: string;
  photoKeys: readonly string[];
  /** The tap's idempotency key (http/request-ids.ts). */
  requestId: string;
  userId: number;
  now: number;
}

/**
 * Stores a post, pending. Refused, storing nothing: a photo key given twice (VALIDATION_FAILED at
 * `photoKeys.<i>`, rule `invalid`) or not the caller's own upload (at `photoKeys.<i>`, as a
 * driver's profile refuses one); beyond the day's POSTS_PER_DAY (RATE_LIMITED until the next China
 * midnight); with PENDING_PER_USER posts already waiting (LIMIT_REACHED, until an operator has
 * decided one). The caps are counted under a lock per user, so posts sent at once cannot both be
 * the last one allowed.
 */
export async function submitPost(
  db: Db,
  uploads: UploadOwnership,
  input: Submission,
): Promise<{ id: number; state: 'pending' }> {
  await refuseForeignPhotoKeys(uploads, input.userId, input.photoKeys);

  const day = chinaDayAt(input.now);
  return db.transaction(async (tx) => {
    await queueSender(tx, `party-posts:user:${input.userId}`);
    // A retry of a post already stored (its answer was lost): the first answer, before any cap.
    const [prior] = await tx
      .select()
      .from(partyPosts)
      .where(and(eq(partyPosts.userId, input.userId), eq(partyPosts.requestId, input.requestId)));
    const repeated = repeatOf(
      prior,
      (row) =>
        row.title === input.title &&
        row.text === input.text &&
        sameList(row.photoKeys, input.photoKeys),
    );
    if (repeated) return { id: repeated.id, state: 'pending' as const };
    const [counts] = await tx
      .select({
        today: count(
          sql`case when ${gte(partyPosts.createdAt, day.start)} and ${lt(partyPosts.createdAt, day.end)} then 1 end`,
        ),
        pending: count(sql`case when ${eq(partyPosts.state, 'pending')} then 1 end`),
      })
      .from(partyPosts)
      .where(eq(partyPosts.userId, input.userId));
    if ((counts?.today ?? 0) >= POSTS_PER_DAY) {
      throw dayCapReached(day, input.now, PARTY_MESSAGES.dayCap);
    }
    if ((counts?.pending ?? 0) >= PENDING_PER_USER) {
      throw new ApiError(BUSINESS_CODES.LIMIT_REACHED, PARTY_MESSAGES.pendingCap);
    }
    const [row] = await tx
      .insert(partyPosts)
      .values({
        userId: input.userId,
        title: input.title,
        text: input.text,
        photoKeys: [...input.photoKeys],
        requestId: input.requestId,
        state: 'pending',
        createdAt: new Date(input.now),
      })
      .returning({ id: partyPosts.id });
    if (!row) throw new Error('party_posts: insert returned no row');
    return { id: row.id, state: 'pending' as const };
  });
}
