// The operator API's grades and rights (docs/decisions/046-grades-in-the-console.md): the levels of
// each user type with their thresholds and the rights they unlock, in both languages, for
// operators to rename, re-threshold, extend on top, and to write, reorder and retire rights. Each
// change names the version it was made to and is audited; an edited row is the operators' from
// then on, and the `loyalty.grades` seed leaves its words alone.

import * as z from 'zod';
import { rowIdParam } from '../endpoints/common.ts';
import { GRADE_BASES } from '../endpoints/loyalty.ts';
import { LINES_TEXT, ONE_LINE_TEXT } from '../rules/text.ts';
import { defineOpsEndpoint, type OpsEndpointDef } from './define.ts';

const userType = z.union([z.literal(1), z.literal(3)]);
const userTypeParam = z.union([z.int(), z.string().regex(/^\d$/).transform(Number)]).pipe(userType);
const moment = z.iso.datetime({ offset: true });
const line = (max: number) =>
  z.string().trim().min(1).max(max).regex(ONE_LINE_TEXT, 'text.characters');
const lines = (max: number) =>
  z.string().trim().min(1).max(max).regex(LINES_TEXT, 'text.characters');

/** A right's stable name (the H5's detail links and the seed know it by this). */
export const GRADE_RIGHT_SLUG = /^[a-z0-9-]{2,40}$/;
/** Levels per user type, at most (the table's check). */
export const GRADE_LEVELS_MAX = 20;
/** The highest threshold an operator may set. */
export const GRADE_THRESHOLD_MAX = 1_000_000;

const edited = {
  updatedAt: z.string(),
  /** When an operator last edited it (null: the seed's words); the seed leaves edited rows alone. */
  editedAt: z.string().nullable(),
  editedBy: z.string().nullable(),
};

export const opsGradeRight = z.strictObject({
  id: z.int(),
  level: z.int(),
  slug: z.string(),
  titleZh: z.string(),
  titleEn: z.string(),
  summaryZh: z.string(),
  summaryEn: z.string(),
  detailZh: z.string(),
  detailEn: z.string(),
  /** The order within its level, lower first. */
  position: z.int(),
  /** Retired: no longer shown on the H5. */
  retired: z.boolean(),
  ...edited,
});
export type OpsGradeRight = z.output<typeof opsGradeRight>;

export const opsGradeLevel = z.strictObject({
  level: z.int(),
  nameZh: z.string(),
  nameEn: z.string(),
  minCount: z.int(),
  ...edited,
  /** Its rights in the H5's order (position, then id), retired ones among them. */
  rights: z.array(opsGradeRight),
});
export type OpsGradeLevel = z.output<typeof opsGradeLevel>;

/** A user type's grades, lowest first. */
export const opsGrades = z.strictObject({
  userType,
  basis: z.enum(GRADE_BASES),
  levels: z.array(opsGradeLevel),
});
export type OpsGrades = z.output<typeof opsGrades>;

export const gradesQuery = z.strictObject({ userType: userTypeParam });

export const gradeLevelParams = z.strictObject({
  userType: userTypeParam,
  level: z.coerce.number().int().min(1).max(GRADE_LEVELS_MAX),
});

export const gradeRightParams = z.strictObject({
  id: rowIdParam,
});

const levelShape = {
  nameZh: line(40),
  nameEn: line(40),
  /** Counted completions (all time) from which the level holds; level 1 holds from 0. */
  minCount: z.int().min(0).max(GRADE_THRESHOLD_MAX),
};

export const createGradeLevelRequest = z.strictObject({ userType, ...levelShape });
export type CreateGradeLevelRequest = z.output<typeof createGradeLevelRequest>;

/** A change names the version it was made to (`updatedAt` as read): a newer one is refused (409). */
export const updateGradeLevelRequest = z.strictObject({ ...levelShape, updatedAt: moment });
export type UpdateGradeLevelRequest = z.output<typeof updateGradeLevelRequest>;

const rightShape = {
  /** The level that unlocks it. */
  level: z.int().min(1).max(GRADE_LEVELS_MAX),
  titleZh: line(60),
  titleEn: line(60),
  summaryZh: line(200),
  summaryEn: line(200),
  /** The terms in full; `\n` separates paragraphs. */
  detailZh: lines(2000),
  detailEn: lines(2000),
  position: z.int().min(0).max(99),
};

export const createGradeRightRequest = z.strictObject({
  userType,
  slug: z.string().trim().regex(GRADE_RIGHT_SLUG, 'invalid'),
  ...rightShape,
});
export type CreateGradeRightRequest = z.output<typeof createGradeRightRequest>;

export const updateGradeRightRequest = z.strictObject({ ...rightShape, updatedAt: moment });
export type UpdateGradeRightRequest = z.output<typeof updateGradeRightRequest>;

export const gradeRightStepRequest = z.strictObject({ updatedAt: moment });

