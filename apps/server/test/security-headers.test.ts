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
