// The reports (docs/decisions/031) against the demo history and rows made here: a shipper's month
// counted in China time (a shipment posted 00:10 on the 1st is that month's; UTC would put it in
// the month before), a driver's 2023 (a trip at 00:20 on 1 August is August's, one at 00:10 on
// 1 January 2024 is not 2023's), the share link that opens the year without the money and refuses
// every token the server did not make, a referral leaderboard's ties, window and the caller's own
// rank (and what one query costs on a programme with many referrals), and the red-packet
// activities by user type.

import { endpointPath } from '@freight/contract/endpoints/common';
import {
  getAnnualBill,
  getAnnualBillResponse,
  getMonthlyReport,
  getMonthlyReportResponse,
  getReferralLeaderboard,
  getReferralLeaderboardResponse,
  getSharedAnnualBill,
  getSharedAnnualBillResponse,
  listRedPacketActivities,
  listRedPacketActivitiesResponse,
  shareAnnualBill,
  shareAnnualBillResponse,
} from '@freight/contract/endpoints/reports';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SHARE_LINK_KEY } from '../src/config.ts';
import { campaigns } from '../src/db/schema/campaigns.ts';
import { referralProgrammes, referrals } from '../src/db/schema/referrals.ts';
import { shipments } from '../src/db/schema/shipments.ts';
import { USER_TYPE, users } from '../src/db/schema/users.ts';
import { couponTemplates, userCoupons } from '../src/db/schema/value.ts';
import { monthBefore, monthInChina } from '../src/modules/reports/china-time.ts';
import { annualBillToken, driverOfToken } from '../src/modules/reports/share-token.ts';
import { REPORT_E2E_DRIVER_MOBILE } from '../src/modules/reports/seed.ts';
import { DEMO_PROGRAMMES } from '../src/modules/referrals/seed.ts';
import { issueCoupon } from '../src/modules/value/coupons.ts';
import { credit } from '../src/modules/value/ledger.ts';
import { DEMO_CREDITS, DEMO_OPENING_AT } from '../src/modules/value/seed.ts';
import { DEMO_DRIVER_MOBILE, DEMO_SHIPPER_MOBILE } from '../src/modules/users/seed.ts';
import { anonymous, loginAs } from './helpers/login.ts';
import type { SignedClient } from './helpers/signed.ts';
import { buildTestApp, type TestApp, TestClock } from './helpers/test-app.ts';

const MONTHLY = endpointPath(getMonthlyReport);
const BILL = endpointPath(getAnnualBill);
const SHARE = endpointPath(shareAnnualBill);
const SHARED = endpointPath(getSharedAnnualBill);
const BOARD = endpointPath(getReferralLeaderboard);
const RED_PACKETS = endpointPath(listRedPacketActivities);

const DAY_MS = 86_400_000;
/** The points the demo shipper opens with (value/seed.ts). */
const openingPoints = (DEMO_CREDITS[DEMO_SHIPPER_MOBILE] ?? [])
  .filter(([asset]) => asset === 'points')
  .reduce((sum, [, amount]) => sum + amount, 0);
const EN = { headers: { 'accept-language': 'en-US' } };

let mobiles = 0;
const nextMobile = (prefix: '137' | '139') => `${prefix}${55_000_000 + (mobiles += 1)}`;

