// Operator accounts in the operator API (issue 18): an admin lists, creates and disables accounts,
// each change audited as that admin; the new viewer logs in and is refused changes; a disabled
// operator's session ends. And a user's ledger entries for the console, paged newest first with
// the user's own list's query. The guard's refusals of these routes (401, 403 by role) are also
// walked by operators.test.ts with the rest of the route table.

import {
  loginHistoryPage,
  type OperatorRole,
  operatorAccount,
  operatorAccountList,
  opsValueEntries,
} from '@freight/contract/ops';
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit, operators, operatorSessions } from '../src/db/schema/operators.ts';
import { USER_TYPE, users } from '../src/db/schema/users.ts';
import { changeOperatorRole } from '../src/modules/operators/account-roles.ts';
import { createOperator, disableOperator } from '../src/modules/operators/accounts.ts';
import { newRecoveryCodes, storeRecoveryCodes } from '../src/modules/operators/second-factor.ts';
import { credit } from '../src/modules/value/ledger.ts';
import { enrolSecondFactor, OpsClient, operatorsOfEachRole, TEST_SETUP } from './helpers/ops.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

const PASSWORD = 'correct horse battery staple';

let t: TestApp;
let ops: Awaited<ReturnType<typeof operatorsOfEachRole>>;
const as = (role: OperatorRole) => ops.as(role);

/** The changes recorded on a target (logins, also recorded, are not changes). */
async function auditOf(targetKind: string, targetId: number | string) {
  return t.app.db
    .select()
    .from(operatorAudit)
    .where(
      and(
        eq(operatorAudit.targetKind, targetKind),
        eq(operatorAudit.targetId, String(targetId)),
        notInArray(operatorAudit.action, ['operator.login', 'operator.login_failed']),
      ),
    )
    .orderBy(operatorAudit.id);
}

async function newOperator(username: string, role: OperatorRole): Promise<number> {
  return createOperator(t.app.db, TEST_SETUP, { username, password: PASSWORD, role }, t.app.now());
}

beforeAll(async () => {
  t = await buildTestApp();
  ops = await operatorsOfEachRole(t.app, PASSWORD);
});
afterAll(() => t.close());

