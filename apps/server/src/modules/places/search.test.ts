// The place search as the shipper's address page uses it: words of a name and of its region find
// the place, hubs and exact names come first, and the data holds every county and town.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FREIGHT_HUBS, hubNameEn } from './data/hubs.ts';
import { placeCounts, searchPlaces } from './search.ts';

const names = (query: string, options = {}) => searchPlaces(query, options).map((hit) => hit.name);

describe('searchPlaces', () => {
  it('finds a town by its name, with its county, city and province', () => {
    const [first] = searchPlaces('花桥镇', {});
    expect(first).toEqual({
      name: '花桥镇',
      nameEn: null,
      kind: 'town',
      countyCode: '320583',
      province: '江苏省',
      city: '苏州市',
      county: '昆山市',
      provinceEn: 'Jiangsu',
      cityEn: 'Suzhou',
    });
    // Other counties have a 花桥镇 too: all of them are exact matches.
    expect(names('花桥镇').filter((name) => name === '花桥镇').length).toBeGreaterThan(5);
  });

  it('finds a port by part of its name, with its English name', () => {
    const [first] = searchPlaces('南沙港');
    expect(first).toMatchObject({
      name: '广州港南沙港区',
      nameEn: 'Nansha Port Area, Port of Guangzhou',
      kind: 'port',
      city: '广州市',
      county: '南沙区',
      cityEn: 'Guangzhou',
    });
    expect(names('洋山')).toContain('上海港洋山港区');
  });

  it('narrows with a second word, from the name or the region', () => {
    expect(names('花桥').length).toBe(20);
    expect(names('昆山 花桥')).toEqual(['花桥镇']);
    expect(searchPlaces('昆山 花桥')[0]?.county).toBe('昆山市');
    expect(names('上海 洋山')).toEqual(['上海港洋山港区']);
    expect(names('佛山 林安')).toEqual(['佛山林安物流园']);
    // Full-width letters and spaces, as a Chinese keyboard types them, and English names.
    expect(names('ＳＨＡＮＧＨＡＩ　洋山')).toEqual(['上海港洋山港区']);
    expect(names('yangshan')).toEqual(['上海港洋山港区']);
  });

  it('finds a place typed after its region without a space, as people type Chinese', () => {
    expect(names('上海洋山')).toEqual(['上海港洋山港区']);
    expect(names('昆山花桥')).toEqual(['花桥镇']);
    expect(names('上海市浦东洋山')).toEqual(['上海港洋山港区']);
    expect(names('佛山林安')).toEqual(['佛山林安物流园']);
    // A word that is all region finds the region's places, as with a space.
    expect(searchPlaces('昆山市').every((hit) => hit.county === '昆山市')).toBe(true);
    expect(names('上海火星')).toEqual([]);
  });

  it('narrows to one city with its code', () => {
    const inSuzhou = searchPlaces('花桥', { cityCode: '320500' });
    expect(inSuzhou.map((hit) => [hit.name, hit.city])).toEqual([['花桥镇', '苏州市']]);
    const inShanghai = searchPlaces('港', { cityCode: '310100' });
    expect(inShanghai.length).toBeGreaterThan(3);
    for (const hit of inShanghai) expect(hit.city).toBe('上海市');
    // A code that is no city's finds nothing.
    expect(searchPlaces('花桥', { cityCode: '999999' })).toEqual([]);
    expect(searchPlaces('花桥', { cityCode: '320583' })).toEqual([]);
  });

  it('ranks exact names before prefixes before the rest, and hubs first among equals', () => {
    // 南沙区 and 南沙街道 start with the word; the port only holds it.
    const nansha = names('南沙');
    expect(nansha.indexOf('南沙区')).toBeLessThan(nansha.indexOf('广州港南沙港区'));
    expect(nansha.indexOf('南沙街道')).toBeLessThan(nansha.indexOf('南沙区'));
    // The county named exactly so comes before the towns that only start with its name.
    expect(names('昆山市')[0]).toBe('昆山市');
    // Equal quality: hubs, then towns, then counties; shorter names first.
    const kinds = searchPlaces('上海').map((hit) => hit.kind);
    expect(kinds.slice(0, 6).every((kind) => kind !== 'town' && kind !== 'county')).toBe(true);
    const region = searchPlaces('东莞 虎门').map((hit) => hit.kind);
    expect(region).toEqual(['port', 'logistics_park', 'town']);
    const shanghaiHubs = names('上海').slice(0, 6);
    const lengths = shanghaiHubs.map((name) => name.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
  });

  it('answers at most `limit` hits, and never more than 20', () => {
    expect(searchPlaces('区', { limit: 3 })).toHaveLength(3);
    expect(searchPlaces('区', { limit: 500 })).toHaveLength(20);
    expect(searchPlaces('区')).toHaveLength(20);
    expect(searchPlaces('区', { limit: 0 })).toEqual([]);
  });

  it('finds nothing for an empty, blank or punctuation-only query', () => {
    for (const query of ['', '   ', '\u3000', '...', '，、；', '<>', '()（）']) {
      expect(searchPlaces(query), JSON.stringify(query)).toEqual([]);
    }
    expect(searchPlaces('不存在的地名乙丙丁')).toEqual([]);
  });

  it('holds every county and town of the statistics, and the hubs', () => {
    const counts = placeCounts();
    expect(counts.towns).toBeGreaterThanOrEqual(40_000);
    expect(counts.counties).toBeGreaterThanOrEqual(2_900);
    expect(counts.hubs).toBeGreaterThanOrEqual(150);
    expect(counts.hubs).toBe(FREIGHT_HUBS.length);
  });
});

describe('the freight hubs', () => {
  const counties = JSON.parse(
    readFileSync(new URL('./data/counties.json', import.meta.url), 'utf8'),
  ) as [code: string, name: string, cityCode: string][];
  const countyCodes = new Set(counties.map(([code]) => code));

  it('each lie in a county of the data, under a name of their own', () => {
    for (const hub of FREIGHT_HUBS) expect(countyCodes, hub.nameZh).toContain(hub.countyCode);
    expect(new Set(FREIGHT_HUBS.map((hub) => hub.nameZh)).size).toBe(FREIGHT_HUBS.length);
    expect(new Set(FREIGHT_HUBS.map((hub) => hub.nameEn)).size).toBe(FREIGHT_HUBS.length);
  });

  it('cover every kind, across the country', () => {
    const kinds = new Set(FREIGHT_HUBS.map((hub) => hub.kind));
    expect([...kinds].sort()).toEqual(['airport_cargo', 'logistics_park', 'port', 'rail_freight']);
    const provinces = new Set(FREIGHT_HUBS.map((hub) => hub.countyCode.slice(0, 2)));
    expect(provinces.size).toBeGreaterThanOrEqual(25);
  });

  it('are each found by their own name, first', () => {
    for (const hub of FREIGHT_HUBS) {
      expect(searchPlaces(hub.nameZh)[0], hub.nameZh).toMatchObject({
        name: hub.nameZh,
        kind: hub.kind,
        countyCode: hub.countyCode,
      });
    }
  });
});

describe('hubNameEn', () => {
  it('gives a hub’s English name from its county and Chinese name, as a stop keeps them', () => {
    expect(hubNameEn('310115', '上海港洋山港区')).toBe('Yangshan Port Area, Port of Shanghai');
    for (const hub of FREIGHT_HUBS) expect(hubNameEn(hub.countyCode, hub.nameZh)).toBe(hub.nameEn);
  });

  it('has none for a town, another county’s name, or a name written otherwise', () => {
    expect(hubNameEn('320583', '花桥镇')).toBeNull();
    expect(hubNameEn('310113', '上海港洋山港区')).toBeNull();
    expect(hubNameEn('310115', '洋山港')).toBeNull();
  });
});
