import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../src/db/database.ts';
import { isDatabaseUnavailable } from '../src/db/errors.ts';
import { captureLogs } from './helpers/log-capture.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

describe('GET /healthz', () => {
  // With the run's Redis (PostgreSQL 15 step), the probe says how Redis is too.
  const redis = process.env.REDIS_URL ? { redis: 'up' } : {};
  let t: TestApp;
  const logs = captureLogs();
  beforeAll(async () => {
    t = await buildTestApp({ logger: { level: 'info', stream: logs.stream } });
  });
  afterAll(() => t.close());

  it('logs no request of the probes, which come every few seconds; other requests are logged', async () => {
    const before = logs.text().length;
    for (const url of ['/livez', '/healthz', '/livez?from=lb']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    expect(logs.text().slice(before)).toBe('');
    await t.app.inject({ method: 'GET', url: '/livez-not' });
    expect(logs.text().slice(before)).toContain('"url":"/livez-not"');
  });

  it('answers 200 while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'up', ...redis });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 once the database is gone, while /livez still says the process is alive', async () => {
    const alive = await t.app.inject({ method: 'GET', url: '/livez' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok' });
    expect(alive.headers['cache-control']).toBe('no-store');
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', db: 'down', ...redis });
    // What goes wrong in a probe is still said.
    expect(logs.text()).toContain('health check: database down');
    const stillAlive = await t.app.inject({ method: 'GET', url: '/livez' });
    expect(stillAlive.statusCode).toBe(200);
  });
});

describe('a PostgreSQL server that does not answer', () => {
  it('fails the ping quickly, as "database unavailable"', async () => {
    const database = await openPostgresDatabase(
      `postgres://postgres@127.0.0.1:${await closedPort()}/x`,
    );
    try {
      const started = Date.now();
      const error = await database.ping(1000).then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).toBeDefined();
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      await database.close();
    }
  });
});
