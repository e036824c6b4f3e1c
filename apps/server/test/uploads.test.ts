// third-service: getQiniuToken (a 10-minute upload token bound to the session's user) and the
// embedded store's upload endpoint and file URLs. Refused uploads leave neither a row nor a file.

import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getQiniuTokenResponse } from '@freight/contract/endpoints/third';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads, uploadTokens } from '../src/db/schema/uploads.ts';
import { embeddedStorageFor, requireUploadStorage } from '../src/modules/uploads/storage-for.ts';
import { anonymous, loginAs } from './helpers/login.ts';
import type { SignedClient, SignedResponse } from './helpers/signed.ts';
import { buildTestApp, type TestApp, TestClock } from './helpers/test-app.ts';
import { GET_TOKEN, JPEG, PNG, postMultipart, uploadToken } from './helpers/uploads.ts';

describe('image uploads (embedded store)', () => {
  const clock = new TestClock();
  let t: TestApp;
  let driver: SignedClient;
  let otherDriver: SignedClient;

  const uploadRows = async () => (await t.app.db.select({ n: count() }).from(uploads))[0]?.n ?? 0;
  const filesOnDisk = () => {
    const root = join(t.config.dataDir, 'uploads');
    return existsSync(root)
      ? readdirSync(root, { recursive: true }).filter((f) => String(f).includes('.')).length
      : 0;
  };
  /** Runs a refused upload and checks that it wrote nothing. */
  async function refused(attempt: () => Promise<SignedResponse>, status: number, code: number) {
    const rows = await uploadRows();
    const files = filesOnDisk();
    const res = await attempt();
    expect(res.statusCode).toBe(status);
    expect(res.envelope.status.code).toBe(code);
    expect(await uploadRows()).toBe(rows);
    expect(filesOnDisk()).toBe(files);
    return res;
  }

  beforeAll(async () => {
    t = await buildTestApp({ now: clock.now });
    driver = await loginAs(t, '13900002001', 3);
    otherDriver = await loginAs(t, '13900002002', 3);
  });
  afterAll(() => t.close());

  describe('GET /service/third-service/api/img/getQiniuToken', () => {
    it('hands a logged-in user a 10-minute token for JPEG, PNG and WebP up to 5 MiB', async () => {
      const res = await driver.get(GET_TOKEN);
      expect(res.statusCode).toBe(200);
      const data = getQiniuTokenResponse.parse(res.envelope.data);
      expect(data).toMatchObject({
        uploadUrl: '/service/third-service/upload',
        maxBytes: 5 * 1024 * 1024,
        allowedTypes: ['image/jpeg', 'image/png', 'image/webp'],
        expiresAt: Math.floor(clock.now() / 1000) + 600,
      });
      expect(data.keyPrefix).toMatch(/^img\/[A-Za-z0-9_-]{22}\/$/);
      // Only a hash of the token is stored.
      const rows = await t.app.db.select().from(uploadTokens);
      expect(rows.some((row) => row.tokenHash === data.token)).toBe(false);
      expect(JSON.stringify(rows)).not.toContain(data.token);
    });

    it('refuses a caller without a session (4010)', async () => {
      const res = await anonymous(t).get(GET_TOKEN);
      expect(res.statusCode).toBe(401);
      expect(res.envelope.status.code).toBe(4010);
    });
  });

  describe('POST /service/third-service/upload', () => {
    it('stores an image under a fresh key and serves it back with its type and a long private cache', async () => {
      const { token, keyPrefix } = await uploadToken(driver);
      const res = await postMultipart(driver, [
        { name: 'token', value: token },
        // Declared as JPEG by the phone, but the bytes are PNG: the bytes decide.
        {
          name: 'file',
          filename: 'IMG_0001.jpg',
          type: 'image/jpeg',
          data: PNG,
        },
      ]);
      expect(res.statusCode).toBe(200);
      const { key, url, contentType, size } = res.envelope.data as Record<string, string | number>;
      expect(String(key).startsWith(keyPrefix)).toBe(true);
      expect(key).toMatch(/\.png$/);
      expect(url).toBe(`/uploads/${key}`);
      expect({ contentType, size }).toEqual({
        contentType: 'image/png',
        size: PNG.length,
      });

      const file = await t.app.inject({ method: 'GET', url: String(url) });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.equals(PNG)).toBe(true);
    });

    it('takes a key the page chose under its prefix, once', async () => {
      const { token, keyPrefix } = await uploadToken(driver);
      const key = `${keyPrefix}licence.jpg`;
      const parts = [
        { name: 'token', value: token },
        { name: 'key', value: key },
        {
          name: 'file',
          filename: 'licence.jpg',
          type: 'image/jpeg',
          data: JPEG,
        },
      ];
      const res = await postMultipart(driver, parts);
      expect(res.envelope.data).toMatchObject({
        key,
        contentType: 'image/jpeg',
      });
      await refused(() => postMultipart(driver, parts), 409, 4090);
      await refused(
        () =>
          postMultipart(driver, [
            parts[0] as never,
            { name: 'key', value: 'img/someone-else/x.jpg' },
            parts[2] as never,
          ]),
        422,
        4220,
      );
    });

    it('refuses a file that is not an allowed image, whatever it is called', async () => {
      const { token } = await uploadToken(driver);
      const res = await refused(
        () =>
          postMultipart(driver, [
            { name: 'token', value: token },
            {
              name: 'file',
              filename: 'photo.png',
              type: 'image/png',
              data: Buffer.from('<svg onload=alert(1)>'),
            },
          ]),
        422,
        4220,
      );
      expect(res.envelope.data).toEqual({
        fields: [{ field: 'file', message: expect.any(String) }],
      });
      // A real image declared as something else entirely; an undeclared one is read by its bytes.
      const untyped = await postMultipart(driver, [
        { name: 'token', value: token },
        { name: 'file', filename: 'blob', type: 'application/octet-stream', data: JPEG },
      ]);
      expect(untyped.envelope.data).toMatchObject({ contentType: 'image/jpeg' });
      await refused(
        () =>
          postMultipart(driver, [
            { name: 'token', value: token },
            { name: 'file', filename: 'a.html', type: 'text/html', data: PNG },
          ]),
        422,
        4220,
      );
    });

    it('takes a photo up to 5 MiB, and refuses a larger one (422 naming file)', async () => {
      const { token } = await uploadToken(driver);
      const justUnder = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]);
      const accepted = await postMultipart(driver, [
        { name: 'token', value: token },
        { name: 'file', filename: 'photo.png', type: 'image/png', data: justUnder },
      ]);
      expect(accepted.envelope.data).toMatchObject({ size: 5 * 1024 * 1024 });

      const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
      const res = await refused(
        () =>
          postMultipart(driver, [
            { name: 'token', value: token },
            { name: 'file', filename: 'big.png', type: 'image/png', data: big },
          ]),
        422,
        4220,
      );
      expect(res.envelope.data).toEqual({
        fields: [{ field: 'file', message: 'must be at most 5242880 bytes' }],
      });
    });

    it("refuses an expired token and another user's token (4030)", async () => {
      const { token } = await uploadToken(driver);
      const parts = [
        { name: 'token', value: token },
        { name: 'file', filename: 'a.png', type: 'image/png', data: PNG },
      ];
      await refused(() => postMultipart(otherDriver, parts), 403, 4030);
      clock.advance(601);
      await refused(() => postMultipart(driver, parts), 403, 4030);
    });

    it('refuses missing fields (422) and a caller without a session (4010)', async () => {
      const res = await refused(
        () => postMultipart(driver, [{ name: 'note', value: 'x' }]),
        422,
        4220,
      );
      const fields = (res.envelope.data as { fields: { field: string }[] }).fields.map(
        (f) => f.field,
      );
      expect(fields).toEqual(['note', 'token', 'file']);
      const { token } = await uploadToken(driver);
      await refused(
        () =>
          postMultipart(anonymous(t), [
            { name: 'token', value: token },
            { name: 'file', filename: 'a.png', type: 'image/png', data: PNG },
          ]),
        401,
        4010,
      );
    });

    it('refuses an unsigned upload before reading it', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/service/third-service/upload',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x--\r\n',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().status.code).toBe(4001);
    });
  });

  it('has no store, and answers 503, where none is configured (production)', () => {
    const production = { config: { ...t.config, uploadStorage: undefined } } as FastifyInstance;
    expect(embeddedStorageFor(production)).toBeNull();
    expect(() => requireUploadStorage(production)).toThrow(
      expect.objectContaining({ code: 5030, httpStatus: 503 }),
    );
  });

  describe('GET /uploads/<key>', () => {
    it('answers 404 for an unknown or malformed key', async () => {
      for (const url of ['/uploads/img/nothing/here.png', '/uploads/../pglite.lock', '/uploads/']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
      }
    });
  });
});
