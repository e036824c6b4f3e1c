// Login codes (docs/design.md §4): 6 random digits, valid 5 minutes, single use, dead after 5 wrong
// tries. Single use, but a log-in sent again after a lost answer (a tunnel, a dropped 4G) with the
// same key and code is the same use: it repeats while the code lives (ADR 008). Stored only as an
// HMAC under a pepper derived from APP_SECRET, so the table alone does not give the codes away
// (with the pepper, 10^6 guesses would; the short life and the try limit are what really protect
// a code). One live code per number: a new one replaces the last.

import { createHmac, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { smsCodes } from '../../db/schema/identity.ts';

export const CODE_TTL_SECONDS = 300;
export const MAX_FAILED_ATTEMPTS = 5;

export function codePepper(appSecret: string): Buffer {
  return createHmac('sha256', appSecret).update('freight/sms-login-code/v1').digest();
}

export function hashCode(pepper: Buffer, mobile: string, code: string): string {
  return createHmac('sha256', pepper).update(`${mobile}:${code}`).digest('hex');
}

/** Six digits from the system's CSPRNG, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export async function storeCode(db: Db, mobile: string, codeHash: string, now: number) {
  const fields = {
    codeHash,
    createdAt: new Date(now),
    expiresAt: new Date(now + CODE_TTL_SECONDS * 1000),
    failedAttempts: 0,
    usedAt: null,
    usedBy: null,
    registered: false,
  };
  await db
    .insert(smsCodes)
    .values({ mobile, ...fields })
    .onConflictDoUpdate({ target: smsCodes.mobile, set: fields });
}

/** Removes the code `codeHash` of `mobile` (the message could not be sent). */
export async function discardCode(db: Db, mobile: string, codeHash: string) {
  await db
    .delete(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.codeHash, codeHash)));
}

export type CodeCheck =
  | { result: 'ok' }
  /** The code was used by this very key: the same log-in again. `registered` as the first said. */
  | { result: 'repeat'; registered: boolean }
  | { result: 'wrong' | 'invalid' };

/**
 * Uses up the code if it is right, live, unused and not locked ('ok'), marking it with `usedBy`;
 * repeats that use for the same key and code while the code lives ('repeat'); else counts a wrong
 * try against the live unused code ('wrong', or 'invalid' when that try was the last one allowed),
 * or reports there is no usable code ('invalid': none sent, expired, used by another key, or
 * locked after MAX_FAILED_ATTEMPTS). Each step is one statement, so parallel guesses cannot use a
 * code twice or get more than MAX_FAILED_ATTEMPTS wrong tries.
 */
export async function consumeCode(
  db: Db,
  mobile: string,
  codeHash: string,
  now: number,
  usedBy: string,
): Promise<CodeCheck> {
  const alive = and(eq(smsCodes.mobile, mobile), gt(smsCodes.expiresAt, new Date(now)));
  const usable = and(
    alive,
    isNull(smsCodes.usedAt),
    lt(smsCodes.failedAttempts, MAX_FAILED_ATTEMPTS),
  );
  const used = await db
    .update(smsCodes)
    .set({ usedAt: new Date(now), usedBy })
    .where(and(usable, eq(smsCodes.codeHash, codeHash)))
    .returning({ mobile: smsCodes.mobile });
  if (used.length === 1) return { result: 'ok' };
  const [again] = await db
    .select({ registered: smsCodes.registered })
    .from(smsCodes)
    .where(and(alive, eq(smsCodes.codeHash, codeHash), eq(smsCodes.usedBy, usedBy)));
  if (again) return { result: 'repeat', registered: again.registered };
  const counted = await db
    .update(smsCodes)
    .set({ failedAttempts: sql`${smsCodes.failedAttempts} + 1` })
    .where(usable)
    .returning({ failedAttempts: smsCodes.failedAttempts });
  const [wrongTry] = counted;
  return {
    result: wrongTry && wrongTry.failedAttempts < MAX_FAILED_ATTEMPTS ? 'wrong' : 'invalid',
  };
}

/** Notes that the log-in which used `usedBy`'s code made the account (a repeat says so too). */
export async function markRegistered(db: Db, mobile: string, usedBy: string) {
  await db
    .update(smsCodes)
    .set({ registered: true })
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.usedBy, usedBy)));
}

export async function purgeExpiredCodes(db: Db, now: number) {
  await db.delete(smsCodes).where(lt(smsCodes.expiresAt, new Date(now)));
}
