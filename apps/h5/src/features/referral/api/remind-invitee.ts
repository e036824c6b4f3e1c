import type { RemindInviteeRequest } from '@freight/contract/endpoints/index';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/request/endpoint';
import { referralKeys } from './keys';

/**
 * The inviter reminds a pending invitee by SMS (POST oms-service /api/referral/remind), once a day:
 * the list is asked again afterwards, so the entry's reminder button goes. A refusal (reminded
 * today, settled meanwhile) rejects with the envelope's message, shown at the entry.
 */
export function useRemindInvitee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: RemindInviteeRequest) => callEndpoint('remindInvitee', fields),
    onSettled: () => queryClient.invalidateQueries({ queryKey: referralKeys.allMine() }),
  });
}
