// Mainland China's provinces and prefecture-level cities (GB/T 2260 codes), generated into
// cn-regions.json by scripts/generate-regions.mjs. Small (about 3 KiB gzip): the H5 loads it when
// the city picker opens; the server checks lead cities against it.
import regions from './cn-regions.json' with { type: 'json' };

/** [code, name] */
export type Place = readonly [code: string, name: string];
/** [code, name, cities] */
export type Province = readonly [code: string, name: string, cities: readonly Place[]];

export const REGIONS = regions as unknown as readonly Province[];

export interface CityMatch {
  province: { code: string; name: string };
  city: { code: string; name: string };
}

/** The city with this code and its province, or null. */
export function findCity(cityCode: string): CityMatch | null {
  for (const [provinceCode, provinceName, cities] of REGIONS) {
    const city = cities.find(([code]) => code === cityCode);
    if (city) {
      return {
        province: { code: provinceCode, name: provinceName },
        city: { code: city[0], name: city[1] },
      };
    }
  }
  return null;
}

/** A city code from its name (`上海` or `上海市`), for ad links that name the city; else null. */
export function cityCodeByName(name: string): string | null {
  const wanted = name.trim().replace(/市$/, '');
  if (!wanted) return null;
  for (const [, , cities] of REGIONS) {
    const city = cities.find(([, cityName]) => cityName.replace(/市$/, '') === wanted);
    if (city) return city[0];
  }
  return null;
}
