import { describe, expect, it } from 'vitest';
import { safeInternalPath } from './safe-redirect';

describe('safeInternalPath', () => {
  it('keeps in-app paths', () => {
    expect(safeInternalPath('/customer/activityCenter/index')).toBe(
      '/customer/activityCenter/index',
    );
    expect(safeInternalPath('/driver/auth')).toBe('/driver/auth');
    expect(safeInternalPath('/jimu-wxauth?target=%2Fdriver%2Fauth')).toBe(
      '/jimu-wxauth?target=%2Fdriver%2Fauth',
    );
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/%2F%2Fevil',
    '/a?x=https://evil.example',
    '/a?x=<script>',
    '',
    null,
    `/${'a'.repeat(500)}`,
  ])('drops %s', (raw) => {
    expect(safeInternalPath(raw)).toBeNull();
  });
});
