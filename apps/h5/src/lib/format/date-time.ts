import dayjs from 'dayjs';
import { appTranslate, type MessageKey, type Vars } from '@/lib/i18n/i18n';

// Dates and relative times as the spec shows them (SPEC §9).
//
// The spec writes its patterns in the old product's formatter notation: `yyyy-MM-dd hh:mm:ss` and
// `M-d hh:mm`. In that formatter (the widespread `Date.prototype.format` idiom) `h` is
// `getHours()`, the 24-hour clock, and no pattern has an AM/PM marker; a 12-hour `hh` without
// one would show 14:05 and 02:05 alike. So `hh` means 24-hour hours here, and the patterns
// below are the same ones in dayjs notation (`YYYY-MM-DD HH:mm:ss`, `M-D HH:mm`).

/** `yyyy-MM-dd hh:mm:ss` of the spec, with 24-hour hours. */
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** `M-d hh:mm` of the spec: what relative time shows from three days on. */
export const SHORT_DATE_FORMAT = 'M-D HH:mm';
/** What an empty date shows. */
export const EMPTY_DATE = '-';

export type DateInput = Date | number | string | null | undefined;

// Below this a number is seconds, above it milliseconds: the server sends timestamps in seconds
// (SPEC §9) and pages hold `Date.now()` values; 1e11 s is the year 5138, 1e11 ms is 1973.
const SECONDS_LIMIT = 1e11;

// A local date-time without a zone, as the server and pages write them.
const LOCAL_DATE_TIME = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/;

/** dayjs rolls `2026-13-45` over into 2027; a date that is not on the calendar is no date. */
function isOnCalendar(text: string, value: dayjs.Dayjs): boolean {
  const match = LOCAL_DATE_TIME.exec(text.trim());
  if (!match) return true;
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = match;
  return (
    value.year() === Number(year) &&
    value.month() + 1 === Number(month) &&
    value.date() === Number(day) &&
    value.hour() === Number(hour) &&
    value.minute() === Number(minute) &&
    value.second() === Number(second)
  );
}

function toDayjs(input: DateInput): dayjs.Dayjs | null {
  if (input === null || input === undefined || input === '') return null;
  let value: dayjs.Dayjs;
  if (typeof input === 'number') {
    value = Math.abs(input) < SECONDS_LIMIT ? dayjs.unix(input) : dayjs(input);
  } else if (typeof input === 'string' && /^\d+$/.test(input.trim())) {
    value = toDayjs(Number(input.trim())) ?? dayjs(Number.NaN);
  } else {
    // dayjs parses `2026-11-21 14:05:00` itself; iOS Safari's Date cannot.
    value = dayjs(input);
    if (typeof input === 'string' && value.isValid() && !isOnCalendar(input, value)) return null;
  }
  return value.isValid() ? value : null;
}

/** A date in `format` (dayjs notation, default `YYYY-MM-DD HH:mm:ss`); '-' when empty or invalid. */
export function formatDate(input: DateInput, format: string = DEFAULT_DATE_FORMAT): string {
  return toDayjs(input)?.format(format) ?? EMPTY_DATE;
}

type Translate = (key: MessageKey, vars?: Vars) => string;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago, with the spec's boundaries (SPEC §9): under 30 minutes 'just now'; 30-59 minutes
 * 'N minutes ago'; 1-23 hours 'N hours ago'; 1-2 days 'N days ago'; 3 days or more the date as
 * `M-D HH:mm`. Whole units, rounded down (59 min 59 s is still 59 minutes). A time slightly in
 * the future (the phone's clock is behind) is 'just now'; further ahead, the date.
 */
export function formatRelativeTime(
  input: DateInput,
  now: DateInput = Date.now(),
  t: Translate = appTranslate,
): string {
  const then = toDayjs(input);
  const reference = toDayjs(now) ?? dayjs();
  if (!then) return EMPTY_DATE;
  const elapsed = reference.valueOf() - then.valueOf();
  if (elapsed < 30 * MINUTE && elapsed > -30 * MINUTE) return t('time.justNow');
  if (elapsed < 0) return then.format(SHORT_DATE_FORMAT);
  if (elapsed < HOUR) return t('time.minutesAgo', { n: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return t('time.hoursAgo', { n: Math.floor(elapsed / HOUR) });
  if (elapsed < 3 * DAY) return t('time.daysAgo', { n: Math.floor(elapsed / DAY) });
  return then.format(SHORT_DATE_FORMAT);
}
