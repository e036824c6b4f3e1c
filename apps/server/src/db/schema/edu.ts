// Driver education (docs/decisions/027-driver-education.md): courses of lessons on the platform's
// rules, each with an exam of single-choice questions scored on the server, and the drivers'
// attempts. What must hold is held here:
// - a course's slug is one of the contract's EDU_COURSES, its lessons a non-empty list and its pass
//   mark positive;
// - a question has 2 to 4 options (the contract's EDU_OPTIONS) and its answer is one of them; a
//   replaced question is retired;
// - an attempt never counts more right than it has questions;
// - a driver's best attempt of a course and the day's attempts (the daily cap) are found by index.

import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import type { EduCourse } from '@freight/contract/endpoints/edu-values';
import { users } from './users.ts';

export interface EduLesson {
  heading: string;
  paragraphs: string[];
}

/** One answer as given: the question's id and the index of the option chosen. */
export interface EduAnswer {
  question: number;
  choice: number;
}

export const eduCourses = pgTable(
  'edu_courses',
  {
    // The contract's EDU_COURSES.
    slug: varchar('slug', { length: 40 }).$type<EduCourse>().primaryKey(),
    title: varchar('title', { length: 60 }).notNull(),
    summary: varchar('summary', { length: 200 }).notNull(),
    // Structured text (headings and paragraphs), never HTML: pages render it as text.
    lessons: jsonb('lessons').$type<EduLesson[]>().notNull(),
    // How many questions answered right pass the exam.
    passCorrect: smallint('pass_correct').notNull(),
    // Only a published course is shown, examined and open to attempts.
    published: boolean('published').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('edu_courses_slug_check', sql`${table.slug} in ('track-deduction')`),
    check(
      'edu_courses_lessons_check',
      sql`case when jsonb_typeof(${table.lessons}) = 'array' then jsonb_array_length(${table.lessons}) between 1 and 20 else false end`,
    ),
    check('edu_courses_pass_correct_check', sql`${table.passCorrect} between 1 and 30`),
  ],
);

export const eduQuestions = pgTable(
  'edu_questions',
  {
    // The seed gives its questions fixed ids below 1001 (the contract's example answers them);
    // a question added otherwise takes the next id from 1001.
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedByDefaultAsIdentity({ startWith: 1001 }),
    course: varchar('course', { length: 40 })
      .$type<EduCourse>()
      .notNull()
      .references(() => eduCourses.slug, { onDelete: 'cascade' }),
    // The order within the exam (lower first).
    position: smallint('position').notNull(),
    text: varchar('text', { length: 300 }).notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    // The index of the right option: never sent before the driver has answered.
    answer: smallint('answer').notNull(),
    // Why the right option is right, shown with the results.
    explanation: varchar('explanation', { length: 300 }).notNull(),
    // Only active questions are asked; a retired one stays for the attempts that answered it.
    active: boolean('active').notNull().default(true),
    // A question's words never change once stored (attempts name it): an operator's edit adds its
    // successor and points the old one at it (docs/decisions/045-edu-editor.md).
    replacedBy: bigint('replaced_by', { mode: 'number' }).references(
      (): AnyPgColumn => eduQuestions.id,
    ),
    // When an operator last added, retired, restored or replaced it (null: as seeded). A hand-in
    // may answer the exam as it was before changes this recent (exam.ts).
    changedAt: timestamp('changed_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'edu_questions_options_check',
      sql`case when jsonb_typeof(${table.options}) = 'array' then jsonb_array_length(${table.options}) between 2 and 4 and ${table.answer} >= 0 and ${table.answer} < jsonb_array_length(${table.options}) else false end`,
    ),
    check('edu_questions_replaced_check', sql`${table.replacedBy} is null or not ${table.active}`),
    index('edu_questions_course_idx').on(table.course, table.position),
  ],
);

export const eduAttempts = pgTable(
  'edu_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // The driver's own record: it goes with the account.
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    course: varchar('course', { length: 40 })
      .$type<EduCourse>()
      .notNull()
      .references(() => eduCourses.slug),
    correct: smallint('correct').notNull(),
    total: smallint('total').notNull(),
    // Against the course's pass mark at the time.
    passed: boolean('passed').notNull(),
    // Every answer as given, in the exam's order.
    answers: jsonb('answers').$type<EduAnswer[]>().notNull(),
    // The key of the tap that handed it in (the contract's `requestId`): a retry after a lost
    // answer repeats this attempt's answer instead of counting a second one.
    requestId: varchar('request_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('edu_attempts_request_unique').on(table.userId, table.requestId),
    check(
      'edu_attempts_score_check',
      sql`${table.total} > 0 and ${table.correct} between 0 and ${table.total}`,
    ),
    check('edu_attempts_answers_check', sql`jsonb_typeof(${table.answers}) = 'array'`),
    // A driver's best of a course: the most right, then the earliest.
    index('edu_attempts_best_idx').on(
      table.userId,
      table.course,
      table.correct.desc(),
      table.createdAt,
    ),
    // The daily cap counts a driver's attempts of a course since the China day began.
    index('edu_attempts_day_idx').on(table.userId, table.course, table.createdAt),
    // The operators' list of a course, newest first.
    index('edu_attempts_course_idx').on(table.course, table.id),
  ],
);
