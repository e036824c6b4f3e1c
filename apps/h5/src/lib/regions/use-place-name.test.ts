import { englishName } from '@freight/contract/regions/english';
import { describe, expect, it } from 'vitest';
import { englishRegionName } from './use-place-name';

describe('a county’s region in English', () => {
  it('names the city and its province', () => {
    // 昆山市, a county-level city of 苏州市, 江苏省.
    expect(englishRegionName(englishName, '320583')).toBe('Suzhou, Jiangsu');
  });

  it('names a city that is its own province once', () => {
    expect(englishRegionName(englishName, '310115')).toBe('Shanghai');
    expect(englishRegionName(englishName, '500101')).toBe('Chongqing');
  });

  it('names the province alone where the list’s “city” is not one', () => {
    // 济源市 (河南省's county-level areas) and 城口县 (重庆市's counties).
    expect(englishRegionName(englishName, '419001')).toBe('Henan');
    expect(englishRegionName(englishName, '500229')).toBe('Chongqing');
  });

  it('has no name for a code outside the list', () => {
    expect(englishRegionName(englishName, '990101')).toBeNull();
    expect(englishRegionName(englishName, '329901')).toBeNull();
  });
});
