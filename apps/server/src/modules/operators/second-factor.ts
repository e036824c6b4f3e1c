// Operators' second factor (ADR 037; ASVS V2.7/V2.8): TOTP per RFC 6238 (SHA-1, 6 digits, 30 s
// steps, one step of clock drift either way) with otplib, each code good once (the last accepted
// time step is kept), and ten one-time recovery codes for a lost phone. Required for operators and
// admins when the server runs in production (enrolled at their first login); elsewhere, and for
// viewers, required once enrolled.

import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { OperatorRole } from '@freight/contract/ops';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../../db/database.ts';
import { operatorRecoveryCodes, operators } from '../../db/schema/operators.ts';

export const TOTP_ISSUER = 'Freight ops';
/** One step (30 s) before or after the server's: a phone's clock a little off still works. */
const TOLERANCE_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
// No 0/O, 1/I/L: codes are read from paper.
const RECOVERY_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** Whether an operator of `role` must have a second factor before using the console. */
export function secondFactorRequired(env: string, role: OperatorRole): boolean {
  return env === 'production' && role !== 'viewer';
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation) in base32. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function totpUri(username: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: username, secret });
}

/** The time step `code` matches for `secret` at `nowMs` (± one step), after `after`; else null. */
export async function matchTotp(
  secret: string,
  code: string,
  nowMs: number,
  after: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(after === null ? {} : { afterTimeStep: after }),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Accepts `code` for an enrolled operator once: the step is stored only if it is later than the
 * last one accepted, in one statement, so two logins with the same code cannot both pass.
 */
export async function useTotpCode(
  db: Db,
  operator: { id: number; totpSecret: string; totpLastStep: number | null },
  code: string,
  nowMs: number,
): Promise<boolean> {
  const step = await matchTotp(operator.totpSecret, code, nowMs, operator.totpLastStep);
  if (step === null) return false;
  const [taken] = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(operators.id, operator.id),
        or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step)),
      ),
    )
    .returning({ id: operators.id });
  return taken !== undefined;
}

/** Ten codes of 10 characters, shown as `XXXXX-XXXXX` (about 49 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    );
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** As typed: case, spaces and dashes do not matter. */
export function normaliseRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

function digest(salt: string, code: string): string {
  return createHash('sha256')
    .update(`${salt}:${normaliseRecoveryCode(code)}`)
    .digest('base64url');
}

/** `sha256$salt$hash` with a random 64-bit salt per code (ASVS V2.6.2). */
export function hashRecoveryCode(code: string): string {
  const salt = randomBytes(8).toString('base64url');
  return `sha256$${salt}$${digest(salt, code)}`;
}

function recoveryCodeMatches(code: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'sha256' || !salt || !hash) return false;
  const given = Buffer.from(digest(salt, code));
  const expected = Buffer.from(hash);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Uses up one of the operator's unused recovery codes matching `code`; answers how many are left,
 * or null when none matched (or another login used it at the same moment).
 */
export async function useRecoveryCode(
  db: Db,
  operatorId: number,
  code: string,
  now: number,
): Promise<number | null> {
  const unused = await db
    .select({ id: operatorRecoveryCodes.id, codeHash: operatorRecoveryCodes.codeHash })
    .from(operatorRecoveryCodes)
    .where(
      and(eq(operatorRecoveryCodes.operatorId, operatorId), isNull(operatorRecoveryCodes.usedAt)),
    );
  const found = unused.find((row) => recoveryCodeMatches(code, row.codeHash));
  if (!found) return null;
  const [used] = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: new Date(now) })
    .where(and(eq(operatorRecoveryCodes.id, found.id), isNull(operatorRecoveryCodes.usedAt)))
    .returning({ id: operatorRecoveryCodes.id });
  return used ? unused.length - 1 : null;
}

/** Replaces the operator's recovery codes with `codes` (hashed). */
export async function storeRecoveryCodes(
  db: Db,
  operatorId: number,
  codes: readonly string[],
): Promise<void> {
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
  await db
    .insert(operatorRecoveryCodes)
    .values(codes.map((code) => ({ operatorId, codeHash: hashRecoveryCode(code) })));
}

/** Keeps a new secret pending for an account without a second factor; false if it has one. */
export async function startTotpEnrolment(db: Db, id: number, sealedSecret: string) {
  const [started] = await db
    .update(operators)
    .set({ totpPendingSecret: sealedSecret })
    .where(and(eq(operators.id, id), isNull(operators.totpEnrolledAt)))
    .returning({ id: operators.id });
  return started !== undefined;
}

/**
 * Makes the pending secret the account's second factor, if it is still the one pending and none is
 * enrolled; false otherwise (another enrolment won).
 */
export async function enrolTotp(
  tx: Db,
  id: number,
  { sealed, enrolledAt, step }: { sealed: string; enrolledAt: Date; step: number },
) {
  const [enrolled] = await tx
    .update(operators)
    .set({
      totpSecret: sealed,
      totpEnrolledAt: enrolledAt,
      totpPendingSecret: null,
      totpLastStep: step,
    })
    .where(
      and(
        eq(operators.id, id),
        isNull(operators.totpEnrolledAt),
        eq(operators.totpPendingSecret, sealed),
      ),
    )
    .returning({ id: operators.id });
  return enrolled !== undefined;
}
