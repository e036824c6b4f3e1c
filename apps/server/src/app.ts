// Builds the server as a Fastify instance without listening: server.ts boots it, tests call
// `app.inject`. Order matters: compilers and error handling first, then external plugins (db,
// cookies, rate limits, sessions, compress), then routes (the request gateway sits in front of
// the /service routes). Plugins load on `ready()`/`listen()`/`inject()`.

import { LOG_SERIALIZERS } from './http/log-privacy.ts';
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { DomainModule } from './http/domain-module.ts';
import { type PiiVault, piiVault } from './security/pii.ts';
import healthRoutes from './plugins/health.ts';
import opsApi from './modules/operators/ops-api.ts';
import opsStatic from './plugins/ops-static.ts';
import { domainModules } from './modules/registry.ts';
import services from './modules/services.ts';
import compress from './plugins/compress.ts';
import db from './plugins/db.ts';
import deviceId from './plugins/device-id.ts';
import errorHandler, { answerFrameworkError } from './plugins/error-handler.ts';
import securityHeaders from './plugins/security-headers.ts';
import h5FirstScreens from './plugins/h5-first-screens.ts';
import h5Static from './plugins/h5-static.ts';
import metrics, { METRICS_PATH } from './plugins/metrics.ts';
import rateLimit from './plugins/rate-limit.ts';
import redis from './plugins/redis.ts';
import session from './plugins/session.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Seals and hashes personal identifiers under PII_KEY (src/security/pii.ts, ADR 036). */
    pii: PiiVault;
    /**
     * The current time in milliseconds. Every time-based rule (signature window, replay memory,
     * rate limits, SMS code expiry, sessions) reads it, so tests can move time.
     */
    now(): number;
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
  /** The clock (milliseconds); `Date.now` by default. Tests pass one they can move. */
  now?: () => number;
}

// A request id from the load balancer or the client is kept (it ties our log lines to theirs),
// but only if it is short and plain; otherwise we make one.
const REQUEST_ID = /^[\w.:-]{1,64}$/;

/**
 * The probes (modules/health) and Prometheus's scrapes: load balancers, orchestrators and
 * Prometheus call them every few seconds, so their requests are not logged; what goes wrong in
 * them still is, at warn. (A route's own `logLevel` would do the same but costs each request a
 * child logger with its log methods rebuilt: docs/performance.md, the server's sixth round.)
 */
const PROBES = new Set(['/livez', '/healthz', METRICS_PATH]);
const isProbe = (request: { url?: string }) => PROBES.has(request.url?.split('?', 1)[0] ?? '');

/**
 * The logger's options with the server's `req` and `err` serializers (http/log-privacy.ts: no
 * query values, query parameters, mobiles or ID numbers in a line); a test's logger gets them too.
 */
function withLogSerializers(
  logger: NonNullable<FastifyServerOptions['logger']>,
): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object') return logger;
  return { ...logger, serializers: { ...LOG_SERIALIZERS, ...logger.serializers } };
}

export function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: withLogSerializers(options.logger ?? { level: config.logLevel }),
    logController: new LogController({ disableRequestLogging: isProbe }),
    // Opening the database can take a while: PGlite's first open, or waiting for another instance
    // that holds the migration lock. Fastify's default (10 s) would abort a healthy start.
    pluginTimeout: 120_000,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Behind a load balancer the client's address (per-IP rate limits) is in X-Forwarded-For.
    // A hop count means "the last n proxies", as Fastify does at run time (its types lack it).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // A URL the router cannot decode (`/service/%zz`) gets an envelope, not Fastify's own JSON.
    frameworkErrors: answerFrameworkError,
    // Not a 503 to requests arriving while it closes (see `draining` below): nginx cannot tell
    // that 503 from one after the request was taken, and must not send it elsewhere again.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  const pii = piiVault(config.piiKey);
  app.decorate('pii', pii);
  app.decorate('now', options.now ?? Date.now);
  // Hooks that do no I/O take a callback, not a promise: one fewer promise and turn of the
  // microtask queue per hook and request (docs/performance.md, the hooks' cost).
  // While the server drains (SIGTERM, a rolling restart behind nginx: deploy/nginx/freight.conf),
  // a request that arrives on a kept-alive connection is served, and the connection closed after
  // its answer, so that the proxy sends the next ones to another instance.
  let draining = false;
  app.addHook('preClose', (done) => {
    draining = true;
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (draining) reply.header('connection', 'close');
    done();
  });

  // App plugins that shape every answer.
  app.register(securityHeaders, { production: config.env === 'production' });
  app.register(errorHandler);
  // Counts every answer (an onResponse hook): before any plugin that adds routes, so that every
  // route's context has it. Serves GET /metrics behind OPS_TOKEN (ADR 035).
  app.register(metrics);

  // External plugins.
  const modules = options.modules ?? domainModules;
  app.register(db, {
    database: options.db,
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    dbPoolSize: config.dbPoolSize,
    dbQueryTimeoutMs: config.dbQueryTimeoutMs,
    seeds: modules.flatMap((module) => module.seeds ?? []),
    includeDemoSeeds: config.env !== 'production',
    startupSteps: modules.flatMap((module) => module.startupSteps ?? []),
    pii,
    now: () => app.now(),
  });
  app.register(redis, { url: config.redisUrl, keyPrefix: config.redisKeyPrefix });
  app.register(cookie);
  app.register(deviceId);
  app.register(rateLimit, { perMinute: config.rateLimitPerMinute });
  app.register(session);
  app.register(compress);

  // Routes.
  app.register(healthRoutes);
  app.register(services, { prefix: '/service', modules });
  // The operator API: plain JSON behind operator sessions, outside the gateway (ADR 014).
  app.register(opsApi, {
    prefix: '/ops/api',
    routes: modules.flatMap((module) => module.opsRoutes ?? []),
  });
  for (const module of modules) {
    if (module.publicRoutes) app.register(module.publicRoutes);
  }
  // The H5's first screens drawn from those public reads (docs/decisions/050).
  app.register(h5FirstScreens, { screensDir: config.h5Screens });
  // Stand-ins' windows for developers (e.g. the SMS outbox); never mounted in production.
  if (config.env !== 'production') {
    for (const module of modules) {
      if (module.devRoutes) app.register(module.devRoutes, { prefix: '/dev' });
    }
  }
  // The operations console's page and files (its API is /ops/api above).
  // A private bucket's photo links (and the H5's uploads to it) go to its origin.
  const bucketOrigins = config.s3 ? [config.s3.bucketOrigin] : [];
  const production = config.env === 'production';
  app.register(opsStatic, { root: config.opsDist, imageOrigins: bucketOrigins, production });
  app.register(h5Static, {
    root: config.h5Dist,
    production,
    serviceWorker: config.h5ServiceWorker,
    policy: {
      frameAncestors: config.frameAncestors,
      extraOrigins: [...new Set([...config.cspExtraOrigins, ...bucketOrigins])],
    },
  });

  return app;
}

export type App = ReturnType<typeof buildApp>;
