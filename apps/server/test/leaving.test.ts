// A person leaves (issue 42 item 4): from the H5 (deleteAccount) or by an operator on their
// request. Personal fields and photos go, sessions end, ledgers and referral keys stay with a
// tombstone, and the same number may register again as the same person.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { endpointPath } from '@freight/contract/endpoints/common';
import { deleteAccount, me } from '@freight/contract/endpoints/identity';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../src/db/schema/drivers.ts';
import { sessions } from '../src/db/schema/identity.ts';
import { operatorAudit } from '../src/db/schema/operators.ts';
import { partyPosts } from '../src/db/schema/party.ts';
import { referralPersonKeys } from '../src/db/schema/referrals.ts';
import { shipments } from '../src/db/schema/shipments.ts';
import { uploads } from '../src/db/schema/uploads.ts';
import { users } from '../src/db/schema/users.ts';
import { recordPersonKeys, sharedKeyKind } from '../src/modules/referrals/person-keys.ts';
import { balancesOf, credit } from '../src/modules/value/ledger.ts';
import { anonymous, loginAs } from './helpers/login.ts';
import { operatorsOfEachRole } from './helpers/ops.ts';
import { buildTestApp, type TestApp, TestClock } from './helpers/test-app.ts';
import { uploadImage } from './helpers/uploads.ts';
import { newRequestId } from './helpers/request-ids.ts';

const DELETE = endpointPath(deleteAccount);
const ME = endpointPath(me);
const UPDATE = '/service/driver-service/api/app/driver/updateDriverInfo';
const PARTY_SUBMIT = '/service/oms-service/api/party/submit';

let mobiles = 0;
const nextMobile = () => `1371${String(10_000_000 + (mobiles += 1)).slice(1)}`;

