// PostgreSQL stores neither NUL nor a lone surrogate in text or jsonb: an insert holding one fails
// (a 500). JSON.stringify writes both as `\u` escapes (a valid surrogate pair stays as raw
// characters), so they are easy to spot in its output. Used where free-form JSON from phones is
// stored as it came (analytics records, CSP reports).

const UNSTORABLE = /\\u0000|\\ud[89a-f][0-9a-f]{2}/i;

/** Whether `json` (the output of JSON.stringify) holds text PostgreSQL cannot store. */
export function hasUnstorableText(json: string): boolean {
  return UNSTORABLE.test(json);
}
