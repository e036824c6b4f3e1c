import { afterEach, describe, expect, it } from 'vitest';
import { setAppLocale } from '@/lib/i18n/i18n';
import { type DateInput, formatDate, formatRelativeTime } from './date-time';

// Local times, so the tests hold in any time zone.
const now = new Date(2026, 10, 21, 12, 0, 0).getTime();
const minutes = (n: number) => now - n * 60_000;
const hours = (n: number) => now - n * 3_600_000;
const days = (n: number) => now - n * 86_400_000;
const ago = (time: DateInput) => formatRelativeTime(time, now);

afterEach(() => setAppLocale('zh-CN'));

describe('formatRelativeTime', () => {
  it("says 'just now' under 30 minutes and counts minutes from 30", () => {
    expect(ago(now)).toBe('刚刚');
    expect(ago(minutes(29))).toBe('刚刚');
    expect(ago(minutes(29) - 59_999)).toBe('刚刚');
    expect(ago(minutes(30))).toBe('30分钟前');
    expect(ago(minutes(59))).toBe('59分钟前');
    expect(ago(minutes(59) - 59_999)).toBe('59分钟前');
  });

  it('counts hours from 60 minutes to 23 hours', () => {
    expect(ago(minutes(60))).toBe('1小时前');
    expect(ago(hours(23))).toBe('23小时前');
    expect(ago(hours(24) + 1)).toBe('23小时前');
  });

  it('counts days from 24 hours, then shows the date from 3 days', () => {
    expect(ago(hours(24))).toBe('1天前');
    expect(ago(days(2))).toBe('2天前');
    expect(ago(days(3) + 1)).toBe('2天前');
    expect(ago(days(3))).toBe('11-18 12:00');
    expect(ago(new Date(2026, 0, 5, 9, 7).getTime())).toBe('1-5 09:07');
    expect(ago(new Date(2026, 0, 5, 21, 7).getTime())).toBe('1-5 21:07');
  });

  it('reads server timestamps in seconds and date strings', () => {
    expect(ago(Math.floor(minutes(45) / 1000))).toBe('45分钟前');
    expect(ago(String(Math.floor(hours(2) / 1000)))).toBe('2小时前');
    expect(ago('2026-11-21 10:00:00')).toBe('2小时前');
  });

  it("shows '-' for an empty or invalid time, and copes with a phone clock behind", () => {
    expect(ago(null)).toBe('-');
    expect(formatRelativeTime(undefined, now)).toBe('-');
    expect(formatRelativeTime('', now)).toBe('-');
    expect(formatRelativeTime('not a date', now)).toBe('-');
    expect(ago(now + 5 * 60_000)).toBe('刚刚');
    expect(ago(now + 2 * 86_400_000)).toBe('11-23 12:00');
  });

  it('speaks English in the English catalogue', () => {
    setAppLocale('en-US');
    expect(ago(minutes(10))).toBe('just now');
    expect(ago(minutes(45))).toBe('45 min ago');
    expect(ago(hours(5))).toBe('5 h ago');
    expect(ago(days(2))).toBe('2 d ago');
  });
});

describe('formatDate', () => {
  it('defaults to yyyy-MM-dd hh:mm:ss with 24-hour hours', () => {
    expect(formatDate(new Date(2026, 1, 3, 14, 5, 9))).toBe('2026-02-03 14:05:09');
    expect(formatDate(new Date(2026, 1, 3, 2, 5, 9))).toBe('2026-02-03 02:05:09');
  });

  it('takes seconds, milliseconds, strings and a custom pattern', () => {
    const date = new Date(2026, 10, 21, 8, 30, 0);
    expect(formatDate(date.getTime())).toBe('2026-11-21 08:30:00');
    expect(formatDate(date.getTime() / 1000)).toBe('2026-11-21 08:30:00');
    expect(formatDate('2026-11-21 08:30:00', 'YYYY年M月D日')).toBe('2026年11月21日');
  });

  it("shows '-' for an empty or invalid date", () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate(undefined)).toBe('-');
    expect(formatDate('')).toBe('-');
    expect(formatDate('2026-13-45 99:00')).toBe('-');
    expect(formatDate('2026-02-30')).toBe('-');
    expect(formatDate('2026-02-28')).toBe('2026-02-28 00:00:00');
    expect(formatDate(Number.NaN)).toBe('-');
  });
});
