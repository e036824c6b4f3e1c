// The activity centre's lists (loyalty/routes.ts): the campaigns running for a user type that the
// centre shows, and the attempts of a user that paid something, newest first.

import { kindsWhere } from '@freight/contract/endpoints/campaign-kinds';
import { and, asc, desc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { campaignAttempts, campaigns, campaignTiers } from '../../db/schema/campaigns.ts';
import { flashSaleLines } from '../../db/schema/shipments.ts';
import { runningFor } from './sign-in.ts';

/**
 * Running for the user type, without the kinds listed elsewhere (the registry's `activityCentre`)
 * and flash-sale lines (campaigns with a line), the soonest to end first.
 */
export function activityCentreCampaigns(
  db: Db,
  userType: Parameters<typeof runningFor>[1],
  now: number,
  limit: number,
) {
  return db
    .select({ campaign: campaigns })
    .from(campaigns)
    .leftJoin(flashSaleLines, eq(flashSaleLines.campaignId, campaigns.id))
    .where(
      and(
        runningFor(null, userType, now),
        notInArray(campaigns.kind, [...kindsWhere('activityCentre', false)]),
        isNull(flashSaleLines.campaignId),
      ),
    )
    .orderBy(asc(campaigns.endsAt), asc(campaigns.id))
    .limit(limit);
}

/** The user's attempts that paid points, beans or a coupon, newest first. */
export function rewardedAttempts(db: Db, userId: number, limit: number) {
  return db
    .select({ attempt: campaignAttempts, campaign: campaigns, tier: campaignTiers })
    .from(campaignAttempts)
    .innerJoin(campaigns, eq(campaigns.id, campaignAttempts.campaignId))
    .innerJoin(campaignTiers, eq(campaignTiers.id, campaignAttempts.tierId))
    .where(
      and(
        eq(campaignAttempts.userId, userId),
        sql`(${campaignAttempts.entryId} is not null or ${campaignAttempts.couponId} is not null)`,
      ),
    )
    .orderBy(desc(campaignAttempts.id))
    .limit(limit);
}
