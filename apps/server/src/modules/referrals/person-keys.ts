// "The same mobile, device id, openid or ID-card number counts as one person" (issue 13): each
// account's identifiers are kept as keyed hashes in referral_person_keys (HMAC under PII_KEY of
// sha256(`kind:value`), src/security/pii.ts `identifierHash`, ADR 036), added whenever
// the referral rules look at the account and never removed, so an identifier an account had once
// (an ID number since changed, a phone since replaced) still ties it to the others. Two accounts
// are one person when they share a key. A device id is a signal, never proof (docs/design.md §8): here
// it only ever refuses or withholds, it never gives.

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { drivers } from '../../db/schema/drivers.ts';
import { referralPersonKeys } from '../../db/schema/referrals.ts';
import { users } from '../../db/schema/users.ts';
import { wechatOpenids } from '../../db/schema/wechat-oauth.ts';
import type { StartupStep } from '../../db/seed.ts';
import { identifierHash, type PiiVault } from '../../security/pii.ts';

export type PersonKeyKind = 'mobile' | 'device' | 'openid' | 'id_card';

/**
 * The key of an identifier: keyed, so that a copy of the table does not tell whose mobile or ID
 * number it holds (a plain hash of an 11-digit mobile is undone by trying them all).
 */
export function personKeyHash(pii: PiiVault, kind: PersonKeyKind, value: string): string {
  return identifierHash(pii, kind, value);
}

/** Adds the account's current identifiers (and `extra` ones seen on this request) to its keys. */
export async function recordPersonKeys(
  db: Db,
  pii: PiiVault,
  userId: number,
  now: number,
  extra: { deviceId?: string | null; openid?: string | null } = {},
): Promise<void> {
  const [user] = await db
    // The ID number's key is its hash in drivers (the same function): no need to open the number.
    .select({ mobile: users.mobile, idCardHash: drivers.idCardHash })
    .from(users)
    .leftJoin(drivers, eq(drivers.userId, users.id))
    .where(eq(users.id, userId));
  if (!user) return;
  const openids = await db
    .select({ openid: wechatOpenids.openid })
    .from(wechatOpenids)
    .where(eq(wechatOpenids.userId, userId));
  const keys: [PersonKeyKind, string][] = [];
  // A tombstone has no number left to key (its keys were recorded while it had one).
  if (user.mobile !== null) keys.push(['mobile', personKeyHash(pii, 'mobile', user.mobile)]);
  if (user.idCardHash) keys.push(['id_card', user.idCardHash]);
  for (const { openid } of openids) keys.push(['openid', personKeyHash(pii, 'openid', openid)]);
  if (extra.openid) keys.push(['openid', personKeyHash(pii, 'openid', extra.openid)]);
  if (extra.deviceId) keys.push(['device', personKeyHash(pii, 'device', extra.deviceId)]);
  await db
    .insert(referralPersonKeys)
    .values(
      keys.map(([kind, keyHash]) => ({
        userId,
        kind,
        keyHash,
        firstSeenAt: new Date(now),
        keyed: true,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Re-keys in place the keys hashed the old way (sha256(`kind:value`), `keyed` false: rows from
 * before migration 0029, or written by an older release still running): each becomes the HMAC of
 * what it holds, which is what `personKeyHash` gives for the same identifier, so old and new keys
 * of one person still meet. Idempotent (only unkeyed rows are read); runs at every start.
 */
export async function rekeyUnkeyedPersonKeys(db: Db, pii: PiiVault): Promise<number> {
  let changed = 0;
  for (;;) {
    const batch = await db
      .select({ userId: referralPersonKeys.userId, keyHash: referralPersonKeys.keyHash })
      .from(referralPersonKeys)
      .where(eq(referralPersonKeys.keyed, false))
      .limit(500)
      .for('update');
    if (batch.length === 0) return changed;
    const pairs = sql.join(
      batch.map(
        ({ userId, keyHash }) =>
          sql`(${String(userId)}::bigint, ${keyHash}::varchar, ${pii.hash(keyHash)}::varchar)`,
      ),
      sql`, `,
    );
    // The account may hold the keyed row already (an older release wrote the old one since):
    // then the old row only goes.
    await db.execute(sql`
      delete from referral_person_keys old using (values ${pairs}) as v(user_id, old_hash, new_hash)
      where old.user_id = v.user_id and old.key_hash = v.old_hash and old.keyed = false
        and exists (
          select 1 from referral_person_keys k where k.user_id = v.user_id and k.key_hash = v.new_hash
        )`);
    await db.execute(sql`
      update referral_person_keys old set key_hash = v.new_hash, keyed = true
      from (values ${pairs}) as v(user_id, old_hash, new_hash)
      where old.user_id = v.user_id and old.key_hash = v.old_hash and old.keyed = false`);
    changed += batch.length;
  }
}

/** The startup step that re-keys the old person keys (registered by the referrals module). */
export const rekeyPersonKeysStep: StartupStep = {
  name: 'referrals.rekey-person-keys',
  run: (db, { pii }) => rekeyUnkeyedPersonKeys(db, pii),
};

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

/** The kinds of identifier the account shares with any of `others` (other accounts). */
export async function sharedKeyKinds(
  db: Db,
  userId: number,
  others: number[],
): Promise<Set<PersonKeyKind>> {
  if (others.length === 0) return new Set();
  const other = alias(referralPersonKeys, 'other');
  const rows = await db
    .selectDistinct({ kind: referralPersonKeys.kind })
    .from(referralPersonKeys)
    .innerJoin(other, eq(other.keyHash, referralPersonKeys.keyHash))
    .where(and(eq(referralPersonKeys.userId, userId), inArray(other.userId, others)));
  return new Set(rows.map((row) => row.kind as PersonKeyKind));
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
