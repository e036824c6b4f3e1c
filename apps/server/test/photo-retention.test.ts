// Retention of uploaded photos and SMS records (ADR 038), with both image stores: a replaced photo
// and an upload no record names are erased once older than RETENTION_REJECTED_PHOTOS_DAYS, not
// before; a profile rejected that long ago and not resubmitted loses its photos (file, uploads row,
// key on the profile); a profile under review or approved keeps every photo; the SMS outbox keeps
// RETENTION_SMS_RECORDS_DAYS.

import { idCardCheckChar } from '@freight/contract/rules/id-card';
import { todayInChina } from '@freight/contract/china-time';
import { getQiniuTokenResponse } from '@freight/contract/endpoints/third';
import { count, eq, inArray } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Config } from '../src/config-s3.ts';
import { loadConfig } from '../src/config.ts';
import { drivers } from '../src/db/schema/drivers.ts';
import { smsOutbox } from '../src/db/schema/identity.ts';
import { uploadErasures, uploads } from '../src/db/schema/uploads.ts';
import { users } from '../src/db/schema/users.ts';
import { purgeRejectedProfilePhotos } from '../src/modules/drivers/photo-retention.ts';
import { photoKeysOf } from '../src/modules/drivers/profile.ts';
import { reviewDriver } from '../src/modules/drivers/review.ts';
import { purgeOldSmsRecords } from '../src/modules/identity/sms-retention.ts';
import { EmbeddedUploadStorage } from '../src/modules/uploads/embedded-storage.ts';
import { purgeUnusedUploads } from '../src/modules/uploads/retention.ts';
import { S3UploadStorage } from '../src/modules/uploads/s3-storage.ts';
import { uploadStorageFor } from '../src/modules/uploads/storage-for.ts';
import type { UploadStorage } from '../src/modules/uploads/upload-storage.ts';
import { loginAs } from './helpers/login.ts';
import { startTestS3, type TestS3 } from './helpers/s3-server.ts';
import type { SignedClient } from './helpers/signed.ts';
import { buildTestApp, type TestApp, TestClock } from './helpers/test-app.ts';
import { GET_TOKEN, JPEG, uploadImage } from './helpers/uploads.ts';

const UPDATE = '/service/driver-service/api/app/driver/updateDriverInfo';
const DAY_S = 86_400;
const DAYS = 30;

let drivers_ = 0;

