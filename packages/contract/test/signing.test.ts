import { describe, expect, it } from 'vitest';
import * as node from '../src/node.ts';
import {
  canonicalRequest,
  constantTimeEqual,
  makeNonce,
  readSignatureParams,
  sign,
  signUrl,
  sortedQuery,
  stringToSign,
  timestampWithinSkew,
} from '../src/signing.ts';

describe('sortedQuery', () => {
  it('drops the four signature params and keeps everything else, ts included', () => {
    expect(sortedQuery('appKey=k&reqTimestamp=1&nonce=2&signature=s&ts=5&b=1')).toBe('b=1&ts=5');
  });

  it('is empty for no params', () => {
    expect(sortedQuery('')).toBe('');
    expect(sortedQuery(new URLSearchParams())).toBe('');
    expect(sortedQuery([])).toBe('');
  });

  it('sorts by encoded key then encoded value, ordinally', () => {
    expect(
      sortedQuery([
        ['b', '2'],
        ['B', '1'],
        ['b', '10'],
        ['中', 'x'],
      ]),
    ).toBe('%E4%B8%AD=x&B=1&b=10&b=2'); // '%' (0x25) sorts before letters
  });

  it('does not depend on the input order', () => {
    const pairs: [string, string][] = [
      ['x', '1'],
      ['x', '2'],
      ['y', '🚚'],
      ['a b', 'c d'],
    ];
    expect(sortedQuery(pairs)).toBe(sortedQuery([...pairs].reverse()));
  });

  it("encodes like encodeURIComponent (space as %20, !'()*~ kept)", () => {
    expect(sortedQuery('q=a+b%21%27%28%29%2A%7E')).toBe("q=a%20b!'()*~");
  });

  it('treats a lone surrogate as U+FFFD instead of throwing', () => {
    expect(sortedQuery([['k', '\uD800']])).toBe('k=%EF%BF%BD');
  });
});

describe('canonicalRequest', () => {
  it('upper-cases the method and joins with newlines', () => {
    expect(
      canonicalRequest({ method: 'post', pathname: '/p', query: 'b=2&a=1', body: 'x=1' }),
    ).toBe('POST\n/p\na=1&b=2\nx=1');
  });
});

describe('sign', () => {
  const input = { appKey: 'k', reqTimestamp: '1', nonce: '2', canonical: 'GET\n/\n\n' };

  it('is 32 lowercase hex characters and the same in both implementations', () => {
    const signature = sign(input, 's');
    expect(signature).toMatch(/^[0-9a-f]{32}$/);
    expect(node.sign(input, 's')).toBe(signature);
  });

  it('joins its four inputs with newlines', () => {
    expect(stringToSign(input)).toBe('k\n1\n2\nGET\n/\n\n');
  });

  it('depends on the secret', () => {
    expect(sign(input, 's')).not.toBe(sign(input, 't'));
  });
});

describe('constantTimeEqual', () => {
  for (const [name, eq] of [
    ['noble', constantTimeEqual],
    ['node', node.constantTimeEqual],
  ] as const) {
    it(name, () => {
      expect(eq('abc', 'abc')).toBe(true);
      expect(eq('', '')).toBe(true);
      expect(eq('abc', 'abd')).toBe(false);
      expect(eq('abc', 'ab')).toBe(false);
      expect(eq('ab', 'abc')).toBe(false);
    });
  }
});

describe('makeNonce', () => {
  it('is Math.random() * 100000 as a decimal string, not floored', () => {
    const nonces = Array.from({ length: 50 }, makeNonce);
    for (const n of nonces) {
      expect(Number(n)).toBeGreaterThanOrEqual(0);
      expect(Number(n)).toBeLessThan(100000);
      expect(String(Number(n))).toBe(n);
    }
    expect(nonces.some((n) => n.includes('.'))).toBe(true);
  });
});

