// POST /collect/vitals: field Web Vitals from the H5 (a JSON batch, sent with sendBeacon when the
// page is hidden, hence text/plain). Mounted in every environment: this is the server's own
// measurement of its pages, not a stand-in for an outside service. Unsigned like the analytics
// collector, so it is rate-limited per device (the device id's cookie; the address only as a
// ceiling), size-limited and validated before one insert.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { storeVitals, vitalsBatch } from './vitals.ts';

/** Per device: a page load sends one or two batches; a burst of reloads stays well below this. */
export const VITALS_REQUESTS_PER_MINUTE = 30;
const MAX_BODY_BYTES = 16 * 1024;

const vitalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['text/plain', 'application/json'],
    { parseAs: 'string', bodyLimit: MAX_BODY_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post('/collect/vitals', { bodyLimit: MAX_BODY_BYTES }, async (request, reply) => {
    await app.rateLimitPerDevice('vitals', request, VITALS_REQUESTS_PER_MINUTE, 60, {
      scope: 'instance',
    });
    let json: unknown;
    try {
      json = JSON.parse(typeof request.body === 'string' ? request.body : '');
    } catch {
      throw new ApiError(BUSINESS_CODES.BAD_REQUEST, 'vitals refused: not JSON');
    }
    const parsed = vitalsBatch.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ApiError(
        BUSINESS_CODES.BAD_REQUEST,
        `vitals refused: ${issue?.path.join('.') || 'body'} ${issue?.message ?? 'is invalid'}`,
      );
    }
    await storeVitals(app.db, parsed.data, new Date(app.now()));
    return reply.header('cache-control', 'no-store').code(204).send();
  });
};

export default vitalsRoutes;
