import { QueryClient } from '@tanstack/react-query';
import { isRequestError } from './request-error';

/**
 * Server state goes through TanStack Query. Only a dropped connection is retried (twice, backing
 * off): a business refusal or an HTTP error will not change by asking again, and the visitor gets
 * a retry button for those instead. Requests run whether or not the phone says it is online
 * (`networkMode: 'always'`): by default TanStack Query would hold them, silently, until the
 * connection returns, and a tapped button would stay grey; the request client answers an offline
 * phone at once with "no connection" instead.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          isRequestError(error) && error.kind === 'network' && failures < 2,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
