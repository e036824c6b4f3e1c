import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@/lib/identity/session';
import { keptQuery } from '@/lib/request/kept';
import { campaignKeys } from './keys';

/**
 * A campaign's published rules (GET oms-service /api/campaign/rules): the tiers with their odds
 * and stock, the window, the limits, the top-ups, an early end, and the caller's attempts and
 * today's outcomes. The rules page and every game page read this one answer. Its last answer is
 * kept on the phone (its declaration's `keep`): shown with its age on the next visit until the
 * server answers, and offline (lib/request/kept.ts); pages show their own skeleton and error.
 */
export function campaignRulesQuery(slug: string) {
  return keptQuery('getCampaignRules', { slug }, campaignKeys.rules(slug));
}

/** `showKept`: false for a page that does not show a kept answer (it waits for the server). */
export function useCampaignRules(slug: string, showKept = true) {
  const query = campaignRulesQuery(slug);
  return useQuery(showKept ? query : { ...query, initialData: undefined });
}

/**
 * The rules of a campaign, asked again when a user is logged in and the answer has no `me`: it
 * came before the login on the page, and what is the caller's (attempts left, today's red packets
 * and slip) would otherwise wait for the next refresh.
 */
export function useCampaignRulesOfCaller(slug: string, showKept = true) {
  const rules = useCampaignRules(slug, showKept);
  const queryClient = useQueryClient();
  const before = Boolean(useSession().data) && rules.data !== undefined && rules.data.me === null;
  useEffect(() => {
    if (before) void queryClient.invalidateQueries({ queryKey: campaignKeys.rules(slug) });
  }, [before, queryClient, slug]);
  return rules;
}
