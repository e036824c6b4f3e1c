// Grades (issue 17, docs/decisions/022-loyalty.md). A user's grade is the highest published grade
// of their user type whose threshold their count reaches; the count is all time: a shipper's
// shipments completed, a driver's loads carried to completion. Thresholds live in grade_levels (the
// published numbers the grade page shows are the rows this reads; operators may move them, ADR
// 046, and a grade shown or recorded never falls below the level last recorded). When a shipment completes, the
// shipper's and the driver's grades are recomputed in the completion's transaction, each under
// its user_grades row lock (the shipper's first, then the driver's: the two sets never overlap, so
// no two completions wait on each other in a cycle), and a change of level is recorded.

import type { GradeData } from '@freight/contract/endpoints/loyalty';
import type { Locale } from '@freight/contract/status';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { gradeChanges, gradeLevels, gradeRights, userGrades } from '../../db/schema/loyalty.ts';
import { shipments } from '../../db/schema/shipments.ts';
import { USER_TYPE } from '../../db/schema/users.ts';
import { localized } from '../../http/user-message.ts';

export type GradeBasis = GradeData['basis'];
type Level = typeof gradeLevels.$inferSelect;

/** What a user type's grade counts. */
export function basisOf(userType: number): GradeBasis {
  return userType === USER_TYPE.driver ? 'carried_loads' : 'completed_shipments';
}

/** The user's count, all time: completed shipments (shipper) or loads carried to completion. */
export async function gradeCountOf(db: Db, userId: number, userType: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(shipments)
    .where(
      and(
        userType === USER_TYPE.driver
          ? eq(shipments.driverUserId, userId)
          : eq(shipments.shipperUserId, userId),
        eq(shipments.state, 'completed'),
      ),
    );
  return Number(row?.n ?? 0);
}

/** A user type's grades, lowest first. */
export function levelsOf(db: Db, userType: number): Promise<Level[]> {
  return db
    .select()
    .from(gradeLevels)
    .where(eq(gradeLevels.userType, userType))
    .orderBy(asc(gradeLevels.minCount));
}

/**
 * The grade `count` reaches (1 when there are no grades), never below `held` (the level last
 * recorded: a grade only rises, even when an operator raises a threshold, ADR 046), and the next
 * grade above it with the completions still missing.
 */
export function standingOf(levels: readonly Level[], count: number, held = 1) {
  let level = 1;
  for (const grade of levels) if (grade.minCount <= count) level = grade.level;
  if (held > level && levels.some((grade) => grade.level === held)) level = held;
  const above = levels.find((grade) => grade.level > level);
  const next = above
    ? { level: above.level, remaining: Math.max(above.minCount - count, 1) }
    : null;
  return { level, next };
}

/**
 * Recomputes the user's grade from their live count, inside the caller's transaction: the
 * user_grades row is locked (written first when missing), its count refreshed, and a change of
 * level recorded with the count that made it. Returns the change, if any.
 */
export async function recomputeGrade(
  tx: Db,
  userId: number,
  userType: number,
  now: number,
): Promise<{ fromLevel: number; toLevel: number } | null> {
  const levels = await levelsOf(tx, userType);
  if (levels.length === 0) return null;
  await tx
    .insert(userGrades)
    .values({ userId, level: standingOf(levels, 0).level, count: 0 })
    .onConflictDoNothing({ target: userGrades.userId });
  const [held] = await tx
    .select()
    .from(userGrades)
    .where(eq(userGrades.userId, userId))
    .for('update');
  const count = await gradeCountOf(tx, userId, userType);
  const fromLevel = held?.level ?? 1;
  // Never lower than recorded: a threshold an operator raised leaves earned grades alone.
  const { level } = standingOf(levels, count, fromLevel);
  if (level === fromLevel) {
    await tx.update(userGrades).set({ count }).where(eq(userGrades.userId, userId));
    return null;
  }
  await tx
    .update(userGrades)
    .set({ count, level, changedAt: new Date(now) })
    .where(eq(userGrades.userId, userId));
  await tx.insert(gradeChanges).values({
    userId,
    fromLevel,
    toLevel: level,
    count,
    basis: basisOf(userType),
    createdAt: new Date(now),
  });
  return { fromLevel, toLevel: level };
}

/** The grades of a user type with their rights, and the caller's standing when of that type. */
export async function gradeData(
  db: Db,
  input: {
    userType: 1 | 3;
    locale: Locale;
    user: { userId: number; userType: number } | null;
  },
): Promise<GradeData | null> {
  const { userType, locale, user } = input;
  const [levels, rights] = await Promise.all([
    levelsOf(db, userType),
    db
      .select()
      .from(gradeRights)
      .where(and(eq(gradeRights.userType, userType), isNull(gradeRights.retiredAt)))
      .orderBy(asc(gradeRights.level), asc(gradeRights.position), asc(gradeRights.id)),
  ]);
  if (levels.length === 0) return null;
  let me: GradeData['me'] = null;
  if (user && user.userType === userType) {
    const [live, [recorded]] = await Promise.all([
      gradeCountOf(db, user.userId, userType),
      db
        .select({ level: userGrades.level, changedAt: userGrades.changedAt })
        .from(userGrades)
        .where(eq(userGrades.userId, user.userId)),
    ]);
    me = {
      count: live,
      ...standingOf(levels, live, recorded?.level ?? 1),
      since: recorded?.changedAt?.toISOString() ?? null,
    };
  }
  return {
    userType,
    basis: basisOf(userType),
    levels: levels.map((grade) => ({
      level: grade.level,
      name: localized(grade, 'name', locale),
      minCount: grade.minCount,
      rights: rights
        .filter((right) => right.level === grade.level)
        .map((right) => ({
          slug: right.slug,
          title: localized(right, 'title', locale),
          summary: localized(right, 'summary', locale),
          detail: localized(right, 'detail', locale),
        })),
    })),
    me,
  };
}

/** The user's grade changes, newest first. */
export async function gradeChangesOf(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(gradeChanges)
    .where(eq(gradeChanges.userId, userId))
    .orderBy(desc(gradeChanges.id))
    .limit(100);
  return rows.map((row) => ({
    changeId: row.id,
    fromLevel: row.fromLevel,
    toLevel: row.toLevel,
    count: row.count,
    basis: row.basis as GradeBasis,
    at: row.createdAt.toISOString(),
  }));
}
