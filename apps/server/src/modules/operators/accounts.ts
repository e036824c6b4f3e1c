// Operator accounts: the first made by scripts/create-operator.ts in production, the others by an
// admin through the operator API (routes.ts: list, create, disable, each audited as that admin);
// and the demo admin outside production, whose password the server replaces and prints at each
// start.

import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import {
  OPERATOR_ROLES,
  type OperatorAccount,
  type OperatorRole,
  operatorUsername,
} from '@freight/contract/ops';
import type { Db } from '../../db/database.ts';
import { operatorRecoveryCodes, operators, operatorSessions } from '../../db/schema/operators.ts';
import type { Seed } from '../../db/seed.ts';
import type { PiiVault } from '../../security/pii.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { type Actor, audited } from '../../db/audit.ts';
import { clearLoginFailures, recentFailures } from './login-failures.ts';
import { generatePassword, hashPassword, passwordWeakness } from './password.ts';
import { newTotpSecret } from './second-factor.ts';
import { sealTotpSecret } from './totp-vault.ts';

export const DEMO_OPERATOR_USERNAME = 'demo-admin';

export class OperatorAccountError extends Error {
  override name = 'OperatorAccountError';

  /**
   * `taken`: the username belongs to another account; `weak`: a password easy to guess;
   * `invalid`: a name, role or password the schema would refuse.
   */
  constructor(
    message: string,
    readonly reason: 'invalid' | 'taken' | 'weak' = 'invalid',
  ) {
    super(message);
  }
}

/** Refuses a password shorter than 12 characters (`invalid`) or easy to guess (`weak`). */
export function checkNewPassword(password: string, username: string): void {
  const weakness = passwordWeakness(password, username);
  if (weakness === 'short') {
    throw new OperatorAccountError('A password has at least 12 characters.');
  }
  if (weakness === 'guessable') {
    throw new OperatorAccountError(
      'This password is too easy to guess (a common one, a repeat, a sequence, or the name).',
      'weak',
    );
  }
}

/** Creates an operator (audited as `operator.create`); refuses a taken name. Returns the id. */
export async function createOperator(
  db: Db,
  actor: Actor,
  input: { username: string; password: string; role: OperatorRole },
  now: number,
): Promise<number> {
  const username = operatorUsername.safeParse(input.username);
  if (!username.success) {
    throw new OperatorAccountError('A username has 3 to 40 of a-z, 0-9, ".", "_", "-".');
  }
  if (!OPERATOR_ROLES.includes(input.role)) {
    throw new OperatorAccountError(`The role is one of: ${OPERATOR_ROLES.join(', ')}.`);
  }
  checkNewPassword(input.password, username.data);
  const passwordHash = await hashPassword(input.password);
  return audited(db, actor, now, async (tx) => {
    const [created] = await tx
      .insert(operators)
      .values({ username: username.data, passwordHash, role: input.role, createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ id: operators.id });
    if (!created) {
      throw new OperatorAccountError(`The username ${username.data} is taken.`, 'taken');
    }
    return {
      audit: {
        action: 'operator.create',
        targetKind: 'operator',
        targetId: created.id,
        before: null,
        after: { username: username.data, role: input.role },
      },
      result: created.id,
    };
  });
}

// What an account shows: never its password hash.
export const ACCOUNT_COLUMNS = {
  id: operators.id,
  username: operators.username,
  role: operators.role,
  createdAt: operators.createdAt,
  disabledAt: operators.disabledAt,
  mustChangePassword: operators.mustChangePassword,
  totpEnrolledAt: operators.totpEnrolledAt,
};

export function accountOf(
  row: {
    id: number;
    username: string;
    role: OperatorRole;
    createdAt: Date;
    disabledAt: Date | null;
    mustChangePassword: boolean;
    totpEnrolledAt: Date | null;
  },
  failures: ReadonlyMap<string, number>,
): OperatorAccount {
  const { totpEnrolledAt, ...shown } = row;
  return {
    ...shown,
    secondFactor: totpEnrolledAt !== null,
    createdAt: row.createdAt.toISOString(),
    disabledAt: row.disabledAt?.toISOString() ?? null,
    failedLogins: failures.get(row.username) ?? 0,
  };
}

