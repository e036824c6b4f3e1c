import type { SubmitLeadRequest } from '@freight/contract/endpoints/index';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readChannelParams } from '@/lib/cookies/channel';
import { rememberLogin } from '@/lib/identity/session';
import { callEndpoint } from '@/lib/request/endpoint';

/**
 * Sends a recruitment sign-up (POST oms-service /api/recruit/lead/submit) with the channel and
 * share ids kept from the landing URL; the number is registered and logged in, like a login.
 */
export function useSubmitLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lead: Omit<SubmitLeadRequest, 'channelId' | 'shareUserId'>) => {
      const channel = readChannelParams();
      return callEndpoint('submitLead', {
        ...lead,
        ...(channel.channelId ? { channelId: channel.channelId } : {}),
        ...(channel.shareUserId ? { shareUserId: channel.shareUserId } : {}),
      });
    },
    onSuccess: ({ user }) => rememberLogin(queryClient, user),
  });
}
