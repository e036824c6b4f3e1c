// Driver education (/edu/learning, /edu/exam): a course of lessons on the platform's rules (the
// spec's track-deduction learning) and its exam of single-choice questions, scored on the server:
// the answers never reach the page before the driver has answered, and a pass is recorded.
import * as z from 'zod';
import {
  defineEndpoint,
  isoDateTime,
  OWN_SKELETON,
  REFUSALS_IN_PLACE,
  requestId,
} from './common.ts';
import { EDU_COURSES, EDU_OPTIONS } from './edu-values.ts';

export const eduCourse = z.enum(EDU_COURSES);

const attemptSummary = z.strictObject({
  correct: z.int().nonnegative(),
  total: z.int().positive(),
  passed: z.boolean(),
  at: isoDateTime,
});
export type EduAttemptSummary = z.output<typeof attemptSummary>;

export const getEduCourseRequest = z.strictObject({ course: eduCourse });
export const getEduCourseResponse = z.strictObject({
  course: eduCourse,
  title: z.string().min(1).max(60),
  summary: z.string().max(200),
  /** The lessons in order: headings and paragraphs as text, never HTML. */
  lessons: z
    .array(
      z.strictObject({
        heading: z.string().min(1).max(60),
        paragraphs: z.array(z.string().min(1).max(1000)).min(1).max(20),
      }),
    )
    .min(1)
    .max(20),
  /** The exam: how many questions, and how many right to pass. */
  questionCount: z.int().positive(),
  passCorrect: z.int().positive(),
  /** The logged-in driver's best attempt (null: none yet, or nobody logged in as a driver). */
  best: attemptSummary.nullable(),
});
export type EduCourseData = z.output<typeof getEduCourseResponse>;

export const getEduCourse = defineEndpoint({
  name: 'getEduCourse',
  method: 'GET',
  service: 'oms-service',
  path: '/api/edu/course',
  caller: 'anyone',
  client: OWN_SKELETON,
  request: getEduCourseRequest,
  response: getEduCourseResponse,
  example: { course: 'track-deduction' },
});

export const getEduExamRequest = z.strictObject({ course: eduCourse });
export const getEduExamResponse = z.strictObject({
  course: eduCourse,
  passCorrect: z.int().positive(),
  /** The questions in order, with their options; which is right is not sent. */
  questions: z
    .array(
      z.strictObject({
        id: z.int().positive(),
        text: z.string().min(1).max(300),
        options: z.array(z.string().min(1).max(120)).min(EDU_OPTIONS.min).max(EDU_OPTIONS.max),
      }),
    )
    .min(1)
    .max(30),
});
export type EduExamData = z.output<typeof getEduExamResponse>;

export const getEduExam = defineEndpoint({
  name: 'getEduExam',
  method: 'GET',
  service: 'oms-service',
  path: '/api/edu/exam',
  caller: 'driver',
  client: OWN_SKELETON,
  request: getEduExamRequest,
  response: getEduExamResponse,
  example: { course: 'track-deduction' },
});

export const submitEduExamRequest = z.strictObject({
  course: eduCourse,
  /** One answer per question of the exam, each the index of the option chosen. */
  answers: z
    .array(
      z.strictObject({
        question: z.int().positive(),
        choice: z
          .int()
          .nonnegative()
          .max(EDU_OPTIONS.max - 1),
      }),
    )
    .min(1)
    .max(30),
  /** The tap's key: a retry after a lost answer repeats the first answer, nothing is stored twice. */
  requestId,
});
export const submitEduExamResponse = z.strictObject({
  attempt: attemptSummary,
  /** Each question: the choice that was right, whether the driver's was, and why. */
  results: z.array(
    z.strictObject({
      question: z.int().positive(),
      answer: z.int().nonnegative(),
      correct: z.boolean(),
      explanation: z.string().max(300),
    }),
  ),
  /** The driver's best attempt so far, this one included. */
  best: attemptSummary,
});
export type SubmitEduExamRequest = z.input<typeof submitEduExamRequest>;
export type SubmitEduExamData = z.output<typeof submitEduExamResponse>;

export const submitEduExam = defineEndpoint({
  name: 'submitEduExam',
  method: 'POST',
  service: 'oms-service',
  path: '/api/edu/exam/submit',
  caller: 'driver',
  client: REFUSALS_IN_PLACE,
  request: submitEduExamRequest,
  response: submitEduExamResponse,
  // A complete hand-in for the seeded exam (questions 1 to 10, apps/server/src/modules/edu/seed.ts):
  // the server refuses one that leaves a question out, so an example of one answer would never
  // reach the scoring. Every choice is the first option, which is not the key to the exam.
  example: {
    course: 'track-deduction',
    answers: Array.from({ length: 10 }, (_, i) => ({ question: i + 1, choice: 0 })),
    requestId: 'e0x1a2m3h4a5n6d7',
  },
});
