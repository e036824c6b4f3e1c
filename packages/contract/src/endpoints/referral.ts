// Referrals (issue 13, docs/decisions/016): an inviter's share token per programme, an invitee
// accepting it, and the inviter's list of the people they brought. A referral moves
// registered → qualified → rewarded, or ends expired or withheld; every refusal and every
// withholding names a reason from the closed lists below, which the pages and reports show.

import * as z from 'zod';
import { MASKED_MOBILE_PATTERN } from '../rules/mask.ts';
import { defineEndpoint, isoDate, isoDateTime, QUIET_READ, REFUSALS_IN_PLACE } from './common.ts';
import { INVITE_TOKEN_PATTERN } from './referral-values.ts';
import { valueAsset } from './value.ts';

const bigId = z.int().positive().max(Number.MAX_SAFE_INTEGER);

export const inviteType = z.int().min(1).max(9);
/** A share type in a query string: the value arrives as text; the client may pass a number. */
export const inviteTypeQuery = z
  .union([
    z.int(),
    z
      .string()
      .regex(/^\d{1,2}$/)
      .transform(Number),
  ])
  .pipe(inviteType);

/** A programme's stable name (the slug of its campaign of kind `referral`). */
export const programmeSlug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'invalid programme');

/**
 * Where a referral is. `invited` is counted, never stored: accepting needs a session, and logging
 * in registers, so a row starts `registered` (docs/decisions/016).
 */
export const REFERRAL_STATES = [
  'registered',
  'qualified',
  'rewarded',
  'expired',
  'withheld',
] as const;
export const referralState = z.enum(REFERRAL_STATES);
export type ReferralState = z.output<typeof referralState>;

/** What makes a referral qualify, per programme. */
export const QUALIFY_EVENTS = ['shipment_completed', 'verification_approved'] as const;
export const qualifyEvent = z.enum(QUALIFY_EVENTS);
export type QualifyEvent = z.output<typeof qualifyEvent>;

/**
 * Why an invitation was refused (no referral is written): the invitee's page shows the message the
 * envelope carries, and `data.reason` is one of these.
 */
export const REFERRAL_REFUSALS = [
  /** The link is unknown, of another programme, or expired. */
  'link_expired',
  /** The programme has not started, has ended or was ended early. */
  'programme_closed',
  /** The inviter opened their own link. */
  'self_invite',
  /** Another account of the inviter: same mobile, device, WeChat openid or ID-card number. */
  'same_person',
  /** The invitee (or another account of theirs) had already invited this inviter. */
  'circular_invite',
  /** The invitee (or another account of theirs) has already been referred in this programme. */
  'already_referred',
  /**
   * Another account, tied to the invitee only by the phone (device id) they share, has already been
   * referred in this programme: one phone joins once, whoever's account it is.
   */
  'shared_device',
  /** The programme is not for the invitee's type of account. */
  'other_user_type',
] as const;
export const referralRefusal = z.enum(REFERRAL_REFUSALS);
export type ReferralRefusal = z.output<typeof referralRefusal>;

/** The `data` of a refused acceptance (code 1000 or 1004). */
export const referralRefusalData = z.strictObject({ reason: referralRefusal });
export type ReferralRefusalData = z.output<typeof referralRefusalData>;

/** Why a referral was withheld (it stays on the inviter's list with this reason, unpaid). */
export const REFERRAL_WITHHOLDINGS = [
  /** The inviter had reached the programme's daily cap (Asia/Shanghai) that day. */
  'daily_cap',
  /** Found at qualification to be the inviter under another account. */
  'same_person',
  /** An operator withheld it after review. */
  'operator_review',
] as const;
export const referralWithholding = z.enum(REFERRAL_WITHHOLDINGS);
export type ReferralWithholding = z.output<typeof referralWithholding>;

const reward = z.strictObject({ asset: valueAsset, amount: z.int().positive() });

// --- POST /api/referral/invite-token: my invitation token for a programme -------------------------

export const getMyInviteTokenRequest = z.strictObject({ programme: programmeSlug });
export const getMyInviteTokenResponse = z.strictObject({
  programme: programmeSlug,
  /** Random, url-safe, at least 128 bits: goes into the share link with `type`. */
  token: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/),
  /** The link's `type` (1-9), as getUserInfoByTokenAndType expects it. */
  type: inviteType,
  expiresAt: isoDateTime,
  /** What the inviter gets for each qualified referral. */
  inviterReward: reward,
  inviteeReward: reward.nullable(),
  /**
   * The inviter as their poster names them to strangers: the first character of their name and
   * two stars (`张**`); null while the account has no name (set by a profile or verification).
   */
  inviterNameMasked: z.string().max(10).nullable(),
});
export const getMyInviteToken = defineEndpoint({
  name: 'getMyInviteToken',
  // A POST: the first call for a programme creates the token.
  method: 'POST',
  service: 'oms-service',
  path: '/api/referral/invite-token',
  caller: 'user',
  client: QUIET_READ,
  request: getMyInviteTokenRequest,
  response: getMyInviteTokenResponse,
  example: { programme: 'demo-driver-invites-driver' },
});
export type GetMyInviteTokenRequest = z.input<typeof getMyInviteTokenRequest>;
export type GetMyInviteTokenData = z.output<typeof getMyInviteTokenResponse>;

// --- POST /api/referral/accept: the logged-in invitee accepts an invitation -----------------------

