// oms-service GET /api/driver/wechatGroup and the QR image: the city's group, else its
// province's, else the national one; the image is a PNG; bad input is refused without a 5xx.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous } from './helpers/login.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

const GROUP = '/service/oms-service/api/driver/wechatGroup';

describe('drivers WeChat groups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const ask = async (fields: Record<string, string>) =>
    (await anonymous(t).get(GROUP, fields)).envelope;

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
