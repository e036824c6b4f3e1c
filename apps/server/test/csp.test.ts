// The H5's Content Security Policy (enforced) and the report endpoint: the policy lists the
// page's inline blocks by hash; reports are stored; anything else is refused and stores nothing.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspReports } from '../src/db/schema/csp-reports.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { inlineHashes } from '../src/security/csp-policy.ts';
import { buildTestApp, makeTempDir, type TestApp } from './helpers/test-app.ts';

const PAGE = '<!doctype html><style>body{margin:0}</style><script>var a=1;</script><p>H5</p>';

describe('content security policy', () => {
  const dist = makeTempDir('csp-dist-');
  let t: TestApp;
  beforeAll(async () => {
    writeFileSync(join(dist.path, 'index.html'), PAGE);
    t = await buildTestApp({ config: { h5Dist: dist.path } });
  });
  afterAll(async () => {
    await t.close();
    dist.remove();
  });
  const stored = async () => (await t.app.db.select({ n: count() }).from(cspReports))[0]?.n ?? 0;

  it('enforces a strict policy with the inline blocks by hash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy-report-only']).toBeUndefined();
    const policy = String(res.headers['content-security-policy']);
    const { scripts, styles } = inlineHashes(PAGE);
    expect(scripts).toHaveLength(1);
    expect(policy).toContain(`script-src 'self' ${scripts[0]}`);
    expect(policy).toContain(`style-src 'self' ${styles[0]}`);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'self'",
      'report-uri /csp-report',
    ]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
  });

  it('lets the platform hosts from the configuration frame the page, and no one else', async () => {
    const framed = await buildTestApp({
      config: {
        h5Dist: dist.path,
        frameAncestors: ['https://m.example.com', 'https://app.example.com'],
        cspExtraOrigins: ['https://collect.example.com'],
      },
    });
    try {
      const res = await framed.app.inject({ method: 'GET', url: '/' });
      const policy = String(res.headers['content-security-policy']);
      expect(policy).toContain(
        "frame-ancestors 'self' https://m.example.com https://app.example.com;",
      );
      expect(policy).toContain("connect-src 'self' https://collect.example.com;");
      expect(policy).toContain(
        "img-src 'self' data: blob: https://open.weixin.qq.com https://collect.example.com;",
      );
      expect(policy).not.toMatch(/frame-ancestors[^;]*\*/);
    } finally {
      await framed.close();
    }
  });

  it('reads the framing hosts as https origins and refuses anything else', () => {
    expect(
      loadConfig({ FRAME_ANCESTORS: 'https://m.example.com, https://app.example.com/' })
        .frameAncestors,
    ).toEqual(['https://m.example.com', 'https://app.example.com']);
    expect(loadConfig({}).frameAncestors).toEqual([]);
    for (const bad of [
      '*',
      'http://m.example.com',
      'https://m.example.com/path',
      "'none'",
      'javascript:alert(1)',
    ]) {
      expect(() => loadConfig({ FRAME_ANCESTORS: bad }), bad).toThrow(ConfigError);
    }
  });

  it('stores a report, and refuses what is not one', async () => {
    const report = {
      'csp-report': {
        'document-uri': 'http://127.0.0.1/#/x',
        'violated-directive': 'script-src-elem',
        'blocked-uri': 'inline',
      },
    };
    const ok = await t.app.inject({
      method: 'POST',
      url: '/csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify(report),
    });
    expect(ok.statusCode).toBe(204);
    expect(await stored()).toBe(1);
    for (const payload of ['not json', '{}', JSON.stringify({ other: 1 }), 'x'.repeat(20_000)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/csp-report',
        headers: { 'content-type': 'application/csp-report' },
        payload,
      });
      expect(res.statusCode, payload.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(await stored()).toBe(1);
    const listed = await t.app.inject({ method: 'GET', url: '/dev/csp-reports' });
    expect(listed.json().reports[0]).toMatchObject({ violatedDirective: 'script-src-elem' });
  });

  it('refuses a report holding text the database cannot store (NUL, a lone surrogate), never a 500', async () => {
    const before = await stored();
    for (const text of ['a\u0000b', 'x\uD800y']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/csp-report',
        headers: { 'content-type': 'application/csp-report' },
        payload: JSON.stringify({
          'csp-report': { 'document-uri': text, 'blocked-uri': 'inline' },
        }),
      });
      expect(res.statusCode, JSON.stringify(text)).toBe(400);
    }
    expect(await stored()).toBe(before);
  });
});
