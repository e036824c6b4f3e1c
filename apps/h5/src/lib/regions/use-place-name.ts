import { useEffect, useState } from 'react';
import { useI18n } from '@/lib/i18n/i18n';

type EnglishName = (code: string) => string | null;

let english: Promise<EnglishName> | null = null;
// Once loaded: a page that mounts later names places in English from its first render.
let loaded: EnglishName | null = null;

/**
 * Starts fetching the English place names (about 3 KiB): the app calls it at start on an English
 * page, so that they come beside the page's own code rather than after its first render.
 */
export function loadEnglishPlaceNames(): Promise<EnglishName> {
  english ??= import('@freight/contract/regions/english').then((module) => {
    loaded = module.englishName;
    return loaded;
  });
  return english;
}

/**
 * How a province or city reads in the page's language: its Chinese name, or in English the name
 * in common use (`Suzhou`, `Xi'an`), fetched only by English pages. Until it arrives, the Chinese.
 */
export function usePlaceName(): (code: string, chinese: string) => string {
  const { locale } = useI18n();
  const [lookup, setLookup] = useState<EnglishName | null>(() => loaded);
  useEffect(() => {
    if (locale !== 'en-US' || lookup) return;
    let live = true;
    void loadEnglishPlaceNames().then((found) => live && setLookup(() => found));
    return () => {
      live = false;
    };
  }, [locale, lookup]);
  return (code, chinese) => (locale === 'en-US' ? lookup?.(code) : null) ?? chinese;
}
