import { describe, expect, it, vi } from 'vitest';
import { allCatalogues } from '@/test/catalogues';
import {
  defineCatalogue,
  detectLocale,
  isLoaded,
  loadCatalogues,
  registerMessages,
  translate,
  translateIn,
} from './i18n';

const at = (search: string, hash = '') => ({ search, hash });

describe('i18n', () => {
  it('defaults to zh-CN', () => {
    expect(detectLocale(at(''), ['zh-CN'])).toBe('zh-CN');
    expect(detectLocale(at(''), ['fr-FR'])).toBe('zh-CN');
    expect(detectLocale(at(''), [])).toBe('zh-CN');
  });

  it('follows the browser language when it is English', () => {
    expect(detectLocale(at(''), ['en-GB', 'zh-CN'])).toBe('en-US');
  });

  it('lets ?lang= override the browser, before or inside the hash', () => {
    expect(detectLocale(at('?lang=en'), ['zh-CN'])).toBe('en-US');
    expect(detectLocale(at('', '#/customer/download?lang=en'), ['zh-CN'])).toBe('en-US');
    expect(detectLocale(at('?lang=zh'), ['en-US'])).toBe('zh-CN');
    expect(detectLocale(at('?lang=<script>'), ['zh-CN'])).toBe('zh-CN');
  });

  it('keeps the language a link asked for, for the next load without it', () => {
    expect(detectLocale(at('', '#/customer/download?lang=en'), ['zh-CN'])).toBe('en-US');
    expect(detectLocale(at('', '#/driver/download'), ['zh-CN'])).toBe('en-US');
    expect(detectLocale(at('?lang=zh'), ['zh-CN'])).toBe('zh-CN');
    expect(detectLocale(at(''), ['en-US'])).toBe('zh-CN');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('zh-CN', 'common.retry')).toBe('重试');
    expect(translate('en-US', 'common.retry')).toBe('Try again');
    expect(translateIn('zh-CN', ['components/i18n'], 'login.resendIn', { seconds: 5 })).toBe(
      '5 秒后重发',
    );
    expect(translateIn('en-US', ['components/i18n'], 'login.resendIn', {})).toContain('{seconds}');
  });

  it('chooses a count’s plural case by the locale’s rules, exact values first', () => {
    const id = 'test/plural';
    registerMessages(id, 'en-US', {
      times: 'Up to {count, plural, =0 {no times} one {once} other {# times}} a day, {who}',
    });
    const say = (count: number | string) =>
      translateIn('en-US', [id], 'times', { count, who: 'Li' });
    expect(say(0)).toBe('Up to no times a day, Li');
    expect(say(1)).toBe('Up to once a day, Li');
    expect(say(3)).toBe('Up to 3 times a day, Li');
    // Formatted already: counted without separators, shown as given.
    expect(say('1,000')).toBe('Up to 1,000 times a day, Li');
    expect(say('1')).toBe('Up to once a day, Li');
    // A count not given is left visible, as any missing placeholder.
    expect(translateIn('en-US', [id], 'times', { who: 'Li' })).toContain('{count, plural,');
  });

  it('looks a key up in the named catalogues, then the shell, and logs a key found nowhere', () => {
    expect(translateIn('zh-CN', ['features/download/i18n'], 'common.retry')).toBe('重试');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(translateIn('zh-CN', ['features/download/i18n'], 'login.submit')).toBe('login.submit');
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it('loads a catalogue once per locale, and again after a failure', async () => {
    const zh = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: { 'x.hello': '你好' } });
    const catalogue = defineCatalogue('test/loading', {
      'zh-CN': zh,
      'en-US': async () => ({ default: { 'x.hello': 'Hello' } }),
    });
    await expect(loadCatalogues([catalogue], 'zh-CN')).rejects.toThrow('offline');
    expect(isLoaded(catalogue, 'zh-CN')).toBe(false);
    await Promise.all([loadCatalogues([catalogue], 'zh-CN'), loadCatalogues([catalogue], 'zh-CN')]);
    expect(zh).toHaveBeenCalledTimes(2);
    expect(isLoaded(catalogue, 'en-US')).toBe(false);
    expect(translateIn('zh-CN', ['test/loading'], 'x.hello')).toBe('你好');
  });
});

// Words that stay Chinese in English on purpose: names a visitor must recognise or type in Chinese
// (a plate, the agreement's own title, a city in an example, the official account searched for in
// WeChat). Anything else Chinese in en-US is
// an untranslated string.
const CHINESE_ALLOWED_IN_ENGLISH: readonly RegExp[] = [/沪A12345/, /“货运平台”/];
const HAN = /\p{Script=Han}/u;

describe.each(allCatalogues.map((entry) => [entry.id, entry] as const))(
  'catalogue %s',
  (_id, { messages }) => {
    it('has the same keys in both languages, none empty', () => {
      expect(Object.keys(messages['en-US']).sort()).toEqual(Object.keys(messages['zh-CN']).sort());
      for (const locale of ['zh-CN', 'en-US'] as const) {
        for (const [key, text] of Object.entries(messages[locale])) {
          expect(text.trim(), `${locale} ${key}`).not.toBe('');
        }
      }
    });

    it('has no Chinese in en-US outside the allow-list', () => {
      const chinese = Object.entries(messages['en-US'])
        .map(([key, text]) => [
          key,
          CHINESE_ALLOWED_IN_ENGLISH.reduce((s, r) => s.replace(r, ''), text),
        ])
        .filter(([, text]) => HAN.test(text ?? ''));
      expect(chinese).toEqual([]);
    });

    it('gives a count that meets an English noun its plural cases', () => {
      // `{count} times` reads "1 times": such a count is written `{count, plural, one {…} other
      // {…}}` (docs/decisions/004). Placeholders that are not counts may stand before a word.
      const notCounts = new Set('inviter name doc reward prize app mobile latest level'.split(' '));
      const bare = Object.entries(messages['en-US']).filter(
        ([, text]) =>
          /\(s\)/.test(text) ||
          [...text.matchAll(/\{(\w+)\} (?:more )?[a-z]+s\b/g)].some(
            (m) => !notCounts.has(m[1] ?? ''),
          ),
      );
      expect(bare).toEqual([]);
    });

    it('uses the same placeholders in both languages', () => {
      // A plural's cases (`one {once}`) are words, not placeholders: the plural counts as its name.
      const names = (text: string) =>
        [...text.replace(/\{(\w+), plural,(?:[^{}]|\{[^{}]*\})*\}/g, '{$1}').matchAll(/\{(\w+)\}/g)]
          .map((m) => m[1])
          .sort();
      for (const [key, text] of Object.entries(messages['zh-CN'])) {
        expect(names(messages['en-US'][key] ?? ''), key).toEqual(names(text));
      }
    });
  },
);

it('finds every catalogue of the app', () => {
  const ids = allCatalogues.map((entry) => entry.id);
  expect(ids).toContain('lib/i18n');
  expect(ids).toContain('components/i18n');
  expect(ids).toContain('features/download/i18n');
});
