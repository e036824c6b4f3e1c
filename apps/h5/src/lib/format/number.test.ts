import { describe, expect, it } from 'vitest';
import { groupDigits } from './number';

describe('groupDigits', () => {
  it('groups the whole part in threes, in either language', () => {
    expect(groupDigits(12450)).toBe('12,450');
    expect(groupDigits(1234567)).toBe('1,234,567');
    expect(groupDigits(1000)).toBe('1,000');
  });

  it('leaves small numbers, decimals and the sign as they are', () => {
    expect(groupDigits(950)).toBe('950');
    expect(groupDigits(0)).toBe('0');
    expect(groupDigits('12450.5')).toBe('12,450.5');
    expect(groupDigits('1234.56')).toBe('1,234.56');
    expect(groupDigits(-1000)).toBe('-1,000');
  });
});
