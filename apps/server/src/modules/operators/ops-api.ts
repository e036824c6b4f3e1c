// The operator API (docs/decisions/014-operator-api.md), mounted at /ops/api: plain JSON, outside
// the signed /service gateway. Operators' sessions are not users': their own table, their own
// HttpOnly cookie on path /ops, their own XSRF cookie and header (double submit, bound to the
// session as for users, docs/design.md §3). A user's `sid` opens nothing here, and an operator's
// cookie opens nothing under /service.
//
// Every route comes from a module's `opsRoutes` (ops-route.ts) and passes one guard:
//   machine token (reads that allow it) → operator session (401) → XSRF on unsafe methods (403
//   4031) → role (403 4030).

import { purgeForgottenFailures } from './login-failures.ts';
import { createHash, randomBytes } from 'node:crypto';
import {
  OPS_XSRF_COOKIE,
  OPS_XSRF_HEADER,
  type OperatorRole,
  roleAtLeast,
  type SignInNeed,
} from '@freight/contract/ops';
import { secondFactorRequired } from './second-factor.ts';
import { constantTimeEqual } from '@freight/contract/node';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { scheduleHousekeeping } from '../../db/housekeeping.ts';
import { operators, operatorSessions } from '../../db/schema/operators.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { machineTokenAllowed } from '../../http/machine-token.ts';
import type { Operator, OpsRoute } from '../../http/ops-route.ts';
import { unstorableFields } from '../../http/unstorable-text.ts';
import { validationFailed } from '../../http/validation-failed.ts';
import type { UserMessage } from '../../http/user-message.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in operator under /ops/api, or null (never set elsewhere). */
    operator: Operator | null;
    /** The operator session behind `operator` (internal). */
    operatorSession: { idHash: string; xsrfToken: string } | null;
    /** Set when this response must replace the operator XSRF cookie (login, logout). */
    operatorXsrfRotated: boolean;
  }
}

/** Operators' sessions end after a working day; there is no "remember me". */
export const OPERATOR_SESSION_TTL_SECONDS = 12 * 3600;
/**
 * A session not used for 30 minutes ends too (ASVS V3.3.2). Its last use is noted every 5 minutes
 * at most, so a session ends 25 to 30 minutes after its last request, never later.
 */
