import { defineCatalogue, useCatalogue } from '@/lib/i18n/i18n';
import type zhCN from './zh-CN';

/** The share poster's strings; its loader (share-poster.tsx) loads them with the poster's chunk. */
export const posterCatalogue = defineCatalogue<typeof zhCN>('components/share-poster/i18n', {
  'zh-CN': () => import('./zh-CN'),
  'en-US': () => import('./en-US'),
});

export function usePosterI18n() {
  return useCatalogue(posterCatalogue);
}
