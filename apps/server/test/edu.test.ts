// Driver education (docs/decisions/027-driver-education.md): the published course for anyone, with
// the logged-in driver's best attempt; the exam for drivers, without its answers; a hand-in scored
// on the server, recorded, answered with the right options and why, refused field by field when it
// does not answer each question once (storing nothing), capped per driver, course and China day,
// and never stored twice from a replayed request; operators read the attempts with the mobile
// masked. Runs on PGlite and, in `npm test`, on PostgreSQL 15.

import { endpointPath } from '@freight/contract/endpoints/common';
import {
  getEduCourse,
  getEduCourseResponse,
  getEduExam,
  getEduExamResponse,
  submitEduExam,
  submitEduExamResponse,
} from '@freight/contract/endpoints/edu';
import { opsEduAttemptPage } from '@freight/contract/ops';
import { fieldRuleMessage, type FieldRule } from '@freight/contract/rules/field-rules';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eduAttempts, eduCourses, eduQuestions } from '../src/db/schema/edu.ts';
import { users } from '../src/db/schema/users.ts';
import { EDU_TEXTS } from '../src/modules/edu/seed.ts';
import { anonymous, loginAs } from './helpers/login.ts';
import { OpsClient, operatorsOfEachRole } from './helpers/ops.ts';
import type { SignedClient } from './helpers/signed.ts';
import { buildTestApp, type TestApp, TestClock } from './helpers/test-app.ts';
import { newRequestId } from './helpers/request-ids.ts';

const COURSE = endpointPath(getEduCourse);
const EXAM = endpointPath(getEduExam);
const SUBMIT = endpointPath(submitEduExam);
const PASSWORD = 'correct horse battery staple';

const seeded = EDU_TEXTS.find((course) => course.slug === 'track-deduction');
if (!seeded) throw new Error('the seed has no track-deduction course');
const QUESTIONS = seeded.questions;

/** Every question answered right. */
const allRight = () => QUESTIONS.map((q) => ({ question: q.id, choice: q.answer }));
/** Every question answered, the first `wrong` of them wrongly. */
const withWrong = (wrong: number) =>
  QUESTIONS.map((q, i) => ({
    question: q.id,
    choice: i < wrong ? (q.answer + 1) % q.options.length : q.answer,
  }));

let mobiles = 0;
const nextMobile = () => `1365${String(10_000_000 + (mobiles += 1)).slice(1)}`;

const clock = new TestClock();
/** Sets the clock to an instant in Beijing time, e.g. `2026-12-02T23:59:00`. */
const at = (beijing: string) =>
  clock.advance((Date.parse(`${beijing}+08:00`) - clock.now()) / 1000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
});
afterAll(() => t.close());

const newDriver = () => loginAs(t, nextMobile(), 3);

async function attemptCount(): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(eduAttempts);
  return row?.n ?? 0;
}

/** Hands in `answers` with a new key unless `requestId` is given. */
async function submit(
  driver: SignedClient,
  answers: unknown,
  options = {},
  requestId = newRequestId('exam'),
) {
  return driver.post(SUBMIT, { course: 'track-deduction', answers, requestId }, options);
}

async function submitted(driver: SignedClient, answers: unknown) {
  const res = await submit(driver, answers);
  expect(res.envelope.status.code, JSON.stringify(res.envelope)).toBe(0);
  return submitEduExamResponse.parse(res.envelope.data);
}

async function courseAs(client: SignedClient) {
  const res = await client.get(COURSE, { course: 'track-deduction' });
  expect(res.envelope.status.code, JSON.stringify(res.envelope.status)).toBe(0);
  return getEduCourseResponse.parse(res.envelope.data);
}

/** Runs `body` with the course withdrawn, then publishes it again. */
async function whileWithdrawn(body: () => Promise<void>) {
  await t.app.db.update(eduCourses).set({ published: false });
  try {
    await body();
  } finally {
    await t.app.db.update(eduCourses).set({ published: true });
  }
}

const NOT_OPEN = { status: { code: 4040, msg: '这门课程不存在或已经下线' }, data: null };

