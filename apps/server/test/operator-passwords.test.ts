// Operator passwords after the account is made (issue 42, item 9; docs/decisions/037): an operator
// changes their own, the current one checked; an admin resets another's to a generated one,
// answered once, which ends that operator's sessions and holds their next login until they choose
// their own (403 4032 on every other route). Each change is audited, never with a password.

import { operatorAccountList, operatorMe, passwordResetAnswer } from '@freight/contract/ops';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit } from '../src/db/schema/operators.ts';
import { createOperator } from '../src/modules/operators/accounts.ts';
import { OpsClient, operatorsOfEachRole, TEST_SETUP } from './helpers/ops.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

const PASSWORD = 'correct horse battery staple';
const NEW_PASSWORD = 'lantern orchard velvet pebble';

let t: TestApp;
let ops: Awaited<ReturnType<typeof operatorsOfEachRole>>;

async function newOperator(username: string): Promise<number> {
  return createOperator(
    t.app.db,
    TEST_SETUP,
    { username, password: PASSWORD, role: 'operator' },
    t.app.now(),
  );
}

async function loggedIn(username: string, password = PASSWORD): Promise<OpsClient> {
  const client = new OpsClient(t.app);
  await client.login(username, password);
  return client;
}

async function auditOf(action: 'operator.password_change' | 'operator.password_reset', id: number) {
  return t.app.db
    .select()
    .from(operatorAudit)
    .where(and(eq(operatorAudit.action, action), eq(operatorAudit.targetId, String(id))));
}

beforeAll(async () => {
  t = await buildTestApp();
  ops = await operatorsOfEachRole(t.app, PASSWORD);
});
afterAll(() => t.close());

