// Referrals (issue 13, docs/decisions/016): invitation tokens made on demand and resolved by the
// existing link lookup; each anti-fraud rule refused with its reason code; the daily cap; a
// qualified referral paid once under parallel qualification events; expiry; the driver review's
// approval as the `verification_approved` event; the operators' funnel, list and withholding.
// Runs on PGlite and, through scripts/pg15.mjs, on PostgreSQL 15.

import {
  getCampaignRulesResponse,
  getRunningProgramme,
} from '@freight/contract/endpoints/campaigns';
import { endpointPath } from '@freight/contract/endpoints/common';
import { getUserInfoByTokenAndType } from '@freight/contract/endpoints/oms';
import {
  acceptInvitation as acceptEndpoint,
  acceptInvitationResponse,
  getMyInvitation,
  getMyInvitationResponse,
  getMyInviteToken,
  getMyInviteTokenResponse,
  listMyReferrals,
  listMyReferralsResponse,
  type ReferralRefusal,
  remindInvitee,
} from '@freight/contract/endpoints/referral';
import { listValueEntries, listValueEntriesResponse } from '@freight/contract/endpoints/value';
import { referralFunnel, referralPage } from '@freight/contract/ops';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openPostgresDatabase } from '../src/db/database.ts';
import { campaigns } from '../src/db/schema/campaigns.ts';
import { drivers } from '../src/db/schema/drivers.ts';
import { inviteTokens } from '../src/db/schema/invites.ts';
import { smsOutbox } from '../src/db/schema/identity.ts';
import { operatorAudit } from '../src/db/schema/operators.ts';
import { referralProgrammes, referrals } from '../src/db/schema/referrals.ts';
import { users } from '../src/db/schema/users.ts';
import { valueAccounts, valueEntries } from '../src/db/schema/value.ts';
import { wechatOpenids } from '../src/db/schema/wechat-oauth.ts';
import { reviewDriverAudited } from '../src/modules/drivers/review.ts';
import { createOperator } from '../src/modules/operators/accounts.ts';
import { acceptInvitation } from '../src/modules/referrals/accept.ts';
import {
  type Programme,
  programmeById,
  runningProgramme,
} from '../src/modules/referrals/programmes.ts';
import { DEMO_INVITE_TOKENS } from '../src/modules/invites/seed.ts';
import {
  payReferralReward,
  qualifyReferral,
  settleReferrals,
} from '../src/modules/referrals/qualify.ts';
import { DEMO_PROGRAMMES } from '../src/modules/referrals/seed.ts';
import { myInviteToken } from '../src/modules/referrals/tokens.ts';
import { ledgerCheck } from '../src/modules/value/ledger.ts';
import { INVITE_TYPES } from '@freight/contract/endpoints/referral-values';
import { DEMO_DRIVER_MOBILE } from '../src/modules/users/seed.ts';
import { userFactory } from './helpers/fixtures.ts';
import { anonymous, loginAs } from './helpers/login.ts';
import { OpsClient } from './helpers/ops.ts';
import {
  buildTestApp,
  createTestDatabase,
  type TestApp,
  TestClock,
  type TestDatabase,
} from './helpers/test-app.ts';
import { sealIdCard } from '../src/modules/drivers/id-card-vault.ts';

const TOKEN = endpointPath(getMyInviteToken);
const ACCEPT = endpointPath(acceptEndpoint);
const MINE = endpointPath(listMyReferrals);
const ENTRIES = endpointPath(listValueEntries);
const LOOKUP = endpointPath(getUserInfoByTokenAndType);
const RUNNING = endpointPath(getRunningProgramme);
const INVITATION = endpointPath(getMyInvitation);
const REMIND = endpointPath(remindInvitee);
const DAY_S = 86_400;
const PASSWORD = 'correct horse battery staple';

/** The refusal's reason code, or 'ok'. */
const reasonOf = (result: PromiseSettledResult<unknown>) =>
  result.status === 'fulfilled'
    ? 'ok'
    : ((result.reason as { data?: { reason?: string } }).data?.reason ?? String(result.reason));

