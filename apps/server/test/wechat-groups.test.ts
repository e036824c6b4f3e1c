// oms-service GET /api/driver/wechatGroup and the QR image: the city's group, else its
// province's, else the national one, named in the request's language beside the name it has in
// WeChat; the image is a PNG; bad input is refused without a 5xx.

import { getWechatGroupResponse } from '@freight/contract/endpoints/wechat-groups';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishGroupName } from '../src/modules/wechat-groups/routes.ts';
import { anonymous } from './helpers/login.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

const GROUP = '/service/oms-service/api/driver/wechatGroup';

describe('drivers WeChat groups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const ask = async (fields: Record<string, string>, acceptLanguage?: string) =>
    (
      await anonymous(t).get(
        GROUP,
        fields,
        acceptLanguage ? { headers: { 'accept-language': acceptLanguage } } : {},
      )
    ).envelope;

  it('answers the city group, the province group, then the national group', async () => {
    expect((await ask({ cityCode: '320500' })).data).toMatchObject({
      name: '苏州司机交流群',
      scope: 'city',
    });
    expect((await ask({ cityCode: '320200' })).data).toMatchObject({
      name: '江苏司机交流群',
      scope: 'province',
    });
    expect((await ask({ cityCode: '510100' })).data).toMatchObject({
      name: '全国司机交流群',
      scope: 'national',
    });
    expect((await ask({})).data).toMatchObject({ scope: 'national' });
  });

  it('names the group in English for an English request, with its WeChat name beside it', async () => {
    const cases = [
      [{ cityCode: '320500' }, 'Suzhou drivers’ group', '苏州司机交流群'],
      [{ cityCode: '320200' }, 'Jiangsu drivers’ group', '江苏司机交流群'],
      [{ cityCode: '510100' }, 'National drivers’ group', '全国司机交流群'],
      [{}, 'National drivers’ group', '全国司机交流群'],
    ] as const;
    for (const [fields, english, chinese] of cases) {
      const inEnglish = getWechatGroupResponse.parse((await ask(fields, 'en-US,en;q=0.9')).data);
      expect(inEnglish).toMatchObject({ name: english, wechatName: chinese });
      const inChinese = getWechatGroupResponse.parse((await ask(fields, 'zh-CN')).data);
      expect(inChinese).toMatchObject({ name: chinese, wechatName: chinese });
      expect(inChinese.groupId).toBe(inEnglish.groupId);
    }
  });

  it('makes an English name for any place a group can have', () => {
    expect(englishGroupName({ cityCode: '310100', provinceCode: '310000' })).toBe(
      'Shanghai drivers’ group',
    );
    expect(englishGroupName({ cityCode: '610100', provinceCode: null })).toBe(
      "Xi'an drivers’ group",
    );
    expect(englishGroupName({ cityCode: '419000', provinceCode: '410000' })).toBe(
      'Henan county-level areas drivers’ group',
    );
    expect(englishGroupName({ cityCode: null, provinceCode: '440000' })).toBe(
      'Guangdong drivers’ group',
    );
    expect(englishGroupName({ cityCode: null, provinceCode: null })).toBe(
      'National drivers’ group',
    );
    // A code the region list does not know still gets an English name.
    expect(englishGroupName({ cityCode: '999900', provinceCode: null })).toBe('Drivers’ group');
  });

  it('serves the QR code as a PNG', async () => {
    const { data } = await ask({ cityCode: '310100' });
    const res = await t.app.inject({
      method: 'GET',
      url: (data as { qrImageUrl: string }).qrImageUrl,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('refuses a malformed city and an unknown image without a 5xx', async () => {
    const bad = await anonymous(t).get(GROUP, { cityCode: '<script>' });
    expect(bad.statusCode).toBe(422);
    for (const url of [
      '/qr/wechat-group/999.png',
      '/qr/wechat-group/..%2F..%2Fetc.png',
      '/qr/wechat-group/x.png',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});
