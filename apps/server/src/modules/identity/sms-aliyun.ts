// Alibaba Cloud SMS (SMS_PROVIDER=aliyun, docs/decisions/033): Dysmsapi action SendSms, version
// 2017-05-25, a POST to dysmsapi.aliyuncs.com signed with the V3 signature ACS3-HMAC-SHA256,
// written here with node:crypto and fetch rather than the SDK (docs/dependency-review.md). Per
// Alibaba's reference ("V3版本请求体&签名机制", "SendSms", the API error codes): the parameters go in
// the query (the API's metadata puts them there), a mainland number as its 11 digits, the
// template's parameters as a JSON object by name (TemplateParam), our reference in OutId; the
// answer's Code is "OK" when accepted, an `isv.…` code otherwise (HTTP 200), and a request the
// gateway refuses (signature, key) is HTTP 4xx with the same fields.

import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { AliyunSmsConfig } from '../../config-sms.ts';
import {
  type ProviderAnswer,
  type ProviderMessage,
  type ProviderSenderOptions,
  ProviderSmsSender,
  type SmsRefusal,
} from './sms-provider.ts';

export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com';
const ACTION = 'SendSms';
const VERSION = '2017-05-25';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** RFC 3986 percent-encoding: all but A-Z a-z 0-9 - _ . ~ (a space is %20, `*` is %2A). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export interface Acs3Input {
  accessKeyId: string;
  accessKeySecret: string;
  method: string;
  /** The query's parameters (RPC style: every parameter of the action). */
  query: Readonly<Record<string, string>>;
  /** The headers signed, by lower-case name: host and every x-acs-* header sent. */
  headers: Readonly<Record<string, string>>;
  /** The x-acs-content-sha256 header: the body's SHA-256 in hex. */
  hashedPayload: string;
}

/** The query string signed and sent: names sorted, names and values RFC 3986-encoded. */
export function canonicalQuery(query: Readonly<Record<string, string>>): string {
  return Object.keys(query)
    .sort()
    .map((name) => `${percentEncode(name)}=${percentEncode(query[name] ?? '')}`)
    .join('&');
}

/**
 * The Authorization header, signed ACS3-HMAC-SHA256 as Alibaba's "V3版本请求体&签名机制" says: the
 * canonical request (method, URI `/` for an RPC action, the canonical query, each signed header as
 * `name:value` trimmed, their names, the hashed payload), then the string to sign (the algorithm
 * and the canonical request's SHA-256) signed with the AccessKey secret.
 */
