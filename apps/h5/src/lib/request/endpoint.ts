import type { EndpointName, RequestOf, ResponseOf } from '@freight/contract/endpoints/index';
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
