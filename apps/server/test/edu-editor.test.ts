// Operators keeping driver education (docs/decisions/045-edu-editor.md): the course read whole
// and changed under an optimistic lock, a pass mark never above the questions asked, questions
// added, changed (replaced), taken out and put back as the H5's exam sees them, an exam in
// progress still graded as it was given, every change audited, bad input refused unchanged, and
// the seed leaving operators' edits alone.

import {
  getEduCourse,
  getEduCourseResponse,
  getEduExam,
  getEduExamResponse,
  submitEduExam,
  submitEduExamResponse,
} from '@freight/contract/endpoints/edu';
import { endpointPath } from '@freight/contract/endpoints/common';
import { type OpsEduCourse, opsEduCourse, opsEduQuestion } from '@freight/contract/ops';
import { sectionsFromText } from '@freight/contract/rules/sections';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eduCourses, eduQuestions } from '../src/db/schema/edu.ts';
import { operatorAudit } from '../src/db/schema/operators.ts';
import { EXAM_GRACE_MS } from '../src/modules/edu/exam.ts';
import { EDU_TEXTS, eduSeed } from '../src/modules/edu/seed.ts';
import { anonymous, loginAs } from './helpers/login.ts';
import { OpsClient, operatorsOfEachRole } from './helpers/ops.ts';
import { SEED_CONTEXT } from './helpers/pii.ts';
import { newRequestId } from './helpers/request-ids.ts';
import type { SignedClient } from './helpers/signed.ts';
import { buildTestApp, type TestApp, TestClock } from './helpers/test-app.ts';

const PASSWORD = 'correct horse battery staple';
const COURSE_PATH = '/edu/courses/track-deduction';
const clock = new TestClock();
let t: TestApp;
let ops: Awaited<ReturnType<typeof operatorsOfEachRole>>;
beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  ops = await operatorsOfEachRole(t.app, PASSWORD);
});
afterAll(() => t.close());

const seeded = EDU_TEXTS.find((course) => course.slug === 'track-deduction');
if (!seeded) throw new Error('the seed has no track-deduction course');

let mobiles = 0;
const newDriver = () => loginAs(t, `1366${String(10_000_000 + (mobiles += 1)).slice(1)}`, 3);

const NEW_QUESTION = {
  text: '轨迹断了一小段，应该怎么做？',
  options: ['关掉 App 重新开', '保持 App 运行，信号恢复后会接上'],
  answer: 1,
  explanation: '信号恢复后轨迹会接上，保持 App 在后台运行即可。',
};

async function course(client: OpsClient = ops.as('viewer')): Promise<OpsEduCourse> {
  const res = await client.request('GET', COURSE_PATH);
  expect(res.statusCode, res.body).toBe(200);
  return opsEduCourse.parse(res.json());
}

/** The course's editable fields as read, ready to send back. */
const fieldsOf = (c: OpsEduCourse) => ({
  title: c.title,
  summary: c.summary,
  lessonsText: c.lessonsText,
  passCorrect: c.passCorrect,
  updatedAt: c.updatedAt,
});

async function exam(driver: SignedClient) {
  const res = await driver.get(endpointPath(getEduExam), { course: 'track-deduction' });
  return getEduExamResponse.parse(res.envelope.data);
}

async function h5Course() {
  return anonymous(t).get(endpointPath(getEduCourse), { course: 'track-deduction' });
}

async function storedQuestion(id: number) {
  const [row] = await t.app.db.select().from(eduQuestions).where(eq(eduQuestions.id, id));
  return row;
}

/** Every answer right, as the stored questions say. */
async function rightAnswers(ids: readonly number[]) {
  const rows = await t.app.db
    .select()
    .from(eduQuestions)
    .where(inArray(eduQuestions.id, [...ids]));
  const answerOf = new Map(rows.map((row) => [row.id, row.answer]));
  return ids.map((id) => ({ question: id, choice: answerOf.get(id) ?? 0 }));
}

function handIn(driver: SignedClient, answers: unknown) {
  return driver.post(endpointPath(submitEduExam), {
    course: 'track-deduction',
    answers,
    requestId: newRequestId('exam'),
  });
}

async function audits(kind: 'edu_course' | 'edu_question', id: string | number) {
  return t.app.db
    .select()
    .from(operatorAudit)
    .where(and(eq(operatorAudit.targetKind, kind), eq(operatorAudit.targetId, String(id))))
    .orderBy(operatorAudit.id);
}

