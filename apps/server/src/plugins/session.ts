// Who is calling (docs/design.md §3, §4): the session behind the HttpOnly `sid` cookie, loaded for every
// API call and the H5's HTML, as `request.user`; and the XSRF-TOKEN cookie, set on those responses
// when the browser lacks it and bound to the session once there is one. Sessions live in the
// `sessions` table (every instance sees them), keyed by the sha256 of the cookie's random id, so a
// copy of the table opens no session.

import { createHash, randomBytes } from 'node:crypto';
import { XSRF_COOKIE, XSRF_HEADER } from '@freight/contract/constants';
import { constantTimeEqual } from '@freight/contract/node';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { batchedRead } from '../db/batched-read.ts';
import { scheduleHousekeeping } from '../db/housekeeping.ts';
import { timestampParam, timestampPlaceholder } from '../db/timestamps.ts';
import { sessions } from '../db/schema/identity.ts';
import { users } from '../db/schema/users.ts';
import { ApiError, BUSINESS_CODES } from '../http/envelope.ts';
import type { SessionUser } from '../http/session-user.ts';

interface LoadedSession {
  idHash: string;
  xsrfToken: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The session behind `user` (internal: use `request.user`, `requireUser`). */
    session: LoadedSession | null;
    /** Set when this response must replace the XSRF-TOKEN cookie (login, logout, stale cookie). */
    xsrfRotated: boolean;
  }
}

export const SESSION_TTL_SECONDS = 30 * 24 * 3600;
// last_seen_at is for operators ("is this session used?"): updating it at most this often keeps a
// write off most requests.
const LAST_SEEN_RESOLUTION_MS = 5 * 60_000;
const PURGE_INTERVAL_MS = 10 * 60_000;
// 32 random bytes as base64url: 43 characters. Anything else in the cookie is not one of ours.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const XSRF_HEADER_NAME = XSRF_HEADER.toLowerCase();

/** The session cookie: `__Host-` in production, which browsers accept only Secure, on `/`, host-only. */
export function sessionCookieName(config: Pick<Config, 'env'>): string {
  return config.env === 'production' ? '__Host-sid' : 'sid';
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/** Whether a request carries a session and gets the XSRF cookie: API calls and the H5's HTML. */
function isBrowserFacing(request: FastifyRequest): boolean {
  return (
    request.url.startsWith('/service/') ||
    (request.routeOptions.config as { h5Html?: boolean } | undefined)?.h5Html === true
  );
}

/**
 * The XSRF check of an unsafe request (POST, PUT, DELETE, PATCH): the X-XSRF-TOKEN header must
 * equal the XSRF-TOKEN cookie and, with a session, the token bound to it. XSRF_MISMATCH (403)
 * otherwise. Called by the gateway once the signature holds.
 */
export function checkXsrf(request: FastifyRequest): void {
  const header = request.headers[XSRF_HEADER_NAME];
  const cookie = request.cookies[XSRF_COOKIE];
  const matches =
    typeof header === 'string' &&
    header !== '' &&
    typeof cookie === 'string' &&
    constantTimeEqual(header, cookie) &&
    (request.session === null || constantTimeEqual(header, request.session.xsrfToken));
  if (!matches) throw new ApiError(BUSINESS_CODES.XSRF_MISMATCH);
}

/**
 * Opens a session for `user` on this response (login): the `sid` cookie and a fresh XSRF token
 * bound to it. Any session the request came with is closed first.
 */
export async function openSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: SessionUser,
): Promise<void> {
  const { server: app } = request;
  if (request.session) {
    await app.db.delete(sessions).where(eq(sessions.idHash, request.session.idHash));
  }
  const id = newToken();
  const idHash = hashSessionId(id);
  const xsrfToken = newToken();
  const now = app.now();
  await app.db.insert(sessions).values({
    idHash,
    userId: user.userId,
    xsrfToken,
    createdAt: new Date(now),
    lastSeenAt: new Date(now),
    expiresAt: new Date(now + SESSION_TTL_SECONDS * 1000),
  });
  reply.setCookie(sessionCookieName(app.config), id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.env === 'production',
    maxAge: SESSION_TTL_SECONDS,
  });
  request.session = { idHash, xsrfToken };
  request.user = user;
  request.xsrfRotated = true;
}