describe("one's own password", () => {
  it('is changed with the current one: audited, other sessions ended, this one renewed', async () => {
    const id = await newOperator('changer-1');
    const client = await loggedIn('changer-1');
    const elsewhere = await loggedIn('changer-1');
    const oldCookies = new Map(client.cookies);

    const res = await client.request('POST', '/session/password', {
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(operatorMe.parse(res.json())).toMatchObject({ username: 'changer-1', needs: null });
    expect([...client.cookies.values()]).not.toEqual([...oldCookies.values()]);
    expect((await client.request('GET', '/session')).statusCode).toBe(200);
    expect((await elsewhere.request('GET', '/session')).json()).toBeNull();

    const [record, ...more] = await auditOf('operator.password_change', id);
    expect(more).toHaveLength(0);
    expect(record).toMatchObject({ operatorId: id, actor: 'changer-1', targetKind: 'operator' });
    expect(record?.after).toMatchObject({ mustChangePassword: false, otherSessionsEnded: 1 });
    expect(JSON.stringify(record)).not.toContain(NEW_PASSWORD);

    const old = await new OpsClient(t.app).request('POST', '/session', {
      body: { username: 'changer-1', password: PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    await loggedIn('changer-1', NEW_PASSWORD);
  });

  it('refuses a wrong current password (counted as a wrong password), the same one, a weak one', async () => {
    const id = await newOperator('changer-2');
    const client = await loggedIn('changer-2');
    const change = (currentPassword: string, newPassword: string) =>
      client.request('POST', '/session/password', { body: { currentPassword, newPassword } });

    const wrong = await change('not the password at all', NEW_PASSWORD);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      status: { code: 4220 },
      data: { fields: [{ field: 'currentPassword' }] },
    });
    const accounts = operatorAccountList.parse(
      (await ops.as('admin').request('GET', '/operators')).json(),
    );
    expect(accounts.items.find((item) => item.id === id)?.failedLogins).toBe(1);

    expect((await change(PASSWORD, PASSWORD)).statusCode).toBe(422);
    const weak = await change(PASSWORD, 'password1234');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().status.msg).toMatch(/容易被猜到/);
    const short = await change(PASSWORD, 'short');
    expect(short.statusCode).toBe(422);

    expect(await auditOf('operator.password_change', id)).toHaveLength(0);
    // The password is unchanged.
    await loggedIn('changer-2');
  });

  it('slows a guesser of the current password as the login does', async () => {
    await newOperator('changer-3');
    const client = await loggedIn('changer-3');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await client.request('POST', '/session/password', {
        body: { currentPassword: `wrong guess ${i}`, newPassword: NEW_PASSWORD },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 429]);
  });
});

describe("an admin's reset of another's password", () => {
  it('answers a generated password once, ends their sessions, audited without the password', async () => {
    const id = await newOperator('forgetful-1');
    const theirs = await loggedIn('forgetful-1');

    const res = await ops.as('admin').request('POST', `/operators/${id}/reset-password`);
    expect(res.statusCode, res.body).toBe(200);
    const reset = passwordResetAnswer.parse(res.json());
    expect(reset.account).toMatchObject({ id, mustChangePassword: true });
    expect(reset.password.length).toBeGreaterThanOrEqual(12);
    expect((await theirs.request('GET', '/session')).json()).toBeNull();

    const [record] = await auditOf('operator.password_reset', id);
    expect(record).toMatchObject({ operatorId: ops.idOf('admin'), actor: 'admin-1' });
    expect(record?.after).toMatchObject({ mustChangePassword: true, sessionsEnded: 1 });
    expect(JSON.stringify(record)).not.toContain(reset.password);

    const old = await new OpsClient(t.app).request('POST', '/session', {
      body: { username: 'forgetful-1', password: PASSWORD },
    });
    expect(old.statusCode).toBe(401);
  });

  it('holds the next login until the operator chooses a password (403 4032 elsewhere)', async () => {
    const id = await newOperator('forgetful-2');
    const res = await ops.as('admin').request('POST', `/operators/${id}/reset-password`);
    const { password } = passwordResetAnswer.parse(res.json());

    const client = new OpsClient(t.app);
    const login = await client.request('POST', '/session', {
      body: { username: 'forgetful-2', password },
    });
    expect(login.statusCode).toBe(200);
    expect(operatorMe.parse(login.json()).needs).toBe('password_change');
    const me = await client.request('GET', '/session');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ needs: 'password_change' });
    for (const [method, path] of [
      ['GET', '/drivers/verifications'],
      ['GET', '/value/users/1/entries'],
      ['POST', '/drivers/verifications/1/review'],
    ] as const) {
      const blocked = await client.request(method, path, { body: { decision: 'approve' } });
      expect(blocked.statusCode, `${method} ${path}`).toBe(403);
      expect(blocked.json()).toMatchObject({
        status: { code: 4032 },
        data: { needs: 'password_change' },
      });
    }

    const changed = await client.request('POST', '/session/password', {
      body: { currentPassword: password, newPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(operatorMe.parse(changed.json()).needs).toBeNull();
    expect((await client.request('GET', '/drivers/verifications')).statusCode).toBe(200);

    const [record] = await auditOf('operator.password_change', id);
    expect(record?.before).toEqual({ mustChangePassword: true });
    const accounts = operatorAccountList.parse(
      (await ops.as('admin').request('GET', '/operators')).json(),
    );
    expect(accounts.items.find((item) => item.id === id)?.mustChangePassword).toBe(false);
  });

  it("lets the held session log out, and refuses an admin's own reset and an unknown account", async () => {
    const id = await newOperator('forgetful-3');
    const { password } = passwordResetAnswer.parse(
      (await ops.as('admin').request('POST', `/operators/${id}/reset-password`)).json(),
    );
    const client = await loggedIn('forgetful-3', password);
    expect((await client.request('DELETE', '/session')).statusCode).toBe(200);

    const own = await ops
      .as('admin')
      .request('POST', `/operators/${ops.idOf('admin')}/reset-password`);
    expect(own.statusCode).toBe(409);
    const unknown = await ops.as('admin').request('POST', '/operators/999999/reset-password');
    expect(unknown.statusCode).toBe(404);
  });
});