export const OPERATOR_IDLE_SECONDS = 30 * 60;
const LAST_SEEN_RESOLUTION_MS = 5 * 60_000;
const PURGE_INTERVAL_MS = 10 * 60_000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const COOKIE_PATH = '/ops';
const XSRF_HEADER_NAME = OPS_XSRF_HEADER.toLowerCase();
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `__Secure-` in production (Secure only; `__Host-` would need path `/`). */
export function operatorCookieName(config: Pick<Config, 'env'>): string {
  return config.env === 'production' ? '__Secure-ops_sid' : 'ops_sid';
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

function cookieOptions(config: Config, httpOnly: boolean, maxAge?: number) {
  return {
    path: COOKIE_PATH,
    httpOnly,
    sameSite: 'strict' as const,
    secure: config.env === 'production',
    ...(maxAge === undefined ? {} : { maxAge }),
  };
}

/** Opens an operator session on this response (login), closing the one the request came with. */
export async function openOperatorSession(
  request: FastifyRequest,
  reply: FastifyReply,
  operator: Operator,
): Promise<void> {
  const { server: app } = request;
  if (request.operatorSession) {
    await app.db
      .delete(operatorSessions)
      .where(eq(operatorSessions.idHash, request.operatorSession.idHash));
  }
  const id = newToken();
  const idHash = hashSessionId(id);
  const xsrfToken = newToken();
  const now = app.now();
  await app.db.insert(operatorSessions).values({
    idHash,
    operatorId: operator.id,
    xsrfToken,
    createdAt: new Date(now),
    lastSeenAt: new Date(now),
    expiresAt: new Date(now + OPERATOR_SESSION_TTL_SECONDS * 1000),
  });
  reply.setCookie(
    operatorCookieName(app.config),
    id,
    cookieOptions(app.config, true, OPERATOR_SESSION_TTL_SECONDS),
  );
  request.operatorSession = { idHash, xsrfToken };
  request.operator = operator;
  request.operatorXsrfRotated = true;
}

/** Ends the request's operator session (logout). */
export async function closeOperatorSession(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const { server: app } = request;
  if (request.operatorSession) {
    await app.db
      .delete(operatorSessions)
      .where(eq(operatorSessions.idHash, request.operatorSession.idHash));
  }
  reply.clearCookie(operatorCookieName(app.config), cookieOptions(app.config, true));
  request.operatorSession = null;
  request.operator = null;
  request.operatorXsrfRotated = true;
}

function checkOperatorXsrf(request: FastifyRequest): void {
  const header = request.headers[XSRF_HEADER_NAME];
  const cookie = request.cookies[OPS_XSRF_COOKIE];
  const matches =
    typeof header === 'string' &&
    header !== '' &&
    typeof cookie === 'string' &&
    constantTimeEqual(header, cookie) &&
    (request.operatorSession === null ||
      constantTimeEqual(header, request.operatorSession.xsrfToken));
  if (!matches) throw new ApiError(BUSINESS_CODES.XSRF_MISMATCH);
}

/**
 * A business refusal (1xxx: a rule, a limit, sold out): HTTP 200 in the H5's envelope, where the
 * code decides; here a success is bare JSON, so the refusal is 409 with the same envelope.
 */
class OpsRefusal extends ApiError {
  constructor(error: ApiError) {
    super(error.code, error.msg, error.data);
  }

  override get httpStatus(): number {
    return 409;
  }
}

const SIGN_IN_UNFINISHED: Record<SignInNeed, UserMessage> = {
  second_factor_enrolment: {
    'zh-CN': '请先设置两步验证（身份验证器应用）',
    'en-US': 'Set up the second factor (an authenticator app) first',
  },
  password_change: {
    'zh-CN': '管理员重置了你的密码：请先设置新密码',
    'en-US': 'An admin reset your password: choose a new one first',
  },
};

/**
 * What a session must do before anything else (SIGN_IN_NEEDS), from its operator's account: enrol
 * a required second factor, then choose a password after an admin's reset.
 */
export function signInNeeds(
  env: string,
  account: { role: OperatorRole; mustChangePassword: boolean; totpEnrolledAt: Date | null },
): SignInNeed | null {
  if (account.totpEnrolledAt === null && secondFactorRequired(env, account.role)) {
    return 'second_factor_enrolment';
  }
  return account.mustChangePassword ? 'password_change' : null;
}

async function guard(app: FastifyInstance, route: OpsRoute, request: FastifyRequest) {
  if (route.machineToken && (await machineTokenAllowed(app, request))) return;
  const unsafe = !SAFE_METHODS.has(request.method);
  if (route.role === 'public') {
    if (unsafe) checkOperatorXsrf(request);
    return;
  }
  const { operator } = request;
  if (!operator) throw new ApiError(BUSINESS_CODES.UNAUTHENTICATED);
  if (unsafe) checkOperatorXsrf(request);
  if (operator.needs !== null && !route.duringSignIn?.includes(operator.needs)) {
    throw new ApiError(BUSINESS_CODES.SIGN_IN_UNFINISHED, SIGN_IN_UNFINISHED[operator.needs], {
      needs: operator.needs,
    });
  }
  if (!roleAtLeast(operator.role, route.role)) throw new ApiError(BUSINESS_CODES.FORBIDDEN);
}

export interface OpsApiOptions {
  routes: readonly OpsRoute[];
}

const opsApi: FastifyPluginAsyncZod<OpsApiOptions> = async (app, { routes }) => {
  const cookieName = operatorCookieName(app.config);
  app.decorateRequest('operator', null);
  app.decorateRequest('operatorSession', null);
  app.decorateRequest('operatorXsrfRotated', false);

  scheduleHousekeeping(app, 'operator-sessions', PURGE_INTERVAL_MS, () =>
    app.db.delete(operatorSessions).where(lt(operatorSessions.expiresAt, new Date(app.now()))),
  );
  scheduleHousekeeping(app, 'operator-login-failures', PURGE_INTERVAL_MS, () =>
    purgeForgottenFailures(app.db, app.now()),
  );

  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const id = request.cookies[cookieName];
    if (id === undefined) return;
    const found = TOKEN_PATTERN.test(id) ? await loadSession(hashSessionId(id)) : undefined;
    if (!found) {
      reply.clearCookie(cookieName, cookieOptions(app.config, true));
      return;
    }
    request.operatorSession = { idHash: found.idHash, xsrfToken: found.xsrfToken };
    request.operator = {
      id: found.id,
      username: found.username,
      role: found.role,
      needs: signInNeeds(app.config.env, found),
    };
  });

  async function loadSession(idHash: string) {
    const now = app.now();
    const [found] = await app.db
      .select({
        idHash: operatorSessions.idHash,
        xsrfToken: operatorSessions.xsrfToken,
        lastSeenAt: operatorSessions.lastSeenAt,
        id: operators.id,
        username: operators.username,
        role: operators.role,
        mustChangePassword: operators.mustChangePassword,
        totpEnrolledAt: operators.totpEnrolledAt,
      })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(
        and(
          eq(operatorSessions.idHash, idHash),
          gt(operatorSessions.expiresAt, new Date(now)),
          gt(operatorSessions.lastSeenAt, new Date(now - OPERATOR_IDLE_SECONDS * 1000)),
          isNull(operators.disabledAt),
        ),
      );
    if (found && now - found.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
      await app.db
        .update(operatorSessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(operatorSessions.idHash, idHash));
    }
    return found;
  }

  // The XSRF cookie: set when the browser lacks it, replaced by the session's token at login.
  app.addHook('onSend', async (request, reply) => {
    const current = request.cookies[OPS_XSRF_COOKIE];
    const bound = request.operatorSession?.xsrfToken;
    let token: string | undefined;
    if (request.operatorXsrfRotated) token = bound ?? newToken();
    else if (bound !== undefined) token = bound === current ? undefined : bound;
    else token = current ? undefined : newToken();
    if (token === undefined) return;
    reply.setCookie(
      OPS_XSRF_COOKIE,
      token,
      cookieOptions(app.config, false, OPERATOR_SESSION_TTL_SECONDS),
    );
  });

  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.path,
      schema: route.schema,
      // Before the body is read or validated: a caller without the right gets 401/403, not 422.
      onRequest: async (request) => guard(app, route, request),
      // Before the schemas: text the database cannot store is refused for every route alike.
      preValidation: (request, _reply, done) => {
        const problems = [request.params, request.query, request.body].flatMap((part) =>
          unstorableFields(part),
        );
        done(problems.length > 0 ? validationFailed(problems) : undefined);
      },
      handler: async (request, reply) => {
        try {
          return await route.handle({
            body: request.body,
            query: request.query,
            params: request.params,
            operator: request.operator,
            request,
            reply,
            app,
          });
        } catch (error) {
          if (error instanceof ApiError && error.httpStatus < 300) throw new OpsRefusal(error);
          throw error;
        }
      },
    });
  }
};

export default opsApi;
