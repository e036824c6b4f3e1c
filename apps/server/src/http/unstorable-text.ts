// Text PostgreSQL cannot store: a NUL (text and jsonb refuse it, and the insert fails with a 500)
// or a lone UTF-16 surrogate. The H5's schemas refuse such text field by field; the operator API
// refuses it at its edge for every route at once (ops-api.ts), before any schema or handler, with
// VALIDATION_FAILED naming the field (rule `text.characters`).

import type { FieldProblem } from './validation-failed.ts';

// A NUL is exactly what this looks for.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;

/** The fields of `value` (a parsed body, query or params) whose text or name cannot be stored. */
export function unstorableFields(value: unknown, path: readonly string[] = []): FieldProblem[] {
  const field = (at: readonly string[]) => ({
    field: at.join('.') || '(request)',
    rule: 'text.characters' as const,
  });
  if (typeof value === 'string') return UNSTORABLE.test(value) ? [field(path)] : [];
  if (Array.isArray(value)) {
    return value.flatMap((item, i) => unstorableFields(item, [...path, String(i)]));
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      UNSTORABLE.test(key) ? [field([...path, '(name)'])] : unstorableFields(item, [...path, key]),
    );
  }
  return [];
}
