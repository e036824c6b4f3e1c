// An invitation link's token as the invitee's page reads it (invites/routes.ts).

import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { inviteTokens } from '../../db/schema/invites.ts';
import { users } from '../../db/schema/users.ts';

/** The token of this type, unexpired at `now`, with its inviter's mobile and user type. */
export async function liveInviteToken(
  db: Db,
  token: string,
  type: (typeof inviteTokens.$inferSelect)['type'],
  now: number,
) {
  const [found] = await db
    .select({
      openid: inviteTokens.inviterOpenid,
      inviterUserId: inviteTokens.inviterUserId,
      mobile: users.mobile,
      userType: users.userType,
    })
    .from(inviteTokens)
    .innerJoin(users, eq(users.id, inviteTokens.inviterUserId))
    .where(
      and(
        eq(inviteTokens.token, token),
        eq(inviteTokens.type, type),
        gt(inviteTokens.expiresAt, new Date(now)),
      ),
    );
  return found;
}
