// The openids the WeChat OAuth exchange learnt (wechat/oauth-routes.ts), each with the user it
// was bound to when one was logged in.

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { wechatOpenids } from '../../db/schema/wechat-oauth.ts';

/**
 * Stores an exchanged openid, or notes its latest exchange; an anonymous exchange keeps the user an
 * earlier logged-in one bound.
 */
export async function rememberOpenid(
  db: Db,
  {
    appId,
    openid,
    userId,
    now,
  }: { appId: string; openid: string; userId: number | null; now: Date },
): Promise<void> {
  await db
    .insert(wechatOpenids)
    .values({ appId, openid, userId, createdAt: now, lastExchangedAt: now })
    .onConflictDoUpdate({
      target: [wechatOpenids.appId, wechatOpenids.openid],
      set: {
        userId: sql`coalesce(excluded.user_id, ${wechatOpenids.userId})`,
        lastExchangedAt: now,
      },
    });
}
