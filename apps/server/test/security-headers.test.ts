// Every answer (the H5's HTML, its assets, the API, errors) carries nosniff and a referrer policy;
// HSTS only in production.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, makeTempDir, type TestApp } from './helpers/test-app.ts';

describe('security headers', () => {
  const dist = makeTempDir('headers-dist-');
  let t: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    writeFileSync(join(dist.path, 'index.html'), '<!doctype html><title>H5</title>');
    mkdirSync(join(dist.path, 'assets'));
    writeFileSync(join(dist.path, 'assets', 'index-abc.js'), 'console.log(1)');
    t = await buildTestApp({ config: { h5Dist: dist.path } });
    production = await buildTestApp({ config: { h5Dist: dist.path, env: 'production' } });
  });
  afterAll(async () => {
    await t.close();
    await production.close();
    dist.remove();
  });

  it('sends nosniff and the referrer policy on pages, assets, the API and errors; no HSTS in development', async () => {
    for (const url of [
      '/',
      '/assets/index-abc.js',
      '/healthz',
      '/service/oms-service/nope',
      '/nope',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('adds HSTS in production', async () => {
    const res = await production.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
