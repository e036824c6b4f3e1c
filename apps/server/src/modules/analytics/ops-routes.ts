// GET /ops/api/vitals?days=28: the vitals summary as JSON, for operators and dashboards. A viewer's
// operator session opens it, and so does `Authorization: Bearer <OPS_TOKEN>` for machines
// (compared in constant time; outside production with no token set it is open, as before).
// The old address, /ops/vitals, answers with a permanent redirect that keeps the query.

import { getVitalsSummary, OPS_API_PREFIX } from '@freight/contract/ops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type OpsRoute, serveOps } from '../../http/ops-route.ts';
import { vitalsSummary } from './vitals.ts';

const DAY_MS = 24 * 3600 * 1000;

export const vitalsOpsRoutes: readonly OpsRoute[] = [
  serveOps(getVitalsSummary, async ({ app, query }) => {
    const since = new Date(app.now() - query.days * DAY_MS);
    return { days: query.days, ...(await vitalsSummary(app.db, since)) };
  }),
];

/** The address before the operator API: 308 to the new one (method and Authorization kept). */
export const oldVitalsRedirect: FastifyPluginAsyncZod = async (app) => {
  app.get('/ops/vitals', async (request, reply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(
      `${OPS_API_PREFIX}/vitals${query === -1 ? '' : request.url.slice(query)}`,
      308,
    );
  });
};
