import type { QueryClient } from '@tanstack/react-query';
import { isRequestError } from './request-error';

/**
 * After an action (a draw, a grab, a cancel, a publish): the queries under `queryKey` are asked
 * again, since what they show may have changed, on a success or a refusal alike. Not after a lost
 * connection: asking again would fail the same way, and the page would say "no connection" twice,
 * once under the button and once over what it shows. The queries are asked again when the
 * connection returns (query-client.ts) or after the next tap's answer.
 */
export function refreshUnlessNetworkFailure(
  queryClient: QueryClient,
  error: unknown,
  queryKey: readonly unknown[],
): Promise<void> {
  if (isRequestError(error) && error.kind === 'network') return Promise.resolve();
  return queryClient.invalidateQueries({ queryKey });
}
