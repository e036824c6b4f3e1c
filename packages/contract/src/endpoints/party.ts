// The party-building area (/operate/partyBuilding, /add, /detail): posts by the platform's
// users about their party branch's activities (a study session, volunteers at a service area),
// shown to everyone once an operator has approved them. Text and photos only; the text is shown
// as text, never HTML.
import * as z from 'zod';
import { publicAuthor } from './identity.ts';
import {
  defineEndpoint,
  isoDateTime,
  OWN_SKELETON,
  QUIET_READ,
  REFUSALS_IN_PLACE,
  requestId,
  resourceUrl,
  rowIdParam,
  uploadKey,
} from './common.ts';
import { PARTY_PAGE_SIZE, PARTY_POST, PARTY_POST_STATES } from './party-values.ts';
import { LINES_TEXT, ONE_LINE_TEXT } from '../rules/text.ts';

export const partyPostId = rowIdParam;

const postSummary = z.strictObject({
  id: z.int().positive(),
  title: z.string().min(1).max(PARTY_POST.titleMax),
  /** The text's start, for the list. */
  excerpt: z.string().max(120),
  /** The first photo, when the post has one. */
  coverUrl: resourceUrl.nullable(),
  /** Who posted, as others may see them: a driver or a shipper, the mobile masked. */
  author: publicAuthor,
  publishedAt: isoDateTime,
});
export type PartyPostSummary = z.output<typeof postSummary>;

export const listPartyPostsRequest = z.strictObject({
  /** The id of the last post of the page before (newest first); none for the first page. */
  before: partyPostId.optional(),
});
export const listPartyPostsResponse = z.strictObject({
  posts: z.array(postSummary).max(PARTY_PAGE_SIZE),
  /** There are older posts: ask again with `before` the last id. */
  more: z.boolean(),
});
export type ListPartyPostsData = z.output<typeof listPartyPostsResponse>;

export const listPartyPosts = defineEndpoint({
  name: 'listPartyPosts',
  method: 'GET',
  service: 'oms-service',
  path: '/api/party/posts',
  caller: 'anyone',
  client: OWN_SKELETON,
  request: listPartyPostsRequest,
  response: listPartyPostsResponse,
  example: {},
});

export const getPartyPostRequest = z.strictObject({ id: partyPostId });
export const getPartyPostResponse = z.strictObject({
  id: z.int().positive(),
  title: z.string().min(1).max(PARTY_POST.titleMax),
  /** Paragraphs as the author wrote them (split at line breaks), as text. */
  paragraphs: z.array(z.string().min(1).max(PARTY_POST.textMax)).min(1),
  photoUrls: z.array(resourceUrl).max(PARTY_POST.photosMax),
  author: publicAuthor,
  state: z.enum(PARTY_POST_STATES),
  /** The operator's reason, to the author only, when turned down. */
  rejectReason: z.string().max(200).nullable(),
  createdAt: isoDateTime,
  publishedAt: isoDateTime.nullable(),
  /** The caller wrote it (and so may see it before it is approved). */
  mine: z.boolean(),
});
export type PartyPost = z.output<typeof getPartyPostResponse>;

export const getPartyPost = defineEndpoint({
  name: 'getPartyPost',
  method: 'GET',
  service: 'oms-service',
  path: '/api/party/post',
  caller: 'anyone',
  client: QUIET_READ,
  request: getPartyPostRequest,
  response: getPartyPostResponse,
  example: { id: 1 },
});

export const submitPartyPostRequest = z.strictObject({
  title: z
    .string()
    .trim()
    .min(PARTY_POST.titleMin, 'party.title')
    .max(PARTY_POST.titleMax, 'party.title')
    .regex(ONE_LINE_TEXT, 'text.characters'),
  text: z
    .string()
    .trim()
    .min(PARTY_POST.textMin, 'party.text')
    .max(PARTY_POST.textMax, 'party.text')
    .regex(LINES_TEXT, 'text.characters'),
  /** Keys of the caller's own uploads (getQiniuToken), in the order shown. */
  photoKeys: z.array(uploadKey).max(PARTY_POST.photosMax).optional(),
  /** The tap's key: a retry after a lost answer repeats the first answer, nothing is stored twice. */
  requestId,
});
export type SubmitPartyPostRequest = z.input<typeof submitPartyPostRequest>;
export const submitPartyPostResponse = z.strictObject({
  id: z.int().positive(),
  state: z.literal('pending'),
});

export const submitPartyPost = defineEndpoint({
  name: 'submitPartyPost',
  method: 'POST',
  service: 'oms-service',
  path: '/api/party/submit',
  caller: 'user',
  client: REFUSALS_IN_PLACE,
  request: submitPartyPostRequest,
  response: submitPartyPostResponse,
  example: {
    title: '服务区党员志愿服务',
    text: '周六在服务区为过往司机免费检查轮胎和灯光。',
    requestId: 'p0a1r2t3y4p5o6s7',
  },
});

export const myPartyPostsRequest = z.strictObject({});
export const myPartyPostsResponse = z.strictObject({
  /** The caller's posts, newest first, whatever their state (at most the last 20). */
  posts: z
    .array(
      z.strictObject({
        id: z.int().positive(),
        title: z.string().min(1).max(PARTY_POST.titleMax),
        state: z.enum(PARTY_POST_STATES),
        rejectReason: z.string().max(200).nullable(),
        createdAt: isoDateTime,
      }),
    )
    .max(20),
});
export type MyPartyPostsData = z.output<typeof myPartyPostsResponse>;

export const myPartyPosts = defineEndpoint({
  name: 'myPartyPosts',
  method: 'GET',
  service: 'oms-service',
  path: '/api/party/mine',
  caller: 'user',
  client: OWN_SKELETON,
  request: myPartyPostsRequest,
  response: myPartyPostsResponse,
  example: {},
});
