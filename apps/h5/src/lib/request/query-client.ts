import { type Query, QueryClient } from '@tanstack/react-query';
import { isRequestError } from './request-error';

/** How long an answer stands before a page that shows it asks again. */
const FRESH_MS = 30_000;

/**
 * The server's final word on a question: a refusal (the envelope's code) or a 4xx (not found, not
 * allowed). Asking again gets the same answer; a 5xx or a dropped connection may not.
 */
function finalAnswer(error: unknown): boolean {
  return (
    isRequestError(error) &&
    (error.kind === 'business' ||
      (error.kind === 'http' && error.status >= 400 && error.status < 500))
  );
}

/**
 * Whether a page mounting a query that failed asks again. Not when the failure is a final answer
 * received within FRESH_MS: the navigation asked for the route's data before the page mounted
 * (docs/decisions/025), and a 404 for an unknown id was asked for a second time, a second console
 * error, for the same answer. A login drops the failures, whose answer it may change
 * (lib/identity/session.ts).
 */
export function askAgainOnMount(query: Query): boolean {
  const { error, errorUpdatedAt } = query.state;
  return !(finalAnswer(error) && Date.now() - errorUpdatedAt < FRESH_MS);
}

/**
 * Server state goes through TanStack Query. Only a dropped connection is retried (twice, backing
 * off), and not while the phone says it is offline: a business refusal or an HTTP error will not
 * change by asking again, nor will a phone without a network within seconds, and the visitor gets
 * a retry button for those instead. Requests run whether or not the phone says it is online
 * (`networkMode: 'always'`): by default TanStack Query would hold them, silently, until the
 * connection returns, and a tapped button would stay grey; the request client answers an offline
 * phone at once with "no connection" instead. When the connection comes back, what failed is
 * asked again by itself (and what is stale, as by default), so "no connection" does not stay on a
 * screen that could now load. A final answer just received is not asked for again by the page that
 * mounts after the navigation asked (`askAgainOnMount`).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FRESH_MS,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          isRequestError(error) &&
          error.kind === 'network' &&
          failures < 2 &&
          navigator.onLine !== false,
        retryOnMount: askAgainOnMount,
        refetchOnReconnect: (query) => (query.state.status === 'error' ? 'always' : true),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
