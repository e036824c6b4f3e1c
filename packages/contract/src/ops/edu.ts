// The operator API's driver education (docs/decisions/027-driver-education.md): the exam attempts,
// and the course and its exam questions as operators edit them (docs/decisions/045-edu-editor.md).

import * as z from 'zod';
import { rowIdParam } from '../endpoints/common.ts';
import { eduCourse } from '../endpoints/edu.ts';
import { EDU_OPTIONS } from '../endpoints/edu-values.ts';
import { sectionsFromText, textSections } from '../rules/sections.ts';
import { ONE_LINE_TEXT, PASTED_LINES_TEXT } from '../rules/text.ts';
import { MASKED_MOBILE_PATTERN } from '../rules/mask.ts';
import { defineOpsEndpoint, type OpsEndpointDef } from './define.ts';
import { opsPageOf, opsPageQuery } from './paging.ts';

/** Drivers' exam attempts newest first, a page at a time; of one course when given. */
export const eduAttemptsQuery = opsPageQuery.extend({ course: eduCourse.optional() });

export const opsEduAttemptRow = z.strictObject({
  id: z.int().positive(),
  course: eduCourse,
  userId: z.int().positive(),
  /** The driver's mobile masked (`139****0003`); an admin reveals a user's at /users/:userId/reveal. */
  mobileMasked: z.string().regex(MASKED_MOBILE_PATTERN),
  correct: z.int().nonnegative(),
  total: z.int().positive(),
  passed: z.boolean(),
  at: z.string(),
});
export type OpsEduAttemptRow = z.output<typeof opsEduAttemptRow>;
export const opsEduAttemptPage = opsPageOf(opsEduAttemptRow);
export type OpsEduAttemptPage = z.output<typeof opsEduAttemptPage>;

export const listEduAttempts = defineOpsEndpoint({
  name: 'listEduAttempts',
  method: 'GET',
  path: '/edu/attempts',
  role: 'viewer',
  query: eduAttemptsQuery,
  response: opsEduAttemptPage,
  summary:
    "Drivers' exam attempts, newest first, of one course when given, each driver's mobile masked; not audited.",
  example: { query: { course: 'track-deduction', page: 1, pageSize: 20 } },
});

// ---- The course and its exam as operators edit them (docs/decisions/045-edu-editor.md) ----

/** The course's lessons as an operator writes them: `#` begins a lesson, other lines paragraphs. */
export const lessonsText = z
  .string()
  .trim()
  .min(1)
  .max(10_000)
  .regex(PASTED_LINES_TEXT, 'text.characters')
  .refine((text) => {
    const lessons = sectionsFromText(text);
    // Every lesson has a heading (the H5 shows each under its own), as the driver's contract says.
    return (
      lessons.length >= 1 &&
      lessons.length <= 20 &&
      lessons.every(
        (lesson) =>
          lesson.heading.length >= 1 &&
          lesson.heading.length <= 60 &&
          lesson.paragraphs.length <= 20 &&
          lesson.paragraphs.every((p) => p.length <= 1000),
      )
    );
  }, 'edu.lessons');

const line = (max: number) =>
  z.string().trim().min(1).max(max).regex(ONE_LINE_TEXT, 'text.characters');

export const eduCourseParams = z.strictObject({ course: eduCourse });
export const eduQuestionParams = z.strictObject({
  id: rowIdParam,
});

/** A question as operators see it: the right option and why included. */
export const opsEduQuestion = z.strictObject({
  id: z.int().positive(),
  /** The order within the exam, lower first. */
  position: z.int(),
  text: z.string(),
  options: z.array(z.string()),
  /** The index of the right option. */
  answer: z.int().nonnegative(),
  explanation: z.string(),
  /** Asked in the exam (true) or taken out of it (false: a new question, or one retired). */
  active: z.boolean(),
});
export type OpsEduQuestion = z.output<typeof opsEduQuestion>;

