// Road conditions as users see them: a province's published reports of the last 72 hours (newest
// publication first, a page at a time), the caller's own reports, and a new report, stored pending
// until an operator approves it (ops-routes.ts).
//
// The window counts from when a report was sent (`created_at`), not from its approval: a queue
// reported yesterday morning is yesterday morning's news however late it was approved. The list's
// keyset is party posts' (modules/party/posts.ts): newest publication first, then the higher id;
// `before` is the previous page's last id, and the next page is the reports strictly after it in
// that order. A report taken down keeps its publication time and still marks its place; an id that
// is not of the province (or the city) asked for, or was never published, marks nothing, and the
// page is empty.

import type {
  ListRoadReportsData,
  MyRoadReportsData,
  RoadReport,
} from '@freight/contract/endpoints/epidemic';
import {
  EPIDEMIC_PAGE_SIZE,
  ROAD_REPORT_HOURS,
  type RoadReportKind,
} from '@freight/contract/endpoints/epidemic-values';
import { and, count, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { roadReports } from '../../db/schema/epidemic.ts';
import { users } from '../../db/schema/users.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { repeatOf, sameList } from '../../http/request-ids.ts';
import { chinaDayAt, dayCapReached, queueSender } from '../../http/day-cap.ts';
// The same display of a writer and of their text as party posts: one rule for users' writing.
import { authorOf, paragraphsOf } from '../party/public.ts';
import { refuseForeignPhotoKeys, type UploadOwnership } from '../uploads/public.ts';
import type { FileLinks, FileUrl } from '../uploads/public.ts';
import { EPIDEMIC_MESSAGES, PENDING_PER_USER, REPORTS_PER_DAY } from './messages.ts';
import { cityPlace, requireCityIn } from './places.ts';

/** Reports of the caller's own listed at most. */
const MINE_MAX = 20;

/** The oldest sending time still shown at `now`: reports sent after it are in the window. */
export function windowStart(now: number): Date {
  return new Date(now - ROAD_REPORT_HOURS * 3_600_000);
}

/** Published and sent within the window: what the pages show and the map counts. */
export function shownAt(now: number) {
  return and(eq(roadReports.state, 'published'), gt(roadReports.createdAt, windowStart(now)));
}

type ReportRow = typeof roadReports.$inferSelect;

function reportOf(
  report: ReportRow,
  reporter: { userType: 1 | 3; mobile: string | null },
  fileUrl: FileUrl,
): RoadReport {
  const place = cityPlace(report.cityCode);
  return {
    id: report.id,
    kind: report.kind,
    provinceCode: place.provinceCode,
    cityCode: report.cityCode,
    provinceName: place.provinceName,
    cityName: place.cityName,
    road: report.road,
    paragraphs: paragraphsOf(report.text),
    photoUrls: report.photoKeys.map(fileUrl),
    reporter: authorOf(reporter.userType, reporter.mobile),
    reportedAt: report.createdAt.toISOString(),
  };
}

export interface ReportsQuery {
  province: string;
  city?: string | undefined;
  before?: number | undefined;
}

/** A page of the province's (or city's) reports shown at `now` (see the keyset above). */
export async function listShown(
  db: Db,
  query: ReportsQuery,
  now: number,
  links: FileLinks,
): Promise<ListRoadReportsData> {
  requireCityIn(query.province, query.city);
  const place = and(
    eq(roadReports.provinceCode, query.province),
    query.city === undefined ? undefined : eq(roadReports.cityCode, query.city),
  );
  const after =
    query.before === undefined
      ? undefined
      : sql`(${roadReports.publishedAt}, ${roadReports.id}) < (select r.published_at, r.id from ${roadReports} r where r.id = ${query.before} and r.province_code = ${query.province}${query.city === undefined ? sql`` : sql` and r.city_code = ${query.city}`})`;
  const rows = await db
    .select({ report: roadReports, userType: users.userType, mobile: users.mobile })
    .from(roadReports)
    .innerJoin(users, eq(users.id, roadReports.userId))
    .where(and(shownAt(now), place, after))
    .orderBy(desc(roadReports.publishedAt), desc(roadReports.id))
    .limit(EPIDEMIC_PAGE_SIZE + 1);
  const page = rows.slice(0, EPIDEMIC_PAGE_SIZE);
  const fileUrl = await links(page.flatMap(({ report }) => report.photoKeys));
  return {
    reports: page.map(({ report, ...reporter }) => reportOf(report, reporter, fileUrl)),
    more: rows.length > EPIDEMIC_PAGE_SIZE,
  };
}

/** The caller's reports, newest first, whatever their state (the last MINE_MAX). */
export async function myReports(db: Db, userId: number): Promise<MyRoadReportsData> {
  const rows = await db
    .select()
    .from(roadReports)
    .where(eq(roadReports.userId, userId))
    .orderBy(desc(roadReports.createdAt), desc(roadReports.id))
    .limit(MINE_MAX);
  return {
    reports: rows.map((report) => ({
      id: report.id,
      kind: report.kind,
      cityCode: report.cityCode,
      cityName: cityPlace(report.cityCode).cityName,
      road: report.road,
      state: report.state,
      rejectReason: report.rejectReason,
      createdAt: report.createdAt.toISOString(),
    })),
  };
}

export interface Submission {
  city: string;
  road: string;
  kind: RoadReportKind;
  text: string;
  photoKeys: readonly string[];
  /** The tap's idempotency key (http/request-ids.ts). */
  requestId: string;
  userId: number;
  now: number;
}

/**
 * Stores a report, pending. Refused, storing nothing: a photo key given twice (VALIDATION_FAILED
 * at `photoKeys.<i>`, rule `invalid`) or not the caller's own upload (at `photoKeys.<i>`); beyond
 * the day's REPORTS_PER_DAY (RATE_LIMITED until the next China midnight); with PENDING_PER_USER
 * reports already waiting (LIMIT_REACHED, until an operator has decided one). The caps are counted
 * under a lock per user, so reports sent at once cannot both be the last one allowed.
 */
export async function submitReport(
  db: Db,
  uploads: UploadOwnership,
  input: Submission,
): Promise<{ id: number; state: 'pending' }> {
  await refuseForeignPhotoKeys(uploads, input.userId, input.photoKeys);

  const { provinceCode } = cityPlace(input.city);
  const day = chinaDayAt(input.now);
  return db.transaction(async (tx) => {
    await queueSender(tx, `road-reports:user:${input.userId}`);
    // A retry of a report already stored (its answer was lost): the first answer, before any cap.
    const [prior] = await tx
      .select()
      .from(roadReports)
      .where(and(eq(roadReports.userId, input.userId), eq(roadReports.requestId, input.requestId)));
    const repeated = repeatOf(
      prior,
      (row) =>
        row.cityCode === input.city &&
        row.road === input.road &&
        row.kind === input.kind &&
        row.text === input.text &&
        sameList(row.photoKeys, input.photoKeys),
    );
    if (repeated) return { id: repeated.id, state: 'pending' as const };
    const [counts] = await tx
      .select({
        today: count(
          sql`case when ${gte(roadReports.createdAt, day.start)} and ${lt(roadReports.createdAt, day.end)} then 1 end`,
        ),
        pending: count(sql`case when ${eq(roadReports.state, 'pending')} then 1 end`),
      })
      .from(roadReports)
      .where(eq(roadReports.userId, input.userId));
    // The day's cap first: nothing an operator does lifts it today.
    if ((counts?.today ?? 0) >= REPORTS_PER_DAY) {
      throw dayCapReached(day, input.now, EPIDEMIC_MESSAGES.dayCap);
    }
    if ((counts?.pending ?? 0) >= PENDING_PER_USER) {
      throw new ApiError(BUSINESS_CODES.LIMIT_REACHED, EPIDEMIC_MESSAGES.pendingCap);
    }
    const [row] = await tx
      .insert(roadReports)
      .values({
        userId: input.userId,
        provinceCode,
        cityCode: input.city,
        road: input.road,
        kind: input.kind,
        text: input.text,
        photoKeys: [...input.photoKeys],
        requestId: input.requestId,
        state: 'pending',
        createdAt: new Date(input.now),
      })
      .returning({ id: roadReports.id });
    if (!row) throw new Error('road_reports: insert returned no row');
    return { id: row.id, state: 'pending' as const };
  });
}
