// What the Sensors Analytics web SDK (sa-sdk-javascript 1.27) sends, decoded and checked before
// anything is stored. Read from the SDK's source and confirmed by a browser test:
//   - beacon (`send_type: 'beacon'`): POST, text/plain body `data=<Base64>&ext=crc%3D<n>`;
//   - ajax: the same body as application/x-www-form-urlencoded;
//   - image (the SDK's fallback): GET with the same fields in the query;
//   - batch sending: `data_list=<Base64 of a JSON array>`, `gzip=1` when the array is gzipped
//     (the Sensors server protocol; this SDK build never gzips, other clients may).
// Base64 is of the UTF-8 bytes of the JSON text; `crc` is Java's String#hashCode of the Base64
// text, which catches a payload cut short on a weak connection. Validation is loose on purpose
// (SDK versions add fields), but bounded: sizes, counts, and the fields we index.

import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { hasUnstorableText } from '../../db/storable.ts';

export const COLLECTOR_LIMITS = {
  /** The request body (or query) as sent. */
  maxBodyBytes: 256 * 1024,
  /** The JSON text after Base64 (and gzip). */
  maxDecodedBytes: 1024 * 1024,
  /** Records in one `data_list`. */
  maxRecords: 100,
  /** One record's JSON text. */
  maxRecordBytes: 32 * 1024,
  /** Properties of one record. */
  maxProperties: 300,
} as const;

/** Input the collector refuses; its message names the reason (for the log and the 400 answer). */
export class PayloadRefused extends Error {
  override name = 'PayloadRefused';
}

/** The SDK's checksum (`ie` in its source): `h = h * 31 + charCode`, kept to a signed 32-bit int. */
export function sensorsCrc(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(31, hash) + text.charCodeAt(i)) | 0;
  return hash;
}

// Padded standard Base64, as `btoa` writes it.
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeBase64(text: string): Buffer {
  // A `+` that reached us unescaped was read as a space by the form decoder.
  const base64 = text.replaceAll(' ', '+');
  if (base64 === '' || !BASE64.test(base64)) throw new PayloadRefused('payload is not Base64');
  return Buffer.from(base64, 'base64');
}

function decodeJson(bytes: Buffer, gzip: boolean): unknown {
  let raw = bytes;
  if (gzip) {
    try {
      // The limit stops a small compressed body from inflating into gigabytes.
      raw = gunzipSync(bytes, { maxOutputLength: COLLECTOR_LIMITS.maxDecodedBytes });
    } catch {
      throw new PayloadRefused('payload is not gzip or inflates too far');
    }
  }
  if (raw.length > COLLECTOR_LIMITS.maxDecodedBytes) throw new PayloadRefused('payload too large');
  let text: string;
  try {
    text = utf8.decode(raw);
  } catch {
    throw new PayloadRefused('payload is not UTF-8');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new PayloadRefused('payload is not JSON');
  }
}

function single(fields: URLSearchParams, name: string): string | undefined {
  const values = fields.getAll(name);
  if (values.length > 1) throw new PayloadRefused(`${name} appears more than once`);
  return values[0];
}

/** `crc` from `ext=crc%3D<n>` (this SDK) or a top-level `crc` field (older ones). */
function expectedCrc(fields: URLSearchParams): number | undefined {
  const ext = single(fields, 'ext');
  const text = ext === undefined ? single(fields, 'crc') : new URLSearchParams(ext).get('crc');
  if (text === undefined || text === null) return undefined;
  if (!/^-?\d{1,11}$/.test(text)) throw new PayloadRefused('crc is not a number');
  return Number(text);
}

/**
 * The records of one collector request, from its form fields (the POST body or the GET query):
 * one object for `data`, an array for `data_list`. Throws PayloadRefused for anything else.
 */
