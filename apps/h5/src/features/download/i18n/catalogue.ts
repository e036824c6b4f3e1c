import { type KitKey, kitCatalogue } from '@/components/i18n/catalogue';
import { type Catalogue, defineCatalogue, type ShellKey, useCatalogue } from '@/lib/i18n/i18n';
import type zhCN from './zh-CN';

/** The download feature's strings, with the page kit's; loaded with its routes (docs/decisions/004). */
export const downloadCatalogue = defineCatalogue<typeof zhCN, KitKey>(
  'features/download/i18n',
  { 'zh-CN': () => import('./zh-CN'), 'en-US': () => import('./en-US') },
  [kitCatalogue],
);

export type FeatureKey = keyof typeof zhCN | KitKey | ShellKey;

export function useFeatureI18n() {
  return useCatalogue(downloadCatalogue);
}

type AdlaunchZh = typeof import('./adlaunch/zh-CN').default;

/**
 * The ad landing download pages: their own line (the sign-up done) with the feature's strings.
 * Apart, so that the landing page /customer/download, whose strings and first screen every visit
 * from outside pays for, does not load it.
 */
export const adlaunchDownloadCatalogue: Catalogue<keyof AdlaunchZh | keyof typeof zhCN | KitKey> =
  defineCatalogue(
    'features/download/i18n/adlaunch',
    { 'zh-CN': () => import('./adlaunch/zh-CN'), 'en-US': () => import('./adlaunch/en-US') },
    [downloadCatalogue],
  );

export function useAdlaunchDownloadI18n() {
  return useCatalogue(adlaunchDownloadCatalogue);
}
