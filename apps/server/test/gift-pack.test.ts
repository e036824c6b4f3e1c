// New users' gift packs (campaigns of kind `gift_pack`, issue 16): the pack running for a user type
// with what it holds and what is left, the caller's eligibility (new, existing, the other user
// type), a claim that gives every item at once into the coupons and ledgers, once per user (a
// retried request repeats the answer, 200 parallel claims of one user give one pack), never in
// part, and never more packs than the stock under 1000 parallel claims. Runs on PGlite and, in
// `npm test`, on PostgreSQL 15.

import {
  claimGiftPack,
  claimGiftPackResponse,
  drawCampaign,
  getGiftPack,
  getGiftPackResponse,
} from '@freight/contract/endpoints/campaigns';
import { endpointPath } from '@freight/contract/endpoints/common';
import {
  getValueBalances,
  getValueBalancesResponse,
  listMyCoupons,
  listMyCouponsResponse,
} from '@freight/contract/endpoints/value';
import { type CampaignInput, opsCampaign } from '@freight/contract/ops';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { campaignAttempts, campaignTiers } from '../src/db/schema/campaigns.ts';
import { users } from '../src/db/schema/users.ts';
import { userCoupons } from '../src/db/schema/value.ts';
import { claimPack } from '../src/modules/campaigns/gift-pack-claim.ts';
import { createOperator } from '../src/modules/operators/accounts.ts';
import { DEMO_DRIVER_MOBILE, DEMO_OLD_SHIPPER_MOBILE } from '../src/modules/users/seed.ts';
import { ledgerCheck } from '../src/modules/value/ledger.ts';
import { templateFactory } from './helpers/fixtures.ts';
import { anonymous, loginAs } from './helpers/login.ts';
import { OpsClient } from './helpers/ops.ts';
import {
  buildTestApp,
  createTestDatabase,
  type TestApp,
  TestClock,
  type TestDatabase,
} from './helpers/test-app.ts';

const PACK = endpointPath(getGiftPack);
const CLAIM = endpointPath(claimGiftPack);
const DRAW = endpointPath(drawCampaign);
const BALANCES = endpointPath(getValueBalances);
const COUPONS = endpointPath(listMyCoupons);
const PASSWORD = 'correct horse battery staple';
const HOUR = 3600_000;

const codeOf = (result: PromiseSettledResult<unknown>) =>
  result.status === 'fulfilled' ? 0 : ((result.reason as { code?: number }).code ?? -1);

