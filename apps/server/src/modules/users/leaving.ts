// A person leaves (issue 42 item 4, README "Personal data"): their account is deleted from the H5
// (/clearuser) or by an operator on their request. What identifies them goes; what others rely on
// stays, pointing at a tombstone (the users row with no number, no name and `deleted_at`):
//
// - erased: the mobile and name, the driver's profile (name, ID number and its hash, plate,
//   documents and their photos), every uploaded photo (rows at once, files queued for the store
//   as the retention purges queue theirs, uploads/retention.ts), party posts, the photos of
//   road reports, the call-back number of feedback, the name and plate of recruitment sign-ups,
//   the WeChat openids' link to the account and the inviter openid of invite links;
// - ended: every session, upload grant and invite link;
// - kept: value ledgers, coupons, referrals and their person keys (ADR 016: the same person may
//   register again, with a new account, but is not rewarded twice as a new user; the keys are
//   recorded at the deletion if they were not yet), shipments (the
//   other party's record of a transaction; PRC E-Commerce Law art. 31 asks for three years),
//   campaign records, and the operator audit log.
//
// A person with a shipment under way (published and not taken, or taken and not completed) is
// asked to finish or cancel it first: the other party is relying on it.

import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { drivers } from '../../db/schema/drivers.ts';
import { roadReports } from '../../db/schema/epidemic.ts';
import { sessions } from '../../db/schema/identity.ts';
import { inviteTokens } from '../../db/schema/invites.ts';
import { knowledgeFeedback } from '../../db/schema/knowledge.ts';
import { leads } from '../../db/schema/leads.ts';
import { partyPosts } from '../../db/schema/party.ts';
import { shipments } from '../../db/schema/shipments.ts';
import { uploads, uploadTokens } from '../../db/schema/uploads.ts';
import { users } from '../../db/schema/users.ts';
import { wechatOpenids } from '../../db/schema/wechat-oauth.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import type { PiiVault } from '../../security/pii.ts';
import { recordPersonKeys } from '../referrals/public.ts';
import { deleteErasedFiles, eraseUploads, uploadStorageFor } from '../uploads/public.ts';

/** What a recruitment sign-up's name becomes: the column requires one. */
export const LEFT_NAME = '已注销';

const SHIPMENT_UNDER_WAY = {
  'zh-CN': '您还有进行中的货源或运单，请完成或取消后再注销账号',
  'en-US': 'You have a shipment under way: complete or cancel it before deleting your account',
};

/** The person's own erasure, in a transaction of its own (the delete-account endpoint). */
export function eraseOwnAccount(db: Db, pii: PiiVault, userId: number, now: Date) {
  return db.transaction((tx) => eraseAccount(tx, pii, userId, now));
}

/**
 * Erases the personal data of `userId` in `tx` (the users row locked first, so that two deletions,
 * or a deletion and a login's profile write, take turns). Answers false when the account was
 * already deleted (nothing changes), true when this call deleted it. The uploaded files are
 * queued for the store: `deleteLeftPhotos` deletes them after the commit.
 */
export async function eraseAccount(
  tx: Db,
  pii: PiiVault,
  userId: number,
  now: Date,
): Promise<boolean> {
  const [user] = await tx
    .select({ id: users.id, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) throw new ApiError(BUSINESS_CODES.NOT_FOUND, 'No such user');
  if (user.deletedAt) return false;

  const [underWay] = await tx
    .select({ id: shipments.id })
    .from(shipments)
    .where(
      or(
        and(eq(shipments.shipperUserId, userId), inArray(shipments.state, ['published', 'taken'])),
        and(eq(shipments.driverUserId, userId), eq(shipments.state, 'taken')),
      ),
    )
    .limit(1);
  if (underWay) throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, SHIPMENT_UNDER_WAY);

  // The person's keys (keyed hashes of the number, the ID number, the openids) are recorded while
  // the account still has them: a new account of the same person is known as theirs (ADR 016).
  await recordPersonKeys(tx, pii, userId, now.getTime());

  const photos = await tx
    .select({ key: uploads.key })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  await eraseUploads(
    tx,
    photos.map((photo) => photo.key),
    now.getTime(),
  );
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(uploadTokens).where(eq(uploadTokens.userId, userId));
  await tx.delete(drivers).where(eq(drivers.userId, userId));
  await tx.delete(partyPosts).where(eq(partyPosts.userId, userId));
  await tx
    .update(roadReports)
    .set({ photoKeys: sql`'[]'::jsonb` })
    .where(eq(roadReports.userId, userId));
  await tx
    .update(knowledgeFeedback)
    .set({ mobile: null })
    .where(eq(knowledgeFeedback.userId, userId));
  await tx
    .update(leads)
    .set({ name: LEFT_NAME, plateNumber: null, company: null })
    .where(eq(leads.userId, userId));
  // Their invite links end: nobody is brought in for a person who has gone.
  await tx
    .update(inviteTokens)
    .set({ inviterOpenid: null, expiresAt: now })
    .where(eq(inviteTokens.inviterUserId, userId));
  await tx.update(wechatOpenids).set({ userId: null }).where(eq(wechatOpenids.userId, userId));
  await tx
    .update(users)
    .set({ mobile: null, name: null, deletedAt: now })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return true;
}

/**
 * Deletes the queued files (a person who left, and any purge's) once the erasure has committed.
 * A store that fails now leaves them queued: the hourly retention run asks it again (ADR 038).
 */
export async function deleteLeftPhotos(app: FastifyInstance): Promise<void> {
  const store = uploadStorageFor(app);
  if (!store) return;
  try {
    await deleteErasedFiles(app.db, store);
  } catch (error) {
    app.log.warn({ err: error }, 'photos of a deleted account wait for the next retention run');
  }
}
