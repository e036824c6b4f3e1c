// Display masks shared by server responses and pages (SPEC §5).

/**
 * `13812345678` → `138****5678`: first three digits, four stars, last four. A person who has left
 * (their number erased, null) and anything malformed show as `****`: hidden entirely rather than
 * shown unmasked.
 */
export function maskMobile(mobile: string | null): string {
  return mobile !== null && /^\d{11}$/.test(mobile)
    ? `${mobile.slice(0, 3)}****${mobile.slice(7)}`
    : '****';
}
/** `王小明` → `王**`: the first character of a name and two stars, whatever its length. */
export function maskName(name: string): string {
  const first = [...name.trim()][0];
  return first ? `${first}**` : '**';
}

/** A masked number, or `****` for a person who has left. */
export const MASKED_MOBILE_PATTERN = /^(?:\d{3}\*{4}\d{4}|\*{4})$/;

/** 18-character ID number → region (6) + 8 stars (the birth date) + last 4. */
export function maskIdCard(id: string): string {
  return /^\d{17}[\dXx]$/.test(id)
    ? `${id.slice(0, 6)}********${id.slice(14).toUpperCase()}`
    : '****';
}
export const MASKED_ID_CARD_PATTERN = /^\d{6}\*{8}\d{3}[\dX]$/;
