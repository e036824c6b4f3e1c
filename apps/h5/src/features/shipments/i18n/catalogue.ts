import { type KitKey, kitCatalogue } from '@/components/i18n/catalogue';
import { defineCatalogue, type ShellKey, useCatalogue } from '@/lib/i18n/i18n';
import type zhCN from './zh-CN';

/** The shipments feature's strings, with the page kit's; loaded with its routes (docs/decisions/004). */
export const shipmentsCatalogue = defineCatalogue<typeof zhCN, KitKey>(
  'features/shipments/i18n',
  { 'zh-CN': () => import('./zh-CN'), 'en-US': () => import('./en-US') },
  [kitCatalogue],
);

export type FeatureKey = keyof typeof zhCN | KitKey | ShellKey;

export function useFeatureI18n() {
  return useCatalogue(shipmentsCatalogue);
}

type FlashSaleZh = typeof import('./flash-sale/zh-CN').default;
type ListZh = typeof import('./flash-sale/list/zh-CN').default;
type PublishZh = typeof import('./flash-sale/publish/zh-CN').default;
type AddressZh = typeof import('./flash-sale/address/zh-CN').default;

/** What every flash-sale page shows: the truck and its hold; with the feature's strings. */
export const flashSaleCatalogue = defineCatalogue<FlashSaleZh, FeatureKey>(
  'features/shipments/i18n/flash-sale',
  { 'zh-CN': () => import('./flash-sale/zh-CN'), 'en-US': () => import('./flash-sale/en-US') },
  [shipmentsCatalogue],
);
type FlashSaleKey = keyof FlashSaleZh | FeatureKey;

export function useFlashSaleI18n() {
  return useCatalogue(flashSaleCatalogue);
}

/** The lists of lines (/flashSale/index, /customer/seckill/*): each page loads one of these three. */
export const saleListCatalogue = defineCatalogue<ListZh, FlashSaleKey>(
  'features/shipments/i18n/flash-sale/list',
  {
    'zh-CN': () => import('./flash-sale/list/zh-CN'),
    'en-US': () => import('./flash-sale/list/en-US'),
  },
  [flashSaleCatalogue],
);

export function useSaleListI18n() {
  return useCatalogue(saleListCatalogue);
}

/** The two publishing steps. */
export const publishCatalogue = defineCatalogue<PublishZh, FlashSaleKey>(
  'features/shipments/i18n/flash-sale/publish',
  {
    'zh-CN': () => import('./flash-sale/publish/zh-CN'),
    'en-US': () => import('./flash-sale/publish/en-US'),
  },
  [flashSaleCatalogue],
);

export function usePublishI18n() {
  return useCatalogue(publishCatalogue);
}

/** The address search and the consignee. */
export const addressCatalogue = defineCatalogue<AddressZh, FlashSaleKey>(
  'features/shipments/i18n/flash-sale/address',
  {
    'zh-CN': () => import('./flash-sale/address/zh-CN'),
    'en-US': () => import('./flash-sale/address/en-US'),
  },
  [flashSaleCatalogue],
);

export function useAddressI18n() {
  return useCatalogue(addressCatalogue);
}

type GoodsZh = typeof import('./goods/zh-CN').default;

/** The goods pages (/goodsdetail): their own strings, the packing names, and the feature's. */
export const goodsCatalogue = defineCatalogue<GoodsZh, FeatureKey>(
  'features/shipments/i18n/goods',
  { 'zh-CN': () => import('./goods/zh-CN'), 'en-US': () => import('./goods/en-US') },
  [shipmentsCatalogue],
);

export function useGoodsI18n() {
  return useCatalogue(goodsCatalogue);
}
