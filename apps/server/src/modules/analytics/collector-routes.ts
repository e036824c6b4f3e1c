// The embedded analytics collector (docs/design.md §2): GET and POST /collect/sa (and /collect/sa.gif,
// the path the SDK rewrites `/sa` to) accept what the Sensors web SDK sends and store it in
// `analytics_events`. Outside the signed /service gateway, since the SDK cannot sign; instead
// every request is rate-limited per device (the device id's cookie, which a same-origin beacon
// carries; the address only as a ceiling for carrier NAT), size-limited, and validated in full
// before one insert, so refused input never leaves a row. Mounted outside production, or in
// production when ANALYTICS_COLLECTOR=embedded (config.ts); otherwise the H5 reports to an
// external collector.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import {
  COLLECTOR_LIMITS,
  decodeSensorsFields,
  PayloadRefused,
  validateSensorsRecords,
} from './sensors-payload.ts';
import { storeEvents } from './events.ts';

/** Per device: a phone sends a page view per route change and a few events, far below this. */
export const COLLECTOR_REQUESTS_PER_MINUTE = 120;

// The 1×1 transparent GIF an image beacon expects.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const PROJECT = /^[A-Za-z0-9_]{1,32}$/;

/**
 * The fields of a GET (its query; Node's header limit of 16 KiB bounds it) or a POST (its form
 * body), read the same way.
 */
function fieldsOf(request: FastifyRequest): URLSearchParams {
  if (request.method === 'GET') {
    const q = request.url.indexOf('?');
    return new URLSearchParams(q === -1 ? '' : request.url.slice(q + 1));
  }
  return new URLSearchParams(typeof request.body === 'string' ? request.body : '');
}

/** `project` from the collector URL's query (SPEC §9: `default` or `production`). */
function projectOf(request: FastifyRequest): string {
  const q = request.url.indexOf('?');
  const project = new URLSearchParams(q === -1 ? '' : request.url.slice(q + 1)).get('project');
  if (project === null) return 'default';
  if (!PROJECT.test(project)) throw new PayloadRefused('bad project');
  return project;
}

const collectorRoutes: FastifyPluginAsyncZod = async (app) => {
  // This scope reads only the two bodies the SDK sends (beacons are text/plain), as text, within
  // the limit; any other content type is refused by Fastify (415) before the handler.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['text/plain', 'application/x-www-form-urlencoded'],
    { parseAs: 'string', bodyLimit: COLLECTOR_LIMITS.maxBodyBytes },
    (_request, body, done) => done(null, body),
  );

  const collect = async (request: FastifyRequest) => {
    await app.rateLimitPerDevice('collect', request, COLLECTOR_REQUESTS_PER_MINUTE, 60, {
      scope: 'instance',
    });
    try {
      const project = projectOf(request);
      const records = validateSensorsRecords(decodeSensorsFields(fieldsOf(request)));
      const receivedAt = new Date(app.now());
      await storeEvents(app.db, records, project, receivedAt);
    } catch (error) {
      if (error instanceof PayloadRefused) {
        throw new ApiError(
          BUSINESS_CODES.BAD_REQUEST,
          `analytics payload refused: ${error.message}`,
        );
      }
      throw error;
    }
  };

  for (const url of ['/collect/sa', '/collect/sa.gif']) {
    // The image sender: answer with a pixel so that the <img> loads.
    app.get(url, async (request, reply) => {
      await collect(request);
      return reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL);
    });
    // Beacon and ajax senders: nothing to say back.
    app.post(url, { bodyLimit: COLLECTOR_LIMITS.maxBodyBytes }, async (request, reply) => {
      await collect(request);
      return reply.header('cache-control', 'no-store').code(204).send();
    });
  }
};

export default collectorRoutes;
