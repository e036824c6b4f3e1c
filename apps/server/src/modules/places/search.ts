// The place search behind GET /api/places/search: every word of the query must be in the place's
// name or in the name of its province, city or county, so `昆山 花桥` finds 花桥镇 in 昆山市. The
// data (41 000 towns, 3 000 counties, the hubs of data/hubs.ts) is read on the first search, not at
// start, and kept as flat arrays: a scan of all of it takes a few milliseconds, so there is no index.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_PLACE_HITS, type PlaceHit, type PlaceKind } from '@freight/contract/endpoints/places';
import { englishName } from '@freight/contract/regions/english';
import { REGIONS } from '@freight/contract/regions/index';
import { REPO_ROOT } from '../../paths.ts';
import { FREIGHT_HUBS, type FreightHub } from './data/hubs.ts';

/** Written by scripts/generate-places.mjs; read at run time, not bundled (paths.ts: REPO_ROOT). */
const DATA_DIR = join(REPO_ROOT, 'apps/server/src/modules/places/data');

export interface PlaceSearchOptions {
  /** Only places in this city (6 digits, a city of the city picker's regions). */
  cityCode?: string;
  /** At most this many hits; MAX_PLACE_HITS (20) by default and at most. */
  limit?: number;
}

// Equal name quality: the more precise place first (a hub, then a town, then a county).
const KIND_RANK = { hub: 0, town: 1, county: 2 } as const;
// How a place's name relates to the query's words: the best of them.
const EXACT = 0;
const PREFIX = 1;
const SUBSTRING = 2;
const REGION_ONLY = 3;
const PLACE_INDEX_SPAN = 65_536;

interface City {
  province: string;
  city: string;
  provinceEn: string | null;
  cityEn: string | null;
}

interface County {
  code: string;
  name: string;
  city: City;
  /** Province, city and county names (and the English ones, lower-cased), `|` between them. */
  regionText: string;
  /** Province, city and county names, whole and without their suffix (上海市, 上海), longest first. */
  regionPrefixes: string[];
  /** Its places (hubs, towns, itself) are places[first, end). */
  first: number;
  end: number;
}

/** The places as parallel arrays (a few bytes each besides the name). */
interface PlaceData {
  counties: County[];
  countyByCity: Map<string, County[]>;
  names: string[];
  /** A hub's English name, lower-cased, for matching; undefined elsewhere. */
  matchNamesEn: (string | undefined)[];
  kinds: PlaceKind[];
  /** Index into `counties`. */
  countyOf: Uint16Array;
  hubNamesEn: Map<number, string>;
  towns: number;
  hubs: number;
}

let loaded: PlaceData | undefined;

function placeData(): PlaceData {
  loaded ??= loadPlaceData();
  return loaded;
}

function loadPlaceData(): PlaceData {
  const read = (file: string): unknown => JSON.parse(readFileSync(join(DATA_DIR, file), 'utf8'));
  const countyRows = read('counties.json') as [code: string, name: string, cityCode: string][];
  const townsByCounty = read('towns.json') as Record<string, string>;

  const cities = new Map<string, City>();
  for (const [provinceCode, province, cityList] of REGIONS) {
    for (const [cityCode, city] of cityList) {
      const provinceEn = englishName(provinceCode);
      const cityEn = englishName(cityCode);
      cities.set(cityCode, { province, city, provinceEn, cityEn });
    }
  }
  const hubsByCounty = new Map<string, FreightHub[]>();
  for (const hub of FREIGHT_HUBS) {
    hubsByCounty.set(hub.countyCode, [...(hubsByCounty.get(hub.countyCode) ?? []), hub]);
  }

  const names: string[] = [];
  const matchNamesEn: (string | undefined)[] = [];
  const kinds: PlaceKind[] = [];
  const countyIndexes: number[] = [];
  const hubNamesEn = new Map<number, string>();
  const counties: County[] = [];
  const countyByCity = new Map<string, County[]>();
  let towns = 0;
  let hubs = 0;
  const add = (name: string, kind: PlaceKind, nameEn?: string) => {
    if (nameEn !== undefined) hubNamesEn.set(names.length, nameEn);
    names.push(name);
    matchNamesEn.push(nameEn?.toLowerCase());
    kinds.push(kind);
    countyIndexes.push(counties.length);
  };
  for (const [code, name, cityCode] of countyRows) {
    const city = cities.get(cityCode);
    if (!city) throw new Error(`places: county ${code} is in no known city (${cityCode})`);
    const first = names.length;
    const countyHubs = hubsByCounty.get(code) ?? [];
    for (const hub of countyHubs) add(hub.nameZh, hub.kind, hub.nameEn);
    hubs += countyHubs.length;
    const townNames = townsByCounty[code]?.split('|') ?? [];
    for (const town of townNames) add(town, 'town');
    towns += townNames.length;
    add(name, 'county');
    const regionText = [city.province, city.city, name, city.provinceEn, city.cityEn]
      .filter((part) => part !== null)
      .join('|')
      .toLowerCase();
    const regionPrefixes = [...new Set([city.province, city.city, name].flatMap(withoutSuffix))]
      .filter((prefix) => prefix.length >= 2)
      .sort((a, b) => b.length - a.length);
    const county: County = {
      code,
      name,
      city,
      regionText,
      regionPrefixes,
      first,
      end: names.length,
    };
    counties.push(county);
    const cityCounties = countyByCity.get(cityCode);
    if (cityCounties) cityCounties.push(county);
    else countyByCity.set(cityCode, [county]);
  }
  // A hit is ranked as one number with the place's index in its last 16 bits (searchPlaces).
  if (names.length > PLACE_INDEX_SPAN) throw new Error(`places: ${names.length} places, too many`);
  if (hubs !== FREIGHT_HUBS.length) {
    const known = new Set(countyRows.map(([code]) => code));
    const lost = FREIGHT_HUBS.filter((hub) => !known.has(hub.countyCode)).map((h) => h.nameZh);
    throw new Error(`places: hubs in unknown counties: ${lost.join(', ')}`);
  }
  return {
    counties,
    countyByCity,
    names,
    matchNamesEn,
    kinds,
    countyOf: Uint16Array.from(countyIndexes),
    hubNamesEn,
    towns,
    hubs,
  };
}

