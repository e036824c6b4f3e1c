// The cut-price and collect-words games (docs/decisions/030): operators create them with their
// terms on the campaign API; a shipper's cut holds a prize unit, friends help once each within
// their daily limit, never past the target, and the last cut gives the prize once even when
// helpers race for it; a lapsed cut returns its unit once; retries with a request id repeat the
// first answer. A phrase's characters come by the published weights within the draws' limits,
// and a full set redeems the prize once, whatever the concurrency. Runs on PGlite and, in
// `npm test`, on PostgreSQL 15.

import {
  drawWord,
  getCollectWords,
  getCollectWordsResponse,
  getCutPrice,
  getCutPriceResponse,
  helpCut,
  helpCutResponse,
  redeemWords,
  redeemWordsResponse,
  startCut,
  startCutResponse,
} from '@freight/contract/endpoints/campaign-games';
import { drawCampaign } from '@freight/contract/endpoints/campaigns';
import { endpointPath } from '@freight/contract/endpoints/common';
import { type CampaignInput, opsCampaign, OPERATOR_ROLES } from '@freight/contract/ops';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openPostgresDatabase } from '../src/db/database.ts';
import {
  campaignCutHelps,
  campaignCuts,
  campaignWordCards,
  campaignWordRedemptions,
} from '../src/db/schema/campaign-games.ts';
import { appMeta } from '../src/db/schema/app-meta.ts';
import { campaignAttempts, campaignTiers, campaigns } from '../src/db/schema/campaigns.ts';
import { runSeeds } from '../src/db/seed.ts';
import { userCoupons, valueEntries } from '../src/db/schema/value.ts';
import {
  drawWord as drawWordIn,
  redeemWords as redeemWordsIn,
} from '../src/modules/campaign-games/collect-words.ts';
import {
  helpCut as helpCutIn,
  releaseLapsedCuts,
  startCut as startCutIn,
} from '../src/modules/campaign-games/cut-price.ts';
import { nextCutFen } from '../src/modules/campaign-games/cut-size.ts';
import {
  DEMO_COLLECTOR_MOBILE,
  demoCampaignGamesSeed,
  RULES_BEFORE_2,
} from '../src/modules/campaign-games/seed.ts';
import { createOperator } from '../src/modules/operators/accounts.ts';
import { ledgerCheck } from '../src/modules/value/ledger.ts';
import { templateFactory, userFactory } from './helpers/fixtures.ts';
import { anonymous, loginAs } from './helpers/login.ts';
import { SEED_CONTEXT } from './helpers/pii.ts';
import { OpsClient } from './helpers/ops.ts';
import { seededRandomInt } from './helpers/seeded-random.ts';
import {
  buildTestApp,
  createTestDatabase,
  type TestApp,
  TestClock,
  type TestDatabase,
} from './helpers/test-app.ts';

const CUT = endpointPath(getCutPrice);
const START = endpointPath(startCut);
const HELP = endpointPath(helpCut);
const WORDS = endpointPath(getCollectWords);
const DRAW_WORD = endpointPath(drawWord);
const REDEEM = endpointPath(redeemWords);
const PASSWORD = 'correct horse battery staple';
const HOUR = 3600_000;

/** The code of a refusal (ApiError), or 0 for a success. */
const codeOf = (result: PromiseSettledResult<unknown>) =>
  result.status === 'fulfilled' ? 0 : ((result.reason as { code?: number }).code ?? -1);
const codes = (results: PromiseSettledResult<unknown>[]) =>
  results.map(codeOf).sort((a, b) => a - b);