export function decodeSensorsFields(fields: URLSearchParams): unknown[] {
  const data = single(fields, 'data');
  const dataList = single(fields, 'data_list');
  if ((data === undefined) === (dataList === undefined)) {
    throw new PayloadRefused('expected exactly one of data and data_list');
  }
  const encoded = (data ?? dataList) as string;
  const crc = expectedCrc(fields);
  if (crc !== undefined && crc !== sensorsCrc(encoded.replaceAll(' ', '+'))) {
    throw new PayloadRefused('crc does not match the payload');
  }
  const gzip = single(fields, 'gzip');
  if (gzip !== undefined && gzip !== '0' && gzip !== '1') throw new PayloadRefused('bad gzip flag');
  const decoded = decodeJson(decodeBase64(encoded), gzip === '1');
  if (data !== undefined) {
    if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) {
      throw new PayloadRefused('data is not a JSON object');
    }
    return [decoded];
  }
  if (!Array.isArray(decoded) || decoded.length === 0) {
    throw new PayloadRefused('data_list is not a non-empty JSON array');
  }
  if (decoded.length > COLLECTOR_LIMITS.maxRecords) throw new PayloadRefused('too many records');
  return decoded;
}

// Record types of the Sensors data format: events (`track*`), user profile and item updates.
const RECORD_TYPE =
  /^(?:track|track_signup|track_id_bind|track_id_unbind|profile_[a-z_]{1,20}|item_[a-z_]{1,20})$/;

const sensorsRecord = z
  .looseObject({
    type: z.string().regex(RECORD_TYPE),
    event: z.string().min(1).max(100).optional(),
    distinct_id: z
      .union([z.string(), z.number().int()])
      .transform(String)
      .pipe(z.string().min(1).max(255)),
    // Milliseconds on the phone's clock.
    time: z.number().int().min(0).max(8_640_000_000_000),
    properties: z
      .record(z.string().min(1).max(100), z.unknown())
      .refine(
        (properties) => Object.keys(properties).length <= COLLECTOR_LIMITS.maxProperties,
        'too many properties',
      )
      .default({}),
  })
  // An event record names its event; profile and item records do not have one.
  .refine((record) => !record.type.startsWith('track') || record.event !== undefined, {
    message: 'an event record needs an event name',
  });

export type SensorsRecord = z.output<typeof sensorsRecord>;

/** Validates every record, or refuses the whole request: a batch is stored entirely or not at all. */
export function validateSensorsRecords(records: readonly unknown[]): SensorsRecord[] {
  return records.map((record, index) => {
    const text = JSON.stringify(record);
    if (text.length > COLLECTOR_LIMITS.maxRecordBytes) {
      throw new PayloadRefused(`record ${index} is too large`);
    }
    if (hasUnstorableText(text)) throw new PayloadRefused(`record ${index} has unstorable text`);
    const parsed = sensorsRecord.safeParse(record);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.join('.') || 'record';
      throw new PayloadRefused(`record ${index}: ${where} ${issue?.message ?? 'is invalid'}`);
    }
    return parsed.data;
  });
}

function shortString(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.length > 0 ? value.slice(0, max) : null;
}

/**
 * The route path of a page URL in a hash-routed app: `https://h/?x=1#/customer/login?y=2` →
 * `/customer/login`; a URL without a hash route gives its path. Null for anything unparseable.
 */
export function routePathOf(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url);
    if (parsed.hash.startsWith('#/')) return parsed.hash.slice(1).split('?')[0] ?? null;
    return parsed.pathname;
  } catch {
    return null;
  }
}

const YEAR_2000_MS = 946_684_800_000;
const YEAR_2100_MS = 4_102_444_800_000;

export interface StoredEventValues {
  event: string;
  eventType: string;
  distinctId: string;
  appId: string | null;
  pageId: string | null;
  path: string | null;
  project: string;
  properties: Record<string, unknown>;
  clientTime: Date | null;
  receivedAt: Date;
}

/** The row for one record: the indexed columns copied out of the properties the H5 registers. */
export function toStoredEvent(
  record: SensorsRecord,
  project: string,
  receivedAt: Date,
): StoredEventValues {
  const { properties } = record;
  const path = routePathOf(properties.$url) ?? shortString(properties.$url_path, 512);
  return {
    event: record.event ?? record.type,
    eventType: record.type,
    distinctId: record.distinct_id,
    appId: shortString(properties.app_id, 32),
    pageId: shortString(properties.page_id, 100),
    path: path === null ? null : path.slice(0, 512),
    project,
    properties,
    // A phone whose clock says 1970 or 2200 tells us nothing about when it happened.
    clientTime:
      record.time >= YEAR_2000_MS && record.time <= YEAR_2100_MS ? new Date(record.time) : null,
    receivedAt,
  };
}
