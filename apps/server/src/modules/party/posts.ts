// Party posts as users see them: the published list (newest publication first, a page at a time),
// one post (published, or the caller's own in any state), the caller's own posts, and a new post,
// stored pending until an operator approves it (ops-routes.ts). The machinery a post under
// moderation shares with road reports (submission and its caps, the lists, the operators'
// decisions) is modules/moderation; this file keeps what is the party's: a title, the excerpt and
// cover of the list, and who may read a post.

import {
  type ListPartyPostsData,
  type MyPartyPostsData,
  type PartyPost,
  type PartyPostSummary,
} from '@freight/contract/endpoints/party';
import { PARTY_PAGE_SIZE } from '@freight/contract/endpoints/party-values';
import type { PublicAuthor } from '@freight/contract/endpoints/identity';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { partyPosts } from '../../db/schema/party.ts';
import { users } from '../../db/schema/users.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { sameList } from '../../http/request-ids.ts';
import {
  authorOf,
  ownPosts,
  paragraphsOf,
  type PostKind,
  publishedPage,
  submitPending,
} from '../moderation/public.ts';
import {
  type FileLinks,
  type FileUrl,
  refuseForeignPhotoKeys,
  type UploadOwnership,
} from '../uploads/public.ts';
import { notInState, PARTY_MESSAGES, PENDING_PER_USER, POSTS_PER_DAY } from './messages.ts';

/** Party posts as a kind of post under moderation. */
export const PARTY_POSTS: PostKind<typeof partyPosts> = {
  table: partyPosts,
  target: 'party_post',
  lockName: 'party-posts',
  perDay: POSTS_PER_DAY,
  pendingMax: PENDING_PER_USER,
  messages: {
    pendingCap: PARTY_MESSAGES.pendingCap,
    dayCap: PARTY_MESSAGES.dayCap,
    noPost: PARTY_MESSAGES.noPost,
    notInState,
  },
};

type PostRow = typeof partyPosts.$inferSelect;

/**
 * Characters of the text a list entry shows at most, `…` included (the contract allows 120 UTF-16
 * units: 60 characters outside the BMP fill them).
 */
const EXCERPT_CHARS = 60;

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

/** A page of the published posts, after the post `before` when given (moderation/lists.ts). */
export async function listPublished(
  db: Db,
  before: number | undefined,
  links: FileLinks,
): Promise<ListPartyPostsData> {
  const { page, more } = await publishedPage(db, PARTY_POSTS, {
    before,
    pageSize: PARTY_PAGE_SIZE,
  });
  const fileUrl = await links(page.flatMap(({ post }) => post.photoKeys.slice(0, 1)));
  const posts = page.map(({ post, userType, mobile }): PartyPostSummary => ({
    id: post.id,
    title: post.title,
    excerpt: excerptOf(post.text),
    coverUrl: post.photoKeys[0] === undefined ? null : fileUrl(post.photoKeys[0]),
    author: authorOf(userType, mobile),
    publishedAt: (post.publishedAt as Date).toISOString(),
  }));
  return { posts, more };
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
    .select({ post: partyPosts, userType: users.userType, mobile: users.mobile })
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

/** The caller's posts, newest first, whatever their state (the last 20). */
export async function myPosts(db: Db, userId: number): Promise<MyPartyPostsData> {
  const rows = await ownPosts(db, PARTY_POSTS, userId);
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
 * Stores a post, pending (moderation/submit.ts: a retry, the day's POSTS_PER_DAY, the
 * PENDING_PER_USER waiting). Refused first, storing nothing: a photo key given twice
 * (VALIDATION_FAILED at `photoKeys.<i>`, rule `invalid`) or not the caller's own upload (at
 * `photoKeys.<i>`, as a driver's profile refuses one).
 */
export async function submitPost(
  db: Db,
  uploads: UploadOwnership,
  input: Submission,
): Promise<{ id: number; state: 'pending' }> {
  await refuseForeignPhotoKeys(uploads, input.userId, input.photoKeys);
  return submitPending(db, PARTY_POSTS, {
    userId: input.userId,
    requestId: input.requestId,
    now: input.now,
    sameAs: (row) =>
      row.title === input.title &&
      row.text === input.text &&
      sameList(row.photoKeys, input.photoKeys),
    values: { title: input.title, text: input.text, photoKeys: [...input.photoKeys] },
  });
}
