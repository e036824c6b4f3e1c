import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/request/endpoint';
import { campaignKeys } from './keys';

/**
 * A campaign's published rules (GET oms-service /api/campaign/rules): the tiers with their odds
 * and stock, the window, the limits, the top-ups, an early end, and the caller's attempts. The
 * rules page and every game page read this one answer.
 */
export function campaignRulesQuery(slug: string) {
  return queryOptions({
    queryKey: campaignKeys.rules(slug),
    // Pages show their own skeleton and their own error state.
    queryFn: () =>
      callEndpoint('getCampaignRules', { slug }, { loading: false, errorDialog: false }),
  });
}

export function useCampaignRules(slug: string) {
  return useQuery(campaignRulesQuery(slug));
}
