// A draw, a grab and its confirmation, value safe on a phone: a tap while one is under way does
// nothing (a double tap is one attempt), and the request id of a tap is kept until it succeeds,
// so a retry after a lost answer (a tunnel on the highway) repeats the first outcome instead of
// drawing again. Afterwards the campaign's rules are refreshed (stock, attempts, today's outcomes)
// and, since a prize lands in balances and coupons that other features read, every active query
// too. A draw's outcome joins the rules' at once, so a page reading them (the red packets, the
// blessing slip) shows it even if the refresh is lost.

import type {
  CampaignGrab,
  CampaignOutcome,
  CampaignRules,
} from '@freight/contract/endpoints/index';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/request/endpoint';
import { refreshUnlessNetworkFailure } from '@/lib/request/refresh';
import { useValueTap as useTap } from '@/lib/request/request-id';
import { campaignKeys } from './keys';
import { campaignRulesQuery } from './rules';

function refreshAfter(queryClient: QueryClient, slug: string, won: boolean) {
  if (won) return queryClient.invalidateQueries();
  return queryClient.invalidateQueries({ queryKey: campaignKeys.rules(slug) });
}

/** The rules with the caller's counts as the outcome tells them, and the outcome among today's. */
export function withOutcome(rules: CampaignRules, outcome: CampaignOutcome): CampaignRules {
  const today = rules.me?.outcomesToday ?? [];
  const { attemptId, tier, won, attemptsToday, attempts } = outcome;
  return {
    ...rules,
    me: {
      attemptsToday,
      attempts,
      outcomesToday: today.some((each) => each.attemptId === attemptId)
        ? today
        : [...today, { attemptId, tier, won }],
    },
  };
}

/**
 * Draws once in a campaign (POST /api/campaign/draw); `draw` ignores taps while one is pending.
 * `onOutcome` hears each outcome before the rules show it (the red packets place it where tapped).
 */
export function useDrawCampaign(
  slug: string,
  campaignId: number,
  onOutcome?: (outcome: CampaignOutcome) => void,
) {
  const queryClient = useQueryClient();
  const tap = useTap();
  const mutation = useMutation<CampaignOutcome, Error, void>({
    mutationFn: () => callEndpoint('drawCampaign', { campaignId, requestId: tap.id() }),
    onSuccess: (outcome) => {
      tap.succeeded();
      onOutcome?.(outcome);
      queryClient.setQueryData(campaignRulesQuery(slug).queryKey, (rules) =>
        rules ? withOutcome(rules, outcome) : rules,
      );
      // Not waited for: the outcome is on screen, and the next tap must not wait for every
      // answer a win refreshes (a later draw's refresh cancels this one's, so none lands late).
      void refreshAfter(queryClient, slug, outcome.won);
    },
    onError: (error) => refreshUnlessNetworkFailure(queryClient, error, campaignKeys.rules(slug)),
    onSettled: tap.done,
  });
  return {
    ...mutation,
    draw: () => {
      if (tap.start()) mutation.mutate();
    },
  };
}

/** Holds one unit of a flash-sale tier (POST /api/campaign/grab) until it is confirmed. */
export function useGrabCampaignUnit(slug: string, campaignId: number) {
  const queryClient = useQueryClient();
  const tap = useTap();
  const mutation = useMutation<CampaignGrab, Error, number>({
    mutationFn: (tierId) =>
      callEndpoint('grabCampaignUnit', { campaignId, tierId, requestId: tap.id() }),
    onSuccess: () => {
      tap.succeeded();
      return refreshAfter(queryClient, slug, false);
    },
    onSettled: tap.done,
  });
  return {
    ...mutation,
    grab: (tierId: number) => {
      if (tap.start()) mutation.mutate(tierId);
    },
  };
}

/** Turns a held unit into its prize (POST /api/campaign/grab/confirm): once, however often sent. */
export function useConfirmCampaignGrab(slug: string) {
  const queryClient = useQueryClient();
  const tap = useTap();
  const mutation = useMutation<CampaignOutcome, Error, string>({
    mutationFn: (token) => callEndpoint('confirmCampaignGrab', { token }),
    onSettled: (outcome, error) => {
      tap.done();
      return error
        ? refreshUnlessNetworkFailure(queryClient, error, campaignKeys.rules(slug))
        : refreshAfter(queryClient, slug, outcome?.won ?? false);
    },
  });
  return {
    ...mutation,
    confirm: (token: string) => {
      if (tap.start()) mutation.mutate(token);
    },
  };
}
