import type { CampaignRules } from '@freight/contract/endpoints/index';
import type { I18n } from '@/lib/i18n/i18n';
import type { RewardsKey } from './i18n/catalogue';

type Reward = NonNullable<CampaignRules['referral']>['inviterReward'];

/** Fen as yuan with the decimals it needs (1000 → 10, 188 → 1.88). */
export function yuan(fen: number): string {
  return String(Number((fen / 100).toFixed(2)));
}

/** Points, beans or cash credited, in words (the rules page and the invitation pages). */
export function rewardText(reward: Reward, t: I18n<RewardsKey>['t']): string {
  return reward.asset === 'cash_fen'
    ? t('rules.value.cash_fen', { yuan: yuan(reward.amount) })
    : t(`rules.value.${reward.asset}`, { amount: reward.amount });
}