describe('operator accounts (admin)', () => {
  it('lists the accounts, never a password hash', async () => {
    const res = await as('admin').request('GET', '/operators');
    expect(res.statusCode).toBe(200);
    const list = operatorAccountList.parse(res.json());
    expect(list.items.map((item) => item.username)).toEqual(
      expect.arrayContaining(['viewer-1', 'operator-1', 'admin-1']),
    );
    expect(list.items.find((item) => item.username === 'admin-1')).toMatchObject({
      id: ops.idOf('admin'),
      role: 'admin',
      disabledAt: null,
    });
    expect(res.body).not.toMatch(/scrypt|passwordHash|password/);
  });

  it('creates a viewer, audited as operator.create by the admin; the viewer logs in and may not change anything', async () => {
    const res = await as('admin').request('POST', '/operators', {
      body: { username: 'new-viewer', role: 'viewer', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const created = operatorAccount.parse(res.json());
    expect(created).toMatchObject({ username: 'new-viewer', role: 'viewer', disabledAt: null });
    expect(res.body).not.toMatch(/scrypt|password/);

    const [record, ...more] = await auditOf('operator', created.id);
    expect(more).toHaveLength(0);
    expect(record).toMatchObject({
      action: 'operator.create',
      operatorId: ops.idOf('admin'),
      actor: 'admin-1',
      before: null,
      after: { username: 'new-viewer', role: 'viewer' },
    });
    expect(JSON.stringify(record)).not.toContain(PASSWORD);

    const viewer = new OpsClient(t.app);
    await viewer.login('new-viewer', PASSWORD);
    const me = await viewer.request('GET', '/session');
    expect(me.json()).toMatchObject({ id: created.id, username: 'new-viewer', role: 'viewer' });
    // It reads, and is refused changes (the guard's 403, before the body is looked at).
    expect((await viewer.request('GET', '/campaigns')).statusCode).toBe(200);
    for (const path of ['/campaigns/1/topups', '/users/1/reveal', '/operators']) {
      const refused = await viewer.request('POST', path, { body: {} });
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json()).toMatchObject({ status: { code: 4030 } });
    }
  });

  it('refuses a taken username with 409 and a message in both languages, and writes nothing', async () => {
    const before = await t.app.db.select().from(operatorAudit);
    const body = { username: 'operator-1', role: 'viewer', password: PASSWORD };
    const zh = await as('admin').request('POST', '/operators', { body });
    expect(zh.statusCode).toBe(409);
    expect(zh.json()).toEqual({ status: { code: 4090, msg: '这个用户名已被使用' }, data: null });
    const en = await as('admin').request('POST', '/operators', {
      body,
      headers: { 'accept-language': 'en-US' },
    });
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({ status: { code: 4090, msg: 'This username is taken' } });
    expect(await t.app.db.select().from(operatorAudit)).toHaveLength(before.length);
    const [kept] = await t.app.db
      .select()
      .from(operators)
      .where(eq(operators.username, 'operator-1'));
    expect(kept?.role).toBe('operator');
  });

  it('refuses a password easy to guess, saying why, and writes nothing', async () => {
    const before = await t.app.db.select().from(operatorAudit);
    for (const password of ['aaaaaaaaaaaa', '123456789012', 'password1234', 'qwertyuiop12']) {
      const res = await as('admin').request('POST', '/operators', {
        body: { username: 'weak-1', role: 'viewer', password },
      });
      expect(res.statusCode, password).toBe(422);
      expect(res.json()).toMatchObject({ status: { code: 4220, msg: /太容易被猜到/ } });
    }
    expect(await t.app.db.select().from(operatorAudit)).toHaveLength(before.length);
    const strong = await as('admin').request('POST', '/operators', {
      body: { username: 'weak-1', role: 'viewer', password: 'tea kettle under 9 bridges' },
    });
    expect(strong.statusCode).toBe(200);
  });

  it('refuses a malformed account with 422', async () => {
    for (const body of [
      { username: 'Bad Name', role: 'viewer', password: PASSWORD },
      { username: 'short-pass', role: 'viewer', password: 'too short' },
      { username: 'no-such-role', role: 'owner', password: PASSWORD },
      { username: 'extra-field', role: 'viewer', password: PASSWORD, passwordHash: 'x' },
    ]) {
      const res = await as('admin').request('POST', '/operators', { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toMatchObject({ status: { code: 4220 } });
    }
  });

  it('disables an account: its session ends at once, it cannot log in, and the change is audited', async () => {
    const id = await newOperator('leaving-2', 'operator');
    const leaving = new OpsClient(t.app);
    await leaving.login('leaving-2', PASSWORD);
    expect((await leaving.request('GET', '/session')).statusCode).toBe(200);

    const res = await as('admin').request('POST', `/operators/${id}/disable`);
    expect(res.statusCode).toBe(200);
    const account = operatorAccount.parse(res.json());
    expect(account).toMatchObject({ id, username: 'leaving-2', role: 'operator' });
    expect(account.disabledAt).not.toBeNull();

    expect(
      await t.app.db.select().from(operatorSessions).where(eq(operatorSessions.operatorId, id)),
    ).toHaveLength(0);
    const next = await leaving.request('GET', '/campaigns');
    expect(next.statusCode).toBe(401);
    expect(next.json()).toMatchObject({ status: { code: 4010 } });
    const again = await new OpsClient(t.app).request('POST', '/session', {
      body: { username: 'leaving-2', password: PASSWORD },
    });
    expect(again.statusCode).toBe(401);

    const records = await auditOf('operator', id);
    expect(records.map((r) => r.action)).toEqual(['operator.create', 'operator.disable']);
    expect(records[1]).toMatchObject({
      operatorId: ops.idOf('admin'),
      actor: 'admin-1',
      before: { username: 'leaving-2', role: 'operator', disabledAt: null },
      after: { disabledAt: account.disabledAt, sessionsEnded: 1 },
    });

    // Listed as disabled; a second disable is refused and writes nothing.
    const list = operatorAccountList.parse((await as('admin').request('GET', '/operators')).json());
    expect(list.items.find((item) => item.id === id)?.disabledAt).toBe(account.disabledAt);
    const twice = await as('admin').request('POST', `/operators/${id}/disable`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ status: { code: 1000, msg: '这个账号已经停用' } });
    expect(await auditOf('operator', id)).toHaveLength(2);
  });

  it('refuses to let an admin disable themself (409), and an unknown account (404)', async () => {
    const self = await as('admin').request('POST', `/operators/${ops.idOf('admin')}/disable`, {
      headers: { 'accept-language': 'en-US' },
    });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({
      status: { code: 1000, msg: 'You cannot disable your own account' },
      data: null,
    });
    expect((await as('admin').request('GET', '/session')).statusCode).toBe(200);
    expect(await auditOf('operator', ops.idOf('admin'))).toHaveLength(1);

    const unknown = await as('admin').request('POST', '/operators/999999/disable');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: { code: 4040 } });
  });

  it('refuses viewers and operators on all three routes (403)', async () => {
    const target = await newOperator('target-3', 'viewer');
    for (const role of ['viewer', 'operator'] as const) {
      const calls = [
        as(role).request('GET', '/operators'),
        as(role).request('POST', '/operators', {
          body: { username: `by-${role}`, role: 'admin', password: PASSWORD },
        }),
        as(role).request('POST', `/operators/${target}/disable`),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode, role).toBe(403);
        expect(res.json()).toMatchObject({ status: { code: 4030 } });
      }
    }
    const [still] = await t.app.db.select().from(operators).where(eq(operators.id, target));
    expect(still?.disabledAt).toBeNull();
    expect(
      await t.app.db.select().from(operators).where(eq(operators.username, 'by-viewer')),
    ).toHaveLength(0);
  });
});

