// The console's words in Chinese and English (operators work in either): one catalogue per group of
// screens under catalogues/ (the shared words in catalogues/shell.ts and catalogues/words.ts), the
// same keys in both languages (its test checks), the language kept in the browser.

import { createContext, useContext } from 'react';
import * as shell from './catalogues/shell';
import * as words from './catalogues/words';
import * as accounts from './catalogues/accounts';
import * as campaigns from './catalogues/campaigns';
import * as people from './catalogues/people';
import * as shipments from './catalogues/shipments';
import * as grades from './catalogues/grades';
import * as content from './catalogues/content';
import * as epidemic from './catalogues/epidemic';
import * as audit from './catalogues/audit';

/** Each catalogue once: a key belongs to one catalogue (the console's test checks). */
export const CATALOGUES = {
  shell,
  words,
  accounts,
  campaigns,
  people,
  shipments,
  grades,
  content,
  epidemic,
  audit,
};

const zhCN = {
  ...shell.zh,
  ...words.zh,
  ...accounts.zh,
  ...campaigns.zh,
  ...people.zh,
  ...shipments.zh,
  ...grades.zh,
  ...content.zh,
  ...epidemic.zh,
  ...audit.zh,
};

export type MessageKey = keyof typeof zhCN;

const enUS: Record<MessageKey, string> = {
  ...shell.en,
  ...words.en,
  ...accounts.en,
  ...campaigns.en,
  ...people.en,
  ...shipments.en,
  ...grades.en,
  ...content.en,
  ...epidemic.en,
  ...audit.en,
};

export const MESSAGES = { 'zh-CN': zhCN, 'en-US': enUS } as const;
export type Language = keyof typeof MESSAGES;

const STORAGE_KEY = 'ops-lang';

/**
 * The operator's choice once made (the header's switch), else the browser's first language the
 * console has: English for `en*`, Chinese for `zh*` and for anything else (the operators' own).
 */
export function currentLanguage(
  stored: string | null = localStorage.getItem(STORAGE_KEY),
  preferred: readonly string[] = navigator.languages,
): Language {
  if (stored === 'en-US' || stored === 'zh-CN') return stored;
  for (const tag of preferred) {
    if (/^en\b/i.test(tag)) return 'en-US';
    if (/^zh\b/i.test(tag)) return 'zh-CN';
  }
  return 'zh-CN';
}

export function saveLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEY, language);
}

export function translate(
  language: Language,
  key: MessageKey,
  vars: Record<string, string | number> = {},
): string {
  return MESSAGES[language][key].replace(/\{(\w+)\}/g, (all, name: string) =>
    name in vars ? String(vars[name]) : all,
  );
}

export const LanguageContext = createContext<{
  language: Language;
  setLanguage: (language: Language) => void;
}>({ language: 'zh-CN', setLanguage: () => {} });

/** The console's translate function, as screens and their helpers take it. */
export type T = ReturnType<typeof useT>;

/**
 * Operators' own words kept in both languages (a campaign's title, a tier's name, an end notice):
 * the English one in the English console when there is one, else the Chinese.
 */
export function useBilingual() {
  const { language } = useContext(LanguageContext);
  return (zh: string, en: string | null | undefined): string =>
    language === 'en-US' && en ? en : zh;
}

export function useT() {
  const { language } = useContext(LanguageContext);
  return (key: MessageKey, vars?: Record<string, string | number>) =>
    translate(language, key, vars);
}
