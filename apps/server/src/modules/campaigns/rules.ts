// A campaign's rules page, generated from the rows the draw reads (the same tiers, weights and
// stock), so what users are shown is what the server uses: odds as percentages of the weights,
// quantities, the window, the limits, each coupon's redemption terms, every top-up with its time,
// the notice of an early end, and a referral programme's rewards and terms. Drafts are not shown.

import type { CampaignRules } from '@freight/contract/endpoints/campaigns';
import type { QualifyEvent } from '@freight/contract/endpoints/referral';
import type { ValueAsset } from '@freight/contract/endpoints/value';
import type { Locale } from '@freight/contract/status';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { campaignTiers, campaigns, campaignTopups } from '../../db/schema/campaigns.ts';
import { referralProgrammes } from '../../db/schema/referrals.ts';
import { couponTemplates } from '../../db/schema/value.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { attemptsOf, outcomesToday, tiersOf } from './attempt.ts';
import { campaignState, drawPageOf } from './ops-view.ts';
import { CAMPAIGN_MESSAGES as M } from './messages.ts';
import { oddsPercent } from './odds.ts';
import { localized } from '../../http/user-message.ts';

/** A coupon prize's redemption terms, as users read them. */
export function couponTermsOf(template: typeof couponTemplates.$inferSelect) {
  return {
    thresholdFen: template.thresholdFen,
    validDays: template.validDays,
    validFrom: template.validFrom?.toISOString() ?? null,
    validUntil: template.validUntil?.toISOString() ?? null,
  };
}

export async function campaignRules(
  db: Db,
  {
    slug,
    userId,
    locale,
    now,
  }: { slug: string; userId: number | null; locale: Locale; now: number },
): Promise<CampaignRules> {
  const [campaign] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.slug, slug), isNotNull(campaigns.publishedAt)));
  if (!campaign) throw new ApiError(BUSINESS_CODES.NOT_FOUND, M.notFound);
  const tiers = await tiersOf(db, [campaign.id]);
  const templateIds = tiers.flatMap((tier) =>
    tier.couponTemplateId === null ? [] : [tier.couponTemplateId],
  );
  const [templates, topups, [programme], me] = await Promise.all([
    templateIds.length === 0
      ? []
      : db.select().from(couponTemplates).where(inArray(couponTemplates.id, templateIds)),
    db
      .select({ topup: campaignTopups, tier: campaignTiers })
      .from(campaignTopups)
      .innerJoin(campaignTiers, eq(campaignTiers.id, campaignTopups.tierId))
      .where(eq(campaignTopups.campaignId, campaign.id))
      .orderBy(asc(campaignTopups.at), asc(campaignTopups.id)),
    db.select().from(referralProgrammes).where(eq(referralProgrammes.campaignId, campaign.id)),
    userId === null
      ? null
      : Promise.all([
          attemptsOf(db, campaign.id, userId, now),
          outcomesToday(db, campaign.id, userId, now, locale),
        ]),
  ]);
  const weights = tiers.reduce((sum, tier) => sum + tier.weight, 0);
  return {
    campaignId: campaign.id,
    slug: campaign.slug,
    kind: campaign.kind as CampaignRules['kind'],
    drawPage: drawPageOf(campaign),
    title: localized(campaign, 'title', locale),
    rules: localized(campaign, 'rules', locale),
    state: campaignState(campaign, now),
    startsAt: campaign.startsAt.toISOString(),
    endsAt: campaign.endsAt.toISOString(),
    endedEarly:
      campaign.endedAt === null
        ? null
        : {
            at: campaign.endedAt.toISOString(),
            notice: localized(campaign, 'endNotice', locale) ?? '',
          },
    userType: campaign.userType as CampaignRules['userType'],
    audience: campaign.audience as CampaignRules['audience'],
    perDayLimit: campaign.perDayLimit,
    perCampaignLimit: campaign.perCampaignLimit,
    lockSeconds: campaign.lockSeconds,
    tiers: tiers.map((tier) => {
      const template = templates.find((row) => row.id === tier.couponTemplateId);
      return {
        tierId: tier.id,
        position: tier.position,
        name: localized(tier, 'name', locale),
        prize: tier.prize as CampaignRules['tiers'][number]['prize'],
        amount: tier.amount,
        valueFen: tier.valueFen,
        oddsPercent: oddsPercent(tier.weight, weights),
        weight: tier.weight,
        total: tier.total,
        remaining: tier.remaining,
        fallbackPosition: tier.fallbackPosition,
        coupon: template ? couponTermsOf(template) : null,
      };
    }),
    topups: topups.map(({ topup, tier }) => ({
      position: tier.position,
      tierName: localized(tier, 'name', locale),
      amount: topup.amount,
      at: topup.at.toISOString(),
    })),
    referral: programme
      ? {
          qualifyEvent: programme.qualifyEvent as QualifyEvent,
          inviterReward: {
            asset: programme.inviterRewardAsset as ValueAsset,
            amount: programme.inviterRewardAmount,
          },
          inviteeReward:
            programme.inviteeRewardAsset === null || programme.inviteeRewardAmount === null
              ? null
              : {
                  asset: programme.inviteeRewardAsset as ValueAsset,
                  amount: programme.inviteeRewardAmount,
                },
          dailyCap: programme.dailyCap,
          expiryDays: programme.expiryDays,
        }
      : null,
    me: me === null ? null : { ...me[0], outcomesToday: me[1] },
  };
}