export function acs3Authorization(input: Acs3Input): string {
  const names = Object.keys(input.headers)
    .map((name) => name.toLowerCase())
    .sort();
  const value = (name: string) =>
    Object.entries(input.headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? '';
  const canonicalHeaders = names.map((name) => `${name}:${value(name).trim()}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    input.method.toUpperCase(),
    '/',
    canonicalQuery(input.query),
    canonicalHeaders,
    signedHeaders,
    input.hashedPayload,
  ].join('\n');
  const stringToSign = `ACS3-HMAC-SHA256\n${sha256Hex(canonicalRequest)}`;
  const signature = createHmac('sha256', input.accessKeySecret)
    .update(stringToSign, 'utf8')
    .digest('hex');
  return `ACS3-HMAC-SHA256 Credential=${input.accessKeyId},SignedHeaders=${signedHeaders},Signature=${signature}`;
}

/** The codes Alibaba documents that we act on (the SendSms API error codes, the gateway's). */
const REFUSALS: Readonly<Record<string, SmsRefusal>> = {
  // The window (minute, hour, day) is read from the message: see refusalOf.
  'isv.BUSINESS_LIMIT_CONTROL': { kind: 'number-limit', window: 'minute' },
  'isv.MOBILE_NUMBER_ILLEGAL': { kind: 'number-rejected' },
  'isv.SMS_TEMPLATE_ILLEGAL': { kind: 'unavailable', cause: 'template' },
  'isv.TEMPLATE_MISSING_PARAMETERS': { kind: 'unavailable', cause: 'template' },
  'isv.TEMPLATE_PARAMS_ILLEGAL': { kind: 'unavailable', cause: 'template' },
  'isv.SMS_SIGNATURE_ILLEGAL': { kind: 'unavailable', cause: 'sign' },
  'isv.SMS_SIGN_ILLEGAL': { kind: 'unavailable', cause: 'sign' },
  'isv.SIGN_STATE_ILLEGAL': { kind: 'unavailable', cause: 'sign' },
  'isv.SMS_SIGNATURE_SCENE_ILLEGAL': { kind: 'unavailable', cause: 'sign' },
  'isv.AMOUNT_NOT_ENOUGH': { kind: 'unavailable', cause: 'balance' },
  'isv.OUT_OF_SERVICE': { kind: 'unavailable', cause: 'balance' },
  'isv.DAY_LIMIT_CONTROL': { kind: 'unavailable', cause: 'account-limit' },
  'isv.MONTH_LIMIT_CONTROL': { kind: 'unavailable', cause: 'account-limit' },
  'isv.PRODUCT_UN_SUBSCRIPT': { kind: 'unavailable', cause: 'account' },
  'isv.ACCOUNT_NOT_EXISTS': { kind: 'auth' },
  'isp.RAM_PERMISSION_DENY': { kind: 'auth' },
  'InvalidAccessKeyId.NotFound': { kind: 'auth' },
  'InvalidAccessKeyId.Inactive': { kind: 'auth' },
  SignatureDoesNotMatch: { kind: 'auth' },
  IncompleteSignature: { kind: 'auth' },
  'InvalidTimeStamp.Expired': { kind: 'auth' },
  SignatureNonceUsed: { kind: 'auth' },
};

interface SendSmsAnswer {
  Code?: unknown;
  Message?: unknown;
  RequestId?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export class AliyunSmsSender extends ProviderSmsSender<AliyunSmsConfig> {
  readonly name = 'aliyun';
  protected readonly accepted = 'OK';
  readonly #url: URL;

  constructor(options: ProviderSenderOptions<AliyunSmsConfig>) {
    super(options);
    this.#url = new URL('/', options.endpoint ?? ALIYUN_SMS_ENDPOINT);
  }

  protected async request(message: ProviderMessage): Promise<ProviderAnswer> {
    const { accessKeyId, accessKeySecret, signName } = this.account;
    const query = {
      PhoneNumbers: message.mobile,
      SignName: signName,
      TemplateCode: message.templateId,
      TemplateParam: JSON.stringify(Object.fromEntries(message.params)),
      OutId: message.reference,
    };
    const hashedPayload = sha256Hex('');
    // Every x-acs-* header is signed, and the host (fetch sends the URL's).
    const acs = {
      'x-acs-action': ACTION,
      'x-acs-version': VERSION,
      // ISO 8601 in UTC to the second.
      'x-acs-date': new Date(this.now()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      'x-acs-signature-nonce': randomBytes(16).toString('hex'),
      'x-acs-content-sha256': hashedPayload,
    };
    const authorization = acs3Authorization({
      accessKeyId,
      accessKeySecret,
      method: 'POST',
      query,
      headers: { host: this.#url.host, ...acs },
      hashedPayload,
    });
    const { status, body } = await this.call(`${this.#url.href}?${canonicalQuery(query)}`, {
      method: 'POST',
      headers: { ...acs, authorization },
    });
    const answer = body as SendSmsAnswer | undefined;
    const code = text(answer?.Code);
    if (!code) throw this.unreadable(status);
    return { requestId: text(answer?.RequestId), code, message: text(answer?.Message) ?? '' };
  }

  protected refusalOf({ code, message }: ProviderAnswer): SmsRefusal | undefined {
    if (code === 'isv.BUSINESS_LIMIT_CONTROL') {
      // The message says which of the number's limits was met: 分钟级 / 小时级 / 天级 (or in English).
      const window = /天|day/i.test(message)
        ? 'day'
        : /小时|hour/i.test(message)
          ? 'hour'
          : 'minute';
      return { kind: 'number-limit', window };
    }
    return Object.hasOwn(REFUSALS, code) ? REFUSALS[code] : undefined;
  }
}
