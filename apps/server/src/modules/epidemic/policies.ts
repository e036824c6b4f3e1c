// Travel policies: each province's rules for trucks coming in and going through, and a city's
// where they differ, as operators keep them: one per place (the province's own, city null, or
// one of its cities). Operators write text with `#` headings; the pages read the sections the
// contract's `sectionsFromText` makes of it, stored beside the text when it is saved. A second
// policy for a place is 409 (the unique constraint decides when two are saved at once).

import { type TravelPoliciesData, type TravelPolicy } from '@freight/contract/endpoints/epidemic';
import { sectionsFromText } from '@freight/contract/rules/sections';
import type { OpsPolicyRow, PolicyRequest } from '@freight/contract/ops';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { travelPolicies } from '../../db/schema/epidemic.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { type Actor, audited } from '../../db/audit.ts';
import { EPIDEMIC_MESSAGES } from './messages.ts';
import { byCityName, cityPlace, provinceName, requireCityIn } from './places.ts';

type PolicyRow = typeof travelPolicies.$inferSelect;
type PolicyInput = Omit<PolicyRequest, 'city'> & { city?: string | undefined };

const cityNameOf = (row: PolicyRow) =>
  row.cityCode === null ? null : cityPlace(row.cityCode).cityName;

/** The province's own first, then its cities' by name. */
function byPlace(a: PolicyRow, b: PolicyRow): number {
  if (a.cityCode === null || b.cityCode === null) {
    return (a.cityCode === null ? 0 : 1) - (b.cityCode === null ? 0 : 1);
  }
  return byCityName(cityPlace(a.cityCode).cityName, cityPlace(b.cityCode).cityName);
}

async function provincePolicies(db: Db, province: string): Promise<PolicyRow[]> {
  const rows = await db
    .select()
    .from(travelPolicies)
    .where(eq(travelPolicies.provinceCode, province));
  return rows.sort(byPlace);
}

export async function listPolicies(db: Db, province: string): Promise<TravelPoliciesData> {
  const rows = await provincePolicies(db, province);
  return {
    policies: rows.map((row) => ({
      id: row.id,
      cityName: cityNameOf(row),
      title: row.title,
      summary: row.summary,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

/** One policy; an unknown id is NOT_FOUND. */
export async function policy(db: Db, id: number): Promise<TravelPolicy> {
  const [row] = await db.select().from(travelPolicies).where(eq(travelPolicies.id, id));
  if (!row) throw new ApiError(BUSINESS_CODES.NOT_FOUND, EPIDEMIC_MESSAGES.noPolicy);
  return {
    id: row.id,
    provinceCode: row.provinceCode,
    provinceName: provinceName(row.provinceCode),
    cityCode: row.cityCode,
    cityName: cityNameOf(row),
    title: row.title,
    summary: row.summary,
    sections: row.sections,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function opsPolicyOf(row: PolicyRow): OpsPolicyRow {
  return {
    id: row.id,
    provinceCode: row.provinceCode,
    cityCode: row.cityCode,
    cityName: cityNameOf(row),
    title: row.title,
    summary: row.summary,
    text: row.text,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function opsPolicies(db: Db, province: string): Promise<OpsPolicyRow[]> {
  return (await provincePolicies(db, province)).map(opsPolicyOf);
}

function valuesOf(input: PolicyInput, now: number) {
  return {
    provinceCode: input.province,
    cityCode: input.city ?? null,
    title: input.title,
    summary: input.summary,
    text: input.text,
    sections: sectionsFromText(input.text),
    updatedAt: new Date(now),
  };
}

/** Refuses a place another policy (not `except`) already has: 409, recording nothing. */
async function placeFree(tx: Db, input: PolicyInput, except?: number): Promise<void> {
  const [other] = await tx
    .select({ id: travelPolicies.id })
    .from(travelPolicies)
    .where(
      and(
        eq(travelPolicies.provinceCode, input.province),
        input.city === undefined
          ? isNull(travelPolicies.cityCode)
          : eq(travelPolicies.cityCode, input.city),
        except === undefined ? undefined : ne(travelPolicies.id, except),
      ),
    );
  if (other) throw new ApiError(BUSINESS_CODES.CONFLICT, EPIDEMIC_MESSAGES.policyTaken);
}

/** The loser of two saves for one place at once gets the same 409 as a save after. */
async function placeRace<T>(save: Promise<T>): Promise<T> {
  try {
    return await save;
  } catch (error) {
    if (uniqueViolation(error) === 'travel_policies_place_unique') {
      throw new ApiError(BUSINESS_CODES.CONFLICT, EPIDEMIC_MESSAGES.policyTaken);
    }
    throw error;
  }
}

/** A new policy, audited as `policy.create`. */
export function createPolicy(
  db: Db,
  actor: Actor,
  input: PolicyInput,
  now: number,
): Promise<OpsPolicyRow> {
  requireCityIn(input.province, input.city);
  return placeRace(
    audited(db, actor, now, async (tx) => {
      await placeFree(tx, input);
      const [row] = await tx.insert(travelPolicies).values(valuesOf(input, now)).returning();
      if (!row) throw new Error('travel_policies: insert returned no row');
      const after = opsPolicyOf(row);
      return {
        audit: {
          action: 'policy.create',
          targetKind: 'travel_policy',
          targetId: row.id,
          before: null,
          after,
        },
        result: after,
      };
    }),
  );
}

/** Replaces policy `id` whole (its place too), audited as `policy.update` with before and after. */
export function updatePolicy(
  db: Db,
  actor: Actor,
  id: number,
  input: PolicyInput,
  now: number,
): Promise<OpsPolicyRow> {
  requireCityIn(input.province, input.city);
  return placeRace(
    audited(db, actor, now, async (tx) => {
      const [current] = await tx
        .select()
        .from(travelPolicies)
        .where(eq(travelPolicies.id, id))
        .for('update');
      if (!current) throw new ApiError(BUSINESS_CODES.NOT_FOUND, EPIDEMIC_MESSAGES.noPolicy);
      await placeFree(tx, input, id);
      const [row] = await tx
        .update(travelPolicies)
        .set(valuesOf(input, now))
        .where(eq(travelPolicies.id, id))
        .returning();
      if (!row) throw new Error(`travel_policies: policy ${id} vanished in its update`);
      const after = opsPolicyOf(row);
      return {
        audit: {
          action: 'policy.update',
          targetKind: 'travel_policy',
          targetId: id,
          before: opsPolicyOf(current),
          after,
        },
        result: after,
      };
    }),
  );
}
