// The vault of personal identifiers at rest (src/security/pii.ts, ADR 036): AES-256-GCM that
// refuses an altered or foreign value, a fresh IV each time, and keyed hashes that change with the
// key; the ID number's and the referral person keys' hashes built on it.

import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { idCardHash, sealIdCard } from '../src/modules/drivers/id-card-vault.ts';
import { personKeyHash } from '../src/modules/referrals/person-keys.ts';
import { PiiDecryptError, piiVault, unkeyedIdentifierDigest } from '../src/security/pii.ts';

const KEY = '11'.repeat(32);
const OTHER_KEY = '22'.repeat(32);
const ID = '11010519491231002X';

describe('piiVault', () => {
  const vault = piiVault(KEY);

  it('opens what it sealed, and the sealed form shows nothing of the plaintext', () => {
    for (const plaintext of [ID, '', '阿卜杜·热合曼']) {
      const sealed = vault.encrypt(plaintext);
      expect(sealed).toMatch(/^v1:[A-Za-z0-9+/]+=*$/);
      expect(vault.decrypt(sealed)).toBe(plaintext);
    }
    expect(vault.encrypt(ID)).not.toContain(ID.slice(6, 14));
  });

  it('seals with a new IV each time: the same number never gives the same ciphertext', () => {
    const sealed = Array.from({ length: 20 }, () => vault.encrypt(ID));
    expect(new Set(sealed).size).toBe(20);
    const ivs = sealed.map((value) => Buffer.from(value.slice(3), 'base64').subarray(0, 12));
    expect(new Set(ivs.map((iv) => iv.toString('hex'))).size).toBe(20);
    for (const value of sealed) expect(vault.decrypt(value)).toBe(ID);
  });

  it('refuses an altered value, one sealed under another key, and one not of its format', () => {
    const sealed = vault.encrypt(ID);
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    // A bit flipped in the IV, the tag and the ciphertext in turn.
    for (const at of [0, 12, bytes.length - 1]) {
      const altered = Buffer.from(bytes);
      altered[at] = (altered[at] as number) ^ 1;
      expect(() => vault.decrypt(`v1:${altered.toString('base64')}`)).toThrow(PiiDecryptError);
    }
    expect(() => piiVault(OTHER_KEY).decrypt(sealed)).toThrow(PiiDecryptError);
    expect(() => vault.decrypt(ID)).toThrow(PiiDecryptError);
    expect(() => vault.decrypt('v1:AAAA')).toThrow(PiiDecryptError);
    expect(() => vault.decrypt(`v2:${sealed.slice(3)}`)).toThrow(PiiDecryptError);
  });

  it('hashes stably under its key, differently under another, never as the bare key would', () => {
    expect(vault.hash(ID)).toMatch(/^[0-9a-f]{64}$/);
    expect(vault.hash(ID)).toBe(piiVault(KEY).hash(ID));
    expect(vault.hash(ID)).not.toBe(piiVault(OTHER_KEY).hash(ID));
    expect(vault.hash(ID)).not.toBe(createHash('sha256').update(ID).digest('hex'));
    // A subkey, not PII_KEY itself: the MAC key is not the cipher key.
    expect(vault.hash(ID)).not.toBe(
      createHmac('sha256', Buffer.from(KEY, 'hex')).update(ID).digest('hex'),
    );
  });

  it('takes only a 64-hex-character key', () => {
    expect(() => piiVault('ab'.repeat(31))).toThrow(/64 hex/);
    expect(() => piiVault('zz'.repeat(32))).toThrow(/64 hex/);
  });
});

describe('the hashes of identifiers', () => {
  const vault = piiVault(KEY);

  it('keys the referral person keys: another key, another hash', () => {
    const mobile = personKeyHash(vault, 'mobile', '13800000001');
    expect(mobile).not.toBe(personKeyHash(piiVault(OTHER_KEY), 'mobile', '13800000001'));
    expect(mobile).not.toBe(unkeyedIdentifierDigest('mobile', '13800000001'));
    expect(mobile).not.toBe(personKeyHash(vault, 'device', '13800000001'));
    // The HMAC of the old unkeyed key: a row hashed before 0029 is re-keyed without its value.
    expect(mobile).toBe(vault.hash(unkeyedIdentifierDigest('mobile', '13800000001')));
  });

  it('gives an ID number one hash whatever the case of its X, the same as its person key', () => {
    expect(idCardHash(vault, ID.toLowerCase())).toBe(idCardHash(vault, ID));
    expect(idCardHash(vault, ID)).toBe(personKeyHash(vault, 'id_card', ID));
    const sealed = sealIdCard(vault, ID.toLowerCase());
    expect(vault.decrypt(sealed.idCardCipher)).toBe(ID);
    expect(sealed).toMatchObject({ idCardHash: idCardHash(vault, ID), legacyIdCardNo: null });
  });
});
