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