describe('GET /api/edu/course', () => {
  it('answers the published course to anyone, as text, with no best attempt', async () => {
    const course = await courseAs(anonymous(t));
    expect(course).toMatchObject({
      course: 'track-deduction',
      title: '轨迹扣款学习',
      questionCount: 10,
      passCorrect: 8,
      best: null,
    });
    expect(course.lessons.map((lesson) => lesson.heading)).toEqual([
      '为什么要看运输轨迹',
      '一条完整的轨迹是什么样的',
      '什么情况会扣款，扣多少',
      '怎样避免被扣款',
      '对扣款有异议怎样申诉',
    ]);
    expect(course.lessons).toEqual(seeded.lessons);
    // A shipper has no attempts to show, and neither has a driver who has not taken the exam.
    expect((await courseAs(await loginAs(t, nextMobile(), 1))).best).toBeNull();
    expect((await courseAs(await newDriver())).best).toBeNull();
  });

  it('refuses an unknown course by the schema, and a withdrawn one as not found', async () => {
    for (const course of ['no-such-course', 'Track-Deduction', '']) {
      const res = await anonymous(t).get(COURSE, { course });
      expect(res.statusCode, course).toBe(422);
    }
    expect((await anonymous(t).get(COURSE)).statusCode).toBe(422);
    await whileWithdrawn(async () => {
      const res = await anonymous(t).get(COURSE, { course: 'track-deduction' });
      expect(res.statusCode).toBe(404);
      expect(res.envelope).toEqual(NOT_OPEN);
      const english = await anonymous(t).get(
        COURSE,
        { course: 'track-deduction' },
        { headers: { 'accept-language': 'en-US' } },
      );
      expect(english.envelope.status.msg).toBe(
        'This course does not exist or is no longer published',
      );
    });
  });
});

describe('GET /api/edu/exam', () => {
  it('gives a driver the questions in order with their options, never the answers', async () => {
    const res = await (await newDriver()).get(EXAM, { course: 'track-deduction' });
    expect(res.statusCode).toBe(200);
    const exam = getEduExamResponse.parse(res.envelope.data);
    expect(exam.passCorrect).toBe(8);
    expect(exam.questions).toEqual(
      QUESTIONS.map((q) => ({ id: q.id, text: q.text, options: q.options })),
    );
    const text = JSON.stringify(res.envelope.data);
    expect(text).not.toMatch(/"answer"|"explanation"|"correct"/);
    for (const q of QUESTIONS) expect(text).not.toContain(q.explanation);
  });

  it('needs a driver: nobody is UNAUTHENTICATED, a shipper FORBIDDEN', async () => {
    const nobody = await anonymous(t).get(EXAM, { course: 'track-deduction' });
    expect(nobody.statusCode).toBe(401);
    expect(nobody.envelope).toEqual({
      status: expect.objectContaining({ code: 4010 }),
      data: null,
    });
    const shipper = await (
      await loginAs(t, nextMobile(), 1)
    ).get(EXAM, {
      course: 'track-deduction',
    });
    expect(shipper.statusCode).toBe(403);
    expect(shipper.envelope).toEqual({
      status: expect.objectContaining({ code: 4030 }),
      data: null,
    });
    const handIn = await anonymous(t).post(SUBMIT, {
      course: 'track-deduction',
      answers: allRight(),
      requestId: newRequestId('exam'),
    });
    expect(handIn.envelope.status.code).toBe(4010);
  });

  it('is not found while the course is withdrawn, nor is a hand-in taken', async () => {
    const driver = await newDriver();
    const before = await attemptCount();
    await whileWithdrawn(async () => {
      expect((await driver.get(EXAM, { course: 'track-deduction' })).envelope).toEqual(NOT_OPEN);
      expect((await submit(driver, allRight())).envelope).toEqual(NOT_OPEN);
    });
    expect(await attemptCount()).toBe(before);
  });
});

