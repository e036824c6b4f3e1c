import { fieldRuleMessage } from '@freight/contract/rules/field-rules';
import type { Locale } from '@/lib/i18n/i18n';
import { serverFieldProblems } from './field-rules';

// A refusal at the form's own fields: what the forms' owner (use-form.ts) is given to read a
// VALIDATION_FAILED answer. Apart from field-rules.ts, which the login (on most pages' critical
// path) needs: only the pages with such a form load this.

/**
 * The fields a VALIDATION_FAILED answer names, by the form's own field names (`at` maps the
 * request's field to the form's), each with what to do; `form` gathers what no field of the form
 * shows. Null for any other failure.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  locale: Locale,
  at: Readonly<Record<string, F>>,
): Partial<Record<F | 'form', string>> | null {
  const problems = serverFieldProblems(error, locale);
  if (!problems) return null;
  const placed: Partial<Record<F | 'form', string>> = {};
  const elsewhere: string[] = [];
  for (const { field, text } of problems) {
    const target = Object.hasOwn(at, field) ? at[field] : undefined;
    if (target === undefined) elsewhere.push(text);
    else placed[target] ??= text;
  }
  if (elsewhere.length > 0 || problems.length === 0) {
    placed.form =
      elsewhere.length > 0
        ? [...new Set(elsewhere)].join(' ')
        : fieldRuleMessage('invalid', locale);
  }
  return placed;
}

/** The form owner's reading of a refusal (useForm's `refusal`): the fields `at` names, by the form's. */
export function refusalAt<F extends string>(at: Readonly<Record<string, F>>) {
  return (failure: unknown, locale: Locale) => serverFieldErrors(failure, locale, at);
}
