// GET /ops/vitals?days=28: the vitals summary as JSON, for operators and dashboards. Open outside
// production unless OPS_TOKEN is set; with a token, only `Authorization: Bearer <OPS_TOKEN>` gets
// it (compared in constant time); in production without a token the route does not exist.

import { constantTimeEqual } from '@freight/contract/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { DEFAULT_SUMMARY_DAYS, vitalsSummary } from './vitals.ts';

const DAY_MS = 24 * 3600 * 1000;

const opsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { opsToken, env } = app.config;
  if (env === 'production' && !opsToken) return;

  app.get(
    '/ops/vitals',
    {
      schema: {
        querystring: z.strictObject({
          days: z.coerce.number().int().min(1).max(365).default(DEFAULT_SUMMARY_DAYS),
        }),
      },
    },
    async (request, reply) => {
      // Counted before the token check, so guessing the token is as slow as using it.
      await app.rateLimit(`ops:ip:${request.ip}`, 60, 60);
      if (opsToken) {
        const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
        if (!constantTimeEqual(given, opsToken)) throw new ApiError(BUSINESS_CODES.UNAUTHENTICATED);
      }
      const since = new Date(app.now() - request.query.days * DAY_MS);
      reply.header('cache-control', 'no-store');
      return { days: request.query.days, ...(await vitalsSummary(app.db, since)) };
    },
  );
};

export default opsRoutes;
