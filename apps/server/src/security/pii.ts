// Personal identifiers at rest (docs/decisions/036-identity-numbers-at-rest.md): ID-card numbers
// are stored sealed with AES-256-GCM, and identifiers that must be compared (an ID number held by
// one driver only, the referral rules' "same person") are stored as keyed hashes, HMAC-SHA256.
// Both keys come from PII_KEY (config.ts), a key of its own: never ENCRYPT_KEY, which the H5
// carries. Two subkeys are derived from it (HKDF-SHA256), one per use, so the cipher key is
// never also a MAC key.

import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
} from 'node:crypto';

/** The sealed form's version: `v1:` + base64(iv 12 bytes | tag 16 bytes | ciphertext). */
const VERSION = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed value that cannot be opened: not ours, altered, or sealed under another key. */
export class PiiDecryptError extends Error {
  override name = 'PiiDecryptError';
}

export interface PiiVault {
  /** `plaintext` sealed (AES-256-GCM, a random IV each time): `v1:` and base64. */
  encrypt(plaintext: string): string;
  /** The plaintext of a sealed value; PiiDecryptError when it was altered or is not ours. */
  decrypt(sealed: string): string;
  /** HMAC-SHA256 of `text` under the hashing subkey, 64 hex characters. */
  hash(text: string): string;
}

function subkey(key: Buffer, use: string): Buffer {
  return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `freight pii ${use} v1`, 32));
}

/** The vault of `keyHex` (64 hex characters: PII_KEY). */
export function piiVault(keyHex: string): PiiVault {
  if (!/^[0-9a-fA-F]{64}$/.test(keyHex)) throw new Error('PII key must be 64 hex characters');
  const key = Buffer.from(keyHex, 'hex');
  const cipherKey = subkey(key, 'encryption');
  const hashKey = subkey(key, 'hash');
  return {
    encrypt(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', cipherKey, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    decrypt(sealed) {
      if (!sealed.startsWith(VERSION)) throw new PiiDecryptError('unknown sealed format');
      const bytes = Buffer.from(sealed.slice(VERSION.length), 'base64');
      if (bytes.length < IV_BYTES + TAG_BYTES) throw new PiiDecryptError('sealed value too short');
      const decipher = createDecipheriv('aes-256-gcm', cipherKey, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      try {
        const body = bytes.subarray(IV_BYTES + TAG_BYTES);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch (error) {
        throw new PiiDecryptError('sealed value altered or sealed under another key', {
          cause: error,
        });
      }
    },
    hash(text) {
      return createHmac('sha256', hashKey).update(text).digest('hex');
    },
  };
}

/**
 * The unkeyed digest of an identifier, sha256(`kind:value`) in hex: what referral_person_keys held
 * before migration 0029. Kept only as the input of `identifierHash`, so rows hashed the old way
 * are re-keyed in place (HMAC of what they hold) without their plaintext.
 */
export function unkeyedIdentifierDigest(kind: string, value: string): string {
  return createHash('sha256').update(`${kind}:${value}`).digest('hex');
}

/**
 * The keyed hash of an identifier: HMAC(hash subkey, sha256hex(`kind:value`)). The same for an ID
 * number in drivers.id_card_hash and in referral_person_keys (kind `id_card`, upper case).
 */
export function identifierHash(vault: PiiVault, kind: string, value: string): string {
  return vault.hash(unkeyedIdentifierDigest(kind, value));
}
