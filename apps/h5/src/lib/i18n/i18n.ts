import { createContext, useContext } from 'react';
import { enUS } from './en-US';
import { type MessageKey, zhCN } from './zh-CN';

export type { MessageKey } from './zh-CN';
export type Locale = 'zh-CN' | 'en-US';
export type TitleKey = Extract<MessageKey, `title.${string}`>;

const catalogues: Record<Locale, Record<MessageKey, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

/** Reads `lang` from the query before the hash or inside it (`#/path?lang=en`). */
function langFromUrl(url: Pick<Location, 'search' | 'hash'>): string | null {
  const fromSearch = new URLSearchParams(url.search).get('lang');
  if (fromSearch) return fromSearch;
  const q = url.hash.indexOf('?');
  return q === -1 ? null : new URLSearchParams(url.hash.slice(q + 1)).get('lang');
}

function toLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const lower = tag.toLowerCase();
  if (lower.startsWith('en')) return 'en-US';
  if (lower.startsWith('zh')) return 'zh-CN';
  return null;
}

/**
 * zh-CN unless the URL asks for another language (`?lang=en`) or, failing that, the browser's
 * first preferred language is English. Chinese stays the default for every other language.
 */
export function detectLocale(
  url: Pick<Location, 'search' | 'hash'> = window.location,
  languages: readonly string[] = navigator.languages ?? [navigator.language],
): Locale {
  return toLocale(langFromUrl(url)) ?? toLocale(languages[0]) ?? 'zh-CN';
}

export type Vars = Record<string, string | number>;

/** Looks a message up and fills `{name}` placeholders. */
export function translate(locale: Locale, key: MessageKey, vars?: Vars): string {
  const text = catalogues[locale][key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

let appLocale: Locale = 'zh-CN';

/** The page's locale, chosen once at start (main.tsx); for code outside React (the request client). */
export function setAppLocale(locale: Locale): void {
  appLocale = locale;
}

export function appTranslate(key: MessageKey, vars?: Vars): string {
  return translate(appLocale, key, vars);
}

export function getAppLocale(): Locale {
  return appLocale;
}

export interface I18n {
  locale: Locale;
  t: (key: MessageKey, vars?: Vars) => string;
}

export function createI18n(locale: Locale): I18n {
  return { locale, t: (key, vars) => translate(locale, key, vars) };
}

export const I18nContext = createContext<I18n>(createI18n('zh-CN'));

export function useI18n(): I18n {
  return useContext(I18nContext);
}
