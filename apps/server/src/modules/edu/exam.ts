// A course, its exam and the drivers' attempts: the published course with the caller's best
// attempt, the exam's questions without their answers, and a hand-in scored here, recorded and
// answered with the right options and why.
//
// A hand-in names every active question of the course once; anything else is VALIDATION_FAILED
// naming the field, and stores nothing. At most ATTEMPTS_PER_DAY hand-ins per driver, course and
// China day are recorded (RATE_LIMITED until the next China midnight): the results show the right
// options, so the cap does not keep the answers secret, it keeps a script from filling the table
// and the operators' list.
//
// Operators change the exam while drivers answer it (ADR 045): a question's words never change
// once stored (an edit adds a successor), so a hand-in naming the questions it was given is graded
// against those words. A hand-in may answer the exam as it was before the latest changes, as long
// as every question it names or leaves out that is not so now was added, retired, restored or
// replaced within EXAM_GRACE_MS; it is then scored out of the questions it answered.

import type {
  EduAttemptSummary,
  EduCourseData,
  EduExamData,
  SubmitEduExamData,
} from '@freight/contract/endpoints/edu';
import type { EduCourse } from '@freight/contract/endpoints/edu-values';
import { maskMobile } from '@freight/contract/rules/mask';
import { and, asc, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type EduAnswer, eduAttempts, eduCourses, eduQuestions } from '../../db/schema/edu.ts';
import { users } from '../../db/schema/users.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { otherRequest, repeatOf, sameList } from '../../http/request-ids.ts';
import { type FieldProblem, validationFailed } from '../../http/validation-failed.ts';
import { chinaDayAt, dayCapReached, queueSender } from '../../http/day-cap.ts';
import { ATTEMPTS_PER_DAY, EDU_MESSAGES } from './messages.ts';

type CourseRow = typeof eduCourses.$inferSelect;
type QuestionRow = typeof eduQuestions.$inferSelect;
type AttemptRow = typeof eduAttempts.$inferSelect;

interface OpenCourse {
  course: CourseRow;
  /** The active questions in the exam's order. */
  questions: QuestionRow[];
  /** The pass mark, never more than the questions asked (operators may retire some). */
  passCorrect: number;
}

/**
 * The published course with its active questions in order; NOT_FOUND when the course is not
 * published or has no active question (there is no exam to take, and the contract wants one).
 */
async function openCourse(db: Db, slug: EduCourse): Promise<OpenCourse> {
  const [course] = await db
    .select()
    .from(eduCourses)
    .where(and(eq(eduCourses.slug, slug), eq(eduCourses.published, true)));
  const questions = course
    ? await db
        .select()
        .from(eduQuestions)
        .where(and(eq(eduQuestions.course, slug), eq(eduQuestions.active, true)))
        .orderBy(asc(eduQuestions.position), asc(eduQuestions.id))
    : [];
  if (!course || questions.length === 0) {
    throw new ApiError(BUSINESS_CODES.NOT_FOUND, EDU_MESSAGES.notOpen);
  }
  return { course, questions, passCorrect: Math.min(course.passCorrect, questions.length) };
}

function summaryOf(row: Pick<AttemptRow, 'correct' | 'total' | 'passed' | 'createdAt'>) {
  return {
    correct: row.correct,
    total: row.total,
    passed: row.passed,
    at: row.createdAt.toISOString(),
  } satisfies EduAttemptSummary;
}

/** The driver's best attempt of the course: the most right, then the earliest; null if none. */
async function bestAttempt(
  db: Db,
  userId: number,
  course: EduCourse,
): Promise<EduAttemptSummary | null> {
  const [row] = await db
    .select()
    .from(eduAttempts)
    .where(and(eq(eduAttempts.userId, userId), eq(eduAttempts.course, course)))
    .orderBy(desc(eduAttempts.correct), asc(eduAttempts.createdAt), asc(eduAttempts.id))
    .limit(1);
  return row ? summaryOf(row) : null;
}

