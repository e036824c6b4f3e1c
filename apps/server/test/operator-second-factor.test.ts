// Operators' second factor (issue 42, item 10; docs/decisions/037): TOTP enrolled at the first
// login where it is required (operators and admins in production), confirmed by a first code, with
// ten recovery codes shown once; later logins need a code, each good once, or a recovery code,
// used up; wrong codes count with wrong passwords; an admin resets a lost one. All audited.

import {
  operatorAccountList,
  operatorMe,
  secondFactorConfirmed,
  secondFactorEnrolment,
} from '@freight/contract/ops';
import { and, eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit } from '../src/db/schema/operators.ts';
import { createOperator } from '../src/modules/operators/accounts.ts';
import type { AuditAction, OperatorRole } from '@freight/contract/ops';
import {
  enrolSecondFactor,
  OpsClient,
  operatorsOfEachRole,
  TEST_SETUP,
  totpCode,
} from './helpers/ops.ts';
import { buildTestApp, TestClock, type TestApp } from './helpers/test-app.ts';

const PASSWORD = 'correct horse battery staple';

async function newOperator(t: TestApp, username: string, role: OperatorRole = 'operator') {
  return createOperator(t.app.db, TEST_SETUP, { username, password: PASSWORD, role }, t.app.now());
}

function auditOf(t: TestApp, action: AuditAction, id: number) {
  return t.app.db
    .select()
    .from(operatorAudit)
    .where(and(eq(operatorAudit.action, action), eq(operatorAudit.targetId, String(id))));
}

function login(client: OpsClient, username: string, code?: string) {
  return client.request('POST', '/session', { body: { username, password: PASSWORD, code } });
}

describe('in production', () => {
  let t: TestApp;
  const clock = new TestClock();
  beforeAll(async () => {
    t = await buildTestApp({ config: { env: 'production' }, now: clock.now });
  });
  afterAll(() => t.close());

  it('an operator enrols at the first login before anything else; the secret is never shown again', async () => {
    const id = await newOperator(t, 'first-timer');
    const client = new OpsClient(t.app);
    const first = await login(client, 'first-timer');
    expect(first.statusCode, first.body).toBe(200);
    expect(operatorMe.parse(first.json()).needs).toBe('second_factor_enrolment');
    const blocked = await client.request('GET', '/drivers/verifications');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({
      status: { code: 4032 },
      data: { needs: 'second_factor_enrolment' },
    });
    // Not the password change either: the second factor comes first.
    const change = await client.request('POST', '/session/password', {
      body: { currentPassword: PASSWORD, newPassword: 'lantern orchard velvet pebble' },
    });
    expect(change.statusCode).toBe(403);

    const started = await client.request('POST', '/session/second-factor');
    expect(started.statusCode, started.body).toBe(200);
    const { secret, uri } = secondFactorEnrolment.parse(started.json());
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*first-timer.*secret=/);

    const wrong = await client.request('POST', '/session/second-factor/confirm', {
      body: { code: generateSync({ secret, epoch: clock.now() / 1000 - 600 }) },
    });
    expect(wrong.statusCode).toBe(422);

    const confirmed = await client.request('POST', '/session/second-factor/confirm', {
      body: { code: generateSync({ secret, epoch: clock.now() / 1000 }) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { operator, recoveryCodes } = secondFactorConfirmed.parse(confirmed.json());
    expect(operator.needs).toBeNull();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await client.request('GET', '/drivers/verifications')).statusCode).toBe(200);

    const [record] = await auditOf(t, 'operator.totp_enrol', id);
    expect(record?.after).toMatchObject({ secondFactor: true, recoveryCodes: 10 });
    expect(JSON.stringify(record)).not.toContain(secret);
    expect((await client.request('GET', '/session')).body).not.toContain(secret);
    const again = await client.request('POST', '/session/second-factor');
    expect(again.statusCode).toBe(409);

    // The next login needs a code: the one of the enrolment is spent, the next step's works.
    clock.advance(30);
    const other = new OpsClient(t.app);
    const withoutCode = await login(other, 'first-timer');
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json()).toMatchObject({ data: { needs: 'second_factor' } });
    expect(other.cookies.size).toBeLessThanOrEqual(1);
    const next = await login(
      other,
      'first-timer',
      generateSync({ secret, epoch: clock.now() / 1000 }),
    );
    expect(next.statusCode, next.body).toBe(200);
    expect(operatorMe.parse(next.json()).needs).toBeNull();
  });

  it('is not asked of a viewer, who may enrol', async () => {
    await newOperator(t, 'prod-viewer', 'viewer');
    const client = new OpsClient(t.app);
    const res = await login(client, 'prod-viewer');
    expect(operatorMe.parse(res.json()).needs).toBeNull();
    expect((await client.request('POST', '/session/second-factor')).statusCode).toBe(200);
  });
});