/**
 * The query's words: full-width letters, digits and spaces made plain (NFKC), lower-cased (for
 * English names), split at anything that is not a letter or digit, each word once.
 */
export function queryWords(query: string): string[] {
  const words = query
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length > 0);
  return [...new Set(words)];
}

// What a region's name may end in, longest first: people type 上海, 浦东, 昆山 for 上海市, 浦东新区, 昆山市.
const REGION_SUFFIXES = [
  '特别行政区',
  '维吾尔自治区',
  '壮族自治区',
  '回族自治区',
  '自治区',
  '自治州',
  '自治县',
  '新区',
  '地区',
  '省',
  '市',
  '区',
  '县',
  '盟',
  '旗',
];

/** A region's name, whole and without its suffix. */
function withoutSuffix(name: string): string[] {
  const suffix = REGION_SUFFIXES.find((end) => name.endsWith(end) && name.length > end.length);
  return suffix === undefined ? [name] : [name, name.slice(0, -suffix.length)];
}

/**
 * A word typed without spaces (`上海洋山`, `昆山花桥`) with the county's region names taken off its
 * front, as many as lead it: what is left to find in the place's name ('' when the word is all
 * region), or null when no region name leads it.
 */
export function afterRegions(word: string, prefixes: readonly string[]): string | null {
  let rest = word;
  for (let peeled = true; peeled && rest.length > 0;) {
    peeled = false;
    for (const prefix of prefixes) {
      if (rest.startsWith(prefix)) {
        rest = rest.slice(prefix.length);
        peeled = true;
        break;
      }
    }
  }
  return rest === word ? null : rest;
}

function nameQuality(name: string, word: string): number {
  if (name === word) return EXACT;
  if (name.startsWith(word)) return PREFIX;
  return name.includes(word) ? SUBSTRING : REGION_ONLY;
}

function kindRank(kind: PlaceKind): number {
  if (kind === 'town') return KIND_RANK.town;
  return kind === 'county' ? KIND_RANK.county : KIND_RANK.hub;
}

/**
 * The places every word of `query` finds (in the name or a region name), best first: by how the
 * name matches (exact, prefix, inside, only the region), then hubs, towns, counties, then shorter
 * names. An empty query, or one of punctuation only, finds nothing.
 */
export function searchPlaces(query: string, options: PlaceSearchOptions = {}): PlaceHit[] {
  const words = queryWords(query);
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? MAX_PLACE_HITS), 0), MAX_PLACE_HITS);
  if (words.length === 0 || limit === 0) return [];
  const data = placeData();
  const counties =
    options.cityCode === undefined ? data.counties : data.countyByCity.get(options.cityCode);
  if (!counties) return [];

  // One number per hit that sorts as the ranking: quality, kind, name length, then data order.
  const ranked: number[] = [];
  for (const county of counties) {
    const inRegion = words.map((word) => county.regionText.includes(word));
    const rests = words.map((word) => afterRegions(word, county.regionPrefixes));
    for (let place = county.first; place < county.end; place += 1) {
      const name = data.names[place] as string;
      const nameEn = data.matchNamesEn[place];
      let quality = REGION_ONLY;
      let everyWord = true;
      for (const [w, word] of words.entries()) {
        let own = Math.min(
          nameQuality(name, word),
          nameEn === undefined ? REGION_ONLY : nameQuality(nameEn, word),
        );
        // `上海洋山`: the region's name, then the place's (a word all region is the region's).
        const rest = rests[w];
        if (own === REGION_ONLY && !inRegion[w] && rest !== null && rest !== undefined) {
          if (rest !== '' && !name.includes(rest)) {
            everyWord = false;
            break;
          }
          if (rest !== '') own = Math.max(nameQuality(name, rest), SUBSTRING);
        } else if (own === REGION_ONLY && !inRegion[w]) {
          everyWord = false;
          break;
        }
        quality = Math.min(quality, own);
      }
      if (!everyWord) continue;
      const kind = kindRank(data.kinds[place] as PlaceKind);
      const order = (quality * 3 + kind) * 128 + Math.min(name.length, 127);
      ranked.push(order * PLACE_INDEX_SPAN + place);
    }
  }
  const best = Float64Array.from(ranked).sort().subarray(0, limit);
  return Array.from(best, (score) => placeHit(data, score % PLACE_INDEX_SPAN));
}

function placeHit(data: PlaceData, place: number): PlaceHit {
  const county = data.counties[data.countyOf[place] as number] as County;
  return {
    name: data.names[place] as string,
    nameEn: data.hubNamesEn.get(place) ?? null,
    kind: data.kinds[place] as PlaceKind,
    countyCode: county.code,
    province: county.city.province,
    city: county.city.city,
    county: county.name,
    provinceEn: county.city.provinceEn,
    cityEn: county.city.cityEn,
  };
}

/** How many places of each sort the search holds (loading them if not yet done). */
export function placeCounts(): { towns: number; counties: number; hubs: number } {
  const data = placeData();
  return { towns: data.towns, counties: data.counties.length, hubs: data.hubs };
}