/** The course to read, with the driver's best attempt (`driverId` null: nobody's). */
export async function courseFor(
  db: Db,
  slug: EduCourse,
  driverId: number | null,
): Promise<EduCourseData> {
  const { course, questions, passCorrect } = await openCourse(db, slug);
  return {
    course: course.slug,
    title: course.title,
    summary: course.summary,
    lessons: course.lessons,
    questionCount: questions.length,
    passCorrect,
    best: driverId === null ? null : await bestAttempt(db, driverId, slug),
  };
}

/** The exam: its questions in order with their options, and never which option is right. */
export async function examOf(db: Db, slug: EduCourse): Promise<EduExamData> {
  const { course, questions, passCorrect } = await openCourse(db, slug);
  return {
    course: course.slug,
    passCorrect,
    questions: questions.map((question) => ({
      id: question.id,
      text: question.text,
      options: question.options,
    })),
  };
}

/**
 * The answers checked against the exam: each names an active question of it once, with a choice
 * among that question's options, and none is left out. Answers the choices in the exam's order;
 * throws VALIDATION_FAILED naming each problem otherwise.
 */
function checkedAnswers(questions: readonly QuestionRow[], answers: readonly EduAnswer[]) {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const choices = new Map<number, number>();
  const problems: FieldProblem[] = [];
  answers.forEach(({ question: id, choice }, i) => {
    const question = byId.get(id);
    if (!question) {
      // A question of another course, a retired one or none: the page holds an old exam.
      problems.push({ field: `answers.${i}.question`, rule: 'exam.changed' });
    } else if (choices.has(id)) {
      problems.push({ field: `answers.${i}.question`, rule: 'invalid' });
    } else if (choice >= question.options.length) {
      problems.push({ field: `answers.${i}.choice`, rule: 'choice' });
    } else {
      choices.set(id, choice);
    }
  });
  const named = new Set(answers.map((answer) => answer.question));
  if (questions.some((question) => !named.has(question.id))) {
    problems.push({ field: 'answers', rule: 'exam.incomplete' });
  }
  if (problems.length > 0) throw validationFailed(problems);
  return questions.map((question) => ({
    question,
    choice: choices.get(question.id) as number,
  }));
}

/** How long after an operator's change an exam given before it may still be handed in. */
export const EXAM_GRACE_MS = 2 * 60 * 60 * 1000;

/**
 * The questions a hand-in is graded against: the active ones, or the exam as it was before
 * recent changes when the answers name that (see the head of this file). Anything else is graded
 * against the active questions, which refuses it naming each problem.
 */
async function questionsAnswered(
  db: Db,
  slug: EduCourse,
  active: readonly QuestionRow[],
  answers: readonly EduAnswer[],
  now: number,
): Promise<readonly QuestionRow[]> {
  const named = new Set(answers.map((answer) => answer.question));
  const activeIds = new Set(active.map((question) => question.id));
  const differs = named.size !== activeIds.size || [...named].some((id) => !activeIds.has(id));
  if (!differs || named.size !== answers.length) return active;
  const given = await db
    .select()
    .from(eduQuestions)
    .where(and(eq(eduQuestions.course, slug), inArray(eduQuestions.id, [...named])))
    .orderBy(asc(eduQuestions.position), asc(eduQuestions.id));
  if (given.length !== named.size) return active;
  const recent = (question: QuestionRow) =>
    question.changedAt !== null && question.changedAt.getTime() > now - EXAM_GRACE_MS;
  const changedSince = [
    ...given.filter((question) => !activeIds.has(question.id)),
    ...active.filter((question) => !named.has(question.id)),
  ];
  return changedSince.every(recent) ? given : active;
}

export interface Submission {
  course: EduCourse;
  answers: readonly EduAnswer[];
  /** The tap's idempotency key (http/request-ids.ts). */
  requestId: string;
  userId: number;
  now: number;
}

/**
 * Scores a hand-in, records the attempt and answers each question's right option and why, the
 * attempt and the driver's best (this one included). A refused hand-in (VALIDATION_FAILED,
 * NOT_FOUND, RATE_LIMITED) stores nothing.
 */
