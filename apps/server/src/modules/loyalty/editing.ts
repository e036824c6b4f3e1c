// Operators keeping the grades and their rights (docs/decisions/046-grades-in-the-console.md): a
// user type's levels with their thresholds and rights, read whole; a level renamed or its
// threshold moved (level 1 stays at 0, thresholds strictly increase with the level), a level added
// on top; a right written, changed, moved, retired or restored. Each change names the version it
// was made to (updatedAt; a newer one is refused, 409), runs under the rows' locks and is written
// to the audit log in the same transaction. An edited row is marked (edited_at, edited_by): from
// then on the `loyalty.grades` seed leaves its words alone (seed.ts).
//
// A threshold moved does not touch user_grades: the standing shown is the higher of the level the
// live count reaches and the level last recorded, and a recorded level never falls (grades.ts).

import type {
  CreateGradeLevelRequest,
  CreateGradeRightRequest,
  OpsGradeRight,
  OpsGrades,
  UpdateGradeLevelRequest,
  UpdateGradeRightRequest,
} from '@freight/contract/ops';
import { GRADE_LEVELS_MAX } from '@freight/contract/ops';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { gradeLevels, gradeRights } from '../../db/schema/loyalty.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import type { UserMessage } from '../../http/user-message.ts';
import { type Actor, audited } from '../../db/audit.ts';
import { basisOf } from './grades.ts';
import { LOYALTY_MESSAGES } from './messages.ts';

type LevelRow = typeof gradeLevels.$inferSelect;
type RightRow = typeof gradeRights.$inferSelect;
type UserType = 1 | 3;

const iso = (at: Date | null) => at?.toISOString() ?? null;

function rightOf(row: RightRow): OpsGradeRight {
  return {
    id: row.id,
    level: row.level,
    slug: row.slug,
    titleZh: row.titleZh,
    titleEn: row.titleEn,
    summaryZh: row.summaryZh,
    summaryEn: row.summaryEn,
    detailZh: row.detailZh,
    detailEn: row.detailEn,
    position: row.position,
    retired: row.retiredAt !== null,
    updatedAt: row.updatedAt.toISOString(),
    editedAt: iso(row.editedAt),
    editedBy: row.editedBy,
  };
}

/** A user type's grades, lowest first, each with its rights (retired ones too) in the H5 order. */
export async function gradesWhole(db: Db, userType: UserType): Promise<OpsGrades> {
  const [levels, rights] = await Promise.all([
    db
      .select()
      .from(gradeLevels)
      .where(eq(gradeLevels.userType, userType))
      .orderBy(asc(gradeLevels.level)),
    db
      .select()
      .from(gradeRights)
      .where(eq(gradeRights.userType, userType))
      .orderBy(asc(gradeRights.level), asc(gradeRights.position), asc(gradeRights.id)),
  ]);
  return {
    userType,
    basis: basisOf(userType),
    levels: levels.map((level) => ({
      level: level.level,
      nameZh: level.nameZh,
      nameEn: level.nameEn,
      minCount: level.minCount,
      updatedAt: level.updatedAt.toISOString(),
      editedAt: iso(level.editedAt),
      editedBy: level.editedBy,
      rights: rights.filter((right) => right.level === level.level).map(rightOf),
    })),
  };
}

/** What the audit keeps of a level: everything an operator can change. */
const levelFields = (row: LevelRow) => ({
  nameZh: row.nameZh,
  nameEn: row.nameEn,
  minCount: row.minCount,
});

const rightFields = (row: RightRow) => ({
  slug: row.slug,
  level: row.level,
  titleZh: row.titleZh,
  titleEn: row.titleEn,
  summaryZh: row.summaryZh,
  summaryEn: row.summaryEn,
  detailZh: row.detailZh,
  detailEn: row.detailEn,
  position: row.position,
  retired: row.retiredAt !== null,
});

/** Strictly later than the version read, so the next save can tell them apart. */
const nextVersion = (now: number, before: Date) => new Date(Math.max(now, before.getTime() + 1));

const refused = (msg: UserMessage) => new ApiError(BUSINESS_CODES.BUSINESS_RULE, msg);

/** Refused (409) when the row was saved since the version the operator's change was made to. */
function sameVersion(row: { updatedAt: Date }, read: string, changed: UserMessage): void {
  if (row.updatedAt.getTime() !== Date.parse(read)) throw refused(changed);
}

