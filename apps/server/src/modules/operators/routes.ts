// The operator API's own routes: log in and out, who am I, the audit log and operator accounts
// (admins).

import {
  changeMyPassword,
  changeOperatorAccountRole,
  enableOperatorAccount,
  listOperatorAccountLogins,
  confirmSecondFactorEnrolment,
  createOperatorAccount,
  disableOperatorAccount,
  getOperatorSession,
  listAuditEntries,
  exportAuditEntries,
  listOperatorAccounts,
  logInOperator,
  logOutOperator,
  resetOperatorAccountPassword,
  resetOperatorAccountSecondFactor,
  startSecondFactorEnrolment,
  unlockOperatorAccount,
} from '@freight/contract/ops';
import { ApiError, BUSINESS_CODES, RateLimitedError } from '../../http/envelope.ts';
import {
  activeOperatorNamed,
  changeOwnPassword,
  checkNewPassword,
  createOperator,
  disableOperator,
  endOperatorSessions,
  resetOperatorPassword,
  resetOperatorSecondFactor,
  listOperators,
  unlockOperator,
  OperatorAccountError,
  operatorAccount,
  operatorById,
  operatorPasswordHash,
} from './accounts.ts';
import { changeOperatorRole, enableOperator, loginHistoryPage } from './account-roles.ts';
import { audited, auditLogPage, auditLogRows, recordAudit } from '../../db/audit.ts';
import { serveOpsCsv } from '../../http/csv-export.ts';
import { openTotpSecret, sealTotpSecret } from './totp-vault.ts';
import {
  enrolTotp,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  startTotpEnrolment,
  storeRecoveryCodes,
  totpUri,
  useRecoveryCode,
  useTotpCode,
} from './second-factor.ts';
import { clearLoginFailures, loginWait, noteLoginFailure } from './login-failures.ts';
import { closeOperatorSession, openOperatorSession, signInNeeds } from './ops-api.ts';
import { actorOf, type OpsRoute, serveOps } from '../../http/ops-route.ts';
import { decoyHash, verifyPassword } from './password.ts';

// Wrong passwords only (a login gives its count back): per address, one machine trying many
// names; per name and address, growing waits (login-failures.ts). No limit per name alone: anyone
// could then lock an operator out by failing on purpose (ADR 014, amended for issue 42).
const LOGIN_PER_IP = { limit: 10, windowSeconds: 600 };

const WRONG_LOGIN = {
  'zh-CN': '用户名或密码错误',
  'en-US': 'Wrong username or password',
};

const tooManyWrong = (seconds: number) => ({
  'zh-CN': `密码错误次数较多，请 ${seconds} 秒后再试；忘记密码请联系管理员`,
  'en-US': `Several wrong passwords: try again in ${seconds} s, or ask an admin if you forgot it`,
});

