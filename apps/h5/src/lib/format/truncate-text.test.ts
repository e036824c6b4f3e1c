import { describe, expect, it } from 'vitest';
import { textUnits, truncateText } from './truncate-text';

describe('textUnits', () => {
  it('counts wide characters as 2 and others as 1', () => {
    expect(textUnits('abc')).toBe(3);
    expect(textUnits('货运')).toBe(4);
    expect(textUnits('ＡＢ')).toBe(4); // full-width Latin
    expect(textUnits('，。')).toBe(4); // CJK punctuation
    expect(textUnits('한국')).toBe(4);
    expect(textUnits('🚚')).toBe(2);
    expect(textUnits('👨‍👩‍👧')).toBe(2); // one emoji made of several code points
    expect(textUnits('🇨🇳')).toBe(2);
    expect(textUnits('𠀀')).toBe(2); // an ideograph outside the basic plane
    expect(textUnits('')).toBe(0);
  });
});

describe('truncateText', () => {
  it('leaves text that fits alone', () => {
    expect(truncateText('货运平台', 8)).toBe('货运平台');
    expect(truncateText('abcd', 4)).toBe('abcd');
  });

  it('cuts at the limit and adds an ellipsis', () => {
    expect(truncateText('货运平台欢迎您', 8)).toBe('货运平台...');
    expect(truncateText('abcdefgh', 5)).toBe('abcde...');
    expect(truncateText('A货B运C', 4)).toBe('A货B...');
  });

  it('never cuts a wide character or an emoji in half', () => {
    expect(truncateText('a货运', 2)).toBe('a...');
    expect(truncateText('🚚🚚🚚', 3)).toBe('🚚...');
    expect(truncateText('👨‍👩‍👧👨‍👩‍👧', 3)).toBe('👨‍👩‍👧...');
  });

  it('takes another ellipsis', () => {
    expect(truncateText('货运平台欢迎您', 4, '…')).toBe('货运…');
  });
});

describe('without Intl.Segmenter (Chrome < 87, iOS < 14.5)', () => {
  it('still counts by code point and never splits a surrogate pair', () => {
    const intl = Intl as { Segmenter?: unknown };
    const saved = intl.Segmenter;
    intl.Segmenter = undefined;
    try {
      expect(textUnits('货运🚚a')).toBe(7);
      expect(truncateText('🚚🚚🚚', 3)).toBe('🚚...');
      expect(truncateText('货运平台欢迎您', 8)).toBe('货运平台...');
    } finally {
      intl.Segmenter = saved;
    }
  });
});