/**
 * What every save writes besides its fields: a version strictly after the one it replaces (or
 * `now` for a new row), and the mark of an operator's edit that the seed leaves alone.
 */
const edited = (actor: Actor, now: number, before?: { updatedAt: Date }) => ({
  updatedAt: before ? nextVersion(now, before.updatedAt) : new Date(now),
  editedAt: new Date(now),
  editedBy: actor.name.slice(0, 80),
});

const named = (level: LevelRow) => ({
  zh: `等级 ${level.level}（${level.nameZh}）`,
  en: `level ${level.level} (${level.nameEn})`,
});

/**
 * Why `minCount` cannot be the threshold of `level` among `levels` (all of its user type), or null
 * when it can: level 1 holds from 0, and each threshold is strictly above the one below and
 * strictly below the one above, so thresholds stay unique and in the levels' order.
 */
function thresholdRefusal(
  levels: readonly LevelRow[],
  level: number,
  minCount: number,
): UserMessage | null {
  if (level === 1) return minCount === 0 ? null : LOYALTY_MESSAGES.firstLevelFromZero;
  const below = levels.filter((each) => each.level < level).at(-1);
  const above = levels.find((each) => each.level > level);
  const tooLow = below !== undefined && minCount <= below.minCount;
  const tooHigh = above !== undefined && minCount >= above.minCount;
  if (!tooLow && !tooHigh) return null;
  const zh: string[] = [];
  const en: string[] = [];
  if (below) {
    zh.push(`大于${named(below).zh}的 ${below.minCount}`);
    en.push(`above the ${below.minCount} of ${named(below).en}`);
  }
  if (above) {
    zh.push(`小于${named(above).zh}的 ${above.minCount}`);
    en.push(`below the ${above.minCount} of ${named(above).en}`);
  }
  return {
    'zh-CN': `等级 ${level} 的门槛必须${zh.join('、')}（门槛随等级严格递增），${minCount} 不行`,
    'en-US': `The threshold of level ${level} must be ${en.join(' and ')} (thresholds rise strictly with the level); ${minCount} is not`,
  };
}

/** Every level of a user type, locked, lowest first: a threshold is checked against its neighbours. */
function lockedLevels(tx: Db, userType: UserType): Promise<LevelRow[]> {
  return tx
    .select()
    .from(gradeLevels)
    .where(eq(gradeLevels.userType, userType))
    .orderBy(asc(gradeLevels.level))
    .for('update');
}

export function addLevel(
  db: Db,
  actor: Actor,
  now: number,
  input: CreateGradeLevelRequest,
): Promise<OpsGrades> {
  return audited(db, actor, now, async (tx) => {
    const levels = await lockedLevels(tx, input.userType);
    const level = (levels.at(-1)?.level ?? 0) + 1;
    if (level > GRADE_LEVELS_MAX) throw refused(LOYALTY_MESSAGES.tooManyLevels);
    const refusal = thresholdRefusal(levels, level, input.minCount);
    if (refusal) throw refused(refusal);
    const [row] = await tx
      .insert(gradeLevels)
      .values({
        userType: input.userType,
        level,
        nameZh: input.nameZh,
        nameEn: input.nameEn,
        minCount: input.minCount,
        ...edited(actor, now),
      })
      .returning();
    if (!row) throw new Error('level not inserted');
    return {
      audit: {
        action: 'grade_level.create',
        targetKind: 'grade_level',
        targetId: `${input.userType}-${level}`,
        before: null,
        after: { userType: input.userType, level, ...levelFields(row) },
      },
      result: await gradesWhole(tx, input.userType),
    };
  });
}

export function changeLevel(
  db: Db,
  actor: Actor,
  now: number,
  key: { userType: UserType; level: number },
  input: UpdateGradeLevelRequest,
): Promise<OpsGrades> {
  return audited(db, actor, now, async (tx) => {
    const levels = await lockedLevels(tx, key.userType);
    const before = levels.find((each) => each.level === key.level);
    if (!before) throw new ApiError(BUSINESS_CODES.NOT_FOUND, LOYALTY_MESSAGES.noLevel);
    sameVersion(before, input.updatedAt, LOYALTY_MESSAGES.levelChanged);
    const refusal = thresholdRefusal(levels, key.level, input.minCount);
    if (refusal) throw refused(refusal);
    const [after] = await tx
      .update(gradeLevels)
      .set({
        nameZh: input.nameZh,
        nameEn: input.nameEn,
        minCount: input.minCount,
        ...edited(actor, now, before),
      })
      .where(and(eq(gradeLevels.userType, key.userType), eq(gradeLevels.level, key.level)))
      .returning();
    if (!after) throw new Error('level row gone in its own transaction');
    return {
      audit: {
        action: 'grade_level.update',
        targetKind: 'grade_level',
        targetId: `${key.userType}-${key.level}`,
        before: levelFields(before),
        after: levelFields(after),
      },
      result: await gradesWhole(tx, key.userType),
    };
  });
}

