// GET /healthz for load balancers and operators (readiness): 200 when the database answers
// `select 1` within a second, 503 otherwise (this instance should get no traffic then).
// GET /livez (liveness): 200 while the process serves HTTP at all, whatever the database does, so
// that an orchestrator restarts a stuck process but not every instance when the database is down.
// It passes every hook a request passes and touches nothing else: `bench:server` measures the
// project's own cost per request on it.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const PING_TIMEOUT_MS = 1000;

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/livez',
    {
      logLevel: 'warn',
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
      // Probes arrive every few seconds: log them only when something is wrong.
      logLevel: 'warn',
      schema: {
        response: {
          200: z.object({ status: z.literal('ok'), db: z.literal('up') }),
          503: z.object({ status: z.literal('error'), db: z.literal('down') }),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await app.database.ping(PING_TIMEOUT_MS);
        return { status: 'ok' as const, db: 'up' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database down');
        return reply.code(503).send({ status: 'error', db: 'down' });
      }
    },
  );
};

export default healthRoutes;
