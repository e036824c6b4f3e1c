// Both implementations against the fixed answers of test-vectors.json (generated independently with
// node:crypto by scripts/generate-test-vectors.mjs).

import { describe, expect, it } from 'vitest';
import * as noble from '../src/cipher.ts';
import * as node from '../src/node.ts';
import * as signing from '../src/signing.ts';
import vectors from './test-vectors.json' with { type: 'json' };

const { appKey, appSecret, keyHex, ivHex } = vectors;
const iv = Uint8Array.from(Buffer.from(ivHex, 'hex'));
const pairs = (query: string[][]) => query.map(([k = '', v = '']): [string, string] => [k, v]);

describe('signing vectors', () => {
  it('has the promised coverage', () => {
    expect(vectors.signing.length).toBeGreaterThanOrEqual(6);
  });

  for (const v of vectors.signing) {
    describe(v.name, () => {
      const input = () => ({
        appKey,
        reqTimestamp: v.reqTimestamp,
        nonce: v.nonce,
        canonical: signing.canonicalRequest({
          method: v.method,
          pathname: v.pathname,
          query: pairs(v.query),
          body: v.body,
        }),
      });

      it('canonical request', () => {
        expect(input().canonical).toBe(v.canonical);
        // The server passes the raw query string; same answer.
        const raw = new URLSearchParams(pairs(v.query)).toString();
        expect(signing.canonicalRequest({ ...v, query: raw })).toBe(v.canonical);
        expect(signing.canonicalRequest({ ...v, query: `?${raw}` })).toBe(v.canonical);
      });

      it('signature (noble and node:crypto)', () => {
        expect(signing.sign(input(), appSecret)).toBe(v.signature);
        expect(node.sign(input(), appSecret)).toBe(v.signature);
      });

      it('signUrl appends the same signature', () => {
        const search = new URLSearchParams(pairs(v.query)).toString();
        const signed = signing.signUrl({
          method: v.method,
          url: search ? `${v.pathname}?${search}` : v.pathname,
          body: v.body,
          appKey,
          appSecret,
          now: Number(v.reqTimestamp) * 1000 + 999,
          nonce: v.nonce,
        });
        const url = new URL(signed, 'http://h');
        expect(signed.startsWith(`${v.pathname}?`)).toBe(true);
        expect(url.searchParams.getAll('appKey')).toEqual([appKey]);
        expect(url.searchParams.get('reqTimestamp')).toBe(v.reqTimestamp);
        expect(url.searchParams.get('nonce')).toBe(v.nonce);
        expect(url.searchParams.getAll('signature')).toEqual([v.signature]);
      });
    });
  }
});

describe('encryption vectors', () => {
  it('has the promised coverage', () => {
    expect(vectors.encryption.length).toBeGreaterThanOrEqual(5);
    expect(vectors.encryption.some((v) => v.text.length === 1000)).toBe(true);
  });

  for (const v of vectors.encryption) {
    it(v.name, () => {
      expect(noble.encode(v.text, keyHex, iv)).toBe(v.base64);
      expect(node.encode(v.text, keyHex, iv)).toBe(v.base64);
      expect(noble.decode(v.base64, keyHex)).toBe(v.text);
      expect(node.decode(v.base64, keyHex)).toBe(v.text);
      // Upper-case key hex is the same key.
      expect(noble.decode(v.base64, keyHex.toUpperCase())).toBe(v.text);
    });
  }
});
