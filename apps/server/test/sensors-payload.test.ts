// The collector's decoding of what the Sensors web SDK sends (src/modules/analytics/
// sensors-payload.ts): every malformed input is refused with a reason, nothing is guessed.

import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  COLLECTOR_LIMITS,
  decodeSensorsFields,
  PayloadRefused,
  routePathOf,
  sensorsCrc,
  toStoredEvent,
  validateSensorsRecords,
} from '../src/modules/analytics/sensors-payload.ts';
import { encodeDataList, encodeTrackData, pageView } from './helpers/sensors.ts';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const decode = (body: string) => decodeSensorsFields(new URLSearchParams(body));
const refused = (body: string, reason: RegExp) =>
  expect(() => decode(body)).toThrowError(new RegExp(reason.source));

describe('sensorsCrc', () => {
  it("is Java's String#hashCode, as the SDK computes it", () => {
    // Known values of "".hashCode(), "a".hashCode() and "hello".hashCode() in Java.
    expect(sensorsCrc('')).toBe(0);
    expect(sensorsCrc('a')).toBe(97);
    expect(sensorsCrc('hello')).toBe(99162322);
    // Overflows wrap to a signed 32-bit int, as `t &= t` does in the SDK.
    expect(sensorsCrc('eyJkaXN0aW5jdF9pZCI6IjEyMyJ9')).toBe(
      [...'eyJkaXN0aW5jdF9pZCI6IjEyMyJ9'].reduce(
        (h, c) => (Math.imul(31, h) + c.charCodeAt(0)) | 0,
        0,
      ),
    );
    expect(Number.isInteger(sensorsCrc('x'.repeat(1000)))).toBe(true);
    expect(Math.abs(sensorsCrc('x'.repeat(1000)))).toBeLessThan(2 ** 31);
  });
});

describe('decodeSensorsFields', () => {
  it('reads one record from data (with its crc), as beacon, ajax and image senders send it', () => {
    const record = pageView({}, { $title: '下载客户端 ✓' });
    expect(decode(encodeTrackData(record))).toEqual([record]);
  });

  it('reads a data_list batch, plain or gzipped', () => {
    const records = [pageView(), pageView({ event: 'share_click' })];
    expect(decode(encodeDataList(records))).toEqual(records);
    expect(decode(encodeDataList(records, true))).toEqual(records);
  });

  it('accepts an unescaped + that a form decoder turned into a space', () => {
    const record = { a: '>>>?' }; // Base64 with + and /
    const base64 = b64(JSON.stringify(record));
    expect(base64).toMatch(/[+/]/);
    expect(decode(`data=${base64}`)).toEqual([record]);
  });

  it('refuses input that is not one well-formed payload', () => {
    refused('', /exactly one of data and data_list/);
    refused(`data=${b64('{}')}&data_list=${b64('[{}]')}`, /exactly one/);
    refused(`data=${b64('{}')}&data=${b64('{}')}`, /more than once/);
    refused('data=not*base64', /not Base64/);
    refused('data=abc', /not Base64/); // unpadded
    refused(`data=${encodeURIComponent(b64('{}'))}&ext=crc%3D1`, /crc does not match/);
    refused(`data=${encodeURIComponent(b64('{}'))}&ext=crc%3Dx`, /crc is not a number/);
    refused(`data=${encodeURIComponent(b64('{"a":'))}`, /not JSON/);
    refused(`data=${Buffer.from([0xff, 0xfe]).toString('base64')}`, /not UTF-8/);
    refused(`data=${encodeURIComponent(b64('[1]'))}`, /data is not a JSON object/);
    refused(`data_list=${encodeURIComponent(b64('{}'))}`, /non-empty JSON array/);
    refused(`data_list=${encodeURIComponent(b64('[]'))}`, /non-empty JSON array/);
    refused(`data_list=${encodeURIComponent(b64('[{}]'))}&gzip=1`, /not gzip/);
    refused(`data_list=${encodeURIComponent(b64('[{}]'))}&gzip=yes`, /bad gzip flag/);
    const many = Array.from({ length: COLLECTOR_LIMITS.maxRecords + 1 }, () => ({}));
    refused(encodeDataList(many), /too many records/);
  });

  it('refuses a gzip bomb before inflating it all', () => {
    const bomb = gzipSync(Buffer.alloc(COLLECTOR_LIMITS.maxDecodedBytes + 1, 32));
    expect(bomb.length).toBeLessThan(10_000);
    refused(`data_list=${encodeURIComponent(bomb.toString('base64'))}&gzip=1`, /inflates too far/);
  });
});

