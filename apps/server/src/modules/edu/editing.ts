// Operators keeping driver education (docs/decisions/045-edu-editor.md): the course read whole
// with every question and its right option; the course's words, lessons and pass mark changed
// under an optimistic lock (the `updatedAt` read, 409 when stale); the course published and
// unpublished; questions added (not asked until put in the exam), changed, taken out of the exam
// and put back. Each change runs under the course row's lock, so the pass mark and the questions
// asked are checked together, and is written to the audit log in the same transaction.
//
// A question's words never change once stored: past attempts name it by id, and a driver may be
// answering it now. An edit adds a successor in its place (same position, same state) and retires
// the old one, pointing it at the successor; the old one is no longer listed or restorable. There
// is no delete, for the same reason.

import type {
  EduQuestionFields,
  OpsEduCourse,
  OpsEduQuestion,
  UpdateEduCourseRequest,
} from '@freight/contract/ops';
import type { EduCourse } from '@freight/contract/endpoints/edu-values';
import { sectionsFromText, textFromSections } from '@freight/contract/rules/sections';
import { and, asc, count, desc, eq, isNull, max } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { eduCourses, eduQuestions } from '../../db/schema/edu.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { type Actor, audited } from '../../db/audit.ts';
import { EDU_MESSAGES, EXAM_MAX_QUESTIONS, passAboveQuestions } from './messages.ts';

type CourseRow = typeof eduCourses.$inferSelect;
type QuestionRow = typeof eduQuestions.$inferSelect;

function questionOf(row: QuestionRow): OpsEduQuestion {
  return {
    id: row.id,
    position: row.position,
    text: row.text,
    options: row.options,
    answer: row.answer,
    explanation: row.explanation,
    active: row.active,
  };
}

/** The questions listed: the asked ones, then those taken out, in the exam's order; not replaced. */
function listedQuestions(db: Db, slug: EduCourse) {
  return db
    .select()
    .from(eduQuestions)
    .where(and(eq(eduQuestions.course, slug), isNull(eduQuestions.replacedBy)))
    .orderBy(desc(eduQuestions.active), asc(eduQuestions.position), asc(eduQuestions.id));
}

async function courseOf(db: Db, row: CourseRow): Promise<OpsEduCourse> {
  const questions = await listedQuestions(db, row.slug);
  return {
    course: row.slug,
    title: row.title,
    summary: row.summary,
    lessons: row.lessons,
    lessonsText: textFromSections(row.lessons),
    passCorrect: row.passCorrect,
    published: row.published,
    updatedAt: row.updatedAt.toISOString(),
    questions: questions.map(questionOf),
  };
}

/** What the audit keeps of the course: everything an operator can change. */
function auditedCourse(row: CourseRow) {
  return {
    title: row.title,
    summary: row.summary,
    passCorrect: row.passCorrect,
    published: row.published,
    lessonsText: textFromSections(row.lessons),
  };
}

/** What the audit keeps of a question. */
function auditedQuestion(row: QuestionRow) {
  return { ...questionOf(row), replacedBy: row.replacedBy };
}

export async function courseWhole(db: Db, slug: EduCourse): Promise<OpsEduCourse> {
  const [row] = await db.select().from(eduCourses).where(eq(eduCourses.slug, slug));
  if (!row) throw new ApiError(BUSINESS_CODES.NOT_FOUND, EDU_MESSAGES.noCourse);
  return courseOf(db, row);
}

async function lockedCourse(tx: Db, slug: EduCourse): Promise<CourseRow> {
  const [row] = await tx.select().from(eduCourses).where(eq(eduCourses.slug, slug)).for('update');
  if (!row) throw new ApiError(BUSINESS_CODES.NOT_FOUND, EDU_MESSAGES.noCourse);
  return row;
}

/** A question and its course, the course's row locked first (every change locks it). */
async function lockedQuestion(tx: Db, id: number): Promise<QuestionRow> {
  const [found] = await tx
    .select({ course: eduQuestions.course })
    .from(eduQuestions)
    .where(eq(eduQuestions.id, id));
  if (!found) throw new ApiError(BUSINESS_CODES.NOT_FOUND, EDU_MESSAGES.noQuestion);
  await lockedCourse(tx, found.course);
  const [row] = await tx.select().from(eduQuestions).where(eq(eduQuestions.id, id)).for('update');
  if (!row) throw new ApiError(BUSINESS_CODES.NOT_FOUND, EDU_MESSAGES.noQuestion);
  return row;
}

async function askedCount(tx: Db, slug: EduCourse): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(eduQuestions)
    .where(and(eq(eduQuestions.course, slug), eq(eduQuestions.active, true)));
  return row?.n ?? 0;
}

function refuse(message: ConstructorParameters<typeof ApiError>[1]): never {
  throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, message);
}

function checkVersion(row: CourseRow, updatedAt: string) {
  if (row.updatedAt.getTime() !== Date.parse(updatedAt)) refuse(EDU_MESSAGES.courseChanged);
}

/** Strictly later than the version read, so the next save can tell them apart. */
const nextVersion = (row: CourseRow, now: number) =>
  new Date(Math.max(now, row.updatedAt.getTime() + 1));

