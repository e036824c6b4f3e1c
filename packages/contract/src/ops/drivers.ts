// The operator API's driver verification review: the queue of profiles in a state, one profile
// with its personal data masked, and the decision (operator and up), audited.

import * as z from 'zod';
import { DRIVER_PROFILE_FIELDS, DRIVER_STATES } from '../endpoints/driver-values.ts';
import { MASKED_ID_CARD_PATTERN, MASKED_MOBILE_PATTERN } from '../rules/mask.ts';
import { defineOpsEndpoint, type OpsEndpointDef } from './define.ts';
import { opsPageOf, opsPageQuery } from './paging.ts';
import { maskedMobileQuery, platePrefixQuery } from './users.ts';
import { mobileNumber } from '../endpoints/identity.ts';

// --- /ops/api/drivers/verifications ------------------------------------------------------------

/**
 * Profiles in a state (`submitted`, the queue, by default), and of one driver when searched: by
 * the whole `mobile`, a `masked` one or the start of a `plate` (at most one of the three).
 */
export const verificationListQuery = opsPageQuery
  .extend({
    state: z.enum(DRIVER_STATES).default('submitted'),
    mobile: mobileNumber.optional(),
    masked: maskedMobileQuery.optional(),
    plate: platePrefixQuery.optional(),
  })
  .refine(
    (query) => [query.mobile, query.masked, query.plate].filter((v) => v !== undefined).length <= 1,
    { message: 'at most one of mobile, masked or plate', path: ['mobile'] },
  );
export type VerificationListQuery = z.input<typeof verificationListQuery>;

/** The driver's user id in the path. */
export const verificationUserIdParams = z.strictObject({
  userId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});

export const verificationSummary = z.strictObject({
  userId: z.int().positive(),
  /** Masked (`139****0003`); the whole number only through POST /ops/api/users/:userId/reveal. */
  mobileMasked: z.string().regex(MASKED_MOBILE_PATTERN),
  name: z.string().nullable(),
  plateNumber: z.string().nullable(),
  state: z.enum(DRIVER_STATES),
  submittedAt: z.string().nullable(),
  /** When the last decision was made (null before the first). */
  reviewedAt: z.string().nullable(),
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

/** A reason the driver reads next to a field, as stored with the profile. */
const storedRejectReason = z.strictObject({ field: z.string(), reason: z.string() });

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
  rejectReasons: z.array(storedRejectReason),
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

/** The profile after a decision: its new state and the reasons the driver reads. */
export const reviewDecisionAnswer = z.strictObject({
  userId: z.int().positive(),
  state: z.enum(DRIVER_STATES),
  rejectReasons: z.array(storedRejectReason),
});
export type ReviewDecisionAnswer = z.output<typeof reviewDecisionAnswer>;

export const listDriverVerifications = defineOpsEndpoint({
  name: 'listDriverVerifications',
  method: 'GET',
  path: '/drivers/verifications',
  role: 'viewer',
  query: verificationListQuery,
  response: verificationPage,
  summary:
    "Drivers' verification profiles in a state (`submitted` by default: oldest submission first; any other: latest decision first), of one driver when `mobile` (whole), `masked` (`139****0003`) or `plate` (its start) is given, a page at a time: `{ page, pageSize, total, items: [{ userId, mobileMasked, name, plateNumber, state, submittedAt, reviewedAt }] }`, each mobile masked; not audited. 422 for two searches at once.",
  example: { query: { state: 'submitted', page: 1, pageSize: 20 } },
});

/** One decision on a driver's profile, as the audit log keeps it. */
export const verificationDecision = z.strictObject({
  at: z.string(),
  /** The operator's username at the time. */
  by: z.string(),
  decision: z.enum(['approve', 'reject']),
  /** The reasons the driver read (empty for an approval). */
  reasons: z.array(storedRejectReason),
});
export const verificationHistory = z.strictObject({
  userId: z.int().positive(),
  /** Newest first. */
  decisions: z.array(verificationDecision),
});
export type VerificationHistory = z.output<typeof verificationHistory>;

export const getVerificationHistory = defineOpsEndpoint({
  name: 'getVerificationHistory',
  method: 'GET',
  path: '/drivers/verifications/:userId/history',
  role: 'viewer',
  params: verificationUserIdParams,
  response: verificationHistory,
  summary:
    "A driver's verification decisions, newest first (the latest 100), from the audit log: `{ userId, decisions: [{ at, by, decision, reasons }] }` (`reasons` as the driver read them); empty for a profile never decided; not audited. 404 (4040) no profile.",
  example: { params: { userId: 42 } },
});

export const getDriverVerification = defineOpsEndpoint({
  name: 'getDriverVerification',
  method: 'GET',
  path: '/drivers/verifications/:userId',
  role: 'viewer',
  params: verificationUserIdParams,
  response: verificationDetail,
  summary:
    "One driver's profile with `mobileMasked` and `idCardMasked`, its dates and reject reasons, and `photos` (whether each photo was given: no key, no link); the whole values only through the audited reveal of the users' endpoints; not audited. 404 (4040) no profile.",
  example: { params: { userId: 42 } },
});

export const reviewDriverVerification = defineOpsEndpoint({
  name: 'reviewDriverVerification',
  method: 'POST',
  path: '/drivers/verifications/:userId/review',
  role: 'operator',
  params: verificationUserIdParams,
  body: reviewDecisionRequest,
  response: reviewDecisionAnswer,
  summary:
    "Decides a submitted profile, `{ decision: 'approve' }` or `{ decision: 'reject', reasons: [{ field, reason }] }` (the reasons the driver reads next to each field): audited as `driver_verification.approve` or `.reject` in the same transaction (an approval qualifies the driver's referral); answers `{ userId, state, rejectReasons }`. 404 (4040) not a driver; 409 (4090) when not submitted.",
  example: {
    params: { userId: 42 },
    body: {
      decision: 'reject',
      reasons: [{ field: 'licenceImageKey', reason: '驾驶证照片模糊，请重新拍摄' }],
    },
  },
});

export const driverOpsEndpoints: readonly OpsEndpointDef[] = [
  listDriverVerifications,
  getDriverVerification,
  getVerificationHistory,
  reviewDriverVerification,
];
