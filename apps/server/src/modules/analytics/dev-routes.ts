// GET /dev/analytics/events: the latest events the embedded collector stored, newest first, for a
// developer checking what a page reports and for the browser tests. Mounted outside production
// only (app.ts), like every developer window onto a stand-in.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { latestEvents } from './events.ts';

const analyticsDevRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/analytics/events',
    {
      schema: {
        querystring: z.strictObject({
          event: z.string().min(1).max(100).optional(),
          appId: z.string().min(1).max(32).optional(),
          distinctId: z.string().min(1).max(255).optional(),
          /** Only events stored after this id (a test's starting point). */
          afterId: z.coerce.number().int().min(0).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
      },
    },
    async (request, reply) => {
      const { event, appId, distinctId, afterId, limit } = request.query;
      const rows = await latestEvents(app.db, { event, appId, distinctId, afterId }, limit);
      reply.header('cache-control', 'no-store');
      return {
        events: rows.map((row) => ({
          id: row.id,
          event: row.event,
          type: row.eventType,
          distinctId: row.distinctId,
          appId: row.appId,
          pageId: row.pageId,
          path: row.path,
          project: row.project,
          properties: row.properties,
          clientTime: row.clientTime?.toISOString() ?? null,
          receivedAt: row.receivedAt.toISOString(),
        })),
      };
    },
  );
};

export default analyticsDevRoutes;
