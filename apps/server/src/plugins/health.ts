// GET /healthz for load balancers and operators (readiness): 200 when the database answers
// `select 1` within a second, 503 otherwise (this instance should get no traffic then).
// GET /livez (liveness): 200 while the process serves HTTP at all, whatever the database does, so
// that an orchestrator restarts a stuck process but not every instance when the database is down.
// It passes every hook a request passes and touches nothing else: `bench:server` measures the
// project's own cost per request on it.
// With REDIS_URL it also says whether Redis answers PING within a second (`redis: 'up'|'down'`),
// without changing the status: Redis is shared by every instance, so taking this one out of
// rotation would not help; what needs Redis answers 503 by itself while the rest keeps serving.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const PING_TIMEOUT_MS = 1000;

const redisState = z.enum(['up', 'down']).optional();

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Redis's state when it is configured, pinged alongside the database. */
  async function redis(request: { log: typeof app.log }) {
    if (!app.redis) return {};
    try {
      await app.redis.ping(PING_TIMEOUT_MS);
      return { redis: 'up' as const };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: redis down');
      return { redis: 'down' as const };
    }
  }

  app.get(
    '/livez',
    {
      // Not logged per request (app.ts, isProbe); what goes wrong is.
      schema: { response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );
  app.get(
    '/healthz',
    {
      // Probes arrive every few seconds: not logged per request (app.ts, isProbe).
      schema: {
        response: {
          200: z.object({ status: z.literal('ok'), db: z.literal('up'), redis: redisState }),
          503: z.object({ status: z.literal('error'), db: z.literal('down'), redis: redisState }),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const [db, cache] = await Promise.all([
        app.database.ping(PING_TIMEOUT_MS).then(
          () => undefined,
          (error: unknown) => error,
        ),
        redis(request),
      ]);
      if (db === undefined) return { status: 'ok' as const, db: 'up' as const, ...cache };
      request.log.warn({ err: db }, 'health check: database down');
      return reply.code(503).send({ status: 'error', db: 'down', ...cache });
    },
  );
};

export default healthRoutes;