describe('validateSensorsRecords', () => {
  const invalid = (record: unknown, reason: RegExp) =>
    expect(() => validateSensorsRecords([pageView(), record])).toThrowError(reason);

  it('keeps the SDK records as they are (extra fields included)', () => {
    const record = pageView();
    expect(validateSensorsRecords([record])).toEqual([record]);
    const profile = { type: 'profile_set', distinct_id: 42, time: 1, properties: { a: 1 } };
    expect(validateSensorsRecords([profile])[0]?.distinct_id).toBe('42');
  });

  it('refuses a batch with one bad record, naming it', () => {
    invalid({ ...pageView(), distinct_id: '' }, /record 1: distinct_id/);
    invalid({ ...pageView(), distinct_id: undefined }, /record 1: distinct_id/);
    invalid({ ...pageView(), event: undefined }, /record 1: .*event name/);
    invalid({ ...pageView(), type: 'drop_table' }, /record 1: type/);
    invalid({ ...pageView(), time: 'now' }, /record 1: time/);
    invalid({ ...pageView(), properties: [] }, /record 1: properties/);
    invalid({ ...pageView(), event: 'x'.repeat(101) }, /record 1: event/);
    invalid('just text', /record 1/);
    invalid(pageView({}, { huge: 'x'.repeat(COLLECTOR_LIMITS.maxRecordBytes) }), /too large/);
    const props = Object.fromEntries(Array.from({ length: 301 }, (_, i) => [`p${i}`, i]));
    invalid({ ...pageView(), properties: props }, /too many properties/);
  });

  it('refuses text PostgreSQL cannot store (NUL, lone surrogates) instead of failing on insert', () => {
    invalid(pageView({}, { note: 'a\u0000b' }), /unstorable/);
    invalid(pageView({}, { note: 'a\ud800b' }), /unstorable/);
    invalid({ ...pageView(), distinct_id: 'x\u0000' }, /unstorable/);
    expect(() => validateSensorsRecords([pageView({}, { note: '😀 ok' })])).not.toThrow();
  });

  it('throws PayloadRefused, which the route answers with 400', () => {
    expect(() => validateSensorsRecords([{}])).toThrow(PayloadRefused);
  });
});

describe('toStoredEvent', () => {
  const at = new Date('2026-11-21T10:00:00Z');

  it('copies app id, page id and the hash route path out of the properties', () => {
    const [record] = validateSensorsRecords([pageView({ time: 1_763_719_200_000 })]);
    expect(toStoredEvent(record!, 'default', at)).toMatchObject({
      event: '$pageview',
      eventType: 'track',
      distinctId: '18f0c2a1b3d-0a1b2c3d4e5f6-1',
      appId: 'FYNewCustomer',
      pageId: 'CustomerLogin',
      path: '/customer/login',
      project: 'default',
      clientTime: new Date(1_763_719_200_000),
      receivedAt: at,
    });
  });

  it('leaves out what is missing and a clock that cannot be right', () => {
    const [record] = validateSensorsRecords([
      { type: 'profile_set', distinct_id: 'd', time: 5, properties: { app_id: 7 } },
    ]);
    expect(toStoredEvent(record!, 'production', at)).toMatchObject({
      event: 'profile_set',
      appId: null,
      pageId: null,
      path: null,
      clientTime: null,
    });
  });

  it('reads the route path inside the hash, or the URL path without one', () => {
    expect(routePathOf('https://h5.example.com/?code=1#/epidemic/index?x=1')).toBe(
      '/epidemic/index',
    );
    expect(routePathOf('https://h5.example.com/landing.html')).toBe('/landing.html');
    expect(routePathOf('https://h5.example.com/#anchor')).toBe('/');
    expect(routePathOf('not a url')).toBeNull();
    expect(routePathOf(42)).toBeNull();
  });
});
