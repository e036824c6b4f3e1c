// Operator accounts: created by an admin's script in production (scripts/create-operator.ts), and
// the demo admin outside production, whose password the server replaces and prints at each start.

import { and, eq, isNull } from 'drizzle-orm';
import { OPERATOR_ROLES, type OperatorRole, operatorUsername } from '@freight/contract/ops';
import type { Db } from '../../db/database.ts';
import { operators, operatorSessions } from '../../db/schema/operators.ts';
import type { Seed } from '../../db/seed.ts';
import { type Actor, audited } from './audit.ts';
import { generatePassword, hashPassword } from './password.ts';

export const DEMO_OPERATOR_USERNAME = 'demo-admin';

export class OperatorAccountError extends Error {
  override name = 'OperatorAccountError';
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
  if (input.password.length < 12) {
    throw new OperatorAccountError('A password has at least 12 characters.');
  }
  const passwordHash = await hashPassword(input.password);
  return audited(db, actor, now, async (tx) => {
    const [created] = await tx
      .insert(operators)
      .values({ username: username.data, passwordHash, role: input.role, createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ id: operators.id });
    if (!created) throw new OperatorAccountError(`The username ${username.data} is taken.`);
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
 * Outside production, at start: gives the demo admin a new generated password, ends its sessions,
 * and returns the account to print. Undefined when the demo account is absent (deleted by hand).
 */
export async function resetDemoOperator(
  db: Db,
): Promise<{ username: string; password: string } | undefined> {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const [demo] = await db
    .update(operators)
    .set({ passwordHash })
    .where(and(eq(operators.username, DEMO_OPERATOR_USERNAME), isNull(operators.disabledAt)))
    .returning({ id: operators.id });
  if (!demo) return undefined;
  await db.delete(operatorSessions).where(eq(operatorSessions.operatorId, demo.id));
  return { username: DEMO_OPERATOR_USERNAME, password };
}
