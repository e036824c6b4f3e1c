// Bad input never gets a 5xx and always gets an envelope (docs/design.md §3): ~2000 random and
// malformed requests (paths, signature parameters, bodies, content types, headers, some of them
// correctly signed so that they reach decryption and the schemas) against every service route.

import { envelopeSchema } from '@freight/contract/envelope';
import { encode } from '@freight/contract/node';
import { signUrl } from '@freight/contract/signing';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainModules } from '../src/modules/registry.ts';
import { ECHO, probeModule, WRITE, XCUSTOMER_ECHO } from './helpers/probe-module.ts';
import { readAnswer } from './helpers/signed.ts';
import { buildTestApp, makeTempDir, type TestApp } from './helpers/test-app.ts';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROUTES = [
  ['POST', WRITE],
  ['GET', ECHO],
  ['POST', XCUSTOMER_ECHO],
  ['POST', '/service/oms-service/api/auth/sms/send'],
  ['POST', '/service/oms-service/api/auth/sms/login'],
  ['POST', '/service/oms-service/api/auth/logout'],
  ['GET', '/service/oms-service/api/auth/me'],
] as const;
const KNOWN_PATHS = ROUTES.map(([, path]) => path);

const printable = (maxLength: number) =>
  fc.string({
    unit: fc.constantFrom(...' !"#$%&\'()*+,-./0123456789:;<=>?@AZaz[]^_`{|}~'),
    maxLength,
  });
const urlish = fc.string({
  unit: fc.constantFrom(..."abcXYZ019%._~-+=&?/#:;@!$'()*,"),
  maxLength: 16,
});

const pathArb = fc.oneof(
  fc.constantFrom(...KNOWN_PATHS),
  fc.constantFrom(...KNOWN_PATHS).map((p) => `${p}/x`),
  fc.array(urlish, { maxLength: 4 }).map((segments) => `/service/${segments.join('/')}`),
);

const jsonValue = fc.jsonValue({ maxDepth: 2 });
const fieldsArb = fc.oneof(
  fc.dictionary(
    fc.constantFrom(
      'note',
      'truckLength',
      'mobile',
      'code',
      'userType',
      'plate',
      'page',
      'couponId',
      'serviceVersion',
      '__proto__',
      'x',
    ),
    jsonValue,
    { maxKeys: 4 },
  ),
  fc.record({ note: fc.string({ maxLength: 20 }), truckLength: fc.double() }),
  fc.record({
    mobile: fc.stringMatching(/^1[3-9]\d{9}$/),
    userType: fc.constantFrom(1, 3),
    code: fc.stringMatching(/^\d{6}$/),
  }),
  fc.record({ plate: fc.string({ maxLength: 10 }), page: fc.string({ maxLength: 3 }) }),
);

type BodyKind = 'encrypted' | 'plain' | 'random' | 'bad-encryptdata' | 'json' | 'none';
const anyRequestArb = fc.record({
  method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
  path: pathArb,
  extraQuery: fc.array(fc.tuple(urlish, urlish), { maxLength: 3 }),
  fields: fieldsArb,
  bodyKind: fc.constantFrom<BodyKind>(
    'encrypted',
    'plain',
    'random',
    'bad-encryptdata',
    'json',
    'none',
  ),
  randomBody: printable(80),
  signing: fc.constantFrom('valid', 'valid', 'valid', 'none', 'garbage', 'skewed', 'wrong-key'),
  garbage: fc.record({
    appKey: printable(10),
    reqTimestamp: printable(14),
    nonce: printable(10),
    signature: printable(34),
  }),
  contentType: fc.constantFrom(
    'application/x-www-form-urlencoded',
    'application/x-www-form-urlencoded; charset=UTF-8',
    'application/json',
    'text/plain',
    'multipart/form-data; boundary=x',
    '',
    'x/y',
  ),
  encodeHeader: fc.constantFrom('for-u', 'for-u', 'FOR-U', '', undefined),
  xsrf: fc.constantFrom('pair', 'pair', 'missing', 'mismatch'),
  extraHeaders: fc.dictionary(
    fc.constantFrom(
      'accept',
      'x-request-id',
      'cookie',
      'x-forwarded-for',
      'user-agent',
      'accept-encoding',
    ),
    printable(40),
    { maxKeys: 3 },
  ),
});

type FuzzRequest = typeof anyRequestArb extends fc.Arbitrary<infer R> ? R : never;

// Half of the requests are what a correct client sends to a real route, with random fields, so
// that decryption, the schemas and the handlers get their share of the inputs.
const requestArb = fc.oneof(
  anyRequestArb,
  fc
    .tuple(anyRequestArb, fc.constantFrom(...ROUTES), fc.boolean())
    .map(([r, [method, path], encrypt]): FuzzRequest => ({
      ...r,
      method,
      path,
      signing: 'valid',
      xsrf: 'pair',
      contentType: 'application/x-www-form-urlencoded',
      bodyKind: method === 'GET' ? 'none' : encrypt ? 'encrypted' : 'plain',
      encodeHeader: encrypt ? 'for-u' : undefined,
    })),
);

