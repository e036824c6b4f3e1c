// CSV as Excel and WPS read it (docs/decisions/042-csv-exports.md): UTF-8 with a byte order mark
// (without it Excel on Windows reads the file in the ANSI code page and garbles Chinese), CRLF
// line ends and double quotes around a field that holds a comma, a quote, CR or LF (RFC 4180), and
// a leading apostrophe on text a spreadsheet would take for a formula (OWASP, CSV injection).

/** The byte order mark that opens the file. */
export const CSV_BOM = '\uFEFF';

export type CsvValue = string | number | boolean | null | undefined;

/** What a spreadsheet takes for the start of a formula (or hides one behind). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One field: empty for null; text that would start a formula gets a leading `'` (numbers are
 * numbers, a negative amount stays one); quoted, its quotes doubled, when it must be.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, ended by CRLF. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
