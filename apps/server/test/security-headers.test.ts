// Every answer (the H5's HTML, its assets, the API, errors) carries nosniff and a referrer policy;
// HSTS only in production. Unsafe requests a browser marks as cross-site are refused and change
// nothing; same-site, same-origin and header-less ones go on to the usual checks.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voteBallots, votes } from '../src/db/schema/votes.ts';
import { DEMO_VOTES } from '../src/modules/votes/seed.ts';
import { loginAs } from './helpers/login.ts';
import { PERMISSIONS_POLICY } from '../src/plugins/security-headers.ts';
import { buildTestApp, makeTempDir, type TestApp } from './helpers/test-app.ts';

describe('security headers', () => {
  const dist = makeTempDir('headers-dist-');
  const opsDist = makeTempDir('headers-ops-dist-');
  let t: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    writeFileSync(join(dist.path, 'index.html'), '<!doctype html><title>H5</title>');
    mkdirSync(join(dist.path, 'assets'));
    writeFileSync(join(dist.path, 'assets', 'index-abc.js'), 'console.log(1)');
    writeFileSync(join(dist.path, 'assets', 'index-abc.js.map'), '{"version":3,"sources":[]}');
    writeFileSync(join(opsDist.path, 'index.html'), '<!doctype html><title>运营后台</title>');
    mkdirSync(join(opsDist.path, 'assets'));
    writeFileSync(join(opsDist.path, 'assets', 'index-ops.js'), 'console.log(2)');
    writeFileSync(join(opsDist.path, 'assets', 'index-ops.js.map'), '{"version":3,"sources":[]}');
    const config = { h5Dist: dist.path, opsDist: opsDist.path };
    t = await buildTestApp({ config });
    production = await buildTestApp({ config: { ...config, env: 'production' } });
  });
  afterAll(async () => {
    await t.close();
    await production.close();
    dist.remove();
    opsDist.remove();
  });

  it('sends the H5 and the console by their files’ names only as their pages, with their headers', async () => {
    for (const app of [t, production]) {
      const h5 = await app.app.inject({ method: 'GET', url: '/index.html' });
      expect(h5.statusCode).toBe(301);
      expect(h5.headers.location).toBe('/');
      expect(h5.headers['content-security-policy']).toBeUndefined();
      const page = await app.app.inject({ method: 'GET', url: '/' });
      expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
      const ops = await app.app.inject({ method: 'GET', url: '/ops/index.html' });
      expect(ops.statusCode).toBe(301);
      expect(ops.headers.location).toBe('/ops/');
    }
  });

  it('keeps source maps on the disk in production (the console’s holds its whole source)', async () => {
    for (const url of ['/assets/index-abc.js.map', '/ops/assets/index-ops.js.map']) {
      expect((await production.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      // Outside production a developer's browser may read them.
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    expect(
      (await production.app.inject({ method: 'GET', url: '/assets/index-abc.js' })).statusCode,
    ).toBe(200);
  });

  it('denies the browser features neither app uses, keeping clipboard and share', async () => {
    for (const url of ['/', '/assets/index-abc.js', '/healthz', '/ops/', '/no-such-file']) {
      const res = await production.app.inject({ method: 'GET', url });
      expect(res.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
    }
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('geolocation=()');
    expect(PERMISSIONS_POLICY).toContain('clipboard-write=(self)');
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

  describe('Sec-Fetch-Site', () => {
    const SUBMIT = '/service/vote-service/api/vote/driver/submit';
    const ballots = async () =>
      (await t.app.db.select({ n: count() }).from(voteBallots))[0]?.n ?? 0;

    it('refuses a cross-site vote with the session cookie (4030) and stores nothing', async () => {
      const [vote] = await t.app.db
        .select()
        .from(votes)
        .where(eq(votes.slug, DEMO_VOTES.running.slug));
      const driver = await loginAs(t, '13900007001', 3);
      const body = { voteId: vote?.id ?? 0, candidateId: 1 };
      const before = await ballots();
      for (const encrypt of [true, false]) {
        const res = await driver.post(SUBMIT, body, {
          encrypt,
          headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example.net' },
        });
        expect(res.statusCode).toBe(403);
        expect(res.envelope.status.code).toBe(4030);
      }
      expect(await ballots()).toBe(before);
    });

    it('refuses cross-site posts to the public endpoints too (reports, analytics, login)', async () => {
      for (const url of ['/csp-report', '/collect/sa', '/service/oms-service/api/auth/sms/send']) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
          payload: '{}',
        });
        expect(res.statusCode, url).toBe(403);
      }
    });

    it('lets same-origin, same-site, user-initiated and header-less requests through', async () => {
      for (const site of ['same-origin', 'same-site', 'none', undefined]) {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (site) headers['sec-fetch-site'] = site;
        const res = await t.app.inject({
          method: 'POST',
          url: '/csp-report',
          headers,
          payload: '{}',
        });
        expect(res.statusCode, String(site)).not.toBe(403);
      }
    });

    it('leaves cross-site reads alone (links from other sites still open pages)', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(res.statusCode).toBe(200);
    });
  });
});
