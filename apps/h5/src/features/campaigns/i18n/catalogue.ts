import { type KitKey, kitCatalogue } from '@/components/i18n/catalogue';
import { type RulesKey, rulesCatalogue } from '@/components/rules-page/i18n/catalogue';
import { defineCatalogue, type ShellKey, useCatalogue } from '@/lib/i18n/i18n';
import type zhCN from './zh-CN';

/**
 * The campaigns feature's strings, with the page kit's and the rules page's; loaded with its
 * routes (docs/decisions/004).
 */
export const campaignsCatalogue = defineCatalogue<typeof zhCN, KitKey | RulesKey>(
  'features/campaigns/i18n',
  { 'zh-CN': () => import('./zh-CN'), 'en-US': () => import('./en-US') },
  [kitCatalogue, rulesCatalogue],
);

export type FeatureKey = keyof typeof zhCN | KitKey | RulesKey | ShellKey;

export function useFeatureI18n() {
  return useCatalogue(campaignsCatalogue);
}

type PacketsZh = typeof import('./packets/zh-CN').default;
type BlessingZh = typeof import('./blessing/zh-CN').default;

/** The red packet pages (/redpacketrain/*): these with the feature's strings. */
export const packetsCatalogue = defineCatalogue<PacketsZh, FeatureKey>(
  'features/campaigns/i18n/packets',
  { 'zh-CN': () => import('./packets/zh-CN'), 'en-US': () => import('./packets/en-US') },
  [campaignsCatalogue],
);

export function usePacketsI18n() {
  return useCatalogue(packetsCatalogue);
}

/** The daily blessing pages (/driver/dailyblessing/*). */
export const blessingCatalogue = defineCatalogue<BlessingZh, FeatureKey>(
  'features/campaigns/i18n/blessing',
  { 'zh-CN': () => import('./blessing/zh-CN'), 'en-US': () => import('./blessing/en-US') },
  [campaignsCatalogue],
);

export function useBlessingI18n() {
  return useCatalogue(blessingCatalogue);
}
