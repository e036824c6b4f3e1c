// oms-service GET /api/places/search: the shipper's address page finds places by words of their
// name and region, narrowed to a city; a malformed or hostile query is refused (422), never a 5xx.

import { searchPlacesResponse } from '@freight/contract/endpoints/places';
import { HOSTILE_VALUES, describeHostile } from '@freight/contract/testing/hostile-inputs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import placesRoutes from '../src/modules/places/routes.ts';
import { anonymous } from './helpers/login.ts';
import type { SignedClient } from './helpers/signed.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

const SEARCH = '/service/oms-service/api/places/search';

describe('GET /service/oms-service/api/places/search', () => {
  let t: TestApp;
  let api: SignedClient;
  beforeAll(async () => {
    t = await buildTestApp({
      // The module alone: nothing else is needed to search, and no seeds slow the start.
      modules: [{ name: 'places', endpoints: placesRoutes }],
      config: { rateLimitPerMinute: 1_000_000 },
    });
    api = anonymous(t);
  });
  afterAll(() => t.close());

  const search = async (fields: Record<string, unknown>) => {
    const res = await api.get(SEARCH, fields);
    expect(res.statusCode, JSON.stringify(fields)).toBe(200);
    expect(res.envelope.status.code).toBe(0);
    return searchPlacesResponse.parse(res.envelope.data).places;
  };

  it('answers the places every word finds, best first, without a session', async () => {
    const [yangshan] = await search({ q: '上海 洋山' });
    expect(yangshan).toEqual({
      name: '上海港洋山港区',
      nameEn: 'Yangshan Port Area, Port of Shanghai',
      kind: 'port',
      countyCode: '310115',
      province: '上海市',
      city: '上海市',
      county: '浦东新区',
      provinceEn: 'Shanghai',
      cityEn: 'Shanghai',
    });
    const towns = await search({ q: '花桥' });
    expect(towns).toHaveLength(20);
    expect(new Set(towns.map((hit) => hit.city)).size).toBeGreaterThan(5);
  });

  it('narrows to the city given, and answers no places for a code that is no city', async () => {
    const inSuzhou = await search({ q: '花桥', cityCode: '320500' });
    expect(inSuzhou.map((hit) => `${hit.city}${hit.county}${hit.name}`)).toEqual([
      '苏州市昆山市花桥镇',
    ]);
    expect(await search({ q: '花桥', cityCode: '999999' })).toEqual([]);
  });

  it('answers no places for a query that matches nothing, or only separators', async () => {
    expect(await search({ q: '不存在的地名乙丙丁' })).toEqual([]);
    expect(await search({ q: '...' })).toEqual([]);
  });

  it('refuses a malformed query with 422 naming the field', async () => {
    for (const [fields, field] of [
      [{ q: '上'.repeat(31) }, 'q'],
      [{ q: '<script>alert(1)</script>' }, 'q'],
      [{ q: `上海' OR 1=1 --` }, 'q'],
      [{ q: '   ' }, 'q'],
      [{}, 'q'],
      [{ q: '花桥', cityCode: 'abcdef' }, 'cityCode'],
      [{ q: '花桥', cityCode: '3205' }, 'cityCode'],
    ] as const) {
      const res = await api.get(SEARCH, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      const named = (res.envelope.data as { fields: { field: string }[] }).fields;
      expect(named.map((f) => f.field)).toContain(field);
    }
    const extra = await api.get(SEARCH, { q: '花桥', limit: 100 });
    expect(extra.statusCode).toBe(422);
  });

  it('never fails on the hostile corpus: a 422, or an answer with no places', async () => {
    for (const field of ['q', 'cityCode']) {
      for (const value of HOSTILE_VALUES) {
        const fields = { q: '花桥', cityCode: '320500', [field]: value };
        const res = await api.get(SEARCH, fields);
        const label = `${field} = ${describeHostile(value)}`;
        expect(res.statusCode, label).toBeLessThan(500);
        expect(String(res.headers['content-type']), label).not.toMatch(/html/);
        if (res.statusCode === 200) {
          expect(field, label).toBe('q');
          expect(res.envelope.data, label).toEqual({ places: [] });
        } else {
          expect(res.statusCode, label).toBe(422);
        }
      }
    }
  });
});
