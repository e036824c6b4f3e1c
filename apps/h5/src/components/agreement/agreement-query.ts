import { endpointQuery } from '@/lib/request/endpoint';

/**
 * An agreement's newest version in effect (GET oms-service /api/agreement/detail): the one query of
 * the agreement's own page (features/agreements) and of the sheet a form opens over itself, so both
 * share one answer. A version changes rarely: ten minutes before it is asked again.
 */
export function agreementQuery(id: string) {
  return { ...endpointQuery('getAgreement', { id }), staleTime: 10 * 60_000 };
}
