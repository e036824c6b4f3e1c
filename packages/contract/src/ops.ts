// The operator API under /ops/api/ (docs/decisions/014-operator-api.md): plain JSON for the
// operations console at /ops/ and for scripts, outside the signed /service gateway. Successes are
// the JSON below; refusals are the contract's envelope ({ status: { code, msg }, data }) with its
// HTTP status (401 no operator session, 403 role too low or XSRF refused, 422 invalid body...).

import * as z from 'zod';
import { DRIVER_PROFILE_FIELDS, DRIVER_STATES } from './endpoints/driver-values.ts';
import {
  programmeSlug,
  REFERRAL_REFUSALS,
  REFERRAL_STATES,
  REFERRAL_WITHHOLDINGS,
} from './endpoints/referral.ts';

export const OPS_API_PREFIX = '/ops/api';

/** Roles from least to most trusted: each may do all that the ones before it may. */
export const OPERATOR_ROLES = ['viewer', 'operator', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Whether `role` may do what `needed` may. */
export function roleAtLeast(role: OperatorRole, needed: OperatorRole): boolean {
  return OPERATOR_ROLES.indexOf(role) >= OPERATOR_ROLES.indexOf(needed);
}

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
});
export type OpsLoginRequest = z.input<typeof opsLoginRequest>;

export const operatorMe = z.strictObject({
  id: z.int().positive(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
});
export type OperatorMe = z.output<typeof operatorMe>;

// --- paging ---------------------------------------------------------------------------------

export const opsPageQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export function opsPageOf<T extends z.ZodType>(item: T) {
  return z.strictObject({
    page: z.int().min(1),
    pageSize: z.int().min(1),
    total: z.int().nonnegative(),
    items: z.array(item),
  });
}

// --- /ops/api/audit (admin) -------------------------------------------------------------------

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

// --- /ops/api/drivers/verifications ------------------------------------------------------------

export const verificationListQuery = opsPageQuery.extend({
  state: z.enum(DRIVER_STATES).default('submitted'),
});

export const verificationSummary = z.strictObject({
  userId: z.int().positive(),
  mobile: z.string(),
  name: z.string().nullable(),
  plateNumber: z.string().nullable(),
  state: z.enum(DRIVER_STATES),
  submittedAt: z.string().nullable(),
});
export const verificationPage = opsPageOf(verificationSummary);

/** Everything a reviewer compares: the ID number in full (the console shows it to reviewers only). */
export const verificationDetail = verificationSummary.extend({
  idCardNo: z.string().nullable(),
  idCardFrontKey: z.string().nullable(),
  idCardBackKey: z.string().nullable(),
  licenceClass: z.string().nullable(),
  licenceImageKey: z.string().nullable(),
  licenceExpiry: z.string().nullable(),
  vehicleLicenceImageKey: z.string().nullable(),
  vehicleLicenceExpiry: z.string().nullable(),
  vehicleType: z.string().nullable(),
  vehicleLengthM: z.number().nullable(),
  loadTonnes: z.number().nullable(),
  rejectReasons: z.array(z.strictObject({ field: z.string(), reason: z.string() })),
  reviewedAt: z.string().nullable(),
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

// --- /ops/api/referrals ----------------------------------------------------------------------

const countsOf = <T extends readonly [string, ...string[]]>(keys: T) =>
  z.strictObject(
    Object.fromEntries(keys.map((key) => [key, z.int().nonnegative()])) as {
      [K in T[number]]: z.ZodInt;
    },
  );

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

export const referralListQuery = opsPageQuery.extend({
  programme: programmeSlug.optional(),
  state: z.enum(REFERRAL_STATES).optional(),
  inviterUserId: userIdQuery.optional(),
  inviteeUserId: userIdQuery.optional(),
});

export const referralRow = z.strictObject({
  id: z.int().positive(),
  programme: programmeSlug,
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

export const referralIdParams = z.strictObject({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
/** Withhold a referral not yet rewarded (operator), with a note for the audit log. */
export const withholdReferralRequest = z.strictObject({
  note: z.string().trim().min(1).max(200),
});
