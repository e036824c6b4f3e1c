// The operator API is declared once (ADR 040): every declaration in the contract is served by one
// route that carries it, its example passes its own schemas, and its answer is checked on the way
// out, so a handler that drifts from the declaration answers 500, never unchecked JSON.

import { listEduAttempts, opsEndpoints } from '@freight/contract/ops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveOps } from '../src/http/ops-route.ts';
import { domainModules } from '../src/modules/registry.ts';
import { operatorsOfEachRole } from './helpers/ops.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

const ROUTES = domainModules.flatMap((module) => module.opsRoutes ?? []);

describe('operator endpoint declarations', () => {
  it('have unique names and unique method and path pairs', () => {
    const names = opsEndpoints.map((endpoint) => endpoint.name);
    expect(new Set(names).size).toBe(names.length);
    const routes = opsEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it.each(opsEndpoints.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s: its example passes its schemas',
    (_, endpoint) => {
      const example = endpoint.example ?? {};
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = endpoint[part];
        if (schema) expect(schema.safeParse(example[part]).error).toBeUndefined();
        else expect(example[part], `${endpoint.name} declares no ${part}`).toBeUndefined();
      }
    },
  );

  it('cover every operator route: each serves a declaration of the registry', () => {
    const undeclared = ROUTES.filter((route) => !opsEndpoints.includes(route.endpoint));
    expect(undeclared.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('are each served by exactly one route, which carries the declaration', () => {
    for (const endpoint of opsEndpoints) {
      const serving = ROUTES.filter((route) => route.endpoint === endpoint);
      expect(
        serving.map((route) => `${route.method} ${route.path}`),
        endpoint.name,
      ).toEqual([`${endpoint.method} ${endpoint.path}`]);
    }
  });
});

describe('an answer that drifts from its declaration', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The real declaration served by a handler that answers a row with a field too many.
    const drifting = serveOps(listEduAttempts, async () => ({
      page: 1,
      pageSize: 20,
      total: 1,
      items: [
        {
          id: 1,
          course: 'track-deduction',
          userId: 1,
          mobileMasked: '139****0003',
          correct: 1,
          total: 1,
          passed: true,
          at: '2026-11-28T00:00:00.000Z',
          mobile: '13900000003',
        } as never,
      ],
    }));
    t = await buildTestApp({
      modules: domainModules.map((module) =>
        module.name === 'edu' ? { ...module, opsRoutes: [drifting] } : module,
      ),
    });
  });
  afterAll(async () => t?.close());

  it('is a 500 with the envelope, and the extra field never leaves the server', async () => {
    const ops = await operatorsOfEachRole(t.app, 'correct horse battery staple');
    const response = await ops.as('viewer').request('GET', '/edu/attempts');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ status: { code: expect.any(Number) } });
    expect(response.body).not.toContain('13900000003');
  });
});
