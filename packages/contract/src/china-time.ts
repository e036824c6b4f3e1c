// China's clock (UTC+8, no daylight saving since 1991): the calendar and the time of day people
// read, whatever the zone of the server, the phone or the operator's computer.

/** China's offset from UTC, in milliseconds. */
export const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The wall clock in China at `ms` (milliseconds since the epoch), as `YYYY-MM-DDTHH:mm:ss`. */
export function chinaWallClock(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19);
}

/**
 * Today's date in China as `YYYY-MM-DD`: birth dates, certificate expiry dates, a campaign's day
 * and a loading day are Chinese calendar dates, whatever the server's or the phone's time zone.
 */
export function todayInChina(now: number = Date.now()): string {
  return chinaWallClock(now).slice(0, 10);
}
