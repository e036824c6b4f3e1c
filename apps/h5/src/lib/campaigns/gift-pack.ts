// The new users' gift pack running for a user type, and its claim, value safe on a phone as a draw
// is (attempt.ts): a tap while one is under way does nothing, and the request id of a tap is kept
// until it succeeds, so a retry after a lost answer repeats the first answer instead of claiming
// again. After a claim every active query is refreshed: the pack's items land in the balances and
// coupons that other pages read.

import type { GiftPackClaim } from '@freight/contract/endpoints/index';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/identity/session';
import { callEndpoint } from '@/lib/request/endpoint';
import { refreshUnlessNetworkFailure } from '@/lib/request/refresh';
import { useValueTap } from '@/lib/request/request-id';
import { useFollowCampaign } from './follow';
import { campaignKeys } from './keys';

/**
 * GET oms-service /api/campaign/gift-pack: the pack, what is left, and the caller's standing, keyed
 * by who is logged in (a login on the page asks again, and `me` becomes theirs).
 */
export function giftPackQuery(userType: 1 | 3, userId: number | null) {
  return queryOptions({
    queryKey: campaignKeys.giftPack(userType, userId),
    // Pages show their own skeleton and their own error state ("not found" is the activity over).
    queryFn: () => callEndpoint('getGiftPack', { userType }),
  });
}

export function useGiftPack(userType: 1 | 3) {
  const userId = useSession().data?.userId ?? null;
  const options = giftPackQuery(userType, userId);
  const pack = useQuery(options);
  // An end (or an early end) while the page is open leads to the end page without a reload.
  useFollowCampaign(options.queryKey, pack.data, pack.dataUpdatedAt);
  return pack;
}

/** Claims the pack (POST /api/campaign/gift-pack/claim); `claim` ignores taps while one is pending. */
export function useClaimGiftPack(campaignId: number) {
  const queryClient = useQueryClient();
  const tap = useValueTap();
  const mutation = useMutation<GiftPackClaim, Error, void>({
    mutationFn: () => callEndpoint('claimGiftPack', { campaignId, requestId: tap.id() }),
    onSuccess: () => {
      tap.succeeded();
      // Not awaited: the page moves on to the claimed pack at once; the rest refreshes behind.
      void queryClient.invalidateQueries();
    },
    onError: (error) => refreshUnlessNetworkFailure(queryClient, error, campaignKeys.all),
    onSettled: tap.done,
  });
  return {
    ...mutation,
    claim: () => {
      if (tap.start()) mutation.mutate();
    },
  };
}
