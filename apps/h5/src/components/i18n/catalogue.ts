import { defineCatalogue, useCatalogue } from '@/lib/i18n/i18n';
import type zhCN from './zh-CN';

/** The page kit's strings (login form, fields, city and vehicle choices, image preview, elder mode). */
export const kitCatalogue = defineCatalogue<typeof zhCN>('components/i18n', {
  'zh-CN': () => import('./zh-CN'),
  'en-US': () => import('./en-US'),
});

export type KitKey = keyof typeof zhCN;

export function useKitI18n() {
  return useCatalogue(kitCatalogue);
}
