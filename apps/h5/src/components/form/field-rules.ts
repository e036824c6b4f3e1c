import { BUSINESS_CODES } from '@freight/contract/business-codes';
import type { ValidationErrorData } from '@freight/contract/envelope';
import {
  type FieldRule,
  type FieldRuleParams,
  fieldRuleMessage,
} from '@freight/contract/rules/field-rules';
import { useCallback } from 'react';
import { type Locale, useI18n } from '@/lib/i18n/i18n';
import { isRequestError } from '@/lib/request/request-error';

// One wording per rule (the contract's rules/field-rules.ts): a form checks what it can before it
// sends, in the same words the server uses when it refuses, and a refusal lands at its field.

/** What a rule says in the page's language, e.g. `rule('plate.format')`. */
export function useFieldRules(): (rule: FieldRule, params?: FieldRuleParams) => string {
  const { locale } = useI18n();
  return useCallback((rule, params) => fieldRuleMessage(rule, locale, params), [locale]);
}

/**
 * The fields a VALIDATION_FAILED answer names, each with what to do in the page's language (a
 * field the server gave no rule for is "not valid": developer text never reaches people). Null
 * for any other failure.
 */
export function serverFieldProblems(
  error: unknown,
  locale: Locale,
): { field: string; text: string }[] | null {
  if (!isRequestError(error) || error.code !== BUSINESS_CODES.VALIDATION_FAILED) return null;
  const data = (error.details.response as { data?: Partial<ValidationErrorData> } | undefined)
    ?.data;
  const fields = Array.isArray(data?.fields) ? data.fields : [];
  return fields.map(({ field, rule, message }) => ({
    field,
    text: rule ? message : fieldRuleMessage('invalid', locale),
  }));
}

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
