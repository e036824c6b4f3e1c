// Risk levels as operators keep them: a list of the areas of medium or high risk, by city, each
// with when it was set; any place not listed is low. An operator sets an area's level (low takes
// it off the list), each change audited with the level before and after. Every province keeps
// when its list last changed (risk_area_changes), so that an area taken off still tells the pages
// the list is new, which the rows left could not say. The map counts each province's listed areas
// and its road reports shown now, in one statement.

import type { EpidemicMapData, RiskAreasData } from '@freight/contract/endpoints/epidemic';
import type { RiskLevel } from '@freight/contract/endpoints/epidemic-values';
import type { OpsRiskAreaRow, SetRiskAreaRequest } from '@freight/contract/ops';
import { REGIONS } from '@freight/contract/regions/index';
import { and, count, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { riskAreaChanges, riskAreas, roadReports } from '../../db/schema/epidemic.ts';
import { isoOrNull } from '../../db/timestamps.ts';
import { type Actor, recordAudit } from '../../db/audit.ts';
import { queueSender } from '../../http/day-cap.ts';
import { byCityName, cityPlace, requireCityIn } from './places.ts';
import { shownAt } from './reports.ts';

/** The most areas a province's list answers (the contract's bound). */
const AREAS_MAX = 500;
const LEVEL_RANK: Record<RiskLevel, number> = { high: 0, medium: 1, low: 2 };

/** The province's (or one of its cities') listed areas: high first, then by city, then by name. */
export async function listedAreas(
  db: Db,
  province: string,
  city?: string,
): Promise<OpsRiskAreaRow[]> {
  requireCityIn(province, city);
  const rows = await db
    .select()
    .from(riskAreas)
    .where(
      and(
        eq(riskAreas.provinceCode, province),
        city === undefined ? undefined : eq(riskAreas.cityCode, city),
      ),
    );
  return rows
    .map((row) => ({
      cityCode: row.cityCode,
      cityName: cityPlace(row.cityCode).cityName,
      area: row.area,
      level: row.level,
      updatedAt: row.updatedAt.toISOString(),
    }))
    .sort(
      (a, b) =>
        LEVEL_RANK[a.level] - LEVEL_RANK[b.level] ||
        byCityName(a.cityName, b.cityName) ||
        byCityName(a.area, b.area),
    )
    .slice(0, AREAS_MAX);
}

async function changedAt(db: Db, province: string): Promise<Date | null> {
  const [row] = await db
    .select({ changedAt: riskAreaChanges.changedAt })
    .from(riskAreaChanges)
    .where(eq(riskAreaChanges.provinceCode, province));
  return row?.changedAt ?? null;
}

/** What the pages read: the listed areas and when the province's list last changed. */
export async function riskAreasOf(
  db: Db,
  province: string,
  city: string | undefined,
): Promise<RiskAreasData> {
  const areas = await listedAreas(db, province, city);
  return { areas, updatedAt: isoOrNull(await changedAt(db, province)) };
}

/**
 * Sets an area's level as `actor`; `low` takes it off the list. A change is written with the
 * province's change time and its audit record (`risk_area.set`, the level before and after) in one
 * transaction, the province's changes queued behind one another so that each record's "before" is
 * exact. Setting the level an area already has changes nothing and records nothing. Answers the
 * province's list as it is after.
 */
export async function setRiskArea(
  db: Db,
  actor: Actor,
  input: SetRiskAreaRequest,
  now: number,
): Promise<OpsRiskAreaRow[]> {
  const { provinceCode } = cityPlace(input.city);
  const at = new Date(now);
  await db.transaction(async (tx) => {
    await queueSender(tx, `risk-areas:province:${provinceCode}`);
    const where = and(eq(riskAreas.cityCode, input.city), eq(riskAreas.area, input.area));
    const [current] = await tx.select({ level: riskAreas.level }).from(riskAreas).where(where);
    const before: RiskLevel = current?.level ?? 'low';
    if (before === input.level) return;
    if (input.level === 'low') {
      await tx.delete(riskAreas).where(where);
    } else {
      await tx
        .insert(riskAreas)
        .values({
          cityCode: input.city,
          area: input.area,
          provinceCode,
          level: input.level,
          updatedAt: at,
        })
        .onConflictDoUpdate({
          target: [riskAreas.cityCode, riskAreas.area],
          set: { level: input.level, updatedAt: at },
        });
    }
    await tx
      .insert(riskAreaChanges)
      .values({ provinceCode, changedAt: at })
      .onConflictDoUpdate({ target: riskAreaChanges.provinceCode, set: { changedAt: at } });
    const place = { cityCode: input.city, area: input.area };
    await recordAudit(
      tx,
      actor,
      {
        action: 'risk_area.set',
        targetKind: 'risk_area',
        targetId: `${input.city}:${input.area}`,
        before: { ...place, level: before },
        after: { ...place, level: input.level },
      },
      now,
    );
  });
  return listedAreas(db, provinceCode);
}

/**
 * Every province of the regions list in its order, with its listed areas of each level and its
 * road reports shown at `now`; the latest change of any list. Two statements whatever the number
 * of provinces: the counts (a union of two grouped reads) and the latest change.
 */
export async function epidemicMap(db: Db, now: number): Promise<EpidemicMapData> {
  const zero = sql<number>`0::bigint`.mapWith(Number);
  const [counts, [latest]] = await Promise.all([
    db
      .select({
        province: riskAreas.provinceCode,
        high: count(sql`case when ${riskAreas.level} = 'high' then 1 end`),
        medium: count(sql`case when ${riskAreas.level} = 'medium' then 1 end`),
        reports: zero,
      })
      .from(riskAreas)
      .groupBy(riskAreas.provinceCode)
      .unionAll(
        db
          .select({
            province: roadReports.provinceCode,
            high: zero,
            medium: zero,
            reports: count(),
          })
          .from(roadReports)
          .where(shownAt(now))
          .groupBy(roadReports.provinceCode),
      ),
    db.select({ at: max(riskAreaChanges.changedAt) }).from(riskAreaChanges),
  ]);
  const byProvince = new Map<string, { high: number; medium: number; reports: number }>();
  for (const row of counts) {
    const sum = byProvince.get(row.province) ?? { high: 0, medium: 0, reports: 0 };
    sum.high += Number(row.high);
    sum.medium += Number(row.medium);
    sum.reports += Number(row.reports);
    byProvince.set(row.province, sum);
  }
  return {
    provinces: REGIONS.map(([code, name]) => ({
      code,
      name,
      ...(byProvince.get(code) ?? { high: 0, medium: 0, reports: 0 }),
    })),
    updatedAt: latest?.at ? new Date(latest.at).toISOString() : null,
  };
}
