// A driver's ID number at rest (ADR 036): sealed in drivers.id_card_cipher, its keyed hash in
// drivers.id_card_hash (the unique index, and the referral rules' `id_card` person key), and never
// in clear. The checks on the number (shape, check character, age) run on the plaintext before it
// is sealed; only the reviewer's detail and the driver's masked display open it again.

import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { drivers } from '../../db/schema/drivers.ts';
import type { StartupStep } from '../../db/seed.ts';
import { identifierHash, type PiiVault } from '../../security/pii.ts';
import type { DriverRow, StoredDriverRow } from './profile.ts';

/** The keyed hash of an ID number (upper-case X), as drivers.id_card_hash and person keys hold it. */
export function idCardHash(pii: PiiVault, idCardNo: string): string {
  return identifierHash(pii, 'id_card', idCardNo.toUpperCase());
}

/** The columns that store `idCardNo`: sealed, its hash, and the plaintext column emptied. */
export function sealIdCard(pii: PiiVault, idCardNo: string) {
  const normalised = idCardNo.toUpperCase();
  return {
    idCardCipher: pii.encrypt(normalised),
    idCardHash: idCardHash(pii, normalised),
    legacyIdCardNo: null,
  };
}

/** The driver's ID number in clear, or null when none is stored (PiiDecryptError if unreadable). */
export function idCardNoOf(pii: PiiVault, driver: { idCardCipher: string | null }): string | null {
  return driver.idCardCipher === null ? null : pii.decrypt(driver.idCardCipher);
}

/** The row with its ID number opened, and the sealed columns left out. */
export function openDriverRow(pii: PiiVault, stored: StoredDriverRow): DriverRow {
  const { idCardCipher, idCardHash: _hash, legacyIdCardNo: _legacy, ...rest } = stored;
  return { ...rest, idCardNo: idCardNoOf(pii, { idCardCipher }) };
}

/**
 * Seals every ID number still in clear in drivers.id_card_no (rows from before migration 0029, or
 * written by an older release still running) and empties the column. Idempotent: a second run
 * finds nothing. Runs at every start, before the server serves (db plugin, `startupSteps`). A
 * plaintext number newer than the row's sealed one (an older release saved it since) wins.
 */
export async function sealPlaintextIdCards(db: Db, pii: PiiVault): Promise<number> {
  const rows = await db
    .select({ userId: drivers.userId, idCardNo: drivers.legacyIdCardNo })
    .from(drivers)
    .where(isNotNull(drivers.legacyIdCardNo))
    .for('update');
  for (const { userId, idCardNo } of rows) {
    if (idCardNo === null) continue;
    await db.update(drivers).set(sealIdCard(pii, idCardNo)).where(eq(drivers.userId, userId));
  }
  return rows.length;
}

/**
 * Refuses the start when PII_KEY does not open a stored number (one sample row): a mistyped or
 * replaced key would otherwise serve errors on every profile holding one, and seal new numbers
 * under a second key beside the first.
 */
export async function assertPiiKeyOpensStoredNumbers(db: Db, pii: PiiVault): Promise<void> {
  const [sample] = await db
    .select({ idCardCipher: drivers.idCardCipher })
    .from(drivers)
    .where(isNotNull(drivers.idCardCipher))
    .limit(1);
  if (!sample) return;
  try {
    idCardNoOf(pii, sample);
  } catch (error) {
    throw new Error(
      'PII_KEY does not open the ID numbers stored in drivers.id_card_cipher: it is not the key ' +
        'they were sealed with (docs/decisions/036-identity-numbers-at-rest.md, "A lost key")',
      { cause: error },
    );
  }
}

/** The startup step that seals plaintext ID numbers (registered by the drivers module). */
export const sealIdCardsStep: StartupStep = {
  name: 'drivers.seal-id-card-numbers',
  async run(db, { pii }) {
    await assertPiiKeyOpensStoredNumbers(db, pii);
    return sealPlaintextIdCards(db, pii);
  },
};