/** Every account, active and disabled, oldest first. */
export async function listOperators(db: Db, now: number): Promise<OperatorAccount[]> {
  const rows = await db.select(ACCOUNT_COLUMNS).from(operators).orderBy(asc(operators.id));
  const failures = await recentFailures(db, now);
  return rows.map((row) => accountOf(row, failures));
}

/** One account, or undefined. */
export async function operatorAccount(
  db: Db,
  id: number,
  now: number,
): Promise<OperatorAccount | undefined> {
  const [row] = await db.select(ACCOUNT_COLUMNS).from(operators).where(eq(operators.id, id));
  return row ? accountOf(row, await recentFailures(db, now)) : undefined;
}

const NO_SUCH_OPERATOR = { 'zh-CN': '没有这个运营账号', 'en-US': 'There is no such operator' };

/**
 * Ends the operator's sessions, all but the one whose id hashes to `keep` when given (the caller's
 * own, renewed after); answers how many ended.
 */
export async function endOperatorSessions(
  db: Db,
  operatorId: number,
  keep?: string,
): Promise<number> {
  const ofOperator = eq(operatorSessions.operatorId, operatorId);
  const ended = await db
    .delete(operatorSessions)
    .where(keep === undefined ? ofOperator : and(ofOperator, ne(operatorSessions.idHash, keep)))
    .returning({ idHash: operatorSessions.idHash });
  return ended.length;
}

/** The account's row, locked until the transaction ends; 404 when there is none. */
export async function lockedAccount(tx: Db, id: number) {
  const [row] = await tx
    .select(ACCOUNT_COLUMNS)
    .from(operators)
    .where(eq(operators.id, id))
    .for('update');
  if (!row) throw new ApiError(BUSINESS_CODES.NOT_FOUND, NO_SUCH_OPERATOR);
  return row;
}
const LAST_ADMIN = {
  'zh-CN': '这是最后一个在用的管理员账号：请先让另一个账号成为管理员',
  'en-US': 'This is the last active admin account: make another account an admin first',
};

/**
 * One rule for disabling and for a role change: an account that is the last active admin keeps
 * being one (409), so someone can always manage the accounts. The active admins' rows are locked
 * until the transaction ends, so two admins demoting or disabling each other at once cannot both
 * succeed: the second one sees the first one's change.
 */
export async function keepAnActiveAdmin(tx: Db, id: number): Promise<void> {
  const admins = await tx
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.role, 'admin'), isNull(operators.disabledAt)))
    .for('update');
  if (admins.some((admin) => admin.id === id) && admins.length <= 1) {
    throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, LAST_ADMIN);
  }
}

const NOT_YOURSELF = {
  'zh-CN': '不能停用自己的账号',
  'en-US': 'You cannot disable your own account',
};
const ALREADY_DISABLED = {
  'zh-CN': '这个账号已经停用',
  'en-US': 'This account is already disabled',
};

/**
 * Disables an account and ends its sessions, audited as `operator.disable` in the same
 * transaction. Refuses an unknown account (404), the actor's own (409: an admin cannot lock
 * themself out), one already disabled (409) and the last active admin (409, keepAnActiveAdmin).
 */
export async function disableOperator(
  db: Db,
  actor: Actor,
  id: number,
  now: number,
): Promise<OperatorAccount> {
  if (actor.operatorId === id) throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, NOT_YOURSELF);
  return audited(db, actor, now, async (tx) => {
    const found = await lockedAccount(tx, id);
    if (found.disabledAt) throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, ALREADY_DISABLED);
    await keepAnActiveAdmin(tx, id);
    const [row] = await tx
      .update(operators)
      .set({ disabledAt: new Date(now) })
      .where(eq(operators.id, id))
      .returning(ACCOUNT_COLUMNS);
    const ended = await endOperatorSessions(tx, id);
    const account = accountOf(row as NonNullable<typeof row>, await recentFailures(tx, now));
    return {
      audit: {
        action: 'operator.disable',
        targetKind: 'operator',
        targetId: id,
        before: { username: account.username, role: account.role, disabledAt: null },
        after: {
          username: account.username,
          role: account.role,
          disabledAt: account.disabledAt,
          sessionsEnded: ended,
        },
      },
      result: account,
    };
  });
}

