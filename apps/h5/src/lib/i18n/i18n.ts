import { createContext, useContext, useMemo } from 'react';
import shellZhCN from './zh-CN';

// Strings come in catalogues (docs/decisions/004): the shell's, here, in the entry (zh-CN built
// in, en-US loaded before the first render when needed); the page kit's (components/i18n) and one
// per feature (features/<name>/i18n), each loaded for the page's locale only, with the route's
// chunk. A catalogue is looked up by the hook of its owner, which falls back to the shell.

export type Locale = 'zh-CN' | 'en-US';
export type Messages = Readonly<Record<string, string>>;
export type ShellKey = keyof typeof shellZhCN;
/** Kept for the shell's callers (the request client, the bridge, the error pages). */
export type MessageKey = ShellKey;
export type Vars = Record<string, string | number>;
export type Translate<K extends string> = (key: K, vars?: Vars) => string;

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

/** Where a language chosen by a link (`?lang=en`) is kept, so that it outlives the link. */
export const LOCALE_STORAGE_KEY = 'lang';

function storedLocale(): Locale | null {
  try {
    return toLocale(localStorage.getItem(LOCALE_STORAGE_KEY));
  } catch {
    return null;
  }
}

function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
}

/**
 * The language the URL asks for (`?lang=en`, before or inside the hash), kept for later visits
 * (in-app navigation drops the query, and a reload would otherwise fall back); else the language
 * chosen before; else English when the browser's first preferred language is; else zh-CN.
 */
export function detectLocale(
  url: Pick<Location, 'search' | 'hash'> = window.location,
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- older WebViews have no navigator.languages
  languages: readonly string[] = navigator.languages ?? [navigator.language],
): Locale {
  const asked = toLocale(langFromUrl(url));
  if (asked) {
    storeLocale(asked);
    return asked;
  }
  return storedLocale() ?? toLocale(languages[0]) ?? 'zh-CN';
}

// --- catalogues -----------------------------------------------------------------------------------

/** Where a catalogue's strings are, per locale: `() => import('./zh-CN')`. */
export type CatalogueLoaders<M extends Messages> = Record<Locale, () => Promise<{ default: M }>>;

export interface Catalogue<K extends string = string> {
  /** The folder under `src/` that holds its `zh-CN.ts` and `en-US.ts` (`features/download/i18n`). */
  readonly id: string;
  readonly loaders: CatalogueLoaders<Messages>;
  /** Catalogues whose strings this one's users may also read (the page kit's), looked up after it. */
  readonly uses: readonly Catalogue[];
  /** Made of the catalogues it uses, with no strings or files of its own (composeCatalogue). */
  readonly composed?: boolean;
  /** Types only: the keys of the catalogue and of those it uses. */
  readonly keys?: K;
}

export const SHELL_CATALOGUE_ID = 'lib/i18n';

const loaded = new Map<string, Messages>([[`zh-CN:${SHELL_CATALOGUE_ID}`, shellZhCN]]);
const pending = new Map<string, Promise<void>>();

/** A catalogue whose keys are those of its zh-CN file (the source of keys; en-US must match). */
export function defineCatalogue<M extends Messages, U extends string = never>(
  id: string,
  loaders: CatalogueLoaders<M>,
  uses: readonly Catalogue<U>[] = [],
): Catalogue<Extract<keyof M, string> | U> {
  return { id, loaders, uses };
}

/** A page's catalogue made of others, with no strings of its own (`id` names it, no folder). */
export function composeCatalogue<U extends string>(
  id: string,
  uses: readonly Catalogue<U>[],
): Catalogue<U> {
  const none = () => Promise.resolve({ default: {} });
  return { id, loaders: { 'zh-CN': none, 'en-US': none }, uses, composed: true };
}

/** A catalogue and everything it uses, each once, the catalogue first. */
export function withUses(catalogue: Catalogue): Catalogue[] {
  const all: Catalogue[] = [];
  const visit = (item: Catalogue) => {
    if (all.some((seen) => seen.id === item.id)) return;
    all.push(item);
    item.uses.forEach(visit);
  };
  visit(catalogue);
  return all;
}

/** Makes a catalogue's strings available (tests register every catalogue up front). */
export function registerMessages(id: string, locale: Locale, messages: Messages): void {
  loaded.set(`${locale}:${id}`, messages);
}

export function isLoaded(catalogue: Pick<Catalogue, 'id'>, locale: Locale): boolean {
  return loaded.has(`${locale}:${catalogue.id}`);
}

/** Loads the catalogues a page needs in the given locale, once each; rejects when one cannot load. */
export function loadCatalogues(list: readonly Catalogue[], locale: Locale): Promise<void> {
  return Promise.all(
    list.map((catalogue) => {
      const key = `${locale}:${catalogue.id}`;
      if (loaded.has(key)) return undefined;
      let loading = pending.get(key);
      if (!loading) {
        loading = catalogue.loaders[locale]().then(
          (module) => {
            loaded.set(key, module.default);
            pending.delete(key);
          },
          (error: unknown) => {
            // The next attempt (the retry button) loads it again.
            pending.delete(key);
            throw error;
          },
        );
        pending.set(key, loading);
      }
      return loading;
    }),
  ).then(() => undefined);
}

