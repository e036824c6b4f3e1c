import { defineCatalogue, useCatalogue } from '@/lib/i18n/i18n';
import type zhCN from './zh-CN';

/**
 * The rules page's strings: a feature whose routes show a campaign's rules lists this catalogue
 * in its own catalogue's `uses`, so they load with those routes only.
 */
export const rulesCatalogue = defineCatalogue<typeof zhCN>('components/rules-page/i18n', {
  'zh-CN': () => import('./zh-CN'),
  'en-US': () => import('./en-US'),
});

export type RulesKey = keyof typeof zhCN;

export function useRulesI18n() {
  return useCatalogue(rulesCatalogue);
}
