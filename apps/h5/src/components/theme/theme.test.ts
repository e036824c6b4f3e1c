import { describe, expect, it } from 'vitest';
import { themeFromParam } from './theme';

describe('themeFromParam', () => {
  it('keeps named palettes and drops everything else', () => {
    expect(themeFromParam('orange')).toBe('orange');
    expect(themeFromParam('ORANGE')).toBeNull();
    expect(themeFromParam('red;background:url(javascript:alert(1))')).toBeNull();
    expect(themeFromParam('#ff0000')).toBeNull();
    expect(themeFromParam(undefined)).toBeNull();
  });
});
