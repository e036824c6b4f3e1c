import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/request/endpoint';
import { referralKeys } from './keys';

/**
 * The session user's invitation token for a programme (POST oms-service /api/referral/invite-token):
 * the server makes it on the first call and answers the same one after, so a share page may ask
 * for it like a read. Kept fresh for an hour: the server renews it a day before it expires.
 */
export const inviteTokenQuery = (programme: string) =>
  queryOptions({
    queryKey: referralKeys.inviteToken(programme),
    queryFn: () => callEndpoint('getMyInviteToken', { programme }),
    staleTime: 3_600_000,
  });

export function useInviteToken(programme: string) {
  return useQuery(inviteTokenQuery(programme));
}
