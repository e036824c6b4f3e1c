// Every endpoint the contract declares is served at its method and URL, and refuses the callers
// its declaration leaves out (UNAUTHENTICATED without a session, FORBIDDEN for the other user
// type) while letting the others through. Derived from the registry: a new endpoint is checked
// here without touching this file.

import { type Caller, type EndpointDef, endpointPath } from '@freight/contract/endpoints/common';
import { endpoints } from '@freight/contract/endpoints/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, loginAs } from './helpers/login.ts';
import type { SignedClient } from './helpers/signed.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

type Who = 'anonymous' | 'shipper' | 'driver';

/** What each kind of visitor gets from an endpoint open to `caller`: a refusal code, or through. */
const EXPECTED: Record<Caller, Record<Who, 4010 | 4030 | 'through'>> = {
  anyone: { anonymous: 'through', shipper: 'through', driver: 'through' },
  user: { anonymous: 4010, shipper: 'through', driver: 'through' },
  shipper: { anonymous: 4010, shipper: 'through', driver: 4030 },
  driver: { anonymous: 4010, shipper: 4030, driver: 'through' },
};

const all = Object.values(endpoints) as readonly EndpointDef[];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let mobiles = 0;
/** Fresh visitors per endpoint: one endpoint's answer (a logout) cannot change another's. */
async function visitors(): Promise<Record<Who, SignedClient>> {
  const mobile = () => `1372${String(10_000_000 + (mobiles += 1)).slice(1)}`;
  return {
    anonymous: anonymous(t),
    shipper: await loginAs(t, mobile(), 1),
    driver: await loginAs(t, mobile(), 3),
  };
}

describe.each(all)('$name', (endpoint) => {
  const url = endpointPath(endpoint);

  it('is served at its method and URL', () => {
    expect(
      t.app.hasRoute({ method: endpoint.method, url }),
      `${endpoint.method} ${url} is declared but not served: register its handler with ` +
        `serveEndpoint in its module (apps/server/src/modules/<domain>/routes.ts)`,
    ).toBe(true);
  });

  it(`takes the callers it declares (${endpoint.caller}) and refuses the others`, async () => {
    // A visitor who may call is let through to the business logic, whatever it then answers.
    const clients = await visitors();
    for (const who of ['anonymous', 'shipper', 'driver'] as const) {
      const res = await clients[who].call(url, {
        method: endpoint.method,
        fields: { ...endpoint.example },
      });
      const expected = EXPECTED[endpoint.caller][who];
      if (expected === 'through') {
        expect([4010, 4030], `${who}: ${JSON.stringify(res.envelope.status)}`).not.toContain(
          res.envelope.status.code,
        );
      } else {
        expect(res.envelope, who).toEqual({
          status: expect.objectContaining({ code: expected }),
          data: null,
        });
      }
    }
  });
});