export function changeCourse(
  db: Db,
  actor: Actor,
  now: number,
  slug: EduCourse,
  input: UpdateEduCourseRequest,
): Promise<OpsEduCourse> {
  return audited(db, actor, now, async (tx) => {
    const before = await lockedCourse(tx, slug);
    checkVersion(before, input.updatedAt);
    const asked = await askedCount(tx, slug);
    if (input.passCorrect > asked) refuse(passAboveQuestions(input.passCorrect, asked));
    const [after] = await tx
      .update(eduCourses)
      .set({
        title: input.title,
        summary: input.summary,
        lessons: sectionsFromText(input.lessonsText),
        passCorrect: input.passCorrect,
        updatedAt: nextVersion(before, now),
      })
      .where(eq(eduCourses.slug, slug))
      .returning();
    if (!after) throw new Error('course row gone in its own transaction');
    return {
      audit: {
        action: 'edu_course.update',
        targetKind: 'edu_course',
        targetId: slug,
        before: auditedCourse(before),
        after: auditedCourse(after),
      },
      result: await courseOf(tx, after),
    };
  });
}

/** Publishes (`true`) or unpublishes the course; 409 when it already is so or stale. */
export function setCoursePublished(
  db: Db,
  actor: Actor,
  now: number,
  slug: EduCourse,
  published: boolean,
  updatedAt: string,
): Promise<OpsEduCourse> {
  return audited(db, actor, now, async (tx) => {
    const before = await lockedCourse(tx, slug);
    checkVersion(before, updatedAt);
    if (before.published === published) {
      refuse(published ? EDU_MESSAGES.alreadyPublished : EDU_MESSAGES.notPublishedYet);
    }
    if (published) {
      const asked = await askedCount(tx, slug);
      if (before.passCorrect > asked) refuse(passAboveQuestions(before.passCorrect, asked));
    }
    const [after] = await tx
      .update(eduCourses)
      .set({ published, updatedAt: nextVersion(before, now) })
      .where(eq(eduCourses.slug, slug))
      .returning();
    if (!after) throw new Error('course row gone in its own transaction');
    return {
      audit: {
        action: published ? 'edu_course.publish' : 'edu_course.unpublish',
        targetKind: 'edu_course',
        targetId: slug,
        before: { published: before.published },
        after: { published: after.published },
      },
      result: await courseOf(tx, after),
    };
  });
}

/** A new question, last in the exam and not asked until it is put in. */
export function addQuestion(
  db: Db,
  actor: Actor,
  now: number,
  slug: EduCourse,
  input: EduQuestionFields,
): Promise<OpsEduQuestion> {
  return audited(db, actor, now, async (tx) => {
    await lockedCourse(tx, slug);
    const [last] = await tx
      .select({ position: max(eduQuestions.position) })
      .from(eduQuestions)
      .where(eq(eduQuestions.course, slug));
    const [row] = await tx
      .insert(eduQuestions)
      .values({
        course: slug,
        position: (last?.position ?? 0) + 1,
        ...input,
        active: false,
        changedAt: new Date(now),
      })
      .returning();
    if (!row) throw new Error('question not inserted');
    return {
      audit: {
        action: 'edu_question.create',
        targetKind: 'edu_question',
        targetId: row.id,
        before: null,
        after: auditedQuestion(row),
      },
      result: questionOf(row),
    };
  });
}

/** Changes a question by replacing it (see the head of this file); answers the successor. */
export function replaceQuestion(
  db: Db,
  actor: Actor,
  now: number,
  id: number,
  input: EduQuestionFields,
): Promise<OpsEduQuestion> {
  return audited(db, actor, now, async (tx) => {
    const before = await lockedQuestion(tx, id);
    if (before.replacedBy !== null) refuse(EDU_MESSAGES.questionReplaced);
    const at = new Date(now);
    const [successor] = await tx
      .insert(eduQuestions)
      .values({
        course: before.course,
        position: before.position,
        ...input,
        active: before.active,
        changedAt: at,
      })
      .returning();
    if (!successor) throw new Error('question not inserted');
    await tx
      .update(eduQuestions)
      .set({ active: false, replacedBy: successor.id, changedAt: at })
      .where(eq(eduQuestions.id, id));
    return {
      audit: {
        action: 'edu_question.update',
        targetKind: 'edu_question',
        targetId: id,
        before: auditedQuestion(before),
        after: auditedQuestion(successor),
      },
      result: questionOf(successor),
    };
  });
}

/** Puts a question in the exam (`true`) or takes it out; 409 when it already is so. */
export function setQuestionActive(
  db: Db,
  actor: Actor,
  now: number,
  id: number,
  active: boolean,
): Promise<OpsEduQuestion> {
  return audited(db, actor, now, async (tx) => {
    const before = await lockedQuestion(tx, id);
    if (before.replacedBy !== null) refuse(EDU_MESSAGES.questionReplaced);
    if (before.active === active) {
      refuse(active ? EDU_MESSAGES.alreadyAsked : EDU_MESSAGES.notAsked);
    }
    const asked = await askedCount(tx, before.course);
    if (active && asked >= EXAM_MAX_QUESTIONS) refuse(EDU_MESSAGES.tooManyAsked);
    if (!active) {
      const [course] = await tx
        .select({ passCorrect: eduCourses.passCorrect })
        .from(eduCourses)
        .where(eq(eduCourses.slug, before.course));
      const passCorrect = course?.passCorrect ?? 1;
      if (passCorrect > asked - 1) refuse(passAboveQuestions(passCorrect, asked - 1));
    }
    const [after] = await tx
      .update(eduQuestions)
      .set({ active, changedAt: new Date(now) })
      .where(eq(eduQuestions.id, id))
      .returning();
    if (!after) throw new Error('question row gone in its own transaction');
    return {
      audit: {
        action: active ? 'edu_question.restore' : 'edu_question.retire',
        targetKind: 'edu_question',
        targetId: id,
        before: { active: before.active },
        after: { active: after.active },
      },
      result: questionOf(after),
    };
  });
}