describe('an account’s role, re-enabling and login history (admin)', () => {
  const EN = { 'accept-language': 'en-US' };

  it('changes a role, audited with the role before and after; the sessions stay and carry the new role from their next request', async () => {
    const id = await newOperator('promoted-1', 'viewer');
    const them = new OpsClient(t.app);
    await them.login('promoted-1', PASSWORD);
    expect((await them.request('GET', '/operators')).statusCode).toBe(403);

    const res = await as('admin').request('POST', `/operators/${id}/role`, {
      body: { role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    expect(operatorAccount.parse(res.json())).toMatchObject({
      id,
      role: 'admin',
      disabledAt: null,
    });
    // The same session, not logged in again: its next request is an admin's.
    expect((await them.request('GET', '/session')).json()).toMatchObject({ id, role: 'admin' });
    expect((await them.request('GET', '/operators')).statusCode).toBe(200);

    const down = await as('admin').request('POST', `/operators/${id}/role`, {
      body: { role: 'viewer' },
    });
    expect(down.statusCode).toBe(200);
    const refused = await them.request('POST', '/campaigns/1/topups', { body: {} });
    expect(refused.statusCode).toBe(403);
    expect((await them.request('GET', '/session')).json()).toMatchObject({ role: 'viewer' });

    const records = await auditOf('operator', id);
    expect(records.map((r) => r.action)).toEqual([
      'operator.create',
      'operator.role_change',
      'operator.role_change',
    ]);
    expect(records[1]).toMatchObject({
      operatorId: ops.idOf('admin'),
      actor: 'admin-1',
      before: { username: 'promoted-1', role: 'viewer' },
      after: { username: 'promoted-1', role: 'admin', sessionsKept: 1 },
    });
    expect(records[2]).toMatchObject({
      before: { role: 'admin' },
      after: { role: 'viewer', sessionsKept: 1 },
    });
  });

  it('refuses one’s own role, the role an account has, a role not in the list and an unknown account, writing nothing', async () => {
    const id = await newOperator('steady-1', 'operator');
    const before = (await t.app.db.select().from(operatorAudit)).length;
    const own = await as('admin').request('POST', `/operators/${ops.idOf('admin')}/role`, {
      body: { role: 'viewer' },
    });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({
      status: { code: 1000, msg: '不能修改自己的角色：请另一位管理员修改' },
      data: null,
    });
    const ownEn = await as('admin').request('POST', `/operators/${ops.idOf('admin')}/role`, {
      body: { role: 'viewer' },
      headers: EN,
    });
    expect(ownEn.json()).toMatchObject({
      status: { code: 1000, msg: 'You cannot change your own role: ask another admin' },
    });
    const same = await as('admin').request('POST', `/operators/${id}/role`, {
      body: { role: 'operator' },
      headers: EN,
    });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({
      status: { code: 1000, msg: 'This account already has this role' },
    });
    for (const body of [{ role: 'owner' }, {}, { role: 'admin', disabledAt: null }]) {
      const bad = await as('admin').request('POST', `/operators/${id}/role`, { body });
      expect(bad.statusCode, JSON.stringify(body)).toBe(422);
    }
    const unknown = await as('admin').request('POST', '/operators/999999/role', {
      body: { role: 'viewer' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(await t.app.db.select().from(operatorAudit)).toHaveLength(before);
    expect((await as('admin').request('GET', '/session')).json()).toMatchObject({ role: 'admin' });
  });

  it('re-enables a disabled account, audited; it logs in again; an active one is refused', async () => {
    const id = await newOperator('returning-1', 'operator');
    expect((await as('admin').request('POST', `/operators/${id}/disable`)).statusCode).toBe(200);
    const res = await as('admin').request('POST', `/operators/${id}/enable`);
    expect(res.statusCode).toBe(200);
    expect(operatorAccount.parse(res.json())).toMatchObject({
      id,
      role: 'operator',
      disabledAt: null,
    });
    const back = new OpsClient(t.app);
    await back.login('returning-1', PASSWORD);
    expect((await back.request('GET', '/session')).json()).toMatchObject({ id, role: 'operator' });

    const records = await auditOf('operator', id);
    expect(records.map((r) => r.action)).toEqual([
      'operator.create',
      'operator.disable',
      'operator.enable',
    ]);
    expect(records[2]).toMatchObject({
      operatorId: ops.idOf('admin'),
      before: { username: 'returning-1', role: 'operator', disabledAt: expect.any(String) },
      after: { username: 'returning-1', role: 'operator', disabledAt: null },
    });

    const again = await as('admin').request('POST', `/operators/${id}/enable`, { headers: EN });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      status: { code: 1000, msg: 'This account is not disabled' },
      data: null,
    });
    expect(await auditOf('operator', id)).toHaveLength(3);
    expect((await as('admin').request('POST', '/operators/999999/enable')).statusCode).toBe(404);
  });

  it('keeps the last active admin one: neither demoted nor disabled (one rule), even by two admins at once', async () => {
    // An app of its own, with two admins only (its demo admin disabled).
    const own = await buildTestApp();
    try {
      await own.app.db.update(operators).set({ disabledAt: new Date(own.app.now()) });
      const adminOf = async (username: string) => {
        const id = await createOperator(
          own.app.db,
          TEST_SETUP,
          { username, password: PASSWORD, role: 'admin' },
          own.app.now(),
        );
        const client = new OpsClient(own.app);
        await client.login(username, PASSWORD);
        return { id, client };
      };
      const a = await adminOf('admin-a');
      const b = await adminOf('admin-b');
      // They demote each other at the same moment: one wins, the other is refused.
      const [ab, ba] = await Promise.all([
        a.client.request('POST', `/operators/${b.id}/role`, { body: { role: 'viewer' } }),
        b.client.request('POST', `/operators/${a.id}/role`, { body: { role: 'viewer' } }),
      ]);
      expect([ab.statusCode, ba.statusCode].filter((code) => code === 200)).toHaveLength(1);
      const admins = await own.app.db
        .select({ id: operators.id })
        .from(operators)
        .where(and(eq(operators.role, 'admin'), isNull(operators.disabledAt)));
      expect(admins).toHaveLength(1);
      const last = admins[0]?.id as number;
      // The loser, a viewer now, is refused the next change by the guard.
      const loser = last === a.id ? b.client : a.client;
      expect((await loser.request('POST', `/operators/${last}/disable`)).statusCode).toBe(403);

      // The last admin, by a script (which no self-refusal stops): refused both ways, with words.
      for (const change of [
        () => changeOperatorRole(own.app.db, TEST_SETUP, last, 'operator', own.app.now()),
        () => disableOperator(own.app.db, TEST_SETUP, last, own.app.now()),
      ]) {
        await expect(change()).rejects.toMatchObject({
          code: 1000,
          msg: {
            'zh-CN': '这是最后一个在用的管理员账号：请先让另一个账号成为管理员',
            'en-US': 'This is the last active admin account: make another account an admin first',
          },
        });
      }
      // With another admin again, the same changes pass.
      const winner = last === a.id ? a : b;
      const loserId = last === a.id ? b.id : a.id;
      const back = await winner.client.request('POST', `/operators/${loserId}/role`, {
        body: { role: 'admin' },
      });
      expect(back.statusCode).toBe(200);
      expect(
        (await loser.request('POST', `/operators/${last}/disable`, { headers: EN })).statusCode,
      ).toBe(200);
      // The winner, disabled by the other, is logged out.
      expect((await winner.client.request('GET', '/session')).json()).toBeNull();
    } finally {
      await own.close();
    }
  });

  it('reads an account’s login history newest first, paged: logins, failed logins, recovery codes, password and second-factor changes, with the address', async () => {
    const id = await newOperator('history-1', 'operator');
    const secret = await enrolSecondFactor(t.app, id);
    const codes = newRecoveryCodes();
    await storeRecoveryCodes(t.app.db, id, codes);
    const them = new OpsClient(t.app);
    // A wrong password, then a wrong code, then a login with a recovery code.
    for (const body of [
      { username: 'history-1', password: 'not the password at all' },
      { username: 'history-1', password: PASSWORD, code: '000000' },
      { username: 'history-1', password: PASSWORD, code: codes[0] },
    ]) {
      await them.request('POST', '/session', { body });
    }
    // Its password reset by the admin, then chosen by the operator at the next login.
    const reset = await as('admin').request('POST', `/operators/${id}/reset-password`);
    const temporary = reset.json<{ password: string }>().password;
    await them.login('history-1', temporary, secret);
    const changed = await them.request('POST', '/session/password', {
      body: { currentPassword: temporary, newPassword: 'lantern orchard copper ninety' },
    });
    expect(changed.statusCode).toBe(200);
    await as('admin').request('POST', `/operators/${id}/reset-second-factor`);
    // A try while disabled names no active account: listed too, by its name.
    await as('admin').request('POST', `/operators/${id}/disable`);
    await new OpsClient(t.app, them.ip).request('POST', '/session', {
      body: { username: 'history-1', password: 'lantern orchard copper ninety' },
    });

    const res = await as('admin').request('GET', `/operators/${id}/logins`);
    expect(res.statusCode).toBe(200);
    const history = loginHistoryPage.parse(res.json());
    expect(history.total).toBe(9);
    expect(history.items.map((item) => item.action)).toEqual([
      'operator.login_failed',
      'operator.totp_reset',
      'operator.password_change',
      'operator.login',
      'operator.password_reset',
      'operator.login',
      'operator.recovery_code_used',
      'operator.login_failed',
      'operator.login_failed',
    ]);
    expect(history.items[0]).toMatchObject({
      actor: `login from ${them.ip}`,
      address: them.ip,
      failed: 'password',
    });
    expect(history.items[1]).toMatchObject({ actor: 'admin-1', address: null, failed: null });
    expect(history.items[3]).toMatchObject({ actor: 'history-1', address: them.ip });
    expect(history.items[6]).toMatchObject({ address: them.ip, recoveryCodesLeft: 9 });
    expect(history.items[7]).toMatchObject({ failed: 'second_factor', address: them.ip });
    expect(history.items[8]).toMatchObject({ failed: 'password' });
    // Nothing of other accounts, and no disable (a change of the account, in the audit log).
    expect(res.body).not.toMatch(/operator\.disable|operator\.create/);

    const second = loginHistoryPage.parse(
      (await as('admin').request('GET', `/operators/${id}/logins?page=2&pageSize=4`)).json(),
    );
    expect(second.items.map((item) => item.id)).toEqual(
      history.items.slice(4, 8).map((item) => item.id),
    );
    expect((await as('admin').request('GET', '/operators/999999/logins')).statusCode).toBe(404);
    expect(
      (await as('admin').request('GET', `/operators/${id}/logins?pageSize=101`)).statusCode,
    ).toBe(422);
  });

  it('refuses a viewer and an operator the role change, the re-enabling and the history (403)', async () => {
    const target = await newOperator('target-4', 'viewer');
    await disableOperator(t.app.db, TEST_SETUP, target, t.app.now());
    for (const role of ['viewer', 'operator'] as const) {
      const calls = [
        as(role).request('POST', `/operators/${target}/role`, { body: { role: 'admin' } }),
        as(role).request('POST', `/operators/${target}/enable`),
        as(role).request('GET', `/operators/${target}/logins`),
        as(role).request('POST', `/operators/${ops.idOf(role)}/role`, { body: { role: 'admin' } }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode, role).toBe(403);
        expect(res.json()).toMatchObject({ status: { code: 4030 } });
      }
    }
    const [still] = await t.app.db.select().from(operators).where(eq(operators.id, target));
    expect(still).toMatchObject({ role: 'viewer', disabledAt: expect.any(Date) });
  });
});

describe('GET /ops/api/value/users/:userId/entries', () => {
  let userId: number;

  beforeAll(async () => {
    const [user] = await t.app.db
      .insert(users)
      .values({ mobile: '13700990001', userType: USER_TYPE.shipper })
      .returning({ id: users.id });
    userId = (user as { id: number }).id;
    await t.app.db.transaction(async (tx) => {
      for (let i = 1; i <= 5; i++) {
        await credit(tx, {
          userId,
          asset: 'points',
          amount: i * 10,
          reason: 'campaign_prize',
          ref: { kind: 'campaign', id: i },
          idempotencyKey: `test:points:${i}`,
          expiresOn: null,
          now: t.app.now(),
        });
      }
      await credit(tx, {
        userId,
        asset: 'lucky_beans',
        amount: 7,
        reason: 'sign_in_reward',
        ref: { kind: 'task', id: 1 },
        idempotencyKey: 'test:beans:1',
        expiresOn: null,
        now: t.app.now(),
      });
    });
    const adjusted = await as('operator').request('POST', `/value/users/${userId}/adjustments`, {
      body: {
        asset: 'points',
        amount: -15,
        note: 'a complaint, refunded twice',
        idempotencyKey: 'entries-test-1',
      },
    });
    expect(adjusted.statusCode).toBe(200);
  });

  it('pages one asset newest first for a viewer, each page after the last one', async () => {
    const seen: number[] = [];
    let before: number | null = null;
    const pages: number[] = [];
    do {
      const query: string = `asset=points&pageSize=2${before === null ? '' : `&before=${before}`}`;
      const res = await as('viewer').request('GET', `/value/users/${userId}/entries?${query}`);
      expect(res.statusCode).toBe(200);
      const page = opsValueEntries.parse(res.json());
      pages.push(page.entries.length);
      seen.push(...page.entries.map((entry) => entry.amount));
      before = page.nextBefore;
    } while (before !== null);
    expect(pages).toEqual([2, 2, 2]);
    expect(seen).toEqual([-15, 50, 40, 30, 20, 10]);

    const res = await as('viewer').request('GET', `/value/users/${userId}/entries?asset=points`);
    const all = opsValueEntries.parse(res.json());
    expect(all.nextBefore).toBeNull();
    expect(all.entries[0]).toMatchObject({
      amount: -15,
      balanceAfter: 135,
      reason: 'operator_adjustment',
      refKind: 'operator',
      refId: String(ops.idOf('operator')),
      expiresOn: null,
    });
    expect(all.entries.map((e) => e.entryId)).toEqual(
      [...all.entries.map((e) => e.entryId)].sort((a, b) => b - a),
    );
  });

  it('lists only the asset asked for, and only a reason when given', async () => {
    const beans = opsValueEntries.parse(
      (
        await as('viewer').request('GET', `/value/users/${userId}/entries?asset=lucky_beans`)
      ).json(),
    );
    expect(beans.entries.map((e) => [e.amount, e.reason])).toEqual([[7, 'sign_in_reward']]);
    const cash = await as('viewer').request('GET', `/value/users/${userId}/entries?asset=cash_fen`);
    expect(cash.json()).toEqual({ entries: [], nextBefore: null });
    const adjustments = opsValueEntries.parse(
      (
        await as('viewer').request(
          'GET',
          `/value/users/${userId}/entries?asset=points&reason=operator_adjustment`,
        )
      ).json(),
    );
    expect(adjustments.entries.map((e) => e.amount)).toEqual([-15]);
  });

  it('refuses a bad asset, page size or cursor (422) and an unknown user (404)', async () => {
    for (const query of [
      'asset=gold',
      '',
      'asset=points&pageSize=0',
      'asset=points&pageSize=101',
      'asset=points&before=abc',
      'asset=points&before=-1',
    ]) {
      const res = await as('viewer').request('GET', `/value/users/${userId}/entries?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json()).toMatchObject({ status: { code: 4220 } });
    }
    const unknown = await as('viewer').request('GET', '/value/users/999999/entries?asset=points');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: { code: 4040 } });
  });
});