describe('the driver education editor', () => {
  it('needs a session to read and an operator to change', async () => {
    expect((await new OpsClient(t.app).request('GET', COURSE_PATH)).statusCode).toBe(401);
    const before = await course();
    const viewer = ops.as('viewer');
    const writes = [
      viewer.request('PUT', COURSE_PATH, { body: { ...fieldsOf(before), title: '看客改的' } }),
      viewer.request('POST', `${COURSE_PATH}/unpublish`, {
        body: { updatedAt: before.updatedAt },
      }),
      viewer.request('POST', `${COURSE_PATH}/questions`, { body: NEW_QUESTION }),
      viewer.request('PUT', '/edu/questions/1', { body: NEW_QUESTION }),
      viewer.request('POST', '/edu/questions/1/retire'),
      viewer.request('POST', '/edu/questions/1/restore'),
    ];
    for (const res of await Promise.all(writes)) expect(res.statusCode).toBe(403);
    expect(await course()).toEqual(before);
    expect(
      await t.app.db.select().from(operatorAudit).where(eq(operatorAudit.targetKind, 'edu_course')),
    ).toEqual([]);
  });

  it('reads the seeded course whole: its lessons as text that makes the same lessons', async () => {
    const c = await course();
    expect(c).toMatchObject({
      course: 'track-deduction',
      title: seeded.title,
      passCorrect: seeded.passCorrect,
      published: true,
    });
    expect(c.lessons).toEqual(seeded.lessons);
    expect(sectionsFromText(c.lessonsText)).toEqual(seeded.lessons);
    expect(c.questions.map((q) => q.id)).toEqual(seeded.questions.map((q) => q.id));
    expect(c.questions[0]).toMatchObject({ answer: seeded.questions[0]?.answer, active: true });
  });

  it('changes the course as the H5 shows it, and refuses a save over a newer version', async () => {
    const operator = ops.as('operator');
    const before = await course();
    clock.advance(60);
    const res = await operator.request('PUT', COURSE_PATH, {
      body: {
        ...fieldsOf(before),
        title: '轨迹扣款学习（新版）',
        lessonsText: '# 第一课\n轨迹是凭证。\n第二段。\n\n# 第二课\n申诉要附证明。',
        passCorrect: 7,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = opsEduCourse.parse(res.json());
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    const shown = getEduCourseResponse.parse((await h5Course()).envelope.data);
    expect(shown).toMatchObject({
      title: '轨迹扣款学习（新版）',
      passCorrect: 7,
      lessons: [
        { heading: '第一课', paragraphs: ['轨迹是凭证。', '第二段。'] },
        { heading: '第二课', paragraphs: ['申诉要附证明。'] },
      ],
    });

    // Two saves of the same version: one goes through.
    const save = (client: OpsClient, title: string) =>
      client.request('PUT', COURSE_PATH, { body: { ...fieldsOf(after), title } });
    const answers = await Promise.all([
      save(ops.as('operator'), '甲的标题'),
      save(ops.as('admin'), '乙的标题'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.statusCode === 409);
    expect(refused?.json()).toMatchObject({
      status: { msg: '这门课程刚被别人修改过，请刷新后在最新内容上修改' },
    });
    // A save made to the first version: refused, nothing changed.
    const kept = (await course()).title;
    const stale = await operator.request('PUT', COURSE_PATH, {
      body: { ...fieldsOf(before), title: '旧版本上的修改' },
    });
    expect(stale.statusCode).toBe(409);
    expect((await course()).title).toBe(kept);

    const log = await audits('edu_course', 'track-deduction');
    expect(log.map((entry) => entry.action)).toEqual(['edu_course.update', 'edu_course.update']);
    expect(log[0]).toMatchObject({
      before: {
        title: seeded.title,
        passCorrect: seeded.passCorrect,
        lessonsText: before.lessonsText,
      },
      after: { title: '轨迹扣款学习（新版）', passCorrect: 7 },
    });
    expect(log[0]?.operatorId).toBeTruthy();
  });

  it('never lets the pass mark exceed the questions asked', async () => {
    const operator = ops.as('operator');
    const c = await course();
    const asked = c.questions.filter((q) => q.active).length;
    const above = await operator.request('PUT', COURSE_PATH, {
      body: { ...fieldsOf(c), passCorrect: asked + 1 },
    });
    expect(above.statusCode).toBe(409);
    expect(above.json()).toMatchObject({
      status: {
        msg: `及格线（答对 ${asked + 1} 题）不能超过考试的题目数（${asked} 题）；请先降低及格线或把题目放回考试`,
      },
    });
    const atMost = await operator.request('PUT', COURSE_PATH, {
      body: { ...fieldsOf(c), passCorrect: asked },
    });
    expect(atMost.statusCode, atMost.body).toBe(200);
    // Now every question is needed: taking one out is refused, nothing changes.
    const retire = await operator.request('POST', `/edu/questions/${c.questions[0]?.id}/retire`);
    expect(retire.statusCode).toBe(409);
    expect((await storedQuestion(c.questions[0]?.id ?? 0))?.active).toBe(true);
    const back = opsEduCourse.parse(atMost.json());
    const restored = await operator.request('PUT', COURSE_PATH, {
      body: { ...fieldsOf(back), passCorrect: 8 },
    });
    expect(restored.statusCode).toBe(200);
  });

  it('adds a question not asked until put in, takes one out and puts it back, as the H5 sees it', async () => {
    const operator = ops.as('operator');
    const driver = await newDriver();
    const created = await operator.request('POST', `${COURSE_PATH}/questions`, {
      body: NEW_QUESTION,
    });
    expect(created.statusCode, created.body).toBe(200);
    const added = opsEduQuestion.parse(created.json());
    expect(added).toMatchObject({ ...NEW_QUESTION, active: false, position: 11 });
    expect(added.id).toBeGreaterThanOrEqual(1001);
    expect((await exam(driver)).questions.map((q) => q.id)).not.toContain(added.id);

    const putIn = await operator.request('POST', `/edu/questions/${added.id}/restore`);
    expect(opsEduQuestion.parse(putIn.json()).active).toBe(true);
    expect((await operator.request('POST', `/edu/questions/${added.id}/restore`)).statusCode).toBe(
      409,
    );
    const withNew = await exam(driver);
    expect(withNew.questions.map((q) => q.id).at(-1)).toBe(added.id);
    expect(withNew.questions).toHaveLength(11);

    const out = await operator.request('POST', '/edu/questions/3/retire');
    expect(opsEduQuestion.parse(out.json()).active).toBe(false);
    expect((await operator.request('POST', '/edu/questions/3/retire')).statusCode).toBe(409);
    const without = await exam(driver);
    expect(without.questions.map((q) => q.id)).not.toContain(3);
    expect(getEduCourseResponse.parse((await h5Course()).envelope.data).questionCount).toBe(10);
    // The console lists it after the asked ones.
    expect((await course()).questions.at(-1)).toMatchObject({ id: 3, active: false });

    const all = await rightAnswers(without.questions.map((q) => q.id));
    const graded = await handIn(driver, all);
    expect(submitEduExamResponse.parse(graded.envelope.data).attempt).toMatchObject({
      correct: 10,
      total: 10,
      passed: true,
    });

    const back = await operator.request('POST', '/edu/questions/3/restore');
    expect(opsEduQuestion.parse(back.json()).active).toBe(true);
    expect((await exam(driver)).questions.map((q) => q.id)).toContain(3);

    expect((await audits('edu_question', added.id)).map((e) => e.action)).toEqual([
      'edu_question.create',
      'edu_question.restore',
    ]);
    const three = await audits('edu_question', 3);
    expect(three.map((e) => [e.action, e.before, e.after])).toEqual([
      ['edu_question.retire', { active: true }, { active: false }],
      ['edu_question.restore', { active: false }, { active: true }],
    ]);
    // Leave the seeded ten asked, as the rest of the file expects.
    await operator.request('POST', `/edu/questions/${added.id}/retire`);
  });

  it('grades an exam in progress against the questions it was given', async () => {
    const operator = ops.as('operator');
    const driver = await newDriver();
    const given = await exam(driver);
    const givenIds = given.questions.map((q) => q.id);
    const answers = await rightAnswers(givenIds);

    // While the driver answers: question 5 changed (replaced), question 6 taken out.
    clock.advance(30);
    const before5 = await storedQuestion(5);
    const edited = await operator.request('PUT', '/edu/questions/5', {
      body: { ...NEW_QUESTION, text: '新的第五题', answer: 0 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const successor = opsEduQuestion.parse(edited.json());
    expect(successor).toMatchObject({ text: '新的第五题', active: true, position: 5 });
    expect(successor.id).not.toBe(5);
    expect(await storedQuestion(5)).toMatchObject({
      text: before5?.text,
      active: false,
      replacedBy: successor.id,
    });
    expect((await operator.request('POST', '/edu/questions/6/retire')).statusCode).toBe(200);

    // The next exam asks the successor in 5's place, and not 6.
    const next = await exam(await newDriver());
    expect(next.questions.map((q) => q.id)).toEqual(
      givenIds.filter((id) => id !== 6).map((id) => (id === 5 ? successor.id : id)),
    );
    // The old question is listed no more and cannot be changed, put back or edited again.
    expect((await course()).questions.map((q) => q.id)).not.toContain(5);
    for (const res of [
      await operator.request('PUT', '/edu/questions/5', { body: NEW_QUESTION }),
      await operator.request('POST', '/edu/questions/5/restore'),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        status: { msg: '这道题刚被别人修改过，已换成新的版本，请刷新后在最新内容上修改' },
      });
    }

    // The exam in progress: graded against what it was given, every answer right.
    clock.advance(10 * 60);
    const graded = await handIn(driver, answers);
    expect(graded.envelope.status.code, JSON.stringify(graded.envelope)).toBe(0);
    const result = submitEduExamResponse.parse(graded.envelope.data);
    expect(result.attempt).toMatchObject({ correct: 10, total: 10, passed: true });
    expect(result.results.find((r) => r.question === 5)).toMatchObject({
      answer: before5?.answer,
      explanation: before5?.explanation,
    });

    // A page held past the grace: told the exam has changed, nothing stored.
    // (The changes made longer ago than the grace: the operators' sessions would not last.)
    const late = await newDriver();
    await t.app.db
      .update(eduQuestions)
      .set({ changedAt: new Date(clock.now() - EXAM_GRACE_MS - 60_000) })
      .where(inArray(eduQuestions.id, [5, 6, successor.id]));
    const refused = await handIn(late, answers);
    expect(refused.envelope.data).toMatchObject({
      fields: expect.arrayContaining([expect.objectContaining({ rule: 'exam.changed' })]),
    });
    // The current exam grades as it is.
    const current = await handIn(late, await rightAnswers(next.questions.map((q) => q.id)));
    expect(submitEduExamResponse.parse(current.envelope.data).attempt).toMatchObject({
      correct: 9,
      total: 9,
    });

    // A made-up exam (a few old and new questions) is not one that was given: refused.
    const madeUp = await handIn(late, await rightAnswers([1, 2, 5, successor.id]));
    expect(madeUp.envelope.status.code).not.toBe(0);

    const log = await audits('edu_question', 5);
    expect(log.map((e) => e.action)).toEqual(['edu_question.update']);
    expect(log[0]).toMatchObject({
      before: { id: 5, text: before5?.text, active: true },
      after: { id: successor.id, text: '新的第五题', answer: 0, active: true },
    });
  });

  it('publishes and unpublishes the course under the same lock', async () => {
    const operator = ops.as('operator');
    const c = await course();
    const down = await operator.request('POST', `${COURSE_PATH}/unpublish`, {
      body: { updatedAt: c.updatedAt },
    });
    expect(down.statusCode, down.body).toBe(200);
    const off = opsEduCourse.parse(down.json());
    expect(off.published).toBe(false);
    expect((await h5Course()).envelope.status.code).toBe(4040);
    const driver = await newDriver();
    expect(
      (await driver.get(endpointPath(getEduExam), { course: 'track-deduction' })).envelope.status
        .code,
    ).toBe(4040);
    // Stale, then already so.
    const stale = await operator.request('POST', `${COURSE_PATH}/publish`, {
      body: { updatedAt: c.updatedAt },
    });
    expect(stale.statusCode).toBe(409);
    const again = await operator.request('POST', `${COURSE_PATH}/unpublish`, {
      body: { updatedAt: off.updatedAt },
    });
    expect(again.statusCode).toBe(409);
    const up = await operator.request('POST', `${COURSE_PATH}/publish`, {
      body: { updatedAt: off.updatedAt },
    });
    expect(opsEduCourse.parse(up.json()).published).toBe(true);
    expect((await h5Course()).envelope.status.code).toBe(0);
    const log = await audits('edu_course', 'track-deduction');
    expect(log.slice(-2).map((e) => [e.action, e.before, e.after])).toEqual([
      ['edu_course.unpublish', { published: true }, { published: false }],
      ['edu_course.publish', { published: false }, { published: true }],
    ]);
  });

  it('refuses bad input and changes nothing', async () => {
    const operator = ops.as('operator');
    const c = await course();
    const auditCount = async () => (await t.app.db.select().from(operatorAudit)).length;
    const before = await auditCount();
    const badCourse: Record<string, unknown>[] = [
      { ...fieldsOf(c), title: '   ' },
      { ...fieldsOf(c), title: '标题\u0000' },
      { ...fieldsOf(c), summary: '摘要\u202e' },
      { ...fieldsOf(c), title: '长'.repeat(61) },
      { ...fieldsOf(c), passCorrect: 0 },
      { ...fieldsOf(c), passCorrect: 2.5 },
      { ...fieldsOf(c), passCorrect: '8' },
      { ...fieldsOf(c), lessonsText: '# 只有标题' },
      { ...fieldsOf(c), lessonsText: '没有标题的一段' },
      { ...fieldsOf(c), lessonsText: `# ${'长'.repeat(61)}\n段落` },
      {
        ...fieldsOf(c),
        lessonsText: Array.from({ length: 21 }, (_, i) => `# 第${i}课\n段落`).join('\n'),
      },
      { ...fieldsOf(c), published: false },
      { ...fieldsOf(c), updatedAt: undefined },
      { ...fieldsOf(c), updatedAt: 'yesterday' },
    ];
    for (const body of badCourse) {
      const res = await operator.request('PUT', COURSE_PATH, { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    const noLessons = await operator.request('PUT', COURSE_PATH, {
      body: { ...fieldsOf(c), lessonsText: '没有标题的一段' },
    });
    expect(JSON.stringify(noLessons.json())).toContain('以 # 开头的一行是一课的标题');
    expect(
      (await operator.request('PUT', '/edu/courses/cooking', { body: fieldsOf(c) })).statusCode,
    ).toBe(422);

    const badQuestion: Record<string, unknown>[] = [
      { ...NEW_QUESTION, options: ['只有一个'], answer: 0 },
      { ...NEW_QUESTION, options: ['一', '二', '三', '四', '五'] },
      { ...NEW_QUESTION, answer: 2 },
      { ...NEW_QUESTION, answer: -1 },
      { ...NEW_QUESTION, options: ['一样', '一样'] },
      { ...NEW_QUESTION, options: ['好', '  '] },
      { ...NEW_QUESTION, text: '' },
      { ...NEW_QUESTION, text: '题\u0007' },
      { ...NEW_QUESTION, explanation: '长'.repeat(301) },
      { ...NEW_QUESTION, active: true },
      { ...NEW_QUESTION, id: 99 },
      { text: NEW_QUESTION.text },
    ];
    for (const body of badQuestion) {
      const res = await operator.request('POST', `${COURSE_PATH}/questions`, { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      const edit = await operator.request('PUT', '/edu/questions/1', { body });
      expect(edit.statusCode, JSON.stringify(body)).toBe(422);
    }
    const sameOptions = await operator.request('POST', `${COURSE_PATH}/questions`, {
      body: { ...NEW_QUESTION, options: ['一样', '一样'] },
    });
    expect(JSON.stringify(sameOptions.json())).toContain('选项不能重复');
    for (const path of ['/edu/questions/0/retire', '/edu/questions/abc/retire']) {
      expect((await operator.request('POST', path)).statusCode).toBe(422);
    }
    expect((await operator.request('POST', '/edu/questions/999999/retire')).statusCode).toBe(404);
    expect(
      (await operator.request('PUT', '/edu/questions/999999', { body: NEW_QUESTION })).statusCode,
    ).toBe(404);

    expect(await course()).toEqual(c);
    expect(await auditCount()).toBe(before);
  });

  it('leaves operators\u2019 edits alone when the seed runs again', async () => {
    const c = await course();
    expect(c.title).not.toBe(seeded.title);
    const [row] = await t.app.db
      .select()
      .from(eduCourses)
      .where(eq(eduCourses.slug, 'track-deduction'));
    await t.app.db.transaction((tx) => eduSeed.run(tx, SEED_CONTEXT));
    expect(await course()).toEqual(c);
    const [again] = await t.app.db
      .select()
      .from(eduCourses)
      .where(eq(eduCourses.slug, 'track-deduction'));
    expect(again).toEqual(row);
    // The replaced and the retired seeded questions stay so.
    expect(await storedQuestion(5)).toMatchObject({ active: false });
    expect(await storedQuestion(6)).toMatchObject({ active: false });
  });
});
