import { describe, expect, it } from 'vitest';
import {
  decimalAsTyped,
  digitsAsTyped,
  mobileAsTyped,
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

  it('reads a mobile number pasted with a country code as its 11 digits', () => {
    expect(mobileAsTyped('+86 138-0000-0771')).toBe('13800000771');
    expect(mobileAsTyped('+8613800000771')).toBe('13800000771');
    expect(mobileAsTyped('0086 138 0000 0771')).toBe('13800000771');
    expect(mobileAsTyped('86 13800000771')).toBe('13800000771');
    expect(mobileAsTyped('(+86) 138-0000-0771')).toBe('13800000771');
    expect(mobileAsTyped('＋８６　１３８００００07７１')).toBe('13800000771');
    expect(mobileAsTyped('138 0000 0771')).toBe('13800000771');
  });

  it('keeps a mobile number being typed after +86 as the digits typed so far', () => {
    expect(mobileAsTyped('86')).toBe('86');
    expect(mobileAsTyped('+86 13')).toBe('13');
    expect(mobileAsTyped('138000007719')).toBe('13800000771');
  });

  it('does not call the + of a country code refused, but does a + elsewhere', () => {
    expect(refusedCharacters('+86 138-0000-0771', mobileAsTyped('+86 138-0000-0771'))).toBe('');
    expect(refusedCharacters('138+0000', mobileAsTyped('138+0000'))).toBe('+');
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
