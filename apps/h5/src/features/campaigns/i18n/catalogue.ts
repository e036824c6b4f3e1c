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

type GamesZh = typeof import('./games/zh-CN').default;

/**
 * The cut-price and collect-words pages (ADR 030): one catalogue for both games, on the page kit's
 * only. The feature's and the rules page's strings would take them past 4 KiB gzip (the rules'
 * load when opened, game-parts.tsx), and each catalogue file is a name in index.html's preload
 * table. It repeats the routes' titles (the same words as the feature's, which routes.test checks).
 */
export const gamesCatalogue = defineCatalogue<GamesZh, KitKey>(
  'features/campaigns/i18n/games',
  { 'zh-CN': () => import('./games/zh-CN'), 'en-US': () => import('./games/en-US') },
  [kitCatalogue],
);

export function useGamesI18n() {
  return useCatalogue(gamesCatalogue);
}

type ReportsZh = typeof import('./reports/zh-CN').default;
type BillZh = typeof import('./bill/zh-CN').default;
type RankZh = typeof import('./rank/zh-CN').default;

// The report pages' catalogues use the page kit's (and the rules page's), not the feature's: they
// need none of the games' strings, and those would take them past 4 KiB gzip of strings (ADR 031).
// So each repeats its routes' titles (the same words as the feature's, which routes.test checks).

/** The monthly report (/customer/monthlyReport, ADR 031). */
export const reportsCatalogue = defineCatalogue<ReportsZh, KitKey>(
  'features/campaigns/i18n/reports',
  { 'zh-CN': () => import('./reports/zh-CN'), 'en-US': () => import('./reports/en-US') },
  [kitCatalogue],
);

export function useReportsI18n() {
  return useCatalogue(reportsCatalogue);
}

/** The annual bill: its cover, the bill and the shared bill (/driver/*AnnualBill*, ADR 031). */
export const billCatalogue = defineCatalogue<BillZh, KitKey>(
  'features/campaigns/i18n/bill',
  { 'zh-CN': () => import('./bill/zh-CN'), 'en-US': () => import('./bill/en-US') },
  [kitCatalogue],
);

export function useBillI18n() {
  return useCatalogue(billCatalogue);
}

/** The leaderboard (/rank/index) and the red-packet activities (/redengine), ADR 031. */
export const rankCatalogue = defineCatalogue<RankZh, KitKey | RulesKey>(
  'features/campaigns/i18n/rank',
  { 'zh-CN': () => import('./rank/zh-CN'), 'en-US': () => import('./rank/en-US') },
  [kitCatalogue, rulesCatalogue],
);

export function useRankI18n() {
  return useCatalogue(rankCatalogue);
}
