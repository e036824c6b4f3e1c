// Operators' passwords against guessing, without locking the owner out (ADR 014 as amended for
// issue 42; src/modules/operators/login-failures.ts): wrong passwords slow their name at their
// address with growing waits, a login gives its count back, nothing done elsewhere slows the
// owner, and an admin can unlock, audited.

import { operatorAccountList } from '@freight/contract/ops';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit } from '../src/db/schema/operators.ts';
import { createOperator } from '../src/modules/operators/accounts.ts';
import { waitAfter } from '../src/modules/operators/login-failures.ts';
import { OpsClient, operatorsOfEachRole, TEST_SETUP } from './helpers/ops.ts';
import { buildTestApp, TestClock, type TestApp } from './helpers/test-app.ts';

const PASSWORD = 'a-long-test-password-42';

describe('operator logins', () => {
  let t: TestApp;
  const clock = new TestClock();
  let ops: Awaited<ReturnType<typeof operatorsOfEachRole>>;

  beforeAll(async () => {
    t = await buildTestApp({ now: clock.now });
    ops = await operatorsOfEachRole(t.app, PASSWORD);
  });
  afterAll(async () => {
    await t.close();
  });

  const attempt = (client: OpsClient, username: string, password: string) =>
    client.request('POST', '/session', { body: { username, password } });

  it('waits 30 s after the fourth wrong password, doubling to 15 min', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map(waitAfter)).toEqual([
      0, 0, 0, 30, 60, 120, 240, 480, 900, 900,
    ]);
  });

  it('slows a guesser at their address, never the owner at theirs, and an admin unlocks', async () => {
    const id = await createOperator(
      t.app.db,
      TEST_SETUP,
      { username: 'guessed-1', password: PASSWORD, role: 'operator' },
      clock.now(),
    );
    const guesser = new OpsClient(t.app, '198.51.100.7');
    for (let i = 0; i < 4; i++) {
      expect((await attempt(guesser, 'guessed-1', `guess number ${i}`)).statusCode).toBe(401);
    }
    // Past three wrong ones, even the right password waits at that address...
    const waiting = await attempt(guesser, 'guessed-1', PASSWORD);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toMatchObject({ status: { code: 4290 } });
    expect(Number(waiting.headers['retry-after'])).toBe(30);
    // ...but the owner, at their own desk, logs in.
    const owner = new OpsClient(t.app, '203.0.113.20');
    await owner.login('guessed-1', PASSWORD);

    // After the wait, one more wrong password doubles it.
    clock.advance(31);
    expect((await attempt(guesser, 'guessed-1', 'guess number 5')).statusCode).toBe(401);
    const longer = await attempt(guesser, 'guessed-1', 'guess number 6');
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBe(60);

    // The admin sees the wrong passwords, and unlocks; a viewer may not.
    const listed = operatorAccountList.parse(
      (await ops.as('admin').request('GET', '/operators')).json(),
    );
    expect(listed.items.find((item) => item.id === id)?.failedLogins).toBe(5);
    expect((await ops.as('viewer').request('POST', `/operators/${id}/unlock`)).statusCode).toBe(
      403,
    );
    const unlocked = await ops.as('admin').request('POST', `/operators/${id}/unlock`);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toMatchObject({ id, failedLogins: 0 });
    const [audit] = await t.app.db
      .select()
      .from(operatorAudit)
      .where(
        and(eq(operatorAudit.action, 'operator.unlock'), eq(operatorAudit.targetId, String(id))),
      );
    expect(audit).toMatchObject({
      operatorId: ops.idOf('admin'),
      before: { username: 'guessed-1', failedLogins: 5 },
    });
    await guesser.login('guessed-1', PASSWORD);
    expect((await ops.as('admin').request('POST', '/operators/999999/unlock')).statusCode).toBe(
      404,
    );
  });

  it('gives a login’s count back: an office logs in all day, a machine trying names is stopped', async () => {
    await createOperator(
      t.app.db,
      TEST_SETUP,
      { username: 'office-1', password: PASSWORD, role: 'viewer' },
      clock.now(),
    );
    for (let i = 0; i < 11; i++) {
      await new OpsClient(t.app, '192.0.2.50').login('office-1', PASSWORD);
    }
    const machine = new OpsClient(t.app, '192.0.2.99');
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push((await attempt(machine, `someone-${i}`, 'whatever it is')).statusCode);
    }
    expect(codes.slice(0, 10).every((code) => code === 401)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('forgets wrong passwords a day after the last one', async () => {
    await createOperator(
      t.app.db,
      TEST_SETUP,
      { username: 'forgetful-1', password: PASSWORD, role: 'viewer' },
      clock.now(),
    );
    const desk = new OpsClient(t.app, '192.0.2.77');
    for (let i = 0; i < 4; i++) await attempt(desk, 'forgetful-1', `old guess ${i}`);
    expect((await attempt(desk, 'forgetful-1', PASSWORD)).statusCode).toBe(429);
    clock.advance(24 * 3600 + 1);
    // A day later, one wrong password is the first again: no wait.
    expect((await attempt(desk, 'forgetful-1', 'new guess')).statusCode).toBe(401);
    await desk.login('forgetful-1', PASSWORD);
  });

  it('ends a session left alone for 30 minutes, not one in use, within its 12 hours', async () => {
    await createOperator(
      t.app.db,
      TEST_SETUP,
      { username: 'idle-1', password: PASSWORD, role: 'viewer' },
      clock.now(),
    );
    const desk = new OpsClient(t.app, '192.0.2.80');
    await desk.login('idle-1', PASSWORD);
    for (let minute = 0; minute < 120; minute += 20) {
      clock.advance(20 * 60);
      expect((await desk.request('GET', '/session')).statusCode, `minute ${minute + 20}`).toBe(200);
    }
    clock.advance(30 * 60);
    expect((await desk.request('GET', '/session')).json()).toBeNull();
  });

  it('writes each login and each wrong password in the audit log, never the password', async () => {
    const id = await createOperator(
      t.app.db,
      TEST_SETUP,
      { username: 'audited-1', password: PASSWORD, role: 'viewer' },
      clock.now(),
    );
    const desk = new OpsClient(t.app, '192.0.2.90');
    expect((await attempt(desk, 'audited-1', 'a wrong password here')).statusCode).toBe(401);
    expect((await attempt(desk, 'nobody-at-all', 'another wrong one')).statusCode).toBe(401);
    await desk.login('audited-1', PASSWORD);
    const rows = await t.app.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.actor, 'login from 192.0.2.90'));
    expect(rows.map((row) => [row.action, row.targetId])).toEqual([
      ['operator.login_failed', String(id)],
      ['operator.login_failed', 'nobody-at-all'],
    ]);
    const [login] = await t.app.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.action, 'operator.login'), eq(operatorAudit.operatorId, id)));
    expect(login).toMatchObject({ actor: 'audited-1', after: { address: '192.0.2.90' } });
    const all = JSON.stringify(await t.app.db.select().from(operatorAudit));
    expect(all).not.toContain('a wrong password here');
    expect(all).not.toContain(PASSWORD);
  });
});