/** Ends the request's session, if any (logout): deletes it and clears the cookie. */
export async function closeSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { server: app } = request;
  if (request.session) {
    await app.db.delete(sessions).where(eq(sessions.idHash, request.session.idHash));
  }
  clearSessionCookie(reply, app.config);
  request.session = null;
  request.user = null;
  request.xsrfRotated = true;
}

function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(sessionCookieName(config), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.env === 'production',
  });
}

/** The XSRF-TOKEN value this response must set, or undefined when the browser's is right. */
function xsrfCookieToSet(request: FastifyRequest): string | undefined {
  const current = request.cookies[XSRF_COOKIE];
  const bound = request.session?.xsrfToken;
  if (request.xsrfRotated) return bound ?? newToken();
  // With a session the cookie must hold the session's token (e.g. after a browser restart).
  if (bound !== undefined) return bound === current ? undefined : bound;
  // Without one, any token the browser holds is fine (double submit) until login binds a new one.
  return current ? undefined : newToken();
}

export default fp(
  async (app) => {
    const cookieName = sessionCookieName(app.config);
    const secure = app.config.env === 'production';

    app.decorateRequest('user', null);
    app.decorateRequest('session', null);
    app.decorateRequest('xsrfRotated', false);

    scheduleHousekeeping(app, 'sessions', PURGE_INTERVAL_MS, () =>
      app.db.delete(sessions).where(lt(sessions.expiresAt, new Date(app.now()))),
    );

    // Built once, as every request with a session cookie runs it (plugins/replay-store.ts).
    const sessionsByHash = app.db
      .select({
        idHash: sessions.idHash,
        xsrfToken: sessions.xsrfToken,
        lastSeenAt: sessions.lastSeenAt,
        userId: users.id,
        userType: users.userType,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          sql`${sessions.idHash} = any(${sql.placeholder('idHashes')}::text[])`,
          sql`${sessions.expiresAt} > ${timestampPlaceholder('now')}`,
        ),
      )
      .prepare('sessions_by_hash');

    // Every session asked for in one turn of the event loop, in one statement (db/batched-read).
    // Noting when sessions were last seen is for operators, not for the request: it is written
    // beside the answer, never waited for, so a crowd's requests wait on one read only.
    const loadSession = batchedRead(async (idHashes: string[]) => {
      const now = app.now();
      const rows = await sessionsByHash.execute({ idHashes, now: timestampParam(now) });
      const stale = rows
        .filter((row) => now - row.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS)
        .map((row) => row.idHash);
      if (stale.length > 0) {
        app.db
          .update(sessions)
          .set({ lastSeenAt: new Date(now) })
          .where(inArray(sessions.idHash, stale))
          .then(
            () => {},
            (error: unknown) => app.log.warn({ err: error }, 'sessions: last seen not noted'),
          );
      }
      return new Map(rows.map((row) => [row.idHash, row]));
    });

    const attach = async (request: FastifyRequest, reply: FastifyReply, id: string) => {
      const found = TOKEN_PATTERN.test(id) ? await loadSession(hashSessionId(id)) : undefined;
      if (!found) {
        // Expired, logged out elsewhere, or not ours: tell the browser to drop it.
        clearSessionCookie(reply, app.config);
        return;
      }
      request.session = { idHash: found.idHash, xsrfToken: found.xsrfToken };
      request.user = { userId: found.userId, userType: found.userType };
    };

    // Callbacks, not promises, on the paths without I/O (every request passes here).
    app.addHook('onRequest', (request, reply, done) => {
      if (!isBrowserFacing(request)) return done();
      const id = request.cookies[cookieName];
      if (id === undefined) return done();
      attach(request, reply, id).then(() => done(), done);
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      const token = isBrowserFacing(request) ? xsrfCookieToSet(request) : undefined;
      if (token !== undefined) {
        reply.setCookie(XSRF_COOKIE, token, {
          path: '/',
          // The H5 reads it to send it back as X-XSRF-TOKEN: not HttpOnly.
          httpOnly: false,
          sameSite: 'lax',
          secure,
          maxAge: SESSION_TTL_SECONDS,
        });
      }
      done(null, payload);
    });
  },
  { name: 'session', dependencies: ['db', '@fastify/cookie'] },
);
