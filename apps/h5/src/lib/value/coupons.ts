import type { CouponState, RedeemCouponRequest } from '@freight/contract/endpoints/index';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/request/endpoint';
import { valueKeys } from './keys';

/** The coupons the session user holds, of one state or all (GET oms-service /api/value/coupons). */
export function myCouponsQuery(state?: CouponState) {
  return queryOptions({
    queryKey: valueKeys.coupons(state),
    queryFn: () => callEndpoint('listMyCoupons', state ? { state } : {}),
  });
}

export function useMyCoupons(state?: CouponState) {
  return useQuery(myCouponsQuery(state));
}

/**
 * Uses one coupon (POST oms-service /api/value/coupons/use): once only; a second use is refused
 * with a message the page shows. Every coupon list is refreshed afterwards.
 */
export function useRedeemCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: RedeemCouponRequest) => callEndpoint('redeemCoupon', fields),
    onSettled: () => queryClient.invalidateQueries({ queryKey: valueKeys.allCoupons() }),
  });
}
