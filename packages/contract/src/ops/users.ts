// The operator API's users (docs/decisions/023-ops-console-api.md): finding one by the mobile the
// caller already has, the audited reveal of personal data, and the deletion of an account on the
// person's request (docs/decisions/039-leaving.md).

import * as z from 'zod';
import { DRIVER_STATES } from '../endpoints/driver-values.ts';
import { mobileNumber, userTypeField } from '../endpoints/identity.ts';
import { REFERRAL_STATES } from '../endpoints/referral.ts';
import { COUPON_STATES, VALUE_ASSETS } from '../endpoints/value.ts';
import { MASKED_MOBILE_PATTERN } from '../rules/mask.ts';
import { defineOpsEndpoint, type OpsEndpointDef } from './define.ts';
import { opsPageOf, opsPageQuery } from './paging.ts';

/** A count for each of `keys` (every key present, 0 when none). */
export const countsOf = <T extends readonly [string, ...string[]]>(keys: T) =>
  z.strictObject(
    Object.fromEntries(keys.map((key) => [key, z.int().nonnegative()])) as {
      [K in T[number]]: z.ZodInt;
    },
  );

/** A user's id in the path (`/users/:userId/...`, `/value/users/:userId/...`). */
export const opsUserParams = z.strictObject({
  userId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});

/**
 * Finds one user by the whole mobile number the caller already has (a support call, a complaint)
 * or by the user id another screen shows (a shipment's party, an audit entry): one of the two.
 */
export const opsUserLookupQuery = z
  .strictObject({ mobile: mobileNumber.optional(), userId: opsUserParams.shape.userId.optional() })
  .refine((query) => (query.mobile === undefined) !== (query.userId === undefined), {
    message: 'one of mobile or userId',
    path: ['mobile'],
  });
export type OpsUserLookupQuery = z.input<typeof opsUserLookupQuery>;

/** Who the user is: the mobile masked (first 3, ****, last 4); an admin may reveal it. */
export const opsUser = z.strictObject({
  userId: z.int().positive(),
  mobileMasked: z.string().regex(MASKED_MOBILE_PATTERN),
  /** 1: shipper, 3: truck driver. */
  userType: userTypeField,
  registeredAt: z.string(),
  /** A driver's verification (`not_started` without a profile); null for a shipper. */
  driverState: z.enum(DRIVER_STATES).nullable(),
});
export type OpsUser = z.output<typeof opsUser>;

/**
 * The user at a glance: balances by asset (0 without an account), coupons held by state, and the
 * referrals they brought by state (list them with GET /ops/api/referrals?inviterUserId=).
 */
export const opsUserSummary = z.strictObject({
  balances: countsOf(VALUE_ASSETS),
  coupons: countsOf(COUPON_STATES),
  referralsAsInviter: countsOf(REFERRAL_STATES),
});
export type OpsUserSummary = z.output<typeof opsUserSummary>;

export const opsUserLookup = z.strictObject({ user: opsUser, summary: opsUserSummary });

/** The mask's own shape, `138****0002`: what a screenshot or a ticket shows of a number. */
export const MASKED_MOBILE_QUERY = /^1\d{2}\*{4}\d{4}$/;

/**
 * Users whose number fits a masked one (`138****0002`: the first three and the last four digits,
 * as every screen shows them), or drivers whose plate starts with `plate` (2 to 8 letters and
 * digits, a province's character first): one of the two. Never by the first digits alone: next to
 * the masks' last four, a longer prefix would give the digits a mask hides.
 */
/** A mobile as a ticket or a screen shows it masked (`138****0002`). */
export const maskedMobileQuery = z
  .string()
  .trim()
  .regex(MASKED_MOBILE_QUERY, 'masked: like 138****0002');
/** The start of a plate (2 to 8 of its first characters), capitals as plates are stored. */
export const platePrefixQuery = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[\u4e00-\u9fa5A-Z0-9]{2,8}$/, 'plate: 2 to 8 of its first characters');

export const opsUserSearchQuery = opsPageQuery
  .extend({
    masked: maskedMobileQuery.optional(),
    plate: platePrefixQuery.optional(),
  })
  .refine((query) => (query.masked === undefined) !== (query.plate === undefined), {
    message: 'one of masked or plate',
    path: ['masked'],
  });
export type OpsUserSearchQuery = z.input<typeof opsUserSearchQuery>;

export const opsUserMatch = opsUser.extend({
  /** A driver's plate as given in the verification (null for a shipper, or none yet). */
  plateNumber: z.string().nullable(),
});
export const opsUserMatches = opsPageOf(opsUserMatch);
export type OpsUserMatches = z.output<typeof opsUserMatches>;
export type OpsUserLookup = z.output<typeof opsUserLookup>;

/**
 * Why personal data is revealed, recorded with it in the audit log: `review` (operator and up)
 * hands a reviewer the ID number and the photos of a profile waiting for review; the others (a
 * customer-service request of the person, a dispute, a request of an authority) are an admin's,
 * for any field and state.
 */
