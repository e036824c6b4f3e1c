import { defineCatalogue, useCatalogue } from '@/lib/i18n/i18n';
import type rewardsZhCN from './rewards/zh-CN';
import type zhCN from './zh-CN';

/**
 * What a campaign gives, in words, and a referral programme's reward sentences: used by the rules
 * page (its catalogue uses this one) and by pages that name a reward without showing the rules
 * (the invitation pages list this catalogue in their own catalogue's `uses`).
 */
export const rewardsCatalogue = defineCatalogue<typeof rewardsZhCN>(
  'components/rules-page/i18n/rewards',
  {
    'zh-CN': () => import('./rewards/zh-CN'),
    'en-US': () => import('./rewards/en-US'),
  },
);

export type RewardsKey = keyof typeof rewardsZhCN;

/**
 * The rules page's strings: a feature whose routes show a campaign's rules lists this catalogue
 * in its own catalogue's `uses`, so they load with those routes only. It uses the rewards' strings.
 */
export const rulesCatalogue = defineCatalogue<typeof zhCN, RewardsKey>(
  'components/rules-page/i18n',
  { 'zh-CN': () => import('./zh-CN'), 'en-US': () => import('./en-US') },
  [rewardsCatalogue],
);

export type RulesKey = keyof typeof zhCN | RewardsKey;

export function useRulesI18n() {
  return useCatalogue(rulesCatalogue);
}