/**
 * Lets an operator try passwords again at once from every address (login-failures.ts), audited as
 * `operator.unlock` with the wrong passwords it forgave. Refuses an unknown account (404).
 */
export async function unlockOperator(
  db: Db,
  actor: Actor,
  id: number,
  now: number,
): Promise<OperatorAccount> {
  return audited(db, actor, now, async (tx) => {
    const [row] = await tx.select(ACCOUNT_COLUMNS).from(operators).where(eq(operators.id, id));
    if (!row) throw new ApiError(BUSINESS_CODES.NOT_FOUND, NO_SUCH_OPERATOR);
    const forgiven = await clearLoginFailures(tx, row.username);
    return {
      audit: {
        action: 'operator.unlock',
        targetKind: 'operator',
        targetId: id,
        before: { username: row.username, failedLogins: forgiven },
        after: { username: row.username, failedLogins: 0 },
      },
      result: accountOf(row, new Map()),
    };
  });
}

const NOT_YOUR_OWN_RESET = {
  'zh-CN': '自己的密码请在“修改密码”中修改',
  'en-US': 'Change your own password with “Change password”',
};

/**
 * An admin's reset of another operator's password (a forgotten one): a generated password,
 * returned once for the admin to hand over, the account's sessions ended and its next login held
 * until the operator chooses their own (`must_change_password`). Audited as
 * `operator.password_reset`, never with the password. Refuses an unknown account (404) and the
 * admin's own (409: they change it knowing the current one).
 */
export async function resetOperatorPassword(
  db: Db,
  actor: Actor,
  id: number,
  now: number,
): Promise<{ account: OperatorAccount; password: string }> {
  if (actor.operatorId === id) {
    throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, NOT_YOUR_OWN_RESET);
  }
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  return audited(db, actor, now, async (tx) => {
    const before = await lockedAccount(tx, id);
    const [row] = await tx
      .update(operators)
      .set({ passwordHash, mustChangePassword: true })
      .where(eq(operators.id, id))
      .returning(ACCOUNT_COLUMNS);
    const ended = await endOperatorSessions(tx, id);
    const account = accountOf(row as NonNullable<typeof row>, await recentFailures(tx, now));
    return {
      audit: {
        action: 'operator.password_reset',
        targetKind: 'operator',
        targetId: id,
        before: { username: before.username, mustChangePassword: before.mustChangePassword },
        after: { username: before.username, mustChangePassword: true, sessionsEnded: ended },
      },
      result: { account, password },
    };
  });
}

const NOT_YOUR_OWN_FACTOR = {
  'zh-CN': '不能重置自己的两步验证',
  'en-US': 'You cannot reset your own second factor',
};

/**
 * An admin's reset of another operator's second factor (a lost phone): the secret, any enrolment
 * under way and the recovery codes go, the account's sessions end, and its next login enrols a new
 * one where one is required. Audited as `operator.totp_reset`. Refuses an unknown account (404)
 * and the admin's own (409: a stolen session must not remove its owner's second factor).
 */
