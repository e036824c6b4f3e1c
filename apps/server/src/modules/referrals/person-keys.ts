// "The same mobile, device id, openid or ID-card number counts as one person" (issue 13): each
// account's identifiers are kept as sha256(`kind:value`) in referral_person_keys, added whenever
// the referral rules look at the account and never removed, so an identifier an account had once
// (an ID number since changed, a phone since replaced) still ties it to the others. Two accounts
// are one person when they share a key. A device id is a signal, never proof (DESIGN.md §8): here
// it only ever refuses or withholds, it never gives.

import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { drivers } from '../../db/schema/drivers.ts';
import { referralPersonKeys } from '../../db/schema/referrals.ts';
import { users } from '../../db/schema/users.ts';
import { wechatOpenids } from '../../db/schema/wechat-oauth.ts';

export type PersonKeyKind = 'mobile' | 'device' | 'openid' | 'id_card';

export function personKeyHash(kind: PersonKeyKind, value: string): string {
  return createHash('sha256').update(`${kind}:${value}`).digest('hex');
}

/** Adds the account's current identifiers (and `extra` ones seen on this request) to its keys. */
export async function recordPersonKeys(
  db: Db,
  userId: number,
  now: number,
  extra: { deviceId?: string | null; openid?: string | null } = {},
): Promise<void> {
  const [user] = await db
    .select({ mobile: users.mobile, idCardNo: drivers.idCardNo })
    .from(users)
    .leftJoin(drivers, eq(drivers.userId, users.id))
    .where(eq(users.id, userId));
  if (!user) return;
  const openids = await db
    .select({ openid: wechatOpenids.openid })
    .from(wechatOpenids)
    .where(eq(wechatOpenids.userId, userId));
  const keys: [PersonKeyKind, string][] = [['mobile', user.mobile]];
  if (user.idCardNo) keys.push(['id_card', user.idCardNo.toUpperCase()]);
  for (const { openid } of openids) keys.push(['openid', openid]);
  if (extra.openid) keys.push(['openid', extra.openid]);
  if (extra.deviceId) keys.push(['device', extra.deviceId]);
  await db
    .insert(referralPersonKeys)
    .values(
      keys.map(([kind, value]) => ({
        userId,
        kind,
        keyHash: personKeyHash(kind, value),
        firstSeenAt: new Date(now),
      })),
    )
    .onConflictDoNothing();
}

/**
 * Holds, until the transaction ends, one lock per identifier the account has (in a fixed order):
 * two accounts of one person (a shared mobile, device, openid or ID number) accepting two links at
 * the same instant queue here, and the second then sees the first's referral (its key rows and its
 * referral committed). A transaction-level advisory lock per key hash; a collision with another
 * lock of the same number only makes two acceptances wait for each other.
 */
export async function lockPersonKeys(tx: Db, userId: number): Promise<void> {
  const keys = await tx
    .selectDistinct({ keyHash: referralPersonKeys.keyHash })
    .from(referralPersonKeys)
    .where(eq(referralPersonKeys.userId, userId))
    .orderBy(asc(referralPersonKeys.keyHash));
  for (const { keyHash } of keys) {
    // 60 bits of the hash: a whole number PostgreSQL's bigint holds.
    const lockId = BigInt(`0x${keyHash.slice(0, 15)}`).toString();
    await tx.execute(sql`select pg_advisory_xact_lock(${lockId}::bigint)`);
  }
}

/** The kind of identifier two accounts share, or null when none. */
export async function sharedKeyKind(db: Db, a: number, b: number): Promise<PersonKeyKind | null> {
  const other = alias(referralPersonKeys, 'other');
  const [row] = await db
    .select({ kind: referralPersonKeys.kind })
    .from(referralPersonKeys)
    .innerJoin(other, eq(other.keyHash, referralPersonKeys.keyHash))
    .where(and(eq(referralPersonKeys.userId, a), eq(other.userId, b)))
    .limit(1);
  return (row?.kind as PersonKeyKind | undefined) ?? null;
}

/** The account and every account that shares a key with it (the same person's accounts). */
export async function accountsOfPerson(db: Db, userId: number): Promise<number[]> {
  const mine = db
    .select({ keyHash: referralPersonKeys.keyHash })
    .from(referralPersonKeys)
    .where(eq(referralPersonKeys.userId, userId));
  const rows = await db
    .selectDistinct({ userId: referralPersonKeys.userId })
    .from(referralPersonKeys)
    .where(inArray(referralPersonKeys.keyHash, mine));
  return [...new Set([userId, ...rows.map((row) => row.userId)])];
}