const LEVEL_EXAMPLE = {
  nameZh: '白银司机',
  nameEn: 'Silver',
  minCount: 30,
};
const RIGHT_EXAMPLE = {
  level: 3,
  titleZh: '每月加油券',
  titleEn: 'Monthly fuel coupon',
  summaryZh: '每月 1 张 20 元加油券，满 200 元可用',
  summaryEn: 'One ¥20 fuel coupon a month, on ¥200 or more',
  detailZh: '每月 1 日向白银及以上司机发放 1 张 20 元加油券。',
  detailEn: 'On the 1st of each month Silver drivers and above receive one ¥20 fuel coupon.',
  position: 0,
};

export const listGradesOps = defineOpsEndpoint({
  name: 'listGradesOps',
  method: 'GET',
  path: '/grades',
  role: 'viewer',
  query: gradesQuery,
  response: opsGrades,
  summary:
    'The grades of a user type (`userType` 1 shipper, 3 driver), lowest first, each with its names, threshold, version (`updatedAt`), `editedAt`/`editedBy` and its rights (retired ones too, marked) in the H5 order.',
  example: { query: { userType: 3 } },
});

export const createGradeLevel = defineOpsEndpoint({
  name: 'createGradeLevel',
  method: 'POST',
  path: '/grades/levels',
  role: 'operator',
  body: createGradeLevelRequest,
  response: opsGrades,
  summary:
    'A new level on top of a user type: `{ userType, nameZh, nameEn, minCount }`, the threshold above the top one. Answers the user type as `listGradesOps`. Audited as `grade_level.create`. 409 (1000) a threshold not above the top one, or 20 levels already.',
  example: { body: { userType: 3, nameZh: '传奇司机', nameEn: 'Legend', minCount: 500 } },
});

export const updateGradeLevel = defineOpsEndpoint({
  name: 'updateGradeLevel',
  method: 'PUT',
  path: '/grades/levels/:userType/:level',
  role: 'operator',
  params: gradeLevelParams,
  body: updateGradeLevelRequest,
  response: opsGrades,
  summary:
    "Renames a level or moves its threshold (level 1 stays at 0; each threshold strictly between its neighbours'), with `updatedAt` as read. A recorded grade never falls (ADR 046). Audited as `grade_level.update` with before and after. 404 (4040) unknown; 409 (1000) out of order or saved by someone else since.",
  example: {
    params: { userType: 3, level: 3 },
    body: { ...LEVEL_EXAMPLE, updatedAt: '2026-11-20T02:00:00.000Z' },
  },
});

export const createGradeRight = defineOpsEndpoint({
  name: 'createGradeRight',
  method: 'POST',
  path: '/grades/rights',
  role: 'operator',
  body: createGradeRightRequest,
  response: opsGrades,
  summary:
    'A new right of a level: `{ userType, slug, level, titleZh, titleEn, summaryZh, summaryEn, detailZh, detailEn, position }`, shown on the H5 at once. Audited as `grade_right.create`. 404 (4040) no such level; 409 (1000) the slug is taken.',
  example: { body: { userType: 3, slug: 'driver-free-parking', ...RIGHT_EXAMPLE } },
});

export const updateGradeRight = defineOpsEndpoint({
  name: 'updateGradeRight',
  method: 'PUT',
  path: '/grades/rights/:id',
  role: 'operator',
  params: gradeRightParams,
  body: updateGradeRightRequest,
  response: opsGrades,
  summary:
    "Changes a right's words, level or position, with `updatedAt` as read; from then on the seed leaves its words alone. Audited as `grade_right.update` with before and after. 404 (4040) unknown right or level; 409 (1000) saved by someone else since.",
  example: {
    params: { id: 7 },
    body: { ...RIGHT_EXAMPLE, updatedAt: '2026-11-20T02:00:00.000Z' },
  },
});

export const retireGradeRight = defineOpsEndpoint({
  name: 'retireGradeRight',
  method: 'POST',
  path: '/grades/rights/:id/retire',
  role: 'operator',
  params: gradeRightParams,
  body: gradeRightStepRequest,
  response: opsGrades,
  summary:
    'Takes a right off the H5 (its slug stays taken, and the seed never brings it back), with `updatedAt` as read. Audited as `grade_right.retire`. 404 (4040) unknown; 409 (1000) retired already or saved by someone else since.',
  example: { params: { id: 7 }, body: { updatedAt: '2026-11-20T02:00:00.000Z' } },
});

export const restoreGradeRight = defineOpsEndpoint({
  name: 'restoreGradeRight',
  method: 'POST',
  path: '/grades/rights/:id/restore',
  role: 'operator',
  params: gradeRightParams,
  body: gradeRightStepRequest,
  response: opsGrades,
  summary:
    'Shows a retired right again, with `updatedAt` as read. Audited as `grade_right.restore`. 404 (4040) unknown; 409 (1000) not retired or saved by someone else since.',
  example: { params: { id: 7 }, body: { updatedAt: '2026-11-20T02:00:00.000Z' } },
});

export const gradeOpsEndpoints: readonly OpsEndpointDef[] = [
  listGradesOps,
  createGradeLevel,
  updateGradeLevel,
  createGradeRight,
  updateGradeRight,
  retireGradeRight,
  restoreGradeRight,
];
