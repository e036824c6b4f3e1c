import { QueryClient } from '@tanstack/react-query';
import { isRequestError } from './request-error';

/**
 * Server state goes through TanStack Query. Only a dropped connection is retried (twice, backing
 * off): a business refusal or an HTTP error will not change by asking again, and the visitor gets
 * a retry button for those instead.
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
      },
      mutations: { retry: false },
    },
  });
}