export const sessionRoutes: readonly OpsRoute[] = [
  serveOps(logInOperator, async ({ app, body, request, reply }) => {
    const addressKey = `ops-login:ip:${request.ip}`;
    await app.rateLimit(addressKey, LOGIN_PER_IP.limit, LOGIN_PER_IP.windowSeconds);
    const wait = await loginWait(app.db, body.username, request.ip, app.now());
    if (wait > 0) throw new RateLimitedError(wait, tooManyWrong);
    const found = await activeOperatorNamed(app.db, body.username);
    // An unknown name costs the same hash as a known one with a wrong password.
    const matches = await verifyPassword(body.password, found?.passwordHash ?? (await decoyHash()));
    // Counted with wrong passwords (the same waits), and in the audit log (ASVS V7.2): the name
    // tried, from where, and for a code that it was one; never the password or the code.
    const failed = async (factor: 'password' | 'code') => {
      await noteLoginFailure(app.db, body.username, request.ip, app.now());
      await recordAudit(
        app.db,
        { operatorId: null, name: `login from ${request.ip}` },
        {
          action: 'operator.login_failed',
          targetKind: 'operator',
          targetId: found?.id ?? body.username,
          before: null,
          after: {
            username: body.username,
            address: request.ip,
            known: found !== undefined,
            ...(factor === 'code' ? { factor: 'second_factor' } : {}),
          },
        },
        app.now(),
      );
    };
    if (!found || !matches) {
      await failed('password');
      throw new ApiError(BUSINESS_CODES.UNAUTHENTICATED, WRONG_LOGIN);
    }
    // An operator with a second factor: the authenticator's code, or a recovery code (used up).
    if (found.totpSecret !== null && found.totpEnrolledAt !== null) {
      if (body.code === undefined) {
        // The right password is no failure: the address's budget counts wrong ones only (the
        // console asks for the code after this answer, so each login would cost one).
        await app.rateLimitRelease(addressKey);
        throw new ApiError(BUSINESS_CODES.UNAUTHENTICATED, CODE_NEEDED, {
          needs: 'second_factor',
        });
      }
      const account = {
        id: found.id,
        totpSecret: openTotpSecret(app.pii, found.totpSecret),
        totpLastStep: found.totpLastStep,
      };
      const recoveryLeft = /^\d{6}$/.test(body.code)
        ? undefined
        : await useRecoveryCode(app.db, found.id, body.code, app.now());
      const accepted =
        recoveryLeft === undefined
          ? await useTotpCode(app.db, account, body.code, app.now())
          : recoveryLeft !== null;
      if (!accepted) {
        await failed('code');
        throw new ApiError(BUSINESS_CODES.UNAUTHENTICATED, WRONG_CODE);
      }
      if (typeof recoveryLeft === 'number') {
        await recordAudit(
          app.db,
          { operatorId: found.id, name: found.username },
          {
            action: 'operator.recovery_code_used',
            targetKind: 'operator',
            targetId: found.id,
            before: null,
            after: { address: request.ip, recoveryCodesLeft: recoveryLeft },
          },
          app.now(),
        );
      }
    }
    await app.rateLimitRelease(addressKey);
    await clearLoginFailures(app.db, body.username, request.ip);
    const operator = {
      id: found.id,
      username: found.username,
      role: found.role,
      needs: signInNeeds(app.config.env, found),
    };
    await openOperatorSession(request, reply, operator);
    await recordAudit(
      app.db,
      { operatorId: found.id, name: found.username },
      {
        action: 'operator.login',
        targetKind: 'operator',
        targetId: found.id,
        before: null,
        after: { address: request.ip },
      },
      app.now(),
    );
    return operator;
  }),
  // Asked on every first visit: nobody logged in is an answer (null), not a 401 the browser
  // logs as an error (issue 43). A session still signing in is answered with its `needs`.
  serveOps(getOperatorSession, async ({ operator }) => {
    return operator ?? null;
  }),
  serveOps(changeMyPassword, async ({ app, body, operator, request, reply }) => {
    const me = operator as NonNullable<typeof operator>;
    // A stolen session must not become a way to guess the password: the login's waits apply.
    const wait = await loginWait(app.db, me.username, request.ip, app.now());
    if (wait > 0) throw new RateLimitedError(wait, tooManyWrong);
    const found = await operatorPasswordHash(app.db, me.id);
    if (!found || !(await verifyPassword(body.currentPassword, found.passwordHash))) {
      await noteLoginFailure(app.db, me.username, request.ip, app.now());
      throw new ApiError(BUSINESS_CODES.VALIDATION_FAILED, WRONG_CURRENT_PASSWORD, {
        fields: [{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD['en-US'] }],
      });
    }
    if (body.newPassword === body.currentPassword) {
      throw new ApiError(BUSINESS_CODES.VALIDATION_FAILED, SAME_PASSWORD);
    }
    try {
      checkNewPassword(body.newPassword, me.username);
    } catch (error) {
      if (error instanceof OperatorAccountError) {
        throw new ApiError(
          BUSINESS_CODES.VALIDATION_FAILED,
          error.reason === 'weak' ? WEAK_PASSWORD : SHORT_PASSWORD,
        );
      }
      throw error;
    }
    await clearLoginFailures(app.db, me.username, request.ip);
    const session = request.operatorSession as NonNullable<typeof request.operatorSession>;
    const actor = { operatorId: me.id, name: me.username };
    await changeOwnPassword(app.db, actor, body.newPassword, session.idHash, app.now());
    // A new session id for the new password (the old cookie opens nothing any more).
    const renewed = { ...me, needs: null };
    await openOperatorSession(request, reply, renewed);
    return renewed;
  }),
  serveOps(startSecondFactorEnrolment, async ({ app, operator }) => {
    const me = operator as NonNullable<typeof operator>;
    const secret = newTotpSecret();
    const started = await startTotpEnrolment(app.db, me.id, sealTotpSecret(app.pii, secret));
    if (!started) throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, ALREADY_ENROLLED);
    return { secret, uri: totpUri(me.username, secret) };
  }),
  serveOps(confirmSecondFactorEnrolment, async ({ app, body, operator, request, reply }) => {
    const me = operator as NonNullable<typeof operator>;
    const found = await operatorById(app.db, me.id);
    if (!found || found.totpEnrolledAt !== null || found.totpPendingSecret === null) {
      throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, ALREADY_ENROLLED);
    }
    // Sealed as stored: moved as it is, opened only to check the code.
    const sealed = found.totpPendingSecret;
    const step = await matchTotp(openTotpSecret(app.pii, sealed), body.code, app.now(), null);
    if (step === null) {
      throw new ApiError(BUSINESS_CODES.VALIDATION_FAILED, WRONG_CODE, {
        fields: [{ field: 'code', message: WRONG_CODE['en-US'] }],
      });
    }
    const recoveryCodes = newRecoveryCodes();
    const session = request.operatorSession as NonNullable<typeof request.operatorSession>;
    const enrolledAt = new Date(app.now());
    await audited(app.db, actorOf(me), app.now(), async (tx) => {
      const enrolled = await enrolTotp(tx, me.id, { sealed, enrolledAt, step });
      if (!enrolled) throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, ALREADY_ENROLLED);
      await storeRecoveryCodes(tx, me.id, recoveryCodes);
      const ended = await endOperatorSessions(tx, me.id, session.idHash);
      return {
        audit: {
          action: 'operator.totp_enrol',
          targetKind: 'operator',
          targetId: me.id,
          before: { secondFactor: false },
          after: {
            secondFactor: true,
            recoveryCodes: recoveryCodes.length,
            otherSessionsEnded: ended,
          },
        },
        result: undefined,
      };
    });
    // A new session id now that the sign-in has its second factor.
    const renewed = {
      ...me,
      needs: signInNeeds(app.config.env, { ...found, totpEnrolledAt: enrolledAt }),
    };
    await openOperatorSession(request, reply, renewed);
    return { operator: renewed, recoveryCodes };
  }),
  serveOps(logOutOperator, async ({ request, reply }) => {
    await closeOperatorSession(request, reply);
    return { loggedOut: true as const };
  }),
];

