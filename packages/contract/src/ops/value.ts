// The operator API's value core (docs/decisions/013-ledgers-and-coupons.md): a user's ledger and
// its check, their entries and coupons as they read them, an operator's signed adjustment and a
// coupon given by an operator, each change audited.

import * as z from 'zod';
import { rowId } from '../endpoints/common.ts';
import {
  entryReason,
  listMyCouponsRequest,
  listMyCouponsResponse,
  listValueEntriesResponse,
  VALUE_ASSETS,
} from '../endpoints/value.ts';
import { defineOpsEndpoint, type OpsEndpointDef } from './define.ts';
import { opsUserParams } from './users.ts';

/**
 * A user's ledger at a glance: each account with its balance, the sum of its entries and what its
 * lots (the credits that expire) still hold; the first two are always equal.
 */
export const opsUserLedger = z.strictObject({
  userId: z.int().positive(),
  accounts: z.array(
    z.strictObject({
      accountId: z.int().positive(),
      userId: z.int().positive(),
      asset: z.enum(VALUE_ASSETS),
      balance: z.int(),
      sum: z.int(),
      lots: z.int(),
    }),
  ),
});
export type OpsUserLedger = z.output<typeof opsUserLedger>;

/** A correction of a user's balance: an `operator_adjustment` entry, signed, with its reason. */
export const valueAdjustmentRequest = z.strictObject({
  asset: z.enum(VALUE_ASSETS),
  /** Positive credits, negative debits (refused beyond the balance); never 0. */
  amount: z
    .int()
    .min(-100_000_000)
    .max(100_000_000)
    .refine((n) => n !== 0, 'an adjustment is not 0'),
  /** Why, for the audit log and the support team. */
  note: z.string().trim().min(2).max(200),
  /** Makes a resubmitted form one adjustment. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_.:-]{8,100}$/, 'invalid idempotency key'),
});
export type ValueAdjustmentRequest = z.input<typeof valueAdjustmentRequest>;

/** The adjustment's entry: signed as stored, the balance right after it; `repeated` for a reused key. */
export const valueAdjustment = z.strictObject({
  entryId: z.int().positive(),
  accountId: z.int().positive(),
  amount: z.int(),
  balance: z.int(),
  /** True when the key had already been used: the first adjustment's entry, nothing changed. */
  repeated: z.boolean(),
});
export type ValueAdjustment = z.output<typeof valueAdjustment>;

/**
 * A user's entries of one asset, newest first, a page at a time (the H5's GET /api/value/entries,
 * for the console): `before` is the previous page's `nextBefore`.
 */
export const opsValueEntriesQuery = z.strictObject({
  asset: z.enum(VALUE_ASSETS),
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** Only entries of this reason (e.g. `operator_adjustment`); all without. */
  reason: entryReason.optional(),
});
export type OpsValueEntriesQuery = z.input<typeof opsValueEntriesQuery>;

/**
 * `{ entries: [{ entryId, amount, balanceAfter, reason, refKind, refId, expiresOn, createdAt, source,
 * note, operator }], nextBefore }`: the user-facing list's shape (`source`, what paid it, in
 * Chinese), and beside an operator's adjustment the note and the operator's name from its audit
 * record (`value.adjust`); null on every other entry.
 */
export const opsValueEntries = listValueEntriesResponse.extend({
  entries: z.array(
    listValueEntriesResponse.shape.entries.element.extend({
      note: z.string().nullable(),
      operator: z.string().nullable(),
    }),
  ),
});
export type OpsValueEntries = z.output<typeof opsValueEntries>;
export type OpsValueEntry = OpsValueEntries['entries'][number];

/** GET /ops/api/value/users/:userId/coupons (viewer): the coupons a user holds, as they see them. */
export const opsUserCouponsQuery = listMyCouponsRequest;
export const opsUserCoupons = listMyCouponsResponse;
export type OpsUserCoupons = z.output<typeof opsUserCoupons>;

/** One coupon of a template given to a user by an operator (a goodwill gesture, a complaint). */
export const couponIssueRequest = z.strictObject({
  templateId: rowId,
  note: z.string().trim().min(2).max(200),
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_.:-]{8,100}$/, 'invalid idempotency key'),
});
export type CouponIssueRequest = z.input<typeof couponIssueRequest>;

