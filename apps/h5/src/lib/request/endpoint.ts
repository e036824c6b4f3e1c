import type { EndpointName, RequestOf, ResponseOf } from '@freight/contract/endpoints/index';
import { endpointRoutes } from 'virtual:endpoint-routes';
import { type RequestOptions, request } from './client';

/**
 * Calls one of the contract's endpoints with its method, service and path, typed both ways. The
 * endpoint's declaration sets the client flags' defaults (the vote: a plain form without the
 * loading indicator, SPEC §7, docs/contract.md §9); `options` overrides them for one call.
 */
export function callEndpoint<N extends EndpointName>(
  name: N,
  data: RequestOf<N>,
  options: RequestOptions = {},
): Promise<ResponseOf<N>> {
  const route = endpointRoutes[name];
  return request<ResponseOf<N>>(route.path, {
    method: route.method,
    service: route.service,
    data: data as Record<string, unknown>,
    ...route.client,
    ...options,
  });
}
