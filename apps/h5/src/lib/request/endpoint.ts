import type { EndpointName, RequestOf, ResponseOf } from '@freight/contract/endpoints/index';
import { routes } from '@freight/contract/routes';
import { type RequestOptions, request } from './client';

/**
 * Per-endpoint defaults of the client flags. The vote (SPEC §7: "two flags turned off") is sent as
 * a plain form without the loading indicator: a vote carries only public ids, drivers tap it during
 * a live event where a blocking spinner would hide the results they are watching, and the page
 * shows its own progress on the button. See docs/contract.md, "Client flags".
 */
const CALL_DEFAULTS: Partial<Record<EndpointName, RequestOptions>> = {
  voteSubmit: { encrypt: false, loading: false },
};

/** Calls one of the contract's endpoints with its method, service and path, typed both ways. */
export function callEndpoint<N extends EndpointName>(
  name: N,
  data: RequestOf<N>,
  options: RequestOptions = {},
): Promise<ResponseOf<N>> {
  const route = routes[name];
  return request<ResponseOf<N>>(route.path, {
    method: route.method,
    service: route.service,
    data: data as Record<string, unknown>,
    ...CALL_DEFAULTS[name],
    ...options,
  });
}
