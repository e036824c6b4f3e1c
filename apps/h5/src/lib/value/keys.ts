// Query keys of the value core's reads, so that a change (an exchange, a used coupon) refreshes
// what it touched, and a logout's cache clear reaches them all under one prefix.

import type { CouponState, EntryReason, ValueAsset } from '@freight/contract/endpoints/index';

export const valueKeys = {
  all: ['value'] as const,
  balances: () => [...valueKeys.all, 'balances'] as const,
  entries: (asset: ValueAsset, reason?: EntryReason) =>
    reason === undefined
      ? ([...valueKeys.all, 'entries', asset] as const)
      : ([...valueKeys.all, 'entries', asset, reason] as const),
  allCoupons: () => [...valueKeys.all, 'coupons'] as const,
  coupons: (state?: CouponState) => [...valueKeys.allCoupons(), state ?? 'all'] as const,
  offers: () => [...valueKeys.all, 'offers'] as const,
};