describe('reports', () => {
  const clock = new TestClock();
  let t: TestApp;
  let shipper: SignedClient;
  let driver: SignedClient;

  beforeAll(async () => {
    t = await buildTestApp({ now: clock.now });
    shipper = await loginAs(t, DEMO_SHIPPER_MOBILE, 1);
    driver = await loginAs(t, DEMO_DRIVER_MOBILE, 3);
  });
  afterAll(() => t.close());

  async function userId(mobile: string): Promise<number> {
    const [row] = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobile, mobile));
    if (!row) throw new Error(`no user ${mobile}`);
    return row.id;
  }

  describe("a shipper's month", () => {
    const monthly = async (
      client: SignedClient,
      fields: Record<string, unknown> = {},
      options = {},
    ) => {
      const res = await client.get(MONTHLY, fields, options);
      expect(res.envelope.status.code, JSON.stringify(res.envelope.status)).toBe(0);
      return getMonthlyReportResponse.parse(res.envelope.data);
    };

    it('is the last full month by default, counted by China time, with the months to pick', async () => {
      const current = monthInChina(clock.now());
      const last = monthBefore(current);
      const report = await monthly(shipper);
      expect(report).toEqual({
        month: last,
        currentMonth: current,
        months: expect.arrayContaining([current, last, monthBefore(last), '2023-07', '2022-12']),
        // Posted 00:10 on the 1st (UTC: the month before), on the 5th, 10th, 15th and 18th.
        posted: 5,
        taken: 4,
        completed: 3,
        cancelled: 1,
        freightFen: 180_000 + 175_000 + 65_000,
        drivers: 2,
        topRoutes: [
          {
            from: { code: '310100', name: '上海市' },
            to: { code: '320500', name: '苏州市' },
            shipments: 3,
          },
          {
            from: { code: '310100', name: '上海市' },
            to: { code: '330100', name: '杭州市' },
            shipments: 1,
          },
        ],
        couponsUsed: { count: 0, faceValueFen: 0 },
        // The demo's opening balances are the platform's on its opening day (value/seed.ts): that
        // month's report counts them, whichever month the clock says is the last full one.
        pointsEarned: last === monthInChina(DEMO_OPENING_AT.getTime()) ? openingPoints : 0,
      });
      expect(report.months).toEqual([...report.months].sort().reverse());
      expect(report.months[0]).toBe(current);
    });

    it('reads any month: the one before has what was posted, and July 2023 ends at China midnight', async () => {
      const before = monthBefore(monthBefore(monthInChina(clock.now())));
      expect(await monthly(shipper, { month: before })).toMatchObject({
        posted: 3,
        taken: 2,
        completed: 2,
        cancelled: 1,
        freightFen: 65_000 + 120_000,
        drivers: 1,
      });
      // The trip completed 00:20 on 1 August (China) is August's, though July's in UTC.
      expect(await monthly(shipper, { month: '2023-07' })).toMatchObject({
        posted: 4,
        taken: 4,
        completed: 3,
        freightFen: 180_000 + 175_000 + 90_000,
      });
      expect(await monthly(shipper, { month: '2023-08' })).toMatchObject({
        posted: 0,
        completed: 1,
        freightFen: 120_000,
      });
      const english = await monthly(shipper, { month: '2023-07' }, EN);
      expect(english.topRoutes[0]).toEqual({
        from: { code: '310100', name: 'Shanghai' },
        to: { code: '320500', name: 'Suzhou' },
        shipments: 2,
      });
    });

    it('counts the coupons used and the points earned in the month, at China midnight', async () => {
      const mobile = nextMobile('137');
      const client = await loginAs(t, mobile, 1);
      const id = await userId(mobile);
      const month = '2026-03';
      const inside = Date.parse('2026-03-01T00:00:00+08:00');
      const after = Date.parse('2026-04-01T00:00:00+08:00');
      const [template] = await t.app.db
        .select({ id: couponTemplates.id, face: couponTemplates.faceValueFen })
        .from(couponTemplates)
        .where(eq(couponTemplates.slug, 'demo-coupon-any-5'));
      await t.app.db.transaction(async (tx) => {
        for (const [key, usedAt] of [
          ['a', inside],
          ['b', after - 1],
          ['c', after],
        ] as const) {
          const { coupon } = await issueCoupon(tx, {
            userId: id,
            templateId: template?.id as number,
            source: 'operator',
            refId: 'test',
            idempotencyKey: `report:${key}`,
            now: inside - DAY_MS,
          });
          await tx
            .update(userCoupons)
            .set({ usedAt: new Date(usedAt) })
            .where(eq(userCoupons.id, coupon.id));
        }
        const entry = (asset: 'points' | 'lucky_beans', amount: number, at: number, key: string) =>
          credit(tx, {
            userId: id,
            asset,
            amount,
            reason: key === 'refund' ? 'refund' : 'campaign_prize',
            ref: { kind: 'operator', id: key },
            idempotencyKey: `report:${key}`,
            now: at,
          });
        await entry('points', 30, inside, 'in');
        await entry('points', 20, after - 1, 'last');
        await entry('points', 500, after, 'next');
        await entry('points', 7, inside + DAY_MS, 'refund');
        await entry('lucky_beans', 40, inside, 'beans');
      });
      expect(await monthly(client, { month })).toMatchObject({
        posted: 0,
        couponsUsed: { count: 2, faceValueFen: 2 * (template?.face ?? 0) },
        pointsEarned: 50,
      });
      // Nothing shipped, ever: the picker has this month only, and the month is empty.
      const empty = await monthly(client);
      expect(empty.months).toEqual([monthInChina(clock.now())]);
      expect(empty).toMatchObject({ posted: 0, completed: 0, topRoutes: [], drivers: 0 });
    });

    it('refuses a month to come, a malformed one, and callers who are not shippers', async () => {
      const [year, month] = monthInChina(clock.now()).split('-').map(Number) as [number, number];
      const next =
        month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
      const coming = await shipper.get(MONTHLY, { month: next });
      expect(coming.envelope.status.code).toBe(1000);
      expect(coming.envelope.data).toBeNull();
      for (const month of ['../../', '2023-13', '2023-7', '1999-01', "2023-07' or 1=1", '']) {
        const res = await shipper.get(MONTHLY, { month });
        expect(res.envelope.status.code, month).toBe(4220);
        expect(res.envelope.data).toEqual({
          fields: [expect.objectContaining({ field: 'month' })],
        });
      }
      expect((await driver.get(MONTHLY, {})).envelope.status.code).toBe(4030);
      expect((await anonymous(t).get(MONTHLY, {})).envelope.status.code).toBe(4010);
    });
  });

  describe("a driver's 2023", () => {
    it('sums the trips completed in 2023 in China time: income, cities, busiest month, first trip, top route', async () => {
      const res = await driver.get(BILL, { year: 2023 });
      const bill = getAnnualBillResponse.parse(res.envelope.data);
      expect(bill).toEqual({
        year: 2023,
        // 1 January 00:30 is in; 31 December 23:50 of 2022 and 1 January 2024 00:10 are out.
        trips: 10,
        incomeFen: 1_245_000,
        cities: ['310100', '320500', '330100', '320100', '330200', '440100', '440300'].map(
          (code) => ({ code, name: expect.any(String) }),
        ),
        provinces: ['310000', '320000', '330000', '440000'].map((code) => ({
          code,
          name: expect.any(String),
        })),
        // July has three (the fourth, at 00:20 on 1 August, is August's).
        busiestMonth: { month: '2023-07', trips: 3 },
        firstTrip: {
          date: '2023-01-01',
          from: { code: '310100', name: '上海市' },
          to: { code: '330100', name: '杭州市' },
        },
        topRoute: {
          from: { code: '310100', name: '上海市' },
          to: { code: '320500', name: '苏州市' },
          shipments: 4,
        },
      });
      expect(bill.provinces.map((p) => p.name)).toEqual(['上海市', '江苏省', '浙江省', '广东省']);
      const english = getAnnualBillResponse.parse(
        (await driver.get(BILL, { year: '2023' }, EN)).envelope.data,
      );
      expect(english.provinces.map((p) => p.name)).toEqual([
        'Shanghai',
        'Jiangsu',
        'Zhejiang',
        'Guangdong',
      ]);
    });

    it('is empty for a driver without 2023 trips, refuses other years and other callers', async () => {
      const fresh = await loginAs(t, nextMobile('139'), 3);
      expect(
        getAnnualBillResponse.parse((await fresh.get(BILL, { year: 2023 })).envelope.data),
      ).toEqual({
        year: 2023,
        trips: 0,
        incomeFen: 0,
        cities: [],
        provinces: [],
        busiestMonth: null,
        firstTrip: null,
        topRoute: null,
      });
      for (const year of ['2024', '2022', '../', '<script>']) {
        expect((await driver.get(BILL, { year })).envelope.status.code, year).toBe(4220);
      }
      expect((await shipper.get(BILL, { year: 2023 })).envelope.status.code).toBe(4030);
    });
  });

  describe('the share link', () => {
    it('opens the year for anyone, without the income, the driver masked', async () => {
      const res = await driver.post(SHARE, { year: 2023 });
      const { token } = shareAnnualBillResponse.parse(res.envelope.data);
      // The same driver and year: the same link, however often shared.
      expect(
        shareAnnualBillResponse.parse((await driver.post(SHARE, { year: 2023 })).envelope.data)
          .token,
      ).toBe(token);
      // The contract's example is the demo driver's link (the endpoint tests reach the bill).
      expect(getSharedAnnualBill.example.t).toBe(token);

      const friend = anonymous(t);
      const shared = await friend.get(SHARED, { year: 2023, t: token });
      expect(shared.envelope.status.code).toBe(0);
      expect(JSON.stringify(shared.envelope.data)).not.toMatch(/income|1245000|13900000003/);
      expect(getSharedAnnualBillResponse.parse(shared.envelope.data)).toEqual({
        year: 2023,
        driverMobileMasked: '139****0003',
        trips: 10,
        cities: expect.arrayContaining([{ code: '440300', name: '深圳市' }]),
        provinces: 4,
        busiestMonth: { month: '2023-07', trips: 3 },
      });
    });

    it('refuses tokens the server did not make: altered, made up, another id, another key, a shipper', async () => {
      const { token } = shareAnnualBillResponse.parse(
        (await driver.post(SHARE, { year: 2023 })).envelope.data,
      );
      const [idPart = '', mac = ''] = token.split('.');
      const flip = (text: string, at: number) =>
        text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
      const e2eDriver = await userId(REPORT_E2E_DRIVER_MOBILE);
      const shipperId = await userId(DEMO_SHIPPER_MOBILE);
      const forged = [
        `${idPart}.${flip(mac, 0)}`,
        `${idPart}.${flip(mac, 21)}`,
        `${e2eDriver.toString(36)}.${mac}`,
        `0${idPart}.${mac}`,
        `${idPart}.${'A'.repeat(22)}`,
        annualBillToken(
          'another-key-of-at-least-32-characters!!',
          2023,
          Number.parseInt(idPart, 36),
        ),
        annualBillToken(
          'dev-only-share-link-key-replace-in-production',
          2024,
          Number.parseInt(idPart, 36),
        ),
        // Made with the key for an account that is not a driver: still no bill.
        annualBillToken(DEV_SHARE_LINK_KEY, 2023, shipperId),
      ];
      for (const t2 of forged) {
        const res = await anonymous(t).get(SHARED, { year: 2023, t: t2 });
        expect(res.envelope.status.code, t2).toBe(4040);
        expect(res.envelope.status.msg).toBe('没有找到这份年度账单，链接可能不完整或有误');
        expect(res.envelope.data).toBeNull();
      }
      for (const t2 of [
        '<script>alert(1)</script>',
        `${token}x`,
        "' or 1=1 --",
        '',
        token.replace('.', ''),
      ]) {
        expect(
          (await anonymous(t).get(SHARED, { year: 2023, t: t2 })).envelope.status.code,
          t2,
        ).toBe(4220);
      }
      expect((await shipper.post(SHARE, { year: 2023 })).envelope.status.code).toBe(4030);
    });

    it('keeps the id and year under the MAC: one spelling per id, no other year, constant length', () => {
      const key = DEV_SHARE_LINK_KEY;
      const token = annualBillToken(key, 2023, 36);
      expect(token).toMatch(/^10\.[A-Za-z0-9_-]{22}$/);
      expect(driverOfToken(key, 2023, token)).toBe(36);
      expect(driverOfToken(key, 2024, token)).toBeNull();
      expect(driverOfToken(`${key}!`, 2023, token)).toBeNull();
      expect(driverOfToken(key, 2023, `010${token.slice(2)}`)).toBeNull();
    });
  });

  describe('a referral leaderboard', () => {
    const board = async (client: SignedClient, slug: string) => {
      const res = await client.get(BOARD, { slug });
      expect(res.envelope.status.code, JSON.stringify(res.envelope.status)).toBe(0);
      return getReferralLeaderboardResponse.parse(res.envelope.data);
    };

    it('ranks the demo programme: equals tied, the first to get there first, masked', async () => {
      const data = await board(anonymous(t), DEMO_PROGRAMMES.driverInvitesShipper);
      expect(data.programme).toMatchObject({
        slug: DEMO_PROGRAMMES.driverInvitesShipper,
        state: 'running',
        endedAt: null,
      });
      expect(data.entries.map((e) => [e.rank, e.tied, e.mobileMasked, e.qualified, e.me])).toEqual([
        [1, true, '139****0031', 3, false],
        [1, true, '139****0032', 3, false],
        [3, false, '139****0033', 2, false],
        [4, true, '139****0034', 1, false],
        [4, true, '139****0003', 1, false],
      ]);
      expect(data.inviters).toBe(5);
      expect(data.me).toBeNull();
      const mine = await board(driver, DEMO_PROGRAMMES.driverInvitesShipper);
      expect(mine.me).toEqual({ rank: 4, qualified: 1 });
      expect(mine.entries.filter((e) => e.me).map((e) => e.mobileMasked)).toEqual(['139****0003']);
      const nobody = await board(
        await loginAs(t, nextMobile('139'), 3),
        DEMO_PROGRAMMES.driverInvitesShipper,
      );
      expect(nobody.me).toEqual({ rank: null, qualified: 0 });
      const english = await anonymous(t).get(
        BOARD,
        { slug: DEMO_PROGRAMMES.driverInvitesShipper },
        EN,
      );
      expect((english.envelope.data as { programme: { title: string } }).programme.title).toMatch(
        /^Bring a shipper/,
      );
    });

    it('counts only referrals qualified in the window, shows 20, and tells a caller beyond them their rank', async () => {
      const start = clock.now() - 10 * DAY_MS;
      const [campaign] = await t.app.db
        .insert(campaigns)
        .values({
          slug: 'test-board',
          kind: 'referral',
          titleZh: '测试排行',
          titleEn: 'Test board',
          rulesZh: '规则',
          rulesEn: 'Rules',
          startsAt: new Date(start),
          endsAt: new Date(clock.now() + 10 * DAY_MS),
          endedAt: new Date(clock.now() - DAY_MS),
          budgetUnits: 0,
          budgetFen: 0,
          publishedAt: new Date(start - DAY_MS),
        })
        .returning({ id: campaigns.id });
      const programmeId = campaign?.id as number;
      await t.app.db.insert(referralProgrammes).values({
        campaignId: programmeId,
        inviteType: 4,
        qualifyEvent: 'shipment_completed',
        inviterRewardAsset: 'points',
        inviterRewardAmount: 10,
        dailyCap: 100,
        tokenTtlDays: 30,
        expiryDays: 30,
      });
      // 24 inviters: inviter i has i + 1 qualified; then a few that must not count.
      const inviterRows = await t.app.db
        .insert(users)
        .values(
          Array.from({ length: 24 }, (_, i) => ({
            mobile: `1365000${String(i).padStart(4, '0')}`,
            userType: USER_TYPE.driver,
          })),
        )
        .returning({ id: users.id, mobile: users.mobile });
      const inviteeCount = inviterRows.reduce((sum, _, i) => sum + i + 1, 0) + 4;
      const invitees = await t.app.db
        .insert(users)
        .values(
          Array.from({ length: inviteeCount }, (_, i) => ({
            mobile: `1366000${String(i).padStart(4, '0')}`,
            userType: USER_TYPE.shipper,
          })),
        )
        .returning({ id: users.id });
      let next = 0;
      const referral = (inviter: number, state: string, qualifiedAt: number | null) => ({
        programmeId,
        inviterUserId: inviter,
        inviteeUserId: invitees[next++]?.id as number,
        state,
        day: '2026-01-01',
        registeredAt: new Date(start),
        expiresAt: new Date(start + 30 * DAY_MS),
        qualifiedAt: qualifiedAt === null ? null : new Date(qualifiedAt),
        rewardedAt: state === 'rewarded' ? new Date(qualifiedAt ?? start) : null,
      });
      const rows = inviterRows.flatMap((inviter, i) =>
        Array.from({ length: i + 1 }, (_, k) =>
          referral(
            inviter.id,
            k % 2 ? 'rewarded' : 'qualified',
            start + DAY_MS + k * 60_000 + i * 1000,
          ),
        ),
      );
      const lowest = inviterRows[0]?.id as number;
      // Before the start, after the early end, registered, withheld: none counts.
      rows.push(referral(lowest, 'qualified', start - 60_000));
      rows.push(referral(lowest, 'qualified', clock.now() - DAY_MS + 60_000));
      rows.push(referral(lowest, 'registered', null));
      rows.push({
        ...referral(lowest, 'withheld', null),
        reason: 'same_person',
      } as (typeof rows)[number]);
      await t.app.db.insert(referrals).values(rows);

      const lowestClient = await loginAs(t, inviterRows[0]?.mobile as string, 3);
      const data = await board(lowestClient, 'test-board');
      expect(data.programme.state).toBe('ended');
      expect(data.entries).toHaveLength(20);
      expect(data.entries[0]).toMatchObject({ rank: 1, qualified: 24, tied: false });
      expect(data.entries[19]).toMatchObject({ rank: 20, qualified: 5 });
      expect(data.inviters).toBe(24);
      expect(data.me).toEqual({ rank: 24, qualified: 1 });
    });

    it('is not found for an unknown slug, a campaign of another kind or a draft, and refuses a malformed one', async () => {
      await t.app.db.insert(campaigns).values({
        slug: 'test-board-draft',
        kind: 'referral',
        titleZh: '草稿',
        titleEn: 'Draft',
        rulesZh: '规则',
        rulesEn: 'Rules',
        startsAt: new Date(clock.now()),
        endsAt: new Date(clock.now() + DAY_MS),
        budgetUnits: 0,
        budgetFen: 0,
      });
      for (const slug of [
        'no-such-programme',
        'demo-driver-draw',
        'test-board-draft',
        'constructor',
      ]) {
        const res = await anonymous(t).get(BOARD, { slug });
        expect(res.envelope.status.code, slug).toBe(4040);
        expect(res.envelope.data).toBeNull();
      }
      for (const slug of ["' or 1=1", '../../etc', '<script>', '']) {
        expect((await anonymous(t).get(BOARD, { slug })).envelope.status.code, slug).toBe(4220);
      }
    });

    it('costs one indexed statement on a programme with many referrals', async () => {
      const [campaign] = await t.app.db
        .insert(campaigns)
        .values({
          slug: 'test-board-large',
          kind: 'referral',
          titleZh: '大活动',
          titleEn: 'Large',
          rulesZh: '规则',
          rulesEn: 'Rules',
          startsAt: new Date(clock.now() - 30 * DAY_MS),
          endsAt: new Date(clock.now() + 30 * DAY_MS),
          budgetUnits: 0,
          budgetFen: 0,
          publishedAt: new Date(clock.now() - 31 * DAY_MS),
        })
        .returning({ id: campaigns.id });
      const programmeId = campaign?.id as number;
      await t.app.db.insert(referralProgrammes).values({
        campaignId: programmeId,
        inviteType: 4,
        qualifyEvent: 'shipment_completed',
        inviterRewardAsset: 'points',
        inviterRewardAmount: 10,
        dailyCap: 100,
        tokenTtlDays: 30,
        expiryDays: 30,
      });
      const size = 20_000;
      // Invitees and 2000 inviters as users, then the referrals, in three statements.
      await t.app.db.execute(
        sql`insert into users (mobile, user_type) select '158' || lpad(g::text, 8, '0'), 1 from generate_series(1, ${size}) g`,
      );
      await t.app.db.execute(
        sql`insert into users (mobile, user_type) select '159' || lpad(g::text, 8, '0'), 3 from generate_series(1, 2000) g`,
      );
      await t.app.db.execute(sql`
        insert into referrals (programme_id, inviter_user_id, invitee_user_id, state, day, registered_at, expires_at, qualified_at)
        select ${programmeId}, inviter.id, invitee.id, case when g <= 2000 then 'registered' else 'qualified' end, '2026-01-01',
          now() - interval '20 days', now() + interval '20 days',
          case when g <= 2000 then null else now() - interval '10 days' + (g || ' seconds')::interval end
        from generate_series(1, ${size}) g
        join users invitee on invitee.mobile = '158' || lpad(g::text, 8, '0')
        join users inviter on inviter.mobile = '159' || lpad((1 + (g * 7919) % 2000)::text, 8, '0')`);
      const [{ n } = { n: 0 }] = await t.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(referrals)
        .where(eq(referrals.programmeId, programmeId));
      expect(n).toBe(size);
      const client = anonymous(t);
      const timings: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const started = performance.now();
        const data = await board(client, 'test-board-large');
        timings.push(performance.now() - started);
        expect(data.entries).toHaveLength(20);
        expect(data.inviters).toBe(2000);
      }
      console.log(
        `[reports] leaderboard of ${size} referrals (${t.database.kind}): ${timings.map((ms) => ms.toFixed(0)).join(', ')} ms`,
      );
      // How the programme's rows are read (an index on a table of many programmes), for the ADR.
      const plan = await t.app.db.execute(
        sql`explain select inviter_user_id, count(*) from referrals where programme_id = ${programmeId} and state in ('qualified', 'rewarded') group by 1`,
      );
      const steps = (Array.isArray(plan) ? plan : (plan as { rows: unknown[] }).rows) as Record<
        string,
        string
      >[];
      console.log(
        `[reports] plan: ${steps.map((step) => Object.values(step)[0]?.trim()).join(' | ')}`,
      );
    });
  });

  describe('the red-packet activities', () => {
    const list = async (userType: number | string, options = {}) => {
      const res = await anonymous(t).get(RED_PACKETS, { userType }, options);
      expect(res.envelope.status.code).toBe(0);
      return listRedPacketActivitiesResponse.parse(res.envelope.data).activities;
    };

    it('lists the games running for each user type, with their prizes, ending soonest first', async () => {
      const drivers = await list(3);
      expect(drivers.map((a) => a.slug).sort()).toEqual([
        'demo-collect-words',
        'demo-driver-blessing',
        'demo-driver-draw',
      ]);
      // Each draw says the page that presents it (the blessing its own); the other games none.
      expect(Object.fromEntries(drivers.map((a) => [a.slug, a.drawPage]))).toEqual({
        'demo-collect-words': null,
        'demo-driver-blessing': 'daily_blessing',
        'demo-driver-draw': 'lucky_draw',
      });
      const shippers = await list('1');
      expect(shippers.map((a) => [a.slug, a.kind]).sort()).toEqual([
        ['demo-collect-words', 'collect_words'],
        ['demo-shipper-cut', 'cut_price'],
        ['demo-shipper-red-packet', 'red_packet_rain'],
      ]);
      for (const activity of [...drivers, ...shippers]) {
        expect(activity.prizes.length).toBeGreaterThan(0);
        expect(activity.prizeTiers).toBeGreaterThanOrEqual(activity.prizes.length);
        expect(Date.parse(activity.startsAt)).toBeLessThanOrEqual(clock.now());
        expect(Date.parse(activity.endsAt)).toBeGreaterThan(clock.now());
      }
      const english = await list(1, EN);
      expect(english[0]?.title).not.toMatch(/[\u4e00-\u9fff]/);
      // Not the game kinds without a page here, nor a draw that has not started (demo-spring-draw).
      expect(drivers.some((a) => a.slug === 'demo-spring-draw')).toBe(false);
    });

    it('drops a game an operator ended early, and refuses an unknown user type', async () => {
      await t.app.db
        .update(campaigns)
        .set({ endedAt: new Date(clock.now() - 1000) })
        .where(eq(campaigns.slug, 'demo-driver-blessing'));
      expect((await list(3)).map((a) => a.slug).sort()).toEqual([
        'demo-collect-words',
        'demo-driver-draw',
      ]);
      for (const userType of ['2', 'driver', '<script>']) {
        expect((await anonymous(t).get(RED_PACKETS, { userType })).envelope.status.code).toBe(4220);
      }
    });
  });

  it('seeds the demo shipments with fixed ids, never over what is there', async () => {
    const [row] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(shipments)
      .where(sql`${shipments.id} between 900001 and 900199`);
    expect(row?.n).toBe(2 * 21);
  });
});
