// Property tests (fast-check). Run counts are moderate: the whole contract suite should stay fast
// on a two-core machine.

import fc from 'fast-check';
import { describe, it } from 'vitest';
import * as noble from '../src/cipher.ts';
import { DecodeError } from '../src/cipher.ts';
import * as node from '../src/node.ts';
import { canonicalRequest, sign, sortedQuery } from '../src/signing.ts';

const key = 'f0e1d2c3b4a5968778695a4b3c2d1e0f00112233445566778899aabbccddeeff';
const runs = { numRuns: 150 };

// Well-formed strings only (a lone surrogate is not text; TextEncoder turns it into U+FFFD).
const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom('', '🚚', '👨‍👩‍👧', '货运', 'ｚ', '\u0000', '\uFEFF'),
);

const codecs = [
  ['noble', noble, noble],
  ['node', node, node],
  ['noble → node', noble, node],
  ['node → noble', node, noble],
] as const;

describe('decode(encode(x)) === x', () => {
  for (const [name, enc, dec] of codecs) {
    it(name, () => {
      fc.assert(
        fc.property(text, (s) => dec.decode(enc.encode(s, key), key) === s),
        runs,
      );
    });
  }
});

describe('a single flipped ciphertext byte never decodes to the original text', () => {
  for (const [name, impl] of [
    ['noble', noble],
    ['node', node],
  ] as const) {
    it(name, () => {
      fc.assert(
        fc.property(text, fc.nat(), fc.integer({ min: 1, max: 255 }), (s, at, mask) => {
          const bytes = Buffer.from(impl.encode(s, key), 'base64');
          const i = at % bytes.length;
          bytes[i] = (bytes[i] ?? 0) ^ mask;
          try {
            return impl.decode(bytes.toString('base64'), key) !== s;
          } catch (error) {
            return error instanceof DecodeError;
          }
        }),
        { numRuns: 300 },
      );
    });
  }
});

// --- signatures -----------------------------------------------------------------------------------

const methods = ['GET', 'POST', 'PUT', 'DELETE'] as const;
const word = fc.string({ unit: 'binary', minLength: 1, maxLength: 12 });
const request = fc.record({
  method: fc.constantFrom(...methods),
  pathname: fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map((p) => `/service/${p}`),
  query: fc.array(fc.tuple(word, fc.string({ unit: 'binary', maxLength: 12 })), { maxLength: 5 }),
  body: fc.string({ unit: 'binary', maxLength: 40 }),
  reqTimestamp: fc.integer({ min: 1_600_000_000, max: 2_000_000_000 }).map(String),
  nonce: fc.double({ min: 0, max: 100000, noNaN: true }).map(String),
});
type Req = typeof request extends fc.Arbitrary<infer T> ? T : never;

function signatures(r: Req): [string, string] {
  const input = {
    appKey: 'app',
    reqTimestamp: r.reqTimestamp,
    nonce: r.nonce,
    canonical: canonicalRequest(r),
  };
  return [sign(input, 'secret'), node.sign(input, 'secret')];
}

/** Replaces the code point at `at` (mod length) with `by`; null when that changes nothing. */
function changeOne(s: string, at: number, by: string): string | null {
  const points = Array.from(s);
  if (points.length === 0) return null;
  const i = at % points.length;
  if (points[i] === by) return null;
  points[i] = by;
  return points.join('');
}

const RESERVED = new Set(['appKey', 'reqTimestamp', 'nonce', 'signature']);
const parts = [
  'method',
  'pathname',
  'queryKey',
  'queryValue',
  'body',
  'reqTimestamp',
  'nonce',
] as const;

describe('signature', () => {
  it('changes when any character of method, path, query, body, timestamp or nonce changes', () => {
    fc.assert(
      fc.property(
        request,
        fc.constantFrom(...parts),
        fc.nat(),
        fc.nat(),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
        (r, part, at, pick, by) => {
          const changed: Req = { ...r, query: r.query.map(([k, v]): [string, string] => [k, v]) };
          if (part === 'method') {
            const others = methods.filter((m) => m !== r.method);
            changed.method = others[pick % others.length] ?? 'GET';
          } else if (part === 'queryKey' || part === 'queryValue') {
            const pair = changed.query[pick % Math.max(1, changed.query.length)];
            const side = part === 'queryKey' ? 0 : 1;
            // The four signature params are outside the canonical query by definition.
            fc.pre(pair !== undefined && !RESERVED.has(pair[0]));
            const next = pair ? changeOne(pair[side], at, by) : null;
            fc.pre(next !== null && !RESERVED.has(next));
            if (pair && next !== null) pair[side] = next;
          } else {
            const next = changeOne(r[part], at, by);
            fc.pre(next !== null);
            if (next !== null) changed[part] = next;
          }
          const [before, beforeNode] = signatures(r);
          const [after, afterNode] = signatures(changed);
          return before === beforeNode && after === afterNode && before !== after;
        },
      ),
      { numRuns: 400 },
    );
  });

  it('does not depend on the order of query parameters', () => {
    const shuffledPairs = fc
      .array(fc.tuple(word, word), { maxLength: 6 })
      .chain((pairs) =>
        fc.tuple(
          fc.constant(pairs),
          fc.shuffledSubarray(pairs, { minLength: pairs.length, maxLength: pairs.length }),
        ),
      );
    fc.assert(
      fc.property(
        shuffledPairs,
        ([pairs, shuffled]) => sortedQuery(pairs) === sortedQuery(shuffled),
      ),
      runs,
    );
  });
});
