// Tencent Cloud SMS (SMS_PROVIDER=tencent, docs/decisions/033): API 3.0 action SendSms, version
// 2021-01-11, a JSON POST to sms.tencentcloudapi.com signed with TC3-HMAC-SHA256, written here
// with node:crypto and fetch rather than the SDK (docs/dependency-review.md). Per Tencent's
// reference ("签名方法 v3", "SendSms", "错误码"): numbers in E.164 (+86…); the template's
// parameters in order (TemplateParamSet); our reference in SessionContext; the answer is HTTP 200
// either way, a request refused as a whole in Response.Error, a number's outcome in
// Response.SendStatusSet[].Code ("Ok" when accepted).

import { createHash, createHmac } from 'node:crypto';
import type { TencentSmsConfig } from '../../config-sms.ts';
import {
  type ProviderAnswer,
  type ProviderMessage,
  type ProviderSenderOptions,
  ProviderSmsSender,
  type SmsRefusal,
} from './sms-provider.ts';

export const TENCENT_SMS_ENDPOINT = 'https://sms.tencentcloudapi.com';
const SERVICE = 'sms';
const ACTION = 'SendSms';
const VERSION = '2021-01-11';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: string | Buffer, text: string) =>
  createHmac('sha256', key).update(text, 'utf8').digest();

export interface Tc3Input {
  secretId: string;
  secretKey: string;
  /** The product's service name, e.g. `sms` (the first part of its host). */
  service: string;
  /** The headers signed, by lower-case name (at least content-type and host), with their values. */
  headers: Readonly<Record<string, string>>;
  /** The request's body, exactly as sent. */
  payload: string;
  /** Seconds since the epoch: the X-TC-Timestamp header. */
  timestamp: number;
}

/**
 * The Authorization header of a POST to `/` with no query, signed TC3-HMAC-SHA256 as Tencent's
 * "签名方法 v3" says: the canonical request (method, URI `/`, empty query, each signed header as
 * `name:value` lower-cased and trimmed, their names, the payload's SHA-256), then the string to
 * sign (algorithm, timestamp, `date/service/tc3_request`, the canonical request's SHA-256), signed
 * by a key derived from the secret through the UTC date, the service and `tc3_request`.
 */