/** The course whole: its words, its lessons as sections and as text, its questions in order. */
export const opsEduCourse = z.strictObject({
  course: eduCourse,
  title: z.string(),
  summary: z.string(),
  lessons: textSections,
  /** The lessons as the lines an operator edits. */
  lessonsText: z.string(),
  passCorrect: z.int().positive(),
  published: z.boolean(),
  updatedAt: z.string(),
  /** The questions asked (`active`), then those taken out, each group in the exam's order. */
  questions: z.array(opsEduQuestion),
});
export type OpsEduCourse = z.output<typeof opsEduCourse>;

/** A change to the course names the version it was made to (`updatedAt` as read): 409 if stale. */
export const updateEduCourseRequest = z.strictObject({
  title: line(60),
  summary: line(200),
  lessonsText,
  passCorrect: z.int().min(1).max(30),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type UpdateEduCourseRequest = z.output<typeof updateEduCourseRequest>;

/** Publishing or unpublishing names the version too. */
export const eduCourseVersion = z.strictObject({ updatedAt: z.iso.datetime({ offset: true }) });

/** A question as an operator writes it: 2 to 4 distinct options, the right one among them. */
export const eduQuestionFields = z
  .strictObject({
    text: line(300),
    options: z.array(line(120)).min(EDU_OPTIONS.min).max(EDU_OPTIONS.max),
    answer: z
      .int()
      .nonnegative()
      .max(EDU_OPTIONS.max - 1),
    explanation: line(300),
  })
  .refine((q) => q.answer < q.options.length, { path: ['answer'], message: 'edu.answer' })
  .refine((q) => new Set(q.options).size === q.options.length, {
    path: ['options'],
    message: 'edu.options.distinct',
  });
export type EduQuestionFields = z.output<typeof eduQuestionFields>;

export const getEduCourseOps = defineOpsEndpoint({
  name: 'getEduCourseOps',
  method: 'GET',
  path: '/edu/courses/:course',
  role: 'viewer',
  params: eduCourseParams,
  response: opsEduCourse,
  summary:
    'The course whole, published or not: title, summary, `lessons` (as the H5 renders them) and `lessonsText` (the lines an operator edits), `passCorrect`, `published`, `updatedAt`, and every question with its right option (asked first, then those taken out; an edited question is replaced and not listed). 404 (4040) not stored.',
  example: { params: { course: 'track-deduction' } },
});

export const updateEduCourse = defineOpsEndpoint({
  name: 'updateEduCourse',
  method: 'PUT',
  path: '/edu/courses/:course',
  role: 'operator',
  params: eduCourseParams,
  body: updateEduCourseRequest,
  response: opsEduCourse,
  summary:
    'Changes the course (a published one changes for readers at once): `{ title, summary, lessonsText, passCorrect, updatedAt }`, the lessons as lines (`#` begins a lesson). Audited as `edu_course.update` with the fields before and after. 404 (4040) not stored; 409 (1000) saved by someone else since it was read, or a pass mark above the questions asked; 422 a field out of bounds.',
  example: {
    params: { course: 'track-deduction' },
    body: {
      title: '轨迹扣款学习',
      summary: '学会看懂轨迹：什么情况会扣款、怎样避免，有异议时怎样申诉。',
      lessonsText: '# 为什么要看运输轨迹\n轨迹是货物在路上的凭证。',
      passCorrect: 8,
      updatedAt: '2026-11-26T02:00:00.000Z',
    },
  },
});

export const publishEduCourse = defineOpsEndpoint({
  name: 'publishEduCourse',
  method: 'POST',
  path: '/edu/courses/:course/publish',
  role: 'operator',
  params: eduCourseParams,
  body: eduCourseVersion,
  response: opsEduCourse,
  summary:
    'Publishes the course: shown on the H5 and examined. Audited as `edu_course.publish`. 404 (4040) not stored; 409 (1000) already published, stale, no question asked or a pass mark above them.',
  example: {
    params: { course: 'track-deduction' },
    body: { updatedAt: '2026-11-26T02:00:00.000Z' },
  },
});

export const unpublishEduCourse = defineOpsEndpoint({
  name: 'unpublishEduCourse',
  method: 'POST',
  path: '/edu/courses/:course/unpublish',
  role: 'operator',
  params: eduCourseParams,
  body: eduCourseVersion,
  response: opsEduCourse,
  summary:
    'Takes the course off the H5 (its pages and exam answer 404; attempts stay); it can be published again. Audited as `edu_course.unpublish`. 404 (4040) not stored; 409 (1000) not published or stale.',
  example: {
    params: { course: 'track-deduction' },
    body: { updatedAt: '2026-11-26T02:00:00.000Z' },
  },
});

export const createEduQuestion = defineOpsEndpoint({
  name: 'createEduQuestion',
  method: 'POST',
  path: '/edu/courses/:course/questions',
  role: 'operator',
  params: eduCourseParams,
  body: eduQuestionFields,
  response: opsEduQuestion,
  summary:
    'A new question, last in the exam and not asked until it is put in (restore): `{ text, options, answer, explanation }`, 2 to 4 distinct options, `answer` the index of the right one. Audited as `edu_question.create`. 404 (4040) course not stored; 409 (1000) 30 questions asked already; 422 a field out of bounds.',
  example: {
    params: { course: 'track-deduction' },
    body: {
      text: '轨迹断了一小段，应该怎么做？',
      options: ['关掉 App 重新开', '保持 App 运行，信号恢复后会接上'],
      answer: 1,
      explanation: '信号恢复后轨迹会接上，保持 App 在后台运行即可。',
    },
  },
});

export const updateEduQuestion = defineOpsEndpoint({
  name: 'updateEduQuestion',
  method: 'PUT',
  path: '/edu/questions/:id',
  role: 'operator',
  params: eduQuestionParams,
  body: eduQuestionFields,
  response: opsEduQuestion,
  summary:
    'Changes a question by replacing it: a new question (a new id) takes its place and state, the old one is taken out and kept for the attempts that answered it, so an exam in progress is still graded as it was given. Audited as `edu_question.update` with the question before and after. 404 (4040) unknown; 409 (1000) replaced already (someone else changed it since it was read); 422 a field out of bounds.',
  example: {
    params: { id: 10 },
    body: {
      text: '过隧道时信号不好，轨迹断了一小段，会怎样？',
      options: ['一定会被扣款', '短时间中断是正常的；被扣款的可以申诉'],
      answer: 1,
      explanation: '短时间中断是正常的。因此被扣款的，说明情况并附上证明，核实后会退还。',
    },
  },
});

export const retireEduQuestion = defineOpsEndpoint({
  name: 'retireEduQuestion',
  method: 'POST',
  path: '/edu/questions/:id/retire',
  role: 'operator',
  params: eduQuestionParams,
  response: opsEduQuestion,
  summary:
    'Takes a question out of the exam: the next exam started does not ask it; one in progress is still graded with it. Audited as `edu_question.retire`. 404 (4040) unknown; 409 (1000) not asked, replaced, or the questions left would be fewer than the pass mark.',
  example: { params: { id: 10 } },
});

export const restoreEduQuestion = defineOpsEndpoint({
  name: 'restoreEduQuestion',
  method: 'POST',
  path: '/edu/questions/:id/restore',
  role: 'operator',
  params: eduQuestionParams,
  response: opsEduQuestion,
  summary:
    'Puts a question (new or taken out) in the exam: asked from the next exam started. Audited as `edu_question.restore`. 404 (4040) unknown; 409 (1000) asked already, replaced, or 30 asked already.',
  example: { params: { id: 10 } },
});

export const eduOpsEndpoints: readonly OpsEndpointDef[] = [
  listEduAttempts,
  getEduCourseOps,
  updateEduCourse,
  publishEduCourse,
  unpublishEduCourse,
  createEduQuestion,
  updateEduQuestion,
  retireEduQuestion,
  restoreEduQuestion,
];
