// `@freight/contract/node`: the server's implementation of sign / encode / decode on node:crypto
// (OpenSSL: several times faster than the pure-JS versions on the gateway's hot path). Same inputs,
// outputs and errors as ./signing.ts and ./cipher.ts; test/test-vectors.json and the cross property
// tests hold the two to each other. Never import this module from browser code.

import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import {
  checkIv,
  DecodeError,
  decodeUtf8,
  hasCipherShape,
  IV_BYTES,
  isStrictBase64,
  isValidKeyHex,
} from './cipher.ts';
import { type SignatureInput, stringToSign } from './signing.ts';

export { DecodeError, isValidKeyHex } from './cipher.ts';
export {
  type CanonicalRequestInput,
  canonicalRequest,
  type QueryInput,
  readSignatureParams,
  type SignatureInput,
  type SignatureParams,
  sortedQuery,
  stringToSign,
  timestampWithinSkew,
} from './signing.ts';

/** Lowercase hex HMAC-MD5 (32 characters), key = the app secret as UTF-8. */
export function sign(input: SignatureInput, appSecret: string): string {
  return createHmac('md5', Buffer.from(appSecret, 'utf8'))
    .update(stringToSign(input), 'utf8')
    .digest('hex');
}

/** Constant-time string comparison (lengths may leak, contents do not). */
export function constantTimeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** As cipher.ts `encode`: '' when the key is not 64 hex characters. */
export function encode(text: string, keyHex: string | undefined | null, iv?: Uint8Array): string {
  if (!isValidKeyHex(keyHex)) return '';
  if (iv) checkIv(iv);
  const nonce = iv ? Buffer.from(iv) : randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-cbc', Buffer.from(keyHex, 'hex'), nonce);
  return Buffer.concat([nonce, cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
}

/** As cipher.ts `decode`: DecodeError for any bad input, TypeError for a bad key. */
export function decode(b64: string, keyHex: string): string {
  if (!isValidKeyHex(keyHex)) throw new TypeError('ENCRYPT_KEY must be 64 hex characters');
  // Buffer's Base64 decoder skips junk silently; the shared strictness check keeps both twins equal.
  if (typeof b64 !== 'string' || !isStrictBase64(b64)) throw new DecodeError();
  const bytes = Buffer.from(b64, 'base64');
  if (!hasCipherShape(bytes.length)) throw new DecodeError();
  let plain: Buffer;
  try {
    const decipher = createDecipheriv(
      'aes-256-cbc',
      Buffer.from(keyHex, 'hex'),
      bytes.subarray(0, IV_BYTES),
    );
    plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES)), decipher.final()]);
  } catch {
    throw new DecodeError();
  }
  // Buffer#toString would replace invalid UTF-8 with U+FFFD; the fatal decoder rejects it instead.
  return decodeUtf8(plain);
}
