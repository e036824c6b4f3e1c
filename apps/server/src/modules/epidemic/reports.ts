// Road conditions as users see them: a province's published reports of the last 72 hours (newest
// publication first, a page at a time), the caller's own reports, and a new report, stored pending
// until an operator approves it (ops-routes.ts).
//
// The window counts from when a report was sent (`created_at`), not from its approval: a queue
// reported yesterday morning is yesterday morning's news however late it was approved. The list's
// keyset is every moderated kind's (modules/moderation/lists.ts): newest publication first, then
// the higher id; `before` is the previous page's last id. An id that is not of the province (or
// the city) asked for, or was never published, marks nothing, and the page is empty. Submission,
// the lists and the operators' decisions are modules/moderation's, shared with party posts.

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
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { roadReports } from '../../db/schema/epidemic.ts';
import type { UserType } from '../../db/schema/users.ts';
import { sameList } from '../../http/request-ids.ts';
import {
  authorOf,
  ownPosts,
  paragraphsOf,
  type PostKind,
  publishedPage,
  submitPending,
} from '../moderation/public.ts';
import {
  type FileLinks,
  type FileUrl,
  refuseForeignPhotoKeys,
  type UploadOwnership,
} from '../uploads/public.ts';
import { EPIDEMIC_MESSAGES, notInState, PENDING_PER_USER, REPORTS_PER_DAY } from './messages.ts';
import { cityPlace, requireCityIn } from './places.ts';

/** Road reports as a kind of post under moderation. */
export const ROAD_REPORTS: PostKind<typeof roadReports> = {
  table: roadReports,
  target: 'road_report',
  lockName: 'road-reports',
  perDay: REPORTS_PER_DAY,
  pendingMax: PENDING_PER_USER,
  messages: {
    pendingCap: EPIDEMIC_MESSAGES.pendingCap,
    dayCap: EPIDEMIC_MESSAGES.dayCap,
    noPost: EPIDEMIC_MESSAGES.noReport,
    notInState,
  },
};

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
  reporter: { userType: UserType; mobile: string | null },
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
  const { page, more } = await publishedPage(db, ROAD_REPORTS, {
    where: and(
      gt(roadReports.createdAt, windowStart(now)),
      eq(roadReports.provinceCode, query.province),
      query.city === undefined ? undefined : eq(roadReports.cityCode, query.city),
    ),
    before: query.before,
    beforeScope: sql` and p.province_code = ${query.province}${query.city === undefined ? sql`` : sql` and p.city_code = ${query.city}`}`,
    pageSize: EPIDEMIC_PAGE_SIZE,
  });
  const fileUrl = await links(page.flatMap(({ post }) => post.photoKeys));
  return {
    reports: page.map(({ post, ...reporter }) => reportOf(post, reporter, fileUrl)),
    more,
  };
}

/** The caller's reports, newest first, whatever their state (the last 20). */
export async function myReports(db: Db, userId: number): Promise<MyRoadReportsData> {
  const rows = await ownPosts(db, ROAD_REPORTS, userId);
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
 * Stores a report, pending (moderation/submit.ts: a retry, the day's REPORTS_PER_DAY, the
 * PENDING_PER_USER waiting). Refused first, storing nothing: a photo key given twice
 * (VALIDATION_FAILED at `photoKeys.<i>`, rule `invalid`) or not the caller's own upload (at
 * `photoKeys.<i>`).
 */
export async function submitReport(
  db: Db,
  uploads: UploadOwnership,
  input: Submission,
): Promise<{ id: number; state: 'pending' }> {
  await refuseForeignPhotoKeys(uploads, input.userId, input.photoKeys);

  const { provinceCode } = cityPlace(input.city);
  return submitPending(db, ROAD_REPORTS, {
    userId: input.userId,
    requestId: input.requestId,
    now: input.now,
    sameAs: (row) =>
      row.cityCode === input.city &&
      row.road === input.road &&
      row.kind === input.kind &&
      row.text === input.text &&
      sameList(row.photoKeys, input.photoKeys),
    values: {
      provinceCode,
      cityCode: input.city,
      road: input.road,
      kind: input.kind,
      text: input.text,
      photoKeys: [...input.photoKeys],
    },
  });
}
