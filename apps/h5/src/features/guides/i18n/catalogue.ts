import { type KitKey, kitCatalogue } from '@/components/i18n/catalogue';
import { type Catalogue, defineCatalogue, type ShellKey, useCatalogue } from '@/lib/i18n/i18n';
import type zhCN from './zh-CN';

/** The guides feature's strings (titles, actions), with the page kit's (docs/decisions/004). */
export const guidesCatalogue = defineCatalogue<typeof zhCN, KitKey>(
  'features/guides/i18n',
  { 'zh-CN': () => import('./zh-CN'), 'en-US': () => import('./en-US') },
  [kitCatalogue],
);

export type FeatureKey = keyof typeof zhCN | KitKey | ShellKey;

export function useFeatureI18n() {
  return useCatalogue(guidesCatalogue);
}

type FeatureCatalogueKey = keyof typeof zhCN | KitKey;

// Each guide's long copy is its page's own catalogue, loaded with that page only: together they
// would put every guide's text on every guide's critical path (over the 4 KiB budget).
type PageCatalogue<M> = Catalogue<Extract<keyof M, string> | FeatureCatalogueKey>;

export const noviceGuideCatalogue: PageCatalogue<typeof import('./novice-guide/zh-CN').default> =
  defineCatalogue(
    'features/guides/i18n/novice-guide',
    {
      'zh-CN': () => import('./novice-guide/zh-CN'),
      'en-US': () => import('./novice-guide/en-US'),
    },
    [guidesCatalogue],
  );

export const driverTipsCatalogue: PageCatalogue<typeof import('./driver-tips/zh-CN').default> =
  defineCatalogue(
    'features/guides/i18n/driver-tips',
    { 'zh-CN': () => import('./driver-tips/zh-CN'), 'en-US': () => import('./driver-tips/en-US') },
    [guidesCatalogue],
  );

export const hcbCatalogue: PageCatalogue<typeof import('./hcb/zh-CN').default> = defineCatalogue(
  'features/guides/i18n/hcb',
  { 'zh-CN': () => import('./hcb/zh-CN'), 'en-US': () => import('./hcb/en-US') },
  [guidesCatalogue],
);

export const douyinCatalogue: PageCatalogue<typeof import('./douyin/zh-CN').default> =
  defineCatalogue(
    'features/guides/i18n/douyin',
    { 'zh-CN': () => import('./douyin/zh-CN'), 'en-US': () => import('./douyin/en-US') },
    [guidesCatalogue],
  );

export const specialRouteCatalogue: PageCatalogue<typeof import('./special-route/zh-CN').default> =
  defineCatalogue(
    'features/guides/i18n/special-route',
    {
      'zh-CN': () => import('./special-route/zh-CN'),
      'en-US': () => import('./special-route/en-US'),
    },
    [guidesCatalogue],
  );

export const xcustomerExceptionCatalogue: PageCatalogue<
  typeof import('./xcustomer-exception/zh-CN').default
> = defineCatalogue(
  'features/guides/i18n/xcustomer-exception',
  {
    'zh-CN': () => import('./xcustomer-exception/zh-CN'),
    'en-US': () => import('./xcustomer-exception/en-US'),
  },
  [guidesCatalogue],
);

export const joinWechatGroupCatalogue: PageCatalogue<
  typeof import('./join-wechat-group/zh-CN').default
> = defineCatalogue(
  'features/guides/i18n/join-wechat-group',
  {
    'zh-CN': () => import('./join-wechat-group/zh-CN'),
    'en-US': () => import('./join-wechat-group/en-US'),
  },
  [guidesCatalogue],
);