describe('gift packs', () => {
  const clock = new TestClock();
  let testDb: TestDatabase;
  let t: TestApp;
  let db: Db;
  let made = 0;
  const makeTemplate = templateFactory(() => db, 'gift-pack');

  /** Users who signed up now (on the test's clock): new to any pack started before. */
  async function newUsers(n: number, userType: 1 | 3 = 1): Promise<number[]> {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: n }, () => ({
          mobile: `1376${String(10_000_000 + (made += 1)).slice(1)}`,
          userType,
          createdAt: new Date(clock.now()),
        })),
      )
      .returning({ id: users.id });
    return rows.map((row) => row.id);
  }

  /** A shippers' pack of `stock`: a ¥5 coupon and 100 points; running once the clock moves. */
  async function runningPack(stock: number, fields: Partial<CampaignInput> = {}) {
    const templateId = await makeTemplate({ faceValueFen: 500, userType: 1 });
    const now = clock.now();
    const input: CampaignInput = {
      slug: `test-pack-${(made += 1)}`,
      kind: 'gift_pack',
      titleZh: '测试礼包',
      titleEn: 'Test pack',
      rulesZh: '新用户限领一次',
      rulesEn: 'New users, once',
      userType: 1,
      audience: 'new',
      startsAt: new Date(now + HOUR).toISOString(),
      endsAt: new Date(now + 48 * HOUR).toISOString(),
      perDayLimit: null,
      perCampaignLimit: 1,
      budgetUnits: 2 * stock,
      budgetFen: 500 * stock,
      lockSeconds: null,
      tiers: [
        {
          position: 0,
          nameZh: '无',
          nameEn: 'None',
          prize: 'none',
          amount: 0,
          couponTemplateId: null,
          valueFen: 0,
          weight: 0,
          total: null,
          fallbackPosition: null,
        },
        {
          position: 1,
          nameZh: '5 元券',
          nameEn: '¥5 coupon',
          prize: 'coupon',
          amount: 1,
          couponTemplateId: templateId,
          valueFen: 500,
          weight: 1,
          total: stock,
          fallbackPosition: null,
        },
        {
          position: 2,
          nameZh: '100 积分',
          nameEn: '100 points',
          prize: 'points',
          amount: 100,
          couponTemplateId: null,
          valueFen: 0,
          weight: 1,
          total: stock,
          fallbackPosition: null,
        },
      ],
      ...fields,
    };
    const operator = new OpsClient(t.app);
    await operator.login('pack-operator', PASSWORD);
    const created = await operator.request('POST', '/campaigns', { body: input });
    if (created.statusCode !== 200) {
      return { refused: created.json<{ status: { code: number; msg: string } }>() };
    }
    const campaign = opsCampaign.parse(created.json());
    const published = await operator.request('POST', `/campaigns/${campaign.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    clock.advance((Date.parse(input.startsAt) - clock.now()) / 1000 + 1);
    // Back at the start, hours later: an operator session left that long has ended (30 idle
    // minutes), so the operator logs in again.
    await operator.login('pack-operator', PASSWORD);
    return { id: campaign.id, operator };
  }

  beforeAll(async () => {
    testDb = await createTestDatabase();
    t = await buildTestApp({ database: testDb.database, now: clock.now });
    db = t.app.db;
    await createOperator(
      db,
      { operatorId: null, name: 'test-setup' },
      { username: 'pack-operator', password: PASSWORD, role: 'operator' },
      clock.now(),
    );
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.destroy();
  });

  it('shows the pack running for each user type, and a new shipper takes it whole, once', async () => {
    const anon = anonymous(t);
    const pack = getGiftPackResponse.parse((await anon.get(PACK, { userType: 1 })).envelope.data);
    expect(pack.title).toBe('货主新人礼包');
    expect(pack.items.map((item) => [item.name, item.prize, item.amount])).toEqual([
      ['30 元运费券', 'coupon', 1],
      ['500 积分', 'points', 500],
    ]);
    expect(pack.items[0]?.coupon).toMatchObject({ thresholdFen: expect.any(Number) });
    expect(pack).toMatchObject({ userType: 1, total: 500, remaining: 500, me: null });
    const drivers = getGiftPackResponse.parse(
      (await anon.get(PACK, { userType: '3' }, { headers: { 'accept-language': 'en-US' } }))
        .envelope.data,
    );
    expect(drivers.title).toBe('New driver’s gift pack');
    expect(drivers.items.map((item) => item.name)).toEqual(['¥20 fuel coupon', '200 lucky beans']);
    // Only shippers' and drivers' packs exist.
    expect((await anon.get(PACK, { userType: 2 })).envelope.status.code).toBe(4220);
    expect(
      (await anon.post(CLAIM, { campaignId: pack.campaignId, requestId: 'anon-pack-0001' }))
        .envelope.status.code,
    ).toBe(4010);

    const shipper = await loginAs(t, '13761000001', 1);
    const before = getGiftPackResponse.parse(
      (await shipper.get(PACK, { userType: 1 })).envelope.data,
    );
    expect(before.me).toEqual({ claimedAt: null, eligibility: 'new' });
    const fields = { campaignId: pack.campaignId, requestId: 'new-shipper-pack-1' };
    const first = claimGiftPackResponse.parse((await shipper.post(CLAIM, fields)).envelope.data);
    expect(first.repeated).toBe(false);
    expect(first.items).toEqual(pack.items);
    // A retry of the same request repeats the answer and gives nothing more.
    const again = claimGiftPackResponse.parse((await shipper.post(CLAIM, fields)).envelope.data);
    expect(again).toEqual({ ...first, repeated: true });
    // Another request is a second claim: refused in words.
    const second = await shipper.post(CLAIM, { ...fields, requestId: 'new-shipper-pack-2' });
    expect(second.envelope.status).toEqual({ code: 1001, msg: '您已经领过这个礼包了' });
    // What the pack held is in the account: the coupon in "my coupons", the points in the ledger.
    const { balances } = getValueBalancesResponse.parse(
      (await shipper.get(BALANCES)).envelope.data,
    );
    expect(balances.find((row) => row.asset === 'points')?.balance).toBe(500);
    const { coupons } = listMyCouponsResponse.parse((await shipper.get(COUPONS)).envelope.data);
    expect(coupons).toHaveLength(1);
    const after = getGiftPackResponse.parse(
      (await shipper.get(PACK, { userType: 1 })).envelope.data,
    );
    expect(after.me).toEqual({ claimedAt: first.claimedAt, eligibility: 'new' });
    expect(after.remaining).toBe(499);
    // A pack is not drawn.
    const drawn = await shipper.post(DRAW, { ...fields, requestId: 'new-shipper-draw-1' });
    expect(drawn.envelope.status.code).toBe(1000);
  });

  it('turns away an account older than the pack, and the other user type, with nothing taken', async () => {
    const anon = anonymous(t);
    const pack = getGiftPackResponse.parse((await anon.get(PACK, { userType: 1 })).envelope.data);
    const old = await loginAs(t, DEMO_OLD_SHIPPER_MOBILE, 1);
    const seen = getGiftPackResponse.parse((await old.get(PACK, { userType: 1 })).envelope.data);
    expect(seen.me).toEqual({ claimedAt: null, eligibility: 'existing' });
    const refused = await old.post(CLAIM, { campaignId: pack.campaignId, requestId: 'old-pack-1' });
    expect(refused.envelope.status).toEqual({ code: 1000, msg: '这个活动只面向新用户' });

    const driver = await loginAs(t, DEMO_DRIVER_MOBILE, 3);
    const asDriver = getGiftPackResponse.parse(
      (await driver.get(PACK, { userType: 1 })).envelope.data,
    );
    expect(asDriver.me?.eligibility).toBe('other_user_type');
    const other = await driver.post(CLAIM, {
      campaignId: pack.campaignId,
      requestId: 'drv-pack-1',
    });
    expect(other.envelope.status.code).toBe(1000);
    const [attempts] = await db
      .select({ n: count() })
      .from(campaignAttempts)
      .where(eq(campaignAttempts.campaignId, pack.campaignId));
    const after = getGiftPackResponse.parse((await anon.get(PACK, { userType: 1 })).envelope.data);
    expect(after.remaining).toBe(pack.remaining);
    expect(attempts?.n).toBe(500 - pack.remaining);
  });

  it('gives one pack of 200 parallel claims by one user, and none in part when an item is gone', async () => {
    const { id } = await runningPack(10);
    if (id === undefined) throw new Error('the pack was refused');
    const [userId] = (await newUsers(1)) as [number];
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        claimPack(db, {
          campaignId: id,
          userId,
          userType: 1,
          requestId: `one-user-pack-${i}`,
          now: clock.now(),
          locale: 'zh-CN',
        }),
      ),
    );
    const codes = results.map(codeOf);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    for (const code of codes) expect([0, 1001, 4290]).toContain(code);
    const coupons = await db
      .select({ n: count() })
      .from(userCoupons)
      .where(eq(userCoupons.userId, userId));
    expect(coupons[0]?.n).toBe(1);
    for (const account of await ledgerCheck(db, [userId]))
      expect(account.balance).toBe(account.sum);

    // An item sold out (its stock spent elsewhere): the next claim takes nothing at all.
    const [coupon] = await db
      .update(campaignTiers)
      .set({ remaining: 0 })
      .where(and(eq(campaignTiers.campaignId, id), eq(campaignTiers.position, 1)))
      .returning({ id: campaignTiers.id });
    expect(coupon).toBeDefined();
    const [late] = (await newUsers(1)) as [number];
    const refused = await claimPack(db, {
      campaignId: id,
      userId: late,
      userType: 1,
      requestId: 'late-pack-1',
      now: clock.now(),
      locale: 'zh-CN',
    }).catch((error: { code: number }) => error.code);
    expect(refused).toBe(1002);
    const [points] = await db
      .select({ remaining: campaignTiers.remaining })
      .from(campaignTiers)
      .where(and(eq(campaignTiers.campaignId, id), eq(campaignTiers.position, 2)));
    expect(points?.remaining).toBe(9);
  });

  it('gives exactly the stock under 1000 parallel claims by 100 new users, each at most once', async () => {
    const STOCK = 30;
    const { id } = await runningPack(STOCK);
    if (id === undefined) throw new Error('the pack was refused');
    const userIds = await newUsers(100);
    const started = performance.now();
    const results = await Promise.allSettled(
      Array.from({ length: 1000 }, (_, i) =>
        claimPack(db, {
          campaignId: id,
          userId: userIds[i % userIds.length] as number,
          userType: 1,
          requestId: `crowd-pack-${i}`,
          now: clock.now(),
          locale: 'zh-CN',
        }),
      ),
    );
    const ms = performance.now() - started;
    const codes = results.map(codeOf);
    // 1001: that user has it; 1002: packs gone; 4290: behind the gate's few seconds (ADR 019).
    for (const code of codes) expect([0, 1001, 1002, 4290]).toContain(code);
    const winners = results.flatMap((r, i) =>
      r.status === 'fulfilled' ? [userIds[i % userIds.length]] : [],
    );
    console.log(
      `[gift-pack] 1000 parallel claims on ${t.database.kind}: ${Math.round(ms)} ms; ` +
        `${winners.length}/${STOCK} packs`,
    );
    expect(new Set(winners).size).toBe(winners.length);
    const tiers = await db
      .select({ remaining: campaignTiers.remaining, total: campaignTiers.total })
      .from(campaignTiers)
      .where(and(eq(campaignTiers.campaignId, id), isNotNull(campaignTiers.total)));
    for (const tier of tiers) expect((tier.remaining as number) + winners.length).toBe(STOCK);
    const [given] = await db
      .select({ n: count() })
      .from(campaignAttempts)
      .where(and(eq(campaignAttempts.campaignId, id), isNotNull(campaignAttempts.tierId)));
    expect(given?.n).toBe(winners.length);
    // Unless the gate turned most of them away, the stock is gone.
    if (codes.filter((code) => code === 4290).length < 1000 - STOCK) {
      expect(winners.length).toBe(STOCK);
    }
    for (const account of await ledgerCheck(db, userIds)) {
      expect(account.balance).toBe(account.sum);
      expect(account.balance).toBe(100);
    }
    expect(await ledgerCheck(db, userIds)).toHaveLength(winners.length);
  });

  it('refuses a pack that is not for new users of one type, once each; an ended pack is not found', async () => {
    const refused = await runningPack(5, { audience: 'all' });
    expect(refused.refused?.status).toEqual({
      code: 4220,
      msg: '礼包设置有误：礼包只面向新用户，须指定用户类型，每人限领一次',
    });
    const once = await runningPack(5, { perCampaignLimit: 2 });
    expect(once.refused?.status.code).toBe(4220);
    const anon = anonymous(t);
    const { id, operator } = await runningPack(5);
    // The newest running pack of a user type is the one shown.
    const shown = getGiftPackResponse.parse((await anon.get(PACK, { userType: 1 })).envelope.data);
    expect(shown.campaignId).toBe(id);
    const ended = await operator?.request('POST', `/campaigns/${id}/end`, {
      body: { noticeZh: '礼包活动提前结束', noticeEn: 'The pack ended early' },
    });
    expect(ended?.statusCode, ended?.body).toBe(200);
    const after = getGiftPackResponse.parse((await anon.get(PACK, { userType: 1 })).envelope.data);
    expect(after.campaignId).not.toBe(id);
    // Past every pack's end, none is running.
    clock.advance(10 * 365 * 24 * 3600);
    const none = await anon.get(PACK, { userType: 1 });
    expect(none.envelope.status).toEqual({ code: 4040, msg: '新人礼包活动暂未开始或已结束' });
  });
});
