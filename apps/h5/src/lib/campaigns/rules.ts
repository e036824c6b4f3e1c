import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@/lib/identity/session';
import { callEndpoint } from '@/lib/request/endpoint';
import { campaignKeys } from './keys';

/**
 * A campaign's published rules (GET oms-service /api/campaign/rules): the tiers with their odds
 * and stock, the window, the limits, the top-ups, an early end, and the caller's attempts and
 * today's outcomes. The rules page and every game page read this one answer.
 */
export function campaignRulesQuery(slug: string) {
  return queryOptions({
    queryKey: campaignKeys.rules(slug),
    // Pages show their own skeleton and their own error state.
    queryFn: () => callEndpoint('getCampaignRules', { slug }),
  });
}

export function useCampaignRules(slug: string) {
  return useQuery(campaignRulesQuery(slug));
}

/**
 * The rules of a campaign, asked again when a user is logged in and the answer has no `me`: it
 * came before the login on the page, and what is the caller's (attempts left, today's red packets
 * and slip) would otherwise wait for the next refresh.
 */
export function useCampaignRulesOfCaller(slug: string) {
  const rules = useCampaignRules(slug);
  const queryClient = useQueryClient();
  const before = Boolean(useSession().data) && rules.data !== undefined && rules.data.me === null;
  useEffect(() => {
    if (before) void queryClient.invalidateQueries({ queryKey: campaignKeys.rules(slug) });
  }, [before, queryClient, slug]);
  return rules;
}
