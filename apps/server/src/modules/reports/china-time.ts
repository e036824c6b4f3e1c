// Months and days in China time (Asia/Shanghai, UTC+8 all year: no daylight saving since 1991),
// for the reports: a month's bounds as instants, and SQL that buckets a timestamp by China's
// calendar. Fixed-offset arithmetic, so it needs no time zone data in the database (PGlite has
// none to rely on).

import { todayInChina } from '@freight/contract/china-time';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** `2026-10` → the instants its China days begin and the next month's begin. */
export function monthBounds(month: string): { start: number; end: number } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return {
    start: Date.parse(`${month}-01T00:00:00+08:00`),
    end: Date.parse(`${next}-01T00:00:00+08:00`),
  };
}

/** A year's bounds in China time. */
export function yearBounds(year: number): { start: number; end: number } {
  return {
    start: Date.parse(`${year}-01-01T00:00:00+08:00`),
    end: Date.parse(`${year + 1}-01-01T00:00:00+08:00`),
  };
}

/** This month in China (`2026-11`). */
export function monthInChina(now: number): string {
  return todayInChina(now).slice(0, 7);
}

/** The month before `month`. */
export function monthBefore(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

/** SQL text of a timestamptz in China's calendar, as `to_char` writes it (`YYYY-MM`...). */
export function chinaText(column: SQLWrapper, format: 'YYYY-MM' | 'YYYY-MM-DD'): SQL<string> {
  return sql<string>`to_char((${column} at time zone 'UTC') + interval '8 hours', ${sql.raw(`'${format}'`)})`;
}
