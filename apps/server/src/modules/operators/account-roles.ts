// An admin's other changes of an operator account (issue 43): its role, and enabling it again
// after it was disabled; and the account's login history, read from the audit log. Each change is
// audited as the admin in its transaction; disabling is in accounts.ts with the same rule that the
// last active admin stays one (keepAnActiveAdmin).

import {
  type LoginHistoryEntry,
  type LoginHistoryPage,
  LOGIN_HISTORY_ACTIONS,
  type OperatorAccount,
  type OperatorRole,
} from '@freight/contract/ops';
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { operatorAudit, operators, operatorSessions } from '../../db/schema/operators.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { ACCOUNT_COLUMNS, accountOf, keepAnActiveAdmin, lockedAccount } from './accounts.ts';
import { type Actor, audited } from '../../db/audit.ts';
import { recentFailures } from './login-failures.ts';

const NOT_YOUR_OWN_ROLE = {
  'zh-CN': '不能修改自己的角色：请另一位管理员修改',
  'en-US': 'You cannot change your own role: ask another admin',
};

const SAME_ROLE = {
  'zh-CN': '这个账号已经是这个角色',
  'en-US': 'This account already has this role',
};

const NOT_DISABLED = {
  'zh-CN': '这个账号没有停用',
  'en-US': 'This account is not disabled',
};

const NO_SUCH_OPERATOR = { 'zh-CN': '没有这个运营账号', 'en-US': 'There is no such operator' };

/**
 * Gives an account another role, audited as `operator.role_change` with the role before and
 * after. Its sessions are kept: the operator API reads the role with the session on every request
 * (ops-api.ts, loadSession), so the new role holds from the operator's next request, and a
 * promotion to a role that needs a second factor (in production) makes that request ask for its
 * enrolment first. The audit records how many sessions carry the new role. Refuses an unknown
 * account (404), the admin's own (409), the role it has (409) and demoting the last active admin
 * (409, the rule disabling keeps too).
 */
export async function changeOperatorRole(
  db: Db,
  actor: Actor,
  id: number,
  role: OperatorRole,
  now: number,
): Promise<OperatorAccount> {
  if (actor.operatorId === id) throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, NOT_YOUR_OWN_ROLE);
  return audited(db, actor, now, async (tx) => {
    const before = await lockedAccount(tx, id);
    if (before.role === role) throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, SAME_ROLE);
    if (before.role === 'admin') await keepAnActiveAdmin(tx, id);
    const [row] = await tx
      .update(operators)
      .set({ role })
      .where(eq(operators.id, id))
      .returning(ACCOUNT_COLUMNS);
    const sessions = await tx
      .select({ n: count() })
      .from(operatorSessions)
      .where(eq(operatorSessions.operatorId, id));
    return {
      audit: {
        action: 'operator.role_change',
        targetKind: 'operator',
        targetId: id,
        before: { username: before.username, role: before.role },
        after: { username: before.username, role, sessionsKept: sessions[0]?.n ?? 0 },
      },
      result: accountOf(row as NonNullable<typeof row>, await recentFailures(tx, now)),
    };
  });
}

/**
 * Enables a disabled account again, audited as `operator.enable`: it logs in with its password
 * and second factor as they were (its sessions ended when it was disabled). Refuses an unknown
 * account (404) and one that is not disabled (409).
 */
export async function enableOperator(
  db: Db,
  actor: Actor,
  id: number,
  now: number,
): Promise<OperatorAccount> {
  return audited(db, actor, now, async (tx) => {
    const before = await lockedAccount(tx, id);
    if (before.disabledAt === null) throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, NOT_DISABLED);
    const [row] = await tx
      .update(operators)
      .set({ disabledAt: null })
      .where(eq(operators.id, id))
      .returning(ACCOUNT_COLUMNS);
    return {
      audit: {
        action: 'operator.enable',
        targetKind: 'operator',
        targetId: id,
        before: {
          username: before.username,
          role: before.role,
          disabledAt: before.disabledAt.toISOString(),
        },
        after: { username: before.username, role: before.role, disabledAt: null },
      },
      result: accountOf(row as NonNullable<typeof row>, await recentFailures(tx, now)),
    };
  });
}

type Recorded = Record<string, unknown> | null;

function entryOf(row: typeof operatorAudit.$inferSelect): LoginHistoryEntry {
  const after = (typeof row.after === 'object' ? row.after : null) as Recorded;
  const address = after?.address;
  const left = after?.recoveryCodesLeft;
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action as LoginHistoryEntry['action'],
    actor: row.actor,
    address: typeof address === 'string' ? address : null,
    failed:
      row.action === 'operator.login_failed'
        ? after?.factor === 'second_factor'
          ? 'second_factor'
          : 'password'
        : null,
    recoveryCodesLeft: typeof left === 'number' ? left : null,
  };
}

/**
 * An account's login history, newest first, from the audit log: the entries about the account
 * (LOGIN_HISTORY_ACTIONS), and every failed login of its name (also while it was disabled, when
 * the login finds no active account and records the name alone). 404 when there is no such
 * account.
 */
export async function loginHistoryPage(
  db: Db,
  id: number,
  page: number,
  pageSize: number,
): Promise<LoginHistoryPage> {
  const [account] = await db
    .select({ username: operators.username })
    .from(operators)
    .where(eq(operators.id, id));
  if (!account) throw new ApiError(BUSINESS_CODES.NOT_FOUND, NO_SUCH_OPERATOR);
  // A failed login names the account by its id, or by the name tried when no active account has
  // it; either way it records the name, which a name of digits alone cannot confuse with an id.
  const where = and(
    eq(operatorAudit.targetKind, 'operator'),
    or(
      and(
        inArray(
          operatorAudit.action,
          LOGIN_HISTORY_ACTIONS.filter((action) => action !== 'operator.login_failed'),
        ),
        eq(operatorAudit.targetId, String(id)),
      ),
      and(
        eq(operatorAudit.action, 'operator.login_failed'),
        sql`${operatorAudit.after}->>'username' = ${account.username}`,
      ),
    ),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(operatorAudit)
      .where(where)
      .orderBy(desc(operatorAudit.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(operatorAudit).where(where),
  ]);
  return { page, pageSize, total: total?.n ?? 0, items: rows.map(entryOf) };
}