/** The coupon given: its id, its template and its window; `repeated` for a reused key. */
export const issuedCoupon = z.strictObject({
  couponId: z.int().positive(),
  templateId: z.int().positive(),
  startsAt: z.string(),
  expiresAt: z.string(),
  /** True when the key had already been used: the first coupon, nothing given again. */
  repeated: z.boolean(),
});
export type IssuedCoupon = z.output<typeof issuedCoupon>;

export const getUserLedger = defineOpsEndpoint({
  name: 'getUserLedger',
  method: 'GET',
  path: '/value/users/:userId',
  role: 'viewer',
  params: opsUserParams,
  response: opsUserLedger,
  summary:
    "A user's ledger at a glance: `{ userId, accounts: [{ accountId, userId, asset, balance, sum, lots }] }`, each account's balance beside the sum of its entries (always equal) and what its lots hold; not audited. 404 (4040) unknown user.",
  example: { params: { userId: 42 } },
});

export const listUserValueEntries = defineOpsEndpoint({
  name: 'listUserValueEntries',
  method: 'GET',
  path: '/value/users/:userId/entries',
  role: 'viewer',
  params: opsUserParams,
  query: opsValueEntriesQuery,
  response: opsValueEntries,
  summary:
    "A user's entries of one asset, newest first, `pageSize` (1 to 100) at a time after `before` (the previous page's `nextBefore`), of one `reason` when given: `{ entries: [{ entryId, amount, balanceAfter, reason, refKind, refId, expiresOn, createdAt, source, note, operator }], nextBefore }` (`source`: the campaign or programme that paid it, in Chinese), an operator's adjustment with the note and the operator's name of its audit record (null on other entries); not audited. 422 a bad asset; 404 (4040) unknown user.",
  example: { params: { userId: 42 }, query: { asset: 'points', pageSize: 20 } },
});

/** The ledger's export: one asset, of one reason when given (the list's filters, no page). */
export const opsValueExportQuery = opsValueEntriesQuery.pick({ asset: true, reason: true });
/** A row of the ledger's export: an entry of the list, its time China's wall clock. */
export const opsValueEntryCsvRow = z.strictObject({
  ...opsValueEntries.shape.entries.element.shape,
  /** `YYYY-MM-DD HH:mm:ss`, China's time. */
  createdAt: z.string(),
});

export const exportUserValueEntries = defineOpsEndpoint({
  name: 'exportUserValueEntries',
  method: 'GET',
  path: '/value/users/:userId/entries/export',
  role: 'operator',
  params: opsUserParams,
  query: opsValueExportQuery,
  response: opsValueEntryCsvRow,
  csv: { file: 'ledger', audit: 'export.value_entries' },
  summary:
    "A user's entries of one asset as a CSV file (ADR 042), newest first, of one `reason` when given: the list's columns, `createdAt` China's time; audited as `export.value_entries` with the user, the filters and the rows sent. 422 a bad asset; 404 (4040) unknown user.",
  example: { params: { userId: 42 }, query: { asset: 'points' } },
});

export const listUserCoupons = defineOpsEndpoint({
  name: 'listUserCoupons',
  method: 'GET',
  path: '/value/users/:userId/coupons',
  role: 'viewer',
  params: opsUserParams,
  query: opsUserCouponsQuery,
  response: opsUserCoupons,
  summary:
    'The coupons a user holds, of one `state` (usable, used, expired) when given: `{ coupons: [...] }` as GET /api/value/coupons gives the user; not audited. 422 a bad state; 404 (4040) unknown user.',
  example: { params: { userId: 42 }, query: { state: 'usable' } },
});

