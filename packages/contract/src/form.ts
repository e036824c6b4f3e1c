// Request bodies of POST/PUT/DELETE (docs/contract.md "Body"): always
// application/x-www-form-urlencoded; normally one field `encryptdata` = encode(JSON of the fields);
// a plain form when encode yields ''. One module builds and parses both, so the two sides agree.

import type * as z from 'zod';
import { DecodeError, decode as decodeNoble, encode as encodeNoble } from './cipher.ts';
import { ENCRYPTED_FIELD } from './constants.ts';
import { type Fields, toPlainForm } from './form-plain.ts';

export { type Fields, toPlainForm } from './form-plain.ts';

/**
 * Reads a plain form back into fields, guided by the endpoint's request schema: a value the field's
 * schema accepts as a string stays a string; otherwise its JSON text is parsed (`"3"` → 3 for a
 * number field). Unknown keys and unparsable values are kept as strings so that the schema check
 * names them; a repeated key becomes an array of strings, which no field here accepts.
 */
export function fromPlainForm(form: URLSearchParams, schema?: z.ZodObject): Fields {
  // A Map and Object.fromEntries, not `obj[key] =`: a key named `__proto__` must stay a plain key.
  const raw = new Map<string, string[]>();
  form.forEach((value, key) => {
    const values = raw.get(key);
    if (values) values.push(value);
    else raw.set(key, [value]);
  });
  // Own fields only (a key like `toString` must not find Object.prototype's); no Object.hasOwn,
  // which the H5's oldest targets (Chrome 80, Safari 13) lack.
  const shape = new Map<string, z.ZodType>(schema ? Object.entries(schema.shape) : []);
  return Object.fromEntries(
    Array.from(raw, ([key, values]): [string, unknown] => {
      const [first] = values;
      if (values.length !== 1 || first === undefined) return [key, values];
      const field = shape.get(key);
      return [key, field && !field.safeParse(first).success ? parseJsonOr(first) : first];
    }),
  );
}

function parseJsonOr(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface RequestBody {
  /** The exact string to send and to sign. */
  body: string;
  /** True when `body` is `encryptdata=…`: send `X-Encode-Type: for-u`. False: a plain form, no header. */
  encrypted: boolean;
}

/** Builds a POST/PUT/DELETE body from the fields (`serviceVersion` already added for xcustomer). */
export function buildRequestBody(
  fields: Fields,
  keyHex: string | undefined | null,
  encode: typeof encodeNoble = encodeNoble,
): RequestBody {
  const text = encode(JSON.stringify(fields), keyHex);
  if (text === '') return { body: toPlainForm(fields).toString(), encrypted: false };
  return { body: new URLSearchParams([[ENCRYPTED_FIELD, text]]).toString(), encrypted: true };
}

export interface ParseBodyOptions {
  /** Whether the request carried `X-Encode-Type: for-u`. */
  encrypted: boolean;
  keyHex: string;
  /** The endpoint's request schema: guides the plain-form reading (not applied here). */
  schema?: z.ZodObject;
  /** The server passes the node:crypto `decode` from `@freight/contract/node`. */
  decode?: typeof decodeNoble;
}

/**
 * The fields of a raw form body, not yet validated. For an encrypted body anything other than
 * exactly one `encryptdata` field holding the encryption of a JSON object throws DecodeError.
 */
export function parseRequestBody(rawBody: string, options: ParseBodyOptions): Fields {
  const form = new URLSearchParams(rawBody);
  if (!options.encrypted) return fromPlainForm(form, options.schema);
  const values = form.getAll(ENCRYPTED_FIELD);
  let fieldCount = 0;
  form.forEach(() => {
    fieldCount++;
  });
  const [value] = values;
  if (fieldCount !== 1 || value === undefined) throw new DecodeError();
  const text = (options.decode ?? decodeNoble)(value, options.keyHex);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new DecodeError();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new DecodeError();
  }
  return parsed as Fields;
}
