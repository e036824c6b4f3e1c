// Resident identity card numbers (GB 11643-1999): 6 digits of region, 8 of birth date (YYYYMMDD),
// 3 of sequence (the last of them odd for men, even for women) and 1 check character computed by
// ISO 7064 MOD 11-2. Pure functions: the driver forms and the server validate with the same code.

export const ID_CARD_PATTERN = /^[1-9]\d{16}[\dXx]$/;

// Weight of position i is 2^(17-i) mod 11; the check character makes the weighted sum ≡ 1 (mod 11).
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';

/** The check character ('0'-'9' or 'X') for the first 17 digits, or null if they aren't 17 digits. */
export function idCardCheckChar(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARS[sum % 11] ?? null;
}

/** True when `id` has the 18-character shape and a correct check character (`x` counts as `X`). */
export function idCardChecksumValid(id: string): boolean {
  if (!ID_CARD_PATTERN.test(id)) return false;
  return idCardCheckChar(id.slice(0, 17)) === id.slice(17).toUpperCase();
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/**
 * The birth date in an 18-character number as `YYYY-MM-DD`, or null when the shape is wrong, the
 * date does not exist (month 13, 31 April, 29 February of a common year), the year is before 1900,
 * or the date is after `today` (`YYYY-MM-DD`, when given; see `todayInChina` in china-time.ts).
 */
export function parseIdCardBirthDate(id: string, today?: string): string | null {
  if (!ID_CARD_PATTERN.test(id)) return null;
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null;
  const days = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  if (day > days) return null;
  const iso = `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
  // Same-width ISO dates compare correctly as strings.
  if (today !== undefined && iso > today) return null;
  return iso;
}

/** 'male' when the 17th digit is odd, 'female' when even; null for a malformed number. */
export function idCardGender(id: string): 'male' | 'female' | null {
  if (!ID_CARD_PATTERN.test(id)) return null;
  return Number(id[16]) % 2 === 1 ? 'male' : 'female';
}

/** Whole years between two `YYYY-MM-DD` dates (a birthday counts on the day itself). */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** Reason codes of an ID-card check; the H5 translates them. */
export const ID_CARD_REASONS = [
  'format',
  'checksum',
  'birth_date',
  'too_young',
  'too_old',
  'name_mismatch',
] as const;
export type IdCardReason = (typeof ID_CARD_REASONS)[number];

export interface IdCardCheck {
  valid: boolean;
  birthDate: string | null;
  age: number | null;
  gender: 'male' | 'female' | null;
  reasons: IdCardReason[];
}

/**
 * Shape, check character and birth date of `id`. Age policy (`too_young`, `too_old`) and the real-name
 * check (`name_mismatch`) are the server's to add.
 */
export function validateIdCard(id: string, today: string): IdCardCheck {
  if (!ID_CARD_PATTERN.test(id)) {
    return { valid: false, birthDate: null, age: null, gender: null, reasons: ['format'] };
  }
  const reasons: IdCardReason[] = [];
  const birthDate = parseIdCardBirthDate(id, today);
  if (!birthDate) reasons.push('birth_date');
  if (!idCardChecksumValid(id)) reasons.push('checksum');
  return {
    valid: reasons.length === 0,
    birthDate,
    age: birthDate ? ageOn(birthDate, today) : null,
    gender: idCardGender(id),
    reasons,
  };
}
