// ID numbers at rest (issue 42 item 2, ADR 036): what a driver saves is stored sealed, with a keyed
// hash that still refuses a number another driver holds; a database from before migration 0029
// (plaintext numbers, unkeyed person keys) is converted when the server starts, once; the
// referral person keys are keyed hashes.

import { driverDetail } from '@freight/contract/endpoints/driver';
import { idCardCheckChar } from '@freight/contract/rules/id-card';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../src/db/schema/drivers.ts';
import { referralPersonKeys } from '../src/db/schema/referrals.ts';
import { USER_TYPE, users } from '../src/db/schema/users.ts';
import { runStartupSteps } from '../src/db/seed.ts';
import { idCardHash, idCardNoOf, sealIdCardsStep } from '../src/modules/drivers/id-card-vault.ts';
import {
  personKeyHash,
  recordPersonKeys,
  rekeyPersonKeysStep,
} from '../src/modules/referrals/person-keys.ts';
import { piiVault, unkeyedIdentifierDigest } from '../src/security/pii.ts';
import { loginAs } from './helpers/login.ts';
import { SEED_CONTEXT, TEST_PII } from './helpers/pii.ts';
import { buildTestApp, createTestDatabase, type TestApp } from './helpers/test-app.ts';
import type { TestDatabase } from './helpers/test-app.ts';

const UPDATE = '/service/driver-service/api/app/driver/updateDriverInfo';
const DETAIL = '/service/driver-service/api/app/driver/getDetail';
const CHECK_ID = '/service/driver-service/api/app/driver/checkIdCard';

/** A valid ID number born on `birth` (YYYYMMDD) with sequence `seq`. */
function idCard(birth: string, seq: string): string {
  const first17 = `440305${birth}${seq}`;
  return `${first17}${idCardCheckChar(first17)}`;
}

type Rows = Record<string, unknown>[];
const rowsOf = (result: unknown): Rows =>
  Array.isArray(result) ? (result as Rows) : ((result as { rows: Rows }).rows ?? []);

let testDb: TestDatabase;
let t: TestApp;

/** The drivers row of `userId` as the database holds it, every column as text. */
async function rawDriverRow(userId: number): Promise<string> {
  const [row] = rowsOf(
    await t.app.db.execute(
      sql`select row_to_json(d)::text as row from drivers d where user_id = ${userId}`,
    ),
  );
  return String(row?.row);
}

async function newUser(mobile: string): Promise<number> {
  const [row] = await t.app.db
    .insert(users)
    .values({ mobile, userType: USER_TYPE.driver })
    .returning({ id: users.id });
  return (row as { id: number }).id;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  t = await buildTestApp({ database: testDb.database });
});
afterAll(async () => {
  await t?.close();
  await testDb?.destroy();
});

describe('a driver’s ID number', () => {
  it('is stored sealed with its hash: no digit run of it in the row, still refused to another driver', async () => {
    const id = idCard('19850316', '002');
    expect(id.endsWith('X')).toBe(true);
    const driver = await loginAs(t, '13900042001', 3);
    const saved = await driver.post(UPDATE, { name: '赵六', idCardNo: id.toLowerCase() });
    expect(saved.envelope.status.code).toBe(0);
    const [user] = await t.app.db.select().from(users).where(eq(users.mobile, '13900042001'));
    const userId = user?.id as number;

    const raw = await rawDriverRow(userId);
    expect(raw).toContain('"id_card_cipher":"v1:');
    expect(raw).not.toContain(id);
    // Not even the birth date or the sequence: no 8 consecutive characters of the number.
    for (let at = 0; at + 8 <= id.length; at += 1) expect(raw).not.toContain(id.slice(at, at + 8));
    const [row] = await t.app.db.select().from(drivers).where(eq(drivers.userId, userId));
    expect(row).toMatchObject({ legacyIdCardNo: null, idCardHash: idCardHash(t.app.pii, id) });
    expect(row && idCardNoOf(t.app.pii, row)).toBe(id);
    // The driver sees it masked, opened from the cipher.
    const detail = driverDetail.parse((await driver.post(DETAIL, {})).envelope.data);
    expect(detail.idCardMasked).toBe(`${id.slice(0, 6)}********${id.slice(14)}`);

    // Another driver: refused by the form's check and by the save, as before.
    const other = await loginAs(t, '13900042002', 3);
    const checked = await other.post(CHECK_ID, { name: '钱七', idCardNo: id.toLowerCase() });
    expect(checked.envelope.status.code).toBe(1000);
    const taken = await other.post(UPDATE, { name: '钱七', idCardNo: id });
    expect(taken.envelope.status).toEqual({
      code: 1000,
      msg: '该身份证号已被其他司机认证使用，如有疑问请联系客服：400-000-0000',
    });
    // Its own driver saving it again is no conflict.
    expect((await driver.post(UPDATE, { idCardNo: id })).envelope.status.code).toBe(0);
  });
});

