// A shipper's month (GET /api/reports/monthly, docs/decisions/031): what happened to their shipments
// in one China-time month, counted by the event's own time (posted, taken, completed, cancelled),
// the freight of the ones completed, the most used routes, the drivers, and the coupons used and
// points earned that month in the value core's ledgers. Every query is the shipper's rows through
// an index on the user (shipments_shipper_idx, user_coupons_user_idx, value_accounts' unique key).

import type { MonthlyReport } from '@freight/contract/endpoints/reports';
import { TOP_ROUTES } from '@freight/contract/endpoints/reports-values';
import type { Locale } from '@freight/contract/status';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { sqlTimestamp } from '../../db/timestamps.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { chinaText, monthBefore, monthBounds, monthInChina } from './china-time.ts';
import { REPORT_MESSAGES as M } from './messages.ts';
import { placeOf } from './places.ts';

/** Months the picker offers at most (ten years). */
const MONTHS_LISTED = 120;

/** Rows of a raw query: PGlite answers `{ rows }`, postgres.js the rows themselves. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** A sum as text (bigint or numeric), as a number: sums here stay far below 2^53. */
const num = (value: unknown) => Number(value ?? 0);

export async function monthlyReport(
  db: Db,
  input: { userId: number; month: string | undefined; now: number; locale: Locale },
): Promise<MonthlyReport> {
  const { userId, now, locale } = input;
  const currentMonth = monthInChina(now);
  const month = input.month ?? monthBefore(currentMonth);
  if (month > currentMonth) throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, M.monthToCome);
  const { start, end } = monthBounds(month);
  const s = sqlTimestamp(start);
  const e = sqlTimestamp(end);
  const within = (column: string) =>
    sql`${sql.identifier(column)} >= ${s} and ${sql.identifier(column)} < ${e}`;

  const [figures, routes, coupons, points, months] = await Promise.all([
    rowsOf<{
      posted: number;
      taken: number;
      completed: number;
      cancelled: number;
      freight: string | null;
      drivers: number;
    }>(
      db,
      sql`select
        (count(*) filter (where ${within('published_at')}))::int as posted,
        (count(*) filter (where ${within('taken_at')}))::int as taken,
        (count(*) filter (where ${within('completed_at')}))::int as completed,
        (count(*) filter (where ${within('cancelled_at')}))::int as cancelled,
        (sum(price_fen) filter (where ${within('completed_at')}))::text as freight,
        (count(distinct driver_user_id) filter (where ${within('taken_at')}))::int as drivers
      from shipments where shipper_user_id = ${userId}`,
    ),
    rowsOf<{
      origin_code: string;
      origin_name: string;
      destination_code: string;
      destination_name: string;
      n: number;
    }>(
      db,
      sql`select origin_code, min(origin_name) as origin_name, destination_code,
          min(destination_name) as destination_name, count(*)::int as n
        from shipments
        where shipper_user_id = ${userId} and ${within('published_at')} and state <> 'cancelled'
        group by origin_code, destination_code
        order by n desc, min(published_at) asc, origin_code, destination_code
        limit ${TOP_ROUTES}`,
    ),
    rowsOf<{ n: number; face: string | null }>(
      db,
      sql`select count(*)::int as n, sum(t.face_value_fen)::text as face
        from user_coupons c join coupon_templates t on t.id = c.template_id
        where c.user_id = ${userId} and c.used_at >= ${s} and c.used_at < ${e}`,
    ),
    rowsOf<{ earned: string | null }>(
      db,
      sql`select sum(v.amount)::text as earned
        from value_entries v join value_accounts a on a.id = v.account_id
        where a.user_id = ${userId} and a.asset = 'points' and v.amount > 0
          and v.reason <> 'refund' and v.created_at >= ${s} and v.created_at < ${e}`,
    ),
    rowsOf<{ month: string }>(
      db,
      sql`select distinct ${chinaText(sql`t.at`, 'YYYY-MM')} as month
        from shipments s
        cross join lateral unnest(array[s.published_at, s.taken_at, s.completed_at, s.cancelled_at]) as t(at)
        where s.shipper_user_id = ${userId} and t.at is not null
        order by month desc
        limit ${MONTHS_LISTED}`,
    ),
  ]);
  const f = figures[0];
  const listed = new Set(months.map((row) => row.month).filter((m) => m <= currentMonth));
  listed.add(currentMonth);
  return {
    month,
    currentMonth,
    months: [...listed].sort().reverse().slice(0, MONTHS_LISTED),
    posted: f?.posted ?? 0,
    taken: f?.taken ?? 0,
    completed: f?.completed ?? 0,
    cancelled: f?.cancelled ?? 0,
    freightFen: num(f?.freight),
    drivers: f?.drivers ?? 0,
    topRoutes: routes.map((route) => ({
      from: placeOf(route.origin_code, route.origin_name, locale),
      to: placeOf(route.destination_code, route.destination_name, locale),
      shipments: route.n,
    })),
    couponsUsed: { count: coupons[0]?.n ?? 0, faceValueFen: num(coupons[0]?.face) },
    pointsEarned: num(points[0]?.earned),
  };
}
