// VALIDATION_FAILED (422) naming the fields (docs/contract.md §3): for schema failures (the error
// handler) and for checks a schema cannot express (the parts of a multipart upload, a profile
// complete enough to submit, a photo that must be the caller's own, a certificate not expired).
// A problem that names a rule of the contract (rules/field-rules.ts) is said in the request's
// language, for the page to show at the field; one without a rule keeps its developer text.

import { fail } from '@freight/contract/envelope';
import {
  type FieldRule,
  type FieldRuleParams,
  fieldRuleMessage,
} from '@freight/contract/rules/field-rules';
import { DEFAULT_LOCALE, type Locale } from '@freight/contract/status';
import { ApiError, BUSINESS_CODES, refusalMessage } from './envelope.ts';

export type FieldProblem =
  { field: string; rule: FieldRule; params?: FieldRuleParams } | { field: string; message: string };

class ValidationFailedError extends ApiError {
  override name = 'ValidationFailedError';
  constructor(readonly problems: readonly FieldProblem[]) {
    const code = BUSINESS_CODES.VALIDATION_FAILED;
    const names = [...new Set(problems.map((problem) => problem.field))].join(', ');
    super(code, `${refusalMessage(code)}: ${names}`, { fields: problems });
  }

  override toEnvelope(locale: Locale = DEFAULT_LOCALE) {
    const envelope = super.toEnvelope(locale);
    const fields = this.problems.map((problem) =>
      'rule' in problem
        ? {
            field: problem.field,
            rule: problem.rule,
            message: fieldRuleMessage(problem.rule, locale, problem.params),
          }
        : problem,
    );
    return fail(this.code, envelope.status.msg, { fields });
  }
}

export function validationFailed(problems: readonly FieldProblem[]): ApiError {
  return new ValidationFailedError(problems);
}
