// A collect-words game (ADR 030): the phrase with each character's odds and the caller's cards, a
// draw and the redemption, value safe on a phone as a draw is (attempt.ts): a double tap is one
// draw, and a retry after a lost answer repeats the first character instead of drawing again.
// A redemption refreshes everything: the prize lands in balances or coupons other pages read.

import type { WordDraw, WordsRedemption } from '@freight/contract/endpoints/index';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/identity/session';
import { callEndpoint } from '@/lib/request/endpoint';
import { refreshUnlessNetworkFailure } from '@/lib/request/refresh';
import { useValueTap } from '@/lib/request/request-id';
import { campaignKeys } from './keys';

/** GET oms-service /api/campaign/collect-words: the phrase, the odds, the caller's cards. */
export function collectWordsQuery(slug: string, userId: number | null) {
  return queryOptions({
    queryKey: campaignKeys.collectWords(slug, userId),
    queryFn: () => callEndpoint('getCollectWords', { slug }),
  });
}

/** Asked as soon as the session is known, beside the campaign's rules. */
export function useCollectWords(slug: string | null) {
  const session = useSession();
  const userId = session.data?.userId ?? null;
  return useQuery({
    ...collectWordsQuery(slug ?? '', userId),
    enabled: slug !== null && !session.isPending,
  });
}

/** Draws one character (POST /api/campaign/collect-words/draw); `draw` ignores taps while one runs. */
export function useDrawWord(campaignId: number) {
  const queryClient = useQueryClient();
  const tap = useValueTap();
  const mutation = useMutation<WordDraw, Error, void>({
    mutationFn: () => callEndpoint('drawWord', { campaignId, requestId: tap.id() }),
    onSuccess: () => {
      tap.succeeded();
      return queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    },
    onError: (error) => refreshUnlessNetworkFailure(queryClient, error, campaignKeys.all),
    onSettled: tap.done,
  });
  return {
    ...mutation,
    draw: () => {
      if (tap.start()) mutation.mutate();
    },
  };
}

/** Redeems a full set (POST /api/campaign/collect-words/redeem): once, however often tapped. */
export function useRedeemWords(campaignId: number) {
  const queryClient = useQueryClient();
  const tap = useValueTap();
  const mutation = useMutation<WordsRedemption, Error, void>({
    mutationFn: () => callEndpoint('redeemWords', { campaignId, requestId: tap.id() }),
    onSuccess: () => {
      tap.succeeded();
      return queryClient.invalidateQueries();
    },
    onError: (error) => refreshUnlessNetworkFailure(queryClient, error, campaignKeys.all),
    onSettled: tap.done,
  });
  return {
    ...mutation,
    redeem: () => {
      if (tap.start()) mutation.mutate();
    },
  };
}
