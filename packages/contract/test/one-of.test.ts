import { describe, expect, it } from 'vitest';
import { isOneOf } from '../src/one-of.ts';

describe('isOneOf', () => {
  const KINDS = ['draw', 'red_packet_rain'] as const;

  it('holds for a value of the list, and only for one', () => {
    expect(isOneOf(KINDS, 'draw')).toBe(true);
    expect(isOneOf(KINDS, 'red_packet_rain')).toBe(true);
    for (const other of ['', 'Draw', 'draw ', 'toString', '__proto__', 'red_packet']) {
      expect(isOneOf(KINDS, other), other).toBe(false);
    }
  });
});
