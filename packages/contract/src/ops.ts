// The operator API under /ops/api/ (docs/decisions/014-operator-api.md): plain JSON for the
// operations console at /ops/ and for scripts, outside the signed /service gateway. Successes are
// the JSON below; refusals are the contract's envelope ({ status: { code, msg }, data }) with its
// HTTP status (401 no operator session, 403 role too low or XSRF refused, 422 invalid body...).

import * as z from 'zod';
import { DRIVER_PROFILE_FIELDS, DRIVER_STATES } from './endpoints/driver-values.ts';
import { MASKED_ID_CARD_PATTERN, MASKED_MOBILE_PATTERN } from './rules/mask.ts';
import { OPERATOR_ROLES, SIGN_IN_NEEDS } from './ops/define.ts';

export * from './ops/define.ts';
export * from './ops/paging.ts';
export * from './ops/operators.ts';
export * from './ops/drivers.ts';
export * from './ops/campaigns.ts';
export * from './ops/value.ts';
export * from './ops/referrals.ts';
export * from './ops/users.ts';
export * from './ops/knowledge.ts';
export * from './ops/epidemic.ts';
export * from './ops/party.ts';
export * from './ops/edu.ts';
export * from './ops/shipments.ts';
export * from './ops/vitals.ts';
export { opsEndpoints } from './ops/index.ts';
import { opsPageOf, opsPageQuery } from './ops/paging.ts';

/**
 * The operator's XSRF token (double submit, bound to the operator session): a cookie the console
 * reads on /ops and sends back in this header on every POST, PUT, PATCH and DELETE.
 */
export const OPS_XSRF_COOKIE = 'OPS-XSRF-TOKEN';
export const OPS_XSRF_HEADER = 'X-OPS-XSRF-TOKEN';

export const operatorUsername = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9._-]{2,39}$/, 'username: 3 to 40 of a-z 0-9 . _ -');
/** A new password: long enough to resist guessing; bounded so hashing stays cheap to refuse. */
export const operatorPassword = z.string().min(12).max(200);

// --- /ops/api/session -----------------------------------------------------------------------

export const opsLoginRequest = z.strictObject({
  username: operatorUsername,
  // Any length up to the bound at login: a wrong one is refused by the hash, not by the schema.
  password: z.string().min(1).max(200),
  /**
   * The second factor of an operator who has one: the authenticator's 6 digits, or one of the
   * recovery codes (then used up). Without it such a login answers 401 (4010) with
   * `data: { needs: 'second_factor' }` and opens no session.
   */
  code: z.string().trim().min(1).max(40).optional(),
});
export type OpsLoginRequest = z.input<typeof opsLoginRequest>;

export const operatorMe = z.strictObject({
  id: z.int().positive(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  /** Null when signed in fully; else the step left (SIGN_IN_NEEDS). */
  needs: z.enum(SIGN_IN_NEEDS).nullable(),
});
export type OperatorMe = z.output<typeof operatorMe>;

/** `data` of the login's 401 when the password was right and a second factor code is needed. */
export const secondFactorNeededData = z.strictObject({ needs: z.literal('second_factor') });

/**
 * POST /ops/api/session/second-factor: a new TOTP secret (RFC 6238: SHA-1, 6 digits, 30 s) to
 * enrol, as base32 text and as an otpauth:// URI; not in force until a first code confirms it.
 * Refused (409) when one is enrolled: an admin resets it first.
 */
export const secondFactorEnrolment = z.strictObject({ secret: z.string(), uri: z.string() });
export type SecondFactorEnrolment = z.output<typeof secondFactorEnrolment>;

/** POST /ops/api/session/second-factor/confirm: the authenticator's first code. */
export const secondFactorConfirmRequest = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'code: 6 digits'),
});

/**
 * The enrolment confirmed (audited as `operator.totp_enrol`): ten recovery codes, shown this once,
 * each good for one login without the authenticator; the session renewed.
 */
export const secondFactorConfirmed = z.strictObject({
  operator: operatorMe,
  recoveryCodes: z.array(z.string()),
});
export type SecondFactorConfirmed = z.output<typeof secondFactorConfirmed>;

