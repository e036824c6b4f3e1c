// Value a user holds (issue 13, docs/decisions/013): balances of points, lucky beans (福豆) and cash
// in fen, kept as append-only ledger entries; the coupons a user holds; and exchanges of points or
// beans for a coupon. Every rule (never negative, used once, stock, idempotency) is the server's,
// in one database transaction; the pages only show what it answers.

import * as z from 'zod';
import {
  defineEndpoint,
  isoDate,
  isoDateTime,
  QUIET_READ,
  REFUSALS_IN_PLACE,
  requestId,
  rowId as id,
} from './common.ts';

/** Ledger and coupon ids are bigint in the database; JS numbers are safe to 2^53. */
const bigId = z.int().positive().max(Number.MAX_SAFE_INTEGER);

/** What an account holds: points, lucky beans (福豆), cash in fen (commissions, red packets). */
export const VALUE_ASSETS = ['points', 'lucky_beans', 'cash_fen'] as const;
export const valueAsset = z.enum(VALUE_ASSETS);
export type ValueAsset = z.output<typeof valueAsset>;

/** Why an entry moved a balance: a closed list, so reports and the pages can name each one. */
export const ENTRY_REASONS = [
  'campaign_prize',
  'sign_in_reward',
  'task_reward',
  'referral_reward',
  'exchange',
  'order',
  'refund',
  'operator_adjustment',
  'expiry',
] as const;
export const entryReason = z.enum(ENTRY_REASONS);
export type EntryReason = z.output<typeof entryReason>;

/** What an entry refers to (its `refId` is that record's id); `entry`: the credit an expiry ends. */
export const ENTRY_REF_KINDS = [
  'campaign',
  'task',
  'referral',
  'exchange',
  'order',
  'operator',
  'entry',
] as const;
export const entryRefKind = z.enum(ENTRY_REF_KINDS);
export type EntryRefKind = z.output<typeof entryRefKind>;

/** A held coupon's state: `expired` is derived from its end, `used` once it has been used. */
export const COUPON_STATES = ['usable', 'used', 'expired'] as const;
export const couponState = z.enum(COUPON_STATES);
export type CouponState = z.output<typeof couponState>;

/** How a user came to hold a coupon. */
export const COUPON_SOURCES = ['claim', 'exchange', 'referral', 'campaign', 'operator'] as const;
export const couponSource = z.enum(COUPON_SOURCES);
export type CouponSource = z.output<typeof couponSource>;

/** The assets an exchange can cost (cash is paid out, never spent on coupons). */
export const EXCHANGE_COST_ASSETS = ['points', 'lucky_beans'] as const;
export const exchangeCostAsset = z.enum(EXCHANGE_COST_ASSETS);

// --- GET /api/value/balances: the caller's balance of every asset ---------------------------------

const balance = z.strictObject({
  asset: valueAsset,
  balance: z.int().nonnegative(),
  /** The soonest credit still to expire: how much of the balance goes, and after which day. */
  nextExpiry: z.strictObject({ amount: z.int().positive(), expiresOn: isoDate }).nullable(),
});

export const getValueBalancesRequest = z.strictObject({});
export const getValueBalancesResponse = z.strictObject({ balances: z.array(balance) });
export const getValueBalances = defineEndpoint({
  name: 'getValueBalances',
  method: 'GET',
  service: 'oms-service',
  path: '/api/value/balances',
  caller: 'user',
  client: QUIET_READ,
  request: getValueBalancesRequest,
  response: getValueBalancesResponse,
  example: {},
});
export type ValueBalance = z.output<typeof balance>;
export type GetValueBalancesData = z.output<typeof getValueBalancesResponse>;

// --- GET /api/value/entries: one asset's entries, newest first, a page at a time ------------------

export const VALUE_ENTRIES_PAGE_SIZE = 20;

const entry = z.strictObject({
  entryId: bigId,
  /** Signed: a credit is positive, a debit or an expiry negative. */
  amount: z.int(),
  balanceAfter: z.int().nonnegative(),
  reason: entryReason,
  refKind: entryRefKind,
  refId: z.string().max(64),
  /** A credit that expires: the last day (Asia/Shanghai) it can be spent. */
  expiresOn: isoDate.nullable(),
  createdAt: isoDateTime,
  /**
   * What paid it, by name in the request's language: the campaign's title for a campaign's prize
   * (a red packet, a draw, a task), the programme's title for a referral's reward; null otherwise.
   */
  source: z.string().max(100).nullable(),
});

/** A whole number in a query string: digits only (no sign, exponent, hex or blanks), or a number. */
const queryInt = <T extends z.ZodType<number, number>>(schema: T) =>
  z.union([
    schema,
    z
      .string()
      .regex(/^[1-9][0-9]{0,15}$/)
      .transform(Number)
      .pipe(schema),
  ]);

