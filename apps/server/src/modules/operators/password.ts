// Operator passwords, hashed with scrypt (memory-hard) from node:crypto: no package and no native
// build, and it runs on libuv's thread pool, so a login does not stall the event loop. The cost
// parameters are stored in each hash, so raising them later re-hashes nothing already stored.

import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';

// N = 2^15, r = 8, p = 3: one of OWASP's equivalent scrypt minimums, at 32 MiB per hash rather
// than the 128 MiB of N = 2^17, p = 1 (a small server must survive parallel login attempts; the
// login route is rate-limited per address and per name as well).
const COST = { N: 2 ** 15, r: 8, p: 3 };
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...params, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return [
    'scrypt',
    COST.N,
    COST.r,
    COST.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Whether `password` matches `stored`; false for a hash this code does not read. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(params).every((value) => Number.isSafeInteger(value) && value > 0)) {
    return false;
  }
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), params);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let decoy: Promise<string> | undefined;

/**
 * A hash to check a password against when the username is unknown, so that a login takes as long
 * for a name that does not exist as for a wrong password.
 */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('base64url'));
  return decoy;
}

/** A password to print once (demo account, create-operator script): 24 base64url characters. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Why `password` is too easy to guess for an operator named `username`, or null when it is not:
 * fewer than 12 characters, or a zxcvbn score below 3 (about 10^8 guesses: a common or breached
 * password, a keyboard walk, a repeat, a sequence, a date, the name itself) against the password
 * lists of `@zxcvbn-ts/language-common` (ASVS V2.1.1 and V2.1.7). The lists load on first use.
 */
export function passwordWeakness(password: string, username: string): 'short' | 'guessable' | null {
  if (password.length < MIN_PASSWORD_LENGTH) return 'short';
  strength ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
  });
  return strength.check(password, [username]).score < 3 ? 'guessable' : null;
}
export const MIN_PASSWORD_LENGTH = 12;
let strength: ZxcvbnFactory | undefined;
