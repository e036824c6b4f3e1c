// An operator's TOTP secret at rest (ADR 037, addendum): sealed under PII_KEY like ID numbers, in
// the enrolled and the pending column alike, so the table never holds a secret in clear; a login
// with a code still works; a secret stored in clear before this release is sealed at the next
// start, and a start with a PII_KEY that does not open the stored secrets is refused.

import { operatorMe, secondFactorEnrolment } from '@freight/contract/ops';
import { eq, sql } from 'drizzle-orm';
import { generateSecret, generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operators } from '../src/db/schema/operators.ts';
import { runStartupSteps } from '../src/db/seed.ts';
import { createOperator } from '../src/modules/operators/accounts.ts';
import { openTotpSecret, sealTotpSecretsStep } from '../src/modules/operators/totp-vault.ts';
import { piiVault } from '../src/security/pii.ts';
import { OpsClient, TEST_SETUP } from './helpers/ops.ts';
import { SEED_CONTEXT } from './helpers/pii.ts';
import {
  buildTestApp,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
  TestClock,
} from './helpers/test-app.ts';

const PASSWORD = 'correct horse battery staple';

let testDb: TestDatabase;
let t: TestApp;
const clock = new TestClock();

/** The operator's row as the database holds it, every column as text. */
async function rawOperatorRow(id: number): Promise<string> {
  const result = await t.app.db.execute(
    sql`select row_to_json(o)::text as row from operators o where id = ${id}`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    row: string;
  }[];
  return String(rows[0]?.row);
}

const login = (client: OpsClient, username: string, code?: string) =>
  client.request('POST', '/session', { body: { username, password: PASSWORD, code } });

beforeAll(async () => {
  testDb = await createTestDatabase();
  t = await buildTestApp({ database: testDb.database, now: clock.now });
});
afterAll(async () => {
  await t?.close();
  await testDb?.destroy();
});

describe('an operator’s TOTP secret at rest', () => {
  it('is stored sealed while pending and once enrolled; a code still logs in', async () => {
    const id = await createOperator(
      t.app.db,
      TEST_SETUP,
      { username: 'sealed-secret', password: PASSWORD, role: 'operator' },
      t.app.now(),
    );
    const client = new OpsClient(t.app);
    expect((await login(client, 'sealed-secret')).statusCode).toBe(200);
    const started = await client.request('POST', '/session/second-factor');
    const { secret } = secondFactorEnrolment.parse(started.json());
    const pending = await rawOperatorRow(id);
    expect(pending).not.toContain(secret);
    expect(pending).toMatch(/"totp_pending_secret":"v1:/);

    const confirmed = await client.request('POST', '/session/second-factor/confirm', {
      body: { code: generateSync({ secret, epoch: clock.now() / 1000 }) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const enrolled = await rawOperatorRow(id);
    expect(enrolled).not.toContain(secret);
    expect(enrolled).toMatch(/"totp_secret":"v1:/);
    const [row] = await t.app.db.select().from(operators).where(eq(operators.id, id));
    expect(openTotpSecret(t.app.pii, row?.totpSecret ?? '')).toBe(secret);

    clock.advance(30);
    const other = new OpsClient(t.app);
    expect((await login(other, 'sealed-secret')).json()).toMatchObject({
      data: { needs: 'second_factor' },
    });
    const next = await login(
      other,
      'sealed-secret',
      generateSync({ secret, epoch: clock.now() / 1000 }),
    );
    expect(next.statusCode, next.body).toBe(200);
    expect(operatorMe.parse(next.json()).needs).toBeNull();
  });

  it('seals a secret stored in clear before this release at the next start', async () => {
    const id = await createOperator(
      t.app.db,
      TEST_SETUP,
      { username: 'plain-secret', password: PASSWORD, role: 'operator' },
      t.app.now(),
    );
    const secret = generateSecret();
    const pendingSecret = generateSecret();
    // As an older release wrote them.
    await t.app.db.execute(sql`
      update operators set totp_secret = ${secret}, totp_enrolled_at = now(),
        totp_pending_secret = ${pendingSecret}
      where id = ${id}`);
    expect(await rawOperatorRow(id)).toContain(secret);

    const restarted = await buildTestApp({ database: testDb.database, now: clock.now });
    try {
      const raw = await rawOperatorRow(id);
      expect(raw).not.toContain(secret);
      expect(raw).not.toContain(pendingSecret);
      const [row] = await t.app.db.select().from(operators).where(eq(operators.id, id));
      expect(openTotpSecret(restarted.app.pii, row?.totpSecret ?? '')).toBe(secret);
      expect(openTotpSecret(restarted.app.pii, row?.totpPendingSecret ?? '')).toBe(pendingSecret);

      clock.advance(30);
      const client = new OpsClient(restarted.app);
      const res = await login(
        client,
        'plain-secret',
        generateSync({ secret, epoch: clock.now() / 1000 }),
      );
      expect(res.statusCode, res.body).toBe(200);

      // Again: nothing left in clear, nothing changed.
      expect(await runStartupSteps(t.app.db, [sealTotpSecretsStep], SEED_CONTEXT)).toEqual({
        'operators.seal-totp-secrets': 0,
      });
      const [again] = await t.app.db.select().from(operators).where(eq(operators.id, id));
      expect(again?.totpSecret).toBe(row?.totpSecret);
    } finally {
      await restarted.close();
    }
  });

  it('refuses to start with a PII_KEY that does not open the stored secrets', async () => {
    // The step itself (the demo driver's sealed number would stop a whole start first).
    await expect(
      runStartupSteps(t.app.db, [sealTotpSecretsStep], { pii: piiVault('6c'.repeat(32)) }),
    ).rejects.toThrow(/PII_KEY does not open the TOTP secrets stored/);
  });
});