describe('signUrl', () => {
  const base = { appKey: 'k', appSecret: 's', now: 1_700_000_000_500, nonce: '1.5' };

  it('appends the four params in order to a relative URL and keeps it relative', () => {
    const url = signUrl({ ...base, method: 'GET', url: '/service/oms-service/a?x=1#frag' });
    expect(url).toMatch(
      /^\/service\/oms-service\/a\?x=1&appKey=k&reqTimestamp=1700000000&nonce=1\.5&signature=[0-9a-f]{32}$/,
    );
  });

  it('signs what the server recomputes from the request line', () => {
    const url = signUrl({
      ...base,
      method: 'POST',
      url: '/p/中?q=a b&r=%2B',
      body: 'encryptdata=x',
    });
    const parsed = new URL(url, 'http://server');
    const p = parsed.searchParams;
    const canonical = canonicalRequest({
      method: 'POST',
      pathname: parsed.pathname,
      query: parsed.search,
      body: 'encryptdata=x',
    });
    expect(parsed.pathname).toBe('/p/%E4%B8%AD');
    expect(p.get('q')).toBe('a b');
    expect(p.get('r')).toBe('+');
    expect(
      sign(
        {
          appKey: 'k',
          reqTimestamp: p.get('reqTimestamp') ?? '',
          nonce: p.get('nonce') ?? '',
          canonical,
        },
        's',
      ),
    ).toBe(p.get('signature'));
  });

  it('replaces earlier signature params instead of duplicating them', () => {
    const once = signUrl({ ...base, method: 'GET', url: '/a?x=1' });
    const twice = signUrl({ ...base, method: 'GET', url: once });
    expect(twice).toBe(once);
  });

  it('keeps an absolute URL absolute', () => {
    expect(signUrl({ ...base, method: 'GET', url: 'https://h.example/a' })).toMatch(
      /^https:\/\/h\.example\/a\?appKey=k&/,
    );
  });

  it('uses the clock and a random nonce by default', () => {
    const url = new URL(
      signUrl({ method: 'GET', url: '/a', appKey: 'k', appSecret: 's' }),
      'http://h',
    );
    const ts = Number(url.searchParams.get('reqTimestamp'));
    expect(Math.abs(ts - Date.now() / 1000)).toBeLessThan(5);
    expect(url.searchParams.get('nonce')).toMatch(/^\d+(\.\d+)?(e-\d+)?$/);
  });
});

describe('readSignatureParams', () => {
  const good = `x=1&appKey=k&reqTimestamp=1700000000&nonce=12345.6789&signature=${'a'.repeat(32)}`;

  it('reads the four params', () => {
    expect(readSignatureParams(new URLSearchParams(good))).toEqual({
      appKey: 'k',
      reqTimestamp: '1700000000',
      nonce: '12345.6789',
      signature: 'a'.repeat(32),
    });
    expect(
      readSignatureParams(new URLSearchParams(good.replace('12345.6789', '1e-7'))),
    ).not.toBeNull();
  });

  it('refuses missing, repeated or malformed params', () => {
    for (const bad of [
      good.replace('appKey=k&', ''),
      `${good}&nonce=1`,
      good.replace('reqTimestamp=1700000000', 'reqTimestamp=1.5'),
      good.replace('nonce=12345.6789', 'nonce='),
      good.replace('a'.repeat(32), 'A'.repeat(32)),
      good.replace('a'.repeat(32), 'a'.repeat(31)),
    ]) {
      expect(readSignatureParams(new URLSearchParams(bad)), bad).toBeNull();
    }
  });
});

describe('timestampWithinSkew', () => {
  it('allows 300 s either way', () => {
    const now = 1_700_000_000_000;
    expect(timestampWithinSkew('1700000300', now)).toBe(true);
    expect(timestampWithinSkew('1699999700', now)).toBe(true);
    expect(timestampWithinSkew('1700000301', now)).toBe(false);
    expect(timestampWithinSkew('1699999699', now)).toBe(false);
  });
});
