// A campaign as operators read it (docs/decisions/015-campaigns.md): its state at a time, its
// terms, tiers and stock, a referral programme's or a game's terms, in the operator API's shape.

import type { CampaignState, DrawPage } from '@freight/contract/endpoints/campaigns';
import type { OpsCampaign } from '@freight/contract/ops';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { referralProgrammes } from '../../db/schema/referrals.ts';
import { isoOrNull } from '../../db/timestamps.ts';
import { type Campaign, type Tier, tiersOf } from './attempt.ts';
import { type GameTerms, NO_GAME_TERMS, gameTermsOf } from './game-terms.ts';

export type Programme = typeof referralProgrammes.$inferSelect;
export type ProgrammeTerms = NonNullable<OpsCampaign['referral']>;

function programmeTerms(row: Programme | undefined): OpsCampaign['referral'] {
  if (!row) return null;
  type Asset = ProgrammeTerms['inviterReward']['asset'];
  return {
    inviteType: row.inviteType,
    qualifyEvent: row.qualifyEvent as ProgrammeTerms['qualifyEvent'],
    inviteeUserType: row.inviteeUserType as ProgrammeTerms['inviteeUserType'],
    inviterReward: { asset: row.inviterRewardAsset as Asset, amount: row.inviterRewardAmount },
    inviteeReward:
      row.inviteeRewardAsset === null || row.inviteeRewardAmount === null
        ? null
        : { asset: row.inviteeRewardAsset as Asset, amount: row.inviteeRewardAmount },
    dailyCap: row.dailyCap,
    tokenTtlDays: row.tokenTtlDays,
    expiryDays: row.expiryDays,
  };
}

export function campaignState(campaign: Campaign, now: number): CampaignState {
  if (!campaign.publishedAt) return 'draft';
  if (campaign.endedAt !== null || now >= campaign.endsAt.getTime()) return 'ended';
  return now < campaign.startsAt.getTime() ? 'scheduled' : 'running';
}

/** The page that presents a draw; null for the other kinds, whose column keeps its default. */
export function drawPageOf(campaign: Pick<Campaign, 'kind' | 'drawPage'>): DrawPage | null {
  return campaign.kind === 'draw' ? (campaign.drawPage as DrawPage) : null;
}

export function opsCampaignOf(
  campaign: Campaign,
  tiers: readonly Tier[],
  now: number,
  programme?: Programme,
  game: GameTerms = NO_GAME_TERMS,
): OpsCampaign {
  return {
    id: campaign.id,
    slug: campaign.slug,
    kind: campaign.kind as OpsCampaign['kind'],
    titleZh: campaign.titleZh,
    titleEn: campaign.titleEn,
    rulesZh: campaign.rulesZh,
    rulesEn: campaign.rulesEn,
    state: campaignState(campaign, now),
    userType: campaign.userType as OpsCampaign['userType'],
    audience: campaign.audience as OpsCampaign['audience'],
    startsAt: campaign.startsAt.toISOString(),
    endsAt: campaign.endsAt.toISOString(),
    perDayLimit: campaign.perDayLimit,
    perCampaignLimit: campaign.perCampaignLimit,
    budgetUnits: campaign.budgetUnits,
    budgetFen: campaign.budgetFen,
    lockSeconds: campaign.lockSeconds,
    drawPage: drawPageOf(campaign),
    referral: programmeTerms(programme),
    cutPrice: game.cutPrice,
    collectWords: game.collectWords,
    task: game.task,
    publishedAt: isoOrNull(campaign.publishedAt),
    endedAt: isoOrNull(campaign.endedAt),
    endNoticeZh: campaign.endNoticeZh,
    endNoticeEn: campaign.endNoticeEn,
    tiers: tiers.map((tier) => ({
      tierId: tier.id,
      position: tier.position,
      nameZh: tier.nameZh,
      nameEn: tier.nameEn,
      prize: tier.prize as OpsCampaign['tiers'][number]['prize'],
      amount: tier.amount,
      couponTemplateId: tier.couponTemplateId,
      valueFen: tier.valueFen,
      weight: tier.weight,
      total: tier.total,
      remaining: tier.remaining,
      fallbackPosition: tier.fallbackPosition,
    })),
  };
}

export async function opsView(tx: Db, campaign: Campaign, now: number): Promise<OpsCampaign> {
  const [tiers, [programme], game] = await Promise.all([
    tiersOf(tx, [campaign.id]),
    tx.select().from(referralProgrammes).where(eq(referralProgrammes.campaignId, campaign.id)),
    gameTermsOf(tx, campaign.id),
  ]);
  return opsCampaignOf(campaign, tiers, now, programme, game);
}
