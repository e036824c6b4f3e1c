import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as noble from '../src/cipher.ts';
import { DecodeError } from '../src/cipher.ts';
import * as node from '../src/node.ts';

const key = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const impls = [
  ['noble', noble],
  ['node', node],
] as const;

/** IV ‖ AES-256-CBC(bytes) with node:crypto, for payloads `encode` would never produce. */
function rawEncrypt(plain: Uint8Array, padding = true): string {
  const iv = Buffer.alloc(16, 7);
  const cipher = createCipheriv('aes-256-cbc', Buffer.from(key, 'hex'), iv);
  cipher.setAutoPadding(padding);
  return Buffer.concat([iv, cipher.update(plain), cipher.final()]).toString('base64');
}

function expectDecodeError(fn: () => unknown): void {
  let caught: unknown;
  try {
    fn();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(DecodeError);
  // One message, whatever went wrong.
  expect((caught as Error).message).toBe('undecryptable payload');
}

describe.each(impls)('%s cipher', (_name, impl) => {
  it('uses a fresh random IV per message', () => {
    const a = impl.encode('same text', key);
    const b = impl.encode('same text', key);
    expect(a).not.toBe(b);
    expect(impl.decode(a, key)).toBe('same text');
    expect(impl.decode(b, key)).toBe('same text');
  });

  it('returns "" for a missing or invalid key (the plain-form fallback)', () => {
    for (const bad of [undefined, null, '', 'abc', key.slice(2), `${key}00`, `${key.slice(1)}g`]) {
      expect(impl.encode('x', bad)).toBe('');
    }
  });

  it('never returns "" for a valid key, even for empty text', () => {
    expect(impl.encode('', key)).toHaveLength(44); // 16 IV + 16 padding bytes
  });

  it('rejects a wrong-size IV as a programming error', () => {
    expect(() => impl.encode('x', key, new Uint8Array(15))).toThrow(TypeError);
  });

  it('throws TypeError (configuration), not DecodeError, for a bad key', () => {
    expect(() => impl.decode(impl.encode('x', key), 'nope')).toThrow(TypeError);
  });

  it('round-trips a large text (1 MiB, chunked Base64)', () => {
    const text = '货'.repeat(350_000) + 'x'.repeat(100_000);
    expect(impl.decode(impl.encode(text, key), key)).toBe(text);
  });

  it('keeps a leading byte-order mark', () => {
    expect(impl.decode(impl.encode('\uFEFFa', key), key)).toBe('\uFEFFa');
  });

  it('throws DecodeError for every kind of bad input', () => {
    // Fixed IV: the cases below must not depend on which Base64 characters happen to appear.
    const iv = new Uint8Array(16).fill(1);
    const good = impl.encode('hello', key, iv);
    const cases = [
      '', // empty
      'not base64!', // alphabet
      `${good} `, // trailing whitespace
      ` ${good}`,
      good.replace(/=+$/, ''), // missing padding
      `-${good.slice(1)}`, // URL-safe alphabet
      `${good.slice(0, -2)}_=`,
      'AAAA', // too short
      Buffer.alloc(16).toString('base64'), // IV only
      Buffer.alloc(40).toString('base64'), // not whole blocks
      Buffer.alloc(32).toString('base64'), // bad padding (all zero)
      rawEncrypt(new Uint8Array([0x68, 0x69, 0xff])), // invalid UTF-8
      rawEncrypt(new Uint8Array([0xed, 0xa0, 0x80])), // encoded lone surrogate
      rawEncrypt(new Uint8Array(16).fill(0x41), false), // no padding block at all
    ];
    for (const input of cases) expectDecodeError(() => impl.decode(input, key));
    expectDecodeError(() => impl.decode(good, `${key.slice(0, 63)}0`)); // wrong key
    expectDecodeError(() => impl.decode(undefined as unknown as string, key));
  });
});

describe('base64 helpers', () => {
  it('match Buffer', () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, i) => (i * 31) & 0xff);
    const b64 = noble.bytesToBase64(bytes);
    expect(b64).toBe(Buffer.from(bytes).toString('base64'));
    expect(noble.base64ToBytes(b64)).toEqual(bytes);
  });

  it('accept strict Base64 only', () => {
    expect(noble.isStrictBase64('')).toBe(true);
    expect(noble.isStrictBase64('QQ==')).toBe(true);
    expect(noble.isStrictBase64('QUI=')).toBe(true);
    expect(noble.isStrictBase64('QUJD')).toBe(true);
    for (const bad of ['Q', 'QQ', 'QQ=', 'Q===', 'QQ==QQ==', 'QU\nJD', 'QUJ-']) {
      expect(noble.isStrictBase64(bad)).toBe(false);
    }
  });
});
