import { describe, expect, it } from 'vitest';
import { displayMobile } from './mobile';

describe('displayMobile', () => {
  it('shows the first three digits, four stars and the last four', () => {
    expect(displayMobile('13812345678')).toBe('138****5678');
    expect(displayMobile(' 13812345678 ')).toBe('138****5678');
  });

  it('hides anything that is not a mobile number, and shows - for none', () => {
    expect(displayMobile('1381234567')).toBe('****');
    expect(displayMobile(null)).toBe('-');
    expect(displayMobile('')).toBe('-');
  });
});
