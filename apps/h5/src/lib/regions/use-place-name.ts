import { useEffect, useState } from 'react';
import { useI18n } from '@/lib/i18n/i18n';

type EnglishName = (code: string) => string | null;

let english: Promise<EnglishName> | null = null;

/**
 * How a province or city reads in the page's language: its Chinese name, or in English the name
 * in common use (`Suzhou`, `Xi'an`), fetched only by English pages. Until it arrives, the Chinese.
 */
export function usePlaceName(): (code: string, chinese: string) => string {
  const { locale } = useI18n();
  const [lookup, setLookup] = useState<EnglishName | null>(null);
  useEffect(() => {
    if (locale !== 'en-US') return;
    let live = true;
    english ??= import('@freight/contract/regions/english').then((module) => module.englishName);
    void english.then((found) => live && setLookup(() => found));
    return () => {
      live = false;
    };
  }, [locale]);
  return (code, chinese) => (locale === 'en-US' ? lookup?.(code) : null) ?? chinese;
}