export const auditRoutes: readonly OpsRoute[] = [
  serveOps(listAuditEntries, async ({ app, query }) => {
    const { page, pageSize, ...filter } = query;
    return auditLogPage(app.db, page, pageSize, filter);
  }),
  serveOpsCsv(exportAuditEntries, ({ app, query }) => auditLogRows(app.db, query)),
];

const WEAK_PASSWORD = {
  'zh-CN':
    '这个密码太容易被猜到（常见密码、重复或连续的字符、或包含用户名）：可以用几个不相关的词连成一句',
  'en-US':
    'This password is too easy to guess (a common one, a repeat, a sequence, or the name): try a few unrelated words together',
};

const SHORT_PASSWORD = {
  'zh-CN': '密码至少 12 个字符',
  'en-US': 'A password has at least 12 characters',
};

const WRONG_CURRENT_PASSWORD = {
  'zh-CN': '当前密码不对',
  'en-US': 'The current password is wrong',
};

const SAME_PASSWORD = {
  'zh-CN': '新密码不能与当前密码相同',
  'en-US': 'The new password must differ from the current one',
};

const CODE_NEEDED = {
  'zh-CN': '请输入身份验证器中的 6 位验证码（或一个恢复码）',
  'en-US': 'Enter the 6-digit code of your authenticator (or a recovery code)',
};

const WRONG_CODE = {
  'zh-CN': '验证码不对或已用过：请输入身份验证器当前显示的验证码',
  'en-US': 'Wrong or already used code: enter the one your authenticator shows now',
};

const ALREADY_ENROLLED = {
  'zh-CN': '两步验证已经设置；换手机请联系管理员重置',
  'en-US': 'The second factor is already set up; for a new phone ask an admin to reset it',
};

const USERNAME_TAKEN = {
  'zh-CN': '这个用户名已被使用',
  'en-US': 'This username is taken',
};

/**
 * Operator accounts (admin): list, create, disable and enable, change a role, reset a password or
 * a second factor, unlock; each change audited in its transaction. And an account's login history.
 */
export const accountRoutes: readonly OpsRoute[] = [
  serveOps(listOperatorAccounts, async ({ app }) => {
    return { items: await listOperators(app.db, app.now()) };
  }),
  serveOps(createOperatorAccount, async ({ app, body, operator }) => {
    let id: number;
    try {
      // Audited as `operator.create` by this admin, in the insert's transaction.
      id = await createOperator(app.db, actorOf(operator), body, app.now());
    } catch (error) {
      if (error instanceof OperatorAccountError && error.reason === 'taken') {
        throw new ApiError(BUSINESS_CODES.CONFLICT, USERNAME_TAKEN);
      }
      if (error instanceof OperatorAccountError && error.reason === 'weak') {
        throw new ApiError(BUSINESS_CODES.VALIDATION_FAILED, WEAK_PASSWORD);
      }
      throw error;
    }
    const account = await operatorAccount(app.db, id, app.now());
    if (!account) throw new Error(`operator ${id}: created, then not found`);
    return account;
  }),
  serveOps(disableOperatorAccount, async ({ app, params, operator }) => {
    const account = await disableOperator(app.db, actorOf(operator), params.id, app.now());
    return account;
  }),
  serveOps(resetOperatorAccountPassword, async ({ app, params, operator }) => {
    const reset = await resetOperatorPassword(app.db, actorOf(operator), params.id, app.now());
    return reset;
  }),
  serveOps(resetOperatorAccountSecondFactor, async ({ app, params, operator }) => {
    const account = await resetOperatorSecondFactor(
      app.db,
      actorOf(operator),
      params.id,
      app.now(),
    );
    return account;
  }),
  serveOps(unlockOperatorAccount, async ({ app, params, operator }) => {
    const account = await unlockOperator(app.db, actorOf(operator), params.id, app.now());
    return account;
  }),
  serveOps(changeOperatorAccountRole, async ({ app, params, body, operator }) => {
    return changeOperatorRole(app.db, actorOf(operator), params.id, body.role, app.now());
  }),
  serveOps(enableOperatorAccount, async ({ app, params, operator }) => {
    return enableOperator(app.db, actorOf(operator), params.id, app.now());
  }),
  serveOps(listOperatorAccountLogins, async ({ app, params, query }) => {
    return loginHistoryPage(app.db, params.id, query.page, query.pageSize);
  }),
];
