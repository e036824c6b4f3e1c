// Uploads to a private bucket of an S3-protocol store (UPLOAD_STORAGE=s3, ADR 007), against a real
// S3 server on loopback (helpers/s3-server.ts: s3rver behind a gate that checks every request's
// Signature Version 4 and the expiry of presigned links): a grant is one presigned PUT of exactly
// the photo's type and size; the photo becomes its uploader's when a record first names it; every
// read is a presigned link that expires in minutes; the bucket refuses anything unsigned.

import { uploadKey } from '@freight/contract/endpoints/common';
import { getQiniuTokenResponse } from '@freight/contract/endpoints/third';
import { revealedPersonalData, verificationDetail } from '@freight/contract/ops';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../src/db/schema/uploads.ts';
import {
  LINK_SECONDS,
  linkSigningDate,
  S3UploadStorage,
} from '../src/modules/uploads/s3-storage.ts';
import { loginAs } from './helpers/login.ts';
import { operatorsOfEachRole } from './helpers/ops.ts';
import { startTestS3, type TestS3 } from './helpers/s3-server.ts';
import type { SignedClient } from './helpers/signed.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { GET_TOKEN, JPEG } from './helpers/uploads.ts';
import type { S3Config } from '../src/config-s3.ts';
import { loadConfig } from '../src/config.ts';

const UPDATE = '/service/driver-service/api/app/driver/updateDriverInfo';
const DETAIL = '/service/driver-service/api/app/driver/getDetail';
const PARTY_SUBMIT = '/service/oms-service/api/party/submit';

type Grant = ReturnType<typeof getQiniuTokenResponse.parse>;

