// The epidemic pages in the operator API (/ops/api/epidemic/…). A viewer reads: the road reports
// of a state (the pending queue oldest first), the broadcasts, a province's risk areas and travel
// policies. An operator changes, each change audited in its own transaction: approves a pending
// report (published), rejects it or takes a published one down with a reason (as party posts: the
// report is locked and its state checked, a second decision is 409 and records nothing);
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
import { asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { roadReports } from '../../db/schema/epidemic.ts';
import { users } from '../../db/schema/users.ts';
import { isoOrNull } from '../../db/timestamps.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { authorOf } from '../party/public.ts';
import { audited } from '../../db/audit.ts';
import { actorOf, type Operator, type OpsRoute, serveOps } from '../../http/ops-route.ts';
import { uploadsFor } from '../uploads/public.ts';
import type { FileUrl } from '../uploads/public.ts';
import { opsBroadcasts, publishBroadcast, withdrawBroadcast } from './broadcasts.ts';
import { EPIDEMIC_MESSAGES, notInState } from './messages.ts';
import { cityPlace } from './places.ts';
import { createPolicy, opsPolicies, updatePolicy } from './policies.ts';
import { listedAreas, setRiskArea } from './risk-areas.ts';

type ReportRow = typeof roadReports.$inferSelect;
type Verb = 'approve' | 'reject' | 'unpublish';

function rowOf(
  report: ReportRow,
  reporter: { userType: 1 | 3; mobile: string | null },
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

const ORDER = {
  pending: [asc(roadReports.createdAt), asc(roadReports.id)],
  published: [desc(roadReports.publishedAt), desc(roadReports.id)],
  rejected: [desc(roadReports.reviewedAt), desc(roadReports.id)],
} as const;

/** What a decision needs the report to be, and what it makes it. */
const DECISIONS = {
  approve: { from: 'pending', to: 'published' },
  reject: { from: 'pending', to: 'rejected' },
  unpublish: { from: 'published', to: 'rejected' },
} as const satisfies Record<Verb, { from: ReportRow['state']; to: ReportRow['state'] }>;

/** Decides on report `id` as `operator`, audited as `road_report.<verb>`; answers it after. */
async function decide(
  app: FastifyInstance,
  operator: Operator | null,
  id: number,
  verb: Verb,
  reason: string | null,
): Promise<OpsRoadReportRow> {
  const actor = actorOf(operator);
  const { from, to } = DECISIONS[verb];
  const now = app.now();
  const { links } = uploadsFor(app);
  return audited(app.db, actor, now, async (tx) => {
    // Locked: two decisions at once queue here, and the second finds the first's state.
    const [report] = await tx
      .select()
      .from(roadReports)
      .where(eq(roadReports.id, id))
      .for('update');
    // Thrown inside the transaction: a refused decision leaves no record.
    if (!report) throw new ApiError(BUSINESS_CODES.NOT_FOUND, EPIDEMIC_MESSAGES.noReport);
    if (report.state !== from) {
      throw new ApiError(BUSINESS_CODES.CONFLICT, notInState(from, report.state));
    }
    const [after] = await tx
      .update(roadReports)
      .set({
        state: to,
        rejectReason: reason,
        reviewedAt: new Date(now),
        reviewedBy: actor.operatorId,
        ...(verb === 'approve' ? { publishedAt: new Date(now) } : {}),
      })
      .where(eq(roadReports.id, id))
      .returning();
    const [reporter] = await tx
      .select({ userType: users.userType, mobile: users.mobile })
      .from(users)
      .where(eq(users.id, report.userId));
    if (!after || !reporter) throw new Error(`road_reports: report ${id} vanished in its decision`);
    // Signing links is arithmetic, no request: nothing waits inside the transaction.
    const fileUrl = await links(after.photoKeys);
    return {
      audit: {
        action: `road_report.${verb}`,
        targetKind: 'road_report',
        targetId: id,
        before: { state: report.state, rejectReason: report.rejectReason },
        after: { state: after.state, rejectReason: after.rejectReason },
      },
      result: rowOf(after, reporter, fileUrl),
    };
  });
}

const reportRoutes: readonly OpsRoute[] = [
  serveOps(listRoadReportsByState, async ({ app, query }) => {
    const where = eq(roadReports.state, query.state);
    const [rows, [total]] = await Promise.all([
      app.db
        .select({ report: roadReports, userType: users.userType, mobile: users.mobile })
        .from(roadReports)
        .innerJoin(users, eq(users.id, roadReports.userId))
        .where(where)
        .orderBy(...ORDER[query.state])
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      app.db.select({ n: count() }).from(roadReports).where(where),
    ]);
    const fileUrl = await uploadsFor(app).links(rows.flatMap(({ report }) => report.photoKeys));
    return {
      page: query.page,
      pageSize: query.pageSize,
      total: total?.n ?? 0,
      items: rows.map(({ report, ...reporter }) => rowOf(report, reporter, fileUrl)),
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
