// The operator API's party-building posts (docs/decisions/028-party-building.md): the posts of a
// state, and an operator's decision on one (approve, reject, take down), each audited.

import * as z from 'zod';
import { rowIdParam } from '../endpoints/common.ts';
import { publicAuthor } from '../endpoints/identity.ts';
import { PARTY_POST_STATES } from '../endpoints/party-values.ts';
import { defineOpsEndpoint, type OpsEndpointDef } from './define.ts';
import { moderationListQuery, moderationReasonRequest, moderationRowFields } from './moderation.ts';
import { opsPageOf } from './paging.ts';

/** Posts of one state (pending by default), a page at a time (ops/moderation.ts). */
export const partyPostListQuery = moderationListQuery(PARTY_POST_STATES);

export const opsPartyPostRow = z.strictObject({
  id: z.int().positive(),
  title: z.string(),
  /** As written, line breaks kept (text, never HTML). */
  text: z.string(),
  photoUrls: z.array(z.string()),
  /** As the users' pages show it: a driver or a shipper, the mobile masked. */
  author: publicAuthor,
  ...moderationRowFields(PARTY_POST_STATES),
});
export type OpsPartyPostRow = z.output<typeof opsPartyPostRow>;
export const opsPartyPostPage = opsPageOf(opsPartyPostRow);
export type OpsPartyPostPage = z.output<typeof opsPartyPostPage>;

export const partyPostIdParams = z.strictObject({
  id: rowIdParam,
});

/**
 * POST /ops/api/party/posts/:id/reject (a pending post) and /unpublish (a published one): the
 * reason the author reads. Approve (/approve) takes no body. Each is audited (`party_post.<verb>`)
 * and answers the post as `OpsPartyPostRow`.
 */
export const partyPostReasonRequest = moderationReasonRequest;
export type PartyPostReasonRequest = z.input<typeof partyPostReasonRequest>;

export const listPartyPostsByState = defineOpsEndpoint({
  name: 'listPartyPostsByState',
  method: 'GET',
  path: '/party/posts',
  role: 'viewer',
  query: partyPostListQuery,
  response: opsPartyPostPage,
  summary:
    'Party posts of one state (`pending` by default, `published`, `rejected`), a page at a time: pending oldest first (the queue), published by publication, rejected by the last decision, newest first; each author as the pages show it (mobile masked); not audited.',
  example: { query: { state: 'pending', page: 1, pageSize: 20 } },
});

export const approvePartyPost = defineOpsEndpoint({
  name: 'approvePartyPost',
  method: 'POST',
  path: '/party/posts/:id/approve',
  role: 'operator',
  params: partyPostIdParams,
  response: opsPartyPostRow,
  summary:
    'Publishes a pending post (no body; audited as `party_post.approve` with the state before and after, in the same transaction under a row lock); answers the post. 404 (4040) unknown; 409 (4090) when not pending, recording nothing.',
  example: { params: { id: 1 } },
});

export const rejectPartyPost = defineOpsEndpoint({
  name: 'rejectPartyPost',
  method: 'POST',
  path: '/party/posts/:id/reject',
  role: 'operator',
  params: partyPostIdParams,
  body: partyPostReasonRequest,
  response: opsPartyPostRow,
  summary:
    'Turns a pending post down with `{ reason }` (1 to 200 characters, one line), which the author reads (audited as `party_post.reject` with the state and reason before and after); answers the post. 404 (4040) unknown; 409 (4090) when not pending; 422 a bad reason.',
  example: { params: { id: 1 }, body: { reason: '照片与内容无关，请重新提交' } },
});

export const unpublishPartyPost = defineOpsEndpoint({
  name: 'unpublishPartyPost',
  method: 'POST',
  path: '/party/posts/:id/unpublish',
  role: 'operator',
  params: partyPostIdParams,
  body: partyPostReasonRequest,
  response: opsPartyPostRow,
  summary:
    'Takes a published post down with `{ reason }` (as reject): it becomes rejected, `publishedAt` kept (audited as `party_post.unpublish`); answers the post. 404 (4040) unknown; 409 (4090) when not published; 422 a bad reason.',
  example: { params: { id: 1 }, body: { reason: '活动已结束，内容过期' } },
});

export const partyOpsEndpoints: readonly OpsEndpointDef[] = [
  listPartyPostsByState,
  approvePartyPost,
  rejectPartyPost,
  unpublishPartyPost,
];
