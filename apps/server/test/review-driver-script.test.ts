// The command-line driver review (apps/server/scripts/review-driver.ts) is a thin client of the
// operator API (ADR 014, ADR 023): it logs in, finds the driver by mobile and posts the decision
// over HTTP, so the API's roles and audit log apply. Here against the test app listening on a port:
// the client in-process, and the script itself once as a process (its arguments and exit codes).

import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpsApiClient, OpsApiError, reviewDriverByMobile } from '../scripts/ops-client.ts';
import { drivers } from '../src/db/schema/drivers.ts';
import { operatorAudit } from '../src/db/schema/operators.ts';
import { USER_TYPE, users } from '../src/db/schema/users.ts';
import { createOperator } from '../src/modules/operators/accounts.ts';
import { enrolSecondFactor, totpCode } from './helpers/ops.ts';
import { REPO_ROOT } from '../src/paths.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { sealIdCard } from '../src/modules/drivers/id-card-vault.ts';

const run = promisify(execFile);
const PASSWORD = 'correct horse battery staple';
const SCRIPT = join(REPO_ROOT, 'apps/server/scripts/review-driver.ts');
const TSX = join(REPO_ROOT, 'node_modules/.bin/tsx');

let t: TestApp;
let url: string;

let mobiles = 0;
async function submittedDriver(): Promise<{ id: number; mobile: string }> {
  const mobile = `1370066${String(++mobiles).padStart(4, '0')}`;
  const [user] = await t.app.db
    .insert(users)
    .values({ mobile, userType: USER_TYPE.driver })
    .returning({ id: users.id });
  const id = (user as { id: number }).id;
  await t.app.db.insert(drivers).values({
    userId: id,
    name: '脚本审核',
    // Unique per driver: the first one (the in-process approval) has one.
    ...(mobiles === 1 ? sealIdCard(t.app.pii, '110101199003074514') : {}),
    plateNumber: `京C${String(10000 + mobiles)}`,
    state: 'submitted',
    submittedAt: new Date(t.app.now() - 1000),
  });
  return { id, mobile };
}

async function stateOf(userId: number) {
  const [row] = await t.app.db.select().from(drivers).where(eq(drivers.userId, userId));
  return row?.state;
}

async function loggedIn(username: string): Promise<OpsApiClient> {
  const client = new OpsApiClient(url);
  await client.login(username, PASSWORD);
  return client;
}

const secrets = new Map<string, string>();

beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ['viewer', 'operator'] as const) {
    await createOperator(
      t.app.db,
      { operatorId: null, name: 'test-setup' },
      { username: `${role}-1`, password: PASSWORD, role },
      t.app.now(),
    );
  }
  // Operators with a second factor (ADR 037): one for the client, one for the script.
  for (const username of ['operator-2', 'operator-3']) {
    const id = await createOperator(
      t.app.db,
      { operatorId: null, name: 'test-setup' },
      { username, password: PASSWORD, role: 'operator' },
      t.app.now(),
    );
    secrets.set(username, await enrolSecondFactor(t.app, id));
  }
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('the review client', () => {
  it('approves through the API, audited as the operator who logged in', async () => {
    const driver = await submittedDriver();
    const client = await loggedIn('operator-1');
    const line = await reviewDriverByMobile(client, {
      mobile: driver.mobile,
      decision: 'approve',
      reasons: [],
    });
    expect(line).toBe(
      `${driver.mobile} (脚本审核, 110101********4514, 京C${10000 + mobiles}): approved`,
    );
    expect(await stateOf(driver.id)).toBe('approved');
    const records = await t.app.db
      .select()
      .from(operatorAudit)
      .where(
        and(eq(operatorAudit.targetKind, 'driver'), eq(operatorAudit.targetId, String(driver.id))),
      );
    expect(records).toEqual([
      expect.objectContaining({
        actor: 'operator-1',
        operatorId: expect.any(Number),
        action: 'driver_verification.approve',
      }),
    ]);
    // A second review is the API's refusal (409), said in English.
    await expect(
      reviewDriverByMobile(client, { mobile: driver.mobile, decision: 'approve', reasons: [] }),
    ).rejects.toMatchObject({ status: 409, message: expect.stringContaining('not waiting') });
  });

  it("refuses a viewer with the guard's 403, an unknown mobile and a shipper by name", async () => {
    const driver = await submittedDriver();
    const viewer = await loggedIn('viewer-1');
    await expect(
      reviewDriverByMobile(viewer, { mobile: driver.mobile, decision: 'approve', reasons: [] }),
    ).rejects.toMatchObject({ status: 403, code: 4030 });
    expect(await stateOf(driver.id)).toBe('submitted');
    const operator = await loggedIn('operator-1');
    await expect(
      reviewDriverByMobile(operator, { mobile: '13700669999', decision: 'approve', reasons: [] }),
    ).rejects.toThrow('No user with mobile 13700669999.');
    const [shipper] = await t.app.db
      .insert(users)
      .values({ mobile: '13700665555', userType: USER_TYPE.shipper })
      .returning({ id: users.id });
    expect(shipper).toBeDefined();
    await expect(
      reviewDriverByMobile(operator, { mobile: '13700665555', decision: 'approve', reasons: [] }),
    ).rejects.toThrow('13700665555 is not a driver.');
  });

  it('logs in an operator with a second factor with a code, and refuses one without (401)', async () => {
    const client = new OpsApiClient(url);
    const refused = await client.login('operator-2', PASSWORD).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 401, code: 4010 });
    const secret = secrets.get('operator-2') as string;
    await client.login('operator-2', PASSWORD, totpCode(secret, t.app.now()));
    expect(await client.request('GET', '/session')).toMatchObject({ username: 'operator-2' });
  });

  it('refuses a wrong password (401)', async () => {
    const client = new OpsApiClient(`${url}/ops/api/`);
    const refused = await client.login('operator-1', 'not the password').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(OpsApiError);
    expect(refused).toMatchObject({ status: 401, code: 4010 });
  });
});

describe('review-driver.ts', () => {
  const env = (extra: Record<string, string>) => ({
    ...process.env,
    OPS_URL: url,
    OPS_USER: 'operator-3',
    OPS_PASSWORD: PASSWORD,
    // The script computes the code from the secret, as the review script's users may.
    OPS_TOTP_SECRET: secrets.get('operator-3') as string,
    ...extra,
  });

  it('rejects with reasons per field from the command line, and exits 1 with the refusal', async () => {
    const driver = await submittedDriver();
    const { stdout } = await run(
      TSX,
      [SCRIPT, driver.mobile, 'reject', '--reason', 'idCardFrontKey:照片模糊，请重新拍摄'],
      { env: env({}), cwd: REPO_ROOT },
    );
    expect(stdout).toContain(`${driver.mobile} (脚本审核`);
    expect(stdout.trim().endsWith(': rejected')).toBe(true);
    const [row] = await t.app.db.select().from(drivers).where(eq(drivers.userId, driver.id));
    expect(row?.rejectReasons).toEqual([
      { field: 'idCardFrontKey', reason: '照片模糊，请重新拍摄' },
    ]);

    const again = await run(TSX, [SCRIPT, driver.mobile, 'approve'], {
      env: env({ OPS_PASSWORD: 'not the password' }),
      cwd: REPO_ROOT,
    }).catch((error: { code: number; stderr: string }) => error);
    expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining('401') });
    expect(await stateOf(driver.id)).toBe('rejected');
  }, 60_000);
});
