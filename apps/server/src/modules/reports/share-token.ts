// The token of a driver's annual-bill share link (docs/decisions/031): the driver's id in base 36,
// a dot, and the first 128 bits of HMAC-SHA256 under the server's share-link key over a label, the
// year and the id, base64url. Nothing is stored: the server recomputes the MAC and compares in
// constant time, so only the server makes a token, a token opens one driver's one year, and any
// change to it (another id, another year, one character) is a token that does not exist. Changing
// the key (config `shareLinkKey`) ends every link given out.

import { createHmac, timingSafeEqual } from 'node:crypto';
import { ANNUAL_BILL_TOKEN_PATTERN } from '@freight/contract/endpoints/reports-values';

/** Bytes of the MAC kept: 128 bits, 22 base64url characters. */
const MAC_BYTES = 16;

function mac(key: string, year: number, userId: number): string {
  return createHmac('sha256', key)
    .update(`freight/annual-bill-share/v1:${year}:${userId}`)
    .digest()
    .subarray(0, MAC_BYTES)
    .toString('base64url');
}

export function annualBillToken(key: string, year: number, userId: number): string {
  return `${userId.toString(36)}.${mac(key, year, userId)}`;
}

/** The driver a token was made for, or null for a token the server did not make for `year`. */
export function driverOfToken(key: string, year: number, token: string): number | null {
  if (!ANNUAL_BILL_TOKEN_PATTERN.test(token)) return null;
  const [idPart = '', given = ''] = token.split('.');
  const userId = Number.parseInt(idPart, 36);
  // One spelling per id (no leading zeros), within the ids the database gives.
  if (!Number.isSafeInteger(userId) || userId < 1 || userId.toString(36) !== idPart) return null;
  const expected = Buffer.from(mac(key, year, userId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? userId : null;
}
