// Body encryption (docs/design.md §3, docs/contract.md "Encryption"): text = Base64(IV ‖ AES-256-CBC-PKCS7
// (UTF-8 of the plaintext)), a fresh 16-byte IV per message. Pure JavaScript (@noble/ciphers) so it
// runs in any browser, secure context or not (crypto.subtle needs one; getRandomValues does not).
// The server uses the node:crypto twin in ./node.ts with exactly the same inputs, outputs and errors.

import { cbc } from '@noble/ciphers/aes.js';
import { hexToBytes } from '@noble/ciphers/utils.js';

export const IV_BYTES = 16;
const BLOCK_BYTES = 16;

/**
 * The one error every decryption failure raises: bad Base64, wrong length, bad padding, invalid
 * UTF-8. The message never says which, so a response can't serve as a padding or format oracle;
 * the gateway maps it to a single error code.
 */
export class DecodeError extends Error {
  override name = 'DecodeError';
  constructor() {
    super('undecryptable payload');
  }
}

const KEY_PATTERN = /^[0-9a-fA-F]{64}$/;

/** True for a usable ENCRYPT_KEY: exactly 64 hex characters (32 bytes, AES-256). */
export function isValidKeyHex(keyHex: unknown): keyHex is string {
  return typeof keyHex === 'string' && KEY_PATTERN.test(keyHex);
}

// Strict, padded, standard-alphabet Base64: no whitespace, no URL-safe alphabet, no missing `=`.
// atob and Buffer are both lenient, so both implementations check this first and agree.
const BASE64_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Is `text` well-formed Base64 as produced by `encode`? Shared by both implementations. */
export function isStrictBase64(text: string): boolean {
  return BASE64_PATTERN.test(text);
}

/** Could `bytes` (after Base64) be IV ‖ ciphertext? At least one block, whole blocks only. */
export function hasCipherShape(length: number): boolean {
  return length >= IV_BYTES + BLOCK_BYTES && (length - IV_BYTES) % BLOCK_BYTES === 0;
}

// Binary strings are built in chunks: String.fromCharCode(...bigArray) overflows the call stack
// on large inputs (a few hundred KB on mobile engines).
const CHUNK = 0x8000;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

/** Throws DecodeError unless `text` is strict Base64. */
export function base64ToBytes(text: string): Uint8Array {
  if (!isStrictBase64(text)) throw new DecodeError();
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const utf8Encoder = new TextEncoder();
// fatal: invalid UTF-8 is an error rather than U+FFFD, so a tampered body can't decode "successfully".
// ignoreBOM: a leading U+FEFF is part of the text (encode writes it as-is), not something to strip.
const utf8Decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Strict UTF-8 → string; throws DecodeError on invalid sequences. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return utf8Decoder.decode(bytes);
  } catch {
    throw new DecodeError();
  }
}

function randomIv(): Uint8Array | null {
  const c = (globalThis as { crypto?: { getRandomValues?: (a: Uint8Array) => Uint8Array } }).crypto;
  if (typeof c?.getRandomValues !== 'function') return null;
  return c.getRandomValues(new Uint8Array(IV_BYTES));
}

/** Throws TypeError for a caller-supplied IV of the wrong size (a programming error, not input). */
export function checkIv(iv: Uint8Array): void {
  if (iv.length !== IV_BYTES) throw new TypeError(`IV must be ${IV_BYTES} bytes`);
}

/**
 * Encrypts `text` (UTF-8; lone surrogates become U+FFFD as TextEncoder does). Returns '' when the
 * key is missing or not 64 hex characters, or when no random source exists: the client then sends
 * the fields as a plain form without the `X-Encode-Type` header (docs/contract.md "Fallback").
 * `iv` is for tests only; omit it in real use.
 */
export function encode(text: string, keyHex: string | undefined | null, iv?: Uint8Array): string {
  if (!isValidKeyHex(keyHex)) return '';
  if (iv) checkIv(iv);
  const nonce = iv ?? randomIv();
  if (!nonce) return '';
  const ciphertext = cbc(hexToBytes(keyHex), nonce).encrypt(utf8Encoder.encode(text));
  const out = new Uint8Array(IV_BYTES + ciphertext.length);
  out.set(nonce, 0);
  out.set(ciphertext, IV_BYTES);
  return bytesToBase64(out);
}

/**
 * Decrypts a value produced by `encode`. Any failure caused by the input throws DecodeError with the
 * same message. A key that is not 64 hex characters throws TypeError: that is a configuration error
 * (validate ENCRYPT_KEY at start with `isValidKeyHex`), not the caller's fault.
 */
export function decode(b64: string, keyHex: string): string {
  if (!isValidKeyHex(keyHex)) throw new TypeError('ENCRYPT_KEY must be 64 hex characters');
  if (typeof b64 !== 'string') throw new DecodeError();
  const bytes = base64ToBytes(b64);
  if (!hasCipherShape(bytes.length)) throw new DecodeError();
  let plain: Uint8Array;
  try {
    plain = cbc(hexToBytes(keyHex), bytes.subarray(0, IV_BYTES)).decrypt(bytes.subarray(IV_BYTES));
  } catch {
    throw new DecodeError();
  }
  return decodeUtf8(plain);
}
