// A cut-price game (ADR 030): its state as the caller sees it, a start and a friend's help, value
// safe on a phone as a draw is (attempt.ts): a tap while one is under way does nothing, and a tap's
// request id is kept until it succeeds, so a retry after a lost answer repeats the first answer
// instead of starting or cutting again. Afterwards the game and the campaign's rules are asked
// again; a help that finished the cut refreshes everything (the prize is in the starter's
// coupons or balances, which the starter's other pages read).

import type { CutView } from '@freight/contract/endpoints/index';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/identity/session';
import { callEndpoint } from '@/lib/request/endpoint';
import { refreshUnlessNetworkFailure } from '@/lib/request/refresh';
import { useValueTap } from '@/lib/request/request-id';
import { campaignKeys } from './keys';

/** GET oms-service /api/campaign/cut-price: terms, the caller's cut, the one the link names. */
export function cutPriceQuery(slug: string, cut: string | null, userId: number | null) {
  return queryOptions({
    queryKey: campaignKeys.cutPrice(slug, cut, userId),
    // Pages show their own skeleton and their own error state (a link to no cut says so).
    queryFn: () => callEndpoint('getCutPrice', cut === null ? { slug } : { slug, cut }),
  });
}

/** Asked as soon as the session is known, beside the campaign's rules (not after them). */
export function useCutPrice(slug: string | null, cut: string | null) {
  const session = useSession();
  const userId = session.data?.userId ?? null;
  return useQuery({
    ...cutPriceQuery(slug ?? '', cut, userId),
    enabled: slug !== null && !session.isPending,
  });
}

/** Starts a cut (POST /api/campaign/cut-price/start); `start` ignores taps while one runs. */
export function useStartCut(campaignId: number) {
  const queryClient = useQueryClient();
  const tap = useValueTap();
  const mutation = useMutation<{ cut: CutView; repeated: boolean }, Error, void>({
    mutationFn: () => callEndpoint('startCut', { campaignId, requestId: tap.id() }),
    onSuccess: () => {
      tap.succeeded();
      return queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    },
    onError: (error) => refreshUnlessNetworkFailure(queryClient, error, campaignKeys.all),
    onSettled: tap.done,
  });
  return {
    ...mutation,
    start: () => {
      if (tap.start()) mutation.mutate();
    },
  };
}

/** One cut on a friend's cut (POST /api/campaign/cut-price/help): once, however often tapped. */
export function useHelpCut(campaignId: number, token: string) {
  const queryClient = useQueryClient();
  const tap = useValueTap();
  const mutation = useMutation<{ amountFen: number; cut: CutView; repeated: boolean }, Error, void>(
    {
      mutationFn: () => callEndpoint('helpCut', { campaignId, token, requestId: tap.id() }),
      onSuccess: (answer) => {
        tap.succeeded();
        if (answer.cut.state === 'finished') return queryClient.invalidateQueries();
        return queryClient.invalidateQueries({ queryKey: campaignKeys.all });
      },
      onError: (error) => refreshUnlessNetworkFailure(queryClient, error, campaignKeys.all),
      onSettled: tap.done,
    },
  );
  return {
    ...mutation,
    help: () => {
      if (tap.start()) mutation.mutate();
    },
  };
}
