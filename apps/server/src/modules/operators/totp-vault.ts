// An operator's TOTP secret at rest (ADR 037, addendum): sealed under PII_KEY with the vault of ID
// numbers (src/security/pii.ts, AES-256-GCM, `v1:` and base64), in `operators.totp_secret` and
// `totp_pending_secret` alike, and opened only to check a code. A copy of the database then makes
// no codes. A base32 secret never starts with `v1:`, so a value in clear (from before this release,
// or written by an older one still running) is told apart and sealed at the next start.

import { and, eq, isNotNull, like, not, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { operators } from '../../db/schema/operators.ts';
import type { StartupStep } from '../../db/seed.ts';
import type { PiiVault } from '../../security/pii.ts';

const SEALED_PREFIX = 'v1:';

/** The secret as stored: sealed. */
export function sealTotpSecret(pii: PiiVault, secret: string): string {
  return pii.encrypt(secret);
}

/** The secret in clear, to check a code with (PiiDecryptError if it is not sealed by this key). */
export function openTotpSecret(pii: PiiVault, stored: string): string {
  return pii.decrypt(stored);
}

const inClear = (column: typeof operators.totpSecret | typeof operators.totpPendingSecret) =>
  and(isNotNull(column), not(like(column, `${SEALED_PREFIX}%`)));

/**
 * Seals every secret still in clear (enrolled or pending); idempotent, a second run finds nothing.
 * Runs at every start before the server serves (db plugin, `startupSteps`).
 */
export async function sealPlaintextTotpSecrets(db: Db, pii: PiiVault): Promise<number> {
  const rows = await db
    .select({
      id: operators.id,
      secret: operators.totpSecret,
      pending: operators.totpPendingSecret,
    })
    .from(operators)
    .where(or(inClear(operators.totpSecret), inClear(operators.totpPendingSecret)))
    .for('update');
  const seal = (value: string | null) =>
    value === null || value.startsWith(SEALED_PREFIX) ? value : sealTotpSecret(pii, value);
  for (const { id, secret, pending } of rows) {
    await db
      .update(operators)
      .set({ totpSecret: seal(secret), totpPendingSecret: seal(pending) })
      .where(eq(operators.id, id));
  }
  return rows.length;
}

/**
 * Refuses the start when PII_KEY does not open a stored secret (one sample): with another key no
 * operator with a second factor could log in, and new secrets would be sealed under a second key.
 */
export async function assertPiiKeyOpensTotpSecrets(db: Db, pii: PiiVault): Promise<void> {
  const [sample] = await db
    .select({ secret: operators.totpSecret })
    .from(operators)
    .where(like(operators.totpSecret, `${SEALED_PREFIX}%`))
    .limit(1);
  if (!sample?.secret) return;
  try {
    openTotpSecret(pii, sample.secret);
  } catch (error) {
    throw new Error(
      'PII_KEY does not open the TOTP secrets stored in operators.totp_secret: it is not the key ' +
        'they were sealed with (docs/decisions/037-operator-passwords-and-second-factor.md, addendum)',
      { cause: error },
    );
  }
}

/** The startup step that seals operators' TOTP secrets kept in clear. */
export const sealTotpSecretsStep: StartupStep = {
  name: 'operators.seal-totp-secrets',
  async run(db, { pii }) {
    await assertPiiKeyOpensTotpSecrets(db, pii);
    return sealPlaintextTotpSecrets(db, pii);
  },
};
