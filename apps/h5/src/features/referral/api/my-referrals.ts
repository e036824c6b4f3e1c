import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/request/endpoint';
import { referralKeys } from './keys';

/**
 * The people the session user invited, newest first (GET oms-service /api/referral/mine): each
 * one's state, masked mobile, the reason when withheld (and its text in the user's language) and
 * the reward once paid. Asked again whenever a page showing it opens (what is cached shows
 * meanwhile): an inviter comes back to see whether a friend has just signed up.
 */
export const myReferralsQuery = (programme?: string) =>
  queryOptions({
    queryKey: referralKeys.mine(programme),
    queryFn: () => callEndpoint('listMyReferrals', programme === undefined ? {} : { programme }),
    staleTime: 0,
    // And when the page comes back into view (back from WeChat, from another app): the one read
    // whose news people come back for; the app's default leaves other reads alone.
    refetchOnWindowFocus: true,
  });

export function useMyReferrals(programme?: string) {
  return useQuery(myReferralsQuery(programme));
}
