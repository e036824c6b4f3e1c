// Logging in with an SMS code, shared by the login endpoint and the recruitment sign-up: check the
// code (single use, capped tries), then find the user or register the number with the page's
// user type. Opening the session is the caller's (it owns the reply).

import { maskMobile } from '@freight/contract/rules/mask';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { type UserType, users } from '../../db/schema/users.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import type { UserMessage } from '../../http/user-message.ts';
import { codePepper, consumeCode, hashCode, markRegistered } from './sms-codes.ts';

/**
 * Log-in attempts an hour per device, and per client address only as a high ceiling (docs/design.md
 * §8: one address may be a carrier NAT with many people behind it). Guessing is bounded anyway by
 * the wrong tries per code and the codes per number; these keep guessing across many numbers slow.
 */
const LOGINS_PER_HOUR_PER_DEVICE = 30;
const LOGINS_PER_HOUR_PER_ADDRESS = 600;
const HOUR = 3600;

const WRONG_CODE: UserMessage = {
  'zh-CN': '验证码错误，请重新输入',
  'en-US': 'The code is wrong; please enter it again',
};
const NO_USABLE_CODE: UserMessage = {
  'zh-CN': '验证码已失效，请重新获取',
  'en-US': 'The code no longer works; please ask for a new one',
};

export async function findOrCreateUser(db: Db, mobile: string, userType: UserType) {
  const [created] = await db
    .insert(users)
    .values({ mobile, userType })
    .onConflictDoNothing({ target: users.mobile })
    .returning({ id: users.id, userType: users.userType });
  if (created) return { user: created, isNew: true };
  const [existing] = await db
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .where(eq(users.mobile, mobile));
  if (!existing) throw new Error(`user ${maskMobile(mobile)} vanished during login`);
  return { user: existing, isNew: false };
}

export interface CodeLogin {
  mobile: string;
  code: string;
  userType: UserType;
  /** The send's idempotency key: the same key and code again is the same log-in (sms-codes.ts). */
  requestId: string;
}

/** Who is trying, as far as limits go: the client's address and its device id (when sent). */
export type LoginClient = Pick<FastifyRequest, 'ip' | 'deviceId'>;

/** Counts a log-in attempt against the client's hourly limits (RATE_LIMITED past them). */
export async function limitLogins(app: FastifyInstance, client: LoginClient) {
  await app.rateLimit(`login:ip:${client.ip}`, LOGINS_PER_HOUR_PER_ADDRESS, HOUR);
  if (client.deviceId) {
    await app.rateLimit(`login:device:${client.deviceId}`, LOGINS_PER_HOUR_PER_DEVICE, HOUR);
  }
}

/** Uses up `login`'s code if it is right and live, or repeats its use by the same key. */
export function checkCode(app: FastifyInstance, db: Db, login: Omit<CodeLogin, 'userType'>) {
  const pepper = codePepper(app.config.appSecret);
  const codeHash = hashCode(pepper, login.mobile, login.code);
  return consumeCode(db, login.mobile, codeHash, app.now(), login.requestId);
}

/** The refusal of a code that did not check out, in the visitor's language, with its reason. */
export function codeRefusal(result: 'wrong' | 'invalid'): ApiError {
  // The reason lets a page react to the case itself.
  return result === 'wrong'
    ? new ApiError(BUSINESS_CODES.BUSINESS_RULE, WRONG_CODE, { reason: 'code_wrong' })
    : new ApiError(BUSINESS_CODES.BUSINESS_RULE, NO_USABLE_CODE, { reason: 'code_invalid' });
}

/**
 * The user behind a valid code (registered now when new); refuses a wrong or used code. The same
 * log-in sent again (same key and code, the code still alive) is that user again, new if the first
 * send registered them.
 */
export async function verifyCodeAndRegister(
  app: FastifyInstance,
  client: LoginClient,
  login: CodeLogin,
) {
  await limitLogins(app, client);
  const check = await checkCode(app, app.db, login);
  if (check.result === 'wrong' || check.result === 'invalid') throw codeRefusal(check.result);
  const { user, isNew } = await findOrCreateUser(app.db, login.mobile, login.userType);
  if (isNew) await markRegistered(app.db, login.mobile, login.requestId);
  return {
    user: { ...user, mobileMasked: maskMobile(login.mobile) },
    isNew: check.result === 'repeat' ? check.registered || isNew : isNew,
  };
}

/** The user's mobile, if the user still exists (a session can outlive a deleted account). */
export async function userMobileOf(db: Db, userId: number) {
  const [row] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
  return row;
}
