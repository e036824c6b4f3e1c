// Operators keeping the grades and their rights (docs/decisions/046-grades-in-the-console.md):
// roles, a save over a newer version refused, thresholds kept in order, bad input refused
// unchanged, the H5's getGrade answering the edited words and thresholds, a recorded grade that
// never falls, the seed leaving edited rows alone, and every change audited.

import { endpointPath } from '@freight/contract/endpoints/common';
import { getGrade, getGradeResponse } from '@freight/contract/endpoints/loyalty';
import { type OpsGrades, opsGrades } from '@freight/contract/ops';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradeLevels, gradeRights, userGrades } from '../src/db/schema/loyalty.ts';
import { users } from '../src/db/schema/users.ts';
import { operatorAudit } from '../src/db/schema/operators.ts';
import { runSeeds } from '../src/db/seed.ts';
import { DRIVER_GRADES, PUBLISHED_GRADES } from '../src/modules/loyalty/grade-levels.ts';
import { recomputeGrade } from '../src/modules/loyalty/grades.ts';
import { gradesSeed, publishGrades } from '../src/modules/loyalty/seed.ts';
import { DEMO_DRIVER_MOBILE } from '../src/modules/users/seed.ts';
import { anonymous, loginAs } from './helpers/login.ts';
import { OpsClient, operatorsOfEachRole } from './helpers/ops.ts';
import { SEED_CONTEXT } from './helpers/pii.ts';
import { buildTestApp, type TestApp, TestClock } from './helpers/test-app.ts';

const PASSWORD = 'correct horse battery staple';
const GRADE = endpointPath(getGrade);
const clock = new TestClock();
let t: TestApp;
let ops: Awaited<ReturnType<typeof operatorsOfEachRole>>;
beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  ops = await operatorsOfEachRole(t.app, PASSWORD);
});
afterAll(() => t.close());

async function grades(userType: 1 | 3): Promise<OpsGrades> {
  const res = await ops.as('viewer').request('GET', `/grades?userType=${userType}`);
  expect(res.statusCode, res.body).toBe(200);
  return opsGrades.parse(res.json());
}

async function h5(userType: 1 | 3, language: 'zh-CN' | 'en-US' = 'zh-CN', client = anonymous(t)) {
  const res = await client.get(GRADE, { userType }, { headers: { 'accept-language': language } });
  return getGradeResponse.parse(res.envelope.data);
}

const levelOf = (data: OpsGrades, level: number) => {
  const found = data.levels.find((each) => each.level === level);
  if (!found) throw new Error(`no level ${level}`);
  return found;
};

const rightBySlug = (data: OpsGrades, slug: string) => {
  const found = data.levels.flatMap((level) => level.rights).find((each) => each.slug === slug);
  if (!found) throw new Error(`no right ${slug}`);
  return found;
};

async function audits(kind: 'grade_level' | 'grade_right', id: string | number) {
  return t.app.db
    .select()
    .from(operatorAudit)
    .where(and(eq(operatorAudit.targetKind, kind), eq(operatorAudit.targetId, String(id))))
    .orderBy(operatorAudit.id);
}

const levelBody = (level: OpsGrades['levels'][number]) => ({
  nameZh: level.nameZh,
  nameEn: level.nameEn,
  minCount: level.minCount,
  updatedAt: level.updatedAt,
});

const rightBody = (right: OpsGrades['levels'][number]['rights'][number]) => ({
  level: right.level,
  titleZh: right.titleZh,
  titleEn: right.titleEn,
  summaryZh: right.summaryZh,
  summaryEn: right.summaryEn,
  detailZh: right.detailZh,
  detailEn: right.detailEn,
  position: right.position,
  updatedAt: right.updatedAt,
});

