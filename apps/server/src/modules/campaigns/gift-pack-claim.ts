// A new user's claim of a gift pack (docs/decisions/015-campaigns.md): the pack is given whole or
// not at all, in one transaction on the shared steps of attempt.ts, taking row locks in its order.
// What a pack holds and who may take it is gift-pack.ts.

import type { KindsWhere } from '@freight/contract/endpoints/campaign-kinds';
import { todayInChina } from '@freight/contract/china-time';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { campaignAttempts } from '../../db/schema/campaigns.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { admitted } from '../activity-stock/public.ts';
import {
  type AttemptInput,
  award,
  campaignOf,
  checkEligible,
  countAttempt,
  counted,
  gateKey,
  newTally,
  openAttempt,
  takeUnit,
  type Tier,
  tiersOf,
} from './attempt.ts';
import { CAMPAIGN_MESSAGES as M } from './messages.ts';

/** A campaign of this kind is a new user's gift pack: each prize tier is one item of the pack. */
export const GIFT_PACK_KIND = 'gift_pack' satisfies KindsWhere<'engine', 'pack'>;

/** A pack's items: its prize tiers, in position order (the losing tier is never an item). */
export function packItems(tiers: readonly Tier[]): Tier[] {
  return tiers.filter((tier) => tier.prize !== 'none').sort((a, b) => a.position - b.position);
}

export interface PackClaim {
  attemptId: number;
  items: Tier[];
  claimedAt: Date;
  repeated: boolean;
}

/**
 * A new user takes a gift pack whole, in one transaction: the attempt row (a retry of the same
 * request id repeats the answer), the window and audience (new users of the pack's user type),
 * the user's counter (a pack's limit is one: a second request id is LIMIT_REACHED), a unit of
 * every item in position order (one gone: SOLD_OUT, and everything rolls back, so no pack is
 * given in part), then each item's coupon or credit keyed by the attempt and the item.
 */
export function claimPack(db: Db, input: Omit<AttemptInput, 'random'>): Promise<PackClaim> {
  const { campaignId, userId, userType, now } = input;
  const tally = newTally();
  const work = admitted(db, gateKey(campaignId), () =>
    db.transaction(async (tx) => {
      const campaign = await campaignOf(tx, campaignId);
      tally.campaign = campaign;
      if (campaign.kind !== GIFT_PACK_KIND) {
        throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, M.notAPack);
      }
      const day = todayInChina(now);
      const attempt = await openAttempt(tx, input, day);
      const items = packItems(await tiersOf(tx, [campaignId]));
      if (!attempt.fresh) {
        const [prior] = await tx
          .select({ createdAt: campaignAttempts.createdAt })
          .from(campaignAttempts)
          .where(eq(campaignAttempts.id, attempt.id));
        return {
          attemptId: attempt.id,
          items,
          claimedAt: prior?.createdAt ?? new Date(now),
          repeated: true,
        };
      }
      await checkEligible(tx, campaign, userId, userType, now);
      await countAttempt(tx, { ...campaign, perCampaignLimit: 1 }, userId, day).catch(
        (error: unknown) => {
          // The pack's limit is one per user, whatever else the campaign says.
          if (error instanceof ApiError && error.code === BUSINESS_CODES.LIMIT_REACHED) {
            throw new ApiError(BUSINESS_CODES.LIMIT_REACHED, M.packClaimed);
          }
          throw error;
        },
      );
      if (items.length === 0) throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, M.nothingToDraw);
      for (const item of items) {
        if (!(await takeUnit(tx, item.id))) {
          throw new ApiError(BUSINESS_CODES.SOLD_OUT, M.packGone);
        }
      }
      for (const item of items) {
        await award(tx, campaign, item, attempt.id, userId, now, item.position);
      }
      const [first] = items;
      await tx
        .update(campaignAttempts)
        .set({ tierId: first?.id ?? null })
        .where(eq(campaignAttempts.id, attempt.id));
      Object.assign(tally, { attempted: true, granted: true });
      return { attemptId: attempt.id, items, claimedAt: new Date(now), repeated: false };
    }),
  );
  return counted(work, tally);
}
