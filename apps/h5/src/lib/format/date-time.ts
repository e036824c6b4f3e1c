import { CHINA_OFFSET_MS } from '@freight/contract/china-time';
import { appTranslate, type Locale, type MessageKey, type Vars } from '@/lib/i18n/i18n';

// Dates and relative times as the spec shows them (SPEC §9), on China's clock.
//
// Every date a page shows is a Chinese calendar date and time (UTC+8, no daylight saving since
// 1991), whatever zone the phone is set to: a driver in Xinjiang often keeps the phone on Ürümqi
// time (UTC+6), a phone bought abroad may be on UTC, and a loading day shown in the phone's zone
// would be the day before. So times are shown, and zone-less times read, as China time; an
// instant with its own zone (`…Z`, `…+08:00`) is that instant, shown on China's clock.
//
// The spec writes its patterns in the old product's formatter notation: `yyyy-MM-dd hh:mm:ss` and
// `M-d hh:mm`. In that formatter (the widespread `Date.prototype.format` idiom) `h` is
// `getHours()`, the 24-hour clock, and no pattern has an AM/PM marker; a 12-hour `hh` without
// one would show 14:05 and 02:05 alike. So `hh` means 24-hour hours here, written `HH`, and the
// patterns a page may use are listed: a 12-hour pattern cannot be written by mistake.

/** The patterns pages show dates in: YYYY year, M/MM month, D/DD day, HH hours (24), mm, ss. */
export type DatePattern =
  | 'YYYY-MM-DD HH:mm:ss'
  | 'YYYY-MM-DD HH:mm'
  | 'YYYY-MM-DD'
  | 'M-D HH:mm'
  | 'M-D'
  | 'YYYY年M月D日'
  | 'YYYY年M月';

/** `yyyy-MM-dd hh:mm:ss` of the spec, with 24-hour hours. */
export const DEFAULT_DATE_FORMAT: DatePattern = 'YYYY-MM-DD HH:mm:ss';
/** `M-d hh:mm` of the spec: what relative time shows from three days on. */
export const SHORT_DATE_FORMAT: DatePattern = 'M-D HH:mm';
/** What an empty date shows. */
export const EMPTY_DATE = '-';

export type DateInput = Date | number | string | null | undefined;

// Below this a number is seconds, above it milliseconds: the server sends timestamps in seconds
// (SPEC §9) and pages hold `Date.now()` values; 1e11 s is the year 5138, 1e11 ms is 1973.
const SECONDS_LIMIT = 1e11;

// A date-time without a zone, as the server and pages write them: China time.
const ZONELESS_DATE_TIME =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.\d+)?)?)?$/;
// An ISO instant with its zone.
const ZONED_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/** China's wall-clock fields of `text` read as China time, or null when not on the calendar. */
function zonelessInstant(text: string): number | null {
  const match = ZONELESS_DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    // A group that did not match is undefined, whatever the regex types say.
    .map((part: string | undefined) => Number(part ?? 0));
  const utc = Date.UTC(year!, month! - 1, day, hour, minute, second);
  const back = new Date(utc);
  // `2026-13-45` or `2026-02-30 24:00` would roll over into another date: no date at all.
  const onCalendar =
    back.getUTCFullYear() === year &&
    back.getUTCMonth() === month! - 1 &&
    back.getUTCDate() === day &&
    back.getUTCHours() === hour &&
    back.getUTCMinutes() === minute &&
    back.getUTCSeconds() === second;
  return onCalendar ? utc - CHINA_OFFSET_MS : null;
}

/** The instant (ms since the epoch) of an input, or null when it is empty or no date. */
function toInstant(input: DateInput): number | null {
  if (input === null || input === undefined || input === '') return null;
  let ms: number | null;
  if (input instanceof Date) ms = input.getTime();
  else if (typeof input === 'number') ms = Math.abs(input) < SECONDS_LIMIT ? input * 1000 : input;
  else {
    const text = input.trim();
    if (/^\d+$/.test(text)) return toInstant(Number(text));
    // iOS Safari's Date cannot read `2026-11-21 14:05:00`; the patterns are read here instead.
    ms = ZONED_DATE_TIME.test(text) ? Date.parse(text) : zonelessInstant(text);
  }
  return ms !== null && Number.isFinite(ms) ? ms : null;
}

const two = (n: number) => String(n).padStart(2, '0');

/** An instant on China's clock in `pattern`. */
function formatInstant(ms: number, pattern: DatePattern): string {
  const china = new Date(ms + CHINA_OFFSET_MS);
  const fields: Record<string, string> = {
    YYYY: String(china.getUTCFullYear()),
    MM: two(china.getUTCMonth() + 1),
    M: String(china.getUTCMonth() + 1),
    DD: two(china.getUTCDate()),
    D: String(china.getUTCDate()),
    HH: two(china.getUTCHours()),
    mm: two(china.getUTCMinutes()),
    ss: two(china.getUTCSeconds()),
  };
  return pattern.replace(/YYYY|MM|M|DD|D|HH|mm|ss/g, (token) => fields[token]!);
}

