import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsConsolePolicy } from '../src/plugins/ops-static.ts';
import {
  buildTestApp,
  createTestDatabase,
  makeTempDir,
  type TestApp,
  type TestDatabase,
} from './helpers/test-app.ts';

// The operations console's page and files at /ops/ (docs/decisions/023), beside the H5 at / and
// the operator API at /ops/api, each answering its own paths.

describe('the built operations console', () => {
  let testDb: TestDatabase;
  let ops: ReturnType<typeof makeTempDir>;
  let h5: ReturnType<typeof makeTempDir>;
  let t: TestApp;

  beforeAll(async () => {
    ops = makeTempDir('ops-dist-');
    h5 = makeTempDir('h5-dist-');
    mkdirSync(join(ops.path, 'assets'));
    writeFileSync(join(ops.path, 'index.html'), '<!doctype html><title>运营后台</title>console');
    writeFileSync(join(ops.path, 'assets/index-AbC123.js'), 'console.log("ops");\n');
    writeFileSync(join(h5.path, 'index.html'), '<!doctype html><title>H5</title>h5');
    testDb = await createTestDatabase();
    t = await buildTestApp({
      database: testDb.database,
      config: { h5Dist: h5.path, opsDist: ops.path },
    });
  });
  afterAll(async () => {
    await t.close();
    await testDb.destroy();
    ops.remove();
    h5.remove();
  });

  it('serves its page at /ops/, never cached, unframeable, scripts from this origin only', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/ops/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('console');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toBe(opsConsolePolicy());
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(opsConsolePolicy()).toContain("script-src 'self'");
    expect(opsConsolePolicy()).toContain("frame-ancestors 'none'");
    const bare = await t.app.inject({ method: 'GET', url: '/ops' });
    expect(bare.statusCode).toBe(308);
    expect(bare.headers.location).toBe('/ops/');
  });

  it('serves its hashed files for a year, and the H5 keeps its own page at /', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/ops/assets/index-AbC123.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain('h5');
    // The H5's files are not the console's, nor the other way round. The console's page has one
    // address: its file name sends there (a second address would be a second policy to keep).
    const named = await t.app.inject({ method: 'GET', url: '/ops/index.html' });
    expect(named.statusCode).toBe(301);
    expect(named.headers.location).toBe('/ops/');
    expect((await t.app.inject({ method: 'GET', url: '/ops/' })).body).toContain('console');
    expect((await t.app.inject({ method: 'GET', url: '/ops/missing.js' })).statusCode).toBe(404);
  });

  it('leaves /ops/api to the operator API', async () => {
    const session = await t.app.inject({ method: 'GET', url: '/ops/api/session' });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toBeNull();
    const audit = await t.app.inject({ method: 'GET', url: '/ops/api/audit' });
    expect(audit.statusCode).toBe(401);
    expect(audit.json()).toMatchObject({ status: { code: expect.any(Number) } });
  });
});