describe.each(['embedded', 's3'] as const)('photo retention, %s store', (kind) => {
  const clock = new TestClock();
  let s3: TestS3 | undefined;
  let t: TestApp;
  let store: UploadStorage;
  /** Whether the store still holds `key`'s file, asked at the real time (links expire). */
  let stored: (key: string) => Promise<boolean>;

  beforeAll(async () => {
    if (kind === 's3') {
      s3 = await startTestS3();
      const { s3: bucket } = loadConfig({ UPLOAD_STORAGE: 's3', ...s3.env });
      t = await buildTestApp({ config: { uploadStorage: 's3', s3: bucket }, now: clock.now });
      const reader = new S3UploadStorage(t.app.db, Date.now, bucket as S3Config, t.app.log);
      stored = async (key) => (await fetch((await reader.links([key]))(key))).status === 200;
    } else {
      t = await buildTestApp({ now: clock.now });
      const embedded = uploadStorageFor(t.app) as EmbeddedUploadStorage;
      stored = async (key) => existsSync(embedded.filePath(key));
    }
    store = uploadStorageFor(t.app) as UploadStorage;
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  /** A photo uploaded by `api` now (on the app's clock); its key. */
  async function upload(api: SignedClient): Promise<string> {
    if (kind === 'embedded') return uploadImage(api);
    const res = await api.get(GET_TOKEN, { contentType: 'image/jpeg', size: JPEG.length });
    const grant = getQiniuTokenResponse.parse(res.envelope.data);
    // The presigned PUT is signed on the app's clock: the bucket's gate reads the same time.
    const gate = s3 as TestS3;
    const ahead = clock.now() - Date.now();
    gate.advance(ahead);
    try {
      const put = await fetch(grant.uploadUrl, {
        method: 'PUT',
        headers: grant.put?.headers ?? {},
        body: JPEG,
      });
      expect(put.status).toBe(200);
    } finally {
      gate.advance(-ahead);
    }
    return grant.put?.key ?? '';
  }

  async function newDriver() {
    drivers_ += 1;
    const mobile = `1390000${String(5100 + drivers_).padStart(4, '0')}`;
    const api = await loginAs(t, mobile, 3);
    const [row] = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobile, mobile));
    return { api, userId: row?.id as number };
  }

  async function save(api: SignedClient, fields: Record<string, unknown>) {
    const res = await api.post(UPDATE, fields);
    expect(res.envelope.status.code, JSON.stringify(res.envelope)).toBe(0);
  }

  /** A driver whose complete profile is submitted now; their id and photo keys. */
  async function submittedDriver() {
    const { api, userId } = await newDriver();
    const keys = {
      idCardFrontKey: await upload(api),
      idCardBackKey: await upload(api),
      licenceImageKey: await upload(api),
      vehicleLicenceImageKey: await upload(api),
    };
    const today = todayInChina(clock.now());
    const inDays = (days: number) =>
      new Date(Date.parse(today) + days * DAY_S * 1000).toISOString().slice(0, 10);
    const first17 = `44030519800101${String(200 + drivers_).slice(-3)}`;
    await save(api, {
      name: '王建国',
      idCardNo: `${first17}${idCardCheckChar(first17)}`,
      licenceClass: 'A2',
      licenceExpiry: inDays(400),
      vehicleLicenceExpiry: inDays(400),
      plateNumber: `粤B${String(20000 + drivers_)}`,
      vehicleType: 'high_rail',
      vehicleLengthM: 13,
      loadTonnes: 32,
      ...keys,
      submit: true,
    });
    return { api, userId, keys: Object.values(keys) };
  }

  const review = (userId: number, decision: 'approve' | 'reject') =>
    reviewDriver(t.app.db, {
      userId,
      decision,
      reasons: decision === 'reject' ? [{ field: 'idCardFrontKey', reason: '照片模糊' }] : [],
      now: clock.now(),
      pii: t.app.pii,
    });

  const recorded = async (keys: readonly string[]) =>
    (
      await t.app.db
        .select({ key: uploads.key })
        .from(uploads)
        .where(inArray(uploads.key, [...keys]))
    ).map((row) => row.key);

  const profile = async (userId: number) =>
    (await t.app.db.select().from(drivers).where(eq(drivers.userId, userId)))[0];

  const purgeAll = async () => ({
    rejected: await purgeRejectedProfilePhotos(t.app.db, store, clock.now(), DAYS),
    unused: await purgeUnusedUploads(t.app.db, store, clock.now(), DAYS),
  });

  it('erases a replaced photo and an unused upload after the period, not before', async () => {
    const { api, userId } = await newDriver();
    const replaced = await upload(api);
    await save(api, { idCardFrontKey: replaced });
    clock.advance(DAY_S);
    const current = await upload(api);
    await save(api, { idCardFrontKey: current });
    // The bucket knows an upload once a record names it; the embedded store as it arrives.
    const unused = kind === 'embedded' ? [await upload(api)] : [];

    clock.advance(28 * DAY_S);
    expect((await purgeAll()).unused.erased).toBe(0);
    expect(await recorded([replaced, current, ...unused])).toHaveLength(2 + unused.length);
    expect(await stored(replaced)).toBe(true);

    clock.advance(2 * DAY_S + 3600);
    const { unused: purged } = await purgeAll();
    expect(purged.erased).toBeGreaterThanOrEqual(1 + unused.length);
    expect(await recorded([replaced, current, ...unused])).toEqual([current]);
    expect(await stored(replaced)).toBe(false);
    for (const key of unused) expect(await stored(key)).toBe(false);
    // The photo on the profile stays, with its file; the erasure queue is empty.
    expect((await profile(userId))?.idCardFrontKey).toBe(current);
    expect(await stored(current)).toBe(true);
    expect((await t.app.db.select({ n: count() }).from(uploadErasures))[0]?.n).toBe(0);
  });

  it('erases a rejected profile’s photos after the period; pending and approved ones stay', async () => {
    const rejected = await submittedDriver();
    const rejectedThenEdited = await submittedDriver();
    const approved = await submittedDriver();
    const pending = await submittedDriver();
    await review(rejected.userId, 'reject');
    await review(rejectedThenEdited.userId, 'reject');
    await review(approved.userId, 'approve');
    // Edited after the rejection, not resubmitted: in progress, the reasons still on it.
    await save(rejectedThenEdited.api, { name: '王建军' });

    clock.advance(29 * DAY_S);
    expect((await purgeAll()).rejected.profiles).toBe(0);
    expect(photoKeysOf(await profile(rejected.userId))).toEqual(rejected.keys);

    clock.advance(DAY_S + 3600);
    expect((await purgeAll()).rejected.profiles).toBe(2);
    for (const driver of [rejected, rejectedThenEdited]) {
      const row = await profile(driver.userId);
      expect(photoKeysOf(row)).toEqual([]);
      // What the driver typed stays; only the photos must be taken again.
      expect(row?.name).not.toBeNull();
      expect(await recorded(driver.keys)).toEqual([]);
      for (const key of driver.keys) expect(await stored(key)).toBe(false);
    }
    expect((await profile(rejected.userId))?.state).toBe('rejected');
    expect((await profile(rejectedThenEdited.userId))?.state).toBe('in_progress');

    // Under review or approved: every photo stays, however old, through both purges.
    clock.advance(400 * DAY_S);
    await purgeAll();
    for (const driver of [approved, pending]) {
      expect(photoKeysOf(await profile(driver.userId))).toEqual(driver.keys);
      expect((await recorded(driver.keys)).sort()).toEqual([...driver.keys].sort());
      for (const key of driver.keys) expect(await stored(key)).toBe(true);
    }
    expect((await profile(pending.userId))?.state).toBe('submitted');
  });
});

describe('SMS record retention', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('purges outbox messages older than the period and keeps the rest', async () => {
    const now = Date.now();
    await t.app.db.delete(smsOutbox);
    await t.app.db.insert(smsOutbox).values(
      [1, 29, 31, 365].map((age) => ({
        mobile: '13900005999',
        body: `age ${age}`,
        createdAt: new Date(now - age * DAY_S * 1000),
      })),
    );
    expect(await purgeOldSmsRecords(t.app.db, now, 30)).toBe(2);
    const left = await t.app.db.select({ body: smsOutbox.body }).from(smsOutbox);
    expect(left.map((row) => row.body).sort()).toEqual(['age 1', 'age 29']);
    expect(await purgeOldSmsRecords(t.app.db, now, 30)).toBe(0);
    // A shorter period from configuration takes more.
    expect(await purgeOldSmsRecords(t.app.db, now, 1)).toBe(1);
  });
});
