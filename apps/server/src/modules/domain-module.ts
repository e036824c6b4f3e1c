// What a domain (users, activities, flash sale, ...) contributes to the server: route plugins,
// each mounted under the service prefix the H5 calls it by, and seed data.

import type { ServiceName } from '@freight/contract/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Seed } from '../db/seed.ts';

export interface ServiceRoutes {
  /** One of the contract's services (`oms-service`, `driver-service`, ...). */
  service: ServiceName;
  /** Registered with prefix `/service/<service>`; declares paths such as `/api/app/driver/getDetail`. */
  plugin: FastifyPluginAsyncZod;
}

export interface DomainModule {
  /** The folder name under src/modules/. */
  name: string;
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
  seeds?: readonly Seed[];
}
