import type { AcceptInvitationRequest } from '@freight/contract/endpoints/index';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/request/endpoint';
import { referralKeys } from './keys';

/**
 * The logged-in invitee accepts an invitation (POST oms-service /api/referral/accept). The device
 * id travels in the request client's X-Device-Id header. A refusal rejects with the envelope's
 * message and `data.reason` (the contract's REFERRAL_REFUSALS), which the page shows in place.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: AcceptInvitationRequest) => callEndpoint('acceptInvitation', fields),
    onSettled: () => queryClient.invalidateQueries({ queryKey: referralKeys.all }),
  });
}
