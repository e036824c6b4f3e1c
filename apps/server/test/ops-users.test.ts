// Users in the operator API (ADR 023): a viewer finds a user by mobile, answered masked with the
// summary the value, drivers and referrals modules compute; an admin reveals the full number, and
// the audit log says that it was revealed (never the number). The guard's refusals of these routes
// are also walked by operators.test.ts with the rest of the route table.

import { MASKED_MOBILE_PATTERN } from '@freight/contract/rules/mask';
import {
  type OperatorRole,
  opsUserCoupons,
  opsUserLookup,
  opsUserMatches,
  revealedPersonalData,
} from '@freight/contract/ops';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../src/db/schema/campaigns.ts';
import { drivers } from '../src/db/schema/drivers.ts';
import { operatorAudit } from '../src/db/schema/operators.ts';
import { referrals } from '../src/db/schema/referrals.ts';
import { USER_TYPE, users } from '../src/db/schema/users.ts';
import { couponTemplates, userCoupons } from '../src/db/schema/value.ts';
import { DEMO_PROGRAMMES } from '../src/modules/referrals/seed.ts';
import { issueCoupon } from '../src/modules/value/coupons.ts';
import { credit } from '../src/modules/value/ledger.ts';
import { sealIdCard } from '../src/modules/drivers/id-card-vault.ts';
import { OpsClient, operatorsOfEachRole } from './helpers/ops.ts';
import { TEST_PII } from './helpers/pii.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

const PASSWORD = 'correct horse battery staple';

let t: TestApp;
let ops: Awaited<ReturnType<typeof operatorsOfEachRole>>;
const as = (role: OperatorRole) => ops.as(role);

let mobiles = 0;
async function newUser(userType: 1 | 3): Promise<{ id: number; mobile: string }> {
  const mobile = `1370088${String(++mobiles).padStart(4, '0')}`;
  const [user] = await t.app.db
    .insert(users)
    .values({ mobile, userType })
    .returning({ id: users.id });
  return { id: (user as { id: number }).id, mobile };
}

async function auditOf(userId: number) {
  return t.app.db
    .select()
    .from(operatorAudit)
    .where(and(eq(operatorAudit.targetKind, 'user'), eq(operatorAudit.targetId, String(userId))));
}

beforeAll(async () => {
  t = await buildTestApp();
  ops = await operatorsOfEachRole(t.app, PASSWORD);
});
afterAll(() => t.close());

