// An inviter's token for a programme, made on demand: the one they already have while it has a day
// or more left (or cannot last longer: it ends with the programme), else a new one. 24 random
// bytes as base64url (192 bits, 32 characters): unguessable, and fits the link's token pattern.
// The existing getUserInfoByTokenAndType resolves it (its openid: the inviter's, or null).

import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { inviteTokens } from '../../db/schema/invites.ts';
import { users } from '../../db/schema/users.ts';
import { wechatOpenids } from '../../db/schema/wechat-oauth.ts';
import type { PiiVault } from '../../security/pii.ts';
import { recordPersonKeys } from './person-keys.ts';
import { isRunning, type Programme, refusal } from './programmes.ts';

const REUSE_MIN_MS = 86_400_000;
// What the link's response schema accepts as an openid; anything else is not passed on.
const OPENID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

export function newInviteToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The inviter's WeChat openid last exchanged while logged in, or null. */
async function openidOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ openid: wechatOpenids.openid })
    .from(wechatOpenids)
    .where(eq(wechatOpenids.userId, userId))
    .orderBy(desc(wechatOpenids.lastExchangedAt))
    .limit(1);
  return row && OPENID_PATTERN.test(row.openid) ? row.openid : null;
}

export async function myInviteToken(
  db: Db,
  input: {
    userId: number;
    userType: number;
    programme: Programme;
    deviceId: string | null;
    now: number;
    pii: PiiVault;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const { userId, userType, programme, deviceId, now, pii } = input;
  if (!isRunning(programme, now)) throw refusal('programme_closed');
  if (programme.inviterUserType !== null && programme.inviterUserType !== userType) {
    throw refusal('other_user_type');
  }
  const longest = Math.min(now + programme.tokenTtlMs, programme.endsAt.getTime());
  return db.transaction(async (tx) => {
    // One inviter's parallel first calls queue here, so they share one token.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await recordPersonKeys(tx, pii, userId, now, { deviceId });
    const [current] = await tx
      .select({ token: inviteTokens.token, expiresAt: inviteTokens.expiresAt })
      .from(inviteTokens)
      .where(
        and(
          eq(inviteTokens.inviterUserId, userId),
          eq(inviteTokens.programmeId, programme.id),
          gt(inviteTokens.expiresAt, new Date(now)),
        ),
      )
      .orderBy(desc(inviteTokens.expiresAt))
      .limit(1);
    if (current) {
      const left = current.expiresAt.getTime();
      if (left - now >= REUSE_MIN_MS || left >= longest) return current;
    }
    const created = {
      token: newInviteToken(),
      type: programme.inviteType,
      inviterUserId: userId,
      inviterOpenid: await openidOf(tx, userId),
      programmeId: programme.id,
      createdAt: new Date(now),
      expiresAt: new Date(longest),
    };
    await tx.insert(inviteTokens).values(created);
    return { token: created.token, expiresAt: created.expiresAt };
  });
}
