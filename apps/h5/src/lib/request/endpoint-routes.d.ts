// The module build/endpoint-routes.ts makes from the contract's registry at build time: each
// endpoint's method, service, path and client flags, typed from the registry without importing it.
declare module 'virtual:endpoint-routes' {
  import type { EndpointRoutes } from '@freight/contract/endpoints/index';

  export const endpointRoutes: EndpointRoutes;
}
