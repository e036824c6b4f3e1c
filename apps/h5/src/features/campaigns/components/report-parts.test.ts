import { describe, expect, it } from 'vitest';
import { dayLabel, monthLabel } from './report-parts';

describe('the reports’ months and days in words', () => {
  it('reads a month as people say it, whatever the phone’s time zone', () => {
    expect(monthLabel('2026-10', 'zh-CN')).toBe('2026年10月');
    expect(monthLabel('2023-01', 'zh-CN')).toBe('2023年1月');
    expect(monthLabel('2023-12', 'en-US')).toBe('December 2023');
  });

  it('reads a China day without moving it across midnight', () => {
    expect(dayLabel('2023-01-01', 'zh-CN')).toBe('2023年1月1日');
    expect(dayLabel('2023-01-01', 'en-US')).toBe('1 January 2023');
  });
});
