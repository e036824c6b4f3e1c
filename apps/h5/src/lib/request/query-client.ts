import { QueryClient } from '@tanstack/react-query';
import { isRequestError } from './request-error';

/**
 * Server state goes through TanStack Query. Only a dropped connection is retried (twice, backing
 * off), and not while the phone says it is offline: a business refusal or an HTTP error will not
 * change by asking again, nor will a phone without a network within seconds, and the visitor gets
 * a retry button for those instead. Requests run whether or not the phone says it is online
 * (`networkMode: 'always'`): by default TanStack Query would hold them, silently, until the
 * connection returns, and a tapped button would stay grey; the request client answers an offline
 * phone at once with "no connection" instead. When the connection comes back, what failed is
 * asked again by itself (and what is stale, as by default), so "no connection" does not stay on a
 * screen that could now load.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          isRequestError(error) &&
          error.kind === 'network' &&
          failures < 2 &&
          navigator.onLine !== false,
        refetchOnReconnect: (query) => (query.state.status === 'error' ? 'always' : true),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