describe('cut price and collect words', () => {
  const clock = new TestClock();
  let testDb: TestDatabase;
  let t: TestApp;
  let db: Db;
  let slugs = 0;
  let mobiles = 0;
  const newUsers = userFactory(() => db, '1344');
  const newTemplate = templateFactory(() => db, 'games');
  /** A fresh number to log in with. */
  const mobile = () => `1345${String(10_000_000 + (mobiles += 1)).slice(1)}`;

  async function opsAs(role: 'viewer' | 'operator'): Promise<OpsClient> {
    const client = new OpsClient(t.app);
    await client.login(`games-${role}`, PASSWORD);
    return client;
  }

  const losing: CampaignInput['tiers'][number] = {
    position: 0,
    nameZh: '谢谢参与',
    nameEn: 'No prize',
    prize: 'none',
    amount: 0,
    couponTemplateId: null,
    valueFen: 0,
    weight: 0,
    total: null,
    fallbackPosition: null,
  };
  const points = (total: number, amount = 100): CampaignInput['tiers'][number] => ({
    position: 1,
    nameZh: `${amount} 积分`,
    nameEn: `${amount} points`,
    prize: 'points',
    amount,
    couponTemplateId: null,
    valueFen: 0,
    weight: 1,
    total,
    fallbackPosition: null,
  });

  function base(fields: Partial<CampaignInput>): CampaignInput {
    const now = clock.now();
    return {
      slug: `test-game-${(slugs += 1)}`,
      kind: 'cut_price',
      titleZh: '测试砍价',
      titleEn: 'Test cut',
      rulesZh: '测试规则',
      rulesEn: 'Test rules',
      userType: 1,
      audience: 'all',
      startsAt: new Date(now + HOUR).toISOString(),
      endsAt: new Date(now + 30 * 24 * HOUR).toISOString(),
      perDayLimit: null,
      perCampaignLimit: null,
      budgetUnits: 1000,
      budgetFen: 1_000_000,
      lockSeconds: null,
      tiers: [losing, points(100)],
      ...fields,
    };
  }

  const cutDraft = (fields: Partial<CampaignInput> = {}, terms = {}) =>
    base({
      cutPrice: {
        targetFen: 1000,
        minCutFen: 100,
        maxCutFen: 400,
        hours: 24,
        helpsPerDay: 2,
        ...terms,
      },
      ...fields,
    });

  const wordsDraft = (fields: Partial<CampaignInput> = {}) =>
    base({
      kind: 'collect_words',
      userType: null,
      perDayLimit: 5,
      collectWords: { phrase: '福满货运', weights: [30, 30, 30, 10] },
      tiers: [losing, points(100, 500)],
      ...fields,
    });

  /** Creates and publishes through the operator API, then moves the clock past the start. */
  async function running(input: CampaignInput): Promise<{ id: number; tierId: number }> {
    const operator = await opsAs('operator');
    const created = await operator.request('POST', '/campaigns', { body: input });
    expect(created.statusCode, created.body).toBe(200);
    const campaign = opsCampaign.parse(created.json());
    const published = await operator.request('POST', `/campaigns/${campaign.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    clock.advance((Date.parse(input.startsAt) - clock.now()) / 1000 + 1);
    const prize = campaign.tiers.find((tier) => tier.prize !== 'none');
    return { id: campaign.id, tierId: prize?.tierId ?? 0 };
  }

  async function remaining(tierId: number): Promise<number | null> {
    const [tier] = await db.select().from(campaignTiers).where(eq(campaignTiers.id, tierId));
    return tier?.remaining ?? null;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase();
    t = await buildTestApp({ database: testDb.database, now: clock.now });
    db = t.app.db;
    for (const role of OPERATOR_ROLES) {
      await createOperator(
        db,
        { operatorId: null, name: 'test-setup' },
        { username: `games-${role}`, password: PASSWORD, role },
        clock.now(),
      );
    }
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.destroy();
  });

  /** A pool of its own on PostgreSQL without request deadlines (ADR 010), as campaigns.test.ts. */
  async function racePool(): Promise<{ raceDb: Db; close: () => Promise<void> }> {
    let pool: Database | undefined;
    if (testDb.url) {
      pool = await openPostgresDatabase(testDb.url, 4, {
        queryTimeoutMs: 300_000,
        statementTimeoutMs: 300_000,
      });
    }
    return { raceDb: pool?.db ?? db, close: async () => pool?.close() };
  }

  describe('cut price', () => {
    it('sizes cuts within the bounds, smaller towards the end, finishing exactly on the target', () => {
      const random = seededRandomInt(30);
      for (let run = 0; run < 200; run += 1) {
        let left = 3000;
        const cuts: number[] = [];
        while (left > 0) {
          const cut = nextCutFen(left, { minCutFen: 100, maxCutFen: 800 }, random);
          expect(cut).toBeGreaterThan(0);
          expect(cut).toBeLessThanOrEqual(Math.min(left, 800));
          if (cut !== left) expect(cut).toBeGreaterThanOrEqual(100);
          cuts.push(cut);
          left -= cut;
        }
        expect(cuts.reduce((a, b) => a + b, 0)).toBe(3000);
        // The last cut is never above half of what was left before the one before it.
        expect(cuts.length).toBeGreaterThanOrEqual(5);
        expect(cuts.length).toBeLessThanOrEqual(30);
      }
    });

    it('takes a cut-price campaign from operators with its terms, and refuses terms that do not fit', async () => {
      const operator = await opsAs('operator');
      const input = cutDraft();
      const created = await operator.request('POST', '/campaigns', { body: input });
      expect(created.statusCode, created.body).toBe(200);
      const campaign = opsCampaign.parse(created.json());
      expect(campaign.cutPrice).toEqual(input.cutPrice);
      expect(campaign.collectWords).toBeNull();
      const replaced = await operator.request('PUT', `/campaigns/${campaign.id}`, {
        body: { ...input, cutPrice: { ...input.cutPrice, targetFen: 2000 } },
      });
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect(opsCampaign.parse(replaced.json()).cutPrice?.targetFen).toBe(2000);
      const read = await operator.request('GET', `/campaigns/${campaign.id}`);
      expect(opsCampaign.parse(read.json()).cutPrice?.targetFen).toBe(2000);

      const terms = input.cutPrice as NonNullable<CampaignInput['cutPrice']>;
      for (const body of [
        { ...input, slug: 'no-terms-cut', cutPrice: null },
        { ...input, slug: 'terms-on-draw', kind: 'draw' as const },
        { ...input, slug: 'max-over-target', cutPrice: { ...terms, maxCutFen: 5000 } },
        { ...input, slug: 'min-over-max', cutPrice: { ...terms, minCutFen: 500, maxCutFen: 400 } },
        {
          ...input,
          slug: 'two-prizes',
          tiers: [losing, points(10), { ...points(10), position: 2 }],
        },
        { ...input, slug: 'cut-with-hold', lockSeconds: 60 },
        {
          ...input,
          slug: 'words-bad',
          kind: 'collect_words' as const,
          cutPrice: null,
          collectWords: { phrase: '福福运', weights: [1, 1, 1] },
        },
        {
          ...input,
          slug: 'words-short',
          kind: 'collect_words' as const,
          cutPrice: null,
          collectWords: { phrase: '福运', weights: [1, 1] },
        },
        {
          ...input,
          slug: 'words-weights',
          kind: 'collect_words' as const,
          cutPrice: null,
          collectWords: { phrase: '福满货运', weights: [1, 1, 1] },
        },
      ]) {
        const res = await operator.request('POST', '/campaigns', { body: body });
        expect(res.statusCode, `${body.slug}: ${res.body}`).toBe(422);
      }
    });

    it('serves the demo cut: a shipper starts once per request id, a driver helps once, the page reads both', async () => {
      const anon = anonymous(t);
      const visitor = getCutPriceResponse.parse(
        (await anon.get(CUT, { slug: 'demo-shipper-cut' })).envelope.data,
      );
      expect(visitor.terms).toEqual({
        targetFen: 3000,
        minCutFen: 100,
        maxCutFen: 800,
        hours: 24,
        helpsPerDay: 3,
      });
      expect(visitor.mine).toBeNull();
      expect(visitor.helpsToday).toBeNull();
      // The campaign's own draw is not a way to its prize.
      expect(
        (
          await (
            await loginAs(t, mobile(), 1)
          ).post(endpointPath(drawCampaign), {
            campaignId: visitor.campaignId,
            requestId: 'draw-the-cut-1',
          })
        ).envelope.status.code,
      ).toBe(1000);

      const starterMobile = mobile();
      const shipper = await loginAs(t, starterMobile, 1);
      const fields = { campaignId: visitor.campaignId, requestId: 'demo-cut-start-1' };
      const first = startCutResponse.parse((await shipper.post(START, fields)).envelope.data);
      const again = startCutResponse.parse((await shipper.post(START, fields)).envelope.data);
      expect(first.repeated).toBe(false);
      expect(again).toEqual({ ...first, repeated: true });
      expect(first.cut).toMatchObject({
        starter: `${starterMobile.slice(0, 3)}****${starterMobile.slice(7)}`,
        targetFen: 3000,
        cutFen: 0,
        state: 'open',
        mine: true,
        helperCount: 0,
        expiresAt: new Date(clock.now() + 24 * HOUR).toISOString(),
      });
      // One open cut at a time.
      const second = await shipper.post(START, { ...fields, requestId: 'demo-cut-start-2' });
      expect(second.envelope.status.code).toBe(1000);
      // A driver may help, but not start (the campaign is the shippers').
      const driver = await loginAs(t, mobile(), 3);
      expect(
        (await driver.post(START, { ...fields, requestId: 'driver-start-1' })).envelope.status.code,
      ).toBe(1000);
      // The starter cannot help their own cut.
      const token = first.cut.token;
      const own = await shipper.post(HELP, { ...fields, token, requestId: 'own-help-0001' });
      expect(own.envelope.status.code).toBe(1000);

      const helped = helpCutResponse.parse(
        (await driver.post(HELP, { ...fields, token, requestId: 'driver-help-01' })).envelope.data,
      );
      expect(helped.amountFen).toBeGreaterThanOrEqual(100);
      expect(helped.amountFen).toBeLessThanOrEqual(800);
      expect(helped.cut).toMatchObject({ cutFen: helped.amountFen, helperCount: 1, mine: false });
      expect(helped.cut.myHelpFen).toBe(helped.amountFen);
      // Another tap, with another request id: the first cut again, nothing more cut.
      const twice = helpCutResponse.parse(
        (await driver.post(HELP, { ...fields, token, requestId: 'driver-help-02' })).envelope.data,
      );
      expect(twice).toMatchObject({ amountFen: helped.amountFen, repeated: true });
      expect(twice.cut.cutFen).toBe(helped.amountFen);

      const asStarter = getCutPriceResponse.parse(
        (await shipper.get(CUT, { slug: 'demo-shipper-cut' })).envelope.data,
      );
      expect(asStarter.mine).toMatchObject({ token, cutFen: helped.amountFen, mine: true });
      expect(asStarter.mine?.helpers).toEqual([
        {
          mobile: expect.stringMatching(/^\d{3}\*{4}\d{4}$/),
          amountFen: helped.amountFen,
          at: expect.any(String),
        },
      ]);
      const asHelper = getCutPriceResponse.parse(
        (await driver.get(CUT, { slug: 'demo-shipper-cut', cut: token })).envelope.data,
      );
      expect(asHelper.shared).toMatchObject({ token, mine: false, myHelpFen: helped.amountFen });
      expect(asHelper.helpsToday).toBe(1);
      // A made-up token, and a cut of another campaign, are each said so.
      const madeUp = await anon.get(CUT, { slug: 'demo-shipper-cut', cut: 'B'.repeat(43) });
      expect(madeUp.envelope.status).toMatchObject({
        code: 1004,
        msg: '没有找到这个砍价，链接可能不完整',
      });
      const other = await running(cutDraft());
      const otherCut = await startCutIn(db, {
        campaignId: other.id,
        userId: (await newUsers(1, 1))[0] as number,
        userType: 1,
        requestId: 'other-campaign-cut',
        now: clock.now(),
      });
      const mismatched = await anon.get(CUT, { slug: 'demo-shipper-cut', cut: otherCut.cut.token });
      expect(mismatched.envelope.status.code).toBe(1004);
      const wrongHelp = await driver.post(HELP, {
        ...fields,
        token: otherCut.cut.token,
        requestId: 'wrong-campaign',
      });
      expect(wrongHelp.envelope.status.code).toBe(1004);
      // Malformed input never reaches the game.
      expect(
        (await anon.get(CUT, { slug: 'demo-shipper-cut', cut: 'short' })).envelope.status.code,
      ).toBe(4220);
      expect(
        (await driver.post(HELP, { ...fields, token: '<script>', requestId: 'x' })).envelope.status
          .code,
      ).toBe(4220);
    });

    it('finishes exactly on the target and gives the prize once, in the last cut’s transaction', async () => {
      const templateId = await newTemplate({ faceValueFen: 1000, userType: 1 });
      const { id, tierId } = await running(
        cutDraft({
          tiers: [
            losing,
            {
              ...points(10),
              prize: 'coupon',
              nameZh: '10 元券',
              nameEn: '¥10 coupon',
              amount: 1,
              couponTemplateId: templateId,
              valueFen: 1000,
              total: 10,
            },
          ],
        }),
      );
      const [starter] = (await newUsers(1, 1)) as [number];
      const helpers = await newUsers(20, 3);
      const { cut } = await startCutIn(db, {
        campaignId: id,
        userId: starter,
        userType: 1,
        requestId: 'finish-start-1',
        now: clock.now(),
      });
      expect(await remaining(tierId)).toBe(9);
      const random = seededRandomInt(7);
      const amounts: number[] = [];
      let finished = false;
      for (const [i, helper] of helpers.entries()) {
        const help = helpCutIn(db, {
          campaignId: id,
          token: cut.token,
          userId: helper,
          requestId: `finish-help-${i}`,
          now: clock.now(),
          random,
        });
        if (finished) {
          await expect(help).rejects.toMatchObject({ code: 1000 });
          continue;
        }
        const answer = await help;
        amounts.push(answer.amountFen);
        finished = answer.cut.state === 'finished';
        if (finished) expect(answer.cut.cutFen).toBe(1000);
      }
      expect(finished).toBe(true);
      expect(amounts.reduce((a, b) => a + b, 0)).toBe(1000);
      const coupons = await db
        .select()
        .from(userCoupons)
        .where(and(eq(userCoupons.userId, starter), like(userCoupons.idempotencyKey, 'cut:%')));
      expect(coupons).toHaveLength(1);
      const [attempt] = await db
        .select()
        .from(campaignAttempts)
        .innerJoin(campaignCuts, eq(campaignCuts.attemptId, campaignAttempts.id))
        .where(eq(campaignCuts.token, cut.token));
      expect(attempt?.campaign_attempts.couponId).toBe(coupons[0]?.id);
      // The unit held since the start became the prize: no second unit taken, none returned.
      expect(await remaining(tierId)).toBe(9);
      expect(await releaseLapsedCuts(db, clock.now() + 48 * HOUR, tierId)).toBe(0);
      // A helper's retry after the end still answers their cut; the starter sees the coupon.
      const retry = await helpCutIn(db, {
        campaignId: id,
        token: cut.token,
        userId: helpers[0] as number,
        requestId: 'finish-help-0',
        now: clock.now(),
      });
      expect(retry).toMatchObject({ amountFen: amounts[0], repeated: true });
    });

    it('holds the helpers’ daily limit under parallel taps, and again the next day', async () => {
      const { id } = await running(
        cutDraft({}, { helpsPerDay: 2, targetFen: 10_000, maxCutFen: 400, hours: 72 }),
      );
      const starters = await newUsers(5, 1);
      const [helper] = (await newUsers(1, 3)) as [number];
      const tokens = await Promise.all(
        starters.map(async (starter, i) => {
          const started = await startCutIn(db, {
            campaignId: id,
            userId: starter,
            userType: 1,
            requestId: `limit-start-${i}`,
            now: clock.now(),
          });
          return started.cut.token;
        }),
      );
      const { raceDb, close } = await racePool();
      const help = (token: string, i: number, prefix: string) =>
        helpCutIn(raceDb, {
          campaignId: id,
          token,
          userId: helper,
          requestId: `${prefix}-${i}`,
          now: clock.now(),
        });
      const today = await Promise.allSettled(tokens.map((token, i) => help(token, i, 'day1')));
      expect(codes(today)).toEqual([0, 0, 1001, 1001, 1001]);
      clock.advance(24 * 3600);
      const helpedBefore = today.flatMap((r, i) => (r.status === 'fulfilled' ? [i] : []));
      const left = tokens.filter((_, i) => !helpedBefore.includes(i));
      const tomorrow = await Promise.allSettled(left.map((token, i) => help(token, i, 'day2')));
      await close();
      expect(codes(tomorrow)).toEqual([0, 0, 1001]);
      const [helps] = await db
        .select({ n: count() })
        .from(campaignCutHelps)
        .where(eq(campaignCutHelps.helperId, helper));
      expect(helps?.n).toBe(4);
    });

    it('lets racing helpers on the last cuts neither overshoot the target nor give the prize twice', async () => {
      // Every cut is 100 exactly: three finish a target of 300.
      const { id, tierId } = await running(
        cutDraft({}, { targetFen: 300, minCutFen: 100, maxCutFen: 100, helpsPerDay: 5 }),
      );
      const [starter] = (await newUsers(1, 1)) as [number];
      const helpers = await newUsers(30, 3);
      const { cut } = await startCutIn(db, {
        campaignId: id,
        userId: starter,
        userType: 1,
        requestId: 'race-start-1',
        now: clock.now(),
      });
      const { raceDb, close } = await racePool();
      const results = await Promise.allSettled(
        helpers.map((helper, i) =>
          helpCutIn(raceDb, {
            campaignId: id,
            token: cut.token,
            userId: helper,
            requestId: `race-help-${i}`,
            now: clock.now(),
          }),
        ),
      );
      await close();
      const answered = codes(results);
      // 4290: told to come back by the admission gate on a loaded machine (ADR 019), never counted.
      expect(answered.filter((code) => code === 0)).toHaveLength(3);
      for (const code of answered) expect([0, 1000, 4290]).toContain(code);
      const [row] = await db.select().from(campaignCuts).where(eq(campaignCuts.token, cut.token));
      expect(row).toMatchObject({ cutFen: 300, helpers: 3 });
      expect(row?.finishedAt).not.toBeNull();
      const entries = await db
        .select()
        .from(valueEntries)
        .where(like(valueEntries.idempotencyKey, `cut:${row?.id}`));
      expect(entries).toHaveLength(1);
      expect(entries[0]?.amount).toBe(100);
      expect(await remaining(tierId)).toBe(99);
      for (const account of await ledgerCheck(db, [starter])) {
        expect(account.balance).toBe(account.sum);
      }
    });

    it('lapses a cut at its window: helps refused, its unit returned once, a new start allowed', async () => {
      const { id, tierId } = await running(
        cutDraft({ tiers: [losing, points(1)], budgetUnits: 1 }, { hours: 2 }),
      );
      const [starter, other, helper] = (await newUsers(3, 1)) as [number, number, number];
      const start = (userId: number, requestId: string) =>
        startCutIn(db, { campaignId: id, userId, userType: 1, requestId, now: clock.now() });
      const { cut } = await start(starter, 'lapse-start-1');
      // The only prize is held by the open cut.
      await expect(start(other, 'lapse-other-1')).rejects.toMatchObject({ code: 1002 });
      clock.advance(2 * 3600);
      await expect(
        helpCutIn(db, {
          campaignId: id,
          token: cut.token,
          userId: helper,
          requestId: 'lapse-help-1',
          now: clock.now(),
        }),
      ).rejects.toMatchObject({ code: 1003 });
      const view = getCutPriceResponse.parse(
        (await anonymous(t).get(CUT, { slug: (await slugOf(id)) ?? '', cut: cut.token })).envelope
          .data,
      );
      expect(view.shared?.state).toBe('expired');
      // Released once, however often housekeeping runs; the unit is back.
      const [first, second] = await Promise.all([
        db.transaction((tx) => releaseLapsedCuts(tx, clock.now(), tierId)),
        db.transaction((tx) => releaseLapsedCuts(tx, clock.now(), tierId)),
      ]);
      expect(first + second).toBe(1);
      expect(await remaining(tierId)).toBe(1);
      // Another starter takes it, then the first starts again: sold out until that one lapses.
      await start(other, 'lapse-other-2');
      await expect(start(starter, 'lapse-start-2')).rejects.toMatchObject({ code: 1002 });
      clock.advance(2 * 3600);
      const again = await start(starter, 'lapse-start-3');
      expect(again.cut.state).toBe('open');
      expect(await remaining(tierId)).toBe(0);
      const [released] = await db
        .select({ n: count() })
        .from(campaignCuts)
        .where(and(eq(campaignCuts.campaignId, id)));
      expect(released?.n).toBe(3);
    });

    it('repeats the first answer for a doubled start or help, and refuses a request id of another cut', async () => {
      const { id, tierId } = await running(cutDraft({}, { helpsPerDay: 5 }));
      const [starter, starter2, helper] = (await newUsers(3, 1)) as [number, number, number];
      const { raceDb, close } = await racePool();
      const starts = await Promise.all(
        Array.from({ length: 5 }, () =>
          startCutIn(raceDb, {
            campaignId: id,
            userId: starter,
            userType: 1,
            requestId: 'same-start-1',
            now: clock.now(),
          }),
        ),
      );
      expect(new Set(starts.map((s) => s.cut.token)).size).toBe(1);
      expect(starts.filter((s) => !s.repeated)).toHaveLength(1);
      expect(await remaining(tierId)).toBe(99);
      const token = starts[0]?.cut.token ?? '';
      const helps = await Promise.all(
        Array.from({ length: 5 }, () =>
          helpCutIn(raceDb, {
            campaignId: id,
            token,
            userId: helper,
            requestId: 'same-help-1',
            now: clock.now(),
          }),
        ),
      );
      await close();
      expect(new Set(helps.map((h) => h.amountFen)).size).toBe(1);
      expect(helps.filter((h) => !h.repeated)).toHaveLength(1);
      const [row] = await db.select().from(campaignCuts).where(eq(campaignCuts.token, token));
      expect(row?.helpers).toBe(1);
      const other = await startCutIn(db, {
        campaignId: id,
        userId: starter2,
        userType: 1,
        requestId: 'other-start-1',
        now: clock.now(),
      });
      await expect(
        helpCutIn(db, {
          campaignId: id,
          token: other.cut.token,
          userId: helper,
          requestId: 'same-help-1',
          now: clock.now(),
        }),
      ).rejects.toMatchObject({ code: 4090 });
      // Characters are not drawn on a cut.
      await expect(
        drawWordIn(db, {
          campaignId: id,
          userId: starter,
          userType: 1,
          requestId: 'same-start-1',
          now: clock.now(),
        }),
      ).rejects.toMatchObject({ code: 1000 });
    });
  });

  describe('collect words', () => {
    it('draws characters by the weights within the day’s limit, a retry answering the same one', async () => {
      const { id } = await running(wordsDraft({ perDayLimit: 5, perCampaignLimit: 8 }));
      const [userId] = (await newUsers(1, 3)) as [number];
      const { raceDb, close } = await racePool();
      const draw = (i: number, prefix: string) =>
        drawWordIn(raceDb, {
          campaignId: id,
          userId,
          userType: 3,
          requestId: `${prefix}-${i}`,
          now: clock.now(),
        });
      const today = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => draw(i, 'w1')));
      expect(today.filter((r) => codeOf(r) === 0)).toHaveLength(5);
      expect(today.filter((r) => codeOf(r) === 1001)).toHaveLength(35);
      const won = today.findIndex((r) => r.status === 'fulfilled');
      const first = today[won] as PromiseFulfilledResult<Awaited<ReturnType<typeof drawWordIn>>>;
      const retried = await draw(won, 'w1');
      expect(retried).toMatchObject({
        position: first.value.position,
        char: first.value.char,
        repeated: true,
      });
      clock.advance(24 * 3600);
      const tomorrow = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) => draw(i, 'w2')),
      );
      await close();
      // The campaign's limit of 8: 3 more.
      expect(tomorrow.filter((r) => codeOf(r) === 0)).toHaveLength(3);
      const cards = await db
        .select()
        .from(campaignWordCards)
        .where(and(eq(campaignWordCards.campaignId, id), eq(campaignWordCards.userId, userId)));
      expect(cards.reduce((sum, card) => sum + card.count, 0)).toBe(8);

      // Over many draws, the seeded selection lands on the weights (30/30/30/10).
      const user2 = (await newUsers(1, 3))[0] as number;
      const { id: many } = await running(wordsDraft({ perDayLimit: null }));
      const random = seededRandomInt(2026);
      const seen = [0, 0, 0, 0];
      for (let i = 0; i < 400; i += 1) {
        const drawn = await drawWordIn(db, {
          campaignId: many,
          userId: user2,
          userType: 3,
          requestId: `many-${i}`,
          now: clock.now(),
          random,
        });
        seen[drawn.position] = (seen[drawn.position] ?? 0) + 1;
      }
      expect(seen[3]).toBeGreaterThan(15);
      expect(seen[3]).toBeLessThan(70);
      for (const n of seen.slice(0, 3)) expect(n).toBeGreaterThan(80);
    });

    it('redeems a full set once: one prize under concurrent taps, one of each character taken', async () => {
      const { id, tierId } = await running(wordsDraft());
      const [userId, missing] = (await newUsers(2, 3)) as [number, number];
      await db.insert(campaignWordCards).values([
        ...[2, 1, 1, 1].map((n, position) => ({ campaignId: id, userId, position, count: n })),
        ...[1, 1, 1].map((n, position) => ({
          campaignId: id,
          userId: missing,
          position,
          count: n,
        })),
      ]);
      // A character short: refused, and nothing kept of the attempt.
      await expect(
        redeemWordsIn(db, {
          campaignId: id,
          userId: missing,
          userType: 3,
          requestId: 'short-1',
          now: clock.now(),
          locale: 'zh-CN',
        }),
      ).rejects.toMatchObject({ code: 1000 });
      const [none] = await db
        .select({ n: count() })
        .from(campaignWordRedemptions)
        .where(eq(campaignWordRedemptions.userId, missing));
      expect(none?.n).toBe(0);

      const { raceDb, close } = await racePool();
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) =>
          redeemWordsIn(raceDb, {
            campaignId: id,
            userId,
            userType: 3,
            requestId: `redeem-${i}`,
            now: clock.now(),
            locale: 'zh-CN',
          }),
        ),
      );
      await close();
      expect(results.filter((r) => codeOf(r) === 0)).toHaveLength(1);
      for (const code of codes(results)) expect([0, 1001, 4290]).toContain(code);
      const redemptions = await db
        .select()
        .from(campaignWordRedemptions)
        .where(eq(campaignWordRedemptions.userId, userId));
      expect(redemptions).toHaveLength(1);
      const entries = await db
        .select()
        .from(valueEntries)
        .where(eq(valueEntries.idempotencyKey, `words:${redemptions[0]?.id}`));
      expect(entries.map((entry) => entry.amount)).toEqual([500]);
      const [pointsAccount] = await ledgerCheck(db, [userId]);
      expect(pointsAccount).toMatchObject({ asset: 'points', balance: 500 });
      const cards = await db
        .select()
        .from(campaignWordCards)
        .where(and(eq(campaignWordCards.campaignId, id), eq(campaignWordCards.userId, userId)));
      expect(cards.map((card) => card.count).sort()).toEqual([0, 0, 0, 1]);
      expect(await remaining(tierId)).toBe(99);
      // The winning request id again: its answer repeated.
      const won = results.findIndex((r) => r.status === 'fulfilled');
      const again = await redeemWordsIn(db, {
        campaignId: id,
        userId,
        userType: 3,
        requestId: `redeem-${won}`,
        now: clock.now(),
        locale: 'en-US',
      });
      expect(again).toMatchObject({ repeated: true, prize: { name: '500 points', amount: 500 } });
      for (const account of await ledgerCheck(db, [userId]))
        expect(account.balance).toBe(account.sum);
    });

    it('serves the demo phrase, and the demo collector redeems it over the API', async () => {
      const anon = anonymous(t);
      const game = getCollectWordsResponse.parse(
        (await anon.get(WORDS, { slug: 'demo-collect-words' })).envelope.data,
      );
      expect(game.phrase).toBe('福满货运');
      expect(game.characters.map((c) => [c.char, c.oddsPercent])).toEqual([
        ['福', '30.00'],
        ['满', '30.00'],
        ['货', '30.00'],
        ['运', '10.00'],
      ]);
      expect(game.me).toBeNull();
      const collector = await loginAs(t, DEMO_COLLECTOR_MOBILE, 3);
      const mine = getCollectWordsResponse.parse(
        (await collector.get(WORDS, { slug: 'demo-collect-words' })).envelope.data,
      );
      expect(mine.me).toEqual({
        cards: [0, 1, 2, 3].map((position) => ({ position, count: 1 })),
        redeemedAt: null,
      });
      const drawn = await collector.post(DRAW_WORD, {
        campaignId: game.campaignId,
        requestId: 'collector-draw-1',
      });
      expect(drawn.envelope.status.code).toBe(0);
      const fields = { campaignId: game.campaignId, requestId: 'collector-redeem-1' };
      const redeemed = redeemWordsResponse.parse(
        (await collector.post(REDEEM, fields)).envelope.data,
      );
      expect(redeemed).toMatchObject({ prize: { prize: 'points', amount: 500 }, repeated: false });
      expect(redeemed.entryId).not.toBeNull();
      const twice = await collector.post(REDEEM, { ...fields, requestId: 'collector-redeem-2' });
      expect(twice.envelope.status).toMatchObject({
        code: 1001,
        msg: '您已经兑换过这个活动的奖品了',
      });
      const after = getCollectWordsResponse.parse(
        (await collector.get(WORDS, { slug: 'demo-collect-words' })).envelope.data,
      );
      expect(after.me?.redeemedAt).toBe(new Date(clock.now()).toISOString());
      // Not a cut campaign, nor a cut on a phrase.
      expect((await anon.get(CUT, { slug: 'demo-collect-words' })).envelope.status.code).toBe(4040);
      expect((await anon.get(WORDS, { slug: 'demo-shipper-cut' })).envelope.status.code).toBe(4040);
      expect(
        (await collector.post(START, { campaignId: game.campaignId, requestId: 'words-as-cut' }))
          .envelope.status.code,
      ).toBe(1000);
    });
  });

  describe('the demo collect-words rules', () => {
    const words = eq(campaigns.slug, 'demo-collect-words');
    const rulesOf = async () =>
      (
        await db
          .select({ zh: campaigns.rulesZh, en: campaigns.rulesEn })
          .from(campaigns)
          .where(words)
      )[0];

    it('say where the odds are: on the page, under “How it works”, not below', async () => {
      const rules = await rulesOf();
      expect(rules?.zh).toContain('各字出现的概率见本页“怎么玩”');
      expect(rules?.zh).not.toContain('下方');
      expect(rules?.en).toContain('under “How it works”');
      expect(rules?.en).not.toContain('below');
    });

    it('are put right in a database seeded before version 2, unless an operator changed them', async () => {
      const key = eq(appMeta.key, `seed:${demoCampaignGamesSeed.name}`);
      const edited = '运营改过的英文规则';
      await db.update(campaigns).set({ rulesZh: RULES_BEFORE_2.zh, rulesEn: edited }).where(words);
      await db.update(appMeta).set({ value: '1' }).where(key);
      expect(
        await runSeeds(db, [demoCampaignGamesSeed], { includeDemo: true, context: SEED_CONTEXT }),
      ).toEqual([demoCampaignGamesSeed.name]);
      const rules = await rulesOf();
      expect(rules?.zh).toContain('各字出现的概率见本页“怎么玩”');
      expect(rules?.en).toBe(edited);
      // Once per version: nothing runs again.
      expect(
        await runSeeds(db, [demoCampaignGamesSeed], { includeDemo: true, context: SEED_CONTEXT }),
      ).toEqual([]);
    });
  });

  async function slugOf(id: number): Promise<string | undefined> {
    const operator = await opsAs('viewer');
    return opsCampaign.parse((await operator.request('GET', `/campaigns/${id}`)).json()).slug;
  }
});
