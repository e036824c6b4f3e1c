import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/request/endpoint';
import { referralKeys } from './keys';

/**
 * The invitation the logged-in invitee accepted for a share type (GET oms-service
 * /api/referral/invitation): who invited, where it stands, what qualifies it and what it pays the
 * invitee; null when none was accepted, which the success page says in place. Asked
 * again whenever a page opens: qualification happens elsewhere (verification, a shipment).
 */
export const myInvitationQuery = (inviteType: number) =>
  queryOptions({
    queryKey: referralKeys.invitation(inviteType),
    queryFn: async () => (await callEndpoint('getMyInvitation', { inviteType })).invitation,
    staleTime: 0,
    // And when the page comes back into view (back from WeChat, from another app): the one read
    // whose news people come back for; the app's default leaves other reads alone.
    refetchOnWindowFocus: true,
  });

export function useMyInvitation(inviteType: number) {
  return useQuery(myInvitationQuery(inviteType));
}
