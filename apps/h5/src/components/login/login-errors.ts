import { BUSINESS_CODES } from '@freight/contract/business-codes';
import type { I18n, Locale } from '@/lib/i18n/i18n';
import { isRequestError } from '@/lib/request/request-error';
import { serverFieldProblems } from '../form/field-rules';
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

/** A code the SMS provider did not confirm in time: how long it works, and when to ask again. */
export interface LateCode {
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

const seconds = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;

/**
 * A send of a code the SMS provider did not answer in time (UPSTREAM_TIMEOUT from our server,
 * docs/decisions/033): the message may still arrive, the code stays valid, and the number waits as
 * after a send (the answer's `data`). Null for any other failure, a proxy's bare 504 included:
 * only our server's envelope says the code was kept.
 */
export function lateCode(error: unknown): LateCode | null {
  if (!isRequestError(error) || error.code !== BUSINESS_CODES.UPSTREAM_TIMEOUT) return null;
  const data = (error.details.response as { data?: Record<string, unknown> } | undefined)?.data;
  const expiresInSeconds = seconds(data?.expiresInSeconds);
  const resendAfterSeconds = seconds(data?.resendAfterSeconds);
  return expiresInSeconds && resendAfterSeconds ? { expiresInSeconds, resendAfterSeconds } : null;
}

/** The SMS provider cannot send for now (our server's 502 or 503 from sendSmsCode). */
export function smsUnavailable(error: unknown): boolean {
  return (
    isRequestError(error) &&
    (error.code === BUSINESS_CODES.SERVICE_UNAVAILABLE ||
      error.code === BUSINESS_CODES.UPSTREAM_ERROR)
  );
}

/**
 * What our server said about a failure (`status.msg`, in the page's language for the SMS
 * outcomes, docs/decisions/033), or null when it said nothing.
 */
export function serverWords(error: unknown): string | null {
  if (!isRequestError(error)) return null;
  const msg = (error.details.response as { status?: { msg?: unknown } } | undefined)?.status?.msg;
  return typeof msg === 'string' && msg.trim() !== '' ? msg : null;
}

/**
 * Why a code could not be sent, for the mobile field: the number the SMS provider will not text
 * (its rule's words, at the field), or what the request said.
 */
export function sendCodeErrorMessage(error: unknown, t: I18n<KitKey>['t'], locale: Locale): string {
  const atMobile = serverFieldProblems(error, locale)?.find(({ field }) => field === 'mobile');
  return atMobile ? atMobile.text : loginErrorMessage(error, t);
}
