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
import type { FastifyInstance } from 'fastify';
import type { roadReports } from '../../db/schema/epidemic.ts';
import type { UserType } from '../../db/schema/users.ts';
import { isoOrNull } from '../../db/timestamps.ts';
import { authorOf, postsInState, type ReviewVerb, reviewIn } from '../moderation/public.ts';
import { audited } from '../../db/audit.ts';
import { actorOf, type Operator, type OpsRoute, serveOps } from '../../http/ops-route.ts';
import { type FileUrl, uploadsFor } from '../uploads/public.ts';
import { opsBroadcasts, publishBroadcast, withdrawBroadcast } from './broadcasts.ts';
import { cityPlace } from './places.ts';
import { createPolicy, opsPolicies, updatePolicy } from './policies.ts';
import { ROAD_REPORTS } from './reports.ts';
import { listedAreas, setRiskArea } from './risk-areas.ts';

type ReportRow = typeof roadReports.$inferSelect;

function rowOf(
  report: ReportRow,
  reporter: { userType: UserType; mobile: string | null },
  fileUrl: FileUrl,
): OpsRoadReportRow {
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
}

/** Decides on report `id` as `operator`, audited as `road_report.<verb>`; answers it after. */
async function decide(
  app: FastifyInstance,
  operator: Operator | null,
  id: number,
  verb: ReviewVerb,
  reason: string | null,
): Promise<OpsRoadReportRow> {
  const actor = actorOf(operator);
  const now = app.now();
  const { links } = uploadsFor(app);
  return audited(app.db, actor, now, async (tx) => {
    const { post, author, audit } = await reviewIn(tx, ROAD_REPORTS, {
      id,
      verb,
      reason,
      operatorId: actor.operatorId,
      now,
    });
    // Signing links is arithmetic, no request: nothing waits inside the transaction.
    const fileUrl = await links(post.photoKeys);
    return { audit, result: rowOf(post, author, fileUrl) };
  });
}

const reportRoutes: readonly OpsRoute[] = [
  serveOps(listRoadReportsByState, async ({ app, query }) => {
    const { rows, total } = await postsInState(app.db, ROAD_REPORTS, query);
    const fileUrl = await uploadsFor(app).links(rows.flatMap(({ post }) => post.photoKeys));
    return {
      page: query.page,
      pageSize: query.pageSize,
      total,
      items: rows.map(({ post, ...reporter }) => rowOf(post, reporter, fileUrl)),
    };
  }),
  serveOps(approveRoadReport, async ({ app, params, operator }) =>
    decide(app, operator, params.id, 'approve', null),
  ),
  serveOps(rejectRoadReport, async ({ app, params, body, operator }) =>
    decide(app, operator, params.id, 'reject', body.reason),
  ),
  serveOps(unpublishRoadReport, async ({ app, params, body, operator }) =>
    decide(app, operator, params.id, 'unpublish', body.reason),
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
