// Cities and provinces of the reports with their names in the request's language: a shipment
// keeps the Chinese names its line had; English names come from the contract's region list.

import { REGIONS } from '@freight/contract/regions/index';
import { englishName } from '@freight/contract/regions/english';
import type { Locale } from '@freight/contract/status';

const CHINESE = new Map<string, string>();
for (const [provinceCode, provinceName, cities] of REGIONS) {
  CHINESE.set(provinceCode, provinceName);
  for (const [cityCode, cityName] of cities) CHINESE.set(cityCode, cityName);
}

export interface Place {
  code: string;
  name: string;
}

/** A place by its code, named in `locale`; `stored` is the name the row kept (a city's). */
export function placeOf(code: string, stored: string | null, locale: Locale): Place {
  const chinese = stored || CHINESE.get(code) || code;
  return { code, name: locale === 'en-US' ? (englishName(code) ?? chinese) : chinese };
}

/** The province a city (or county) code lies in: its first two digits. */
export function provinceCodeOf(code: string): string {
  return `${code.slice(0, 2)}0000`;
}
