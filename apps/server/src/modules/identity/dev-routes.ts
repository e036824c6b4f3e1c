// GET /dev/sms-outbox?mobile=13800000001: the latest messages of the embedded SMS stand-in, newest
// first, so a developer (or a browser test) can read a login code. Mounted outside production only
// (app.ts), and outside the gateway: it is opened by hand.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mobileNumber } from '@freight/contract/endpoints/identity';
import { outboxMessages } from './sms-sender.ts';

const LATEST = 20;

export const smsOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sms-outbox',
    { schema: { querystring: z.strictObject({ mobile: mobileNumber.optional() }) } },
    async (request, reply) => {
      const { mobile } = request.query;
      const rows = await outboxMessages(app.db, mobile, LATEST);
      reply.header('cache-control', 'no-store');
      return {
        messages: rows.map((row) => ({
          mobile: row.mobile,
          body: row.body,
          // The code itself, so that tests and developers need not parse the Chinese text.
          code: /\d{6}/.exec(row.body)?.[0] ?? null,
          sentAt: row.sentAt.toISOString(),
        })),
      };
    },
  );
};
