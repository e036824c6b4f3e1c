// GET /metrics for Prometheus (docs/decisions/035-metrics.md): the text exposition of metrics.ts,
// behind the operators' machine token (`Authorization: Bearer <OPS_TOKEN>`, http/machine-token.ts):
// in production without OPS_TOKEN it is closed to everyone. Every answer of every route is counted
// by route (its pattern, or a contract endpoint's name under /service), method and status, with its
// duration, in an onResponse hook that does no I/O (a callback: docs/performance.md).
// Registered before any route plugin, so that its hook is in every route's context.

import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, BUSINESS_CODES } from '../http/envelope.ts';
import { machineTokenAllowed } from '../http/machine-token.ts';
import {
  collectProcessMetrics,
  METRICS_CONTENT_TYPE,
  metricsText,
  recordHttpAnswer,
} from '../metrics.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The contract endpoint a /service route serves (http/serve-endpoint.ts): its name labels the
     * route's metrics instead of its URL.
     */
    endpoint?: string;
  }
}

export const METRICS_PATH = '/metrics';

/** A request without a route (404, a URL that does not decode) is labelled this. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** The route label: the endpoint's name, else the route's pattern (never the URL as sent). */
function routeLabel(config: { endpoint?: string; url?: string }): string {
  return config.endpoint ?? config.url ?? UNMATCHED_ROUTE;
}

export default fp(
  async (app) => {
    collectProcessMetrics();

    // A callback, not a promise: no I/O, and every answer passes here.
    app.addHook('onResponse', (request, reply, done) => {
      const { config } = request.routeOptions;
      recordHttpAnswer(
        config,
        () => routeLabel(config),
        request.method,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });

    // Refused without the bearer (401, `WWW-Authenticate: Bearer`), and with a wrong one.
    const guard = async (request: FastifyRequest, reply: FastifyReply) => {
      let allowed = false;
      try {
        allowed = await machineTokenAllowed(app, request);
      } finally {
        if (!allowed) {
          reply.header('www-authenticate', 'Bearer');
          request.log.warn('metrics scrape refused: no valid bearer token');
        }
      }
      if (!allowed) throw new ApiError(BUSINESS_CODES.UNAUTHENTICATED);
    };

    app.get(METRICS_PATH, { onRequest: guard }, async (_request, reply) => {
      const text = await metricsText();
      return reply.header('cache-control', 'no-store').type(METRICS_CONTENT_TYPE).send(text);
    });
  },
  { name: 'metrics' },
);
