// The operators' machine token (OPS_TOKEN): `Authorization: Bearer <OPS_TOKEN>` opens the reads
// that machines make: field vitals (/ops/api/vitals, ADR 014) and the metrics (/metrics, ADR 035).
// Outside production with no token configured those stay open (for a developer's own machine); in
// production without one they are closed to everyone.

import { constantTimeEqual } from '@freight/contract/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, BUSINESS_CODES } from './envelope.ts';

/**
 * Whether the request may pass as a machine: true with the right bearer (or no token configured,
 * outside production); false without an Authorization header; UNAUTHENTICATED (401) with a wrong
 * one. Each try of a token is counted first (60 a minute per address), so guessing the token is
 * as slow as using it.
 */
export async function machineTokenAllowed(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<boolean> {
  const { opsToken, env } = app.config;
  if (!opsToken) return env !== 'production';
  const authorization = request.headers.authorization;
  if (authorization === undefined) return false;
  // Counted before the comparison, so guessing the token is as slow as using it.
  await app.rateLimit(`ops:token:${request.ip}`, 60, 60);
  const given = /^Bearer (.+)$/.exec(authorization)?.[1] ?? '';
  if (!constantTimeEqual(given, opsToken)) throw new ApiError(BUSINESS_CODES.UNAUTHENTICATED);
  return true;
}
