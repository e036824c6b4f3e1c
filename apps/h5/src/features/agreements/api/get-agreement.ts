import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/request/endpoint';

/** What an agreement id looks like; any other is answered on the page as missing, unasked. */
export const AGREEMENT_ID = /^[a-z0-9-]{1,40}$/;

/** An agreement's newest version in effect (GET oms-service /api/agreement/detail). */
export function agreementQuery(id: string) {
  return { ...endpointQuery('getAgreement', { id }), staleTime: 10 * 60_000 };
}

export function useAgreement(id: string) {
  return useQuery(agreementQuery(id));
}

/** The route's data (docs/decisions/025): the agreement its page shows, when the id can be one. */
export function agreementData(id: string) {
  return AGREEMENT_ID.test(id) ? [agreementQuery(id)] : [];
}
