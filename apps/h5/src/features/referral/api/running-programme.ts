import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/request/endpoint';
import { referralKeys } from './keys';

/**
 * The rules of the referral programme running for a share type (GET oms-service
 * /api/referral/programme), as the campaign rules endpoint answers them: its slug names the
 * programme for the invitation token, its rewards and terms fill the rules page.
 */
export const runningProgrammeQuery = (inviteType: number) =>
  queryOptions({
    queryKey: referralKeys.programme(inviteType),
    // The pages show their own skeleton and their own error state.
    queryFn: () => callEndpoint('getRunningProgramme', { inviteType }),
  });

export function useRunningProgramme(inviteType: number) {
  return useQuery(runningProgrammeQuery(inviteType));
}
