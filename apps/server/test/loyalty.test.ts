// Loyalty (issue 17, docs/decisions/022-loyalty.md): the daily sign-in (once a day, Asia/Shanghai
// midnight, the streak and its 7-day cycle, a broken streak restarting), tasks claimed once per
// period from progress the server counts, grades at their thresholds and a completion recording the
// change, the activities running for a user type, the rewards received, and exchanges with a
// per-user limit. Runs on PGlite and, in `npm test`, on PostgreSQL 15.

import { endpointPath } from '@freight/contract/endpoints/common';
import { type CampaignInput, opsCampaign } from '@freight/contract/ops';
import {
  claimTask,
  claimTaskResponse,
  getGrade,
  getGradeResponse,
  getSignIn,
  getSignInResponse,
  listActivities,
  listActivitiesResponse,
  listActivityRewards,
  listActivityRewardsResponse,
  listGradeChanges,
  listGradeChangesResponse,
  listMyExchanges,
  listMyExchangesResponse,
  listTasks,
  listTasksResponse,
  signIn,
  signInResponse,
} from '@freight/contract/endpoints/loyalty';
import {
  exchangeOffer,
  listExchangeOffers,
  listExchangeOffersResponse,
} from '@freight/contract/endpoints/value';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, campaignTiers } from '../src/db/schema/campaigns.ts';
import { gradeRights } from '../src/db/schema/loyalty.ts';
import { shipments } from '../src/db/schema/shipments.ts';
import { users } from '../src/db/schema/users.ts';
import { valueAccounts } from '../src/db/schema/value.ts';
import { draw } from '../src/modules/campaigns/draw.ts';
import { addDays, mondayOf, periodAt } from '../src/china-days.ts';
import {
  completedLoad,
  DEMO_DRIVER_LOADS,
  DEMO_LIMITED_OFFER,
  gradesSeed,
} from '../src/modules/loyalty/seed.ts';
import { DEMO_DRIVER_REPORT_LOADS } from '../src/modules/reports/seed.ts';
import { createOperator } from '../src/modules/operators/accounts.ts';
import { complete } from '../src/modules/shipments/shipments.ts';
import { DEMO_DRIVER_MOBILE } from '../src/modules/users/seed.ts';
import { credit } from '../src/modules/value/ledger.ts';
import { anonymous, loginAs } from './helpers/login.ts';
import type { SignedClient } from './helpers/signed.ts';
import { buildTestApp, type TestApp, TestClock } from './helpers/test-app.ts';
import { OpsClient } from './helpers/ops.ts';
import { newRequestId } from './helpers/request-ids.ts';
import { SEED_CONTEXT } from './helpers/pii.ts';

const SIGN_IN = endpointPath(signIn);
const STATUS = endpointPath(getSignIn);
const TASKS = endpointPath(listTasks);
const CLAIM = endpointPath(claimTask);
const GRADE = endpointPath(getGrade);
const CHANGES = endpointPath(listGradeChanges);
const ACTIVITIES = endpointPath(listActivities);
const REWARDS = endpointPath(listActivityRewards);
const OFFERS = endpointPath(listExchangeOffers);
const EXCHANGE = endpointPath(exchangeOffer);
const MY_EXCHANGES = endpointPath(listMyExchanges);

const DAY_MS = 86_400_000;
const requestId = () => newRequestId('loyal');
let mobiles = 0;
const nextMobile = () => `1365${String(10_000_000 + (mobiles += 1)).slice(1)}`;