async function levelExists(tx: Db, userType: number, level: number): Promise<void> {
  const [row] = await tx
    .select({ level: gradeLevels.level })
    .from(gradeLevels)
    .where(and(eq(gradeLevels.userType, userType), eq(gradeLevels.level, level)))
    .for('share');
  if (!row) throw new ApiError(BUSINESS_CODES.NOT_FOUND, LOYALTY_MESSAGES.noLevel);
}

/** A right locked for its change, refused when it is gone or was saved since `read`. */
async function lockedRight(tx: Db, id: number, read: string): Promise<RightRow> {
  const [row] = await tx.select().from(gradeRights).where(eq(gradeRights.id, id)).for('update');
  if (!row) throw new ApiError(BUSINESS_CODES.NOT_FOUND, LOYALTY_MESSAGES.noRight);
  sameVersion(row, read, LOYALTY_MESSAGES.rightChanged);
  return row;
}

export function addRight(
  db: Db,
  actor: Actor,
  now: number,
  input: CreateGradeRightRequest,
): Promise<OpsGrades> {
  return audited(db, actor, now, async (tx) => {
    await levelExists(tx, input.userType, input.level);
    const [row] = await tx
      .insert(gradeRights)
      .values({
        ...input,
        ...edited(actor, now),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw refused(LOYALTY_MESSAGES.slugTaken);
    return {
      audit: {
        action: 'grade_right.create',
        targetKind: 'grade_right',
        targetId: row.id,
        before: null,
        after: { userType: row.userType, ...rightFields(row) },
      },
      result: await gradesWhole(tx, input.userType),
    };
  });
}

export function changeRight(
  db: Db,
  actor: Actor,
  now: number,
  id: number,
  input: UpdateGradeRightRequest,
): Promise<OpsGrades> {
  return audited(db, actor, now, async (tx) => {
    const before = await lockedRight(tx, id, input.updatedAt);
    await levelExists(tx, before.userType, input.level);
    const { updatedAt: _read, ...fields } = input;
    const [after] = await tx
      .update(gradeRights)
      .set({
        ...fields,
        ...edited(actor, now, before),
      })
      .where(eq(gradeRights.id, id))
      .returning();
    if (!after) throw new Error('right row gone in its own transaction');
    return {
      audit: {
        action: 'grade_right.update',
        targetKind: 'grade_right',
        targetId: id,
        before: rightFields(before),
        after: rightFields(after),
      },
      result: await gradesWhole(tx, before.userType as UserType),
    };
  });
}

/** Retires (`true`) or restores a right; 409 when it already is so or was saved since. */
export function setRightRetired(
  db: Db,
  actor: Actor,
  now: number,
  id: number,
  updatedAt: string,
  retired: boolean,
): Promise<OpsGrades> {
  return audited(db, actor, now, async (tx) => {
    const before = await lockedRight(tx, id, updatedAt);
    if ((before.retiredAt !== null) === retired) {
      throw refused(retired ? LOYALTY_MESSAGES.alreadyRetired : LOYALTY_MESSAGES.notRetired);
    }
    const [after] = await tx
      .update(gradeRights)
      .set({
        retiredAt: retired ? new Date(now) : null,
        ...edited(actor, now, before),
      })
      .where(eq(gradeRights.id, id))
      .returning();
    if (!after) throw new Error('right row gone in its own transaction');
    return {
      audit: {
        action: retired ? 'grade_right.retire' : 'grade_right.restore',
        targetKind: 'grade_right',
        targetId: id,
        before: { slug: before.slug, retired: before.retiredAt !== null },
        after: { slug: after.slug, retired: after.retiredAt !== null },
      },
      result: await gradesWhole(tx, before.userType as UserType),
    };
  });
}
