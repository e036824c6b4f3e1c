// The device id (DESIGN.md §8): the H5 sends a random id it made once and keeps as `X-Device-Id`,
// outside the signature. It keys limits and fraud signals (SMS codes per device); it is never
// proof of who the caller is, since anyone can send any id. A value that is not plain and short
// (`DEVICE_ID_PATTERN`) is treated as absent, so it cannot reach a rate-limit key or a log line.

import { DEVICE_ID_HEADER, DEVICE_ID_PATTERN } from '@freight/contract/constants';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's device id when it sent a well-formed one, else null. Not an identity. */
    deviceId: string | null;
  }
}

const HEADER = DEVICE_ID_HEADER.toLowerCase();

/** The request's well-formed device id, or null (missing, repeated or malformed). */
export function readDeviceId(request: Pick<FastifyRequest, 'headers'>): string | null {
  const value = request.headers[HEADER];
  return typeof value === 'string' && DEVICE_ID_PATTERN.test(value) ? value : null;
}

export default fp(
  async (app) => {
    app.decorateRequest('deviceId', null);
    app.addHook('onRequest', (request, _reply, done) => {
      request.deviceId = readDeviceId(request);
      done();
    });
  },
  { name: 'device-id' },
);
