// A game's prize (ADR 030): the campaign's one prize tier, given through the value core inside the
// caller's transaction, keyed by what earned it (`cut:<id>`, `words:<id>`), so a retry or a twin
// gives it once.

import type { ValueAsset } from '@freight/contract/endpoints/value';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { campaignTiers } from '../../db/schema/campaigns.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { CAMPAIGN_MESSAGES } from '../campaigns/public.ts';
import { credit, issueCoupon } from '../value/public.ts';

export type Tier = typeof campaignTiers.$inferSelect;

/** The campaign's prize: its one tier that is not the losing one (input-checks.ts saw to it). */
export async function prizeTierOf(db: Db, campaignId: number): Promise<Tier> {
  const [tier] = await db
    .select()
    .from(campaignTiers)
    .where(and(eq(campaignTiers.campaignId, campaignId), ne(campaignTiers.prize, 'none')));
  if (!tier) throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, CAMPAIGN_MESSAGES.nothingToDraw);
  return tier;
}

/** Gives `tier`'s prize to `userId`: a coupon, or a credit of points, beans or cash. */
export async function givePrize(
  tx: Db,
  input: { campaignId: number; tier: Tier; userId: number; key: string; now: number },
): Promise<{ couponId: number | null; entryId: number | null }> {
  const { campaignId, tier, userId, key, now } = input;
  if (tier.prize === 'coupon') {
    const { coupon } = await issueCoupon(tx, {
      userId,
      templateId: tier.couponTemplateId ?? 0,
      source: 'campaign',
      refId: campaignId,
      idempotencyKey: key,
      now,
    });
    return { couponId: coupon.id, entryId: null };
  }
  const entry = await credit(tx, {
    userId,
    asset: tier.prize as ValueAsset,
    amount: tier.amount,
    reason: 'campaign_prize',
    ref: { kind: 'campaign', id: campaignId },
    idempotencyKey: key,
    now,
  });
  return { couponId: null, entryId: entry.entryId };
}
