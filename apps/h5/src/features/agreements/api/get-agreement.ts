import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/request/endpoint';

/** An agreement's newest version in effect (GET oms-service /api/agreement/detail). */
export function agreementQuery(id: string) {
  return queryOptions({
    queryKey: ['agreement', id],
    // A missing agreement is shown on the page itself, not in the 'request error' dialog.
    queryFn: () => callEndpoint('getAgreement', { id }, { loading: false, errorDialog: false }),
    staleTime: 10 * 60_000,
  });
}

export function useAgreement(id: string) {
  return useQuery(agreementQuery(id));
}
