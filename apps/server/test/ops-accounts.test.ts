// Operator accounts in the operator API (issue 18): an admin lists, creates and disables accounts,
// each change audited as that admin; the new viewer logs in and is refused changes; a disabled
// operator's session ends. And a user's ledger entries for the console, paged newest first with
// the user's own list's query. The guard's refusals of these routes (401, 403 by role) are also
// walked by operators.test.ts with the rest of the route table.

import {
  type OperatorRole,
  operatorAccount,
  operatorAccountList,
  opsValueEntries,
} from '@freight/contract/ops';
import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit, operators, operatorSessions } from '../src/db/schema/operators.ts';
import { USER_TYPE, users } from '../src/db/schema/users.ts';
import { createOperator } from '../src/modules/operators/accounts.ts';
import { credit } from '../src/modules/value/ledger.ts';
import { OpsClient, operatorsOfEachRole, TEST_SETUP } from './helpers/ops.ts';
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
