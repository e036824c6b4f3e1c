import { validationErrorDataSchema } from '@freight/contract/envelope';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../src/db/schema/users.ts';
import { ApiError, BUSINESS_CODES, envelopeOf, ok } from '../src/http/envelope.ts';
import type { DomainModule } from '../src/http/domain-module.ts';
import { domainModules } from '../src/modules/registry.ts';
import { SignedClient } from './helpers/signed.ts';
import { captureLogs } from './helpers/log-capture.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

// A domain module as real ones are written: routes under a service prefix, zod schemas, envelopes.
const probeModule: DomainModule = {
  name: 'probe',
  routes: [
    {
      service: 'driver-service',
      plugin: async (app) => {
        app.post(
          '/api/probe/register',
          {
            schema: {
              body: z.object({
                mobile: z.string().regex(/^1\d{10}$/),
                truckLength: z.number().positive(),
              }),
              response: { 200: envelopeOf(z.object({ mobile: z.string() })) },
            },
          },
          async (request) => {
            if (request.body.mobile === '13000000000') {
              throw new ApiError(BUSINESS_CODES.LIMIT_REACHED);
            }
            return ok({ mobile: request.body.mobile });
          },
        );
        app.get('/api/probe/users', async () => {
          const [row] = await app.db.select({ n: count() }).from(users);
          return ok({ users: row?.n ?? 0 });
        });
        app.get('/api/probe/ended', async () => {
          throw new ApiError(BUSINESS_CODES.NOT_IN_TIME_WINDOW, '活动已结束');
        });
        app.get('/api/probe/bug', async () => {
          throw new Error('connection string postgres://admin:hunter2@db leaked');
        });
      },
    },
  ],
};

describe('/service/{serviceName}/...', () => {
  let t: TestApp;
  let api: SignedClient;
  const logs = captureLogs();
  beforeAll(async () => {
    t = await buildTestApp({
      modules: [...domainModules, probeModule],
      logger: { level: 'info', stream: logs.stream },
    });
    // Calls as the H5 makes them: signed, encrypted bodies, the XSRF pair (docs/contract.md).
    api = new SignedClient(t.app);
  });
  afterAll(() => t.close());

  const register = (fields: Record<string, unknown>, service = 'driver-service') =>
    api.post(`/service/${service}/api/probe/register`, fields);

  it('mounts a module route under its service and answers with the success envelope', async () => {
    const res = await register({ mobile: '13900000003', truckLength: 9.6 });
    expect(res.statusCode).toBe(200);
    expect(res.envelope).toEqual({
      status: { code: 0, msg: 'success' },
      data: { mobile: '13900000003' },
    });
  });

  it('answers an unknown path with a 404 envelope, whatever the method', async () => {
    for (const [method, url] of [
      ['GET', '/service/oms-service/api/nothing/here'],
      ['POST', '/service/unknown-service/api/x'],
      ['DELETE', '/service/'],
      ['GET', '/service'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ status: { code: 4040, msg: 'Not found' }, data: null });
    }
    // The same route under another service does not exist.
    expect(
      (await register({ mobile: '13900000003', truckLength: 9.6 }, 'oms-service')).statusCode,
    ).toBe(404);
  });

  it('answers a body that fails the schema with 422 naming the fields, before the handler', async () => {
    const res = await register({ mobile: '12345', truckLength: -1 });
    expect(res.statusCode).toBe(422);
    const body = res.envelope;
    expect(body.status).toEqual({
      code: 4220,
      msg: 'Some fields are invalid: mobile, truckLength',
    });
    // The contract's shape, exactly: the H5 maps `field` to its form inputs.
    expect(validationErrorDataSchema.parse(body.data).fields).toEqual([
      { field: 'mobile', message: expect.any(String) },
      { field: 'truckLength', message: expect.any(String) },
    ]);

    const missing = await register({});
    expect(missing.statusCode).toBe(422);
    expect(missing.envelope.status.msg).toBe('Some fields are invalid: mobile, truckLength');
  });

  it('refuses a body that is not a form as a bad request, in an envelope', async () => {
    const res = await api.post('/service/driver-service/api/probe/register', undefined, {
      rawBody: '<mobile/>',
      headers: { 'content-type': 'text/xml' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.envelope).toMatchObject({ status: { code: 4000 }, data: null });
  });

  it('answers a business result with 200 and its code, for the page to show', async () => {
    const res = await api.get('/service/driver-service/api/probe/ended');
    expect(res.statusCode).toBe(200);
    expect(res.envelope).toEqual({ status: { code: 1003, msg: '活动已结束' }, data: null });
  });

  it('answers a business result from a route whose success has a response schema', async () => {
    const res = await register({ mobile: '13000000000', truckLength: 9.6 });
    expect(res.statusCode).toBe(200);
    expect(res.envelope).toEqual({ status: { code: 1001, msg: '已达到次数上限' }, data: null });
  });

  it('hides the details of a server error from the caller and logs them', async () => {
    const { raw: res } = await api.get('/service/driver-service/api/probe/bug', undefined, {
      headers: { 'x-request-id': 'trace-500' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: { code: 5000, msg: 'Server error; try again later' },
      data: null,
    });
    expect(res.body).not.toContain('hunter2');
    const line = logs
      .text()
      .split('\n')
      .find((l) => l.includes('"reqId":"trace-500"') && l.includes('"level":50'));
    expect(line).toContain('hunter2');
  });

  it('tags every answer with a request id, keeping a sane one from the caller', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'lb-1234' },
    });
    expect(given.headers['x-request-id']).toBe('lb-1234');
    const made = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'not a sane id; drop table' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 503 in an envelope while the database is down', async () => {
    const up = await api.get('/service/driver-service/api/probe/users');
    expect((up.envelope.data as { users: number }).users).toBeGreaterThanOrEqual(2);

    await t.database.close();
    const { raw: res } = await api.get('/service/driver-service/api/probe/users');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: { code: 5030, msg: 'Service unavailable; try again later' },
      data: null,
    });
    expect(res.headers['retry-after']).toBe('5');
  });
});

describe('ApiError', () => {
  it('answers with the HTTP status the contract gives its code', () => {
    expect(new ApiError(BUSINESS_CODES.SOLD_OUT).httpStatus).toBe(200);
    expect(new ApiError(BUSINESS_CODES.SOLD_OUT).message).toBe('已经抢光了');
    expect(new ApiError(BUSINESS_CODES.XSRF_MISMATCH).httpStatus).toBe(403);
    expect(
      new ApiError(BUSINESS_CODES.TIMESTAMP_SKEW, undefined, { serverTime: 1 }).toEnvelope(),
    ).toEqual({
      status: { code: 4002, msg: "Your phone's clock is off; correct it and retry" },
      data: { serverTime: 1 },
    });
    expect(() => new ApiError(0)).toThrow(RangeError);
  });
});
