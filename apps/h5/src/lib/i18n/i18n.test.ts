import { describe, expect, it } from 'vitest';
import { enUS } from './en-US';
import { detectLocale, translate } from './i18n';
import { zhCN } from './zh-CN';

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

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('zh-CN', 'common.retry')).toBe('重试');
    expect(translate('en-US', 'common.retry')).toBe('Try again');
  });

  it('has every key in English, none empty', () => {
    expect(Object.keys(enUS).sort()).toEqual(Object.keys(zhCN).sort());
    for (const [key, text] of Object.entries(enUS)) expect(text.trim(), key).not.toBe('');
    for (const [key, text] of Object.entries(zhCN)) expect(text.trim(), key).not.toBe('');
  });
});
