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
  const lookup = useEnglishNames();
  return (code, chinese) => lookup?.(code) ?? chinese;
}

/** On an English page the English names once they are here; null before and on other pages. */
function useEnglishNames(): EnglishName | null {
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
  return locale === 'en-US' ? lookup : null;
}

// Cities in the list that are not cities: a province's county-level areas (省直辖县, x9000) and
// Chongqing's counties (县, 500200). A place in one is named by its province alone.
const NOT_A_CITY = /^\d\d9000$|^500200$/;

/**
 * The region a county code lies in, in English: its city and province (`Suzhou, Jiangsu`), one
 * name where they are the same (`Shanghai`), or null when either is not in the list. The counties'
 * own English names are not in the data, so the county is left out.
 */
export function englishRegionName(lookup: EnglishName, countyCode: string): string | null {
  const province = lookup(`${countyCode.slice(0, 2)}0000`);
  const cityCode = `${countyCode.slice(0, 4)}00`;
  if (province === null) return null;
  if (NOT_A_CITY.test(cityCode)) return province;
  const city = lookup(cityCode);
  if (city === null) return null;
  return city === province ? city : `${city}, ${province}`;
}

/**
 * How a stop's or consignee's region (a county code and its Chinese names, `江苏省 苏州市 昆山市`)
 * reads in the page's language: in English its city and province, fetched only by English pages.
 * Until they arrive, and for a code not in the list, the Chinese.
 */
export function useRegionName(): (countyCode: string, chinese: string) => string {
  const lookup = useEnglishNames();
  return (code, chinese) => (lookup ? englishRegionName(lookup, code) : null) ?? chinese;
}
