// The plain form of a request body (docs/contract.md "Body"), apart from form.ts so that a client
// may build a plain form and name `Fields` without loading the cipher form.ts encrypts with (the
// H5 loads that in a chunk of its own: lib/request/sealing.ts).

export type Fields = Record<string, unknown>;

/**
 * The plain-form fallback: strings as they are, every other value (number, boolean, array, object)
 * as its JSON text, null and undefined left out. JSON keeps `3` and `true` apart from `'3'` and
 * `'true'` for the server's reader (`fromPlainForm` in form.ts).
 */
export function toPlainForm(fields: Fields): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return form;
}