describe('GET /ops/api/users?mobile=', () => {
  it('finds a driver by mobile: masked, with balances, coupons and referrals by state', async () => {
    const driver = await newUser(USER_TYPE.driver);
    const now = t.app.now();
    await t.app.db.insert(drivers).values({ userId: driver.id, state: 'submitted' });
    const [template] = await t.app.db
      .select({ id: couponTemplates.id })
      .from(couponTemplates)
      .where(eq(couponTemplates.slug, 'demo-coupon-any-5'));
    await t.app.db.transaction(async (tx) => {
      const entry = { ref: { kind: 'operator', id: 'test' }, expiresOn: null, now } as const;
      await credit(tx, {
        ...entry,
        userId: driver.id,
        asset: 'points',
        amount: 300,
        reason: 'campaign_prize',
        idempotencyKey: 'test:1',
      });
      await credit(tx, {
        ...entry,
        userId: driver.id,
        asset: 'cash_fen',
        amount: 1250,
        reason: 'campaign_prize',
        idempotencyKey: 'test:2',
      });
      const issue = (key: string) =>
        issueCoupon(tx, {
          userId: driver.id,
          templateId: template?.id as number,
          source: 'operator',
          refId: 'test',
          idempotencyKey: key,
          now,
        });
      await issue('test:a');
      const { coupon } = await issue('test:b');
      await tx
        .update(userCoupons)
        .set({ usedAt: new Date(now) })
        .where(eq(userCoupons.id, coupon.id));
    });
    const [programme] = await t.app.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.slug, DEMO_PROGRAMMES.driverInvitesShipper));
    for (const state of ['registered', 'registered', 'withheld'] as const) {
      const friend = await newUser(USER_TYPE.shipper);
      await t.app.db.insert(referrals).values({
        programmeId: programme?.id as number,
        inviterUserId: driver.id,
        inviteeUserId: friend.id,
        state,
        ...(state === 'withheld' ? { reason: 'operator_review' as const } : {}),
        day: '2026-01-01',
        registeredAt: new Date(now),
        expiresAt: new Date(now + 86_400_000),
      });
    }

    const res = await as('viewer').request('GET', `/users?mobile=${driver.mobile}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(driver.mobile);
    const found = opsUserLookup.parse(res.json());
    expect(found.user).toEqual({
      userId: driver.id,
      mobileMasked: `${driver.mobile.slice(0, 3)}****${driver.mobile.slice(7)}`,
      userType: 3,
      registeredAt: expect.any(String),
      driverState: 'submitted',
    });
    expect(found.user.mobileMasked).toMatch(MASKED_MOBILE_PATTERN);
    expect(found.summary).toEqual({
      balances: { points: 300, lucky_beans: 0, cash_fen: 1250 },
      coupons: { usable: 1, used: 1, expired: 0 },
      referralsAsInviter: { registered: 2, qualified: 0, rewarded: 0, expired: 0, withheld: 1 },
    });
    // The coupons themselves, as the user sees them: the usable one first, of one state on asking.
    const coupons = opsUserCoupons.parse(
      (await as('viewer').request('GET', `/value/users/${driver.id}/coupons`)).json(),
    );
    expect(coupons.coupons.map((coupon) => coupon.state)).toEqual(['usable', 'used']);
    const used = opsUserCoupons.parse(
      (await as('viewer').request('GET', `/value/users/${driver.id}/coupons?state=used`)).json(),
    );
    expect(used.coupons).toHaveLength(1);
    expect(
      (await as('viewer').request('GET', `/value/users/${driver.id}/coupons?state=lost`))
        .statusCode,
    ).toBe(422);
    // Reading is not audited (ADR 023).
    expect(await auditOf(driver.id)).toEqual([]);
  });

  it('answers a shipper without a driver state, and a driver without a profile as not started', async () => {
    const shipper = await newUser(USER_TYPE.shipper);
    const driver = await newUser(USER_TYPE.driver);
    const s = opsUserLookup.parse(
      (await as('viewer').request('GET', `/users?mobile=${shipper.mobile}`)).json(),
    );
    expect(s.user).toMatchObject({ userId: shipper.id, userType: 1, driverState: null });
    expect(s.summary.balances).toEqual({ points: 0, lucky_beans: 0, cash_fen: 0 });
    const d = opsUserLookup.parse(
      (await as('operator').request('GET', `/users?mobile=${driver.mobile}`)).json(),
    );
    expect(d.user.driverState).toBe('not_started');
  });

  it('answers 404 (4040) in the envelope for an unknown mobile', async () => {
    const res = await as('viewer').request('GET', '/users?mobile=13700999999', {
      headers: { 'accept-language': 'en-US' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: { code: 4040, msg: 'There is no such user' },
      data: null,
    });
  });

  it.each(['1370088', '23700880001', '137008800011', 'abc', ''])(
    'refuses a malformed mobile %j with the field named (422)',
    async (mobile) => {
      const res = await as('viewer').request('GET', `/users?mobile=${encodeURIComponent(mobile)}`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        status: { code: 4220 },
        data: { fields: [expect.objectContaining({ field: 'mobile' })] },
      });
    },
  );

  it('refuses a lookup without the mobile and with unknown parameters (422)', async () => {
    expect((await as('viewer').request('GET', '/users')).statusCode).toBe(422);
    const extra = await as('viewer').request('GET', '/users?mobile=13700880001&name=x');
    expect(extra.statusCode).toBe(422);
  });

  it('refuses without an operator session (401)', async () => {
    const user = await newUser(USER_TYPE.shipper);
    const res = await new OpsClient(t.app).request('GET', `/users?mobile=${user.mobile}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: { code: 4010 } });
  });
});

