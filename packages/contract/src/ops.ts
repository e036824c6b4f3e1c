// The operator API under /ops/api/ (docs/decisions/014-operator-api.md): plain JSON for the
// operations console at /ops/ and for scripts, outside the signed /service gateway. Successes are
// the JSON below; refusals are the contract's envelope ({ status: { code, msg }, data }) with its
// HTTP status (401 no operator session, 403 role too low or XSRF refused, 422 invalid body...).

import * as z from 'zod';
import { DRIVER_PROFILE_FIELDS, DRIVER_STATES } from './endpoints/driver-values.ts';

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