const shellLoaders: CatalogueLoaders<Messages> = {
  'zh-CN': () => Promise.resolve({ default: shellZhCN }),
  'en-US': () => import('./en-US'),
};

/** The shell's strings (error pages, NotFound, the request client, the bridge). */
export const shellCatalogue: Catalogue<ShellKey> = {
  id: SHELL_CATALOGUE_ID,
  loaders: shellLoaders,
  uses: [],
};

/** The shell's own strings in the page's locale: awaited before the first render (main.tsx). */
export function loadShellMessages(locale: Locale): Promise<void> {
  return loadCatalogues([shellCatalogue], locale);
}

/**
 * A count meeting a noun (docs/decisions/004, amended): `{count, plural, one {# time} other {#
 * times}}`, the ICU form, cases chosen by `Intl.PluralRules` for the locale (`=2` an exact value,
 * else `one`, `few`, … and `other` as the fallback), `#` the number. No braces inside a case.
 */
const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|[a-z]+)\s*\{[^{}]*\})+)\s*\}/g;
const CASE = /(=\d+|[a-z]+)\s*\{([^{}]*)\}/g;
const pluralRules = new Map<Locale, Intl.PluralRules>();

function plural(locale: Locale, value: string | number, cases: string): string | undefined {
  const byCase = new Map([...cases.matchAll(CASE)].map((m) => [m[1], m[2] ?? '']));
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  // A number already formatted ("1,000") is counted without its separators, shown as given.
  const count = typeof value === 'number' ? value : Number(value.replace(/[,\s]/g, ''));
  const text = Number.isFinite(count)
    ? (byCase.get(`=${count}`) ?? byCase.get(rules.select(count)) ?? byCase.get('other'))
    : byCase.get('other');
  return text?.replaceAll('#', String(value));
}

function fill(text: string, vars: Vars | undefined, locale: Locale): string {
  if (!vars) return text;
  return text
    .replace(PLURAL, (whole, name: string, cases: string) => {
      const value = vars[name];
      return value === undefined ? whole : (plural(locale, value, cases) ?? whole);
    })
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

function lookup(locale: Locale, ids: readonly string[], key: string): string | undefined {
  for (const id of ids) {
    // The shell's English strings may have failed to arrive: its Chinese ones are built in.
    const messages =
      loaded.get(`${locale}:${id}`) ??
      (id === SHELL_CATALOGUE_ID ? loaded.get(`zh-CN:${id}`) : undefined);
    const text = messages?.[key];
    if (text !== undefined) return text;
  }
  return undefined;
}

/**
 * Looks `key` up in the catalogues `ids` (in order), then in the shell, and fills `{name}`
 * placeholders. A key found nowhere is a bug (a catalogue the route did not load, a typo that a
 * cast let through): it is logged, which fails the browser tests, and the key is shown.
 */
export function translateIn(
  locale: Locale,
  ids: readonly string[],
  key: string,
  vars?: Vars,
): string {
  const text = lookup(locale, [...ids, SHELL_CATALOGUE_ID], key);
  if (text === undefined) {
    console.error(`[i18n] no ${locale} text for "${key}" in ${[...ids, 'shell'].join(', ')}`);
    return key;
  }
  return fill(text, vars, locale);
}

/** A shell string. */
export function translate(locale: Locale, key: ShellKey, vars?: Vars): string {
  return translateIn(locale, [], key, vars);
}

// --- the page's locale ----------------------------------------------------------------------------

let appLocale: Locale = 'zh-CN';

/** The page's locale, chosen once at start (main.tsx); for code outside React (the request client). */
export function setAppLocale(locale: Locale): void {
  appLocale = locale;
}

export function appTranslate(key: ShellKey, vars?: Vars): string {
  return translate(appLocale, key, vars);
}

export function getAppLocale(): Locale {
  return appLocale;
}

export interface I18n<K extends string = ShellKey> {
  locale: Locale;
  t: Translate<K | ShellKey>;
}

export function createI18n(locale: Locale): I18n {
  return { locale, t: (key, vars) => translate(locale, key, vars) };
}

export const I18nContext = createContext<I18n>(createI18n('zh-CN'));

/** The shell's strings in the page's locale. */
export function useI18n(): I18n {
  return useContext(I18nContext);
}

/** A catalogue's strings (and the shell's) in the page's locale: `useCatalogue(downloadCatalogue)`. */
export function useCatalogue<K extends string>(catalogue: Catalogue<K>): I18n<K> {
  const { locale } = useContext(I18nContext);
  return useMemo(() => {
    const ids = withUses(catalogue).map((item) => item.id);
    return { locale, t: (key, vars) => translateIn(locale, ids, key, vars) };
  }, [locale, catalogue]);
}
