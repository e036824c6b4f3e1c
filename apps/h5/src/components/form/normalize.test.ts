import { describe, expect, it } from 'vitest';
import {
  decimalAsTyped,
  digitsAsTyped,
  plateAsTyped,
  refusedCharacters,
  toHalfWidth,
} from './normalize';

describe('input as people type it', () => {
  it('reads full-width digits and letters as their half-width forms', () => {
    expect(toHalfWidth('１３７　ＡＢ')).toBe('137 AB');
  });

  it('keeps the digits of a mobile number typed with full-width digits, spaces and dashes', () => {
    expect(digitsAsTyped('１３７ 0000-1234')).toBe('13700001234');
  });

  it('keeps one decimal point, typed as a full stop or a comma', () => {
    expect(decimalAsTyped('９。６')).toBe('9.6');
    expect(decimalAsTyped('17,5')).toBe('17.5');
    expect(decimalAsTyped('1.2.3 m')).toBe('1.23');
  });

  it('writes a plate in upper case without the separators people add', () => {
    expect(plateAsTyped('沪ａ·１２３ 45')).toBe('沪A12345');
    expect(plateAsTyped('粤b-12345d')).toBe('粤B12345D');
  });

  it('names what a field left out, but not the separators people add', () => {
    expect(refusedCharacters('137-0000 1234', digitsAsTyped('137-0000 1234'))).toBe('');
    expect(refusedCharacters('１３７abc', digitsAsTyped('１３７abc'))).toBe('ABC');
  });
});
