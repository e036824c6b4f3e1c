// VALIDATION_FAILED (422) naming the fields, in the shape the error handler gives schema failures
// (docs/contract.md §3), for checks a schema cannot express: the parts of a multipart upload, a
// profile complete enough to submit, a photo that must be the caller's own.

import type { ValidationErrorData } from '@freight/contract/envelope';
import { ApiError, BUSINESS_CODES, refusalMessage } from './envelope.ts';

export function validationFailed(fields: ValidationErrorData['fields']): ApiError {
  const code = BUSINESS_CODES.VALIDATION_FAILED;
  const names = [...new Set(fields.map((f) => f.field))].join(', ');
  return new ApiError(code, `${refusalMessage(code)}: ${names}`, { fields });
}
