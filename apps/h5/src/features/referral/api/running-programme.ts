import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEarlyProgramme, withEarlyRead } from '@/lib/campaigns/early-read';
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

/**
 * The running programme (`signed`), and the same with the public read index.html's script made of
 * it (docs/decisions/049) standing in until that has answered (`published`): what the page draws.
 */
export function usePublishedProgramme(inviteType: number) {
  const signed = useRunningProgramme(inviteType);
  const early = useEarlyProgramme(inviteType, Boolean(signed.data));
  return { signed, published: withEarlyRead(signed, early) };
}
