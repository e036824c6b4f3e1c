import { describe, expect, it } from 'vitest';
import { DecodeError, encode } from '../src/cipher.ts';
import { endpoints } from '../src/endpoints/index.ts';
import { buildRequestBody, fromPlainForm, parseRequestBody, toPlainForm } from '../src/form.ts';
import * as node from '../src/node.ts';

const key = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
const schema = endpoints.updateDriverInfo.request;
const fields = {
  name: '张三',
  plateNumber: '粤B12345D',
  vehicleLengthM: 9.6,
  loadTonnes: 18,
  submit: true,
};

describe('plain form', () => {
  it('writes strings as they are and everything else as JSON, skipping null', () => {
    expect(
      toPlainForm({ a: 'x y', n: 1, b: false, o: { k: [1] }, z: null, u: undefined }).toString(),
    ).toBe('a=x+y&n=1&b=false&o=%7B%22k%22%3A%5B1%5D%7D');
  });

  it('reads back typed fields with the schema’s help', () => {
    const back = fromPlainForm(toPlainForm(fields), schema);
    expect(back).toEqual(fields);
    expect(schema.parse(back)).toEqual(fields);
  });

  it('keeps string fields that look like JSON as strings', () => {
    const form = new URLSearchParams({ name: 'true' });
    expect(fromPlainForm(form, endpoints.checkIdCard.request)).toEqual({ name: 'true' });
    expect(
      fromPlainForm(new URLSearchParams({ voteId: '12' }), endpoints.voteSubmit.request),
    ).toEqual({ voteId: 12 });
  });

  it('leaves unknown, unparsable and repeated fields for the schema to reject', () => {
    const back = fromPlainForm(new URLSearchParams('loadTonnes=heavy&x=1&name=a&name=b'), schema);
    expect(back).toEqual({ loadTonnes: 'heavy', x: '1', name: ['a', 'b'] });
    expect(schema.safeParse(back).success).toBe(false);
  });

  it('does not mistake inherited names for fields', () => {
    expect(fromPlainForm(new URLSearchParams('toString=1&constructor=2'), schema)).toEqual({
      toString: '1',
      constructor: '2',
    });
  });

  it('keeps __proto__ an ordinary key', () => {
    const back = fromPlainForm(new URLSearchParams('__proto__=x'), schema);
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
    expect(Object.keys(back)).toEqual(['__proto__']);
    expect(schema.safeParse(back).success).toBe(false);
  });
});

describe('request body', () => {
  it('is one encryptdata field when a key is configured', () => {
    const { body, encrypted } = buildRequestBody(fields, key);
    expect(encrypted).toBe(true);
    expect(body).toMatch(/^encryptdata=[A-Za-z0-9%]+$/);
    for (const decode of [undefined, node.decode]) {
      expect(parseRequestBody(body, { encrypted: true, keyHex: key, decode })).toEqual(fields);
    }
  });

  it('falls back to a plain form when encode yields ""', () => {
    const { body, encrypted } = buildRequestBody(fields, '');
    expect(encrypted).toBe(false);
    expect(body).toBe(
      'name=%E5%BC%A0%E4%B8%89&plateNumber=%E7%B2%A4B12345D&vehicleLengthM=9.6&loadTonnes=18&submit=true',
    );
    expect(parseRequestBody(body, { encrypted: false, keyHex: key, schema })).toEqual(fields);
  });

  it('answers DecodeError for anything but exactly one encryptdata field holding a JSON object', () => {
    const field = (text: string) => `encryptdata=${encodeURIComponent(encode(text, key))}`;
    const bad = [
      '',
      'a=1',
      `${field('{}')}&a=1`,
      `${field('{}')}&${field('{}')}`,
      'encryptdata=',
      'encryptdata=%%%',
      field('not json'),
      field('[1,2]'),
      field('null'),
      field('"text"'),
    ];
    for (const body of bad) {
      expect(() => parseRequestBody(body, { encrypted: true, keyHex: key }), body).toThrow(
        DecodeError,
      );
    }
    expect(parseRequestBody(field('{}'), { encrypted: true, keyHex: key })).toEqual({});
  });
});
