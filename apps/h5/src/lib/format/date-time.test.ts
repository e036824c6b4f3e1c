import { afterEach, describe, expect, it } from 'vitest';
import { setAppLocale } from '@/lib/i18n/i18n';
import {
  type DateInput,
  formatDate,
  formatDay,
  formatExpiry,
  formatMonth,
  formatRelativeTime,
  formatShortDate,
} from './date-time';

// Times on China's clock, which pages show whatever zone the phone is set to.
const china = (text: string) => Date.parse(`${text}+08:00`);
const now = china('2026-11-21T12:00:00');
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
    expect(ago(china('2026-01-05T09:07:00'))).toBe('1-5 09:07');
    expect(ago(china('2026-01-05T21:07:00'))).toBe('1-5 21:07');
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
    expect(formatDate(new Date(china('2026-02-03T14:05:09')))).toBe('2026-02-03 14:05:09');
    expect(formatDate(new Date(china('2026-02-03T02:05:09')))).toBe('2026-02-03 02:05:09');
  });

  it('takes seconds, milliseconds, strings and a custom pattern', () => {
    const date = new Date(china('2026-11-21T08:30:00'));
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

  it("shows every date on China's clock, whatever zone the phone is set to", () => {
    const zone = process.env.TZ;
    try {
      for (const tz of [
        'Asia/Shanghai',
        'Asia/Urumqi',
        'UTC',
        'America/Los_Angeles',
        'Pacific/Kiritimati',
      ]) {
        process.env.TZ = tz;
        // A loading day the server sends as a calendar date, as pages pass it.
        expect(formatDate('2026-11-26T00:00:00+08:00', 'YYYY-MM-DD')).toBe('2026-11-26');
        expect(formatDate('2026-11-26', 'M-D')).toBe('11-26');
        // An instant in UTC: 16:30 UTC is half past midnight the next day in China.
        expect(formatDate('2026-11-25T16:30:00.000Z', 'YYYY-MM-DD HH:mm')).toBe('2026-11-26 00:30');
        expect(formatDate(Date.parse('2026-11-25T16:30:00Z') / 1000)).toBe('2026-11-26 00:30:00');
        // A zone-less time from the server is China time.
        expect(formatDate('2026-11-26 00:30:00', 'YYYY年M月D日')).toBe('2026年11月26日');
        expect(formatRelativeTime('2026-11-20 23:59:00', china('2026-11-26T00:00:00'))).toBe(
          '11-20 23:59',
        );
      }
    } finally {
      process.env.TZ = zone;
      if (zone === undefined) delete process.env.TZ;
    }
  });

  it('reads the separators and precision the server and old links write', () => {
    expect(formatDate('2026/11/26 08:05')).toBe('2026-11-26 08:05:00');
    expect(formatDate('2026-11-26T08:05:00.123456+08:00')).toBe('2026-11-26 08:05:00');
    expect(formatDate('2026-11-26T00:05:00+0000')).toBe('2026-11-26 08:05:00');
    expect(formatDate('2026-11-26 24:00')).toBe('-');
    expect(formatDate('yesterday')).toBe('-');
  });
});

describe('formatShortDate', () => {
  const now = china('2026-11-27T10:00:00');

  it('is M-D HH:mm within this year on China’s clock', () => {
    expect(formatShortDate('2026-12-01 10:00', now)).toBe('12-1 10:00');
    expect(formatShortDate('2026-01-05 08:00', now)).toBe('1-5 08:00');
  });

  it('carries the year in another year, where the short date would read as this year', () => {
    expect(formatShortDate('2030-12-01 10:00', now)).toBe('2030-12-01 10:00');
    expect(formatShortDate('2025-12-31 23:59', now)).toBe('2025-12-31 23:59');
    // New Year's Eve in China is already next year's day there.
    expect(formatShortDate('2027-01-01T00:30:00+08:00', china('2026-12-31T23:00:00'))).toBe(
      '2027-01-01 00:30',
    );
    expect(formatShortDate(null, now)).toBe('-');
  });
});

describe('formatExpiry', () => {
  it('shows the midnight that closes a day as that day 23:59, as an end held as 23:59:59', () => {
    expect(formatExpiry('2030-03-04T00:00:00+08:00')).toBe('2030-03-03 23:59');
    expect(formatExpiry('2030-03-03T23:59:59+08:00')).toBe('2030-03-03 23:59');
    expect(formatExpiry('2030-01-01 00:00:00')).toBe('2029-12-31 23:59');
    // Midnight in China, not in the phone's zone or UTC.
    expect(formatExpiry('2030-03-03T16:00:00Z')).toBe('2030-03-03 23:59');
    expect(formatExpiry('2030-03-04T00:00:00Z')).toBe('2030-03-04 08:00');
  });

  it('shows an end inside a day as it is, and nothing for no date', () => {
    expect(formatExpiry('2030-03-03T15:30:00+08:00')).toBe('2030-03-03 15:30');
    expect(formatExpiry('2030-03-04T00:00:01+08:00')).toBe('2030-03-04 00:00');
    expect(formatExpiry(null)).toBe('-');
  });
});

describe('formatMonth and formatDay', () => {
  it('says a month as people say it, in either language', () => {
    expect(formatMonth('2026-10', 'zh-CN')).toBe('2026年10月');
    expect(formatMonth('2023-01', 'zh-CN')).toBe('2023年1月');
    expect(formatMonth('2023-12', 'en-US')).toBe('December 2023');
  });

  it('says a China day without moving it across midnight, in the app’s one English', () => {
    expect(formatDay('2023-01-01', 'zh-CN')).toBe('2023年1月1日');
    expect(formatDay('2023-01-01', 'en-US')).toBe('January 1, 2023');
    // An instant just after midnight in China is the UTC day before: still China's day.
    expect(formatDay('2022-12-31T16:30:00Z', 'en-US')).toBe('January 1, 2023');
  });

  it('shows nothing for what is no month or day', () => {
    expect(formatMonth('2023-13', 'en-US')).toBe('-');
    expect(formatDay('', 'zh-CN')).toBe('-');
    expect(formatDay('2023-02-30', 'en-US')).toBe('-');
  });
});
