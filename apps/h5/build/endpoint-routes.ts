// The H5's list of endpoints (by name: method, service, path, client flags) as a virtual module made
// at build time from the contract's registry: each endpoint is declared once, in the contract, and
// zod stays out of the browser (docs/decisions/008, 011). Used by vite.config.ts and by the h5
// project of the root vitest.config.ts. A relative import: Vite bundles it into the config, and a
// change to the registry restarts the dev server like any other config dependency.
import type { Plugin } from 'vite';
import { endpointRoutes } from '../../../packages/contract/src/endpoints/index.ts';

export const ENDPOINT_ROUTES_ID = 'virtual:endpoint-routes';
// The `\0` prefix tells other plugins this is no file to transform.
const RESOLVED_ID = `\0${ENDPOINT_ROUTES_ID}`;

/** The module's source: plain data, typed by src/lib/request/endpoint-routes.d.ts. */
export function endpointRoutesSource(): string {
  return `export const endpointRoutes = ${JSON.stringify(endpointRoutes(), null, 2)};\n`;
}

export function endpointRoutesModule(): Plugin {
  return {
    name: 'freight:endpoint-routes',
    resolveId: (id) => (id === ENDPOINT_ROUTES_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? endpointRoutesSource() : undefined),
  };
}
