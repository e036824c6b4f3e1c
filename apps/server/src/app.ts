// Builds the server as a Fastify instance without listening: server.ts boots it, tests call
// `app.inject`. Order matters: compilers and error handling first, then external plugins (db,
// compress, static files), then routes. Plugins load on `ready()`/`listen()`/`inject()`.

import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { DomainModule } from './modules/domain-module.ts';
import healthRoutes from './modules/health/routes.ts';
import { domainModules } from './modules/registry.ts';
import services from './modules/services.ts';
import compress from './plugins/compress.ts';
import db from './plugins/db.ts';
import errorHandler from './plugins/error-handler.ts';
import h5Static from './plugins/h5-static.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** An opened database to use (tests); by default the app opens one from `config` and owns it. */
  db?: Database;
  /** Fastify's logger option; by default JSON logs at `config.logLevel`. Tests pass `false`. */
  logger?: FastifyServerOptions['logger'];
  /** The domain modules to mount; by default all of them (src/modules/registry.ts). */
  modules?: readonly DomainModule[];
}

// A request id from the load balancer or the client is kept (it ties our log lines to theirs),
// but only if it is short and plain; otherwise we make one.
const REQUEST_ID = /^[\w.:-]{1,64}$/;

export function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // Opening the database can take a while: PGlite's first open, or waiting for another instance
    // that holds the migration lock. Fastify's default (10 s) would abort a healthy start.
    pluginTimeout: 120_000,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // App plugins that shape every answer.
  app.register(errorHandler);

  // External plugins.
  const modules = options.modules ?? domainModules;
  app.register(db, {
    database: options.db,
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    seeds: modules.flatMap((module) => module.seeds ?? []),
    includeDemoSeeds: config.env !== 'production',
  });
  app.register(compress);

  // Routes.
  app.register(healthRoutes);
  app.register(services, { prefix: '/service', modules });
  app.register(h5Static, { root: config.h5Dist });

  return app;
}

export type App = ReturnType<typeof buildApp>;
