// Which drivers' WeChat group a city's driver joins (wechat-groups/routes.ts): the city's group,
// else its province's, else the national one; and a group by id for its QR code.

import type { findCity } from '@freight/contract/regions/index';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { wechatGroups } from '../../db/schema/wechat-groups.ts';

type Group = typeof wechatGroups.$inferSelect;

/** The first group that matches: the city's, else the province's, else the national one. */
export async function groupFor(
  db: Db,
  city: ReturnType<typeof findCity> | null,
): Promise<{ byCity?: Group; byProvince?: Group; national?: Group }> {
  const pick = async (where: SQL | undefined) =>
    (await db.select().from(wechatGroups).where(where).limit(1))[0];
  const byCity = city ? await pick(eq(wechatGroups.cityCode, city.city.code)) : undefined;
  const byProvince =
    !byCity && city
      ? await pick(
          and(isNull(wechatGroups.cityCode), eq(wechatGroups.provinceCode, city.province.code)),
        )
      : undefined;
  const national =
    byCity || byProvince
      ? undefined
      : await pick(and(isNull(wechatGroups.cityCode), isNull(wechatGroups.provinceCode)));
  return { byCity, byProvince, national };
}

/** A group by id. */
export async function groupById(db: Db, id: number): Promise<Group | undefined> {
  const [group] = await db.select().from(wechatGroups).where(eq(wechatGroups.id, id));
  return group;
}
