// The operator API's referrals (docs/decisions/016): a programme's funnel, the referrals filtered
// and paged, and withholding one not yet paid after a review.

import * as z from 'zod';
import {
  programmeSlug,
  REFERRAL_REFUSALS,
  REFERRAL_STATES,
  REFERRAL_WITHHOLDINGS,
} from '../endpoints/referral.ts';
import { defineOpsEndpoint, type OpsEndpointDef } from './define.ts';
import { opsPageOf, opsPageQuery } from './paging.ts';
import { countsOf } from './users.ts';

/**
 * A programme's funnel: how many reached each stage (a rewarded referral counts as registered,
 * qualified and rewarded), withheld ones by reason, and refused acceptances by reason.
 * `invited`: every acceptance asked for, refused or not.
 */
export const referralFunnel = z.strictObject({
  programme: programmeSlug,
  invited: z.int().nonnegative(),
  registered: z.int().nonnegative(),
  qualified: z.int().nonnegative(),
  rewarded: z.int().nonnegative(),
  expired: z.int().nonnegative(),
  withheld: z.int().nonnegative(),
  withheldBy: countsOf(REFERRAL_WITHHOLDINGS),
  refused: z.int().nonnegative(),
  refusedBy: countsOf(REFERRAL_REFUSALS),
});
export type ReferralFunnel = z.output<typeof referralFunnel>;

export const referralFunnelParams = z.strictObject({ programme: programmeSlug });

const userIdQuery = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const referralFilterQuery = z.strictObject({
  programme: programmeSlug.optional(),
  state: z.enum(REFERRAL_STATES).optional(),
  inviterUserId: userIdQuery.optional(),
  inviteeUserId: userIdQuery.optional(),
});
export const referralListQuery = opsPageQuery.extend(referralFilterQuery.shape);

export const referralRow = z.strictObject({
  id: z.int().positive(),
  programme: programmeSlug,
  /** The programme's title, as operators named it. */
  programmeTitleZh: z.string(),
  programmeTitleEn: z.string(),
  state: z.enum(REFERRAL_STATES),
  reason: z.enum(REFERRAL_WITHHOLDINGS).nullable(),
  inviterUserId: z.int().positive(),
  inviteeUserId: z.int().positive(),
  /** Masked: an operator's list needs no full number. */
  inviteeMobileMasked: z.string(),
  registeredAt: z.string(),
  expiresAt: z.string(),
  qualifiedAt: z.string().nullable(),
  rewardedAt: z.string().nullable(),
  inviterEntryId: z.int().positive().nullable(),
});
export const referralPage = opsPageOf(referralRow);
export type ReferralPage = z.output<typeof referralPage>;

export const referralIdParams = z.strictObject({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
/** Withhold a referral not yet rewarded (operator), with a note for the audit log. */
export const withholdReferralRequest = z.strictObject({
  note: z.string().trim().min(1).max(200),
});
/** The referral withheld: never paid, by an operator's review. */
export const withheldReferral = z.strictObject({
  id: z.int().positive(),
  state: z.literal('withheld'),
  reason: z.literal('operator_review'),
});
export type WithheldReferral = z.output<typeof withheldReferral>;

export const getReferralFunnel = defineOpsEndpoint({
  name: 'getReferralFunnel',
  method: 'GET',
  path: '/referrals/programmes/:programme/funnel',
  role: 'viewer',
  params: referralFunnelParams,
  response: referralFunnel,
  summary:
    "A referral programme's funnel: `{ programme, invited, registered, qualified, rewarded, expired, withheld, withheldBy, refused, refusedBy }`, each stage counting those that went further, withheld and refused ones by reason; not audited. 404 (4040) unknown programme.",
  example: { params: { programme: 'driver-invites-driver' } },
});

export const listReferrals = defineOpsEndpoint({
  name: 'listReferrals',
  method: 'GET',
  path: '/referrals',
  role: 'viewer',
  query: referralListQuery,
  response: referralPage,
  summary:
    "Referrals newest first, a page at a time, of one programme, state, inviter or invitee when given: `{ page, pageSize, total, items: [{ id, programme, programmeTitleZh, programmeTitleEn, state, reason, inviterUserId, inviteeUserId, inviteeMobileMasked, ... }] }`, the invitee's mobile masked; not audited. 404 (4040) unknown programme.",
  example: { query: { inviterUserId: 42, page: 1, pageSize: 20 } },
});

export const exportReferrals = defineOpsEndpoint({
  name: 'exportReferrals',
  method: 'GET',
  path: '/referrals/export',
  role: 'operator',
  query: referralFilterQuery,
  // A row of the list, its times China's wall clock (`YYYY-MM-DD HH:mm:ss`).
  response: referralRow,
  csv: { file: 'referrals', audit: 'export.referrals' },
  summary:
    "The referrals as a CSV file (ADR 042), newest first, narrowed by the list's `programme`, `state`, `inviterUserId` and `inviteeUserId`: the list's columns, times China's, the invitee's mobile masked; audited as `export.referrals` with the filters and the rows sent. 404 (4040) unknown programme; 422 (4220) as the list.",
  example: { query: { inviterUserId: 42 } },
});

export const withholdReferral = defineOpsEndpoint({
  name: 'withholdReferral',
  method: 'POST',
  path: '/referrals/:id/withhold',
  role: 'operator',
  params: referralIdParams,
  body: withholdReferralRequest,
  response: withheldReferral,
  summary:
    "Withholds a referral not yet rewarded after a review: `{ note }`; answers `{ id, state: 'withheld', reason: 'operator_review' }`. Audited as `referral.withhold` with the state and reason before and after and the note. 409 (4090) unknown or already settled.",
  example: { params: { id: 7 }, body: { note: '同一设备批量注册，人工审核后扣发' } },
});

export const referralOpsEndpoints: readonly OpsEndpointDef[] = [
  getReferralFunnel,
  listReferrals,
  exportReferrals,
  withholdReferral,
];
