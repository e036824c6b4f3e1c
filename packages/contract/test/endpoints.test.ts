// The registry's own rules, derived from the declarations (a new endpoint is checked without
// touching this file), and the request rules a declaration's schema encodes. What the server
// answers is checked against the response schemas by the server's tests: every answer passes
// through them on its way out.

import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  CALLERS,
  clientFlags,
  DEFAULT_CLIENT_FLAGS,
  QUIET_READ,
  type EndpointDef,
  type EndpointName,
  endpointPath,
  endpointRoutes,
  endpoints,
  idCardCheckChar,
  SERVICES,
  shapeVersion,
} from '../src/index.ts';

const validId = `44030519800615121${idCardCheckChar('44030519800615121')}`;

const names = Object.keys(endpoints) as EndpointName[];
const all = Object.values(endpoints) as readonly EndpointDef[];

/** Every object schema inside `schema` (through arrays, unions, optionals, pipes), by path. */
function objectSchemas(schema: z.ZodType, at: string): { at: string; schema: z.ZodObject }[] {
  if (schema instanceof z.ZodObject) {
    return [
      { at, schema },
      ...Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
        objectSchemas(field, `${at}.${key}`),
      ),
    ];
  }
  const parts = Object.values(schema._zod.def as unknown as Record<string, unknown>);
  return parts
    .flatMap((part) => (Array.isArray(part) ? part : [part]))
    .filter((part): part is z.ZodType => part instanceof z.ZodType)
    .flatMap((inner) => objectSchemas(inner, at));
}

const isStrict = (schema: z.ZodObject) => schema._zod.def.catchall?._zod.def.type === 'never';

describe('the registry', () => {
  it('holds every declaration under its own name, at a URL of its own', () => {
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(endpoints[name].name).toBe(name);
    const urls = all.map((endpoint) => `${endpoint.method} ${endpointPath(endpoint)}`);
    expect(new Set(urls).size, urls.join('\n')).toBe(urls.length);
  });

  it.each(names)('%s: a known service and caller, a plain path', (name) => {
    const endpoint = endpoints[name];
    expect(SERVICES).toContain(endpoint.service);
    expect(CALLERS).toContain(endpoint.caller);
    expect(endpoint.path).toMatch(/^(?:\/[A-Za-z0-9_-]+)+$/);
  });

  it.each(names)('%s: its example is a request the schema accepts', (name) => {
    const { request, example } = endpoints[name];
    expect(request.safeParse(example).error).toBeUndefined();
    expect(request.safeParse({ ...example, extra: 1 }).success, 'an unknown field').toBe(false);
  });

  it.each(names)('%s: every object it takes or answers is strict', (name) => {
    const { request, response } = endpoints[name];
    const loose = [
      ...objectSchemas(request, 'request'),
      ...objectSchemas(response, 'response'),
    ].filter(({ schema }) => !isStrict(schema));
    expect(loose.map(({ at }) => at)).toEqual([]);
  });
});

describe('the H5 route list', () => {
  const routes = endpointRoutes();

  it('has every endpoint, with where it lives and the client flags it sets, and no schema', () => {
    expect(Object.keys(routes)).toEqual(names);
    for (const name of names) {
      const { method, service, path, client, keep, response } = endpoints[name] as EndpointDef;
      expect(routes[name]).toEqual({
        method,
        service,
        path,
        ...(client ? { client } : {}),
        ...(keep ? { keep: shapeVersion(response) } : {}),
      });
    }
    // Plain data: what the H5's build turns into a module (no zod in the browser).
    expect(JSON.parse(JSON.stringify(routes))).toEqual(routes);
  });

  it('sends the vote as a plain form without the loading indicator (SPEC §7)', () => {
    expect(clientFlags(routes.voteSubmit)).toEqual({
      encrypt: false,
      loading: false,
      errorDialog: true,
    });
    expect(clientFlags(routes.logout)).toEqual(DEFAULT_CLIENT_FLAGS);
    // A refusal shown at its field, for every call of the endpoint.
    expect(clientFlags(routes.submitRoadReport)).toEqual({
      ...DEFAULT_CLIENT_FLAGS,
      errorDialog: false,
    });
  });

  it('declares a read the page shows in place as quiet, so no call repeats it', () => {
    expect(clientFlags(routes.getWXConfig)).toEqual({ ...DEFAULT_CLIENT_FLAGS, ...QUIET_READ });
    expect(clientFlags(routes.me)).toEqual({ ...DEFAULT_CLIENT_FLAGS, ...QUIET_READ });
  });
});

