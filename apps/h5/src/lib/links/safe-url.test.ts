import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowedUrl, checkLink, safeUrl } from './safe-url';

const here = 'localhost';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('safeUrl', () => {
  it('accepts plain absolute http(s) URLs, in any letter case', () => {
    expect(safeUrl('https://h5.example.com/#/x?y=1')?.href).toBe('https://h5.example.com/#/x?y=1');
    expect(safeUrl('http://h5.example.com/a')?.hostname).toBe('h5.example.com');
    expect(safeUrl('HTTPS://H5.Example.COM/a')?.hostname).toBe('h5.example.com');
    expect(safeUrl('  https://h5.example.com/a  ')?.pathname).toBe('/a');
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['mixed-case javascript:', 'JaVaScRiPt:alert(document.cookie)'],
    ['javascript: with a tab', 'java\tscript:alert(1)'],
    ['javascript: with a newline', 'java\nscript:alert(1)'],
    ['entity-encoded javascript:', '&#106;avascript:alert(1)'],
    ['percent-encoded javascript:', '%6A%61vascript:alert(1)'],
    ['data:', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:', 'VBScript:msgbox(1)'],
    ['protocol-relative', '//evil.com/x'],
    ['scheme without slashes', 'https:evil.com'],
    ['one slash', 'https:/evil.com'],
    ['credentials', 'https://h5.example.com@evil.com/'],
    ['user and password', 'https://h5.example.com:pw@evil.com/'],
    ['backslash host trick', 'https://evil.com\\@h5.example.com'],
    ['backslashes for slashes', 'https:\\\\evil.com'],
    ['control character', 'https://h5.example.com/\u0000'],
    ['inner space', 'https://h5.example.com /x'],
    ['ftp', 'ftp://h5.example.com/file'],
    ['relative', '/customer/download'],
    ['empty', ''],
  ])('refuses %s', (_label, raw) => {
    expect(safeUrl(raw)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(safeUrl(undefined)).toBeNull();
    expect(safeUrl({ href: 'https://h5.example.com' })).toBeNull();
  });
});

describe('checkLink', () => {
  it('allows the platform hosts and the current host only', () => {
    expect(checkLink('https://h5.example.com/a', here).ok).toBe(true);
    expect(checkLink('https://test.t1.example.com/a', here).ok).toBe(true);
    expect(checkLink('http://localhost:5173/#/x', here).ok).toBe(true);
    expect(checkLink('https://evil.com/', here)).toEqual({ ok: false, reason: 'host-not-allowed' });
    expect(checkLink('https://h5.example.com.evil.com/', here)).toEqual({
      ok: false,
      reason: 'host-not-allowed',
    });
    expect(checkLink('https://h5.example.com%2eevil.com/', here).ok).toBe(false);
    expect(checkLink('javascript:alert(1)', here)).toEqual({ ok: false, reason: 'unsafe-url' });
  });

  it('logs each refusal, quoting the value instead of interpreting it', () => {
    expect(allowedUrl('javascript:alert(1)', here)).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(
      '[links] refused (unsafe-url):',
      '"javascript:alert(1)"',
    );
  });
});
