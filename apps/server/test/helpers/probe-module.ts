// Test-only routes behind the gateway: one that writes a row (so that a test can prove a refused
// request wrote nothing), and echoes of what a route receives once the gateway let it through.

import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { appMeta } from '../../src/db/schema/app-meta.ts';
import { envelopeOf, ok } from '../../src/http/envelope.ts';
import type { DomainModule } from '../../src/http/domain-module.ts';

export const WRITE = '/service/driver-service/api/probe/write';
export const ECHO = '/service/driver-service/api/probe/echo';
export const XCUSTOMER_ECHO = '/service/xcustomer-service/api/probe/echo';
/** Rows written by WRITE: app_meta keys with this prefix. */
export const PROBE_KEY_PREFIX = 'probe:';

export const probeModule: DomainModule = {
  name: 'probe',
  routes: [
    {
      service: 'driver-service',
      plugin: async (app) => {
        app.post(
          '/api/probe/write',
          {
            schema: {
              body: z.strictObject({ note: z.string().max(100), truckLength: z.number() }),
              response: { 200: envelopeOf(z.object({ written: z.literal(true) })) },
            },
          },
          async (request) => {
            await app.db.insert(appMeta).values({
              key: `${PROBE_KEY_PREFIX}${randomBytes(8).toString('hex')}`,
              value: request.body.note,
            });
            return ok({ written: true as const });
          },
        );
        app.get(
          '/api/probe/echo',
          { schema: { querystring: z.strictObject({ plate: z.string(), page: z.string() }) } },
          async (request) => ok({ query: request.query }),
        );
      },
    },
    {
      service: 'xcustomer-service',
      plugin: async (app) => {
        app.post(
          '/api/probe/echo',
          { schema: { body: z.strictObject({ couponId: z.int() }) } },
          async (request) => ok({ body: request.body }),
        );
      },
    },
  ],
};
