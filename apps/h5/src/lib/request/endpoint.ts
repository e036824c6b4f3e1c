import type { EndpointName, RequestOf, ResponseOf } from '@freight/contract/endpoints/index';
import { queryOptions } from '@tanstack/react-query';
import { endpointRoutes } from 'virtual:endpoint-routes';
import { request } from './client';

/**
 * Calls one of the contract's endpoints with its method, service and path, typed both ways. The
 * client flags are the endpoint's, from its declaration (the vote: a plain form without the
 * loading indicator, SPEC §7, docs/contract.md §9), so every call of an endpoint behaves alike and
 * no call sets them.
 */
export function callEndpoint<N extends EndpointName>(
  name: N,
  data: RequestOf<N>,
): Promise<ResponseOf<N>> {
  const route = endpointRoutes[name];
  return request<ResponseOf<N>>(route.path, {
    method: route.method,
    service: route.service,
    data: data as Record<string, unknown>,
    ...route.client,
  });
}

/**
 * The query of a read: keyed by the endpoint's name and its fields, and answered by `callEndpoint`,
 * so a page that shows one endpoint needs no query of its own (docs/how-to.md), and two screens
 * that read the same thing share one answer. Invalidating `[name]` refreshes every such query.
 * A read whose answer depends on more than its fields (who is logged in, say) keeps a key of its
 * own in its feature's `api/`.
 */
export function endpointQuery<N extends EndpointName>(name: N, data: RequestOf<N>) {
  return queryOptions({
    queryKey: [name, data] as const,
    queryFn: () => callEndpoint(name, data),
  });
}
