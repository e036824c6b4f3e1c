import type { I18n } from '@/lib/i18n/i18n';
import { isRequestError } from '@/lib/request/request-error';
import type { KitKey } from '../i18n/catalogue';

/** Why a login code was refused (the server's `data.reason`), said in the visitor's language. */
export function loginErrorMessage(error: unknown, t: I18n<KitKey>['t']): string {
  if (isRequestError(error)) {
    const data = (error.details.response as { data?: { reason?: unknown } } | undefined)?.data;
    if (data?.reason === 'code_wrong') return t('login.error.codeWrong');
    if (data?.reason === 'code_invalid') return t('login.error.codeInvalid');
    return error.message;
  }
  return t('request.failed');
}
