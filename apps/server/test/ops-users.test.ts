// Users in the operator API (ADR 023): a viewer finds a user by mobile, answered masked with the
// summary the value, drivers and referrals modules compute; an admin reveals the full number, and
// the audit log says that it was revealed (never the number). The guard's refusals of these routes
// are also walked by operators.test.ts with the rest of the route table.

import { MASKED_MOBILE_PATTERN } from '@freight/contract/rules/mask';
import {
  type OperatorRole,
  opsUserCoupons,
  opsUserLookup,
  revealedMobile,
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
import { OpsClient, operatorsOfEachRole } from './helpers/ops.ts';
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

describe('POST /ops/api/users/:userId/reveal', () => {
  it('gives an admin the full number and audits that it was revealed, not the number', async () => {
    const user = await newUser(USER_TYPE.driver);
    const res = await as('admin').request('POST', `/users/${user.id}/reveal`);
    expect(res.statusCode).toBe(200);
    expect(revealedMobile.parse(res.json())).toEqual({ userId: user.id, mobile: user.mobile });
    const records = await auditOf(user.id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      operatorId: expect.any(Number),
      actor: 'admin-1',
      action: 'user.reveal_mobile',
      targetKind: 'user',
      targetId: String(user.id),
      before: null,
    });
    expect(JSON.stringify(records)).not.toContain(user.mobile);
    expect(JSON.stringify(records)).not.toContain(user.mobile.slice(7));
    // Each reveal is its own record.
    await as('admin').request('POST', `/users/${user.id}/reveal`);
    expect(await auditOf(user.id)).toHaveLength(2);
  });

  it('lets a viewer look up but not reveal, nor an operator (403 4030), and records nothing', async () => {
    const user = await newUser(USER_TYPE.shipper);
    const lookup = await as('viewer').request('GET', `/users?mobile=${user.mobile}`);
    expect(lookup.statusCode).toBe(200);
    for (const role of ['viewer', 'operator'] as const) {
      const res = await as(role).request('POST', `/users/${user.id}/reveal`);
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toMatchObject({ status: { code: 4030 } });
      expect(res.body).not.toContain(user.mobile);
    }
    expect(await auditOf(user.id)).toEqual([]);
  });

  it('refuses without a session (401) and without the XSRF header (403 4031)', async () => {
    const user = await newUser(USER_TYPE.shipper);
    const stranger = await new OpsClient(t.app).request('POST', `/users/${user.id}/reveal`);
    expect(stranger.statusCode).toBe(401);
    const noXsrf = await as('admin').request('POST', `/users/${user.id}/reveal`, { xsrf: false });
    expect(noXsrf.statusCode).toBe(403);
    expect(noXsrf.json()).toMatchObject({ status: { code: 4031 } });
    expect(await auditOf(user.id)).toEqual([]);
  });

  it('answers 404 for an unknown user and 422 for a malformed id, recording nothing', async () => {
    const unknown = await as('admin').request('POST', '/users/99999999/reveal');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: { code: 4040 } });
    expect(await auditOf(99_999_999)).toEqual([]);
    expect((await as('admin').request('POST', '/users/abc/reveal')).statusCode).toBe(422);
  });
});