describe('image uploads to a private S3 bucket', () => {
  let s3: TestS3;
  let t: TestApp;
  let driver: SignedClient;
  let otherDriver: SignedClient;

  beforeAll(async () => {
    s3 = await startTestS3();
    const { s3: bucket } = loadConfig({ UPLOAD_STORAGE: 's3', ...s3.env });
    t = await buildTestApp({ config: { uploadStorage: 's3', s3: bucket } });
    driver = await loginAs(t, '13900003001', 3);
    otherDriver = await loginAs(t, '13900003002', 3);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  async function grantFor(api: SignedClient, bytes: Buffer, contentType = 'image/jpeg') {
    const res = await api.get(GET_TOKEN, { contentType, size: bytes.length });
    expect(res.statusCode, JSON.stringify(res.envelope)).toBe(200);
    return getQiniuTokenResponse.parse(res.envelope.data);
  }

  const put = (grant: Grant, body: Buffer, headers = grant.put?.headers ?? {}) =>
    fetch(grant.uploadUrl, { method: 'PUT', headers, body });

  async function uploaded(api: SignedClient, bytes: Buffer = JPEG): Promise<Grant> {
    const grant = await grantFor(api, bytes);
    const res = await put(grant, bytes);
    expect(res.status, await res.clone().text()).toBe(200);
    return grant;
  }

  const keyOf = (grant: Grant) => grant.put?.key ?? '';

  it('grants one presigned PUT of exactly the photo, for 10 minutes', async () => {
    const grant = await grantFor(driver, JPEG);
    expect(grant.put).toBeDefined();
    const key = keyOf(grant);
    expect(uploadKey.safeParse(key).success).toBe(true);
    expect(key.startsWith(grant.keyPrefix ?? '-')).toBe(true);
    expect(key).toMatch(/^img\/[A-Za-z0-9_-]{22}\/[A-Za-z0-9_-]{22}\.jpg$/);
    const url = new URL(grant.uploadUrl);
    expect(url.origin).toBe(s3.endpoint);
    expect(url.pathname).toBe(`/${s3.bucket}/${key}`);
    // The S3 reference's query form: type and size are signed headers, not left to the page.
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(grant.put?.headers).toEqual({ 'Content-Type': 'image/jpeg' });
    expect(grant.allowedTypes).toEqual(['image/jpeg']);
  });

  it('asks for the photo’s type and size (422 naming them), which it signs', async () => {
    const res = await driver.get(GET_TOKEN, {});
    expect(res.statusCode).toBe(422);
    expect(res.envelope.data).toMatchObject({
      fields: [
        { field: 'contentType', rule: 'required' },
        { field: 'size', rule: 'required' },
      ],
    });
    const tooLarge = await driver.get(GET_TOKEN, { contentType: 'image/jpeg', size: 6 << 20 });
    expect(tooLarge.statusCode).toBe(422);
    const notAnImage = await driver.get(GET_TOKEN, { contentType: 'image/svg+xml', size: 100 });
    expect(notAnImage.statusCode).toBe(422);
  });

  it('lets the store refuse another size, another type, an unsigned or a late upload', async () => {
    const grant = await grantFor(driver, JPEG);
    const larger = Buffer.concat([JPEG, Buffer.from('more')]);
    expect((await put(grant, larger)).status).toBe(403);
    expect((await put(grant, JPEG, { 'Content-Type': 'image/png' })).status).toBe(403);
    const unsigned = new URL(grant.uploadUrl);
    unsigned.search = '';
    expect((await fetch(unsigned, { method: 'PUT', body: JPEG })).status).toBe(403);
    // Nothing of these reached the bucket.
    const readLink = grant.put?.readUrl ?? '';
    expect((await fetch(readLink)).status).toBe(404);

    s3.advance(601_000);
    try {
      const late = await put(grant, JPEG);
      expect(late.status).toBe(403);
      expect(await late.text()).toContain('Request has expired');
    } finally {
      s3.advance(-601_000);
    }
  });

  it('keeps the bucket private: a photo is read only through a presigned link, until it expires', async () => {
    const grant = await uploaded(driver);
    const link = grant.put?.readUrl ?? '';
    const read = await fetch(link);
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(JPEG)).toBe(true);
    expect(read.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);

    const bare = new URL(link);
    bare.search = '';
    expect((await fetch(bare)).status).toBe(403);

    const signedAt = linkSigningDate(Date.now()).getTime();
    s3.advance(signedAt + LINK_SECONDS * 1000 + 1000 - Date.now());
    try {
      const expired = await fetch(link);
      expect(expired.status).toBe(403);
      expect(await expired.text()).toContain('Request has expired');
    } finally {
      s3.advance(-(signedAt + LINK_SECONDS * 1000 + 1000 - Date.now()));
    }
  });

  it('takes an uploaded photo on the uploader’s profile, recorded, and shows it by a link', async () => {
    const grant = await uploaded(driver);
    const key = keyOf(grant);
    const res = await driver.post(UPDATE, { name: '王建国', idCardFrontKey: key });
    expect(res.statusCode, JSON.stringify(res.envelope)).toBe(200);
    const [row] = await t.app.db.select().from(uploads).where(eq(uploads.key, key));
    expect(row).toMatchObject({ contentType: 'image/jpeg', sizeBytes: JPEG.length });

    const detail = await driver.post(DETAIL, {});
    const front = (
      detail.envelope.data as { certificates: { kind: string; url: string }[] }
    ).certificates.find((c) => c.kind === 'id_card_front');
    const url = new URL(front?.url ?? '');
    expect(url.origin).toBe(s3.endpoint);
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(LINK_SECONDS));
    expect((await fetch(url)).status).toBe(200);
  });

  it('deletes the photos of a person who leaves from the bucket', async () => {
    const leaving = await loginAs(t, '13900003009', 3);
    const key = keyOf(await uploaded(leaving));
    const saved = await leaving.post(UPDATE, { name: '王建国', idCardFrontKey: key });
    expect(saved.statusCode).toBe(200);
    const link = (await leaving.post(DETAIL, {})).envelope.data as {
      certificates: { kind: string; url: string }[];
    };
    const url = link.certificates.find((c) => c.kind === 'id_card_front')?.url ?? '';
    expect((await fetch(url)).status).toBe(200);

    const gone = await leaving.post('/service/oms-service/api/auth/account/delete', {
      confirm: true,
    });
    expect(gone.envelope.status.code).toBe(0);
    expect(s3.requests.some((r) => r.method === 'DELETE' && r.path.endsWith(key))).toBe(true);
    expect((await fetch(url)).status).toBe(404);
    expect(await t.app.db.select().from(uploads).where(eq(uploads.key, key))).toEqual([]);
  });

  it('hands out the photos only by the audited reveal, as links that expire', async () => {
    const grant = await uploaded(otherDriver);
    const key = keyOf(grant);
    expect(
      (await otherDriver.post(UPDATE, { name: '李师傅', idCardBackKey: key })).statusCode,
    ).toBe(200);
    const ops = await operatorsOfEachRole(t.app, 'a-long-test-password-42');
    const [row] = await t.app.db
      .select({ userId: uploads.userId })
      .from(uploads)
      .where(eq(uploads.key, key));
    const res = await ops.as('viewer').request('GET', `/drivers/verifications/${row?.userId}`);
    expect(res.statusCode).toBe(200);
    // The profile says which photos there are, never where they are.
    expect(verificationDetail.parse(res.json()).photos).toMatchObject({
      idCardFrontKey: false,
      idCardBackKey: true,
    });
    expect(res.body).not.toContain(key);
    const revealed = await ops.as('admin').request('POST', `/users/${row?.userId}/reveal`, {
      body: { fields: ['photos'], reason: 'support' },
    });
    const { photoUrls } = revealedPersonalData.parse(revealed.json());
    expect(photoUrls?.idCardFrontKey).toBeNull();
    const link = photoUrls?.idCardBackKey ?? '';
    expect(new URL(link).searchParams.get('X-Amz-Expires')).toBe(String(LINK_SECONDS));
    expect((await fetch(link)).status).toBe(200);
  });

  it('refuses a key of another user, a key never uploaded, and one outside any grant', async () => {
    const theirs = keyOf(await uploaded(otherDriver));
    const neverSent = keyOf(await grantFor(driver, JPEG));
    const forged = 'img/AAAAAAAAAAAAAAAAAAAAAA/BBBBBBBBBBBBBBBBBBBBBB.jpg';
    for (const key of [theirs, neverSent, forged]) {
      const res = await driver.post(UPDATE, { idCardFrontKey: key });
      expect(res.statusCode, key).toBe(422);
      expect(res.envelope.data).toMatchObject({
        fields: [{ field: 'idCardFrontKey', message: 'is not an image you uploaded' }],
      });
    }
    const rows = await t.app.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.key, neverSent)));
    expect(rows).toEqual([]);
  });

  it('refuses, and deletes, a file that was signed as a photo but is none', async () => {
    const fake = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>');
    const grant = await uploaded(driver, fake);
    const key = keyOf(grant);
    const res = await driver.post(PARTY_SUBMIT, {
      title: '路上的一张照片',
      text: '这是一段足够长的正文内容，用来发布一条帖子。',
      photoKeys: [key],
      requestId: 'party-s3-fake-0001',
    });
    expect(res.statusCode).toBe(422);
    expect(res.envelope.data).toMatchObject({
      fields: [{ field: 'photoKeys.0', message: 'is not an image you uploaded' }],
    });
    expect((await fetch(grant.put?.readUrl ?? '')).status).toBe(404);
  });

  it('gives one photo one address for a few minutes (the browser cache keeps it)', async () => {
    const key = keyOf(await uploaded(driver));
    let now = Date.UTC(2026, 10, 28, 2, 0, 30);
    const store = new S3UploadStorage(t.app.db, () => now, t.config.s3 as S3Config, t.app.log);
    const link = async () => (await store.links([key]))(key);
    const first = await link();
    now += 4 * 60_000;
    expect(await link()).toBe(first);
    now += 60_000;
    const next = await link();
    expect(next).not.toBe(first);
    // Signed at the slot's start: it lives LINK_SECONDS from there.
    expect(new URL(next).searchParams.get('X-Amz-Date')).toBe('20261128T020500Z');
  });
});
