// The drivers' flash-sale coupon sessions and the claim of one, value safe on a phone as the gift
// pack's (lib/campaigns/gift-pack.ts): a tap while one is under way does nothing, and the request
// id of a tap is kept until it succeeds, so a retry after a lost answer repeats the first answer.

import type { ClaimSeckillCouponData } from '@freight/contract/endpoints/index';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/identity/session';
import { callEndpoint } from '@/lib/request/endpoint';
import { useValueTap } from '@/lib/request/request-id';
import { valueKeys } from '@/lib/value/keys';

export const seckillKeys = {
  all: ['seckill-coupons'] as const,
  list: (userId: number | null) => [...seckillKeys.all, userId] as const,
};

/** GET oms-service /api/seckill/coupon/list, keyed by who is logged in (their own claims). */
export function seckillCouponsQuery(userId: number | null) {
  return queryOptions({
    queryKey: seckillKeys.list(userId),
    queryFn: () => callEndpoint('listSeckillCoupons', {}),
  });
}

export function useSeckillCoupons() {
  const userId = useSession().data?.userId ?? null;
  return useQuery(seckillCouponsQuery(userId));
}

/** Claims one coupon of a session (POST /api/seckill/coupon/claim); `claim` ignores taps in flight. */
export function useClaimSeckillCoupon(stockId: number) {
  const queryClient = useQueryClient();
  const tap = useValueTap();
  const mutation = useMutation<ClaimSeckillCouponData, Error, void>({
    mutationFn: () => callEndpoint('claimSeckillCoupon', { stockId, requestId: tap.id() }),
    onSuccess: () => {
      tap.succeeded();
      // The coupon is in the wallet: the wallet's reads are stale.
      void queryClient.invalidateQueries({ queryKey: valueKeys.all });
    },
    // Stock and the caller's own claims, whatever the answer (sold out meanwhile, say).
    onSettled: () => {
      tap.done();
      void queryClient.invalidateQueries({ queryKey: seckillKeys.all });
    },
  });
  return {
    ...mutation,
    claim: () => {
      if (tap.start()) mutation.mutate();
    },
  };
}
