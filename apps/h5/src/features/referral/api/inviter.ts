import { BUSINESS_CODES } from '@freight/contract/business-codes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/request/endpoint';
import { isRequestError } from '@/lib/request/request-error';
import { referralKeys } from './keys';

/**
 * Who sent an invitation link (GET oms-service /api/front/invite/getUserInfoByTokenAndType): the
 * inviter's masked mobile and user type. An unknown or expired link answers LINK_EXPIRED (1004),
 * which every page of the invitation shows in place (`expiredLink`).
 */
export const inviterQuery = (token: string, type: number) =>
  queryOptions({
    queryKey: referralKeys.inviter(token, type),
    queryFn: () => callEndpoint('getUserInfoByTokenAndType', { token, type }),
  });

export function useInviter(token: string, type: number) {
  return useQuery(inviterQuery(token, type));
}

/** The server's words when the link is unknown or has expired (LINK_EXPIRED); null otherwise. */
export function expiredLink(inviter: { error: unknown }): string | null {
  return isRequestError(inviter.error) && inviter.error.code === BUSINESS_CODES.LINK_EXPIRED
    ? inviter.error.message
    : null;
}
