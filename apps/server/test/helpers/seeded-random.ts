// A seeded stand-in for the draw's cryptographic random source (campaigns/odds.ts RandomInt), so
// a statistical test is the same on every run: a 32-bit xorshift generator, whole numbers below a
// bound drawn by rejection (no modulo bias), like crypto.randomInt.

import type { RandomInt } from '../../src/modules/campaigns/odds.ts';

export function seededRandomInt(seed: number): RandomInt {
  let state = seed >>> 0 || 0x9e3779b9;
  const next = (): number => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state;
  };
  return (maxExclusive) => {
    if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > 2 ** 32) {
      throw new RangeError(`bound ${maxExclusive}`);
    }
    const limit = 2 ** 32 - (2 ** 32 % maxExclusive);
    for (;;) {
      const value = next();
      if (value < limit) return value % maxExclusive;
    }
  };
}