export const listValueEntriesRequest = z.strictObject({
  asset: valueAsset,
  /** The page after the entry with this id (the previous page's `nextBefore`); newest without. */
  before: queryInt(bigId).optional(),
  /** Entries per page, 1-50; VALUE_ENTRIES_PAGE_SIZE without. */
  pageSize: queryInt(z.int().min(1).max(50)).optional(),
  /** Only entries of this reason (the referral rewards of the commission ledger); all without. */
  reason: entryReason.optional(),
});
export const listValueEntriesResponse = z.strictObject({
  entries: z.array(entry),
  /** Pass it as `before` for the next page; null on the last page. */
  nextBefore: bigId.nullable(),
});
export const listValueEntries = defineEndpoint({
  name: 'listValueEntries',
  method: 'GET',
  service: 'oms-service',
  path: '/api/value/entries',
  caller: 'user',
  client: QUIET_READ,
  request: listValueEntriesRequest,
  response: listValueEntriesResponse,
  example: { asset: 'points' },
});
export type ValueEntry = z.output<typeof entry>;
export type ListValueEntriesRequest = z.input<typeof listValueEntriesRequest>;
export type ListValueEntriesData = z.output<typeof listValueEntriesResponse>;

// --- GET /api/value/coupons: the coupons the caller holds ----------------------------------------

const heldCoupon = z.strictObject({
  couponId: bigId,
  templateId: id,
  /** In the request's language (Accept-Language). */
  title: z.string().min(1).max(100),
  faceValueFen: z.int().positive(),
  /** The order amount from which it applies, in fen; 0 when it has no threshold. */
  thresholdFen: z.int().nonnegative(),
  source: couponSource,
  state: couponState,
  startsAt: isoDateTime,
  /** The first moment it is no longer usable. */
  expiresAt: isoDateTime,
  usedAt: isoDateTime.nullable(),
});

export const listMyCouponsRequest = z.strictObject({ state: couponState.optional() });
export const listMyCouponsResponse = z.strictObject({ coupons: z.array(heldCoupon) });
export const listMyCoupons = defineEndpoint({
  name: 'listMyCoupons',
  method: 'GET',
  service: 'oms-service',
  path: '/api/value/coupons',
  caller: 'user',
  client: QUIET_READ,
  request: listMyCouponsRequest,
  response: listMyCouponsResponse,
  example: { state: 'usable' },
});
export type HeldCoupon = z.output<typeof heldCoupon>;
export type ListMyCouponsRequest = z.input<typeof listMyCouponsRequest>;
export type ListMyCouponsData = z.output<typeof listMyCouponsResponse>;

// --- POST /api/value/coupons/use: use (redeem) one coupon, exactly once -----------------------------------

export const redeemCouponRequest = z.strictObject({ couponId: bigId });
export const redeemCouponResponse = z.strictObject({ couponId: bigId, usedAt: isoDateTime });
export const redeemCoupon = defineEndpoint({
  name: 'redeemCoupon',
  method: 'POST',
  service: 'oms-service',
  path: '/api/value/coupons/use',
  caller: 'user',
  client: REFUSALS_IN_PLACE,
  request: redeemCouponRequest,
  response: redeemCouponResponse,
  example: { couponId: 1 },
});
export type RedeemCouponRequest = z.input<typeof redeemCouponRequest>;
export type RedeemCouponData = z.output<typeof redeemCouponResponse>;

// --- GET /api/value/exchange/offers: what points and beans can buy -------------------------------

export const exchangeOfferState = z.enum(['upcoming', 'running', 'soldOut', 'ended']);

const offerSchema = z.strictObject({
  offerId: id,
  templateId: id,
  /** The coupon's title in the request's language. */
  title: z.string().min(1).max(100),
  faceValueFen: z.int().positive(),
  thresholdFen: z.int().nonnegative(),
  costAsset: exchangeCostAsset,
  costAmount: z.int().positive(),
  total: z.int().nonnegative(),
  remaining: z.int().nonnegative(),
  /** Exchanges one user may make of this offer in all; null: no limit but the stock. */
  perUserLimit: z.int().positive().nullable(),
  /** The caller's exchanges of this offer so far. */
  mine: z.int().nonnegative(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  state: exchangeOfferState,
});

export const listExchangeOffersRequest = z.strictObject({});
export const listExchangeOffersResponse = z.strictObject({ offers: z.array(offerSchema) });
export const listExchangeOffers = defineEndpoint({
  name: 'listExchangeOffers',
  method: 'GET',
  service: 'oms-service',
  path: '/api/value/exchange/offers',
  caller: 'user',
  client: QUIET_READ,
  request: listExchangeOffersRequest,
  response: listExchangeOffersResponse,
  example: {},
});
export type ExchangeOffer = z.output<typeof offerSchema>;
export type ListExchangeOffersData = z.output<typeof listExchangeOffersResponse>;

// --- POST /api/value/exchange: spend points or beans on one coupon --------------------------------

export const exchangeOfferRequest = z.strictObject({ offerId: id, requestId });
export const exchangeOfferResponse = z.strictObject({
  exchangeId: bigId,
  offerId: id,
  couponId: bigId,
  entryId: bigId,
  /** The cost asset's balance after this exchange (at the time of the first answer). */
  balance: z.int().nonnegative(),
  /** True when this request id had already exchanged: the first answer, repeated. */
  repeated: z.boolean(),
});
export const exchangeOffer = defineEndpoint({
  name: 'exchangeOffer',
  method: 'POST',
  service: 'oms-service',
  path: '/api/value/exchange',
  caller: 'user',
  client: REFUSALS_IN_PLACE,
  request: exchangeOfferRequest,
  response: exchangeOfferResponse,
  example: { offerId: 1, requestId: 'x7c9v2b4n6m8q1w3' },
});
export type ExchangeOfferRequest = z.input<typeof exchangeOfferRequest>;
export type ExchangeOfferData = z.output<typeof exchangeOfferResponse>;