export const REVEAL_REASONS = ['review', 'support', 'dispute', 'authority'] as const;
export type RevealReason = (typeof REVEAL_REASONS)[number];
/** What a reveal may hand out: the whole mobile, the whole ID number, links to the photos. */
export const REVEAL_FIELDS = ['mobile', 'idCardNo', 'photos'] as const;
export type RevealField = (typeof REVEAL_FIELDS)[number];

/**
 * POST /ops/api/users/:userId/reveal: the one way the operator API hands out a whole mobile, a
 * whole ID number or a verification photo's link (which expires in minutes), audited as
 * `user.reveal` with the fields and the reason (never the values).
 */
export const revealRequest = z.strictObject({
  fields: z
    .array(z.enum(REVEAL_FIELDS))
    .min(1)
    .max(REVEAL_FIELDS.length)
    .refine((fields) => new Set(fields).size === fields.length, 'each field once'),
  reason: z.enum(REVEAL_REASONS),
});
export type RevealRequest = z.input<typeof revealRequest>;

/** The fields asked for, and only those; a shipper's or a driver without a profile's are null. */
export const revealedPersonalData = z.strictObject({
  userId: z.int().positive(),
  /** Null once the person has left (their number erased). */
  mobile: z.string().nullable().optional(),
  idCardNo: z.string().nullable().optional(),
  photoUrls: z
    .strictObject({
      idCardFrontKey: z.string().nullable(),
      idCardBackKey: z.string().nullable(),
      licenceImageKey: z.string().nullable(),
      vehicleLicenceImageKey: z.string().nullable(),
    })
    .optional(),
});
export type RevealedPersonalData = z.output<typeof revealedPersonalData>;

/**
 * POST /ops/api/users/:userId/erase (admin): deletes the account on the person's request, as they
 * can themselves at /clearuser (README "Personal data"), audited as `user.erase` with the note.
 * The note says how the request came (a ticket, a call) and never holds the person's data.
 */
export const eraseUserRequest = z.strictObject({
  note: z.string().trim().min(2).max(200),
});
export type EraseUserRequest = z.input<typeof eraseUserRequest>;
export const erasedUser = z.strictObject({
  userId: z.int().positive(),
  /** False when the account had already been deleted: nothing changed. */
  erased: z.boolean(),
});
export type ErasedUser = z.output<typeof erasedUser>;

export const lookupUser = defineOpsEndpoint({
  name: 'lookupUser',
  method: 'GET',
  path: '/users',
  role: 'viewer',
  query: opsUserLookupQuery,
  response: opsUserLookup,
  summary:
    'Finds a user by the whole mobile number the caller already has (11 digits) or by `userId` (one of the two, else 422 naming `mobile`): who they are with the mobile masked and the driver state (null for a shipper), and a summary of balances by asset, coupons by state and referrals brought by state; not audited. 404 (4040) unknown.',
  example: { query: { mobile: '13900000003' } },
});

export const searchUsers = defineOpsEndpoint({
  name: 'searchUsers',
  method: 'GET',
  path: '/users/search',
  role: 'viewer',
  query: opsUserSearchQuery,
  response: opsUserMatches,
  summary:
    "Users whose mobile fits a `masked` one (`138****0002`), or drivers whose plate starts with `plate` (2 to 8 characters), newest first, a page at a time, each masked with the driver's plate; never by the first digits of a number alone (with the masks' last four they would give the hidden ones); not audited. 422 for neither or both.",
  example: { query: { masked: '139****0003', page: 1, pageSize: 20 } },
});

export const revealUserData = defineOpsEndpoint({
  name: 'revealUserData',
  method: 'POST',
  path: '/users/:userId/reveal',
  role: 'operator',
  params: opsUserParams,
  body: revealRequest,
  response: revealedPersonalData,
  summary:
    'The one way to the whole mobile, the whole ID number or links to the verification photos (which expire, see section 8): `{ fields, reason }`; reason `review` (operator and up: the ID number and photos of a profile waiting for review) or `support`, `dispute`, `authority` (admin, any field). Answers `{ userId }` and the fields asked for (null where none). Audited as `user.reveal` with the fields and the reason, never the values. 403 (4030) a reason above the role or `mobile` for a review; 409 (4090) a review of a profile not waiting for one; 404 (4040) unknown; 422 a bad body.',
  example: { params: { userId: 42 }, body: { fields: ['mobile'], reason: 'support' } },
});

export const eraseUser = defineOpsEndpoint({
  name: 'eraseUser',
  method: 'POST',
  path: '/users/:userId/erase',
  role: 'admin',
  params: opsUserParams,
  body: eraseUserRequest,
  response: erasedUser,
  summary:
    "Deletes the account on the person's request, as they can at /clearuser: `{ note }` says how the request came, never the person's data. Audited as `user.erase` with the note and whether it erased anything; answers `{ userId, erased }`, `erased: false` when already deleted (nothing changed).",
  example: { params: { userId: 42 }, body: { note: '客服工单 T-1234：本人来电要求注销' } },
});

export const userOpsEndpoints: readonly OpsEndpointDef[] = [
  lookupUser,
  searchUsers,
  revealUserData,
  eraseUser,
];
