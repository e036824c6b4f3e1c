import { type KitKey, kitCatalogue } from '@/components/i18n/catalogue';
import { defineCatalogue, type ShellKey, useCatalogue } from '@/lib/i18n/i18n';
import type zhCN from './zh-CN';

/** The loyalty feature's strings, with the page kit's; loaded with its routes (docs/decisions/004). */
export const loyaltyCatalogue = defineCatalogue<typeof zhCN, KitKey>(
  'features/loyalty/i18n',
  { 'zh-CN': () => import('./zh-CN'), 'en-US': () => import('./en-US') },
  [kitCatalogue],
);

export type FeatureKey = keyof typeof zhCN | KitKey | ShellKey;

export function useFeatureI18n() {
  return useCatalogue(loyaltyCatalogue);
}

type SeckillZh = typeof import('./seckill/zh-CN').default;

/** The drivers' flash-sale coupon pages: their own strings and the feature's. */
export const seckillCatalogue = defineCatalogue<SeckillZh, FeatureKey>(
  'features/loyalty/i18n/seckill',
  { 'zh-CN': () => import('./seckill/zh-CN'), 'en-US': () => import('./seckill/en-US') },
  [loyaltyCatalogue],
);

export function useSeckillI18n() {
  return useCatalogue(seckillCatalogue);
}
