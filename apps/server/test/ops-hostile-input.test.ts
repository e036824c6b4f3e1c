// Every operator route, as an admin, with hostile text in each field its schemas name (and in
// its path parameters): never a 5xx, and a NUL or a lone surrogate, which PostgreSQL cannot
// store, refused at the edge with 422 naming the field (rule `text.characters`) before any
// handler runs, so nothing changes. A NUL in the audit log's target kind answered 500 before.

import type { OpsRoute } from '../src/http/ops-route.ts';
import { domainModules } from '../src/modules/registry.ts';
import { operatorAudit } from '../src/db/schema/operators.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorsOfEachRole } from './helpers/ops.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

// A query string cannot carry a lone surrogate (its UTF-8 is invalid; URLSearchParams writes
// U+FFFD instead), a JSON body can.
const UNSTORABLE_IN_QUERY = ['\u0000', 'a\u0000b'];
const UNSTORABLE_IN_BODY = [...UNSTORABLE_IN_QUERY, '\ud800', 'x\udc00'];
const HOSTILE = [
  "' or 1=1 --",
  '<img src=x onerror=alert(1)>',
  '\u202Eevil',
  '../../etc/passwd',
  '９９',
  '-1',
  'x'.repeat(5000),
];

const routes: readonly OpsRoute[] = domainModules.flatMap((module) => module.opsRoutes ?? []);

/** The field names of a schema that is an object (a union or a scalar names none). */
function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

describe('operator routes under hostile input', () => {
  let t: TestApp;
  let admin: ReturnType<Awaited<ReturnType<typeof operatorsOfEachRole>>['as']>;

  beforeAll(async () => {
    // Hundreds of calls from one operator: past the per-client limit otherwise.
    t = await buildTestApp({ config: { rateLimitPerMinute: 1_000_000 } });
    admin = (await operatorsOfEachRole(t.app, 'a-long-hostile-test-password')).as('admin');
  });
  afterAll(() => t.close());

  /** One call: `value` in `field` of the query (a read) or the body (a change). */
  async function call(route: OpsRoute, field: string, value: string, params?: string) {
    const path = route.path.replace(/:(\w+)/g, () => params ?? '1');
    if (route.method === 'GET' || route.method === 'DELETE') {
      const query = new URLSearchParams({ [field]: value }).toString();
      return admin.request(route.method, `${path}?${query}`);
    }
    return admin.request(route.method, path, { body: { [field]: value } });
  }

  it('refuses text the database cannot store in every field of every route, changing nothing', async () => {
    const auditBefore = await t.app.db.$count(operatorAudit);
    const refused: string[] = [];
    for (const route of routes) {
      if (route.role === 'public') continue;
      const schema = route.method === 'GET' ? route.schema.querystring : route.schema.body;
      const fields = [...fieldsOf(schema), 'unknownField'];
      for (const field of fields) {
        const read = route.method === 'GET' || route.method === 'DELETE';
        for (const value of read ? UNSTORABLE_IN_QUERY : UNSTORABLE_IN_BODY) {
          const res = await call(route, field, value);
          if (res.statusCode !== 422) {
            refused.push(
              `${route.method} ${route.path} ${field}=${JSON.stringify(value)}: ${res.statusCode}`,
            );
          } else {
            expect(
              res.json().fields ?? res.json().data?.fields ?? res.json(),
              route.path,
            ).toBeTruthy();
          }
        }
      }
      if (route.path.includes(':')) {
        const res = await call(route, 'page', '1', '%00');
        if (res.statusCode >= 500)
          refused.push(`${route.method} ${route.path} params %00: ${res.statusCode}`);
      }
    }
    expect(refused).toEqual([]);
    // Refused before any handler: nothing was done, so nothing was audited.
    expect(await t.app.db.$count(operatorAudit)).toBe(auditBefore);
  });

  it('answers other hostile text in every field of every route without a 5xx', async () => {
    const failed: string[] = [];
    for (const route of routes) {
      if (route.role === 'public') continue;
      const schema = route.method === 'GET' ? route.schema.querystring : route.schema.body;
      for (const field of fieldsOf(schema)) {
        for (const value of HOSTILE) {
          const res = await call(route, field, value);
          if (res.statusCode >= 500) {
            failed.push(
              `${route.method} ${route.path} ${field}: ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
          }
        }
      }
    }
    expect(failed).toEqual([]);
  });
});