describe('leaving', () => {
  const clock = new TestClock();
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  const userOf = async (mobile: string) =>
    (await t.app.db.select().from(users).where(eq(users.mobile, mobile)))[0];
  const uploadFile = (key: string) => join(t.app.config.dataDir, 'uploads', key);

  /** A driver with a saved profile (name, plate, two photos), a party post and 50 points. */
  async function busyDriver() {
    const mobile = nextMobile();
    const api = await loginAs(t, mobile, 3);
    const user = (await userOf(mobile))!;
    const [front, back, postPhoto] = [
      await uploadImage(api),
      await uploadImage(api),
      await uploadImage(api),
    ];
    const saved = await api.post(UPDATE, {
      name: '王建国',
      idCardFrontKey: front,
      idCardBackKey: back,
      plateNumber: `粤B${String(20000 + mobiles)}`,
    });
    expect(saved.envelope.status.code).toBe(0);
    const posted = await api.post(PARTY_SUBMIT, {
      title: '支部组织学习安全驾驶',
      text: '本周六上午组织学习。',
      photoKeys: [postPhoto],
      requestId: newRequestId('party'),
    });
    expect(posted.envelope.status.code).toBe(0);
    await t.app.db.transaction((tx) =>
      credit(tx, {
        userId: user.id,
        asset: 'points',
        amount: 50,
        reason: 'task_reward',
        ref: { kind: 'task', id: 'leaving-test' },
        idempotencyKey: `leaving-test:${user.id}`,
        now: clock.now(),
      }),
    );
    return { api, mobile, userId: user.id, keys: [front, back, postPhoto] };
  }

  it('erases the person, ends every session and keeps the ledger with a tombstone', async () => {
    const { api, mobile, userId, keys } = await busyDriver();
    clock.advance(61); // a code a minute per number
    const otherPhone = await loginAs(t, mobile, 3);
    for (const key of keys) expect(existsSync(uploadFile(key))).toBe(true);

    const res = await api.post(DELETE, { confirm: true });
    expect(res.statusCode).toBe(200);
    expect(res.envelope.status.code).toBe(0);
    expect(res.envelope.data).toBeNull();

    const [tombstone] = await t.app.db.select().from(users).where(eq(users.id, userId));
    expect(tombstone).toMatchObject({ mobile: null, name: null });
    expect(tombstone?.deletedAt).toBeInstanceOf(Date);
    expect(await t.app.db.select().from(drivers).where(eq(drivers.userId, userId))).toEqual([]);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    expect(await t.app.db.select().from(uploads).where(eq(uploads.userId, userId))).toEqual([]);
    for (const key of keys) expect(existsSync(uploadFile(key))).toBe(false);
    expect(await t.app.db.select().from(partyPosts).where(eq(partyPosts.userId, userId))).toEqual(
      [],
    );
    // Both phones are logged out; the ledger stays, pointing at the tombstone.
    for (const client of [api, otherPhone]) {
      expect((await client.get(ME)).envelope.data).toEqual({ user: null });
    }
    const accounts = await balancesOf(t.app.db, userId);
    expect(accounts.map((account) => [account.asset, account.balance])).toEqual([['points', 50]]);
  });

  it('lets the number register again as a new account of the same person', async () => {
    const { api, mobile, userId } = await busyDriver();
    expect((await api.post(DELETE, { confirm: true })).envelope.status.code).toBe(0);
    const keys = await t.app.db
      .select({ kind: referralPersonKeys.kind })
      .from(referralPersonKeys)
      .where(eq(referralPersonKeys.userId, userId));
    expect(keys.map((key) => key.kind)).toContain('mobile');

    clock.advance(61);
    const again = await loginAs(t, mobile, 3);
    const session = (await again.get(ME)).envelope.data as { user: { userId: number } };
    expect(session.user.userId).not.toBe(userId);
    // The referral rules see one person (accept.ts refuses `same_person` / `already_referred`).
    await recordPersonKeys(t.app.db, t.app.pii, session.user.userId, clock.now());
    expect(await sharedKeyKind(t.app.db, userId, session.user.userId)).toBe('mobile');
    // The new account starts empty.
    expect(await balancesOf(t.app.db, session.user.userId)).toEqual([]);
  });

  it('refuses while a shipment is under way, and changes nothing', async () => {
    const mobile = nextMobile();
    const api = await loginAs(t, mobile, 1);
    const user = (await userOf(mobile))!;
    await t.app.db.insert(shipments).values({
      shipperUserId: user.id,
      state: 'published',
      originCode: '440300',
      originName: '深圳',
      destinationCode: '310000',
      destinationName: '上海',
      vehicleType: 'van',
      vehicleLengthDm: 96,
      stops: [],
      loadDate: '2026-12-01',
      goodsName: '电子产品',
      weightKg: 1000,
      volumeTenthsM3: 100,
      packaging: 'carton',
      receipt: {},
      priceFen: 100_000,
      publishedAt: new Date(clock.now()),
    });
    const res = await api.post(DELETE, { confirm: true });
    expect(res.envelope.status.code).toBe(1000);
    expect(res.envelope.status.msg).toContain('进行中的货源');
    expect(await userOf(mobile)).toMatchObject({ id: user.id, deletedAt: null });
    expect(((await api.get(ME)).envelope.data as { user: unknown }).user).not.toBeNull();
  });

  it('asks for a session and the confirmation', async () => {
    const nobody = await anonymous(t).post(DELETE, { confirm: true });
    expect(nobody.envelope.status.code).toBe(4010);
    const mobile = nextMobile();
    const api = await loginAs(t, mobile, 1);
    for (const body of [{}, { confirm: false }, { confirm: 'true' }]) {
      const res = await api.post(DELETE, body);
      expect(res.envelope.status.code, JSON.stringify(body)).toBe(4220);
    }
    expect((await userOf(mobile))?.deletedAt).toBeNull();
  });

  describe('by an operator on request', () => {
    let ops: Awaited<ReturnType<typeof operatorsOfEachRole>>;
    beforeAll(async () => {
      ops = await operatorsOfEachRole(t.app, 'a-long-leaving-test-password');
    });

    it('is an admin’s, audited with the note; a second time changes nothing', async () => {
      const { mobile, userId } = await busyDriver();
      const path = `/users/${userId}/erase`;
      for (const role of ['viewer', 'operator'] as const) {
        const refused = await ops
          .as(role)
          .request('POST', path, { body: { note: '客服工单 123' } });
        expect(refused.statusCode, role).toBe(403);
      }
      expect(await userOf(mobile)).toBeDefined();
      const bad = await ops.as('admin').request('POST', path, { body: { note: ' ' } });
      expect(bad.statusCode).toBe(422);

      const done = await ops.as('admin').request('POST', path, { body: { note: '客服工单 123' } });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ userId, erased: true });
      expect(await userOf(mobile)).toBeUndefined();
      const found = await ops.as('admin').request('GET', `/users?mobile=${mobile}`);
      expect(found.statusCode).toBe(404);

      const again = await ops.as('admin').request('POST', path, { body: { note: '客服工单 123' } });
      expect(again.json()).toEqual({ userId, erased: false });
      const records = await t.app.db
        .select({ after: operatorAudit.after })
        .from(operatorAudit)
        .where(
          and(eq(operatorAudit.action, 'user.erase'), eq(operatorAudit.targetId, `${userId}`)),
        );
      expect(records.map((row) => row.after)).toEqual([
        { note: '客服工单 123', erased: true },
        { note: '客服工单 123', erased: false },
      ]);
      const missing = await ops.as('admin').request('POST', '/users/99999999/erase', {
        body: { note: '客服工单 123' },
      });
      expect(missing.statusCode).toBe(404);
    });
  });
});
