// oms-service POST /api/upgrade/getAppCenter: the latest release of each native app, with the
// download for the phone's system; publishing is inserting a newer row; the name and notes in the
// request's language, the store name in Chinese.

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getAppCenterResponse } from '@freight/contract/endpoints/oms';
import { asc, sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { MIGRATIONS_FOLDER } from '../src/paths.ts';
import { appMeta } from '../src/db/schema/app-meta.ts';
import { appReleases } from '../src/db/schema/app-releases.ts';
import { runSeeds } from '../src/db/seed.ts';
import { appReleasesSeed } from '../src/modules/app-center/seed.ts';
import { anonymous } from './helpers/login.ts';
import type { SignedClient } from './helpers/signed.ts';
import { buildTestApp, createTestDatabase, type TestApp } from './helpers/test-app.ts';
import { SEED_CONTEXT } from './helpers/pii.ts';

const APP_CENTER = '/service/oms-service/api/upgrade/getAppCenter';

describe('POST /service/oms-service/api/upgrade/getAppCenter', () => {
  let t: TestApp;
  let api: SignedClient;
  beforeAll(async () => {
    t = await buildTestApp();
    api = anonymous(t);
  });
  afterAll(() => t.close());

  const ask = async (app: string, system: string, acceptLanguage?: string) => {
    const res = await api.post(
      APP_CENTER,
      { app, system },
      acceptLanguage ? { headers: { 'accept-language': acceptLanguage } } : {},
    );
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
    expect(customer.storeName).toBe('货运平台货主版');
  });

  it('answers an English request with English names and notes, and the Chinese store name', async () => {
    const han = /\p{Script=Han}/u;
    for (const app of ['customer', 'driver', 'zyd', 'broker', 'jj'] as const) {
      const english = await ask(app, 'android', 'en-US,en;q=0.9');
      const chinese = await ask(app, 'android', 'zh-CN,zh;q=0.9,en;q=0.8');
      expect(english.appName, app).not.toMatch(han);
      expect(english.releaseNotes.length, app).toBe(chinese.releaseNotes.length);
      for (const note of english.releaseNotes) expect(note, app).not.toMatch(han);
      // The stores list the app by its Chinese name, whatever the page's language.
      expect(english.storeName, app).toBe(chinese.appName);
      expect(chinese.storeName, app).toBe(chinese.appName);
      expect(chinese.appName, app).toMatch(han);
      for (const note of chinese.releaseNotes) expect(note, app).toMatch(han);
      // Everything else is the same in both languages.
      expect({ ...chinese, appName: '', releaseNotes: [] }).toEqual({
        ...english,
        appName: '',
        releaseNotes: [],
      });
    }
    expect(await ask('driver', 'ios', 'en')).toMatchObject({
      appName: 'Freight for drivers',
      storeName: '货运平台司机版',
      releaseNotes: expect.arrayContaining(['New elder mode: larger, clearer text']),
    });
    // No header, or another language: Chinese.
    expect((await ask('driver', 'ios')).appName).toBe('货运平台司机版');
    expect((await ask('driver', 'ios', 'fr-FR')).appName).toBe('货运平台司机版');
  });

  it('leaves out notes not written in English rather than answering them in Chinese', async () => {
    await t.app.db.insert(appReleases).values({
      app: 'jj',
      appName: '运力伙伴',
      appNameEn: 'Fleet partner',
      version: '3.3.0',
      minVersion: '3.0.0',
      sizeBytes: 56_000_000,
      releaseNotes: ['只有中文的说明'],
      releasedAt: new Date(Date.now() - 60_000),
      androidUrl: 'https://download.example.com/apps/jj/jj-3.3.0.apk',
    });
    expect(await ask('jj', 'android', 'en')).toMatchObject({
      currentVersion: '3.3.0',
      appName: 'Fleet partner',
      releaseNotes: [],
    });
    expect((await ask('jj', 'android')).releaseNotes).toEqual(['只有中文的说明']);
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
        appNameEn: 'ZYD dedicated lines',
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
        appNameEn: 'ZYD dedicated lines',
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

describe('English for the releases of a database made before it', () => {
  const migrate = (database: Database, migrationsFolder: string) =>
    database.kind === 'pglite'
      ? migratePglite(database.db as Parameters<typeof migratePglite>[0], { migrationsFolder })
      : migratePostgres(database.db as Parameters<typeof migratePostgres>[0], { migrationsFolder });

  it("gives every row its app's English name, and the seeded releases their English notes", async () => {
    const testDb = await createTestDatabase({ empty: true });
    const before = mkdtempSync(join(tmpdir(), 'migrations-before-english-'));
    try {
      // The committed migrations up to the one that added English.
      cpSync(MIGRATIONS_FOLDER, before, { recursive: true });
      const journalFile = join(before, 'meta/_journal.json');
      const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
        entries: { tag: string }[];
      };
      const at = journal.entries.findIndex((entry) => entry.tag === '0008_app_releases_english');
      expect(at).toBeGreaterThan(0);
      journal.entries = journal.entries.slice(0, at);
      writeFileSync(journalFile, JSON.stringify(journal));
      const { db } = testDb.database;
      await migrate(testDb.database, before);

      // What release seed version 1 left, and a release an operator published since.
      await db.execute(sql`
        insert into app_releases (app, app_name, version, min_version, size_bytes, release_notes, released_at)
        values
          ('driver', '货运平台司机版', '5.5.0', '5.0.0', 1,
           array['新增长辈模式，字体更大更清晰', '认证资料支持拍照上传', '货源列表加载更快'], now()),
          ('broker', '货运经纪人', '1.9.0', '1.6.0', 1, array['新版本'], now())`);
      await db.insert(appMeta).values({ key: `seed:${appReleasesSeed.name}`, value: '1' });

      await migrate(testDb.database, MIGRATIONS_FOLDER);
      expect(
        await runSeeds(db, [appReleasesSeed], { includeDemo: false, context: SEED_CONTEXT }),
      ).toEqual([appReleasesSeed.name]);
      const rows = await db
        .select({
          app: appReleases.app,
          version: appReleases.version,
          appNameEn: appReleases.appNameEn,
          releaseNotesEn: appReleases.releaseNotesEn,
        })
        .from(appReleases)
        .orderBy(asc(appReleases.app), asc(appReleases.version));
      expect(rows).toContainEqual({
        app: 'driver',
        version: '5.5.0',
        appNameEn: 'Freight for drivers',
        releaseNotesEn: [
          'New elder mode: larger, clearer text',
          'Take the photos for verification with the camera',
          'The list of loads opens faster',
        ],
      });
      // Not the seed's: no English notes until an operator writes them (never the Chinese ones).
      expect(rows).toContainEqual({
        app: 'broker',
        version: '1.9.0',
        appNameEn: 'Freight broker',
        releaseNotesEn: [],
      });
    } finally {
      rmSync(before, { recursive: true, force: true });
      await testDb.destroy();
    }
  });
});
