import { describe, expect, it } from 'vitest';
import { submitRoadReportRequest } from '../endpoints/epidemic.ts';
import { sendKnowledgeFeedbackRequest } from '../endpoints/knowledge.ts';
import { submitPartyPostRequest } from '../endpoints/party.ts';
import { LINES_TEXT, ONE_LINE_TEXT, PASTED_LINES_TEXT } from './text.ts';

// Text that reads otherwise than it is: U+202E shows "\u202Eevil" as "live".
const HIDDEN = [
  '\u202Eevil',
  'a\u202Db',
  'a\u2066b\u2069',
  'zero\u200Bwidth',
  'a\u200Cb',
  'a\u200Fb',
  'a\u2060b',
  '\uFEFFbom',
];

describe('free text', () => {
  it('refuses controls and characters that hide or turn text, on one line or several', () => {
    for (const text of [...HIDDEN, 'a\u0000b', 'tab\there', 'esc\u001b']) {
      expect(ONE_LINE_TEXT.test(text), JSON.stringify(text)).toBe(false);
      expect(LINES_TEXT.test(text), JSON.stringify(text)).toBe(false);
      expect(PASTED_LINES_TEXT.test(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('takes Chinese, English, punctuation, emoji sequences and line breaks where lines are allowed', () => {
    for (const text of [
      '沪宁高速 G42 苏州段，拥堵 3 公里。',
      'Road works ahead!',
      '👨‍👩‍👧 一家人',
      '',
    ]) {
      expect(ONE_LINE_TEXT.test(text), text).toBe(true);
    }
    expect(LINES_TEXT.test('第一行\n第二行')).toBe(true);
    expect(ONE_LINE_TEXT.test('第一行\n第二行')).toBe(false);
    expect(LINES_TEXT.test('a\r\nb')).toBe(false);
    expect(PASTED_LINES_TEXT.test('a\r\nb')).toBe(true);
  });

  it('is the rule of a post, a road report and a feedback', () => {
    const post = submitPartyPostRequest.safeParse({
      title: '\u202E路况良好',
      text: '今天的路况非常好，大家注意安全。',
      requestId: 'rtl-post-0001',
    });
    expect(post.success).toBe(false);
    expect(post.error?.issues[0]).toMatchObject({ path: ['title'], message: 'text.characters' });
    const report = submitRoadReportRequest.safeParse({
      city: '320500',
      road: 'G42',
      kind: 'congestion',
      text: '前方拥堵\u200B请绕行，注意安全驾驶。',
      requestId: 'rtl-report-0001',
    });
    expect(report.error?.issues.some((issue) => issue.message === 'text.characters')).toBe(true);
    const feedback = sendKnowledgeFeedbackRequest.safeParse({
      subject: 'general',
      text: '这篇文章\u2066很有用\u2069，谢谢。',
    });
    expect(feedback.error?.issues.some((issue) => issue.message === 'text.characters')).toBe(true);
  });
});
