// A campaign's rules as the server publishes them (GET /api/campaign/rules: the rows it draws
// from) turned into what the rules page shows: the published odds, each prize's worth
// and redemption terms in words, who may take part, the top-ups, a referral programme's rewards
// and the rules text. Grabs (flash sales) have no odds to show: their units go to whoever grabs
// first.

import type { CampaignRules, PublicCampaign } from '@freight/contract/endpoints/index';
import type { I18n } from '@/lib/i18n/i18n';
import type { RulesKey } from './i18n/catalogue';
import { prizeText, rewardText } from './reward-text';
import type { PublishedRules, PublishedTier } from './rules-page';

type T = I18n<RulesKey>['t'];

function audienceOf(rules: Pick<CampaignRules, 'userType' | 'audience'>, t: T): string | undefined {
  const who =
    rules.userType === 1
      ? t('rules.who.shipper')
      : rules.userType === 3
        ? t('rules.who.driver')
        : t('rules.who.everyone');
  if (rules.audience === 'new') return t('rules.who.new', { who });
  if (rules.audience === 'existing') return t('rules.who.existing', { who });
  return rules.userType === null ? undefined : who;
}

/** A referral programme's rewards and terms, in sentences. */
function referralSection(terms: NonNullable<CampaignRules['referral']>, t: T) {
  const event = t(`rules.referral.event.${terms.qualifyEvent}`);
  return {
    heading: t('rules.referral'),
    paragraphs: [
      t('rules.referral.inviter', { event, reward: rewardText(terms.inviterReward, t) }),
      ...(terms.inviteeReward
        ? [t('rules.referral.invitee', { reward: rewardText(terms.inviteeReward, t) })]
        : []),
      t('rules.referral.cap', { count: terms.dailyCap }),
      t('rules.referral.expiry', { days: terms.expiryDays, event }),
    ],
  };
}

/**
 * What the rules page is drawn from: the signed read's answer, or before it a programme's public
 * read (ADR 049), which has no stock, top-ups, early end or grabs to show.
 */
export type RulesSource = Omit<PublicCampaign, 'tiers'> & {
  tiers: readonly (PublicCampaign['tiers'][number] & { total?: number | null })[];
  lockSeconds?: number | null;
  topups?: CampaignRules['topups'];
  endedEarly?: CampaignRules['endedEarly'];
};

export function publishedRulesOf(rules: RulesSource, t: T): PublishedRules {
  const lockSeconds = rules.lockSeconds ?? null;
  const grabs = lockSeconds !== null;
  const tiers: PublishedTier[] = rules.tiers
    // A grab gives its prizes to whoever grabs first: there is no losing outcome to list.
    .filter((tier) => !(grabs && tier.prize === 'none'))
    .map((tier) => ({
      name: tier.name,
      // The server's published percentage, not a share worked out again here.
      odds: grabs ? null : Number(tier.oddsPercent) / 100,
      quantity: tier.total ?? null,
      value: prizeText(tier, t),
    }));
  const paragraphs = rules.rules
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lockSeconds !== null) {
    paragraphs.push(t('rules.grabHold', { minutes: Math.ceil(lockSeconds / 60) }));
  }
  return {
    title: rules.title,
    startsAt: rules.startsAt,
    endsAt: rules.endsAt,
    audience: audienceOf(rules, t),
    limits: {
      ...(rules.perDayLimit ? { perDay: rules.perDayLimit } : {}),
      ...(rules.perCampaignLimit ? { perCampaign: rules.perCampaignLimit } : {}),
    },
    tiers,
    topUps: (rules.topups ?? []).map((topup) => ({
      at: topup.at,
      tier: topup.tierName,
      added: topup.amount,
    })),
    endedEarly: rules.endedEarly ?? null,
    sections: [
      ...(rules.referral ? [referralSection(rules.referral, t)] : []),
      ...(paragraphs.length > 0 ? [{ heading: t('rules.terms'), paragraphs }] : []),
    ],
  };
}
