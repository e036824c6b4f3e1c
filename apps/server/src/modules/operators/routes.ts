// The operator API's own routes: log in and out, who am I, the audit log and operator accounts
// (admins).

import {
  auditListQuery,
  auditPage,
  operatorAccount as operatorAccountSchema,
  operatorAccountList,
  operatorCreateRequest,
  operatorIdParams,
  opsLoginRequest,
} from '@freight/contract/ops';
import { and, eq, isNull } from 'drizzle-orm';
import { operators } from '../../db/schema/operators.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import {
  createOperator,
  disableOperator,
  listOperators,
  OperatorAccountError,
  operatorAccount,
} from './accounts.ts';
import { auditLogPage } from './audit.ts';
import { closeOperatorSession, openOperatorSession } from './ops-api.ts';
import { actorOf, type OpsRoute, opsRoute } from './ops-route.ts';
import { decoyHash, verifyPassword } from './password.ts';

// Attempts, successful or not: per address (one machine trying many names) and per name (many
// machines trying one name). A name under attack waits too; its operator can ask an admin.
const LOGIN_PER_IP = { limit: 10, windowSeconds: 600 };
const LOGIN_PER_NAME = { limit: 5, windowSeconds: 900 };

const WRONG_LOGIN = {
  'zh-CN': '用户名或密码错误',
  'en-US': 'Wrong username or password',
};

export const sessionRoutes: readonly OpsRoute[] = [
  opsRoute({
    method: 'POST',
    path: '/session',
    role: 'public',
    body: opsLoginRequest,
    async handle({ app, body, request, reply }) {
      await app.rateLimit(
        `ops-login:ip:${request.ip}`,
        LOGIN_PER_IP.limit,
        LOGIN_PER_IP.windowSeconds,
      );
      await app.rateLimit(
        `ops-login:name:${body.username}`,
        LOGIN_PER_NAME.limit,
        LOGIN_PER_NAME.windowSeconds,
      );
      const [found] = await app.db
        .select()
        .from(operators)
        .where(and(eq(operators.username, body.username), isNull(operators.disabledAt)));
      // An unknown name costs the same hash as a known one with a wrong password.
      const matches = await verifyPassword(
        body.password,
        found?.passwordHash ?? (await decoyHash()),
      );
      if (!found || !matches) {
        throw new ApiError(BUSINESS_CODES.UNAUTHENTICATED, WRONG_LOGIN);
      }
      const operator = { id: found.id, username: found.username, role: found.role };
      await openOperatorSession(request, reply, operator);
      return operator;
    },
  }),
  opsRoute({
    method: 'GET',
    path: '/session',
    role: 'viewer',
    async handle({ operator }) {
      return operator;
    },
  }),
  opsRoute({
    method: 'DELETE',
    path: '/session',
    role: 'viewer',
    async handle({ request, reply }) {
      await closeOperatorSession(request, reply);
      return { loggedOut: true };
    },
  }),
];

export const auditRoutes: readonly OpsRoute[] = [
  opsRoute({
    method: 'GET',
    path: '/audit',
    role: 'admin',
    query: auditListQuery,
    async handle({ app, query }) {
      const { page, pageSize, ...filter } = query;
      return auditPage.parse(await auditLogPage(app.db, page, pageSize, filter));
    },
  }),
];

const USERNAME_TAKEN = {
  'zh-CN': '这个用户名已被使用',
  'en-US': 'This username is taken',
};

/** Operator accounts (admin): list, create, disable; each change audited in its transaction. */
export const accountRoutes: readonly OpsRoute[] = [
  opsRoute({
    method: 'GET',
    path: '/operators',
    role: 'admin',
    async handle({ app }) {
      return operatorAccountList.parse({ items: await listOperators(app.db) });
    },
  }),
  opsRoute({
    method: 'POST',
    path: '/operators',
    role: 'admin',
    body: operatorCreateRequest,
    async handle({ app, body, operator }) {
      let id: number;
      try {
        // Audited as `operator.create` by this admin, in the insert's transaction.
        id = await createOperator(app.db, actorOf(operator), body, app.now());
      } catch (error) {
        if (error instanceof OperatorAccountError && error.reason === 'taken') {
          throw new ApiError(BUSINESS_CODES.CONFLICT, USERNAME_TAKEN);
        }
        throw error;
      }
      return operatorAccountSchema.parse(await operatorAccount(app.db, id));
    },
  }),
  opsRoute({
    method: 'POST',
    path: '/operators/:id/disable',
    role: 'admin',
    params: operatorIdParams,
    async handle({ app, params, operator }) {
      const account = await disableOperator(app.db, actorOf(operator), params.id, app.now());
      return operatorAccountSchema.parse(account);
    },
  }),
];