describe('the start after migration 0029', () => {
  it('seals plaintext numbers and re-keys unkeyed person keys, once, before serving', async () => {
    // A database as a release before 0029 left it: a number in clear, keys as bare sha256.
    const mobile = '13900042011';
    const id = idCard('19790908', '316');
    const userId = await newUser(mobile);
    await t.app.db.insert(drivers).values({ userId, name: '孙八', legacyIdCardNo: id });
    const firstSeen = new Date(Date.now() - 86_400_000).toISOString();
    for (const [kind, value] of [
      ['mobile', mobile],
      ['id_card', id],
      ['device', 'device-before-0029'],
    ] as const) {
      await t.app.db.execute(sql`
        insert into referral_person_keys (user_id, key_hash, kind, first_seen_at)
        values (${userId}, ${unkeyedIdentifierDigest(kind, value)}, ${kind},
                ${firstSeen}::timestamptz)`);
    }
    // The account already has its keyed mobile too (an older and a newer release both ran).
    await recordPersonKeys(t.app.db, t.app.pii, userId, Date.now());
    expect(await rawDriverRow(userId)).toContain(id);

    // A server starting on this database.
    const restarted = await buildTestApp({ database: testDb.database });
    try {
      const raw = await rawDriverRow(userId);
      expect(raw).not.toContain(id);
      const [row] = await t.app.db.select().from(drivers).where(eq(drivers.userId, userId));
      expect(row?.legacyIdCardNo).toBeNull();
      expect(row && idCardNoOf(restarted.app.pii, row)).toBe(id);
      expect(row?.idCardHash).toBe(idCardHash(restarted.app.pii, id));

      const keys = await t.app.db
        .select({
          kind: referralPersonKeys.kind,
          keyHash: referralPersonKeys.keyHash,
          keyed: referralPersonKeys.keyed,
        })
        .from(referralPersonKeys)
        .where(eq(referralPersonKeys.userId, userId));
      const pii = restarted.app.pii;
      expect(new Set(keys.map((key) => `${key.kind}:${key.keyHash}:${key.keyed}`))).toEqual(
        new Set([
          `mobile:${personKeyHash(pii, 'mobile', mobile)}:true`,
          `id_card:${personKeyHash(pii, 'id_card', id)}:true`,
          `device:${personKeyHash(pii, 'device', 'device-before-0029')}:true`,
        ]),
      );
      // The re-keyed ID key is the driver's hash: old and new keys of one person still meet.
      expect(personKeyHash(pii, 'id_card', id)).toBe(row?.idCardHash);

      // The driver reads it, and another driver cannot take it.
      const driver = await loginAs(restarted, mobile, 3);
      const detail = driverDetail.parse((await driver.post(DETAIL, {})).envelope.data);
      expect(detail.idCardMasked).toBe(`${id.slice(0, 6)}********${id.slice(14)}`);
      const other = await loginAs(restarted, '13900042012', 3);
      expect((await other.post(UPDATE, { idCardNo: id })).envelope.status.code).toBe(1000);

      // Again: nothing left to do, nothing changed.
      const cipher = row?.idCardCipher;
      expect(
        await runStartupSteps(t.app.db, [sealIdCardsStep, rekeyPersonKeysStep], SEED_CONTEXT),
      ).toEqual({ 'drivers.seal-id-card-numbers': 0, 'referrals.rekey-person-keys': 0 });
      const [again] = await t.app.db.select().from(drivers).where(eq(drivers.userId, userId));
      expect(again?.idCardCipher).toBe(cipher);
    } finally {
      await restarted.close();
    }
  });

  it('refuses to start with a PII_KEY that does not open the stored numbers', async () => {
    await expect(
      buildTestApp({ database: testDb.database, config: { piiKey: '6b'.repeat(32) } }),
    ).rejects.toThrow(/PII_KEY does not open the ID numbers stored/);
  });

  it('leaves no number in clear in the demo data either', async () => {
    const [{ n } = { n: -1 }] = rowsOf(
      await t.app.db.execute(
        sql`select count(*)::int as n from drivers where id_card_no is not null`,
      ),
    ) as { n: number }[];
    expect(n).toBe(0);
    const [{ n: unkeyed } = { n: -1 }] = rowsOf(
      await t.app.db.execute(
        sql`select count(*)::int as n from referral_person_keys where not keyed`,
      ),
    ) as { n: number }[];
    expect(unkeyed).toBe(0);
  });
});

describe('the referral person keys', () => {
  it('are keyed: no bare sha256 of an identifier in the table, and another key gives others', async () => {
    const mobile = '13900042021';
    const userId = await newUser(mobile);
    await recordPersonKeys(t.app.db, TEST_PII, userId, Date.now(), { deviceId: 'device-42-021' });
    const keys = await t.app.db
      .select({ kind: referralPersonKeys.kind, keyHash: referralPersonKeys.keyHash })
      .from(referralPersonKeys)
      .where(eq(referralPersonKeys.userId, userId));
    const hashes = keys.map((key) => key.keyHash).sort();
    expect(hashes).toEqual(
      [
        personKeyHash(TEST_PII, 'mobile', mobile),
        personKeyHash(TEST_PII, 'device', 'device-42-021'),
      ].sort(),
    );
    expect(hashes).not.toContain(unkeyedIdentifierDigest('mobile', mobile));
    const otherKey = piiVault('5a'.repeat(32));
    expect(hashes).not.toContain(personKeyHash(otherKey, 'mobile', mobile));
  });
});