describe('POST /api/edu/exam/submit', () => {
  it('passes a driver with every answer right, and records the attempt', async () => {
    at('2026-12-01T10:00:00');
    const driver = await newDriver();
    const answer = await submitted(driver, allRight());
    const attempt = { correct: 10, total: 10, passed: true, at: '2026-12-01T02:00:00.000Z' };
    expect(answer.attempt).toEqual(attempt);
    expect(answer.best).toEqual(attempt);
    expect(answer.results).toEqual(
      QUESTIONS.map((q) => ({
        question: q.id,
        answer: q.answer,
        correct: true,
        explanation: q.explanation,
      })),
    );
    const [row] = await t.app.db
      .select()
      .from(eduAttempts)
      .where(eq(eduAttempts.createdAt, new Date(clock.now())));
    expect(row).toMatchObject({
      course: 'track-deduction',
      correct: 10,
      total: 10,
      passed: true,
      answers: allRight(),
    });
    expect((await courseAs(driver)).best).toEqual(attempt);
  });

  it('fails a driver with three wrong, answering the right options and why, in the exam order', async () => {
    const driver = await newDriver();
    // Handed in out of order: the results follow the exam.
    const answers = withWrong(3);
    const answer = await submitted(driver, [...answers].reverse());
    expect(answer.attempt).toMatchObject({ correct: 7, total: 10, passed: false });
    expect(answer.results.map((result) => result.question)).toEqual(QUESTIONS.map((q) => q.id));
    expect(answer.results.map((result) => result.correct)).toEqual([
      ...Array<boolean>(3).fill(false),
      ...Array<boolean>(7).fill(true),
    ]);
    const first = QUESTIONS[0];
    expect(answer.results[0]).toEqual({
      question: first?.id,
      answer: first?.answer,
      correct: false,
      explanation: first?.explanation,
    });
    expect(answer.best).toEqual(answer.attempt);
  });

  it('passes at the pass mark exactly: 8 of 10', async () => {
    const driver = await newDriver();
    expect((await submitted(driver, withWrong(2))).attempt).toMatchObject({
      correct: 8,
      passed: true,
    });
  });

  it('keeps the best attempt: the most right, then the earliest', async () => {
    at('2026-12-02T09:00:00');
    const driver = await newDriver();
    const first = await submitted(driver, withWrong(4));
    expect(first.best).toEqual(first.attempt);

    at('2026-12-02T09:10:00');
    const better = await submitted(driver, withWrong(1));
    expect(better.attempt).toMatchObject({ correct: 9, passed: true });
    expect(better.best).toEqual(better.attempt);

    at('2026-12-02T09:20:00');
    const equal = await submitted(driver, withWrong(1));
    expect(equal.best).toEqual(better.attempt);

    at('2026-12-02T09:30:00');
    const worse = await submitted(driver, withWrong(7));
    expect(worse.attempt).toMatchObject({ correct: 3, passed: false });
    expect(worse.best).toEqual(better.attempt);
    expect((await courseAs(driver)).best).toEqual({
      correct: 9,
      total: 10,
      passed: true,
      at: '2026-12-02T01:10:00.000Z',
    });
    // Another driver's attempts are not this one's.
    expect((await courseAs(await newDriver())).best).toBeNull();
  });

  describe('refuses a hand-in that does not answer each question once, storing nothing', () => {
    const refusal = (fields: { field: string; rule: FieldRule }[]) => ({
      status: expect.objectContaining({ code: 4220 }),
      data: {
        fields: fields.map(({ field, rule }) => ({
          field,
          rule,
          message: fieldRuleMessage(rule, 'zh-CN'),
        })),
      },
    });

    const cases: [string, () => unknown, { field: string; rule: FieldRule }[]][] = [
      [
        'a question left out',
        () => allRight().slice(0, 9),
        [{ field: 'answers', rule: 'exam.incomplete' }],
      ],
      [
        'a question answered twice',
        () => [...allRight(), { question: 1, choice: 0 }],
        [{ field: 'answers.10.question', rule: 'invalid' }],
      ],
      [
        'a question answered twice in place of another',
        () => allRight().map((a, i) => (i === 3 ? { question: 1, choice: 0 } : a)),
        [
          { field: 'answers.3.question', rule: 'invalid' },
          { field: 'answers', rule: 'exam.incomplete' },
        ],
      ],
      [
        'a question the exam does not have',
        () => allRight().map((a, i) => (i === 9 ? { question: 999, choice: 0 } : a)),
        [
          { field: 'answers.9.question', rule: 'exam.changed' },
          { field: 'answers', rule: 'exam.incomplete' },
        ],
      ],
      [
        'a choice past the question’s options (three here)',
        () => allRight().map((a, i) => (i === 5 ? { ...a, choice: 3 } : a)),
        [{ field: 'answers.5.choice', rule: 'choice' }],
      ],
    ];

    it.each(cases)('%s', async (_name, answers, fields) => {
      const driver = await newDriver();
      const before = await attemptCount();
      const res = await submit(driver, answers());
      expect(res.statusCode).toBe(422);
      expect(res.envelope).toEqual(refusal(fields));
      expect(await attemptCount()).toBe(before);
    });

    it('says it in English too', async () => {
      const res = await submit(await newDriver(), allRight().slice(1), {
        headers: { 'accept-language': 'en' },
      });
      expect(res.envelope.data).toEqual({
        fields: [
          {
            field: 'answers',
            rule: 'exam.incomplete',
            message: 'Some questions are not answered yet; answer them all, then hand in',
          },
        ],
      });
    });

    it('leaves to the schema what it can say: no answers, a choice past four, a course unknown', async () => {
      const driver = await newDriver();
      const before = await attemptCount();
      for (const body of [
        { course: 'track-deduction', answers: [] },
        { course: 'track-deduction' },
        { course: 'track-deduction', answers: allRight().map((a) => ({ ...a, choice: 4 })) },
        { course: 'track-deduction', answers: allRight().map((a) => ({ ...a, choice: -1 })) },
        { course: 'track-deduction', answers: allRight().map((a) => ({ ...a, question: 0 })) },
        { course: 'no-such-course', answers: allRight() },
        { course: 'track-deduction', answers: allRight(), passed: true },
      ]) {
        const res = await driver.post(SUBMIT, { requestId: newRequestId('exam'), ...body });
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
      }
      expect(await attemptCount()).toBe(before);
    });
  });

  it('asks only the active questions: a retired one is "the exam has changed"', async () => {
    const retired = QUESTIONS[9]?.id ?? 0;
    await t.app.db.update(eduQuestions).set({ active: false }).where(eq(eduQuestions.id, retired));
    try {
      const driver = await newDriver();
      const exam = getEduExamResponse.parse(
        (await driver.get(EXAM, { course: 'track-deduction' })).envelope.data,
      );
      expect(exam.questions.map((q) => q.id)).not.toContain(retired);
      expect((await courseAs(driver)).questionCount).toBe(9);
      const stale = await submit(driver, allRight());
      expect(stale.envelope.data).toMatchObject({
        fields: [{ field: 'answers.9.question', rule: 'exam.changed' }],
      });
      const answer = await submitted(driver, allRight().slice(0, 9));
      expect(answer.attempt).toMatchObject({ correct: 9, total: 9, passed: true });
    } finally {
      await t.app.db.update(eduQuestions).set({ active: true }).where(eq(eduQuestions.id, retired));
    }
  });

  it('takes 20 hand-ins a China day per driver, then refuses until midnight, storing nothing more', async () => {
    at('2026-12-03T23:58:30');
    const mobile = nextMobile();
    const driver = await loginAs(t, mobile, 3);
    const [user] = await t.app.db.select().from(users).where(eq(users.mobile, mobile));
    const mine = async () =>
      (
        await t.app.db
          .select()
          .from(eduAttempts)
          .where(eq(eduAttempts.userId, user?.id ?? 0))
      ).length;
    for (let i = 1; i <= 20; i += 1) {
      expect((await submit(driver, withWrong(i % 10))).envelope.status.code, `hand-in ${i}`).toBe(
        0,
      );
    }
    const refused = await submit(driver, allRight());
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('90');
    expect(refused.envelope).toEqual({
      status: {
        code: 4290,
        msg: '今天已经交卷 20 次，请明天再考；先回到课程把内容再看一遍吧。有疑问请拨打客服电话 400-000-0000',
      },
      data: { retryAfterSeconds: 90 },
    });
    const english = await submit(driver, allRight(), { headers: { 'accept-language': 'en' } });
    expect(english.envelope.status.msg).toMatch(/^You have handed in this exam 20 times today/);
    expect(await mine()).toBe(20);
    // Another driver is not held back.
    expect((await submit(await newDriver(), allRight())).envelope.status.code).toBe(0);

    at('2026-12-04T00:00:00');
    expect((await submit(driver, allRight())).envelope.status.code).toBe(0);
    expect(await mine()).toBe(21);
  });

  it('counts hand-ins sent at once: the twenty-first of a burst is refused', async () => {
    at('2026-12-05T09:00:00');
    const driver = await newDriver();
    const burst = await Promise.all(Array.from({ length: 22 }, () => submit(driver, withWrong(5))));
    const codes = burst.map((res) => res.envelope.status.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(20);
    expect(codes.filter((code) => code === 4290)).toHaveLength(2);
  });

  it('answers a retry with the same key as the first time, past the day’s cap too, and refuses the key with other answers', async () => {
    const driver = await newDriver();
    const requestId = newRequestId('retry');
    const first = await submit(driver, allRight(), {}, requestId);
    expect(first.envelope.status.code, JSON.stringify(first.envelope)).toBe(0);
    const before = await attemptCount();
    // The answer was lost: the tap again, twice at once.
    const retries = await Promise.all([1, 2].map(() => submit(driver, allRight(), {}, requestId)));
    for (const retry of retries) expect(retry.envelope).toEqual(first.envelope);
    expect(await attemptCount()).toBe(before);
    // The day's twenty used: a new hand-in is refused, the retry is still the first's answer.
    for (let i = 2; i <= 20; i += 1) await submitted(driver, allRight());
    expect((await submit(driver, allRight())).statusCode).toBe(429);
    expect((await submit(driver, allRight(), {}, requestId)).envelope).toEqual(first.envelope);
    // The same key with another answer: refused, nothing stored.
    const changed = allRight().map((a, i) => (i === 0 ? { ...a, choice: (a.choice + 1) % 4 } : a));
    const other = await submit(driver, changed, {}, requestId);
    expect(other.statusCode).toBe(409);
    expect(other.envelope.status.code).toBe(4090);
    expect(await attemptCount()).toBe(before + 19);
  });

  it('scores the contract’s example, a complete hand-in for the seeded exam', async () => {
    const answer = await submitted(await newDriver(), submitEduExam.example.answers);
    expect(answer.attempt).toMatchObject({ total: 10, passed: false });
    expect(answer.results.map((result) => result.question)).toEqual(QUESTIONS.map((q) => q.id));
  });

  it('refuses a replayed request at the gateway, storing it once', async () => {
    const driver = await newDriver();
    const request = await driver.build(SUBMIT, {
      fields: { course: 'track-deduction', answers: allRight(), requestId: newRequestId('exam') },
    });
    const before = await attemptCount();
    expect((await driver.send(request)).envelope.status.code).toBe(0);
    const again = await driver.send(request);
    expect(again.statusCode).toBe(400);
    expect(again.envelope.status.code).toBe(4003);
    expect(await attemptCount()).toBe(before + 1);
  });

  it('lets the attempts go with the account', async () => {
    const mobile = nextMobile();
    const driver = await loginAs(t, mobile, 3);
    await submitted(driver, allRight());
    const [user] = await t.app.db.select().from(users).where(eq(users.mobile, mobile));
    const before = await attemptCount();
    await t.app.db.delete(users).where(eq(users.id, user?.id ?? 0));
    expect(await attemptCount()).toBe(before - 1);
  });
});

describe('GET /ops/api/edu/attempts', () => {
  let ops: Awaited<ReturnType<typeof operatorsOfEachRole>>;
  beforeAll(async () => {
    ops = await operatorsOfEachRole(t.app, PASSWORD);
  });

  it('needs an operator session', async () => {
    const res = await new OpsClient(t.app).request('GET', '/edu/attempts');
    expect(res.statusCode).toBe(401);
  });

  it('lists attempts newest first, a page at a time, with the mobile masked', async () => {
    // The clock only moves on here: the operators' sessions began at the describe's start.
    const mobile = '13900000042';
    const driver = await loginAs(t, mobile, 3);
    const [user] = await t.app.db.select().from(users).where(eq(users.mobile, mobile));
    await submitted(driver, withWrong(3));
    clock.advance(300);
    await submitted(driver, allRight());

    const res = await ops.as('viewer').request('GET', '/edu/attempts?page=1&pageSize=2');
    expect(res.statusCode).toBe(200);
    const page = opsEduAttemptPage.parse(res.json());
    expect(page).toMatchObject({ page: 1, pageSize: 2, total: await attemptCount() });
    expect(page.items).toEqual([
      {
        id: expect.any(Number),
        course: 'track-deduction',
        userId: user?.id,
        mobileMasked: '139****0042',
        correct: 10,
        total: 10,
        passed: true,
        at: new Date(clock.now()).toISOString(),
      },
      expect.objectContaining({ userId: user?.id, correct: 7, passed: false }),
    ]);
    expect(res.body).not.toContain(mobile);

    const next = opsEduAttemptPage.parse(
      (await ops.as('viewer').request('GET', '/edu/attempts?page=2&pageSize=2')).json(),
    );
    expect(next.items).toHaveLength(2);
    expect(next.items.every((item) => item.id < (page.items[1]?.id ?? 0))).toBe(true);

    const ofCourse = opsEduAttemptPage.parse(
      (await ops.as('viewer').request('GET', '/edu/attempts?course=track-deduction')).json(),
    );
    expect(ofCourse.total).toBe(page.total);
    expect(ofCourse.items[0]?.id).toBe(page.items[0]?.id);
    const unknown = await ops.as('viewer').request('GET', '/edu/attempts?course=cooking');
    expect(unknown.statusCode).toBe(422);
  });
});