describe('loyalty', () => {
  const clock = new TestClock();
  let t: TestApp;

  /** Sets the clock to an instant in Beijing time, e.g. `2026-12-02T23:59:59`. */
  const at = (beijing: string) =>
    clock.advance((Date.parse(`${beijing}+08:00`) - clock.now()) / 1000);

  beforeAll(async () => {
    t = await buildTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  async function userIdOf(mobile: string): Promise<number> {
    const [row] = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobile, mobile));
    if (!row) throw new Error(`no user ${mobile}`);
    return row.id;
  }

  async function newClient(userType: 1 | 3): Promise<{ api: SignedClient; userId: number }> {
    const mobile = nextMobile();
    const api = await loginAs(t, mobile, userType);
    return { api, userId: await userIdOf(mobile) };
  }

  const signedIn = async (api: SignedClient, id = requestId()) => {
    const res = await api.post(SIGN_IN, { requestId: id });
    expect(res.envelope.status.code, JSON.stringify(res.envelope.status)).toBe(0);
    return signInResponse.parse(res.envelope.data);
  };
  const status = async (api: SignedClient) =>
    getSignInResponse.parse((await api.get(STATUS)).envelope.data);

  it('signs in once a day: a retry repeats, another request id is LIMIT_REACHED', async () => {
    at('2026-12-02T10:00:00');
    const { api } = await newClient(1);
    const before = await status(api);
    expect(before).toMatchObject({
      campaign: { slug: 'demo-shipper-sign-in' },
      today: '2026-12-02',
      signedToday: false,
      streak: 0,
      nextCycleDay: 1,
      recent: [],
    });
    expect(before.cycle.map((d) => d.reward?.amount)).toEqual([10, 10, 15, 15, 20, 20, 50]);

    const id = requestId();
    const first = await signedIn(api, id);
    expect(first).toMatchObject({
      day: '2026-12-02',
      streak: 1,
      cycleDay: 1,
      reward: { asset: 'points', amount: 10 },
      repeated: false,
    });
    expect(first.entryId).not.toBeNull();
    const retry = await signedIn(api, id);
    expect(retry).toEqual({ ...first, repeated: true });
    const twice = await Promise.all(
      [1, 2, 3].map(() => api.post(SIGN_IN, { requestId: requestId() })),
    );
    for (const res of twice) {
      expect(res.envelope.status).toEqual({ code: 1001, msg: '今天已经签到过了，明天再来' });
    }
    expect(await status(api)).toMatchObject({
      signedToday: true,
      streak: 1,
      nextCycleDay: 2,
      recent: ['2026-12-02'],
    });
  });

  it('gives one sign-in of 10 parallel taps with different request ids', async () => {
    at('2026-12-05T09:00:00');
    const { api, userId } = await newClient(1);
    const taps = await Promise.all(
      Array.from({ length: 10 }, () => api.post(SIGN_IN, { requestId: requestId() })),
    );
    const codes = taps.map((res) => res.envelope.status.code).sort();
    expect(codes).toEqual([0, ...Array.from({ length: 9 }, () => 1001)]);
    const [points] = await t.app.db
      .select({ balance: valueAccounts.balance })
      .from(valueAccounts)
      .where(eq(valueAccounts.userId, userId));
    expect(points?.balance).toBe(10);
  });

  it('counts 23:59:59 and 00:00:00 Beijing time as two days, and restarts a broken streak', async () => {
    at('2026-12-03T23:59:59');
    const { api } = await newClient(3);
    expect(await signedIn(api)).toMatchObject({ day: '2026-12-03', streak: 1, cycleDay: 1 });
    clock.advance(1);
    expect(await signedIn(api)).toMatchObject({
      day: '2026-12-04',
      streak: 2,
      cycleDay: 2,
      reward: { asset: 'lucky_beans', amount: 5 },
    });
    // Five more days make the 7-day cycle; the eighth starts it again.
    const made = [];
    for (let i = 0; i < 6; i += 1) {
      clock.advance(DAY_MS / 1000);
      made.push(await signedIn(api));
    }
    expect(made.map((m) => [m.streak, m.cycleDay, m.reward?.amount])).toEqual([
      [3, 3, 10],
      [4, 4, 10],
      [5, 5, 15],
      [6, 6, 15],
      [7, 7, 30],
      [8, 1, 5],
    ]);
    // A day missed: the streak is broken (0) until the next sign-in, which is day 1 again.
    clock.advance((2 * DAY_MS) / 1000);
    expect(await status(api)).toMatchObject({ signedToday: false, streak: 0, nextCycleDay: 1 });
    expect(await signedIn(api)).toMatchObject({ streak: 1, cycleDay: 1 });
    const after = await status(api);
    expect(after.recent).toHaveLength(9);
    expect(after.recent.at(-1)).toBe(after.today);
  });

  it('gives nothing on a day whose reward ran out, and the day still counts', async () => {
    at('2026-12-20T09:00:00');
    const { api } = await newClient(1);
    const [campaign] = await t.app.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.slug, 'demo-shipper-sign-in'));
    const dayOne = and(
      eq(campaignTiers.campaignId, campaign?.id ?? 0),
      eq(campaignTiers.position, 1),
    );
    const [tier] = await t.app.db.select().from(campaignTiers).where(dayOne);
    await t.app.db.update(campaignTiers).set({ remaining: 0 }).where(dayOne);
    try {
      expect((await status(api)).cycle[0]).toEqual({ day: 1, reward: null });
      expect(await signedIn(api)).toMatchObject({
        streak: 1,
        cycleDay: 1,
        reward: null,
        entryId: null,
      });
      clock.advance(DAY_MS / 1000);
      expect(await signedIn(api)).toMatchObject({ streak: 2, cycleDay: 2, reward: { amount: 10 } });
    } finally {
      await t.app.db
        .update(campaignTiers)
        .set({ remaining: tier?.remaining ?? 0 })
        .where(dayOne);
    }
  });

  it('refuses a draw on a sign-in: its tier is the streak’s, not luck', async () => {
    at('2026-12-21T09:00:00');
    const { userId } = await newClient(1);
    const [campaign] = await t.app.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.slug, 'demo-shipper-sign-in'));
    await expect(
      draw(t.app.db, {
        campaignId: campaign?.id ?? 0,
        userId,
        userType: 1,
        requestId: requestId(),
        now: clock.now(),
        locale: 'zh-CN',
      }),
    ).rejects.toMatchObject({ code: 1000 });
  });

  it('names periods by their day, their Monday, or once', () => {
    expect(mondayOf('2026-11-25')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    const wednesday = Date.parse('2026-11-25T23:59:59+08:00');
    expect(periodAt('day', wednesday)).toEqual({
      key: 'task-d-2026-11-25',
      from: new Date('2026-11-25T00:00:00+08:00'),
      until: new Date('2026-11-26T00:00:00+08:00'),
    });
    expect(periodAt('week', wednesday).key).toBe('task-w-2026-11-23');
    expect(periodAt('week', wednesday).until).toEqual(new Date('2026-11-30T00:00:00+08:00'));
    expect(periodAt('once', wednesday)).toEqual({ key: 'task-once', from: null, until: null });
  });

  it('refuses a task’s claim before it is done, gives it once after, and again next period', async () => {
    at('2026-12-09T08:00:00');
    const { api } = await newClient(1);
    const tasksOf = async () => listTasksResponse.parse((await api.get(TASKS)).envelope.data).tasks;
    const tasks = await tasksOf();
    expect(tasks.map((task) => task.slug)).toEqual([
      'demo-shipper-task-sign-in',
      'demo-shipper-task-publish',
      'demo-shipper-task-complete',
      'demo-shipper-task-exchange',
      'demo-shipper-task-invite',
    ]);
    const task = tasks[0];
    if (!task) throw new Error('no task');
    expect(task).toMatchObject({
      metric: 'sign_in_days',
      target: 1,
      progress: 0,
      period: 'day',
      periodEndsAt: '2026-12-09T16:00:00.000Z',
      reward: { asset: 'lucky_beans', amount: 50 },
      state: 'todo',
    });
    const early = await api.post(CLAIM, { taskId: task.taskId });
    expect(early.envelope.status).toEqual({ code: 1000, msg: '任务还没完成，完成后再来领取奖励' });

    await signedIn(api);
    expect((await tasksOf())[0]).toMatchObject({ progress: 1, state: 'done' });
    const claims = await Promise.all([1, 2].map(() => api.post(CLAIM, { taskId: task.taskId })));
    const answers = claims.map((res) => claimTaskResponse.parse(res.envelope.data));
    expect(answers.map((a) => a.repeated).sort()).toEqual([false, true]);
    expect(answers[0]?.attemptId).toBe(answers[1]?.attemptId);
    expect(answers[0]).toMatchObject({ reward: { asset: 'lucky_beans', amount: 50 } });
    expect((await tasksOf())[0]).toMatchObject({ state: 'claimed' });

    // The next day: to do again, and claimed again once signed in.
    clock.advance(DAY_MS / 1000);
    expect((await tasksOf())[0]).toMatchObject({ progress: 0, state: 'todo' });
    await signedIn(api);
    const next = claimTaskResponse.parse(
      (await api.post(CLAIM, { taskId: task.taskId })).envelope.data,
    );
    expect(next.repeated).toBe(false);
    expect(next.attemptId).not.toBe(answers[0]?.attemptId);

    // Another user type's task is not there for this caller.
    const { api: driver } = await newClient(3);
    expect((await driver.post(CLAIM, { taskId: task.taskId })).envelope.status.code).toBe(4040);
  });

  it('puts a user at the grade their count reaches, and records the change a completion makes', async () => {
    at('2026-12-10T12:00:00');
    const { api: driver, userId: driverId } = await newClient(3);
    const { api: shipper, userId: shipperId } = await newClient(1);
    const gradeOf = async (api: SignedClient, userType: 1 | 3) =>
      getGradeResponse.parse((await api.get(GRADE, { userType })).envelope.data);
    // Nine loads carried: one short of Bronze (10).
    await t.app.db
      .insert(shipments)
      .values(
        Array.from({ length: 9 }, (_, i) =>
          completedLoad(shipperId, driverId, clock.now() - (i + 2) * DAY_MS),
        ),
      );
    const before = await gradeOf(driver, 3);
    expect(before.basis).toBe('carried_loads');
    expect(before.levels.map((level) => level.minCount)).toEqual([0, 10, 30, 60, 120, 200]);
    expect(before.me).toEqual({
      count: 9,
      level: 1,
      next: { level: 2, remaining: 1 },
      since: null,
    });
    // The shipper has nine completed: Bronze (5) by count, though not yet recorded.
    expect((await gradeOf(shipper, 1)).me).toMatchObject({
      count: 9,
      level: 2,
      next: { level: 3, remaining: 11 },
    });

    // The tenth, completed by the shipper's confirmation: both grades recomputed and recorded.
    const [taken] = await t.app.db
      .insert(shipments)
      .values({
        ...completedLoad(shipperId, driverId, clock.now()),
        state: 'taken',
        completedAt: null,
      })
      .returning({ id: shipments.id });
    await complete(t.app.db, {
      shipmentId: taken?.id ?? 0,
      now: clock.now(),
      shipperUserId: shipperId,
      pii: t.app.pii,
    });
    const after = await gradeOf(driver, 3);
    expect(after.me).toEqual({
      count: 10,
      level: 2,
      next: { level: 3, remaining: 20 },
      since: new Date(clock.now()).toISOString(),
    });
    const changes = listGradeChangesResponse.parse((await driver.get(CHANGES)).envelope.data);
    expect(changes.changes).toEqual([
      expect.objectContaining({ fromLevel: 1, toLevel: 2, count: 10, basis: 'carried_loads' }),
    ]);
    const shipperChanges = listGradeChangesResponse.parse(
      (await shipper.get(CHANGES)).envelope.data,
    );
    expect(shipperChanges.changes).toEqual([
      expect.objectContaining({
        fromLevel: 1,
        toLevel: 2,
        count: 10,
        basis: 'completed_shipments',
      }),
    ]);
    // Anyone reads the published grades; the caller's standing only for their own user type.
    expect((await gradeOf(anonymous(t), 3)).me).toBeNull();
    expect((await gradeOf(shipper, 3)).me).toBeNull();
  });

  it('shows the demo driver above the first grade, with the rights of grades 3 and 6', async () => {
    const api = await loginAs(t, DEMO_DRIVER_MOBILE, 3);
    const grade = getGradeResponse.parse((await api.get(GRADE, { userType: 3 })).envelope.data);
    // The loyalty seed's loads and the reports seed's (docs/decisions/031).
    const loads = DEMO_DRIVER_LOADS + DEMO_DRIVER_REPORT_LOADS;
    expect(grade.me).toMatchObject({
      count: loads,
      level: 3,
      next: { level: 4, remaining: 60 - loads },
    });
    expect(grade.me?.since).not.toBeNull();
    for (const level of grade.levels) expect(level.rights.length).toBeGreaterThanOrEqual(2);
    expect(grade.levels[2]?.rights.map((r) => r.slug)).toContain('driver-monthly-fuel-coupon');
    expect(grade.levels[5]?.rights.length).toBe(3);
    const english = getGradeResponse.parse(
      (await api.get(GRADE, { userType: 3 }, { headers: { 'accept-language': 'en-US' } })).envelope
        .data,
    );
    expect(english.levels[2]?.name).toBe('Silver');
    const shippers = getGradeResponse.parse(
      (await anonymous(t).get(GRADE, { userType: 1 })).envelope.data,
    );
    expect(shippers.levels.map((level) => level.minCount)).toEqual([0, 5, 20, 50, 100]);
  });

  it('says the next-working-day payout so in its title, summary and terms; a new seed version publishes new words', async () => {
    const SLUG = 'driver-next-day-settlement';
    const rightOf = async (language: 'zh-CN' | 'en-US') => {
      const grade = getGradeResponse.parse(
        (
          await anonymous(t).get(
            GRADE,
            { userType: 3 },
            { headers: { 'accept-language': language } },
          )
        ).envelope.data,
      );
      const right = grade.levels[2]?.rights.find((each) => each.slug === SLUG);
      if (!right) throw new Error(`no ${SLUG}`);
      return right;
    };
    const zh = await rightOf('zh-CN');
    for (const words of [zh.title, zh.summary, zh.detail]) {
      expect(words).toContain('下一个工作日');
      expect(words).not.toMatch(/次日|次个工作日/);
    }
    const en = await rightOf('en-US');
    for (const words of [en.title, en.summary, en.detail])
      expect(words).toContain('next working day');

    // A database seeded with older words takes the seed's when it runs again.
    await t.app.db
      .update(gradeRights)
      .set({ titleZh: '运费次日到账', summaryEn: 'Paid the next day' })
      .where(eq(gradeRights.slug, SLUG));
    await gradesSeed.run(t.app.db, SEED_CONTEXT);
    expect((await rightOf('zh-CN')).title).toBe(zh.title);
    expect((await rightOf('en-US')).summary).toBe(en.summary);
  });

  it('lists the activities running for a user type, ending soonest first', async () => {
    at('2026-12-11T12:00:00');
    const base = {
      kind: 'draw',
      titleZh: '测试活动',
      titleEn: 'Test activity',
      rulesZh: '规则',
      rulesEn: 'Rules',
      audience: 'all',
      budgetUnits: 0,
      budgetFen: 0,
      publishedAt: new Date(clock.now() - DAY_MS),
      startsAt: new Date(clock.now() - DAY_MS),
      endsAt: new Date(clock.now() + 2 * DAY_MS),
    };
    await t.app.db.insert(campaigns).values([
      { ...base, slug: 'test-activity-everyone', userType: null },
      { ...base, slug: 'test-activity-drivers', userType: 3 },
      { ...base, slug: 'test-activity-draft', userType: 1, publishedAt: null },
      { ...base, slug: 'test-activity-ended', userType: 1, endsAt: new Date(clock.now() - 1000) },
      { ...base, slug: 'test-activity-ended-early', userType: 1, endedAt: new Date(clock.now()) },
      {
        ...base,
        slug: 'test-activity-later',
        userType: 1,
        startsAt: new Date(clock.now() + DAY_MS),
      },
      { ...base, slug: 'test-activity-referral', userType: 1, kind: 'referral' },
    ]);
    const listed = listActivitiesResponse.parse(
      (await anonymous(t).get(ACTIVITIES, { userType: 1 })).envelope.data,
    ).activities;
    const slugs = listed.map((a) => a.slug);
    expect(slugs[0]).toBe('test-activity-everyone');
    expect(slugs).toContain('demo-shipper-sign-in');
    expect(slugs).toContain('demo-shipper-red-packet');
    for (const absent of [
      'test-activity-drivers',
      'test-activity-draft',
      'test-activity-ended',
      'test-activity-ended-early',
      'test-activity-later',
      'test-activity-referral',
      'demo-driver-sign-in',
      'demo-line-shanghai-suzhou',
    ]) {
      expect(slugs).not.toContain(absent);
    }
    const ends = listed.map((a) => a.endsAt);
    expect([...ends].sort()).toEqual(ends);
    // A draw says the page that presents it, for the way in; the other kinds none.
    const pageOf = (slug: string) => listed.find((a) => a.slug === slug)?.drawPage;
    expect(pageOf('test-activity-everyone')).toBe('lucky_draw');
    expect(pageOf('demo-shipper-red-packet')).toBeNull();
  });

  it('lists the rewards a user received, newest first, in the request’s language', async () => {
    at('2026-12-12T12:00:00');
    const { api } = await newClient(1);
    const made = await signedIn(api);
    const rewards = listActivityRewardsResponse.parse(
      (await api.get(REWARDS, undefined, { headers: { 'accept-language': 'en' } })).envelope.data,
    ).rewards;
    expect(rewards).toEqual([
      {
        attemptId: made.attemptId,
        campaignId: expect.any(Number),
        kind: 'sign_in',
        title: 'Shippers’ daily sign-in',
        tierName: 'Day 1: 10 points',
        prize: 'points',
        amount: 10,
        valueFen: 0,
        at: new Date(clock.now()).toISOString(),
      },
    ]);
    const zh = listActivityRewardsResponse.parse((await api.get(REWARDS)).envelope.data).rewards;
    expect(zh[0]).toMatchObject({ title: '货主每日签到', tierName: '第 1 天 10 积分' });
  });

  it('holds an offer’s per-user limit and lists what the user exchanged', async () => {
    at('2026-12-13T12:00:00');
    const { api, userId } = await newClient(1);
    await t.app.db.transaction((tx) =>
      credit(tx, {
        userId,
        asset: 'lucky_beans',
        amount: 500,
        reason: 'task_reward',
        ref: { kind: 'task', id: 'loyalty-test' },
        idempotencyKey: 'loyalty-test',
        now: clock.now(),
      }),
    );
    const offerOf = async () =>
      listExchangeOffersResponse
        .parse((await api.get(OFFERS)).envelope.data)
        .offers.find((o) => o.costAsset === 'lucky_beans' && o.perUserLimit === 2);
    const offer = await offerOf();
    expect(offer).toMatchObject({ perUserLimit: DEMO_LIMITED_OFFER.perUserLimit, mine: 0 });
    const offerId = offer?.offerId ?? 0;
    for (let i = 0; i < 2; i += 1) {
      const res = await api.post(EXCHANGE, { offerId, requestId: requestId() });
      expect(res.envelope.status.code).toBe(0);
      clock.advance(1);
    }
    const third = await api.post(EXCHANGE, { offerId, requestId: requestId() });
    expect(third.envelope.status).toEqual({
      code: 1001,
      msg: '这个兑换项目每人限兑，您的次数已经用完了',
    });
    expect(await offerOf()).toMatchObject({ mine: 2 });
    const mine = listMyExchangesResponse.parse((await api.get(MY_EXCHANGES)).envelope.data);
    expect(mine.exchanges).toHaveLength(2);
    expect(mine.exchanges[0]).toMatchObject({
      offerId,
      title: '30 元运费券',
      faceValueFen: 3000,
      costAsset: 'lucky_beans',
      costAmount: 60,
      couponState: 'usable',
    });
    expect((mine.exchanges[0]?.exchangeId ?? 0) > (mine.exchanges[1]?.exchangeId ?? 0)).toBe(true);
  });

  it('runs a task an operator made in the console: its terms count, pay once, and bad terms are refused', async () => {
    at('2026-12-14T09:00:00');
    const password = 'correct horse battery staple';
    for (const role of ['viewer', 'operator'] as const) {
      await createOperator(
        t.app.db,
        { operatorId: null, name: 'test-setup' },
        { username: `loyalty-${role}`, password, role },
        clock.now(),
      );
    }
    const opsAs = async (role: 'viewer' | 'operator') => {
      const client = new OpsClient(t.app);
      await client.login(`loyalty-${role}`, password);
      return client;
    };
    const operator = await opsAs('operator');
    const tier = (position: number, prize: 'none' | 'points' | 'coupon', amount: number) => ({
      position,
      nameZh: prize === 'none' ? '奖励已发完' : `${amount} 积分`,
      nameEn: prize === 'none' ? 'Rewards have run out' : `${amount} points`,
      prize,
      amount,
      couponTemplateId: null,
      valueFen: 0,
      weight: prize === 'none' ? 0 : 1,
      total: prize === 'none' ? null : 100,
      fallbackPosition: null,
    });
    const input: CampaignInput = {
      slug: 'ops-driver-task-two-loads',
      kind: 'task',
      titleZh: '本周完成 2 单',
      titleEn: 'Complete 2 loads this week',
      rulesZh: '每周完成 2 单运输，可领 30 积分。',
      rulesEn: 'Complete 2 loads a week for 30 points.',
      userType: 3,
      audience: 'all',
      startsAt: new Date(clock.now() + 60_000).toISOString(),
      endsAt: new Date(clock.now() + 30 * DAY_MS).toISOString(),
      perDayLimit: null,
      perCampaignLimit: null,
      budgetUnits: 100,
      budgetFen: 0,
      lockSeconds: null,
      tiers: [tier(0, 'none', 0), tier(1, 'points', 30)],
      task: { metric: 'shipments_completed', target: 2, period: 'week' },
    };
    const terms = { metric: 'shipments_completed', target: 2, period: 'week' } as const;

    // Refused, and nothing made: no terms, terms on a draw, two prizes, a coupon, a hold time,
    // publishing counted for drivers, a target of 0, an unknown metric, a viewer.
    const bad: [string, unknown][] = [
      ['no terms', { ...input, task: null }],
      ['terms on a draw', { ...input, kind: 'draw' }],
      ['two prizes', { ...input, tiers: [...input.tiers, tier(2, 'points', 10)] }],
      ['a coupon', { ...input, tiers: [tier(0, 'none', 0), tier(1, 'coupon', 1)] }],
      ['a hold time', { ...input, lockSeconds: 60 }],
      ['publishing for drivers', { ...input, task: { ...terms, metric: 'shipments_published' } }],
      ['target 0', { ...input, task: { ...terms, target: 0 } }],
      ['unknown metric', { ...input, task: { ...terms, metric: 'kilometres' } }],
    ];
    for (const [what, body] of bad) {
      const res = await operator.request('POST', '/campaigns', { body: body as CampaignInput });
      expect(res.statusCode, `${what}: ${res.body}`).toBe(422);
    }
    const refused = await operator.request('POST', '/campaigns', {
      body: { ...input, task: { ...terms, metric: 'shipments_published' } },
    });
    expect(refused.body).toContain('只有货主发布货源');
    const viewer = await opsAs('viewer');
    expect((await viewer.request('POST', '/campaigns', { body: input })).statusCode).toBe(403);
    const [made] = await t.app.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.slug, input.slug));
    expect(made).toBeUndefined();

    const created = await operator.request('POST', '/campaigns', { body: input });
    expect(created.statusCode, created.body).toBe(200);
    const campaign = opsCampaign.parse(created.json());
    expect(campaign.task).toEqual(terms);
    // A draft's terms may change until its start; the view reads them back.
    const replaced = await operator.request('PUT', `/campaigns/${campaign.id}`, {
      body: { ...input, task: { ...terms, target: 3 } },
    });
    expect(opsCampaign.parse(replaced.json()).task?.target).toBe(3);
    await operator.request('PUT', `/campaigns/${campaign.id}`, { body: input });
    const copy = await operator.request('POST', `/campaigns/${campaign.id}/copy`);
    expect(copy.statusCode, copy.body).toBe(200);
    expect(opsCampaign.parse(copy.json()).task).toEqual(terms);
    const published = await operator.request('POST', `/campaigns/${campaign.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    clock.advance(61);

    // A driver sees it with the operator's target, claims nothing before, once after two loads.
    const { api, userId: driverId } = await newClient(3);
    const { userId: shipperId } = await newClient(1);
    const mine = async () =>
      listTasksResponse
        .parse((await api.get(TASKS)).envelope.data)
        .tasks.find((task) => task.taskId === campaign.id);
    expect(await mine()).toMatchObject({
      title: '本周完成 2 单',
      metric: 'shipments_completed',
      target: 2,
      progress: 0,
      period: 'week',
      reward: { asset: 'points', amount: 30 },
      state: 'todo',
    });
    const early = await api.post(CLAIM, { taskId: campaign.id });
    expect(early.envelope.status.code).toBe(1000);
    await t.app.db
      .insert(shipments)
      .values([1, 2].map((i) => completedLoad(shipperId, driverId, clock.now() - i * 3600_000)));
    expect(await mine()).toMatchObject({ progress: 2, state: 'done' });
    const claimed = claimTaskResponse.parse(
      (await api.post(CLAIM, { taskId: campaign.id })).envelope.data,
    );
    expect(claimed).toMatchObject({ repeated: false, reward: { asset: 'points', amount: 30 } });
    expect(await mine()).toMatchObject({ state: 'claimed' });
    // A shipper is not offered a driver's task.
    const { api: shipper } = await newClient(1);
    const shippers = listTasksResponse.parse((await shipper.get(TASKS)).envelope.data).tasks;
    expect(shippers.some((task) => task.taskId === campaign.id)).toBe(false);
    // The seeded tasks show their terms to operators too.
    const [seeded] = await t.app.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.slug, 'demo-shipper-task-sign-in'));
    const seededView = await operator.request('GET', `/campaigns/${seeded?.id ?? 0}`);
    expect(opsCampaign.parse(seededView.json()).task).toEqual({
      metric: 'sign_in_days',
      target: 1,
      period: 'day',
    });
  });
});
