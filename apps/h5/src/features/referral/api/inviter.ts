import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/request/endpoint';
import { referralKeys } from './keys';

/**
 * Who sent an invitation link (GET oms-service /api/front/invite/getUserInfoByTokenAndType): the
 * inviter's masked mobile and user type. An unknown or expired link answers LINK_EXPIRED (1004),
 * which the share page shows in place.
 */
export const inviterQuery = (token: string, type: number) =>
  queryOptions({
    queryKey: referralKeys.inviter(token, type),
    queryFn: () =>
      callEndpoint(
        'getUserInfoByTokenAndType',
        { token, type },
        { loading: false, errorDialog: false },
      ),
  });

export function useInviter(token: string, type: number) {
  return useQuery(inviterQuery(token, type));
}
