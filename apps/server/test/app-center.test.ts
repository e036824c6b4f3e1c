// oms-service POST /api/upgrade/getAppCenter: the latest release of each native app, with the
// download for the phone's system; publishing is inserting a newer row.

import { getAppCenterResponse } from '@freight/contract/endpoints/oms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appReleases } from '../src/db/schema/app-releases.ts';
import { anonymous } from './helpers/login.ts';
import type { SignedClient } from './helpers/signed.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

const APP_CENTER = '/service/oms-service/api/upgrade/getAppCenter';

describe('POST /service/oms-service/api/upgrade/getAppCenter', () => {
  let t: TestApp;
  let api: SignedClient;
  beforeAll(async () => {
    t = await buildTestApp();
    api = anonymous(t);
  });
  afterAll(() => t.close());

  const ask = async (app: string, system: string) => {
    const res = await api.post(APP_CENTER, { app, system });
    expect(res.statusCode).toBe(200);
    expect(res.envelope.status.code).toBe(0);
    return getAppCenterResponse.parse(res.envelope.data);
  };

  it('answers every app with a release, in Chinese, with the download for the system', async () => {
    for (const app of ['customer', 'driver', 'zyd', 'broker', 'jj'] as const) {
      const data = await ask(app, 'android');
      expect(data.app).toBe(app);
      expect(data.downloadUrl).toBe(data.downloads.android);
      expect(data.downloadUrl).toMatch(/^https:\/\/download\.example\.com\/.+\.apk$/);
      expect(data.releaseNotes.length).toBeGreaterThan(0);
    }
    const customer = await ask('customer', 'ios');
    expect(customer).toMatchObject({
      appName: '货运平台货主版',
      currentVersion: '5.6.2',
      minVersion: '5.4.0',
      downloadUrl: 'https://apps.example.com/cn/app/freight-customer/id1000000001',
    });
    expect(customer.size).toBeGreaterThan(1_000_000);
  });

  it('answers no download for "other", nor for iOS when the app has no iOS release', async () => {
    expect((await ask('driver', 'other')).downloadUrl).toBeNull();
    const broker = await ask('broker', 'ios');
    expect(broker.downloadUrl).toBeNull();
    expect(broker.downloads).toEqual({ android: expect.any(String) });
  });

  it('offers the newest release once it is inserted, and not one scheduled for later', async () => {
    await t.app.db.insert(appReleases).values([
      {
        app: 'zyd',
        appName: '专运达',
        version: '2.4.0',
        minVersion: '2.0.0',
        sizeBytes: 50_000_000,
        releaseNotes: ['新版本'],
        releasedAt: new Date(Date.now() - 60_000),
        androidUrl: 'https://download.example.com/apps/zyd/zyd-2.4.0.apk',
      },
      {
        app: 'zyd',
        appName: '专运达',
        version: '3.0.0',
        minVersion: '3.0.0',
        sizeBytes: 60_000_000,
        releaseNotes: ['下个月发布'],
        releasedAt: new Date(Date.now() + 30 * 86_400_000),
        androidUrl: 'https://download.example.com/apps/zyd/zyd-3.0.0.apk',
      },
    ]);
    const zyd = await ask('zyd', 'android');
    expect(zyd.currentVersion).toBe('2.4.0');
    expect(zyd.downloadUrl).toBe('https://download.example.com/apps/zyd/zyd-2.4.0.apk');
    expect(zyd.downloads.ios).toBeUndefined();
  });

  it('answers 422 naming the fields for an unknown app or system', async () => {
    const res = await api.post(APP_CENTER, {
      app: 'wechat',
      system: 'symbian',
    });
    expect(res.statusCode).toBe(422);
    const fields = (res.envelope.data as { fields: { field: string }[] }).fields.map(
      (f) => f.field,
    );
    expect(fields).toEqual(['app', 'system']);
    expect((await api.post(APP_CENTER, {})).statusCode).toBe(422);
  });

  it('answers encrypted requests encrypted, as the H5 reads them', async () => {
    const res = await api.post(APP_CENTER, {
      app: 'driver',
      system: 'android',
    });
    expect(res.encrypted).toBe(true);
    expect(res.raw.headers['content-type']).toBe('text/plain; charset=utf-8');
  });
});
