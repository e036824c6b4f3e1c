// Free-text fields take any text a person types, markup included (it is data, rendered as text),
// but no control characters: NUL cannot be stored in PostgreSQL text and made the insert fail.

import { describe, expect, it } from 'vitest';
import { singleLineText } from '../src/endpoints/common.ts';
import { submitLeadRequest } from '../src/endpoints/recruitment.ts';

const lead = {
  userType: 1,
  name: '李经理',
  mobile: '13600000032',
  code: '123456',
  cityCode: '320500',
  source: 'sem',
  cargoType: 'general',
  requestId: 'lead-0001',
};

describe('singleLineText', () => {
  it('keeps markup, quotes, emoji and astral characters as text, trimmed', () => {
    for (const text of ['<script>alert(1)</script>', `' OR 1=1 --`, '🚚 𠮷野家', '{{7*7}}']) {
      expect(singleLineText(50).parse(` ${text} `)).toBe(text);
    }
  });

  it('refuses NUL, line breaks and other control characters', () => {
    for (const text of [
      'a\u0000b',
      'line1\nline2',
      'a\r\nb',
      '\u001B[31m',
      'a\u007Fb',
      'a\u0085b',
    ]) {
      expect(singleLineText(50).safeParse(text).success, JSON.stringify(text)).toBe(false);
    }
  });

  it("is what a lead's company takes", () => {
    expect(submitLeadRequest.safeParse({ ...lead, company: 'a\u0000b' }).success).toBe(false);
    expect(submitLeadRequest.safeParse({ ...lead, company: '<b>货运</b>' }).success).toBe(true);
  });
});
