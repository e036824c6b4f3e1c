import { describe, expect, it } from 'vitest';
import { yuan, yuanFixed } from './money';

describe('money', () => {
  it('writes fen as yuan with the decimals it needs, grouped by thousands', () => {
    expect(yuan(188)).toBe('1.88');
    expect(yuan(1000)).toBe('10');
    expect(yuan(260_000)).toBe('2,600');
    expect(yuan(81)).toBe('0.81');
  });

  it('writes balances to the fen, so amounts line up', () => {
    expect(yuanFixed(180_000)).toBe('1,800.00');
    expect(yuanFixed(376)).toBe('3.76');
    expect(yuanFixed(0)).toBe('0.00');
  });
});