describe('referrals', () => {
  const clock = new TestClock();
  let testDb: TestDatabase;
  let t: TestApp;
  let db: Db;
  let slugs = 0;

  const newUsers = userFactory(() => db, '1355');
  const newUser = async (userType: 1 | 3 = 3) => (await newUsers(1, userType))[0] as number;

  async function newProgramme(
    rules: Partial<typeof referralProgrammes.$inferInsert> = {},
    campaign: Partial<typeof campaigns.$inferInsert> = {},
  ): Promise<Programme> {
    const [row] = await db
      .insert(campaigns)
      .values({
        slug: `test-referral-${(slugs += 1)}`,
        kind: 'referral',
        titleZh: '测试邀请',
        titleEn: 'Test referral',
        rulesZh: '规则',
        rulesEn: 'Rules',
        startsAt: new Date(clock.now() - 3600_000),
        endsAt: new Date(clock.now() + 365 * DAY_S * 1000),
        budgetUnits: 0,
        budgetFen: 0,
        publishedAt: new Date(clock.now() - 7200_000),
        ...campaign,
      })
      .returning({ id: campaigns.id });
    const id = (row as { id: number }).id;
    await db.insert(referralProgrammes).values({
      campaignId: id,
      inviteType: 4,
      qualifyEvent: 'shipment_completed',
      inviterRewardAsset: 'lucky_beans',
      inviterRewardAmount: 100,
      inviteeRewardAsset: 'points',
      inviteeRewardAmount: 50,
      dailyCap: 100,
      tokenTtlDays: 7,
      expiryDays: 30,
      ...rules,
    });
    return (await programmeById(db, id)) as Programme;
  }

  const tokenOf = async (userId: number, programme: Programme, deviceId: string | null = null) =>
    (
      await myInviteToken(db, {
        userId,
        userType: 3,
        programme,
        deviceId,
        now: clock.now(),
        pii: t.app.pii,
      })
    ).token;

  const accept = (
    inviteeUserId: number,
    token: string,
    deviceId: string | null = null,
    inviteeUserType = 3,
  ) =>
    acceptInvitation(db, {
      inviteeUserId,
      inviteeUserType,
      token,
      deviceId,
      now: clock.now(),
      pii: t.app.pii,
    });

  async function refusedWith(promise: Promise<unknown>): Promise<ReferralRefusal | string> {
    return reasonOf((await Promise.allSettled([promise]))[0]);
  }

  async function entriesFor(userId: number) {
    return db
      .select({ amount: valueEntries.amount, key: valueEntries.idempotencyKey })
      .from(valueEntries)
      .innerJoin(valueAccounts, eq(valueAccounts.id, valueEntries.accountId))
      .where(and(eq(valueAccounts.userId, userId), eq(valueEntries.reason, 'referral_reward')));
  }

  beforeAll(async () => {
    testDb = await createTestDatabase();
    t = await buildTestApp({ database: testDb.database, now: clock.now });
    db = t.app.db;
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.destroy();
  });

  describe('the programme running for a share type', () => {
    it('answers its published rules in the reader’s language, the latest started of those running, and not found when none runs', async () => {
      const anon = anonymous(t);
      const driverDriver = await anon.get(RUNNING, { inviteType: 4 });
      // Programmes made by other tests of this file use share type 4 too: the latest started wins.
      const seen = getCampaignRulesResponse.parse(driverDriver.envelope.data);
      expect(seen).toMatchObject({ kind: 'referral', state: 'running' });
      expect(seen.referral).toMatchObject({ qualifyEvent: expect.any(String) });

      // Share type 7 is its own: nothing runs, then a programme, then a later one, then neither.
      const none = await anon.get(RUNNING, { inviteType: 7 });
      expect(none.statusCode).toBe(404);
      expect(none.envelope.status).toEqual({
        code: 4040,
        msg: '邀请活动暂未开始或已结束，敬请期待下一期',
      });
      const first = await newProgramme(
        { inviteType: 7, dailyCap: 5 },
        { titleZh: '第一期', titleEn: 'First round', rulesEn: 'Round one' },
      );
      const rules = getCampaignRulesResponse.parse(
        (await anon.get(RUNNING, { inviteType: '7' })).envelope.data,
      );
      expect(rules).toMatchObject({ slug: first.slug, title: '第一期', me: null });
      expect(rules.referral).toEqual({
        qualifyEvent: 'shipment_completed',
        inviterReward: { asset: 'lucky_beans', amount: 100 },
        inviteeReward: { asset: 'points', amount: 50 },
        dailyCap: 5,
        expiryDays: 30,
      });
      const english = await anon.get(
        RUNNING,
        { inviteType: 7 },
        { headers: { 'accept-language': 'en-US' } },
      );
      expect(getCampaignRulesResponse.parse(english.envelope.data)).toMatchObject({
        title: 'First round',
        rules: 'Round one',
      });
      const second = await newProgramme(
        { inviteType: 7 },
        { titleZh: '第二期', startsAt: new Date(clock.now() - 60_000) },
      );
      // Not yet published, or ended early: not running, so the first still answers.
      await newProgramme(
        { inviteType: 7 },
        { titleZh: '草稿', startsAt: new Date(clock.now() - 1000), publishedAt: null },
      );
      const latest = await anon.get(RUNNING, { inviteType: 7 });
      expect(getCampaignRulesResponse.parse(latest.envelope.data).slug).toBe(second.slug);
      await db
        .update(campaigns)
        .set({ endedAt: new Date(clock.now()) })
        .where(eq(campaigns.id, second.id));
      const back = await anon.get(RUNNING, { inviteType: 7 });
      expect(getCampaignRulesResponse.parse(back.envelope.data).slug).toBe(first.slug);
      await db
        .update(campaigns)
        .set({ endsAt: new Date(clock.now()) })
        .where(eq(campaigns.id, first.id));
      const ended = await anon.get(
        RUNNING,
        { inviteType: 7 },
        { headers: { 'accept-language': 'en-US' } },
      );
      expect(ended.envelope.status).toEqual({
        code: 4040,
        msg: 'No invitation programme is running now; watch for the next one',
      });
    });

    it('refuses a share type that is not one, before any lookup', async () => {
      for (const inviteType of ['0', '10', '4.5', 'abc', '', '4; drop table campaigns']) {
        const res = await anonymous(t).get(RUNNING, { inviteType });
        expect(res.statusCode, inviteType).toBe(422);
      }
      expect((await anonymous(t).get(RUNNING, {})).statusCode).toBe(422);
    });
  });

  describe('invitation tokens', () => {
    it('makes one url-safe token of at least 128 bits per inviter and programme, resolved by the link lookup', async () => {
      const driver = await loginAs(t, DEMO_DRIVER_MOBILE, 3);
      const programme = { programme: DEMO_PROGRAMMES.driverInvitesDriver };
      const first = await driver.post(TOKEN, programme);
      expect(first.envelope.status.code).toBe(0);
      const made = getMyInviteTokenResponse.parse(first.envelope.data);
      expect(made.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(made).toMatchObject({
        type: 4,
        inviterReward: { asset: 'lucky_beans', amount: 100 },
        inviteeReward: { asset: 'points', amount: 200 },
        // The name the poster shows strangers (演示司机): its first character and two stars.
        inviterNameMasked: '演**',
      });
      // Asked again: the same token.
      const again = getMyInviteTokenResponse.parse(
        (await driver.post(TOKEN, programme)).envelope.data,
      );
      expect(again.token).toBe(made.token);

      // The existing lookup answers it; the demo driver has no openid bound: null.
      const lookup = await anonymous(t).get(LOOKUP, { token: made.token, type: made.type });
      expect(lookup.envelope).toEqual({
        status: { code: 0, msg: expect.any(String) },
        data: [{ openid: null, inviterMobileMasked: '139****0003', userType: 3, own: false }],
      });
      // Another programme of the shippers: refused to a driver.
      const other = await driver.post(TOKEN, { programme: DEMO_PROGRAMMES.shipperInvitesShipper });
      expect(other.envelope).toMatchObject({
        status: { code: 1000 },
        data: { reason: 'other_user_type' },
      });
      const unknown = await driver.post(TOKEN, { programme: 'no-such-programme' });
      expect(unknown.envelope).toMatchObject({ status: { code: 1003 } });
    });

    it('names no inviter on the token of an account with no name yet', async () => {
      const newcomer = await loginAs(t, '13900007731', 3);
      const made = getMyInviteTokenResponse.parse(
        (await newcomer.post(TOKEN, { programme: DEMO_PROGRAMMES.driverInvitesDriver })).envelope
          .data,
      );
      expect(made.inviterNameMasked).toBeNull();
    });

    it('carries the inviter’s openid when one is bound, makes one token for parallel first calls, and a new one near expiry', async () => {
      const programme = await newProgramme({ tokenTtlDays: 3 });
      const inviter = await newUser();
      await db.insert(wechatOpenids).values({
        appId: 'test-app',
        openid: 'oTESTinviter000000000000001',
        userId: inviter,
        createdAt: new Date(clock.now()),
        lastExchangedAt: new Date(clock.now()),
      });
      const tokens = await Promise.all(
        Array.from({ length: 20 }, () => tokenOf(inviter, programme)),
      );
      expect(new Set(tokens).size).toBe(1);
      const token = tokens[0] as string;
      const [row] = await db.select().from(inviteTokens).where(eq(inviteTokens.token, token));
      expect(row?.inviterOpenid).toBe('oTESTinviter000000000000001');
      expect(row?.expiresAt.getTime()).toBe(clock.now() + 3 * DAY_S * 1000);
      const lookup = await anonymous(t).get(LOOKUP, { token, type: 4 });
      expect((lookup.envelope.data as { openid: string }[])[0]?.openid).toBe(
        'oTESTinviter000000000000001',
      );

      // With less than a day left, a new token; the old one answers until it expires.
      clock.advance(2 * DAY_S + 3600);
      const renewed = await tokenOf(inviter, programme);
      expect(renewed).not.toBe(token);
      clock.advance(DAY_S);
      expect((await anonymous(t).get(LOOKUP, { token, type: 4 })).envelope.status.code).toBe(1004);
      expect(
        (await anonymous(t).get(LOOKUP, { token: renewed, type: 4 })).envelope.status.code,
      ).toBe(0);
    });
  });

  describe('accepting an invitation', () => {
    it('judges a link made before programmes under the programme its share page shows, the one running for its type', async () => {
      // The demo's fixed links name no programme: a new shipper accepts the demo shipper's link.
      const shipper = await loginAs(t, '13550009101', 1);
      const res = await shipper.post(ACCEPT, { token: DEMO_INVITE_TOKENS.shipperInvitesShipper });
      expect(res.envelope.status.code).toBe(0);
      const accepted = acceptInvitationResponse.parse(res.envelope.data);
      const shown = await runningProgramme(db, INVITE_TYPES.customerInviteCustomer, clock.now());
      expect(shown).toBeDefined();
      expect(accepted).toMatchObject({ programme: shown?.slug, state: 'registered' });

      // An old link of a share type with nothing running: the programme is closed, nothing is
      // written; once a programme runs for its type, the link counts in it.
      const [inviter, invitee] = (await newUsers(2)) as [number, number];
      const old = { token: 'old-link-before-programmes', type: 8, inviterUserId: inviter };
      await db
        .insert(inviteTokens)
        .values({ ...old, expiresAt: new Date(clock.now() + DAY_S * 1e3) });
      expect(await refusedWith(accept(invitee, old.token))).toBe('programme_closed');
      expect(await db.select().from(referrals).where(eq(referrals.inviteeUserId, invitee))).toEqual(
        [],
      );
      const programme = await newProgramme({ inviteType: 8 });
      const result = await accept(invitee, old.token);
      expect(result).toMatchObject({ state: 'registered', repeated: false });
      expect(result.programme.id).toBe(programme.id);

      // The demo's expired link stays expired, its programme running or not.
      const late = await newUser(3);
      expect(await refusedWith(accept(late, DEMO_INVITE_TOKENS.expired))).toBe('link_expired');
    });

    it('registers a new driver through the endpoint; the inviter sees them masked', async () => {
      const inviter = await loginAs(t, '13550009001', 3);
      const made = getMyInviteTokenResponse.parse(
        (await inviter.post(TOKEN, { programme: DEMO_PROGRAMMES.driverInvitesDriver })).envelope
          .data,
      );
      const invitee = await loginAs(t, '13550009002', 3);
      const res = await invitee.post(ACCEPT, {
        token: made.token,
        deviceId: 'device-invitee-0002',
      });
      expect(res.envelope.status.code).toBe(0);
      const accepted = acceptInvitationResponse.parse(res.envelope.data);
      expect(accepted).toMatchObject({ state: 'registered', reason: null, repeated: false });
      // A retry answers the first.
      const retry = acceptInvitationResponse.parse(
        (await invitee.post(ACCEPT, { token: made.token })).envelope.data,
      );
      expect(retry).toEqual({ ...accepted, repeated: true });

      const mine = listMyReferralsResponse.parse((await inviter.get(MINE)).envelope.data);
      expect(mine.referrals).toEqual([
        expect.objectContaining({
          referralId: accepted.referralId,
          programme: DEMO_PROGRAMMES.driverInvitesDriver,
          state: 'registered',
          inviteeMobileMasked: '135****9002',
          reason: null,
          reward: null,
          // What the programme will pay once the friend qualifies.
          promised: { asset: 'lucky_beans', amount: 100 },
        }),
      ]);
      expect((await inviter.get(MINE)).raw.body).not.toContain('13550009002');
      // Verified: paid, and the list says what the ledger paid.
      const [invited] = await db.select().from(users).where(eq(users.mobile, '13550009002'));
      await qualifyReferral(db, {
        inviteeUserId: invited?.id as number,
        event: 'verification_approved',
        now: clock.now(),
        pii: t.app.pii,
      });
      const paid = listMyReferralsResponse.parse((await inviter.get(MINE)).envelope.data);
      expect(paid.referrals[0]).toMatchObject({
        state: 'rewarded',
        reward: { asset: 'lucky_beans', amount: 100 },
        promised: null,
        rewardedAt: expect.any(String),
      });
      // The ledger of one reason: the referral reward, and nothing else the inviter got.
      const entries = listValueEntriesResponse.parse(
        (await inviter.get(ENTRIES, { asset: 'lucky_beans', reason: 'referral_reward' })).envelope
          .data,
      );
      expect(entries.entries.map((entry) => [entry.reason, entry.amount])).toEqual([
        ['referral_reward', 100],
      ]);
      const none = listValueEntriesResponse.parse(
        (await inviter.get(ENTRIES, { asset: 'lucky_beans', reason: 'campaign_prize' })).envelope
          .data,
      );
      expect(none.entries).toEqual([]);

      // The inviter on their own link: refused with the reason, in the user's language.
      const self = await inviter.post(ACCEPT, { token: made.token });
      expect(self.envelope).toEqual({
        status: { code: 1000, msg: '不能接受自己的邀请' },
        data: { reason: 'self_invite' },
      });
      const english = await inviter.post(
        ACCEPT,
        { token: made.token },
        { headers: { 'accept-language': 'en-US' } },
      );
      expect(english.envelope.status.msg).toBe('You cannot accept your own invitation');
    });

    it('shows the invitee the invitation they accepted, per share type, and what it paid them', async () => {
      const driver = await loginAs(t, '13550009011', 3);
      const made = getMyInviteTokenResponse.parse(
        (await driver.post(TOKEN, { programme: DEMO_PROGRAMMES.driverInvitesShipper })).envelope
          .data,
      );
      expect(made.type).toBe(2);
      const shipper = await loginAs(t, '13550009012', 1);
      // Nothing accepted yet: an answer, none (the page says so in place), not an error.
      const none = await shipper.get(INVITATION, { inviteType: 2 });
      expect(none.statusCode).toBe(200);
      expect(none.envelope).toMatchObject({ status: { code: 0 }, data: { invitation: null } });
      expect((await shipper.post(ACCEPT, { token: made.token })).envelope.status.code).toBe(0);

      const mine = getMyInvitationResponse.parse(
        (await shipper.get(INVITATION, { inviteType: '2' })).envelope.data,
      ).invitation;
      expect(mine).toMatchObject({
        programme: DEMO_PROGRAMMES.driverInvitesShipper,
        title: '司机邀货主，首单完成得现金',
        inviterMobileMasked: '135****9011',
        state: 'registered',
        reason: null,
        qualifyEvent: 'shipment_completed',
        inviteeReward: { asset: 'points', amount: 300 },
        paid: null,
        qualifiedAt: null,
      });
      expect((await shipper.get(INVITATION, { inviteType: 2 })).raw.body).not.toContain(
        '13550009011',
      );
      // Another share type: none accepted there.
      expect((await shipper.get(INVITATION, { inviteType: 1 })).envelope.data).toEqual({
        invitation: null,
      });
      // Not a share type: refused by the schema, before any lookup.
      for (const inviteType of ['0', '10', 'x', '']) {
        expect((await shipper.get(INVITATION, { inviteType })).statusCode, inviteType).toBe(422);
      }

      // The first shipment completed: paid, as the ledger has it, and said in English on request.
      const [row] = await db.select().from(users).where(eq(users.mobile, '13550009012'));
      await qualifyReferral(db, {
        inviteeUserId: row?.id as number,
        event: 'shipment_completed',
        now: clock.now(),
        pii: t.app.pii,
      });
      const english = getMyInvitationResponse.parse(
        (
          await shipper.get(
            INVITATION,
            { inviteType: 2 },
            { headers: { 'accept-language': 'en-US' } },
          )
        ).envelope.data,
      ).invitation;
      expect(english).toMatchObject({
        title: 'Bring a shipper: cash when their first shipment is done',
        state: 'rewarded',
        paid: { asset: 'points', amount: 300 },
        qualifiedAt: expect.any(String),
      });
      // The inviter's side of it is not the invitee's to read.
      expect((await driver.get(INVITATION, { inviteType: 2 })).envelope.data).toEqual({
        invitation: null,
      });
      expect((await anonymous(t).get(INVITATION, { inviteType: 2 })).statusCode).toBe(401);
    });

    it('lets the inviter remind a pending invitee once a day by SMS, and no one else, and not once settled', async () => {
      const inviter = await loginAs(t, '13550009021', 3);
      const made = getMyInviteTokenResponse.parse(
        (await inviter.post(TOKEN, { programme: DEMO_PROGRAMMES.driverInvitesDriver })).envelope
          .data,
      );
      const invitee = await loginAs(t, '13550009022', 3);
      const { referralId } = acceptInvitationResponse.parse(
        (await invitee.post(ACCEPT, { token: made.token })).envelope.data,
      );
      const canRemind = async () =>
        listMyReferralsResponse
          .parse((await inviter.get(MINE)).envelope.data)
          .referrals.find((r) => r.referralId === referralId)?.canRemind;
      const notices = async () =>
        (await db.select().from(smsOutbox).where(eq(smsOutbox.mobile, '13550009022'))).filter(
          (row) => row.body.includes('提醒您'),
        );
      expect(await canRemind()).toBe(true);

      // A double tap, or five parallel taps: one reminder, the others told it was sent today.
      const taps = await Promise.all(
        Array.from({ length: 5 }, () => inviter.post(REMIND, { referralId })),
      );
      expect(taps.map((res) => res.envelope.status.code).sort()).toEqual([
        0, 1000, 1000, 1000, 1000,
      ]);
      expect(taps.find((res) => res.envelope.status.code === 1000)?.envelope.status.msg).toBe(
        '今天已经提醒过这位好友，明天再来吧',
      );
      const sent = await notices();
      expect(sent).toHaveLength(1);
      expect(sent[0]?.body).toBe(
        '【货运平台】您的好友 135****9021 提醒您：完成司机认证即可领取邀请奖励。',
      );
      expect(await canRemind()).toBe(false);

      // Someone else's referral, or one that does not exist: not found, nothing sent.
      for (const other of [invitee, await loginAs(t, '13550009023', 3)]) {
        expect((await other.post(REMIND, { referralId })).envelope.status.code).toBe(4040);
      }
      expect((await inviter.post(REMIND, { referralId: 999_999_999 })).envelope.status.code).toBe(
        4040,
      );
      expect((await inviter.post(REMIND, { referralId: 'x' })).statusCode).toBe(422);

      // The next day (Asia/Shanghai), once more.
      clock.advance(DAY_S);
      expect(await canRemind()).toBe(true);
      expect((await inviter.post(REMIND, { referralId })).envelope.status.code).toBe(0);
      expect(await notices()).toHaveLength(2);

      // Qualified and paid: nothing to remind of.
      const [row] = await db.select().from(users).where(eq(users.mobile, '13550009022'));
      await qualifyReferral(db, {
        inviteeUserId: row?.id as number,
        event: 'verification_approved',
        now: clock.now(),
        pii: t.app.pii,
      });
      clock.advance(DAY_S);
      expect(await canRemind()).toBe(false);
      const settled = await inviter.post(REMIND, { referralId });
      expect(settled.envelope.status).toEqual({
        code: 1000,
        msg: '这位好友的邀请已有结果，无需提醒',
      });
      expect(await notices()).toHaveLength(2);

      // An inviter's reminders are capped per day, refused ones included: 30, then RATE_LIMITED.
      const busy = await loginAs(t, '13550009024', 3);
      for (let i = 0; i < 30; i += 1) {
        expect((await busy.post(REMIND, { referralId })).envelope.status.code).toBe(4040);
      }
      expect((await busy.post(REMIND, { referralId })).envelope.status.code).toBe(4290);
    });

    it('refuses each fraud rule with its reason code', async () => {
      const programme = await newProgramme();
      const inviter = await newUser();
      const token = await tokenOf(inviter, programme, 'device-inviter-000001');

      // Self-invite.
      expect(await refusedWith(accept(inviter, token))).toBe('self_invite');

      // Same device as the one the inviter made the token on.
      const sameDevice = await newUser();
      expect(await refusedWith(accept(sameDevice, token, 'device-inviter-000001'))).toBe(
        'same_person',
      );

      // Same WeChat openid: it was the inviter's, and is now bound to another account.
      const openidOwner = await newUser();
      await db.insert(wechatOpenids).values({
        appId: 'test-app',
        openid: 'oTESTshared00000000000000001',
        userId: inviter,
        createdAt: new Date(clock.now()),
        lastExchangedAt: new Date(clock.now()),
      });
      await tokenOf(inviter, programme); // the rules look at the inviter: the openid is kept
      await db
        .update(wechatOpenids)
        .set({ userId: openidOwner })
        .where(eq(wechatOpenids.openid, 'oTESTshared00000000000000001'));
      expect(await refusedWith(accept(openidOwner, token))).toBe('same_person');

      // Same mobile: the inviter's old number, now another account's.
      const [before] = await db.select().from(users).where(eq(users.id, inviter));
      const oldMobile = before?.mobile as string;
      await db.update(users).set({ mobile: '13559999001' }).where(eq(users.id, inviter));
      const [newcomer] = await db
        .insert(users)
        .values({ mobile: oldMobile, userType: 3 })
        .returning({ id: users.id });
      expect(await refusedWith(accept(newcomer?.id as number, token))).toBe('same_person');

      // Same ID-card number: the inviter's, since freed, now another driver's.
      const sealed = (idCardNo: string) => sealIdCard(t.app.pii, idCardNo);
      await db.insert(drivers).values({ userId: inviter, ...sealed('110101199003074514') });
      await tokenOf(inviter, programme);
      await db.update(drivers).set(sealed('110101199003075117')).where(eq(drivers.userId, inviter));
      const sameCard = await newUser();
      await db.insert(drivers).values({ userId: sameCard, ...sealed('110101199003074514') });
      expect(await refusedWith(accept(sameCard, token))).toBe('same_person');

      // A shipper in a drivers' programme.
      const shipper = await newUser(1);
      const drivers_ = await newProgramme({ inviteeUserType: 3 });
      const driversToken = await tokenOf(inviter, drivers_);
      expect(await refusedWith(accept(shipper, driversToken, null, 1))).toBe('other_user_type');

      // Circular: B accepted A's invitation; A accepting B's is refused, in any programme.
      const b = await newUser();
      expect((await accept(b, token)).state).toBe('registered');
      const other = await newProgramme();
      const bToken = await tokenOf(b, other);
      expect(await refusedWith(accept(inviter, bToken))).toBe('circular_invite');

      // Once per programme: B again through C's link; and B's other account (same device).
      const c = await newUser();
      const cToken = await tokenOf(c, programme);
      expect(await refusedWith(accept(b, cToken))).toBe('already_referred');
      const bDevice = 'device-b-account-0001';
      const d = await newUser();
      const dToken = await tokenOf(d, other);
      expect((await accept(b, dToken, bDevice)).state).toBe('registered');
      const bTwin = await newUser();
      const eToken = await tokenOf(await newUser(), other);
      // Tied to B only by the phone they share: its own reason and words.
      expect(await refusedWith(accept(bTwin, eToken, bDevice))).toBe('shared_device');

      // Unknown, expired link; programme ended early.
      expect(await refusedWith(accept(c, 'no-such-token-000000000'))).toBe('link_expired');
      const ended = await newProgramme();
      const endedToken = await tokenOf(inviter, ended);
      await db
        .update(campaigns)
        .set({ endedAt: new Date(clock.now()) })
        .where(eq(campaigns.id, ended.id));
      expect(await refusedWith(accept(c, endedToken))).toBe('programme_closed');
      const shortLived = await newProgramme({ tokenTtlDays: 1 });
      const shortToken = await tokenOf(inviter, shortLived);
      clock.advance(DAY_S);
      expect(await refusedWith(accept(c, shortToken))).toBe('link_expired');

      // Nothing was written for the refusals: B's single referral here, none for the others.
      const rows = await db.select().from(referrals).where(eq(referrals.programmeId, programme.id));
      expect(rows.map((r) => r.inviteeUserId)).toEqual([b]);
    });

    it('refers a person once when two of their accounts accept two links at the same instant', async () => {
      const programme = await newProgramme();
      const pairs = await Promise.all(
        Array.from({ length: 10 }, async (_, i) => {
          const [twinA, twinB, inviterX, inviterY] = (await newUsers(4)) as [
            number,
            number,
            number,
            number,
          ];
          return {
            device: `device-twins-${String(i).padStart(6, '0')}`,
            twins: [twinA, twinB] as const,
            tokens: [await tokenOf(inviterX, programme), await tokenOf(inviterY, programme)],
          };
        }),
      );
      const outcomes = await Promise.all(
        pairs.map(({ device, twins, tokens }) =>
          Promise.allSettled([
            accept(twins[0], tokens[0] as string, device),
            accept(twins[1], tokens[1] as string, device),
          ]),
        ),
      );
      // Tied by the phone alone: the second is told the shared phone is why (ADR 016).
      for (const pair of outcomes) {
        expect(pair.map(reasonOf).sort()).toEqual(['ok', 'shared_device']);
      }
      const rows = await db.select().from(referrals).where(eq(referrals.programmeId, programme.id));
      expect(rows).toHaveLength(10);
    });

    it('withholds acceptances beyond the inviter’s daily cap (Asia/Shanghai days), also in parallel', async () => {
      const programme = await newProgramme({ dailyCap: 3 });
      const inviter = await newUser();
      const token = await tokenOf(inviter, programme);
      const invitees = await Promise.all(Array.from({ length: 10 }, () => newUser()));
      const results = await Promise.all(invitees.map((id) => accept(id, token)));
      expect(results.filter((r) => r.state === 'registered')).toHaveLength(3);
      const withheld = results.filter((r) => r.state === 'withheld');
      expect(withheld).toHaveLength(7);
      expect(withheld.every((r) => r.reason === 'daily_cap')).toBe(true);
      // The next day in Shanghai, the count starts again.
      clock.advance(DAY_S);
      expect((await accept(await newUser(), await tokenOf(inviter, programme))).state).toBe(
        'registered',
      );
    });
  });

  describe('qualification and reward', () => {
    it('seeds the demo driver’s history through the state machine: one shipper paid, one to come', async () => {
      const driver = await loginAs(t, DEMO_DRIVER_MOBILE, 3);
      const mine = listMyReferralsResponse.parse(
        (await driver.get(MINE, { programme: DEMO_PROGRAMMES.driverInvitesShipper })).envelope.data,
      );
      expect(
        mine.referrals.map((r) => [r.inviteeMobileMasked, r.state, r.reward, r.promised]),
      ).toEqual([
        ['138****0003', 'registered', null, { asset: 'cash_fen', amount: 1000 }],
        ['138****0002', 'rewarded', { asset: 'cash_fen', amount: 1000 }, null],
      ]);
    });

    it('pays a qualified referral once under 100 parallel qualification events', async () => {
      const programme = await newProgramme();
      const inviter = await newUser();
      const invitee = await newUser();
      const { referralId } = await accept(invitee, await tokenOf(inviter, programme));
      // A verification event does not qualify a shipment programme.
      expect(
        await qualifyReferral(db, {
          inviteeUserId: invitee,
          event: 'verification_approved',
          now: clock.now(),
          pii: t.app.pii,
        }),
      ).toEqual([]);

      let racePool: Database | undefined;
      if (testDb.url) {
        racePool = await openPostgresDatabase(testDb.url, 4, {
          queryTimeoutMs: 300_000,
          statementTimeoutMs: 300_000,
        });
      }
      const raceDb = racePool?.db ?? db;
      const started = performance.now();
      const results = await Promise.allSettled([
        ...Array.from({ length: 100 }, () =>
          qualifyReferral(raceDb, {
            inviteeUserId: invitee,
            event: 'shipment_completed',
            now: clock.now(),
            pii: t.app.pii,
          }),
        ),
        // A housekeeping run and direct payments racing the events.
        ...Array.from({ length: 10 }, () => payReferralReward(raceDb, referralId, clock.now())),
        settleReferrals(raceDb, clock.now()),
      ]);
      const ms = performance.now() - started;
      await racePool?.close();
      console.log(
        `[referrals] 100 parallel qualification events + 11 payments on ${t.database.kind}: ` +
          `${Math.round(ms)} ms, ${results.filter((r) => r.status === 'rejected').length} failed`,
      );
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);

      const [row] = await db.select().from(referrals).where(eq(referrals.id, referralId));
      expect(row?.state).toBe('rewarded');
      expect(await entriesFor(inviter)).toEqual([
        { amount: 100, key: `referral:${referralId}:inviter` },
      ]);
      expect(await entriesFor(invitee)).toEqual([
        { amount: 50, key: `referral:${referralId}:invitee` },
      ]);
      for (const account of await ledgerCheck(db, [inviter, invitee])) {
        expect(account.balance).toBe(account.sum);
      }
      // Later events change nothing.
      await qualifyReferral(db, {
        inviteeUserId: invitee,
        event: 'shipment_completed',
        now: clock.now(),
        pii: t.app.pii,
      });
      expect(await entriesFor(inviter)).toHaveLength(1);
    });

    it('expires a referral that did not qualify in time, and never pays it', async () => {
      const programme = await newProgramme({ expiryDays: 2 });
      const inviter = await newUser();
      const late = await newUser();
      const idle = await newUser();
      const token = await tokenOf(inviter, programme);
      await accept(late, token);
      await accept(idle, token);
      clock.advance(2 * DAY_S);
      expect(
        await qualifyReferral(db, {
          inviteeUserId: late,
          event: 'shipment_completed',
          now: clock.now(),
          pii: t.app.pii,
        }),
      ).toEqual([{ referralId: expect.any(Number), state: 'expired' }]);
      expect((await settleReferrals(db, clock.now())).expired).toBeGreaterThanOrEqual(1);
      const rows = await db.select().from(referrals).where(eq(referrals.programmeId, programme.id));
      expect(rows.map((r) => r.state)).toEqual(['expired', 'expired']);
      expect(await entriesFor(inviter)).toEqual([]);
    });

    it('qualifies on the driver review’s approval, or withholds when the ID number ties the invitee to the inviter', async () => {
      const programme = await newProgramme({ qualifyEvent: 'verification_approved' });
      const inviter = await newUser();
      const honest = await newUser();
      const twin = await newUser();
      await db
        .insert(drivers)
        .values({ userId: inviter, ...sealIdCard(t.app.pii, '11010119900307803X') });
      const token = await tokenOf(inviter, programme);
      await accept(honest, token);
      await accept(twin, token);
      await db.insert(drivers).values({ userId: honest, state: 'submitted' });
      // The inviter's number is freed and the twin's profile has it (found only now).
      await db
        .update(drivers)
        .set({ idCardCipher: null, idCardHash: null })
        .where(eq(drivers.userId, inviter));
      await db.insert(drivers).values({
        userId: twin,
        state: 'submitted',
        ...sealIdCard(t.app.pii, '11010119900307803X'),
      });
      const actor = { operatorId: null, name: 'test' };
      for (const userId of [honest, twin]) {
        await reviewDriverAudited(db, actor, {
          userId,
          decision: 'approve',
          reasons: [],
          now: clock.now(),
          pii: t.app.pii,
        });
      }
      const rows = await db.select().from(referrals).where(eq(referrals.programmeId, programme.id));
      const stateOf = (id: number) => rows.find((r) => r.inviteeUserId === id);
      expect(stateOf(honest)).toMatchObject({ state: 'rewarded' });
      expect(stateOf(twin)).toMatchObject({ state: 'withheld', reason: 'same_person' });
      expect(await entriesFor(inviter)).toHaveLength(1);
    });
  });

  describe('operators', () => {
    let admin: OpsClient;
    let viewer: OpsClient;
    beforeAll(async () => {
      for (const role of ['viewer', 'admin'] as const) {
        await createOperator(
          db,
          { operatorId: null, name: 'test-setup' },
          { username: `referrals-${role}`, password: PASSWORD, role },
          clock.now(),
        );
      }
      admin = new OpsClient(t.app);
      await admin.login('referrals-admin', PASSWORD);
      viewer = new OpsClient(t.app);
      await viewer.login('referrals-viewer', PASSWORD);
    });

    it('reads a programme’s funnel and its referrals; withholds one, audited', async () => {
      const programme = await newProgramme({ dailyCap: 2 });
      const inviter = await newUser();
      const token = await tokenOf(inviter, programme);
      const [a, b, c] = await Promise.all(Array.from({ length: 3 }, () => newUser()));
      for (const id of [a, b, c] as number[]) await accept(id, token);
      await refusedWith(accept(inviter, token));
      await qualifyReferral(db, {
        inviteeUserId: a as number,
        event: 'shipment_completed',
        now: clock.now(),
        pii: t.app.pii,
      });

      const withhold = await admin.request(
        'POST',
        `/referrals/${(await referralOf(b as number)).id}/withhold`,
        {
          body: { note: 'same household, checked by phone' },
        },
      );
      expect(withhold.statusCode).toBe(200);
      expect(withhold.json()).toMatchObject({ state: 'withheld', reason: 'operator_review' });
      const [audit] = await db
        .select()
        .from(operatorAudit)
        .where(eq(operatorAudit.action, 'referral.withhold'));
      expect(audit).toMatchObject({ actor: 'referrals-admin', targetKind: 'referral' });
      // Paid already: refused.
      const paid = await admin.request(
        'POST',
        `/referrals/${(await referralOf(a as number)).id}/withhold`,
        {
          body: { note: 'too late' },
        },
      );
      expect(paid.statusCode).toBe(409);
      // A viewer may read, not withhold.
      const low = await viewer.request(
        'POST',
        `/referrals/${(await referralOf(c as number)).id}/withhold`,
        {
          body: { note: 'x' },
        },
      );
      expect(low.statusCode).toBe(403);

      const funnel = await viewer.request('GET', `/referrals/programmes/${programme.slug}/funnel`);
      expect(funnel.statusCode).toBe(200);
      expect(referralFunnel.parse(funnel.json())).toMatchObject({
        programme: programme.slug,
        invited: 4,
        registered: 3,
        qualified: 1,
        rewarded: 1,
        expired: 0,
        withheld: 2,
        withheldBy: { daily_cap: 1, same_person: 0, operator_review: 1 },
        refused: 1,
        refusedBy: { self_invite: 1 },
      });
      const list = await viewer.request(
        'GET',
        `/referrals?programme=${programme.slug}&state=withheld&pageSize=10`,
      );
      const page = referralPage.parse(list.json());
      expect(page.total).toBe(2);
      expect(page.items.every((item) => item.state === 'withheld')).toBe(true);
      expect(page.items[0]?.inviteeMobileMasked).toMatch(/^\d{3}\*{4}\d{4}$/);
      // Named as operators titled the programme, in both languages.
      expect(page.items[0]).toMatchObject({
        programme: programme.slug,
        programmeTitleZh: '测试邀请',
        programmeTitleEn: 'Test referral',
      });
      const unknown = await viewer.request('GET', '/referrals/programmes/no-such/funnel');
      expect(unknown.statusCode).toBe(404);
      // Without a session: 401.
      expect((await new OpsClient(t.app).request('GET', '/referrals')).statusCode).toBe(401);
    });

    it('pages an inviter’s referrals newest first with their total, none left out', async () => {
      const programme = await newProgramme({ dailyCap: 50 });
      const inviter = await newUser();
      const token = await tokenOf(inviter, programme);
      const invitees: number[] = [];
      for (let n = 0; n < 12; n += 1) {
        const invitee = await newUser();
        await accept(invitee, token);
        invitees.push(invitee);
      }
      const pageOf = async (page: number) => {
        const res = await viewer.request(
          'GET',
          `/referrals?inviterUserId=${inviter}&page=${page}&pageSize=5`,
        );
        expect(res.statusCode, res.body).toBe(200);
        return referralPage.parse(res.json());
      };
      const pages = [await pageOf(1), await pageOf(2), await pageOf(3)];
      expect(pages.map((page) => page.total)).toEqual([12, 12, 12]);
      expect(pages.map((page) => page.items.length)).toEqual([5, 5, 2]);
      const seen = pages.flatMap((page) => page.items);
      expect(seen.map((item) => item.inviteeUserId)).toEqual([...invitees].reverse());
      expect((await pageOf(4)).items).toEqual([]);
    });

    async function referralOf(inviteeUserId: number) {
      const [row] = await db
        .select()
        .from(referrals)
        .where(eq(referrals.inviteeUserId, inviteeUserId));
      if (!row) throw new Error(`no referral of ${inviteeUserId}`);
      return row;
    }
  });
});
