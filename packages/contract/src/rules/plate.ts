// Mainland China licence plates (GA 36). Pure: the driver forms and the server use the same pattern.
//
// - Ordinary, 7 characters: province + city letter + 4 alphanumerics + an alphanumeric or one of
//   挂 (trailer: common on this platform's semi-trailers), 学 (learner), 警, 港, 澳.
// - New-energy small vehicles, 8 characters: province + city letter + energy letter + alphanumeric
//   + 4 digits (粤BD12345).
// - New-energy large vehicles (trucks, buses), 8 characters: province + city letter + 5 digits +
//   energy letter (粤B12345D).
// Energy letters: D A B C E (battery electric) and F G H J K (other new energy). The letters I and
// O are never used in serials (they read as 1 and 0).

const PROVINCE = '[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼]';
const CITY = '[A-HJ-NP-Z]';
const ALNUM = '[A-HJ-NP-Z0-9]';
const ENERGY = '[A-EF-HJK]';

/** Matches a whole, normalised (upper-case, no separators) mainland plate number. No `g` flag. */
export const plateNumberPattern = new RegExp(
  `^${PROVINCE}${CITY}(?:${ALNUM}{4}(?:${ALNUM}|[挂学警港澳])|${ENERGY}${ALNUM}\\d{4}|\\d{5}${ENERGY})$`,
);

/** Upper-cases and removes spaces and the dots people type after the city letter (粤B·12345). */
export function normalizePlateNumber(input: string): string {
  return input.replace(/[\s·•.-]/g, '').toUpperCase();
}

export function isPlateNumber(plate: string): boolean {
  return plateNumberPattern.test(plate);
}
