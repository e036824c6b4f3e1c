import { queryOptions, useQuery } from '@tanstack/react-query';
import { earlyProgrammeQuery } from '@/lib/campaigns/early-read';
import { useI18n } from '@/lib/i18n/i18n';
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
 * The running programme (`signed`), and, until that has answered, the public read index.html's
 * script made of it (`early`, docs/decisions/049) for the page to draw in the meantime.
 */
export function usePublishedProgramme(inviteType: number) {
  const { locale } = useI18n();
  const signed = useRunningProgramme(inviteType);
  const early = useQuery({ ...earlyProgrammeQuery(inviteType, locale), enabled: !signed.data });
  return { signed, early: early.data };
}
