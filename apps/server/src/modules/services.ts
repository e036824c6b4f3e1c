// The `/service/{serviceName}/...` namespace (docs/design.md §3): mounts every module's contract
// endpoints (each at its declared URL) and its other routes under their service prefix.
// Registered with prefix `/service`, so hooks added here run in front of every service route and
// nothing else (not the H5 files, not /healthz).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import gateway from '../plugins/gateway.ts';
import type { DomainModule } from '../http/domain-module.ts';

export interface ServicesOptions {
  modules: readonly DomainModule[];
}

const services: FastifyPluginAsyncZod<ServicesOptions> = async (app, { modules }) => {
  // The request gateway (signature, replay window, decryption, encrypted answers), registered with
  // fastify-plugin before the routes so that its hooks apply to all of them.
  await app.register(gateway);
  for (const module of modules) {
    if (module.endpoints) await app.register(module.endpoints);
    for (const { service, plugin } of module.routes ?? []) {
      await app.register(plugin, { prefix: `/${service}` });
    }
  }
};

export default services;