function toInject(r: FuzzRequest, config: TestApp['config']): InjectOptions {
  const query = new URLSearchParams(r.extraQuery);
  if (r.method === 'GET' || r.method === 'HEAD') {
    for (const [key, value] of Object.entries(r.fields)) {
      if (typeof value === 'string') query.append(key, value);
    }
  }
  let body = '';
  switch (r.bodyKind) {
    case 'encrypted':
      body = new URLSearchParams({
        encryptdata: encode(JSON.stringify(r.fields), config.encryptKey),
      }).toString();
      break;
    case 'plain':
      for (const [key, value] of Object.entries(r.fields)) {
        body += `${body ? '&' : ''}${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`;
      }
      break;
    case 'random':
      body = r.randomBody;
      break;
    case 'bad-encryptdata':
      body = `encryptdata=${encodeURIComponent(r.randomBody)}`;
      break;
    case 'json':
      body = JSON.stringify(r.fields);
      break;
    case 'none':
      break;
  }
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(r.method) && r.bodyKind !== 'none';
  const signedBody = hasBody && !r.contentType.startsWith('multipart/') ? body : '';
  const search = query.toString();
  const url = `${r.path}${search ? `?${search}` : ''}`;

  let target: string;
  if (r.signing === 'none') target = url;
  else if (r.signing === 'garbage') {
    const sep = url.includes('?') ? '&' : '?';
    target = `${url}${sep}${new URLSearchParams(r.garbage)}`;
  } else {
    try {
      target = signUrl({
        method: r.method,
        url,
        body: signedBody,
        appKey: r.signing === 'wrong-key' ? 'nope' : config.appKey,
        appSecret: config.appSecret,
        now: r.signing === 'skewed' ? Date.now() - 3_600_000 : Date.now(),
      });
    } catch {
      // A path the URL parser refuses cannot be signed; send it unsigned.
      target = url;
    }
  }

  const token = 'T'.repeat(43);
  const headers: Record<string, string> = { ...r.extraHeaders };
  if (r.contentType) headers['content-type'] = r.contentType;
  if (r.encodeHeader !== undefined) headers['x-encode-type'] = r.encodeHeader;
  if (r.xsrf !== 'missing') {
    headers.cookie = `XSRF-TOKEN=${token}`;
    headers['x-xsrf-token'] = r.xsrf === 'pair' ? token : 'M'.repeat(43);
  }
  return {
    method: r.method,
    url: target,
    headers,
    ...(hasBody ? { payload: body } : {}),
  };
}

describe('the gateway under random and malformed requests', () => {
  let t: TestApp;
  // A built H5, as in production: a path like `/service/..` leaves the API and gets the page.
  const dist = makeTempDir('fuzz-dist-');
  beforeAll(async () => {
    writeFileSync(join(dist.path, 'index.html'), '<!doctype html><title>H5</title>');
    t = await buildTestApp({
      modules: [...domainModules, probeModule],
      // The fuzzer is one client address: keep it under the limit to reach the routes.
      config: { rateLimitPerMinute: 1_000_000, h5Dist: dist.path },
    });
  });
  afterAll(async () => {
    await t.close();
    dist.remove();
  });

  it('never answers 5xx, and always answers an envelope (encrypted when asked)', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(requestArb, async (r) => {
        const request = toInject(r, t.config);
        const res = await t.app.inject(request);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        expect(res.statusCode, JSON.stringify(request)).toBeLessThan(500);
        if (r.method === 'HEAD') return; // no body by definition
        // Dot segments can lead out of /service (to the H5's page): not the gateway's answer.
        if (res.headers['content-type']?.toString().startsWith('text/html')) return;
        const { envelope, encrypted } = readAnswer(res, t.config.encryptKey);
        expect(envelopeSchema.safeParse(envelope).success).toBe(true);
        // Out of /service (`/service/../a` is `/a`) the answer is the site's plain 404, not the
        // gateway's: the encryption contract holds for the gateway's answers only.
        if (!new URL(request.url as string, 'http://h5.test').pathname.startsWith('/service/'))
          return;
        expect(encrypted).toBe(request.headers?.['x-encode-type' as never] === 'for-u');
      }),
      { numRuns: 2000 },
    );
    // The fuzzer reached past the signature check: successes and schema refusals happened too.
    expect(statuses.get(200)).toBeGreaterThan(0);
    expect(statuses.get(422)).toBeGreaterThan(0);
  }, 120_000); // 2000 requests: allow for a machine busy with the other test files
});