describe('kept answers (docs/decisions/048)', () => {
  const kept = names.filter((name) => (endpoints[name] as EndpointDef).keep);

  it('are kept only for reads anyone may make', () => {
    expect(kept).toContain('getCampaignRules');
    for (const name of kept) {
      expect([name, endpoints[name].method, endpoints[name].caller]).toEqual([
        name,
        'GET',
        'anyone',
      ]);
    }
  });

  it("carry the version of their answer's shape, which any change of the shape changes", () => {
    const version = shapeVersion(endpoints.getCampaignRules.response);
    expect(endpointRoutes().getCampaignRules.keep).toBe(version);
    expect(version).toMatch(/^[0-9a-f]{8}$/);
    expect(shapeVersion(endpoints.getCampaignRules.response)).toBe(version);
    const wider = endpoints.getCampaignRules.response.extend({ added: z.string() });
    expect(shapeVersion(wider)).not.toBe(version);
    const otherLimit = endpoints.getCampaignRules.response.extend({
      title: z.string().min(1).max(101),
    });
    expect(shapeVersion(otherLimit)).not.toBe(version);
  });
});

const rejects = (name: EndpointName, request: unknown) =>
  expect(endpoints[name].request.safeParse(request).success).toBe(false);

describe('request rules', () => {
  it('claimSeckillCoupon wants a positive stock id and a plain 8-64 character request id', () => {
    for (const requestId of [
      'short',
      'a'.repeat(65),
      'has space 123',
      '<script>x</script>',
      '../../etc',
    ]) {
      rejects('claimSeckillCoupon', { stockId: 1, requestId });
    }
    rejects('claimSeckillCoupon', { stockId: 0, requestId: 'abcdefgh' });
    rejects('claimSeckillCoupon', { stockId: 1.5, requestId: 'abcdefgh' });
  });

  it('getWXConfig wants an http(s) URL without fragment, at most 2048 characters', () => {
    rejects('getWXConfig', { url: 'javascript:alert(1)' });
    rejects('getWXConfig', { url: 'ftp://h.example/' });
    rejects('getWXConfig', { url: 'https://h.example/#/x' });
    rejects('getWXConfig', { url: `https://h.example/${'a'.repeat(2040)}` });
    rejects('getWXConfig', {});
  });

  it('getAppCenter takes only the known apps and systems', () => {
    rejects('getAppCenter', { app: 'other', system: 'ios' });
    rejects('getAppCenter', { app: 'driver', system: 'windows' });
  });

  it('getUserInfoByTokenAndType coerces type and limits token', () => {
    const parse = (q: unknown) => endpoints.getUserInfoByTokenAndType.request.safeParse(q);
    expect(parse({ token: 'a', type: '9' }).data).toEqual({ token: 'a', type: 9 });
    expect(parse({ token: 'a', type: 1 }).data).toEqual({ token: 'a', type: 1 });
    for (const type of ['0', '10', '1.5', ' 1', 'a', '', 0, 2.5])
      rejects('getUserInfoByTokenAndType', { token: 'a', type });
    for (const token of ['', 'a'.repeat(65), 'a b', 'a/b', '令牌'])
      rejects('getUserInfoByTokenAndType', { token, type: 1 });
  });

  it('checkIdCard trims, upper-cases and checks only the shape', () => {
    const parsed = endpoints.checkIdCard.request.parse(endpoints.checkIdCard.example);
    expect(parsed).toEqual({ name: '阿卜杜·热合曼', idCardNo: '11010519491231002X' });
    // A wrong check character is a result (reasons), not a schema error.
    expect(
      endpoints.checkIdCard.request.safeParse({ name: '张三', idCardNo: '110105194912310021' })
        .success,
    ).toBe(true);
    rejects('checkIdCard', { name: '张', idCardNo: validId });
    rejects('checkIdCard', { name: '张3', idCardNo: validId });
    rejects('checkIdCard', { name: '张三', idCardNo: validId.slice(0, 17) });
  });

  it('updateDriverInfo normalises the plate and validates the ID number fully', () => {
    const parsed = endpoints.updateDriverInfo.request.parse(endpoints.updateDriverInfo.example);
    expect(parsed.plateNumber).toBe('粤B12345D');
    expect(endpoints.updateDriverInfo.request.parse({ idCardNo: validId }).idCardNo).toBe(validId);
    rejects('updateDriverInfo', {});
    rejects('updateDriverInfo', { idCardNo: '110105194912310021' });
    rejects('updateDriverInfo', { licenceExpiry: '2023-02-29' });
    rejects('updateDriverInfo', { licenceClass: 'D' });
    rejects('updateDriverInfo', { idCardFrontKey: '../etc/passwd' });
    rejects('updateDriverInfo', { idCardFrontKey: '/abs' });
    rejects('updateDriverInfo', { vehicleLengthM: 0 });
    rejects('updateDriverInfo', { loadTonnes: '18' });
    rejects('updateDriverInfo', { submit: 'true' });
  });

  it('checkTruckLegal needs every field', () => {
    const { loadTonnes: _, ...rest } = endpoints.checkTruckLegal.example;
    rejects('checkTruckLegal', rest);
    rejects('checkTruckLegal', { ...endpoints.checkTruckLegal.example, plateNumber: 'AB123' });
  });

  it('voteSubmit wants positive integers', () => {
    rejects('voteSubmit', { voteId: 0, candidateId: 1 });
    rejects('voteSubmit', { voteId: 1.5, candidateId: 1 });
    rejects('voteSubmit', { voteId: '1', candidateId: 1 });
  });
});
