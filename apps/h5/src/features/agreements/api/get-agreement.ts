import { useQuery } from '@tanstack/react-query';
import { agreementQuery } from '@/components/agreement/agreement-query';

/** What an agreement id looks like; any other is answered on the page as missing, unasked. */
export const AGREEMENT_ID = /^[a-z0-9-]{1,40}$/;

export function useAgreement(id: string) {
  return useQuery(agreementQuery(id));
}

/** The route's data (docs/decisions/025): the agreement its page shows, when the id can be one. */
export function agreementData(id: string) {
  return AGREEMENT_ID.test(id) ? [agreementQuery(id)] : [];
}
