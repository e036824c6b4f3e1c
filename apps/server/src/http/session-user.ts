// The logged-in user a request carries (`request.user`, loaded by plugins/session.ts) and the check
// that refuses a request without the one it needs. Here, below the plugins, so that serveEndpoint
// and the modules read the caller without importing the session plugin.

import type { FastifyRequest } from 'fastify';
import type { UserType } from '../db/schema/users.ts';
import { ApiError, BUSINESS_CODES } from './envelope.ts';

export interface SessionUser {
  userId: number;
  userType: UserType;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, or null; loaded for /service/* requests and the H5's HTML. */
    user: SessionUser | null;
  }
}

/**
 * Refuses a request without the logged-in user it needs: UNAUTHENTICATED (401) without a session,
 * FORBIDDEN (403) when `userType` is given and the user is of another type.
 */
export function requireUser(request: FastifyRequest, userType?: UserType): SessionUser {
  const { user } = request;
  if (!user) throw new ApiError(BUSINESS_CODES.UNAUTHENTICATED);
  if (userType !== undefined && user.userType !== userType) {
    throw new ApiError(BUSINESS_CODES.FORBIDDEN);
  }
  return user;
}
