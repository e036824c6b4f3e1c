// driver-service: the driver's verification profile (getDetail, updateDriverInfo) through its
// state machine, the form's checks (checkIdCard, checkLegal), and the rules that hold in the
// database: one driver per ID number and per plate, also when two drivers race for one.

import {
  checkIdCardResponse,
  checkTruckLegalResponse,
  driverDetail,
} from '@freight/contract/endpoints/driver';
import { todayInChina } from '@freight/contract/china-time';
import { idCardCheckChar } from '@freight/contract/rules/id-card';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../src/db/schema/drivers.ts';
import { users } from '../src/db/schema/users.ts';
import { idCardNoOf } from '../src/modules/drivers/id-card-vault.ts';
import { ReviewError, reviewDriver } from '../src/modules/drivers/review.ts';
import { DEMO_DRIVER_ID_CARD, DEMO_DRIVER_PLATE } from '../src/modules/drivers/seed.ts';
import { anonymous, loginAs } from './helpers/login.ts';
import type { SignedClient, SignedResponse } from './helpers/signed.ts';
import { buildTestApp, type TestApp, TestClock } from './helpers/test-app.ts';
import { uploadImage } from './helpers/uploads.ts';

const BASE = '/service/driver-service/api/app';
const CHECK_ID = `${BASE}/driver/checkIdCard`;
const UPDATE = `${BASE}/driver/updateDriverInfo`;
const DETAIL = `${BASE}/driver/getDetail`;
const CHECK_TRUCK = `${BASE}/truck/checkLegal`;

/** A valid ID number (right check character) born on `birth` (YYYYMMDD), sequence `seq`. */
function idCard(birth: string, seq = '123', region = '440305'): string {
  const first17 = `${region}${birth}${seq}`;
  return `${first17}${idCardCheckChar(first17)}`;
}

