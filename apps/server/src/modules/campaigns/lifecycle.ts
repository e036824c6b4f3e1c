// A campaign's life after its draft (docs/decisions/015-campaigns.md): operators publish it, top
// up a tier's stock while it runs, or end it early; each audited in its own transaction under the
// campaign's row lock, as the changes of manage.ts.

import type { CampaignEndRequest, CampaignTopupRequest } from '@freight/contract/ops';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type Actor, audited } from '../../db/audit.ts';
import { campaignTiers, campaigns, campaignTopups } from '../../db/schema/campaigns.ts';
import { isoOrNull } from '../../db/timestamps.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { tiersOf } from './attempt.ts';
import { checkBudget } from './input-checks.ts';
import { lockCampaign } from './manage.ts';
import { CAMPAIGN_MESSAGES as M } from './messages.ts';
import { campaignState, opsView } from './ops-view.ts';

/** Publishes a draft: from now users see its rules; it must be before its start. */
export function publishCampaign(db: Db, actor: Actor, id: number, now: number) {
  return audited(db, actor, now, async (tx) => {
    const campaign = await lockCampaign(tx, id);
    if (campaign.publishedAt) throw new ApiError(BUSINESS_CODES.CONFLICT, M.alreadyPublished);
    if (now >= campaign.startsAt.getTime()) {
      throw new ApiError(BUSINESS_CODES.CONFLICT, M.startPassed);
    }
    const [updated] = await tx
      .update(campaigns)
      .set({ publishedAt: new Date(now), updatedAt: new Date(now) })
      .where(eq(campaigns.id, id))
      .returning();
    if (!updated) throw new Error('update returned no campaign');
    const after = await opsView(tx, updated, now);
    return {
      audit: {
        action: 'campaign.publish',
        targetKind: 'campaign',
        targetId: id,
        before: { publishedAt: null },
        after: { publishedAt: after.publishedAt },
      },
      result: after,
    };
  });
}

/**
 * Locks a campaign that has been published and has not ended, the only ones whose stock or end an
 * operator may still change; a draft or an ended one is refused with what it is.
 */
async function lockRunning(tx: Db, id: number, now: number) {
  const campaign = await lockCampaign(tx, id);
  const state = campaignState(campaign, now);
  if (state === 'draft') throw new ApiError(BUSINESS_CODES.CONFLICT, M.notPublished);
  if (state === 'ended') throw new ApiError(BUSINESS_CODES.CONFLICT, M.alreadyEnded);
  return { campaign, state };
}

/**
 * Adds stock to a tier of a published campaign that has not ended; the budget may be raised with
 * it (never lowered). Recorded with its time; the rules page lists it.
 */
export function topUpCampaign(
  db: Db,
  actor: Actor,
  id: number,
  input: CampaignTopupRequest,
  now: number,
) {
  return audited(db, actor, now, async (tx) => {
    const { campaign } = await lockRunning(tx, id, now);
    const budgetUnits = input.budgetUnits ?? campaign.budgetUnits;
    const budgetFen = input.budgetFen ?? campaign.budgetFen;
    if (budgetUnits < campaign.budgetUnits || budgetFen < campaign.budgetFen) {
      throw new ApiError(BUSINESS_CODES.VALIDATION_FAILED, M.budgetLowered);
    }
    const tiers = await tiersOf(tx, [id]);
    const tier = tiers.find((candidate) => candidate.id === input.tierId);
    if (!tier || tier.total === null) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.noSuchTier);
    checkBudget(
      { budgetUnits, budgetFen },
      tiers.map((t) => (t.id === tier.id ? { ...t, total: (t.total ?? 0) + input.amount } : t)),
    );
    const before = { budgetUnits: campaign.budgetUnits, budgetFen: campaign.budgetFen, tier };
    const [raised] = await tx
      .update(campaignTiers)
      .set({
        total: sql`${campaignTiers.total} + ${input.amount}`,
        remaining: sql`${campaignTiers.remaining} + ${input.amount}`,
      })
      .where(eq(campaignTiers.id, tier.id))
      .returning();
    await tx
      .update(campaigns)
      .set({ budgetUnits, budgetFen, updatedAt: new Date(now) })
      .where(eq(campaigns.id, id));
    await tx
      .insert(campaignTopups)
      .values({ campaignId: id, tierId: tier.id, amount: input.amount, at: new Date(now) });
    const after = { budgetUnits, budgetFen, tier: raised };
    return {
      audit: { action: 'campaign.top_up', targetKind: 'campaign', targetId: id, before, after },
      result: await opsView(tx, { ...campaign, budgetUnits, budgetFen }, now),
    };
  });
}

/** Ends a published campaign now, with the notice users read; grabs already held are honoured. */
export function endCampaign(
  db: Db,
  actor: Actor,
  id: number,
  input: CampaignEndRequest,
  now: number,
) {
  return audited(db, actor, now, async (tx) => {
    const { state } = await lockRunning(tx, id, now);
    const [updated] = await tx
      .update(campaigns)
      .set({
        endedAt: new Date(now),
        endNoticeZh: input.noticeZh,
        endNoticeEn: input.noticeEn,
        updatedAt: new Date(now),
      })
      .where(eq(campaigns.id, id))
      .returning();
    if (!updated) throw new Error('update returned no campaign');
    return {
      audit: {
        action: 'campaign.end',
        targetKind: 'campaign',
        targetId: id,
        before: { state, endedAt: null },
        after: { state: 'ended', endedAt: isoOrNull(updated.endedAt), ...input },
      },
      result: await opsView(tx, updated, now),
    };
  });
}
