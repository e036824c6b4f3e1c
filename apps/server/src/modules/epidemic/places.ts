// Places of the epidemic pages are the regions list's codes (packages/contract/src/regions): the
// contract checks that a code names a province or a city; here, that a city is in the province a
// request names, and the names answers show.

import { REGIONS } from '@freight/contract/regions/index';
import { validationFailed } from '../../http/validation-failed.ts';

interface CityPlace {
  provinceCode: string;
  provinceName: string;
  cityName: string;
}

const CITIES = new Map<string, CityPlace>(
  REGIONS.flatMap(([provinceCode, provinceName, cities]) =>
    cities.map(([code, cityName]): [string, CityPlace] => [
      code,
      { provinceCode, provinceName, cityName },
    ]),
  ),
);
const PROVINCES = new Map<string, string>(REGIONS.map(([code, name]) => [code, name]));

/** The city's names and province; the contract has checked the code, so it is known. */
export function cityPlace(cityCode: string): CityPlace {
  const place = CITIES.get(cityCode);
  if (!place) throw new Error(`epidemic: city ${cityCode} is not in the regions list`);
  return place;
}

export function provinceName(provinceCode: string): string {
  const name = PROVINCES.get(provinceCode);
  if (name === undefined) throw new Error(`epidemic: province ${provinceCode} is not in the list`);
  return name;
}

/**
 * Refuses a city that is not in `province` (VALIDATION_FAILED at `field`, rule `city.unknown`, as
 * an unknown city is refused): a page that asks for 苏州 under 上海 has lost its place.
 */
export function requireCityIn(province: string, city: string | undefined, field = 'city'): void {
  if (city !== undefined && CITIES.get(city)?.provinceCode !== province) {
    throw validationFailed([{ field, rule: 'city.unknown' }]);
  }
}

/** City names in the order people read them (pinyin), for lists sorted "by city". */
export const byCityName = new Intl.Collator('zh-CN').compare;