/** `data` of a 403 SIGN_IN_UNFINISHED (4032): what the session must do first. */
export const signInUnfinishedData = z.strictObject({ needs: z.enum(SIGN_IN_NEEDS) });

/**
 * POST /ops/api/session/password: one's own password, the current one checked (a wrong one counts
 * as a wrong password at login). Audited as `operator.password_change`; the operator's other
 * sessions end and this one gets a new id. Answers `operatorMe`.
 */
export const passwordChangeRequest = z.strictObject({
  currentPassword: z.string().min(1).max(200),
  newPassword: operatorPassword,
});
export type PasswordChangeRequest = z.input<typeof passwordChangeRequest>;

// --- /ops/api/audit (admin) -------------------------------------------------------------------

/** What the log records, as `<target>.<verb>`: every change an operator can make, and logins. */
export const AUDIT_ACTIONS = [
  'broadcast.publish',
  'broadcast.withdraw',
  'campaign.create',
  'campaign.delete',
  'campaign.update',
  'campaign.publish',
  'campaign.top_up',
  'campaign.end',
  'coupon.issue',
  'coupon.issue_repeated',
  'driver_verification.approve',
  'driver_verification.reject',
  'feedback.reveal_mobile',
  'operator.create',
  'operator.disable',
  'operator.login',
  'operator.login_failed',
  'operator.password_change',
  'operator.password_reset',
  'operator.recovery_code_used',
  'operator.totp_enrol',
  'operator.totp_reset',
  'operator.unlock',
  'party_post.approve',
  'party_post.reject',
  'party_post.unpublish',
  'policy.create',
  'policy.update',
  'referral.withhold',
  'risk_area.set',
  'road_report.approve',
  'road_report.reject',
  'road_report.unpublish',
  'shipment.complete',
  'shipment.cancel',
  'user.erase',
  'user.reveal',
  'user.reveal_mobile',
  'value.adjust',
  'value.adjust_repeated',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What a change was made to. */
export const AUDIT_TARGET_KINDS = [
  'campaign',
  'driver',
  'epidemic_broadcast',
  'knowledge_feedback',
  'operator',
  'party_post',
  'referral',
  'risk_area',
  'road_report',
  'shipment',
  'travel_policy',
  'user',
] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

export const auditEntry = z.strictObject({
  id: z.int().positive(),
  at: z.string(),
  /** The operator's id, or null for a command-line script (then `actor` names it). */
  operatorId: z.int().positive().nullable(),
  actor: z.string(),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.output<typeof auditEntry>;
export const auditPage = opsPageOf(auditEntry);
export type AuditPage = z.output<typeof auditPage>;

/**
 * The log's query: a page, narrowed by action, target (kind, and id) or actor when given. An
 * action or a target kind is one of the closed lists above (ADR 014), anything else a 422.
 */
export const auditListQuery = opsPageQuery.extend({
  action: z.enum(AUDIT_ACTIONS).optional(),
  targetKind: z.enum(AUDIT_TARGET_KINDS).optional(),
  targetId: z.string().trim().min(1).max(64).optional(),
  actor: z.string().trim().min(1).max(120).optional(),
});
export type AuditFilter = Omit<z.output<typeof auditListQuery>, 'page' | 'pageSize'>;

// --- /ops/api/operators (admin): operator accounts ----------------------------------------------

/** An operator account as the API shows it: never its password hash. */
export const operatorAccount = z.strictObject({
  id: z.int().positive(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  createdAt: z.string(),
  /** When it was disabled (it can no longer log in, its sessions ended); null while active. */
  disabledAt: z.string().nullable(),
  /**
   * Wrong passwords given for this name in the last day, at every address together: past three at
   * one address, tries from there wait (30 s, doubling, at most 15 min); an admin can unlock.
   */
  failedLogins: z.int().nonnegative(),
  /** Set by an admin's password reset: the next login must choose a new password first. */
  mustChangePassword: z.boolean(),
  /** Whether a second factor (TOTP) is enrolled; an admin can reset it (a lost phone). */
  secondFactor: z.boolean(),
});
export type OperatorAccount = z.output<typeof operatorAccount>;

/** Every account, active and disabled, oldest first. */
export const operatorAccountList = z.strictObject({ items: z.array(operatorAccount) });
export type OperatorAccountList = z.output<typeof operatorAccountList>;

/** A new account (audited as `operator.create`); a taken username is refused with 409. */
export const operatorCreateRequest = z.strictObject({
  username: operatorUsername,
  role: z.enum(OPERATOR_ROLES),
  password: operatorPassword,
});
export type OperatorCreateRequest = z.input<typeof operatorCreateRequest>;

export const operatorIdParams = z.strictObject({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/**
 * POST /ops/api/operators/:id/reset-password (admin): a generated password, answered this once, for
 * the admin to hand over; the account's sessions end and its next login must change it. Audited as
 * `operator.password_reset` (without the password).
 */
export const passwordResetAnswer = z.strictObject({
  account: operatorAccount,
  password: z.string(),
});
export type PasswordResetAnswer = z.output<typeof passwordResetAnswer>;

// --- /ops/api/drivers/verifications ------------------------------------------------------------

export const verificationListQuery = opsPageQuery.extend({
  state: z.enum(DRIVER_STATES).default('submitted'),
});

export const verificationSummary = z.strictObject({
  userId: z.int().positive(),
  /** Masked (`139****0003`); the whole number only through POST /ops/api/users/:userId/reveal. */
  mobileMasked: z.string().regex(MASKED_MOBILE_PATTERN),
  name: z.string().nullable(),
  plateNumber: z.string().nullable(),
  state: z.enum(DRIVER_STATES),
  submittedAt: z.string().nullable(),
});
export const verificationPage = opsPageOf(verificationSummary);
export type VerificationPage = z.output<typeof verificationPage>;

/** The profile's certificate photos, by the field that holds each. */
export const VERIFICATION_PHOTOS = [
  'idCardFrontKey',
  'idCardBackKey',
  'licenceImageKey',
  'vehicleLicenceImageKey',
] as const satisfies readonly (typeof DRIVER_PROFILE_FIELDS)[number][];
export type VerificationPhoto = (typeof VERIFICATION_PHOTOS)[number];

/**
 * A profile as any operator may read it: the ID number masked (`110101********1234`) and, of each
 * photo, only whether there is one. The number in full and the photos' links are handed out by
 * the audited reveal (POST /ops/api/users/:userId/reveal), which the review screen calls.
 */
export const verificationDetail = verificationSummary.extend({
  idCardMasked: z.string().regex(MASKED_ID_CARD_PATTERN).nullable(),
  licenceClass: z.string().nullable(),
  licenceExpiry: z.string().nullable(),
  vehicleLicenceExpiry: z.string().nullable(),
  vehicleType: z.string().nullable(),
  vehicleLengthM: z.number().nullable(),
  loadTonnes: z.number().nullable(),
  rejectReasons: z.array(z.strictObject({ field: z.string(), reason: z.string() })),
  reviewedAt: z.string().nullable(),
  /** Whether each photo was given (its link only through the reveal). */
  photos: z.strictObject({
    idCardFrontKey: z.boolean(),
    idCardBackKey: z.boolean(),
    licenceImageKey: z.boolean(),
    vehicleLicenceImageKey: z.boolean(),
  }),
});
export type VerificationDetail = z.output<typeof verificationDetail>;

/** A reason the driver sees next to the field: the same bounds as the driver's getDetail shows. */
export const reviewReason = z.strictObject({
  field: z.enum(DRIVER_PROFILE_FIELDS),
  reason: z.string().trim().min(1).max(200),
});

export const reviewDecisionRequest = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('approve') }),
  z.strictObject({ decision: z.literal('reject'), reasons: z.array(reviewReason).min(1).max(13) }),
]);
export type ReviewDecisionRequest = z.input<typeof reviewDecisionRequest>;

