import { type KitKey, kitCatalogue } from '@/components/i18n/catalogue';
import { type RulesKey, rulesCatalogue } from '@/components/rules-page/i18n/catalogue';
import { defineCatalogue, type ShellKey, useCatalogue } from '@/lib/i18n/i18n';
import type zhCN from './zh-CN';

/**
 * The referral feature's strings, with the page kit's and the rules page's; loaded with its routes
 * (docs/decisions/004).
 */
export const referralCatalogue = defineCatalogue<typeof zhCN, KitKey | RulesKey>(
  'features/referral/i18n',
  { 'zh-CN': () => import('./zh-CN'), 'en-US': () => import('./en-US') },
  [kitCatalogue, rulesCatalogue],
);

export type FeatureKey = keyof typeof zhCN | KitKey | RulesKey | ShellKey;

export function useFeatureI18n() {
  return useCatalogue(referralCatalogue);
}