/** A date on China's clock in `pattern` (default `YYYY-MM-DD HH:mm:ss`); '-' when empty or invalid. */
export function formatDate(input: DateInput, pattern: DatePattern = DEFAULT_DATE_FORMAT): string {
  const ms = toInstant(input);
  return ms === null ? EMPTY_DATE : formatInstant(ms, pattern);
}

/**
 * The last minute something is good in ("{date} 前有效"), `YYYY-MM-DD HH:mm` on China's clock. An
 * end held as the midnight that closes a day (the 00:00 of the next day, an end-exclusive instant)
 * is shown as that day's 23:59, as an end held as 23:59:59 is: a coupon good through 3 March
 * reads "2030-03-03 23:59 前有效" however it is stored, never "2030-03-04 00:00 前有效".
 */
export function formatExpiry(input: DateInput): string {
  const ms = toInstant(input);
  if (ms === null) return EMPTY_DATE;
  const midnight = (ms + CHINA_OFFSET_MS) % DAY === 0;
  return formatInstant(midnight ? ms - MINUTE : ms, 'YYYY-MM-DD HH:mm');
}

/**
 * A moment to come or just past, short (`M-D HH:mm`) in this year on China's clock; with its year
 * (`YYYY-MM-DD HH:mm`) in another, where "12-1 10:00" would read as this December.
 */
export function formatShortDate(input: DateInput, now: number = Date.now()): string {
  const ms = toInstant(input);
  if (ms === null) return EMPTY_DATE;
  const chinaYear = (instant: number) => new Date(instant + CHINA_OFFSET_MS).getUTCFullYear();
  return formatInstant(
    ms,
    chinaYear(ms) === chinaYear(now) ? SHORT_DATE_FORMAT : 'YYYY-MM-DD HH:mm',
  );
}

// A month or a day in words, as a report says it: Chinese in the spec's `YYYY年M月D日`, English
// in the app's English (en-US, month first). The English words come from `Intl`, on China's
// calendar read as UTC wall-clock fields, so the phone's zone cannot move the day.
/** English words of a China wall-clock date, held as UTC fields. */
function englishDate(ms: number, withDay: boolean): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    ...(withDay ? { day: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(ms + CHINA_OFFSET_MS);
}

/** A month (`2026-10`) in words: `2026年10月` / `October 2026`; '-' when it is no month. */
export function formatMonth(month: string, locale: Locale): string {
  const ms = toInstant(`${month}-01`);
  if (ms === null) return EMPTY_DATE;
  if (locale === 'zh-CN') return formatInstant(ms, 'YYYY年M月');
  return englishDate(ms, false);
}

/** A day (`2023-01-01`) in words: `2023年1月1日` / `January 1, 2023`; '-' when it is no day. */
export function formatDay(day: DateInput, locale: Locale): string {
  const ms = toInstant(day);
  if (ms === null) return EMPTY_DATE;
  if (locale === 'zh-CN') return formatInstant(ms, 'YYYY年M月D日');
  return englishDate(ms, true);
}

type Translate = (key: MessageKey, vars?: Vars) => string;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago, with the spec's boundaries (SPEC §9): under 30 minutes 'just now'; 30-59 minutes
 * 'N minutes ago'; 1-23 hours 'N hours ago'; 1-2 days 'N days ago'; 3 days or more the date as
 * `M-D HH:mm` on China's clock. Whole units, rounded down (59 min 59 s is still 59 minutes). A
 * time slightly in the future (the phone's clock is behind) is 'just now'; further ahead, the date.
 */
export function formatRelativeTime(
  input: DateInput,
  now: DateInput = Date.now(),
  t: Translate = appTranslate,
): string {
  const then = toInstant(input);
  const reference = toInstant(now) ?? Date.now();
  if (then === null) return EMPTY_DATE;
  const elapsed = reference - then;
  if (elapsed < 30 * MINUTE && elapsed > -30 * MINUTE) return t('time.justNow');
  if (elapsed < 0) return formatInstant(then, SHORT_DATE_FORMAT);
  if (elapsed < HOUR) return t('time.minutesAgo', { n: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return t('time.hoursAgo', { n: Math.floor(elapsed / HOUR) });
  if (elapsed < 3 * DAY) return t('time.daysAgo', { n: Math.floor(elapsed / DAY) });
  return formatInstant(then, SHORT_DATE_FORMAT);
}