export const adjustUserValue = defineOpsEndpoint({
  name: 'adjustUserValue',
  method: 'POST',
  path: '/value/users/:userId/adjustments',
  role: 'operator',
  params: opsUserParams,
  body: valueAdjustmentRequest,
  response: valueAdjustment,
  summary:
    "Corrects a user's balance with an `operator_adjustment` entry: `{ asset, amount, note, idempotencyKey }`, signed, never 0; a reused key answers the first entry with `repeated: true`. Answers `{ entryId, accountId, amount, balance, repeated }`. Audited as `value.adjust` (`value.adjust_repeated`) with the balance before and after, the entry and the note. 409 (1000) a debit beyond the balance; 404 (4040) unknown user.",
  example: {
    params: { userId: 42 },
    body: {
      asset: 'points',
      amount: 100,
      note: '补发活动积分（工单 T-1234）',
      idempotencyKey: 'adjust-42-20261128-01',
    },
  },
});

export const issueUserCoupon = defineOpsEndpoint({
  name: 'issueUserCoupon',
  method: 'POST',
  path: '/value/users/:userId/coupons',
  role: 'operator',
  params: opsUserParams,
  body: couponIssueRequest,
  response: issuedCoupon,
  summary:
    "Gives a user one coupon of a template (a goodwill gesture): `{ templateId, note, idempotencyKey }`, under the template's audience, window and stock; a reused key answers the first coupon with `repeated: true`. Answers `{ couponId, templateId, startsAt, expiresAt, repeated }`. Audited as `coupon.issue` (`coupon.issue_repeated`) with the coupon, the template and the note. 404 (4040) unknown user or template; 409 (1000) another user type's template or one ended, (1002) sold out.",
  example: {
    params: { userId: 42 },
    body: {
      templateId: 3,
      note: '投诉补偿（工单 T-1234）',
      idempotencyKey: 'coupon-42-20261128-01',
    },
  },
});

/** The coupon templates an operator may give from, of one audience (with those for anyone). */
export const couponTemplatesQuery = z.strictObject({
  userType: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(3)]))
    .optional(),
});
export type CouponTemplatesQuery = z.input<typeof couponTemplatesQuery>;

/**
 * Each template with its value, audience, validity and stock; `issuable` when it can be given now
 * (its fixed window not over, stock left): the same rules `issueUserCoupon` applies.
 */
export const couponTemplateRow = z.strictObject({
  templateId: z.int().positive(),
  slug: z.string(),
  titleZh: z.string(),
  titleEn: z.string(),
  faceValueFen: z.int().positive(),
  thresholdFen: z.int().nonnegative(),
  userType: z.union([z.literal(1), z.literal(3)]).nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  validDays: z.int().positive().nullable(),
  totalStock: z.int().nonnegative().nullable(),
  issued: z.int().nonnegative(),
  issuable: z.boolean(),
  /** A coupon given, or a campaign's tier or a flash-sale line pays it: its value stays. */
  inUse: z.boolean(),
});
export type CouponTemplateRow = z.output<typeof couponTemplateRow>;
export const couponTemplates = z.strictObject({ templates: z.array(couponTemplateRow) });
export type CouponTemplates = z.output<typeof couponTemplates>;

export const listCouponTemplates = defineOpsEndpoint({
  name: 'listCouponTemplates',
  method: 'GET',
  path: '/value/coupon-templates',
  role: 'viewer',
  query: couponTemplatesQuery,
  response: couponTemplates,
  summary:
    'The coupon templates, of one `userType` (1 shipper, 3 driver) with those for anyone when given: `{ templates: [{ templateId, slug, titleZh, titleEn, faceValueFen, thresholdFen, userType, validFrom, validUntil, validDays, totalStock, issued, issuable, inUse }] }`, `issuable` when its window is not over and stock is left, `inUse` once a coupon was given or a tier or flash-sale line pays it; not audited.',
  example: { query: { userType: 3 } },
});

export const valueOpsEndpoints: readonly OpsEndpointDef[] = [
  getUserLedger,
  listUserValueEntries,
  exportUserValueEntries,
  listUserCoupons,
  listCouponTemplates,
  adjustUserValue,
  issueUserCoupon,
];