export async function submitExam(db: Db, input: Submission): Promise<SubmitEduExamData> {
  const open = await openCourse(db, input.course);
  const { course } = open;
  const questions = await questionsAnswered(
    db,
    course.slug,
    open.questions,
    input.answers,
    input.now,
  );
  const passCorrect = Math.min(course.passCorrect, questions.length);
  const answered = checkedAnswers(questions, input.answers);
  const correct = answered.filter(({ question, choice }) => choice === question.answer).length;
  const stored = answered.map(({ question, choice }) => ({ question: question.id, choice }));
  const day = chinaDayAt(input.now);

  return db.transaction(async (tx) => {
    // One driver's hand-ins of a course queue here, so two at once cannot both be the twentieth.
    await queueSender(tx, `edu-attempts:${input.userId}:${course.slug}`);
    /** The answer to this hand-in, recorded as `row`. */
    const answerOf = async (row: AttemptRow) => ({
      attempt: summaryOf(row),
      results: answered.map(({ question, choice }) => ({
        question: question.id,
        answer: question.answer,
        correct: choice === question.answer,
        explanation: question.explanation,
      })),
      best: (await bestAttempt(tx, input.userId, course.slug)) ?? summaryOf(row),
    });
    // A retry of a hand-in already recorded (its answer was lost): its answer, before the cap.
    const choices = (answers: readonly EduAnswer[]) =>
      answers.map(({ question, choice }) => `${question}:${choice}`);
    const [prior] = await tx
      .select()
      .from(eduAttempts)
      .where(and(eq(eduAttempts.userId, input.userId), eq(eduAttempts.requestId, input.requestId)));
    const repeated = repeatOf(
      prior,
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- one course today, typed by its slug; the attempts table holds every course's
      (row) => row.course === course.slug && sameList(choices(row.answers), choices(stored)),
    );
    if (repeated) return answerOf(repeated);
    const [sent] = await tx
      .select({ n: count() })
      .from(eduAttempts)
      .where(
        and(
          eq(eduAttempts.userId, input.userId),
          eq(eduAttempts.course, course.slug),
          gte(eduAttempts.createdAt, day.start),
          lt(eduAttempts.createdAt, day.end),
        ),
      );
    if ((sent?.n ?? 0) >= ATTEMPTS_PER_DAY) {
      throw dayCapReached(day, input.now, EDU_MESSAGES.attemptCap);
    }
    const [row] = await tx
      .insert(eduAttempts)
      .values({
        userId: input.userId,
        course: course.slug,
        correct,
        total: questions.length,
        passed: correct >= passCorrect,
        answers: stored,
        requestId: input.requestId,
        createdAt: new Date(input.now),
      })
      // The key sent at once for another course (whose hand-ins queue apart): refused.
      .onConflictDoNothing({ target: [eduAttempts.userId, eduAttempts.requestId] })
      .returning();
    if (!row) throw otherRequest();
    return answerOf(row);
  });
}

/**
 * The drivers' attempts as operators read them: newest first, a page at a time, of one course when
 * given, with the driver's mobile masked, and how many match in all.
 */
export async function attemptsPage(
  db: Db,
  query: { course?: EduCourse | undefined; page: number; pageSize: number },
) {
  const where = query.course === undefined ? undefined : eq(eduAttempts.course, query.course);
  const [rows, [total]] = await Promise.all([
    db
      .select({ attempt: eduAttempts, mobile: users.mobile })
      .from(eduAttempts)
      .innerJoin(users, eq(users.id, eduAttempts.userId))
      .where(where)
      .orderBy(desc(eduAttempts.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(eduAttempts).where(where),
  ]);
  return {
    page: query.page,
    pageSize: query.pageSize,
    total: total?.n ?? 0,
    items: rows.map(({ attempt: a, mobile }) => ({
      id: a.id,
      course: a.course,
      userId: a.userId,
      mobileMasked: maskMobile(mobile),
      correct: a.correct,
      total: a.total,
      passed: a.passed,
      at: a.createdAt.toISOString(),
    })),
  };
}
