// What the referrals' own pages read (referrals/routes.ts): the inviter's name for the invite
// card, the referrals an inviter made with what was paid and what is promised, and the latest
// invitation a user accepted of a type, with its campaign, terms and what the invitee was paid.

import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { referralProgrammes, referrals } from '../../db/schema/referrals.ts';
import { users } from '../../db/schema/users.ts';
import { valueAccounts, valueEntries } from '../../db/schema/value.ts';

/** The user's name as registered, if any. */
export async function inviterName(db: Db, userId: number): Promise<string | null | undefined> {
  const [inviter] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return inviter?.name;
}

/** The inviter's referrals (of one programme when given), newest first, at most `limit`. */
export function invitedBy(
  db: Db,
  inviterUserId: number,
  programme: string | undefined,
  limit: number,
) {
  return db
    .select({
      referral: referrals,
      slug: campaigns.slug,
      mobile: users.mobile,
      // What was paid, as the ledger has it.
      paidAmount: valueEntries.amount,
      paidAsset: valueAccounts.asset,
      // What the programme pays an inviter, for those still to be paid.
      promisedAmount: referralProgrammes.inviterRewardAmount,
      promisedAsset: referralProgrammes.inviterRewardAsset,
    })
    .from(referrals)
    .innerJoin(campaigns, eq(campaigns.id, referrals.programmeId))
    .innerJoin(referralProgrammes, eq(referralProgrammes.campaignId, referrals.programmeId))
    .innerJoin(users, eq(users.id, referrals.inviteeUserId))
    .leftJoin(valueEntries, eq(valueEntries.id, referrals.inviterEntryId))
    .leftJoin(valueAccounts, eq(valueAccounts.id, valueEntries.accountId))
    .where(
      and(
        eq(referrals.inviterUserId, inviterUserId),
        programme === undefined ? undefined : eq(campaigns.slug, programme),
      ),
    )
    .orderBy(desc(referrals.id))
    .limit(limit);
}

/** The latest referral of the type that invited this user, with what the page shows of it. */
export async function latestInvitation(
  db: Db,
  inviteeUserId: number,
  inviteType: (typeof referralProgrammes.$inferSelect)['inviteType'],
) {
  const inviter = alias(users, 'inviter');
  const [row] = await db
    .select({
      referral: referrals,
      campaign: campaigns,
      rules: referralProgrammes,
      inviterMobile: inviter.mobile,
      paidAmount: valueEntries.amount,
      paidAsset: valueAccounts.asset,
    })
    .from(referrals)
    .innerJoin(referralProgrammes, eq(referralProgrammes.campaignId, referrals.programmeId))
    .innerJoin(campaigns, eq(campaigns.id, referrals.programmeId))
    .innerJoin(inviter, eq(inviter.id, referrals.inviterUserId))
    .leftJoin(valueEntries, eq(valueEntries.id, referrals.inviteeEntryId))
    .leftJoin(valueAccounts, eq(valueAccounts.id, valueEntries.accountId))
    .where(
      and(
        eq(referrals.inviteeUserId, inviteeUserId),
        eq(referralProgrammes.inviteType, inviteType),
      ),
    )
    // The latest: one per programme, and a later programme of the type is the one that counts.
    .orderBy(desc(referrals.id))
    .limit(1);
  return row;
}
