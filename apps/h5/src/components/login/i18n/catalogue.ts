import {
  defineCatalogue,
  type Locale,
  loadCatalogues,
  translateIn,
  type Vars,
} from '@/lib/i18n/i18n';
import type zhCN from './zh-CN';

/**
 * The login form's words for a code the SMS provider did not deliver as asked (docs/decisions/033):
 * loaded when such an answer comes, not with the routes (as a poster's strings, ADR 017). They are
 * rare, and the page kit's strings are on every route, held to 4 KiB gzip with the rest (ADR 004).
 */
export const smsOutcomeCatalogue = defineCatalogue<typeof zhCN>('components/login/i18n', {
  'zh-CN': () => import('./zh-CN'),
  'en-US': () => import('./en-US'),
});

export type SmsOutcomeKey = keyof typeof zhCN;

/** These words in `locale` once loaded; null when they cannot be (offline, a deploy in between). */
export async function smsOutcomeWords(
  locale: Locale,
): Promise<((key: SmsOutcomeKey, vars?: Vars) => string) | null> {
  try {
    await loadCatalogues([smsOutcomeCatalogue], locale);
  } catch {
    return null;
  }
  return (key, vars) => translateIn(locale, [smsOutcomeCatalogue.id], key, vars);
}
