// Flash-sale coupons for drivers (/driver/seckillCoupon): a limited stock of coupons per session,
// claimed one tap at a time. The server enforces the stock, the per-user limit, the time window and
// the idempotency of a retried claim (docs/design.md §5); the page only shows what it answers.

import * as z from 'zod';
import {
  defineEndpoint,
  isoDateTime,
  QUIET_READ,
  REFUSALS_IN_PLACE,
  requestId,
  rowId as id,
} from './common.ts';

export const seckillCouponState = z.enum(['upcoming', 'running', 'soldOut', 'ended']);

/** The terms of the coupon a claim puts in the wallet (its template's). */
const couponTerms = z.strictObject({
  /** The order must come to this much for the coupon to apply, in fen; 0 for any order. */
  thresholdFen: z.int().nonnegative(),
  /** Usable for this many days from the claim, or until `validUntil`. */
  validDays: z.int().positive().nullable(),
  validUntil: isoDateTime.nullable(),
});

const seckillCoupon = z.strictObject({
  stockId: id,
  /** In the request's language where the coupon has both. */
  title: z.string().min(1).max(100),
  /** Null where a claim gives nothing of the wallet. */
  coupon: couponTerms.nullable(),
  /** Face value in fen (¥10 is 1000). */
  valueFen: z.int().nonnegative(),
  total: z.int().nonnegative(),
  remaining: z.int().nonnegative(),
  perUserLimit: z.int().positive(),
  /** Claims by the caller (0 without a session). */
  claimedByMe: z.int().nonnegative(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  state: seckillCouponState,
});

// --- GET /api/seckill/coupon/list: the sessions of today and the next ones ------------------------

export const listSeckillCouponsRequest = z.strictObject({});
export const listSeckillCouponsResponse = z.strictObject({ coupons: z.array(seckillCoupon) });
export const listSeckillCoupons = defineEndpoint({
  name: 'listSeckillCoupons',
  method: 'GET',
  service: 'oms-service',
  path: '/api/seckill/coupon/list',
  caller: 'anyone',
  client: QUIET_READ,
  request: listSeckillCouponsRequest,
  response: listSeckillCouponsResponse,
  example: {},
});
export type SeckillCoupon = z.output<typeof seckillCoupon>;
export type ListSeckillCouponsData = z.output<typeof listSeckillCouponsResponse>;

// --- POST /api/seckill/coupon/claim: take one coupon ---------------------------------------------

export const claimSeckillCouponRequest = z.strictObject({ stockId: id, requestId });
export const claimSeckillCouponResponse = z.strictObject({
  claimId: z.int().positive(),
  stockId: id,
  remaining: z.int().nonnegative(),
  claimedByMe: z.int().positive(),
  /** The coupon the claim put in the caller's wallet (null where the stock gives none). */
  couponId: z.int().positive().nullable(),
  /** True when this request id had already claimed: the first answer, repeated. */
  repeated: z.boolean(),
});
export const claimSeckillCoupon = defineEndpoint({
  name: 'claimSeckillCoupon',
  method: 'POST',
  service: 'oms-service',
  path: '/api/seckill/coupon/claim',
  caller: 'driver',
  client: REFUSALS_IN_PLACE,
  request: claimSeckillCouponRequest,
  response: claimSeckillCouponResponse,
  example: { stockId: 1, requestId: 'k3j4h5g6f7d8s9a0' },
});
export type ClaimSeckillCouponRequest = z.input<typeof claimSeckillCouponRequest>;
export type ClaimSeckillCouponData = z.output<typeof claimSeckillCouponResponse>;

// --- GET /api/time: the server's clock, for countdowns --------------------------------------------

export const getServerTimeRequest = z.strictObject({});
export const getServerTimeResponse = z.strictObject({
  /** Milliseconds since the epoch on the server when it answered. */
  epochMs: z.int().nonnegative(),
});
/**
 * A countdown to a session's start or end counts from the server's clock, not the phone's (which
 * may be minutes off): the page keeps the difference and adds it to the phone's clock.
 */
export const getServerTime = defineEndpoint({
  name: 'getServerTime',
  method: 'GET',
  service: 'oms-service',
  path: '/api/time',
  caller: 'anyone',
  client: QUIET_READ,
  request: getServerTimeRequest,
  response: getServerTimeResponse,
  example: {},
});