describe('an enrolled operator (development: required once enrolled)', () => {
  let t: TestApp;
  let ops: Awaited<ReturnType<typeof operatorsOfEachRole>>;
  beforeAll(async () => {
    t = await buildTestApp();
    ops = await operatorsOfEachRole(t.app, PASSWORD);
  });
  afterAll(() => t.close());

  it('logs in with a code once; a replayed or wrong code is refused and counted', async () => {
    const id = await newOperator(t, 'coder-1');
    const secret = await enrolSecondFactor(t.app, id);
    const noCode = await login(new OpsClient(t.app), 'coder-1');
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toMatchObject({
      status: { code: 4010 },
      data: { needs: 'second_factor' },
    });

    const code = totpCode(secret, t.app.now());
    expect((await login(new OpsClient(t.app), 'coder-1', code)).statusCode).toBe(200);
    const replayed = await login(new OpsClient(t.app), 'coder-1', code);
    expect(replayed.statusCode).toBe(401);
    const wrong = await login(
      new OpsClient(t.app),
      'coder-1',
      code === '000000' ? '111111' : '000000',
    );
    expect(wrong.statusCode).toBe(401);

    const failures = await t.app.db
      .select()
      .from(operatorAudit)
      .where(
        and(
          eq(operatorAudit.action, 'operator.login_failed'),
          eq(operatorAudit.targetId, String(id)),
        ),
      );
    expect(failures).toHaveLength(2);
    expect(failures[0]?.after).toMatchObject({ username: 'coder-1', factor: 'second_factor' });
    expect(JSON.stringify(failures)).not.toContain(code);
    const accounts = operatorAccountList.parse(
      (await ops.as('admin').request('GET', '/operators')).json(),
    );
    expect(accounts.items.find((item) => item.id === id)).toMatchObject({
      secondFactor: true,
      failedLogins: 2,
    });
  });

  it('does not count a right password awaiting its code against the address', async () => {
    const id = await newOperator(t, 'coder-4');
    const secret = await enrolSecondFactor(t.app, id);
    // One office, one address: more logins than the address's ten wrong ones in 10 minutes, each
    // first answered "code needed" as the console's are.
    const office = '10.99.0.1';
    for (let i = 0; i < 12; i += 1) {
      const noCode = await login(new OpsClient(t.app, office), 'coder-4');
      expect(noCode.statusCode, `login ${i + 1}`).toBe(401);
      expect(noCode.json()).toMatchObject({ data: { needs: 'second_factor' } });
    }
    const code = totpCode(secret, t.app.now());
    expect((await login(new OpsClient(t.app, office), 'coder-4', code)).statusCode).toBe(200);
  });

  it('logs in with a recovery code once, audited with the codes left', async () => {
    const id = await newOperator(t, 'coder-2');
    const client = new OpsClient(t.app);
    await client.login('coder-2', PASSWORD);
    const { secret } = secondFactorEnrolment.parse(
      (await client.request('POST', '/session/second-factor')).json(),
    );
    const confirmed = await client.request('POST', '/session/second-factor/confirm', {
      body: { code: totpCode(secret, t.app.now()) },
    });
    const { recoveryCodes } = secondFactorConfirmed.parse(confirmed.json());
    const recovery = recoveryCodes[3] as string;

    const used = await login(new OpsClient(t.app), 'coder-2', recovery.toLowerCase());
    expect(used.statusCode, used.body).toBe(200);
    const [record] = await auditOf(t, 'operator.recovery_code_used', id);
    expect(record?.after).toMatchObject({ recoveryCodesLeft: 9 });
    expect(JSON.stringify(record)).not.toContain(recovery);
    expect((await login(new OpsClient(t.app), 'coder-2', recovery)).statusCode).toBe(401);
    expect((await login(new OpsClient(t.app), 'coder-2', 'AAAAA-BBBBB')).statusCode).toBe(401);
  });

  it("an admin resets another's lost second factor (audited, sessions ended), not their own", async () => {
    const id = await newOperator(t, 'coder-3');
    const secret = await enrolSecondFactor(t.app, id);
    const theirs = new OpsClient(t.app);
    await theirs.login('coder-3', PASSWORD, secret);

    const res = await ops.as('admin').request('POST', `/operators/${id}/reset-second-factor`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, secondFactor: false });
    expect((await theirs.request('GET', '/session')).json()).toBeNull();
    const [record] = await auditOf(t, 'operator.totp_reset', id);
    expect(record).toMatchObject({ actor: 'admin-1' });
    expect(record?.after).toMatchObject({ secondFactor: false, sessionsEnded: 1 });
    // Outside production, with no second factor, the password alone logs in again.
    expect((await login(new OpsClient(t.app), 'coder-3')).statusCode).toBe(200);

    const own = await ops
      .as('admin')
      .request('POST', `/operators/${ops.idOf('admin')}/reset-second-factor`);
    expect(own.statusCode).toBe(409);
  });
});
