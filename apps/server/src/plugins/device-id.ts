// The device id (docs/design.md §8): the H5 sends a random id it made once and keeps as `X-Device-Id`,
// outside the signature; beacons, which cannot carry a header, bring the cookie that keeps the same
// id (`fy_did`), read when the header is absent. It keys limits and fraud signals (SMS codes per
// device, analytics beacons per device); it is never proof of who the caller is, since anyone can
// send any id. A value that is not plain and short (`DEVICE_ID_PATTERN`) is treated as absent, so
// it cannot reach a rate-limit key or a log line.

import { DEVICE_ID_COOKIE, DEVICE_ID_HEADER, DEVICE_ID_PATTERN } from '@freight/contract/constants';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's device id when it sent a well-formed one, else null. Not an identity. */
    deviceId: string | null;
  }
}

const HEADER = DEVICE_ID_HEADER.toLowerCase();

const wellFormed = (value: unknown): value is string =>
  typeof value === 'string' && DEVICE_ID_PATTERN.test(value);

/**
 * The request's well-formed device id: its header, else its cookie (parsed by @fastify/cookie,
 * registered before this), else null (missing, repeated or malformed). A malformed header is not
 * replaced by the cookie: what a client sends as its id is its id.
 */
export function readDeviceId(
  request: Pick<FastifyRequest, 'headers'> & Partial<Pick<FastifyRequest, 'cookies'>>,
): string | null {
  const value = request.headers[HEADER];
  if (value !== undefined) return wellFormed(value) ? value : null;
  const kept = request.cookies?.[DEVICE_ID_COOKIE];
  return wellFormed(kept) ? kept : null;
}

export default fp(
  async (app) => {
    app.decorateRequest('deviceId', null);
    app.addHook('onRequest', (request, _reply, done) => {
      request.deviceId = readDeviceId(request);
      done();
    });
  },
  { name: 'device-id', dependencies: ['@fastify/cookie'] },
);