/** YYYYMMDD of the day `years` years before today (China), plus `days`. */
function birthYearsAgo(years: number, days = 0): string {
  const today = todayInChina();
  const date = new Date(`${Number(today.slice(0, 4)) - years}${today.slice(4)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10).replaceAll('-', '');
}

function isoDaysFromNow(days: number): string {
  return new Date(Date.parse(todayInChina()) + days * 86_400_000).toISOString().slice(0, 10);
}

const fieldsOf = (res: SignedResponse) =>
  (res.envelope.data as { fields: { field: string }[] }).fields.map((f) => f.field);

let mobiles = 0;
const nextMobile = () => `1390000${String(3100 + ++mobiles).padStart(4, '0')}`;

describe('driver-service', () => {
  const clock = new TestClock();
  let t: TestApp;

  const userIdOf = async (mobile: string) => {
    const [row] = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobile, mobile));
    return row?.id as number;
  };
  const driverRow = async (userId: number) =>
    (await t.app.db.select().from(drivers).where(eq(drivers.userId, userId)))[0];

  /** A newly signed-up driver, with their user id. */
  async function newDriver() {
    const mobile = nextMobile();
    const api = await loginAs(t, mobile, 3);
    return { api, mobile, userId: await userIdOf(mobile) };
  }

  /** Everything a submission needs, with the driver's own photos. */
  async function completeProfile(api: SignedClient, overrides: Record<string, unknown> = {}) {
    const [front, back, licence, vehicleLicence] = [
      await uploadImage(api),
      await uploadImage(api),
      await uploadImage(api),
      await uploadImage(api),
    ];
    return {
      name: '王建国',
      idCardNo: idCard('19800101', String(100 + mobiles).slice(-3)),
      idCardFrontKey: front,
      idCardBackKey: back,
      licenceClass: 'A2',
      licenceImageKey: licence,
      licenceExpiry: isoDaysFromNow(20),
      vehicleLicenceImageKey: vehicleLicence,
      vehicleLicenceExpiry: isoDaysFromNow(400),
      plateNumber: `粤B${String(10000 + mobiles)}`,
      vehicleType: 'high_rail',
      vehicleLengthM: 13,
      loadTonnes: 32,
      ...overrides,
    };
  }

  beforeAll(async () => {
    t = await buildTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  describe('who may call', () => {
    it('refuses every driver endpoint without a session (4010) and to a shipper (4030)', async () => {
      const shipper = await loginAs(t, '13800003001', 1);
      const calls: [string, Record<string, unknown>][] = [
        [DETAIL, {}],
        [UPDATE, { name: '王建国' }],
        [CHECK_ID, { name: '王建国', idCardNo: DEMO_DRIVER_ID_CARD }],
        [
          CHECK_TRUCK,
          {
            plateNumber: '粤B12345',
            vehicleType: 'van',
            vehicleLengthM: 9.6,
            loadTonnes: 18,
          },
        ],
      ];
      for (const [path, fields] of calls) {
        const nobody = await anonymous(t).post(path, fields);
        expect(nobody.statusCode, path).toBe(401);
        expect(nobody.envelope.status.code, path).toBe(4010);
        const notDriver = await shipper.post(path, fields);
        expect(notDriver.statusCode, path).toBe(403);
        expect(notDriver.envelope.status.code, path).toBe(4030);
      }
      const [rows] = await t.app.db.select({ n: count() }).from(drivers);
      expect(rows?.n).toBe(1); // the demo driver's seeded profile only
    });
  });

  describe('POST /api/app/driver/checkIdCard', () => {
    let api: SignedClient;
    beforeAll(async () => {
      ({ api } = await newDriver());
    });
    const check = async (idCardNo: string, name = '王建国') => {
      const res = await api.post(CHECK_ID, { name, idCardNo });
      expect(res.statusCode).toBe(200);
      expect(res.envelope.status.code).toBe(0);
      return checkIdCardResponse.parse(res.envelope.data);
    };

    it('accepts a valid number of an adult, answering birth date, age and gender', async () => {
      const data = await check(idCard('19850512', '124'));
      expect(data).toEqual({
        valid: true,
        birthDate: '1985-05-12',
        age: expect.any(Number),
        gender: 'female',
        reasons: [],
      });
      // A lower-case x is the same check character.
      expect((await check('11010519491231109x')).reasons).not.toContain('checksum');
    });

    it('answers the reasons for a wrong check character or an impossible birth date', async () => {
      const good = idCard('19850512');
      const wrong = `${good.slice(0, 17)}${good.endsWith('0') ? '1' : '0'}`;
      expect(await check(wrong)).toMatchObject({
        valid: false,
        reasons: ['checksum'],
      });
      expect(await check(idCard('19990230'))).toMatchObject({
        valid: false,
        birthDate: null,
        age: null,
        reasons: ['birth_date'],
      });
    });

    it('keeps drivers within 18 to 60 years of age', async () => {
      expect((await check(idCard(birthYearsAgo(18)))).valid).toBe(true);
      expect(await check(idCard(birthYearsAgo(18, 1)))).toMatchObject({
        valid: false,
        reasons: ['too_young'],
      });
      expect((await check(idCard(birthYearsAgo(61, 1)))).valid).toBe(true);
      expect(await check(idCard(birthYearsAgo(61)))).toMatchObject({
        valid: false,
        age: 61,
        reasons: ['too_old'],
      });
    });

    it("refuses (1000) a number that is bound to another driver, but not the driver's own", async () => {
      const res = await api.post(CHECK_ID, {
        name: '演示司机',
        idCardNo: DEMO_DRIVER_ID_CARD,
      });
      expect(res.statusCode).toBe(200);
      expect(res.envelope).toEqual({
        status: {
          code: 1000,
          msg: '该身份证号已被其他司机认证使用，如有疑问请联系客服：400-000-0000',
        },
        data: null,
      });
      const demo = await loginAs(t, '13900000003', 3);
      const own = await demo.post(CHECK_ID, {
        name: '演示司机',
        idCardNo: DEMO_DRIVER_ID_CARD,
      });
      expect(own.envelope.status.code).toBe(0);
    });

    it('answers 422 naming the fields for a malformed number or a missing name', async () => {
      const res = await api.post(CHECK_ID, { idCardNo: '12345' });
      expect(res.statusCode).toBe(422);
      expect(fieldsOf(res)).toEqual(expect.arrayContaining(['name', 'idCardNo']));
    });
  });

  describe('POST /api/app/truck/checkLegal', () => {
    let api: SignedClient;
    beforeAll(async () => {
      ({ api } = await newDriver());
    });
    const check = async (truck: Record<string, unknown>) => {
      const res = await api.post(CHECK_TRUCK, {
        plateNumber: '粤B 12345',
        vehicleType: 'van',
        vehicleLengthM: 9.6,
        loadTonnes: 18,
        ...truck,
      });
      expect(res.envelope.status.code).toBe(0);
      return checkTruckLegalResponse.parse(res.envelope.data);
    };

    it('accepts trucks within the limits, new-energy and trailer plates included', async () => {
      const enclosed = { maxLengthM: 13.75, maxLoadTonnes: 49 };
      const open = { maxLengthM: 17.5, maxLoadTonnes: 49 };
      expect(await check({})).toEqual({ legal: true, reasons: [], limits: enclosed });
      expect(
        await check({
          plateNumber: '粤B12345D',
          vehicleType: 'flatbed',
          vehicleLengthM: 17.5,
          loadTonnes: 49,
        }),
      ).toEqual({ legal: true, reasons: [], limits: open });
      expect((await check({ plateNumber: '粤BD12345' })).legal).toBe(true);
      expect(
        (
          await check({
            plateNumber: '冀A·1234挂',
            vehicleType: 'container',
            vehicleLengthM: 13.75,
          })
        ).legal,
      ).toBe(true);
    });

    it('answers the reasons a truck is not legal', async () => {
      // The answer names the limits, for the page to say them ("车长不能超过 13.75 米").
      expect(await check({ vehicleLengthM: 14 })).toEqual({
        legal: false,
        reasons: ['length_exceeds_limit'],
        limits: { maxLengthM: 13.75, maxLoadTonnes: 49 },
      });
      expect(
        await check({
          vehicleType: 'flatbed',
          vehicleLengthM: 18,
          loadTonnes: 55,
        }),
      ).toEqual({
        legal: false,
        reasons: ['length_exceeds_limit', 'load_exceeds_limit'],
        limits: { maxLengthM: 17.5, maxLoadTonnes: 49 },
      });
      expect(await check({ vehicleType: 'other' })).toMatchObject({
        legal: false,
        reasons: ['type_not_allowed'],
      });
      expect(await check({ plateNumber: '粤B1234学' })).toMatchObject({
        legal: false,
        reasons: ['plate_invalid'],
      });
    });

    it('refuses (1000) a plate bound to another driver', async () => {
      const res = await api.post(CHECK_TRUCK, {
        plateNumber: DEMO_DRIVER_PLATE,
        vehicleType: 'flatbed',
        vehicleLengthM: 9.6,
        loadTonnes: 18,
      });
      expect(res.envelope).toEqual({
        status: {
          code: 1000,
          msg: '该车牌号已被其他司机绑定，如有疑问请联系客服：400-000-0000',
        },
        data: null,
      });
    });

    it('answers 422 naming the fields for an invalid plate or out-of-range numbers', async () => {
      const res = await api.post(CHECK_TRUCK, {
        plateNumber: 'ABC123',
        vehicleType: 'spaceship',
        vehicleLengthM: 0,
        loadTonnes: 101,
      });
      expect(res.statusCode).toBe(422);
      expect(fieldsOf(res)).toEqual(['plateNumber', 'vehicleType', 'vehicleLengthM', 'loadTonnes']);
    });
  });

  describe('the profile and its states', () => {
    it('starts empty (not_started) and moves to in_progress on any save, the ID masked', async () => {
      const { api, userId } = await newDriver();
      const empty = await api.post(DETAIL, {});
      expect(empty.statusCode).toBe(200);
      expect(driverDetail.parse(empty.envelope.data)).toMatchObject({
        state: 'not_started',
        name: null,
        certificates: [],
      });

      const idCardNo = idCard('19900101', '001');
      const res = await api.post(UPDATE, {
        name: '李四',
        idCardNo: idCardNo.toLowerCase(),
        plateNumber: '粤b·a1234',
      });
      expect(res.envelope.status.code).toBe(0);
      const saved = driverDetail.parse(res.envelope.data);
      expect(saved).toMatchObject({
        state: 'in_progress',
        name: '李四',
        idCardMasked: `${idCardNo.slice(0, 6)}********${idCardNo.slice(14)}`,
        plateNumber: '粤BA1234',
      });
      expect(res.raw.body).not.toContain(idCardNo.slice(6, 14));
      const row = await driverRow(userId);
      expect(row && idCardNoOf(t.app.pii, row)).toBe(idCardNo);
      expect(driverDetail.parse((await api.post(DETAIL, {})).envelope.data)).toEqual(saved);
    });

    it('goes submitted → rejected (with reasons) → in_progress → submitted → approved', async () => {
      const { api, userId } = await newDriver();
      const profile = await completeProfile(api);
      const submitted = await api.post(UPDATE, { ...profile, submit: true });
      expect(submitted.envelope.status.code).toBe(0);
      const detail = driverDetail.parse(submitted.envelope.data);
      expect(detail.state).toBe('submitted');
      expect(detail.certificates).toEqual([
        {
          kind: 'id_card_front',
          url: `/uploads/${profile.idCardFrontKey}`,
          expiresOn: null,
          nearExpiry: false,
        },
        {
          kind: 'id_card_back',
          url: `/uploads/${profile.idCardBackKey}`,
          expiresOn: null,
          nearExpiry: false,
        },
        {
          kind: 'driving_licence',
          url: `/uploads/${profile.licenceImageKey}`,
          expiresOn: profile.licenceExpiry,
          nearExpiry: true,
        },
        {
          kind: 'vehicle_licence',
          url: `/uploads/${profile.vehicleLicenceImageKey}`,
          expiresOn: profile.vehicleLicenceExpiry,
          nearExpiry: false,
        },
      ]);

      // The answer was lost and the driver taps again: the same submission, answered as the first.
      const firstAt = (await driverRow(userId))?.submittedAt;
      clock.advance(60);
      const again = await api.post(UPDATE, { ...profile, submit: true });
      expect(again.envelope).toEqual(submitted.envelope);
      expect((await driverRow(userId))?.submittedAt).toEqual(firstAt);

      // Under review: the driver cannot change it, by a save or by a submission.
      const locked = await api.post(UPDATE, { name: '王建军' });
      expect(locked.envelope).toEqual({
        status: { code: 1000, msg: '资料正在审核中，审核结束前不能修改' },
        data: null,
      });
      const changedSubmission = await api.post(UPDATE, {
        ...profile,
        name: '王建军',
        submit: true,
      });
      expect(changedSubmission.envelope).toEqual(locked.envelope);
      expect((await driverRow(userId))?.name).toBe('王建国');

      await reviewDriver(t.app.db, {
        userId,
        decision: 'reject',
        reasons: [{ field: 'idCardFrontKey', reason: '照片模糊，请重新拍摄' }],
        now: clock.now(),
        pii: t.app.pii,
      });
      const rejected = driverDetail.parse((await api.post(DETAIL, {})).envelope.data);
      expect(rejected).toMatchObject({
        state: 'rejected',
        rejectReasons: [{ field: 'idCardFrontKey', reason: '照片模糊，请重新拍摄' }],
      });

      // Editing again: in progress, the reviewer's reasons still shown until the next submission.
      const retaken = await uploadImage(api);
      const editing = driverDetail.parse(
        (await api.post(UPDATE, { idCardFrontKey: retaken })).envelope.data,
      );
      expect(editing.state).toBe('in_progress');
      expect(editing.rejectReasons).toHaveLength(1);
      const resubmitted = driverDetail.parse(
        (await api.post(UPDATE, { submit: true })).envelope.data,
      );
      expect(resubmitted).toMatchObject({
        state: 'submitted',
        rejectReasons: [],
      });

      await reviewDriver(t.app.db, {
        userId,
        decision: 'approve',
        reasons: [],
        now: clock.now(),
        pii: t.app.pii,
      });
      expect(driverDetail.parse((await api.post(DETAIL, {})).envelope.data).state).toBe('approved');
      const afterApproval = await api.post(UPDATE, { vehicleLengthM: 9.6 });
      expect(afterApproval.envelope.status).toEqual({
        code: 1000,
        msg: '资料已通过认证，如需修改请联系客服：400-000-0000',
      });
      expect((await driverRow(userId))?.vehicleLengthM).toBe(13);
    });

    it('refuses to submit an incomplete or invalid profile (422 naming the fields), saving nothing', async () => {
      const { api, userId } = await newDriver();
      const partial = await api.post(UPDATE, { name: '赵六', submit: true });
      expect(partial.statusCode).toBe(422);
      expect(fieldsOf(partial)).toEqual([
        'idCardNo',
        'idCardFrontKey',
        'idCardBackKey',
        'licenceClass',
        'licenceImageKey',
        'licenceExpiry',
        'vehicleLicenceImageKey',
        'vehicleLicenceExpiry',
        'plateNumber',
        'vehicleType',
        'vehicleLengthM',
        'loadTonnes',
      ]);
      expect(await driverRow(userId)).toBeUndefined();

      const profile = await completeProfile(api, {
        licenceExpiry: isoDaysFromNow(-1),
        vehicleType: 'van',
        vehicleLengthM: 17.5,
      });
      const invalid = await api.post(UPDATE, { ...profile, submit: true });
      expect(invalid.statusCode).toBe(422);
      expect(fieldsOf(invalid)).toEqual(['licenceExpiry', 'vehicleLengthM']);
      expect(await driverRow(userId)).toBeUndefined();
    });

    it("refuses another driver's photo, an ID outside the age range, or a bad field, saving nothing", async () => {
      const owner = await newDriver();
      const someoneElsesPhoto = await uploadImage(owner.api);
      const { api, userId } = await newDriver();
      const stolen = await api.post(UPDATE, {
        idCardFrontKey: someoneElsesPhoto,
        name: '钱七',
      });
      expect(stolen.statusCode).toBe(422);
      expect(stolen.envelope.data).toEqual({
        fields: [{ field: 'idCardFrontKey', message: 'is not an image you uploaded' }],
      });

      const young = await api.post(UPDATE, {
        idCardNo: idCard(birthYearsAgo(17)),
        name: '钱七',
      });
      // Refused at the field, with the rule in the driver's language.
      expect(young.statusCode).toBe(422);
      expect(young.envelope.data).toEqual({
        fields: [
          { field: 'idCardNo', rule: 'idCard.age', message: '司机年龄须在 18 至 60 周岁之间' },
        ],
      });

      const bad = await api.post(UPDATE, {
        idCardNo: idCard('19850512').slice(0, 17).concat('Y'),
        loadTonnes: -1,
        extra: 1,
      });
      expect(bad.statusCode).toBe(422);
      expect(fieldsOf(bad)).toEqual(expect.arrayContaining(['idCardNo', 'loadTonnes']));
      expect((await api.post(UPDATE, {})).statusCode).toBe(422);
      expect(await driverRow(userId)).toBeUndefined();
    });

    it('refuses a certificate that has already expired, at its field, naming the date', async () => {
      const { api, userId } = await newDriver();
      const yesterday = isoDaysFromNow(-1);
      const zh = await api.post(UPDATE, { licenceExpiry: yesterday, licenceClass: 'A2' });
      expect(zh.statusCode).toBe(422);
      expect(zh.envelope.data).toEqual({
        fields: [
          {
            field: 'licenceExpiry',
            rule: 'date.expired',
            message: `证件已于 ${yesterday} 过期，请上传有效证件`,
          },
        ],
      });
      const en = await api.post(
        UPDATE,
        { vehicleLicenceExpiry: yesterday },
        { headers: { 'accept-language': 'en-US,en;q=0.9' } },
      );
      expect(en.envelope.data).toEqual({
        fields: [
          {
            field: 'vehicleLicenceExpiry',
            rule: 'date.expired',
            message: `This expired on ${yesterday}; upload one that is valid`,
          },
        ],
      });
      expect(await driverRow(userId)).toBeUndefined();
      // Expiring today is still valid (and near expiry: the page reminds the driver).
      const today = await api.post(UPDATE, { licenceExpiry: isoDaysFromNow(0) });
      expect(today.envelope.status.code).toBe(0);
    });

    it('marks certificates expiring within 30 days (China dates) as near expiry', async () => {
      const { api } = await newDriver();
      const [licence, vehicle] = [await uploadImage(api), await uploadImage(api)];
      const res = await api.post(UPDATE, {
        licenceImageKey: licence,
        licenceExpiry: isoDaysFromNow(30),
        vehicleLicenceImageKey: vehicle,
        vehicleLicenceExpiry: isoDaysFromNow(31),
      });
      const { certificates } = driverDetail.parse(res.envelope.data);
      expect(certificates.map((c) => [c.kind, c.nearExpiry])).toEqual([
        ['driving_licence', true],
        ['vehicle_licence', false],
      ]);
    });
  });

  describe('one driver per ID number and per plate', () => {
    it('refuses (1000) an ID number or plate another driver holds, saving nothing', async () => {
      const { api, userId } = await newDriver();
      const id = await api.post(UPDATE, {
        name: '孙八',
        idCardNo: DEMO_DRIVER_ID_CARD,
      });
      expect(id.envelope.status).toEqual({
        code: 1000,
        msg: '该身份证号已被其他司机认证使用，如有疑问请联系客服：400-000-0000',
      });
      const plate = await api.post(UPDATE, {
        name: '孙八',
        plateNumber: DEMO_DRIVER_PLATE,
      });
      expect(plate.envelope.status).toEqual({
        code: 1000,
        msg: '该车牌号已被其他司机绑定，如有疑问请联系客服：400-000-0000',
      });
      expect(await driverRow(userId)).toBeUndefined();
    });

    it('lets exactly one of two drivers racing for the same plate and ID number win', async () => {
      const racers = await Promise.all([newDriver(), newDriver(), newDriver(), newDriver()]);
      const contested = {
        plateNumber: '沪A88888',
        idCardNo: idCard('19880808', '888'),
      };
      const answers = await Promise.all(racers.map(({ api }) => api.post(UPDATE, contested)));
      const codes = answers.map((a) => a.envelope.status.code);
      expect(codes.filter((c) => c === 0)).toHaveLength(1);
      expect(codes.filter((c) => c === 1000)).toHaveLength(racers.length - 1);
      const holders = await t.app.db
        .select()
        .from(drivers)
        .where(eq(drivers.plateNumber, '沪A88888'));
      expect(holders).toHaveLength(1);
      expect(holders[0] && idCardNoOf(t.app.pii, holders[0])).toBe(contested.idCardNo);
      // The losers' saves left nothing behind.
      for (const { userId } of racers.filter((_, i) => codes[i] !== 0)) {
        expect(await driverRow(userId)).toBeUndefined();
      }
    });

    it('frees a plate when its driver changes it', async () => {
      const first = await newDriver();
      const second = await newDriver();
      expect((await first.api.post(UPDATE, { plateNumber: '浙A11111' })).envelope.status.code).toBe(
        0,
      );
      expect(
        (await second.api.post(UPDATE, { plateNumber: '浙A11111' })).envelope.status.code,
      ).toBe(1000);
      expect((await first.api.post(UPDATE, { plateNumber: '浙A22222' })).envelope.status.code).toBe(
        0,
      );
      expect(
        (await second.api.post(UPDATE, { plateNumber: '浙A11111' })).envelope.status.code,
      ).toBe(0);
    });
  });

  describe('reviewDriver (the operator script)', () => {
    it('reviews only submitted profiles, and a rejection needs reasons on known fields', async () => {
      const { userId } = await newDriver();
      await expect(
        reviewDriver(t.app.db, {
          userId,
          decision: 'approve',
          reasons: [],
          now: clock.now(),
          pii: t.app.pii,
        }),
      ).rejects.toThrow(ReviewError);
      await expect(
        reviewDriver(t.app.db, {
          userId,
          decision: 'reject',
          reasons: [],
          now: clock.now(),
          pii: t.app.pii,
        }),
      ).rejects.toThrow(/at least one reason/);
      await expect(
        reviewDriver(t.app.db, {
          userId,
          decision: 'reject',
          reasons: [{ field: 'salary', reason: 'x' }],
          now: clock.now(),
          pii: t.app.pii,
        }),
      ).rejects.toThrow(/Unknown field "salary"/);
    });
  });
});