describe('the grades editor', () => {
  it('needs a session to read and an operator to change', async () => {
    expect((await new OpsClient(t.app).request('GET', '/grades?userType=3')).statusCode).toBe(401);
    const before = await grades(3);
    expect(before.levels.map((level) => level.minCount)).toEqual([0, 10, 30, 60, 120, 200]);
    expect(before.levels.every((level) => level.editedAt === null)).toBe(true);
    const silver = levelOf(before, 3);
    const fuel = rightBySlug(before, 'driver-monthly-fuel-coupon');
    const viewer = ops.as('viewer');
    const writes = [
      viewer.request('POST', '/grades/levels', {
        body: { userType: 3, nameZh: '传奇', nameEn: 'Legend', minCount: 900 },
      }),
      viewer.request('PUT', '/grades/levels/3/3', {
        body: { ...levelBody(silver), nameZh: '看客改名' },
      }),
      viewer.request('POST', '/grades/rights', {
        body: { ...rightBody(fuel), userType: 3, slug: 'viewer-try', updatedAt: undefined },
      }),
      viewer.request('PUT', `/grades/rights/${fuel.id}`, { body: rightBody(fuel) }),
      viewer.request('POST', `/grades/rights/${fuel.id}/retire`, {
        body: { updatedAt: fuel.updatedAt },
      }),
    ];
    for (const res of await Promise.all(writes)) expect(res.statusCode).toBe(403);
    expect(await grades(3)).toEqual(before);
  });

  it('renames a level and rewrites a right as the H5 then shows them, audited', async () => {
    const operator = ops.as('operator');
    const before = await grades(3);
    const silver = levelOf(before, 3);
    clock.advance(60);
    const renamed = await operator.request('PUT', '/grades/levels/3/3', {
      body: { ...levelBody(silver), nameZh: '白银老司机', nameEn: 'Silver road' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const afterLevel = levelOf(opsGrades.parse(renamed.json()), 3);
    expect(afterLevel).toMatchObject({ nameZh: '白银老司机', editedBy: 'operator-1' });
    expect(Date.parse(afterLevel.updatedAt)).toBeGreaterThan(Date.parse(silver.updatedAt));

    const fuel = rightBySlug(before, 'driver-monthly-fuel-coupon');
    const rewritten = await operator.request('PUT', `/grades/rights/${fuel.id}`, {
      body: {
        ...rightBody(fuel),
        titleZh: '每月 30 元加油券',
        summaryEn: 'One ¥30 fuel coupon a month',
        detailZh: '第一段。\n第二段。',
        position: 5,
      },
    });
    expect(rewritten.statusCode, rewritten.body).toBe(200);
    const shown = await h5(3);
    expect(shown.levels[2]?.name).toBe('白银老司机');
    // Moved to the end of its level.
    expect(shown.levels[2]?.rights.at(-1)).toMatchObject({
      slug: fuel.slug,
      title: '每月 30 元加油券',
      detail: '第一段。\n第二段。',
    });
    const english = await h5(3, 'en-US');
    expect(english.levels[2]?.name).toBe('Silver road');
    expect(english.levels[2]?.rights.at(-1)?.summary).toBe('One ¥30 fuel coupon a month');

    const [levelAudit] = await audits('grade_level', '3-3');
    expect(levelAudit).toMatchObject({
      action: 'grade_level.update',
      actor: 'operator-1',
      before: { nameZh: '白银司机', nameEn: 'Silver', minCount: 30 },
      after: { nameZh: '白银老司机', nameEn: 'Silver road', minCount: 30 },
    });
    const [rightAudit] = await audits('grade_right', fuel.id);
    expect(rightAudit).toMatchObject({
      action: 'grade_right.update',
      before: { titleZh: '每月加油券', position: 0, retired: false },
      after: { titleZh: '每月 30 元加油券', position: 5, retired: false },
    });
  });

  it('refuses a save over a newer version (409) and changes nothing', async () => {
    const operator = ops.as('operator');
    const read = await grades(1);
    const bronze = levelOf(read, 2);
    clock.advance(60);
    const first = await operator.request('PUT', '/grades/levels/1/2', {
      body: { ...levelBody(bronze), nameZh: '铜牌甲' },
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await ops.as('admin').request('PUT', '/grades/levels/1/2', {
      body: { ...levelBody(bronze), nameZh: '铜牌乙' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      status: { msg: '这个等级刚被别人修改过，请刷新后在最新内容上修改' },
    });
    expect(levelOf(await grades(1), 2).nameZh).toBe('铜牌甲');

    const right = rightBySlug(read, 'shipper-fast-invoice');
    const saved = await operator.request('PUT', `/grades/rights/${right.id}`, {
      body: { ...rightBody(right), titleZh: '发票快开' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const [path, body] of [
      [`/grades/rights/${right.id}`, { ...rightBody(right), titleZh: '旧版本覆盖' }],
      [`/grades/rights/${right.id}/retire`, { updatedAt: right.updatedAt }],
    ] as const) {
      const stale = await operator.request(path.endsWith('retire') ? 'POST' : 'PUT', path, {
        body,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        status: { msg: '这项权益刚被别人修改过，请刷新后在最新内容上修改' },
      });
    }
    const now = rightBySlug(await grades(1), 'shipper-fast-invoice');
    expect(now).toMatchObject({ titleZh: '发票快开', retired: false });
    expect((await audits('grade_level', '1-2')).length).toBe(1);
    expect((await audits('grade_right', right.id)).length).toBe(1);
  });

  it('keeps thresholds in order: level 1 at 0, each strictly between its neighbours', async () => {
    const operator = ops.as('operator');
    const read = await grades(1);
    const put = (level: number, minCount: number) => {
      const row = levelOf(read, level);
      return operator.request('PUT', `/grades/levels/1/${level}`, {
        body: { ...levelBody(row), minCount },
      });
    };
    const first = await put(1, 1);
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({
      status: { msg: '等级 1 的门槛必须是 0：每个用户都有等级' },
    });
    // Shippers: 0, 5, 20, 50, 100. Level 3 must stay above 5 and below 50.
    for (const minCount of [5, 4, 50, 60]) {
      const res = await put(3, minCount);
      expect(res.statusCode, `${minCount}`).toBe(409);
      expect(res.json()).toMatchObject({
        status: {
          msg: `等级 3 的门槛必须大于等级 2（铜牌甲）的 5、小于等级 4（金牌货主）的 50（门槛随等级严格递增），${minCount} 不行`,
        },
      });
    }
    // The top level has no neighbour above.
    const top = await put(5, 50);
    expect(top.json()).toMatchObject({
      status: {
        msg: '等级 5 的门槛必须大于等级 4（金牌货主）的 50（门槛随等级严格递增），50 不行',
      },
    });
    // A level on top must go above the top threshold.
    const low = await operator.request('POST', '/grades/levels', {
      body: { userType: 1, nameZh: '黑金货主', nameEn: 'Black', minCount: 100 },
    });
    expect(low.statusCode).toBe(409);
    expect(levelsOf(await grades(1))).toEqual([0, 5, 20, 50, 100]);

    const moved = await put(3, 49);
    expect(moved.statusCode, moved.body).toBe(200);
    const added = await operator.request('POST', '/grades/levels', {
      body: { userType: 1, nameZh: '黑金货主', nameEn: 'Black gold', minCount: 300 },
    });
    expect(added.statusCode, added.body).toBe(200);
    const after = opsGrades.parse(added.json());
    expect(levelsOf(after)).toEqual([0, 5, 49, 50, 100, 300]);
    expect(levelOf(after, 6)).toMatchObject({ nameEn: 'Black gold', rights: [] });
    const shown = await h5(1);
    expect(shown.levels.map((level) => [level.level, level.minCount])).toEqual([
      [1, 0],
      [2, 5],
      [3, 49],
      [4, 50],
      [5, 100],
      [6, 300],
    ]);
    const [created] = await audits('grade_level', '1-6');
    expect(created).toMatchObject({
      action: 'grade_level.create',
      before: null,
      after: { userType: 1, level: 6, nameZh: '黑金货主', minCount: 300 },
    });
  });

  it('refuses bad input of several kinds and changes nothing', async () => {
    const operator = ops.as('operator');
    const before = await grades(3);
    const gold = levelOf(before, 4);
    const right = rightBySlug(before, 'driver-tyre-check');
    const auditCount = (await t.app.db.select().from(operatorAudit)).length;
    const tries: [method: 'PUT' | 'POST', path: string, body: unknown][] = [
      ['PUT', '/grades/levels/3/4', { ...levelBody(gold), nameZh: '' }],
      ['PUT', '/grades/levels/3/4', { ...levelBody(gold), nameZh: '金\u0000牌' }],
      ['PUT', '/grades/levels/3/4', { ...levelBody(gold), nameEn: 'x'.repeat(41) }],
      ['PUT', '/grades/levels/3/4', { ...levelBody(gold), minCount: -1 }],
      ['PUT', '/grades/levels/3/4', { ...levelBody(gold), minCount: 61.5 }],
      ['PUT', '/grades/levels/3/4', { ...levelBody(gold), minCount: '61' }],
      ['PUT', '/grades/levels/3/4', { ...levelBody(gold), updatedAt: 'yesterday' }],
      ['PUT', '/grades/levels/3/4', { nameZh: '金牌', nameEn: 'Gold', minCount: 61 }],
      ['PUT', '/grades/levels/3/4', { ...levelBody(gold), level: 9 }],
      ['PUT', '/grades/levels/2/4', levelBody(gold)],
      ['PUT', '/grades/levels/3/21', levelBody(gold)],
      ['PUT', '/grades/levels/3/9', levelBody(gold)],
      ['POST', '/grades/levels', { userType: 2, nameZh: '甲', nameEn: 'A', minCount: 999 }],
      ['PUT', `/grades/rights/${right.id}`, { ...rightBody(right), detailZh: '' }],
      ['PUT', `/grades/rights/${right.id}`, { ...rightBody(right), titleZh: '换\n行' }],
      ['PUT', `/grades/rights/${right.id}`, { ...rightBody(right), detailEn: 'x'.repeat(2001) }],
      ['PUT', `/grades/rights/${right.id}`, { ...rightBody(right), level: 7 }],
      ['PUT', `/grades/rights/${right.id}`, { ...rightBody(right), position: 100 }],
      ['PUT', `/grades/rights/${right.id}`, { ...rightBody(right), slug: 'renamed' }],
      ['PUT', '/grades/rights/99999', rightBody(right)],
      ['PUT', '/grades/rights/abc', rightBody(right)],
      [
        'POST',
        '/grades/rights',
        { ...rightBody(right), userType: 3, slug: 'Bad Slug', updatedAt: undefined },
      ],
      [
        'POST',
        '/grades/rights',
        { ...rightBody(right), userType: 3, slug: right.slug, updatedAt: undefined },
      ],
      ['POST', `/grades/rights/${right.id}/restore`, { updatedAt: right.updatedAt }],
      ['POST', `/grades/rights/${right.id}/retire`, {}],
    ];
    for (const [method, path, body] of tries) {
      const res = await operator.request(method, path, {
        body,
        headers: { 'accept-language': 'zh-CN' },
      });
      expect([404, 409, 422], `${method} ${path} ${JSON.stringify(body)}`).toContain(
        res.statusCode,
      );
      // A refusal says why in Chinese; a malformed field is named for the console to mark.
      if (res.statusCode === 422) expect(res.json().data.fields.length, path).toBeGreaterThan(0);
      else expect(res.json().status.msg, path).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(await grades(3)).toEqual(before);
    expect((await t.app.db.select().from(operatorAudit)).length).toBe(auditCount);
  });

  it('adds, retires and restores a right: the H5 shows it while it is not retired', async () => {
    const operator = ops.as('operator');
    const created = await operator.request('POST', '/grades/rights', {
      body: {
        userType: 3,
        slug: 'driver-free-parking',
        level: 6,
        titleZh: '免费停车',
        titleEn: 'Free parking',
        summaryZh: '合作停车场每月免费停车 3 晚',
        summaryEn: 'Three free nights a month at partner car parks',
        detailZh: '钻石司机每月可在合作停车场免费停车 3 晚。',
        detailEn: 'Diamond drivers park free three nights a month at partner car parks.',
        position: 0,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const right = rightBySlug(opsGrades.parse(created.json()), 'driver-free-parking');
    expect(right.editedBy).toBe('operator-1');
    const slugsOf6 = async () => (await h5(3)).levels[5]?.rights.map((each) => each.slug);
    // Position 0 as the seed's first: after it (position, then id).
    expect(await slugsOf6()).toEqual([
      'driver-diamond-fuel-coupons',
      'driver-free-parking',
      'driver-account-manager',
      'driver-annual-health-check',
    ]);
    clock.advance(60);
    const retired = await operator.request('POST', `/grades/rights/${right.id}/retire`, {
      body: { updatedAt: right.updatedAt },
    });
    expect(retired.statusCode, retired.body).toBe(200);
    const off = rightBySlug(opsGrades.parse(retired.json()), 'driver-free-parking');
    expect(off.retired).toBe(true);
    expect(await slugsOf6()).not.toContain('driver-free-parking');
    // A retired right's slug stays taken.
    const again = await operator.request('POST', '/grades/rights', {
      body: { ...rightBody(off), userType: 3, slug: off.slug, updatedAt: undefined },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      status: { msg: '已经有这个编号的权益（含已下线的），请换一个编号' },
    });
    const restored = await operator.request('POST', `/grades/rights/${right.id}/restore`, {
      body: { updatedAt: off.updatedAt },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await slugsOf6()).toContain('driver-free-parking');
    expect((await audits('grade_right', right.id)).map((row) => row.action)).toEqual([
      'grade_right.create',
      'grade_right.retire',
      'grade_right.restore',
    ]);
  });

  it('never lowers a recorded grade when a threshold rises; a lowered one lifts the standing', async () => {
    const driver = await loginAs(t, DEMO_DRIVER_MOBILE, 3);
    const mine = await h5(3, 'zh-CN', driver);
    expect(mine.me?.level).toBe(3);
    const count = mine.me?.count ?? 0;
    const operator = ops.as('operator');
    // Raise level 3 above the driver's count: the driver keeps level 3.
    let read = await grades(3);
    const raised = await operator.request('PUT', '/grades/levels/3/3', {
      body: { ...levelBody(levelOf(read, 3)), minCount: count + 5 },
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const kept = await h5(3, 'zh-CN', driver);
    expect(kept.me).toMatchObject({ level: 3, count, next: { level: 4, remaining: 60 - count } });
    // Level 3 back to 30 and level 4 lowered to the driver's count: level 4 shows at once, and is
    // recorded at the driver's next completion (here: the recomputation it runs).
    read = opsGrades.parse(raised.json());
    const back = await operator.request('PUT', '/grades/levels/3/3', {
      body: { ...levelBody(levelOf(read, 3)), minCount: 30 },
    });
    expect(back.statusCode, back.body).toBe(200);
    read = opsGrades.parse(back.json());
    const lowered = await operator.request('PUT', '/grades/levels/3/4', {
      body: { ...levelBody(levelOf(read, 4)), minCount: count },
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    const lifted = await h5(3, 'zh-CN', driver);
    expect(lifted.me).toMatchObject({
      level: 4,
      count,
      next: { level: 5, remaining: 120 - count },
    });
    const driverId = await driverIdOf();
    await t.app.db.transaction((tx) => recomputeGrade(tx, driverId, 3, clock.now()));
    expect((await recorded(driverId))?.level).toBe(4);
    // Level 4 raised above the count again: the recorded level 4 stays, shown and recorded.
    read = opsGrades.parse(lowered.json());
    const up = await operator.request('PUT', '/grades/levels/3/4', {
      body: { ...levelBody(levelOf(read, 4)), minCount: 60 },
    });
    expect(up.statusCode, up.body).toBe(200);
    await t.app.db.transaction((tx) => recomputeGrade(tx, driverId, 3, clock.now()));
    expect((await recorded(driverId))?.level).toBe(4);
    expect((await h5(3, 'zh-CN', driver)).me).toMatchObject({
      level: 4,
      next: { level: 5, remaining: 120 - count },
    });
    expect((await audits('grade_level', '3-4')).map((row) => row.after)).toEqual([
      { nameZh: '黄金司机', nameEn: 'Gold', minCount: count },
      { nameZh: '黄金司机', nameEn: 'Gold', minCount: 60 },
    ]);
  });

  it('leaves edited rows to the operators when the seed runs at a higher version', async () => {
    // The edited rows so far: driver level 3 (renamed), the fuel coupon right (rewritten).
    const before = await grades(3);
    const untouched = rightBySlug(before, 'driver-road-alerts');
    expect(untouched.editedAt).toBeNull();
    const newer = PUBLISHED_GRADES.map((grade) => ({
      ...grade,
      name: [`${grade.name[0]}（新）`, `${grade.name[1]} (new)`] as const,
      rights: [
        ...grade.rights.map((right) => ({
          ...right,
          title: [`${right.title[0]}（新）`, `${right.title[1]} (new)`] as const,
        })),
        ...(grade.userType === 3 && grade.level === 2
          ? [
              {
                slug: 'driver-seed-newcomer',
                title: ['新权益', 'New right'] as const,
                summary: ['新权益摘要', 'New right summary'] as const,
                detail: ['新权益条款', 'New right terms'] as const,
              },
            ]
          : []),
      ],
    }));
    const ran = await runSeeds(
      t.app.db,
      [{ ...gradesSeed, version: gradesSeed.version + 1, run: (db) => publishGrades(db, newer) }],
      { includeDemo: false, context: SEED_CONTEXT },
    );
    expect(ran).toEqual(['loyalty.grades']);
    const after = await grades(3);
    // Edited: the operator's words stay.
    expect(levelOf(after, 3)).toMatchObject({ nameZh: '白银老司机', nameEn: 'Silver road' });
    expect(rightBySlug(after, 'driver-monthly-fuel-coupon').titleZh).toBe('每月 30 元加油券');
    expect(rightBySlug(after, 'driver-free-parking').titleZh).toBe('免费停车');
    // Unedited: the seed's new words.
    expect(levelOf(after, 2).nameZh).toBe('青铜司机（新）');
    expect(rightBySlug(after, 'driver-road-alerts').titleZh).toBe('路况与政策提醒（新）');
    // Thresholds stay the operators' (level 3 was raised, level 4 lowered above).
    expect(levelsOf(after)).toEqual(levelsOf(before));
    // New seed rows are still added.
    expect(rightBySlug(after, 'driver-seed-newcomer')).toMatchObject({ level: 2, editedAt: null });
    const shown = await h5(3);
    expect(shown.levels[2]?.name).toBe('白银老司机');
    expect(shown.levels[1]?.name).toBe('青铜司机（新）');
    // Shippers' level 6 (an operator's) has no seed level, and seed rows left it alone.
    expect(levelOf(await grades(1), 6).nameZh).toBe('黑金货主');
    // The driver grades of the file are still what the seed knows by slug.
    expect(DRIVER_GRADES.length).toBe(6);
    expect(
      await t.app.db.select().from(gradeRights).where(like(gradeRights.slug, 'driver-seed-%')),
    ).toHaveLength(1);
    expect(
      await t.app.db.select().from(gradeLevels).where(eq(gradeLevels.userType, 3)),
    ).toHaveLength(6);
  });
});

async function driverIdOf(): Promise<number> {
  const [row] = await t.app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobile, DEMO_DRIVER_MOBILE));
  if (!row) throw new Error('no demo driver');
  return row.id;
}

async function recorded(userId: number) {
  const [row] = await t.app.db.select().from(userGrades).where(eq(userGrades.userId, userId));
  return row;
}

function levelsOf(data: OpsGrades): number[] {
  return data.levels.map((level) => level.minCount);
}
