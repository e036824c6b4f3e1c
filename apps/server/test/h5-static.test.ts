import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestDatabase,
  makeTempDir,
  type TestApp,
  type TestDatabase,
} from './helpers/test-app.ts';
import { asksForEnglish, ENGLISH_HTML } from '../src/plugins/h5-static.ts';

// Big enough to be worth compressing (the threshold is 1 KiB).
const APP_JS = `console.log(${JSON.stringify('货运'.repeat(800))});\n`;
const STYLE_CSS = `.fy-skeleton{display:block}\n${'.x{color:red}\n'.repeat(200)}`;
const SERVICE_WORKER = `/* fy-h5 service worker, build 0123456789ab */\n${'self;'.repeat(300)}`;
const INDEX_HTML =
  '<!doctype html><html><head><title>货运平台</title></head><body>H5 fixture</body></html>';

// The variant with the first screens in English, an inline script of its own.
const INDEX_EN_HTML =
  '<!doctype html><html lang="en-US"><head><title>Freight</title><script>var en=1</script></head><body>English</body></html>';

describe('the built H5', () => {
  let testDb: TestDatabase;
  let dist: ReturnType<typeof makeTempDir>;
  let t: TestApp;

  beforeAll(async () => {
    dist = makeTempDir('h5-dist-');
    mkdirSync(join(dist.path, 'assets'));
    writeFileSync(join(dist.path, 'index.html'), INDEX_HTML);
    writeFileSync(join(dist.path, ENGLISH_HTML), INDEX_EN_HTML);
    writeFileSync(join(dist.path, 'robots.txt'), 'User-agent: *\n');
    writeFileSync(join(dist.path, 'sw.js'), SERVICE_WORKER);
    writeFileSync(join(dist.path, 'sw.js.br'), brotliCompressSync(SERVICE_WORKER));
    writeFileSync(join(dist.path, '.env'), 'SECRET=1\n');
    writeFileSync(join(dist.path, 'assets/index-Cu69erj1.js'), APP_JS);
    // As the H5 build may leave them: a brotli sibling for the script, none for the stylesheet.
    writeFileSync(join(dist.path, 'assets/index-Cu69erj1.js.br'), brotliCompressSync(APP_JS));
    writeFileSync(join(dist.path, 'assets/index-DGloPMdn.css'), STYLE_CSS);
    testDb = await createTestDatabase();
    t = await buildTestApp({ database: testDb.database, config: { h5Dist: dist.path } });
  });
  afterAll(async () => {
    await t.close();
    await testDb.destroy();
    dist.remove();
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('serves index.html at / and never lets it be cached', async () => {
    const res = await get('/', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX_HTML);
    // By its file's name it is the same page with the same headers: sent to `/`.
    const byName = await get('/index.html');
    expect(byName.statusCode).toBe(301);
    expect(byName.headers.location).toBe('/');
  });

  it("sends the HTML with the first screens in the reader's language, as far as the request tells", async () => {
    const html = async (url: string, acceptLanguage?: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toMatch(/accept-language/i);
      expect(res.headers['cache-control']).toBe('no-cache');
      const policy = String(res.headers['content-security-policy']);
      return { body: res.body, hashed: /'sha256-/.test(policy) };
    };
    expect(await html('/', 'en-US,en;q=0.9,zh-CN;q=0.8')).toEqual({
      body: INDEX_EN_HTML,
      hashed: true,
    });
    expect((await html('/', 'en-GB')).body).toBe(INDEX_EN_HTML);
    expect((await html('/', 'zh-CN,zh;q=0.9,en;q=0.8')).body).toBe(INDEX_HTML);
    expect((await html('/', 'fr-FR,en;q=0.5')).body).toBe(INDEX_HTML);
    expect((await html('/')).body).toBe(INDEX_HTML);
    // A language a link asks for before the hash, as the H5 reads it.
    expect((await html('/?lang=zh', 'en-US')).body).toBe(INDEX_HTML);
    expect((await html('/?lang=en', 'zh-CN')).body).toBe(INDEX_EN_HTML);
    expect((await html('/?lang=fr', 'en-US')).body).toBe(INDEX_EN_HTML);
    // Never as a file, without its policy.
    expect((await get(`/${ENGLISH_HTML}`)).statusCode).toBe(404);
  });

  it('reads the language of a request as the H5 would', () => {
    expect(asksForEnglish({}, 'en')).toBe(true);
    expect(asksForEnglish({ lang: '' }, 'en-US')).toBe(true);
    expect(asksForEnglish({ lang: 'EN' }, undefined)).toBe(true);
    expect(asksForEnglish({ lang: ['en', 'zh'] }, 'zh-CN')).toBe(false);
    expect(asksForEnglish(undefined, ' en-US ;q=1')).toBe(true);
    expect(asksForEnglish({}, '*')).toBe(false);
  });

  it('sends the pre-compressed brotli sibling of a hashed asset, cached for a year', async () => {
    const res = await get('/assets/index-Cu69erj1.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(APP_JS);
  });

  it('compresses on the fly when there is no sibling for the accepted encoding', async () => {
    const gzip = await get('/assets/index-Cu69erj1.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_JS);

    const css = await get('/assets/index-DGloPMdn.css', 'br');
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(brotliDecompressSync(css.rawPayload).toString()).toBe(STYLE_CSS);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const res = await get('/assets/index-Cu69erj1.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(APP_JS);
  });

  it('revalidates files without a content hash', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with a 404, never with the HTML', async () => {
    for (const url of ['/assets/index-OLDHASH1.js', '/assets/', '/nope.css', '/.env']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.body, url).not.toContain('<html');
    }
  });

  it("serves the build's service worker from the root, never kept without asking (ADR 048)", async () => {
    const res = await get('/sw.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SERVICE_WORKER);
  });

  it('serves the worker that removes the worker when H5_SERVICE_WORKER=off', async () => {
    const off = await buildTestApp({
      database: testDb.database,
      config: { h5Dist: dist.path, h5ServiceWorker: false },
    });
    try {
      const res = await off.app.inject({ method: 'GET', url: '/sw.js' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).not.toBe(SERVICE_WORKER);
      expect(res.body).toContain('self.registration.unregister()');
      expect(res.body).toContain('skipWaiting');
      // Without a fetch handler, every request goes to the network once it has taken over.
      expect(res.body).not.toContain("'fetch'");
      // The page is untouched.
      const page = await off.app.inject({ method: 'GET', url: '/' });
      expect(page.statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });

  it('tells the operator to build the H5 when index.html is missing', async () => {
    const empty = makeTempDir('h5-empty-');
    const unbuilt = await buildTestApp({
      database: testDb.database,
      config: { h5Dist: empty.path },
    });
    try {
      const res = await unbuilt.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toContain('npm run build');
    } finally {
      await unbuilt.close();
      empty.remove();
    }
  });
});
