// oms-service POST /api/recruit/lead/submit: a sign-up with an SMS code stores the lead with its
// channel, registers the number and opens a session; bad input stores nothing; a sign-up sent
// again after a lost answer, with its key and the code it used up, is the same lead.

import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../src/db/schema/leads.ts';
import { CODE_TTL_SECONDS } from '../src/modules/identity/sms-codes.ts';
import { LEADS_PER_HOUR_PER_DEVICE } from '../src/modules/recruitment/routes.ts';
import { expectPerDeviceLimit } from './helpers/device-limits.ts';
import { SignedClient } from './helpers/signed.ts';
import { anonymous, outboxCode } from './helpers/login.ts';
import { newRequestId } from './helpers/request-ids.ts';
import { buildTestApp, TestClock, type TestApp } from './helpers/test-app.ts';

const SEND = '/service/oms-service/api/auth/sms/send';
const LEAD = '/service/oms-service/api/recruit/lead/submit';

describe('POST /service/oms-service/api/recruit/lead/submit', () => {
  let t: TestApp;
  const clock = new TestClock();
  beforeAll(async () => {
    t = await buildTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  const leadCount = async () => (await t.app.db.select({ n: count() }).from(leads))[0]?.n ?? 0;

  async function codeFor(mobile: string, userType: 1 | 3) {
    const api = anonymous(t);
    await api.post(SEND, { mobile, userType });
    const code = (await outboxCode(t.app, mobile)) ?? '';
    return { api, code };
  }

  it('stores a driver lead with its channel, registers the number and logs in', async () => {
    const { api, code } = await codeFor('13600000031', 3);
    const res = await api.post(LEAD, {
      userType: 3,
      name: '王师傅',
      mobile: '13600000031',
      code,
      cityCode: '310100',
      source: 'adlaunch',
      vehicleType: 'high_rail',
      vehicleLengthM: 9.6,
      plateNumber: '沪a12345',
      color: 'orange',
      channelId: 'baidu_01',
      requestId: newRequestId('lead'),
    });
    expect(res.envelope.status).toEqual({ code: 0, msg: 'success' });
    expect(res.envelope.data).toMatchObject({
      user: { userType: 3, mobileMasked: '136****0031' },
      isNew: true,
    });
    const rows = await t.app.db.select().from(leads);
    expect(rows.at(-1)).toMatchObject({
      name: '王师傅',
      cityCode: '310100',
      source: 'adlaunch',
      plateNumber: '沪A12345',
      channelId: 'baidu_01',
      color: 'orange',
    });
    const me = await api.get('/service/oms-service/api/auth/me');
    expect(me.envelope.data).toMatchObject({ user: { userType: 3 } });
  });

  it('refuses bad input and a wrong code, storing nothing', async () => {
    const before = await leadCount();
    const { api, code } = await codeFor('13600000032', 1);
    const shipper = {
      userType: 1,
      name: '李经理',
      mobile: '13600000032',
      code,
      cityCode: '320500',
      source: 'sem',
      cargoType: 'food',
      requestId: newRequestId('lead'),
    };
    const bad = [
      { ...shipper, cargoType: undefined },
      { ...shipper, cityCode: '320000' },
      { ...shipper, color: 'red;background:url(x)' },
      { ...shipper, channelId: '<script>alert(1)</script>' },
      { ...shipper, name: '' },
      { ...shipper, mobile: '12345' },
      { ...shipper, requestId: undefined },
      { ...shipper, requestId: 'short' },
    ];
    for (const fields of bad) {
      const res = await api.post(LEAD, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
    }
    const wrong = await api.post(LEAD, {
      ...shipper,
      code: code === '000000' ? '111111' : '000000',
      requestId: newRequestId('lead-wrong'),
    });
    expect(wrong.envelope.data).toEqual({ reason: 'code_wrong' });
    expect(await leadCount()).toBe(before);
    const right = await api.post(LEAD, shipper);
    expect(right.envelope.status.code).toBe(0);
    expect(await leadCount()).toBe(before + 1);
  });

  it('names each bad field with its rule, in the visitor’s language', async () => {
    const { api, code } = await codeFor('13600000033', 3);
    const driver = {
      userType: 3,
      name: '王',
      mobile: '13600000033',
      code,
      cityCode: '320500',
      source: 'adlaunch',
      vehicleType: 'van',
      vehicleLengthM: 9.6,
      plateNumber: '沪Ａ1234',
      requestId: newRequestId('lead'),
    };
    const zh = await api.post(LEAD, driver);
    expect(zh.statusCode).toBe(422);
    expect(zh.envelope.data).toEqual({
      fields: [
        { field: 'name', rule: 'name.format', message: '姓名请填 2-30 个汉字或字母' },
        {
          field: 'plateNumber',
          rule: 'plate.format',
          message: '车牌号格式不对，例如 沪A12345、粤B12345D',
        },
      ],
    });
    const en = await api.post(
      LEAD,
      { ...driver, name: '王师傅', cityCode: undefined },
      { headers: { 'accept-language': 'en' } },
    );
    expect(en.envelope.data).toEqual({
      fields: [
        { field: 'cityCode', rule: 'required', message: 'Please fill this in' },
        {
          field: 'plateNumber',
          rule: 'plate.format',
          message: 'This is not a plate number; it looks like 沪A12345 or 粤B12345D',
        },
      ],
    });
  });

  it('answers a sign-up sent again after a lost answer as the same lead, logged in again', async () => {
    const { api, code } = await codeFor('13600000034', 3);
    const driver = {
      userType: 3,
      name: '赵师傅',
      mobile: '13600000034',
      code,
      cityCode: '320500',
      source: 'sem',
      vehicleType: 'van',
      vehicleLengthM: 4.2,
      requestId: newRequestId('lead-retry'),
    };
    const first = await api.post(LEAD, driver);
    expect(first.envelope.status.code, JSON.stringify(first.envelope)).toBe(0);
    const before = await leadCount();
    // The answer (and its cookie) was lost: the page taps again with the same key and code, from a
    // browser without the session, twice at once.
    const lost = [anonymous(t), anonymous(t)];
    const retries = await Promise.all(lost.map((client) => client.post(LEAD, driver)));
    for (const retry of retries) {
      expect(retry.envelope.status.code, JSON.stringify(retry.envelope)).toBe(0);
      expect(retry.envelope.data).toEqual(first.envelope.data);
    }
    expect(await leadCount()).toBe(before);
    for (const client of lost) {
      const me = await client.get('/service/oms-service/api/auth/me');
      expect(me.envelope.data).toMatchObject({ user: { userType: 3 } });
    }
    // The same key with anything else, another code included: refused, nothing stored.
    for (const changed of [{ name: '钱师傅' }, { code: code === '000000' ? '111111' : '000000' }]) {
      const other = await api.post(LEAD, { ...driver, ...changed });
      expect(other.statusCode, JSON.stringify(changed)).toBe(409);
      expect(other.envelope.status.code).toBe(4090);
    }
    // Once the code would have died, the retry is refused as the code would be; nothing stored.
    clock.advance(CODE_TTL_SECONDS + 1);
    const late = await api.post(LEAD, driver);
    expect(late.envelope.data).toEqual({ reason: 'code_invalid' });
    expect(await leadCount()).toBe(before);
  });

  it('counts wrong codes though the sign-up refuses them: the code dies after five', async () => {
    const { api, code } = await codeFor('13600000035', 1);
    const shipper = {
      userType: 1,
      name: '孙经理',
      mobile: '13600000035',
      cityCode: '320500',
      source: 'sem',
      cargoType: 'food',
    };
    const wrongCode = code === '000000' ? '111111' : '000000';
    const reasons: unknown[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await api.post(LEAD, {
        ...shipper,
        code: wrongCode,
        requestId: newRequestId('lead-guess'),
      });
      reasons.push(res.envelope.data);
    }
    expect(reasons).toEqual([
      ...Array(4).fill({ reason: 'code_wrong' }),
      { reason: 'code_invalid' },
    ]);
    const before = await leadCount();
    const right = await api.post(LEAD, { ...shipper, code, requestId: newRequestId('lead') });
    expect(right.envelope.data).toEqual({ reason: 'code_invalid' });
    expect(await leadCount()).toBe(before);
  });

  it('limits sign-ups per device; one address (a carrier NAT) is only a high ceiling', async () => {
    const attempt = (device: string) =>
      new SignedClient(t.app, { ip: '10.78.0.1', now: clock.now }).post(
        LEAD,
        {
          userType: 3,
          name: '吴师傅',
          mobile: '13600000036',
          code: '000000',
          cityCode: '320500',
          source: 'adlaunch',
          vehicleType: 'van',
          vehicleLengthM: 4.2,
          requestId: newRequestId('lead-nat'),
        },
        { headers: { 'x-device-id': device } },
      );
    // Drivers behind one address, each on their own phone, are each answered (here: no code
    // sent); one device sending sign-ups by the dozen is stopped.
    await expectPerDeviceLimit(attempt, LEADS_PER_HOUR_PER_DEVICE);
  });
});
