import type { ExchangeOfferRequest } from '@freight/contract/endpoints/index';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/request/endpoint';
import { valueKeys } from './keys';

/** What points and beans can buy now (GET oms-service /api/value/exchange/offers). */
export const exchangeOffersQuery = queryOptions({
  queryKey: valueKeys.offers(),
  queryFn: () => callEndpoint('listExchangeOffers', {}),
});

export function useExchangeOffers() {
  return useQuery(exchangeOffersQuery);
}

/**
 * Spends points or beans on one coupon (POST oms-service /api/value/exchange). The page makes the
 * `requestId` once per tap (`newRequestId`, lib/request/request-id.ts) and sends the same one again on a retry, so a lost
 * answer never costs twice. Balances, entries, offers and coupons are refreshed afterwards.
 */
export function useExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: ExchangeOfferRequest) => callEndpoint('exchangeOffer', fields),
    onSettled: () => queryClient.invalidateQueries({ queryKey: valueKeys.all }),
  });
}
