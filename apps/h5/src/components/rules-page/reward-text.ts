import type { CampaignRules } from '@freight/contract/endpoints/index';
import { formatExpiry } from '@/lib/format/date-time';
import { yuan } from '@/lib/format/money';
import type { I18n } from '@/lib/i18n/i18n';
import type { RewardsKey } from './i18n/catalogue';

type Reward = NonNullable<CampaignRules['referral']>['inviterReward'];

/** Points, beans or cash credited, in words (the rules page and the invitation pages). */
export function rewardText(reward: Reward, t: I18n<RewardsKey>['t']): string {
  return reward.asset === 'cash_fen'
    ? t('rules.value.cash_fen', { yuan: yuan(reward.amount) })
    : t(`rules.value.${reward.asset}`, { amount: reward.amount });
}

/** A prize as the server describes it: a tier of a campaign, or an item of a gift pack. */
type Prize = Pick<CampaignRules['tiers'][number], 'prize' | 'amount' | 'valueFen' | 'coupon'>;

/** What a prize is worth, in words: a coupon with its terms, or the points, beans or cash. */
export function prizeText(prize: Prize, t: I18n<RewardsKey>['t']): string | undefined {
  switch (prize.prize) {
    case 'none':
      return undefined;
    case 'coupon': {
      const terms = [t('rules.value.coupon', { yuan: yuan(prize.valueFen) })];
      if (prize.coupon && prize.coupon.thresholdFen > 0) {
        terms.push(t('rules.value.threshold', { yuan: yuan(prize.coupon.thresholdFen) }));
      }
      if (prize.coupon?.validDays) {
        terms.push(t('rules.value.validDays', { days: prize.coupon.validDays }));
      } else if (prize.coupon?.validUntil) {
        const date = formatExpiry(prize.coupon.validUntil);
        terms.push(t('rules.value.validUntil', { date }));
      }
      return terms.join(t('rules.value.and'));
    }
    case 'capacity':
      // A truck of a flash-sale line: what the sale takes off the price.
      return t('rules.value.capacity', { yuan: yuan(prize.valueFen) });
    default:
      return rewardText({ asset: prize.prize, amount: prize.amount }, t);
  }
}
