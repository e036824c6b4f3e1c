// The epidemic pages in the operator API (/ops/api/epidemic/…). A viewer reads: the road reports
// of a state (the pending queue oldest first), the broadcasts, a province's risk areas and travel
// policies. An operator changes, each change audited in its own transaction: approves a pending
// report (published), rejects it or takes a published one down with a reason (modules/moderation,
// as party posts: the report is locked and its state checked, a second decision is 409 and
// records nothing);
// publishes and withdraws broadcasts; sets an area's risk level; creates and edits policies.

import {
  approveRoadReport,
  createTravelPolicy,
  listAllEpidemicBroadcasts,
  listProvinceTravelPolicies,
  listRiskAreas,
  listRoadReportsByState,
  type OpsRoadReportRow,
  publishEpidemicBroadcast,
  rejectRoadReport,
  setRiskAreaLevel,
  unpublishRoadReport,
  updateTravelPolicy,
  withdrawEpidemicBroadcast,
} from '@freight/contract/ops';
import { isoOrNull } from '../../db/timestamps.ts';
import { actorOf, type OpsRoute, serveOps } from '../../http/ops-route.ts';
import { authorOf, decideOn, pageInState, type ShapeForOperator } from '../moderation/public.ts';
import { opsBroadcasts, publishBroadcast, withdrawBroadcast } from './broadcasts.ts';
import { cityPlace } from './places.ts';
import { createPolicy, opsPolicies, updatePolicy } from './policies.ts';
import { ROAD_REPORTS } from './reports.ts';
import { listedAreas, setRiskArea } from './risk-areas.ts';

const rowOf: ShapeForOperator<typeof ROAD_REPORTS.table, OpsRoadReportRow> = (
  report,
  reporter,
  fileUrl,
) => {
  const place = cityPlace(report.cityCode);
  return {
    id: report.id,
    kind: report.kind,
    provinceName: place.provinceName,
    cityName: place.cityName,
    road: report.road,
    text: report.text,
    photoUrls: report.photoKeys.map(fileUrl),
    reporter: authorOf(reporter.userType, reporter.mobile),
    userId: report.userId,
    state: report.state,
    rejectReason: report.rejectReason,
    createdAt: report.createdAt.toISOString(),
    reviewedAt: isoOrNull(report.reviewedAt),
    publishedAt: isoOrNull(report.publishedAt),
  };
};

const reportRoutes: readonly OpsRoute[] = [
  serveOps(listRoadReportsByState, async ({ app, query }) =>
    pageInState(app, ROAD_REPORTS, rowOf, query),
  ),
  serveOps(approveRoadReport, async ({ app, params, operator }) =>
    decideOn(app, ROAD_REPORTS, rowOf, { operator, id: params.id, verb: 'approve', reason: null }),
  ),
  serveOps(rejectRoadReport, async ({ app, params, body, operator }) =>
    decideOn(app, ROAD_REPORTS, rowOf, {
      operator,
      id: params.id,
      verb: 'reject',
      reason: body.reason,
    }),
  ),
  serveOps(unpublishRoadReport, async ({ app, params, body, operator }) =>
    decideOn(app, ROAD_REPORTS, rowOf, {
      operator,
      id: params.id,
      verb: 'unpublish',
      reason: body.reason,
    }),
  ),
];

const broadcastRoutes: readonly OpsRoute[] = [
  serveOps(listAllEpidemicBroadcasts, async ({ app, query }) =>
    opsBroadcasts(app.db, query.page, query.pageSize),
  ),
  serveOps(publishEpidemicBroadcast, async ({ app, body, operator }) =>
    publishBroadcast(app.db, actorOf(operator), body, app.now()),
  ),
  serveOps(withdrawEpidemicBroadcast, async ({ app, params, operator }) =>
    withdrawBroadcast(app.db, actorOf(operator), params.id, app.now()),
  ),
];

const placeRoutes: readonly OpsRoute[] = [
  serveOps(listRiskAreas, async ({ app, query }) => ({
    items: await listedAreas(app.db, query.province),
  })),
  serveOps(setRiskAreaLevel, async ({ app, body, operator }) => ({
    items: await setRiskArea(app.db, actorOf(operator), body, app.now()),
  })),
  serveOps(listProvinceTravelPolicies, async ({ app, query }) => ({
    items: await opsPolicies(app.db, query.province),
  })),
  serveOps(createTravelPolicy, async ({ app, body, operator }) =>
    createPolicy(app.db, actorOf(operator), body, app.now()),
  ),
  serveOps(updateTravelPolicy, async ({ app, params, body, operator }) =>
    updatePolicy(app.db, actorOf(operator), params.id, body, app.now()),
  ),
];

export const epidemicOpsRoutes: readonly OpsRoute[] = [
  ...reportRoutes,
  ...broadcastRoutes,
  ...placeRoutes,
];