export function tc3Authorization(input: Tc3Input): string {
  const names = Object.keys(input.headers)
    .map((name) => name.toLowerCase())
    .sort();
  const value = (name: string) =>
    Object.entries(input.headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? '';
  const canonicalHeaders = names
    .map((name) => `${name}:${value(name).trim().toLowerCase()}\n`)
    .join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    'POST',
    '/',
    '',
    canonicalHeaders,
    signedHeaders,
    sha256Hex(input.payload),
  ].join('\n');
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const scope = `${date}/${input.service}/tc3_request`;
  const stringToSign = [
    'TC3-HMAC-SHA256',
    String(input.timestamp),
    scope,
    sha256Hex(canonicalRequest),
  ].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${input.secretKey}`, date), input.service), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return `TC3-HMAC-SHA256 Credential=${input.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

/** The codes Tencent documents that we act on ("错误码", the SMS send codes and the common ones). */
const REFUSALS: Readonly<Record<string, SmsRefusal>> = {
  'LimitExceeded.PhoneNumberThirtySecondLimit': { kind: 'number-limit', window: 'thirty-seconds' },
  'LimitExceeded.PhoneNumberOneHourLimit': { kind: 'number-limit', window: 'hour' },
  'LimitExceeded.PhoneNumberDailyLimit': { kind: 'number-limit', window: 'day' },
  'LimitExceeded.PhoneNumberSameContentDailyLimit': { kind: 'number-limit', window: 'day' },
  'InvalidParameterValue.IncorrectPhoneNumber': { kind: 'number-rejected' },
  'FailedOperation.PhoneNumberInBlacklist': { kind: 'number-rejected' },
  'FailedOperation.TemplateIncorrectOrUnapproved': { kind: 'unavailable', cause: 'template' },
  'InvalidParameterValue.TemplateParameterFormatError': { kind: 'unavailable', cause: 'template' },
  'InvalidParameterValue.TemplateParameterLengthLimit': { kind: 'unavailable', cause: 'template' },
  'FailedOperation.SignatureIncorrectOrUnapproved': { kind: 'unavailable', cause: 'sign' },
  'FailedOperation.InsufficientBalanceInSmsPackage': { kind: 'unavailable', cause: 'balance' },
  'LimitExceeded.DailyLimit': { kind: 'unavailable', cause: 'account-limit' },
  'LimitExceeded.AppDailyLimit': { kind: 'unavailable', cause: 'account-limit' },
  'InvalidParameterValue.SdkAppIdNotExist': { kind: 'unavailable', cause: 'account' },
  'UnauthorizedOperation.SmsSdkAppIdVerifyFail': { kind: 'unavailable', cause: 'account' },
  'UnauthorizedOperation.RequestIpNotInWhitelist': { kind: 'unavailable', cause: 'account' },
  'AuthFailure.SignatureFailure': { kind: 'auth' },
  'AuthFailure.SignatureExpire': { kind: 'auth' },
  'AuthFailure.SecretIdNotFound': { kind: 'auth' },
  'AuthFailure.InvalidSecretId': { kind: 'auth' },
  'AuthFailure.InvalidAuthorization': { kind: 'auth' },
  'AuthFailure.UnauthorizedOperation': { kind: 'auth' },
};

interface SendSmsAnswer {
  Response?: {
    RequestId?: unknown;
    Error?: { Code?: unknown; Message?: unknown };
    SendStatusSet?: { Code?: unknown; Message?: unknown }[];
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export class TencentSmsSender extends ProviderSmsSender<TencentSmsConfig> {
  readonly name = 'tencent';
  protected readonly accepted = 'Ok';
  readonly #url: URL;

  constructor(options: ProviderSenderOptions<TencentSmsConfig>) {
    super(options);
    this.#url = new URL('/', options.endpoint ?? TENCENT_SMS_ENDPOINT);
  }

  protected async request(message: ProviderMessage): Promise<ProviderAnswer> {
    const { secretId, secretKey, sdkAppId, region, signName } = this.account;
    const payload = JSON.stringify({
      PhoneNumberSet: [`+86${message.mobile}`],
      SmsSdkAppId: sdkAppId,
      SignName: signName,
      TemplateId: message.templateId,
      TemplateParamSet: message.params.map(([, value]) => value),
      SessionContext: message.reference,
    });
    const timestamp = Math.floor(this.now() / 1000);
    const signed = {
      'content-type': 'application/json; charset=utf-8',
      host: this.#url.host,
      'x-tc-action': ACTION,
    };
    const authorization = tc3Authorization({
      secretId,
      secretKey,
      service: SERVICE,
      headers: signed,
      payload,
      timestamp,
    });
    const { status, body } = await this.call(this.#url.href, {
      method: 'POST',
      headers: {
        'content-type': signed['content-type'],
        'x-tc-action': ACTION,
        'x-tc-version': VERSION,
        'x-tc-region': region,
        'x-tc-timestamp': String(timestamp),
        authorization,
      },
      body: payload,
    });
    const response = (body as SendSmsAnswer | undefined)?.Response;
    const requestId = text(response?.RequestId);
    const error = response?.Error;
    if (error) {
      return { requestId, code: text(error.Code) ?? '?', message: text(error.Message) ?? '' };
    }
    const [outcome] = response?.SendStatusSet ?? [];
    const code = text(outcome?.Code);
    if (!code) throw this.unreadable(status);
    return { requestId, code, message: text(outcome?.Message) ?? '' };
  }

  protected refusalOf({ code }: ProviderAnswer): SmsRefusal | undefined {
    return Object.hasOwn(REFUSALS, code) ? REFUSALS[code] : undefined;
  }
}
