// What a domain (users, activities, flash sale, ...) contributes to the server: its contract
// endpoints, other routes, and seed data.

import type { ServiceName } from '@freight/contract/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Seed, StartupStep } from '../db/seed.ts';
import type { OpsRoute } from './ops-route.ts';

/** Routes behind the gateway that are not contract endpoints (the embedded upload store's form). */
export interface ServiceRoutes {
  /** One of the contract's services (`oms-service`, `driver-service`, ...). */
  service: ServiceName;
  /** Registered with prefix `/service/<service>`; declares paths such as `/api/app/driver/getDetail`. */
  plugin: FastifyPluginAsyncZod;
}

export interface DomainModule {
  /** The folder name under src/modules/. */
  name: string;
  /**
   * Registers the module's contract endpoints with `serveEndpoint` (http/serve-endpoint.ts), each
   * at the URL its declaration gives; mounted in the /service scope, behind the gateway.
   */
  endpoints?: FastifyPluginAsyncZod;
  routes?: readonly ServiceRoutes[];
  /**
   * Developer windows onto embedded stand-ins (e.g. the SMS outbox), mounted under `/dev` outside
   * production only, and outside the gateway (a developer opens them in a browser).
   */
  devRoutes?: FastifyPluginAsyncZod;
  /**
   * Routes at the root, outside `/service` and its gateway, for what a browser loads without
   * signing (e.g. uploaded images in an `<img>`); mounted in every environment.
   */
  publicRoutes?: FastifyPluginAsyncZod;
  /**
   * The module's routes of the operator API, mounted under `/ops/api` behind the operator guard
   * (session, XSRF, least role: modules/operators/ops-api.ts); one `serveOps(declaration, handler)` each (ADR 040).
   */
  opsRoutes?: readonly OpsRoute[];
  seeds?: readonly Seed[];
  /** Run at every start, after the migrations and before any seed (db/seed.ts). */
  startupSteps?: readonly StartupStep[];
}
