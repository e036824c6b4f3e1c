import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@/lib/identity/session';
import { callEndpoint } from '@/lib/request/endpoint';
import type { keptQuery } from '@/lib/request/kept';
import { campaignKeys } from './keys';

/**
 * `keptQuery` (lib/request/kept.ts), handed in by a page that shows the last answer kept on the
 * phone (docs/decisions/048): the pages that do not (the games, the rules page) never load the
 * store, and neither read nor write it.
 */
export type KeptRead = typeof keptQuery;

/**
 * A campaign's published rules (GET oms-service /api/campaign/rules): the tiers with their odds
 * and stock, the window, the limits, the top-ups, an early end, and the caller's attempts and
 * today's outcomes. The rules page and every game page read this one answer, under one key; a page
 * given `kept` starts from the answer kept from its last visit, shown with its age until the
 * server answers (its declaration's `keep`). Pages show their own skeleton and error.
 */
export function campaignRulesQuery(slug: string, kept?: KeptRead) {
  const queryKey = campaignKeys.rules(slug);
  if (kept) return kept('getCampaignRules', { slug }, queryKey);
  return queryOptions({ queryKey, queryFn: () => callEndpoint('getCampaignRules', { slug }) });
}

export function useCampaignRules(slug: string, kept?: KeptRead) {
  return useQuery(campaignRulesQuery(slug, kept));
}

/**
 * The rules of a campaign, asked again when a user is logged in and the answer has no `me`: it
 * came before the login on the page, and what is the caller's (attempts left, today's red packets
 * and slip) would otherwise wait for the next refresh.
 */
export function useCampaignRulesOfCaller(slug: string, kept?: KeptRead) {
  const rules = useCampaignRules(slug, kept);
  const queryClient = useQueryClient();
  const before = Boolean(useSession().data) && rules.data !== undefined && rules.data.me === null;
  useEffect(() => {
    if (before) void queryClient.invalidateQueries({ queryKey: campaignKeys.rules(slug) });
  }, [before, queryClient, slug]);
  return rules;
}