export const acceptInvitationRequest = z.strictObject({
  token: z.string().regex(INVITE_TOKEN_PATTERN, 'invalid token'),
  /** The device id (docs/design.md §8) when the header could not carry it; a fraud signal only. */
  deviceId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/)
    .optional(),
});
export const acceptInvitationResponse = z.strictObject({
  referralId: bigId,
  programme: programmeSlug,
  /** `registered`, or `withheld` (over the inviter's daily cap: recorded, never paid). */
  state: z.enum(['registered', 'withheld']),
  reason: referralWithholding.nullable(),
  /** True when this invitee had already accepted this invitation: the first answer. */
  repeated: z.boolean(),
});
export const acceptInvitation = defineEndpoint({
  name: 'acceptInvitation',
  method: 'POST',
  service: 'oms-service',
  path: '/api/referral/accept',
  caller: 'user',
  client: REFUSALS_IN_PLACE,
  request: acceptInvitationRequest,
  response: acceptInvitationResponse,
  example: { token: 'k3J9xQ2mV7pL0sN4tR8wY1zB5cD6fG2h' },
});
export type AcceptInvitationRequest = z.input<typeof acceptInvitationRequest>;
export type AcceptInvitationData = z.output<typeof acceptInvitationResponse>;

// --- GET /api/referral/mine: the people I invited -------------------------------------------------

const myReferral = z.strictObject({
  referralId: bigId,
  programme: programmeSlug,
  state: referralState,
  inviteeMobileMasked: z.string().regex(MASKED_MOBILE_PATTERN),
  /** Why it was withheld; null otherwise. */
  reason: referralWithholding.nullable(),
  /** The reason in the request's language; null without a reason. */
  reasonText: z.string().nullable(),
  /** What was paid to the inviter (state `rewarded`); null before. */
  reward: reward.nullable(),
  /**
   * What the programme will pay the inviter while it may still pay (to qualify, or qualified and
   * not yet paid); null once paid, expired or withheld.
   */
  promised: reward.nullable(),
  registeredAt: isoDateTime,
  /** When it stops waiting to qualify. */
  expiresAt: isoDateTime,
  qualifiedAt: isoDateTime.nullable(),
  rewardedAt: isoDateTime.nullable(),
  /** The inviter may remind this invitee today: still to qualify, and not reminded today. */
  canRemind: z.boolean(),
});

export const MY_REFERRALS_LIMIT = 200;

export const listMyReferralsRequest = z.strictObject({ programme: programmeSlug.optional() });
export const listMyReferralsResponse = z.strictObject({ referrals: z.array(myReferral) });
export const listMyReferrals = defineEndpoint({
  name: 'listMyReferrals',
  method: 'GET',
  service: 'oms-service',
  path: '/api/referral/mine',
  caller: 'user',
  client: QUIET_READ,
  request: listMyReferralsRequest,
  response: listMyReferralsResponse,
  example: { programme: 'demo-driver-invites-driver' },
});
export type MyReferral = z.output<typeof myReferral>;
export type ListMyReferralsRequest = z.input<typeof listMyReferralsRequest>;
export type ListMyReferralsData = z.output<typeof listMyReferralsResponse>;

// --- GET /api/referral/invitation: the invitation I accepted, for a share type --------------------

export const getMyInvitationRequest = z.strictObject({ inviteType: inviteTypeQuery });
const myInvitation = z.strictObject({
  referralId: bigId,
  programme: programmeSlug,
  /** The programme's title in the request's language. */
  title: z.string(),
  inviterMobileMasked: z.string().regex(MASKED_MOBILE_PATTERN),
  state: referralState,
  reason: referralWithholding.nullable(),
  /** The reason in the request's language; null without a reason. */
  reasonText: z.string().nullable(),
  /** What qualifies the invitation: the invitee's next step. */
  qualifyEvent,
  /** What the invitee gets when it qualifies (the programme's terms); null: nothing. */
  inviteeReward: reward.nullable(),
  /** What was paid to the invitee, as the ledger has it; null before (or without a reward). */
  paid: reward.nullable(),
  registeredAt: isoDateTime,
  /** When it stops waiting to qualify. */
  expiresAt: isoDateTime,
  qualifiedAt: isoDateTime.nullable(),
});
/** None accepted for the type is an answer (null), not an error: the page says so in place. */
export const getMyInvitationResponse = z.strictObject({ invitation: myInvitation.nullable() });
export const getMyInvitation = defineEndpoint({
  name: 'getMyInvitation',
  method: 'GET',
  service: 'oms-service',
  path: '/api/referral/invitation',
  caller: 'user',
  client: QUIET_READ,
  request: getMyInvitationRequest,
  response: getMyInvitationResponse,
  example: { inviteType: 3 },
});
export type MyInvitation = z.output<typeof myInvitation>;

// --- POST /api/referral/remind: the inviter reminds a pending invitee, once a day -----------------

export const remindInviteeRequest = z.strictObject({ referralId: bigId });
export const remindInviteeResponse = z.strictObject({
  referralId: bigId,
  /** The day (Asia/Shanghai) of the reminder: the next one may be sent the day after. */
  remindedOn: isoDate,
});
export const remindInvitee = defineEndpoint({
  name: 'remindInvitee',
  method: 'POST',
  service: 'oms-service',
  path: '/api/referral/remind',
  caller: 'user',
  client: REFUSALS_IN_PLACE,
  request: remindInviteeRequest,
  response: remindInviteeResponse,
  example: { referralId: 1 },
});
export type RemindInviteeRequest = z.input<typeof remindInviteeRequest>;
