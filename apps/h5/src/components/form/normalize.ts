// What people type on Chinese keyboards, turned into what the forms check: full-width digits and
// letters (１３７, Ａ), ideographic full stops and commas, spaces and dashes inside numbers.

/** Full-width ASCII (U+FF01-FF5E) to its half-width form; the ideographic space to a space. */
export function toHalfWidth(text: string): string {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ');
}

/** Digits only (a mobile number, a code): full-width digits count, spaces and dashes do not. */
export function digitsAsTyped(typed: string): string {
  return toHalfWidth(typed).replace(/\D/g, '');
}

// A Chinese mobile number starts with 1, so an 86 or 0086 (with or without a +) in front of a 1 can
// only be the country code that contacts and signatures add: +86 138-0000-0771, 0086 138..., 8613...
const COUNTRY_CODE = /^[\s(]*(?:\+|00)?\s*86[\s)-]*(?=1)/;

/**
 * Room in a mobile field for what people paste around the 11 digits (+86, spaces, dashes), so the
 * browser does not cut a pasted number before it is read.
 */
export const MOBILE_AS_TYPED_MAX = 20;

/** The typed text without a +86 or 0086 in front of a mobile number. */
export function withoutCountryCode(typed: string): string {
  return toHalfWidth(typed).replace(COUNTRY_CODE, '');
}

/** A Chinese mobile number as typed or pasted: its 11 digits, without the country code. */
export function mobileAsTyped(typed: string): string {
  return digitsAsTyped(withoutCountryCode(typed)).slice(0, 11);
}

/** A decimal as typed: digits and one decimal point (a full stop or a comma typed as one). */
export function decimalAsTyped(typed: string): string {
  const text = toHalfWidth(typed)
    .replace(/[。，,]/g, '.')
    .replace(/[^\d.]/g, '');
  const point = text.indexOf('.');
  return point === -1 ? text : text.slice(0, point + 1) + text.slice(point + 1).replace(/\./g, '');
}

/** A plate as typed: half-width, upper case, without the spaces, dots and dashes people add. */
export function plateAsTyped(typed: string): string {
  return toHalfWidth(typed)
    .toUpperCase()
    .replace(/[\s·•.\-_]/g, '');
}

/**
 * What a field left out of what was typed, to say so at the field: characters of the typed text
 * (read half-width, upper case) that appear nowhere in what was kept, spaces and the separators
 * people add (dashes, dots) excepted. A country code in front of a mobile number was read, not
 * refused: its + is not worth a word.
 */
export function refusedCharacters(typed: string, kept: string): string {
  const keptUpper = kept.toUpperCase();
  const refused = new Set<string>();
  for (const char of withoutCountryCode(typed).toUpperCase()) {
    if (/[\s\-·•._]/.test(char)) continue;
    if (!keptUpper.includes(char)) refused.add(char);
  }
  return [...refused].join('');
}
