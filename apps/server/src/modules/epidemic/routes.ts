// The epidemic pages' endpoints (oms-service): GET /api/epidemic/roads (anyone; a province's
// published road reports of the last 72 hours, newest first, a page at a time), POST
// /api/epidemic/report (a logged-in user; stored pending, capped), GET /api/epidemic/mine (a
// logged-in user's own reports), GET /api/epidemic/levels and /map (anyone; the risk areas),
// GET /api/epidemic/policies and /policy (anyone; travel policies), GET /api/epidemic/broadcasts
// and /broadcast (anyone). Operators decide and edit in ops-routes.ts.

import {
  getEpidemicBroadcast,
  getEpidemicMap,
  getRiskAreas,
  getTravelPolicy,
  listEpidemicBroadcasts,
  listRoadReports,
  listTravelPolicies,
  myRoadReports,
  submitRoadReport,
} from '@freight/contract/endpoints/epidemic';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../http/serve-endpoint.ts';
import { uploadsFor } from '../uploads/public.ts';
import { broadcast, listBroadcasts } from './broadcasts.ts';
import { listPolicies, policy } from './policies.ts';
import { listShown, myReports, submitReport } from './reports.ts';
import { epidemicMap, riskAreasOf } from './risk-areas.ts';

const epidemicRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploads = uploadsFor(app);

  serveEndpoint(app, listRoadReports, async ({ fields }) =>
    listShown(app.db, fields, app.now(), uploads.links),
  );

  serveEndpoint(app, submitRoadReport, async ({ fields, user }) =>
    submitReport(app.db, uploads, {
      city: fields.city,
      road: fields.road,
      kind: fields.kind,
      text: fields.text,
      photoKeys: fields.photoKeys ?? [],
      requestId: fields.requestId,
      userId: user.userId,
      now: app.now(),
    }),
  );

  serveEndpoint(app, myRoadReports, async ({ user }) => myReports(app.db, user.userId));

  serveEndpoint(app, getRiskAreas, async ({ fields }) =>
    riskAreasOf(app.db, fields.province, fields.city),
  );

  serveEndpoint(app, getEpidemicMap, async () => epidemicMap(app.db, app.now()));

  serveEndpoint(app, listTravelPolicies, async ({ fields }) =>
    listPolicies(app.db, fields.province),
  );

  serveEndpoint(app, getTravelPolicy, async ({ fields }) => policy(app.db, fields.id));

  serveEndpoint(app, listEpidemicBroadcasts, async ({ fields }) =>
    listBroadcasts(app.db, fields.before),
  );

  serveEndpoint(app, getEpidemicBroadcast, async ({ fields }) => broadcast(app.db, fields.id));
};

export default epidemicRoutes;