describe('GET /ops/api/users?userId= and /ops/api/users/search', () => {
  it('finds a user by id, and refuses both or neither of mobile and id (422)', async () => {
    const shipper = await newUser(USER_TYPE.shipper);
    const byId = opsUserLookup.parse(
      (await as('viewer').request('GET', `/users?userId=${shipper.id}`)).json(),
    );
    expect(byId.user).toMatchObject({ userId: shipper.id, userType: 1 });
    expect((await as('viewer').request('GET', '/users?userId=999999999')).statusCode).toBe(404);
    for (const bad of [`mobile=${shipper.mobile}&userId=${shipper.id}`, 'userId=0', 'userId=x']) {
      expect((await as('viewer').request('GET', `/users?${bad}`)).statusCode, bad).toBe(422);
    }
  });

  it('finds users by a masked number and drivers by the start of a plate, showing no more', async () => {
    const [a, b] = [await newUser(USER_TYPE.shipper), await newUser(USER_TYPE.driver)];
    await t.app.db
      .insert(drivers)
      .values({ userId: b.id, plateNumber: '沪Q12345', state: 'approved' });
    const masked = `${a.mobile.slice(0, 3)}****${a.mobile.slice(-4)}`;
    const res = await as('viewer').request(
      'GET',
      `/users/search?masked=${encodeURIComponent(masked)}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(a.mobile);
    const found = opsUserMatches.parse(res.json());
    expect(found.items.map((row) => row.userId)).toContain(a.id);
    expect(found.items.every((row) => row.mobileMasked === masked)).toBe(true);
    const plate = opsUserMatches.parse(
      (
        await as('viewer').request('GET', `/users/search?plate=${encodeURIComponent('沪q1')}`)
      ).json(),
    );
    expect(plate.items).toEqual([
      expect.objectContaining({ userId: b.id, plateNumber: '沪Q12345', driverState: 'approved' }),
    ]);
    // Never by a prefix of the number, nor by both or neither way; a plate's wildcard is refused.
    for (const bad of [
      'masked=1370088',
      'masked=137%25%25%25%250001',
      `masked=${encodeURIComponent(masked)}&plate=${encodeURIComponent('沪Q')}`,
      '',
      'plate=%25',
      'plate=%E6%B2%AA_',
      'plate=A',
    ]) {
      expect((await as('viewer').request('GET', `/users/search?${bad}`)).statusCode, bad).toBe(422);
    }
    expect((await new OpsClient(t.app).request('GET', '/users/search?plate=AB')).statusCode).toBe(
      401,
    );
  });
});

describe('POST /ops/api/users/:userId/reveal', () => {
  const REVEAL = (userId: number | string) => `/users/${userId}/reveal`;
  let idCards = 0;
  /** A driver with an ID number and two photos, in `state`, straight in the tables. */
  async function driverWithProfile(state: 'submitted' | 'approved') {
    const user = await newUser(USER_TYPE.driver);
    // 18 characters of the right shape (the reveal hands out what is stored; no checksum here).
    const idCardNo = `11010119800101${String(++idCards).padStart(4, '0')}`;
    await t.app.db.insert(drivers).values({
      userId: user.id,
      name: '查看测试',
      ...sealIdCard(TEST_PII, idCardNo),
      idCardFrontKey: `img/reveal-test/${user.id}-front.jpg`,
      licenceImageKey: `img/reveal-test/${user.id}-licence.jpg`,
      state,
      submittedAt: new Date(t.app.now()),
    });
    return { ...user, idCardNo };
  }

  it('gives an admin the full number for a reason and audits the fields and the reason, not the number', async () => {
    const user = await newUser(USER_TYPE.driver);
    const res = await as('admin').request('POST', REVEAL(user.id), {
      body: { fields: ['mobile'], reason: 'support' },
    });
    expect(res.statusCode).toBe(200);
    expect(revealedPersonalData.parse(res.json())).toEqual({
      userId: user.id,
      mobile: user.mobile,
    });
    const records = await auditOf(user.id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      operatorId: expect.any(Number),
      actor: 'admin-1',
      action: 'user.reveal',
      targetKind: 'user',
      targetId: String(user.id),
      before: null,
      after: { revealed: ['mobile'], reason: 'support' },
    });
    expect(JSON.stringify(records)).not.toContain(user.mobile);
    expect(JSON.stringify(records)).not.toContain(user.mobile.slice(7));
    // Each reveal is its own record.
    await as('admin').request('POST', REVEAL(user.id), {
      body: { fields: ['mobile'], reason: 'dispute' },
    });
    expect(await auditOf(user.id)).toHaveLength(2);
  });

  it('hands a reviewer the ID number and photo links of a profile waiting for review, and only those', async () => {
    const driver = await driverWithProfile('submitted');
    const res = await as('operator').request('POST', REVEAL(driver.id), {
      body: { fields: ['idCardNo', 'photos'], reason: 'review' },
    });
    expect(res.statusCode).toBe(200);
    const revealed = revealedPersonalData.parse(res.json());
    expect(revealed).toMatchObject({ userId: driver.id, idCardNo: driver.idCardNo });
    expect(revealed.mobile).toBeUndefined();
    expect(revealed.photoUrls?.idCardFrontKey).toContain(`${driver.id}-front.jpg`);
    expect(revealed.photoUrls?.licenceImageKey).toContain(`${driver.id}-licence.jpg`);
    expect(revealed.photoUrls?.idCardBackKey).toBeNull();
    const [record] = await auditOf(driver.id);
    expect(record).toMatchObject({
      actor: 'operator-1',
      action: 'user.reveal',
      after: { revealed: ['idCardNo', 'photos'], reason: 'review' },
    });
    expect(JSON.stringify(record)).not.toContain(driver.idCardNo);
    expect(JSON.stringify(record)).not.toContain('front.jpg');
  });

  it('refuses a review reason for a profile not waiting for review, the mobile, and other reasons below admin', async () => {
    const approved = await driverWithProfile('approved');
    const submitted = await driverWithProfile('submitted');
    const refusals = [
      // Reviewed already: a review is not the reason any more (an admin's reasons still are).
      ['admin', approved.id, { fields: ['idCardNo'], reason: 'review' }, 409],
      ['operator', approved.id, { fields: ['photos'], reason: 'review' }, 409],
      // A review never needs the whole mobile.
      ['operator', submitted.id, { fields: ['mobile'], reason: 'review' }, 403],
      ['admin', submitted.id, { fields: ['idCardNo', 'mobile'], reason: 'review' }, 403],
      // Other reasons are an admin's.
      ['operator', submitted.id, { fields: ['idCardNo'], reason: 'support' }, 403],
      ['viewer', submitted.id, { fields: ['idCardNo'], reason: 'review' }, 403],
    ] as const;
    for (const [role, userId, body, status] of refusals) {
      const res = await as(role).request('POST', REVEAL(userId), { body });
      expect(res.statusCode, `${role} ${JSON.stringify(body)}`).toBe(status);
      expect(res.body).not.toContain(approved.idCardNo);
      expect(res.body).not.toContain(submitted.idCardNo);
      expect(res.body).not.toContain('.jpg');
    }
    expect(await auditOf(approved.id)).toEqual([]);
    expect(await auditOf(submitted.id)).toEqual([]);
    const byAdmin = await as('admin').request('POST', REVEAL(approved.id), {
      body: { fields: ['idCardNo'], reason: 'authority' },
    });
    expect(byAdmin.json()).toEqual({ userId: approved.id, idCardNo: approved.idCardNo });
  });

  it('refuses a body without a reason, with an unknown one or field, or a field twice (422)', async () => {
    const user = await newUser(USER_TYPE.shipper);
    for (const body of [
      undefined,
      {},
      { fields: ['mobile'] },
      { fields: [], reason: 'support' },
      { fields: ['mobile'], reason: 'curiosity' },
      { fields: ['address'], reason: 'support' },
      { fields: ['mobile', 'mobile'], reason: 'support' },
      { fields: ['mobile'], reason: 'support', extra: 1 },
    ]) {
      const res = await as('admin').request('POST', REVEAL(user.id), body ? { body } : {});
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.body).not.toContain(user.mobile);
    }
    expect(await auditOf(user.id)).toEqual([]);
  });

  it("answers a shipper's ID number and photos as none", async () => {
    const user = await newUser(USER_TYPE.shipper);
    const res = await as('admin').request('POST', REVEAL(user.id), {
      body: { fields: ['idCardNo', 'photos'], reason: 'dispute' },
    });
    expect(res.json()).toEqual({
      userId: user.id,
      idCardNo: null,
      photoUrls: {
        idCardFrontKey: null,
        idCardBackKey: null,
        licenceImageKey: null,
        vehicleLicenceImageKey: null,
      },
    });
  });

  it('refuses without a session (401) and without the XSRF header (403 4031)', async () => {
    const user = await newUser(USER_TYPE.shipper);
    const body = { fields: ['mobile'], reason: 'support' };
    const stranger = await new OpsClient(t.app).request('POST', REVEAL(user.id), { body });
    expect(stranger.statusCode).toBe(401);
    const noXsrf = await as('admin').request('POST', REVEAL(user.id), { body, xsrf: false });
    expect(noXsrf.statusCode).toBe(403);
    expect(noXsrf.json()).toMatchObject({ status: { code: 4031 } });
    expect(await auditOf(user.id)).toEqual([]);
  });

  it('answers 404 for an unknown user and 422 for a malformed id, recording nothing', async () => {
    const body = { fields: ['mobile'], reason: 'support' };
    const unknown = await as('admin').request('POST', REVEAL(99999999), { body });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: { code: 4040 } });
    expect(await auditOf(99_999_999)).toEqual([]);
    expect((await as('admin').request('POST', REVEAL('abc'), { body })).statusCode).toBe(422);
  });
});