export async function resetOperatorSecondFactor(
  db: Db,
  actor: Actor,
  id: number,
  now: number,
): Promise<OperatorAccount> {
  if (actor.operatorId === id) {
    throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, NOT_YOUR_OWN_FACTOR);
  }
  return audited(db, actor, now, async (tx) => {
    const before = await lockedAccount(tx, id);
    const [row] = await tx
      .update(operators)
      .set({ totpSecret: null, totpEnrolledAt: null, totpPendingSecret: null, totpLastStep: null })
      .where(eq(operators.id, id))
      .returning(ACCOUNT_COLUMNS);
    const codes = await tx
      .delete(operatorRecoveryCodes)
      .where(eq(operatorRecoveryCodes.operatorId, id))
      .returning({ id: operatorRecoveryCodes.id });
    const ended = await endOperatorSessions(tx, id);
    return {
      audit: {
        action: 'operator.totp_reset',
        targetKind: 'operator',
        targetId: id,
        before: { username: before.username, secondFactor: before.totpEnrolledAt !== null },
        after: {
          username: before.username,
          secondFactor: false,
          recoveryCodesRemoved: codes.length,
          sessionsEnded: ended,
        },
      },
      result: accountOf(row as NonNullable<typeof row>, await recentFailures(tx, now)),
    };
  });
}

/**
 * Sets an operator's own new password (the current one already checked by the caller), clears a
 * forced change and ends the operator's sessions but `keepSession` (which the caller then renews).
 * Audited as `operator.password_change`, by the operator, never with a password.
 */
export async function changeOwnPassword(
  db: Db,
  actor: Actor & { operatorId: number },
  newPassword: string,
  keepSession: string,
  now: number,
): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await audited(db, actor, now, async (tx) => {
    const [before] = await tx
      .select({ mustChangePassword: operators.mustChangePassword })
      .from(operators)
      .where(eq(operators.id, actor.operatorId))
      .for('update');
    await tx
      .update(operators)
      .set({ passwordHash, mustChangePassword: false })
      .where(eq(operators.id, actor.operatorId));
    const ended = await endOperatorSessions(tx, actor.operatorId, keepSession);
    return {
      audit: {
        action: 'operator.password_change',
        targetKind: 'operator',
        targetId: actor.operatorId,
        before: { mustChangePassword: before?.mustChangePassword ?? false },
        after: { mustChangePassword: false, otherSessionsEnded: ended },
      },
      result: undefined,
    };
  });
}

/** The demo admin (never in production), with a password nobody knows until the start sets one. */
export const demoOperatorSeed: Seed = {
  name: 'operators.demo',
  version: 1,
  demoOnly: true,
  async run(db) {
    await db
      .insert(operators)
      .values({
        username: DEMO_OPERATOR_USERNAME,
        passwordHash: await hashPassword(generatePassword()),
        role: 'admin',
      })
      .onConflictDoNothing();
  },
};

/**
 * Outside production, at start: gives the demo admin a new generated password and a new enrolled
 * TOTP secret (so the console's browser tests log in with a code), ends its sessions, and returns
 * the account to print. Undefined when the demo account is absent (deleted by hand).
 */
export async function resetDemoOperator(
  db: Db,
  pii: PiiVault,
): Promise<{ username: string; password: string; totpSecret: string } | undefined> {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const totpSecret = newTotpSecret();
  const [demo] = await db
    .update(operators)
    .set({
      passwordHash,
      mustChangePassword: false,
      totpSecret: sealTotpSecret(pii, totpSecret),
      totpEnrolledAt: new Date(),
      totpPendingSecret: null,
      totpLastStep: null,
    })
    .where(and(eq(operators.username, DEMO_OPERATOR_USERNAME), isNull(operators.disabledAt)))
    .returning({ id: operators.id });
  if (!demo) return undefined;
  await endOperatorSessions(db, demo.id);
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, demo.id));
  return { username: DEMO_OPERATOR_USERNAME, password, totpSecret };
}

/** The account of this username, unless it is disabled (the login's). */
export async function activeOperatorNamed(db: Db, username: string) {
  const [found] = await db
    .select()
    .from(operators)
    .where(and(eq(operators.username, username), isNull(operators.disabledAt)));
  return found;
}

/** An account by id, disabled or not. */
export async function operatorById(db: Db, id: number) {
  const [found] = await db.select().from(operators).where(eq(operators.id, id));
  return found;
}

/** An account's password hash (the own password change checks the current one). */
export async function operatorPasswordHash(db: Db, id: number) {
  const [found] = await db
    .select({ passwordHash: operators.passwordHash })
    .from(operators)
    .where(eq(operators.id, id));
  return found;
}
