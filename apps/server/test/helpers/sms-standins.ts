// Stand-ins for the two SMS providers' APIs, played from their public references, so that the real
// adapters (src/modules/identity/sms-tencent.ts, sms-aliyun.ts) can be driven end to end: the
// server's tests (sms-providers.test.ts) and the browser tests that log a driver in against a
// production-mode server. Plain TypeScript on node:http and node:crypto, no test framework.
//
// Each listens on 127.0.0.1 (a free port unless one is given) and checks a request as its
// provider documents it, recomputing the signature from the raw request with the secret it was
// given (its own code, not the adapter's): the action, version, region, clock, key id and
// signature, then the fields of SendSms. A request that fails a check gets the provider's own
// refusal (a bad signature: Tencent's AuthFailure.SignatureFailure, Alibaba's
// SignatureDoesNotMatch); one that passes is recorded in `sent` and answered as accepted.
//
//   const tencent = await startTencentSmsStandIn({ secretId, secretKey, sdkAppId });
//   // start the server with SMS_PROVIDER=tencent, SMS_ENDPOINT=tencent.url, TENCENT_* the same
//   // … ask for a code for 13900000003 …
//   const code = tencent.latestCode('13900000003');
//   tencent.failNext('LimitExceeded.PhoneNumberDailyLimit'); // the next send is refused so
//   tencent.hangNext(); // the next send is kept (in `sent`) but never answered: a timeout
//   await tencent.close();
//
// References:
// - Tencent Cloud SMS: "签名方法 v3", https://cloud.tencent.com/document/api/382/52069 (调用方式);
//   "SendSms" (2021-01-11), https://cloud.tencent.com/document/api/382/55981; "错误码",
//   https://cloud.tencent.com/document/api/382/52075 and https://cloud.tencent.com/document/api/382/59177.
// - Alibaba Cloud SMS: "V3版本请求体&签名机制",
//   https://help.aliyun.com/zh/sdk/product-overview/v3-request-structure-and-signature;
//   "SendSms - 发送短信", https://help.aliyun.com/document_detail/55284.html; "国内消息API错误码",
//   https://help.aliyun.com/zh/sms/developer-reference/api-error-codes.

import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message a stand-in accepted. */
export interface ReceivedSms {
  /** The number as the app knows it: 11 digits. */
  mobile: string;
  /** The number as it was sent: `+8613900000003` to Tencent, `13900000003` to Alibaba. */
  phoneNumber: string;
  /** Tencent's TemplateId, Alibaba's TemplateCode. */
  templateId: string;
  /** The template's parameters: Tencent's in order (TemplateParamSet), Alibaba's by name. */
  params: string[] | Record<string, string>;
  signName: string;
  /** The sender's reference: Tencent's SessionContext, Alibaba's OutId. */
  reference: string;
  /** The RequestId the stand-in answered (or would have answered) with. */
  requestId: string;
}

/** A refusal a stand-in answered: its check's or `failNext`'s. */
export interface StandInRefusal {
  code: string;
  requestId: string;
}

export interface SmsStandIn {
  /** Its address, for SMS_ENDPOINT: `http://127.0.0.1:<port>`. */
  readonly url: string;
  /** The messages it accepted (and those `hangNext` held), oldest first. */
  readonly sent: ReceivedSms[];
  /** The refusals it answered, oldest first. */
  readonly refusals: StandInRefusal[];
  /** The 6-digit code of the latest message to `mobile` (a login template's parameter). */
  latestCode(mobile: string): string | undefined;
  /** The next send that passes the checks is refused with this code of the provider, once. */
  failNext(code: string, message?: string): void;
  /** The next send that passes the checks is recorded and never answered (until `close`). */
  hangNext(): void;
  /** Stops listening and drops every connection, the held ones too. */
  close(): Promise<void>;
}

export interface TencentSmsStandInOptions {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  /** The region requests must name (X-TC-Region); ap-guangzhou by default. */
  region?: string;
  /** The approved signature's text; any when unset. */
  signName?: string;
  /** The approved template ids; any when unset. */
  templateIds?: readonly string[];
  /** A port to listen on; a free one by default. */
  port?: number;
}

export interface AliyunSmsStandInOptions {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved signature's name; any when unset. */
  signName?: string;
  /** The approved template codes; any when unset. */
  templateCodes?: readonly string[];
  /** A port to listen on; a free one by default. */
  port?: number;
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, text: string) =>
  createHmac('sha256', key).update(text).digest();
const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const header = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** What both stand-ins share: the server, the record, the next failure or hang. */
function standIn(
  port: number,
  handle: (
    request: IncomingMessage,
    body: Buffer,
    response: ServerResponse,
    state: StandInState,
  ) => void,
): Promise<SmsStandIn> {
  const state: StandInState = { sent: [], refusals: [], next: undefined };
  const server = createServer((request, response) => {
    readBody(request).then(
      (body) => handle(request, body, response, state),
      () => response.destroy(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${bound}`,
        sent: state.sent,
        refusals: state.refusals,
        latestCode(mobile) {
          const latest = state.sent.findLast((message) => message.mobile === mobile);
          const params = latest ? Object.values(latest.params) : [];
          return params.find((value) => /^\d{6}$/.test(value));
        },
        failNext(code, message) {
          state.next = { fail: code, message };
        },
        hangNext() {
          state.next = { hang: true };
        },
        close() {
          return new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          });
        },
      });
    });
  });
}

interface StandInState {
  sent: ReceivedSms[];
  refusals: StandInRefusal[];
  next: { fail: string; message: string | undefined } | { hang: true } | undefined;
}

// --- Tencent Cloud SMS ----------------------------------------------------------------------------

/** Codes Tencent reports per number (SendStatusSet[].Code); the others refuse the whole request. */
const TENCENT_PER_NUMBER =
  /^(?:LimitExceeded\.PhoneNumber|InvalidParameterValue\.IncorrectPhoneNumber$|FailedOperation\.PhoneNumberInBlacklist$)/;
const TENCENT_SIGNATURE_FAILURE =
  'The provided credentials could not be validated. Please check your signature is correct.';

const TC3_AUTHORIZATION =
  /^TC3-HMAC-SHA256 Credential=([^/\s]+)\/(\d{4}-\d{2}-\d{2})\/([a-z]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

/** Plays Tencent Cloud SMS's SendSms (2021-01-11) at `url`. */
export function startTencentSmsStandIn(options: TencentSmsStandInOptions): Promise<SmsStandIn> {
  const region = options.region ?? 'ap-guangzhou';
  return standIn(options.port ?? 0, (request, body, response, state) => {
    const requestId = randomUUID();
    const refuse = (code: string, message: string) => {
      state.refusals.push({ code, requestId });
      sendJson(response, 200, {
        Response: { Error: { Code: code, Message: message }, RequestId: requestId },
      });
    };

    // The common parameters, in headers (signature method v3).
    if (
      request.method !== 'POST' ||
      !/^application\/json/.test(header(request, 'content-type') ?? '')
    ) {
      return refuse('InvalidParameter', 'The stand-in takes POST with a JSON body.');
    }
    if (header(request, 'x-tc-action') !== 'SendSms') {
      return refuse('InvalidAction', 'The action does not exist.');
    }
    if (header(request, 'x-tc-version') !== '2021-01-11') {
      return refuse('NoSuchVersion', 'The API version does not exist.');
    }
    if (header(request, 'x-tc-region') !== region) {
      return refuse('UnsupportedRegion', `The region is not ${region}.`);
    }
    const timestamp = Number(header(request, 'x-tc-timestamp'));
    if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300) {
      return refuse('AuthFailure.SignatureExpire', 'The signature expired (5 minutes).');
    }
    const authorization = TC3_AUTHORIZATION.exec(header(request, 'authorization') ?? '');
    if (!authorization) {
      return refuse('AuthFailure.InvalidAuthorization', 'The Authorization header is malformed.');
    }
    const [, secretId = '', date = '', service = '', signedHeaders = '', signature = ''] =
      authorization;
    if (secretId !== options.secretId) {
      return refuse('AuthFailure.SecretIdNotFound', 'The SecretId does not exist.');
    }
    const names = signedHeaders.split(';');
    const scopeDate = new Date(timestamp * 1000).toISOString().slice(0, 10);
    if (
      service !== 'sms' ||
      date !== scopeDate ||
      !names.includes('content-type') ||
      !names.includes('host')
    ) {
      return refuse('AuthFailure.SignatureFailure', TENCENT_SIGNATURE_FAILURE);
    }
    // The canonical request from the raw request: POST, `/`, no query, the signed headers as
    // received (lower-cased, trimmed), their names, the body's SHA-256.
    const canonicalHeaders = names
      .map((name) => `${name}:${(header(request, name) ?? '').trim().toLowerCase()}\n`)
      .join('');
    const canonicalRequest = `POST\n/\n\n${canonicalHeaders}\n${signedHeaders}\n${sha256Hex(body)}`;
    const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/${service}/tc3_request\n${sha256Hex(canonicalRequest)}`;
    const key = hmac(hmac(hmac(`TC3${options.secretKey}`, date), service), 'tc3_request');
    if (!sameHex(createHmac('sha256', key).update(stringToSign).digest('hex'), signature)) {
      return refuse('AuthFailure.SignatureFailure', TENCENT_SIGNATURE_FAILURE);
    }

    // SendSms's fields.
    let fields: Record<string, unknown>;
    try {
      fields = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    } catch {
      return refuse('InvalidParameter', 'The body is not JSON.');
    }
    const numbers = fields.PhoneNumberSet;
    if (!Array.isArray(numbers) || numbers.length < 1 || numbers.length > 200) {
      return refuse('MissingParameter', 'PhoneNumberSet holds 1 to 200 numbers.');
    }
    if (fields.SmsSdkAppId !== options.sdkAppId) {
      return refuse(
        'UnauthorizedOperation.SmsSdkAppIdVerifyFail',
        'SmsSdkAppId verification failed.',
      );
    }
    const templateId = fields.TemplateId;
    if (
      typeof templateId !== 'string' ||
      (options.templateIds && !options.templateIds.includes(templateId))
    ) {
      return refuse(
        'FailedOperation.TemplateIncorrectOrUnapproved',
        'The template is not approved.',
      );
    }
    const signName = fields.SignName;
    if (
      typeof signName !== 'string' ||
      (options.signName !== undefined && signName !== options.signName)
    ) {
      return refuse(
        'FailedOperation.SignatureIncorrectOrUnapproved',
        'The signature is not approved.',
      );
    }
    const params = fields.TemplateParamSet ?? [];
    if (!Array.isArray(params) || !params.every((param) => typeof param === 'string')) {
      return refuse(
        'InvalidParameterValue.TemplateParameterFormatError',
        'TemplateParamSet holds strings.',
      );
    }
    const reference = fields.SessionContext ?? '';
    if (typeof reference !== 'string' || Buffer.byteLength(reference) >= 512) {
      return refuse('InvalidParameterValue', 'SessionContext is a string under 512 bytes.');
    }

    const next = state.next;
    state.next = undefined;
    if (next && 'fail' in next && !TENCENT_PER_NUMBER.test(next.fail)) {
      return refuse(next.fail, next.message ?? next.fail);
    }
    const statuses = numbers.map((number: unknown) => {
      const phoneNumber = String(number);
      const mainland = /^\+86(1[3-9]\d{9})$/.exec(phoneNumber);
      const status = { PhoneNumber: phoneNumber, SessionContext: reference, IsoCode: 'CN', Fee: 0 };
      const refused = !mainland
        ? { code: 'InvalidParameterValue.IncorrectPhoneNumber', message: 'incorrect number format' }
        : next && 'fail' in next
          ? { code: next.fail, message: next.message ?? next.fail }
          : undefined;
      if (refused) {
        state.refusals.push({ code: refused.code, requestId });
        return { ...status, SerialNo: '', Code: refused.code, Message: refused.message };
      }
      state.sent.push({
        mobile: mainland?.[1] ?? '',
        phoneNumber,
        templateId,
        params: params,
        signName,
        reference,
        requestId,
      });
      return {
        ...status,
        SerialNo: `stand-in:${randomBytes(8).toString('hex')}`,
        Fee: 1,
        Code: 'Ok',
        Message: 'send success',
      };
    });
    // Kept, never answered: the connection stays open until `close`.
    if (next && 'hang' in next) return;
    sendJson(response, 200, { Response: { SendStatusSet: statuses, RequestId: requestId } });
  });
}

// --- Alibaba Cloud SMS ----------------------------------------------------------------------------

const ACS3_AUTHORIZATION =
  /^ACS3-HMAC-SHA256 Credential=([^,\s]+),SignedHeaders=([a-z0-9;-]+),Signature=([0-9a-f]{64})$/;

/** RFC 3986 percent-encoding, as the V3 signature's canonical query and URI use it. */
const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** Short messages of the codes this stand-in says itself (the references' wording, in brief). */
const ALIYUN_MESSAGES: Readonly<Record<string, string>> = {
  'isv.BUSINESS_LIMIT_CONTROL': '触发分钟级流控Permits:1',
  'isv.MOBILE_NUMBER_ILLEGAL': '非法手机号',
  'isv.SMS_TEMPLATE_ILLEGAL': '模板不合法',
  'isv.SMS_SIGNATURE_ILLEGAL': '签名不合法',
  'isv.AMOUNT_NOT_ENOUGH': '账户余额不足',
  'isv.DAY_LIMIT_CONTROL': '触发日发送限额',
  'isv.INVALID_JSON_PARAM': 'JSON参数不合法',
};

/** Plays Alibaba Cloud SMS's SendSms (Dysmsapi 2017-05-25) at `url`. */
export function startAliyunSmsStandIn(options: AliyunSmsStandInOptions): Promise<SmsStandIn> {
  const nonces = new Set<string>();
  return standIn(options.port ?? 0, (request, body, response, state) => {
    const requestId = randomUUID().toUpperCase();
    // The gateway's refusals: an HTTP error status and the request's id, host and code.
    const reject = (status: number, code: string, message: string) => {
      state.refusals.push({ code, requestId });
      sendJson(response, status, {
        RequestId: requestId,
        HostId: 'dysmsapi.aliyuncs.com',
        Code: code,
        Message: message,
        Recommend: 'https://api.aliyun.com/troubleshoot',
      });
    };
    // SendSms's own refusals: HTTP 200, the code and its message.
    const refuse = (code: string, message = ALIYUN_MESSAGES[code] ?? code) => {
      state.refusals.push({ code, requestId });
      sendJson(response, 200, { Code: code, Message: message, RequestId: requestId });
    };

    const url = new URL(request.url ?? '/', 'http://stand-in');
    if ((request.method !== 'POST' && request.method !== 'GET') || url.pathname !== '/') {
      return reject(404, 'InvalidAction.NotFound', 'The stand-in serves RPC actions at /.');
    }
    if (header(request, 'x-acs-action') !== 'SendSms') {
      return reject(404, 'InvalidAction.NotFound', 'Specified api is not found.');
    }
    if (header(request, 'x-acs-version') !== '2017-05-25') {
      return reject(400, 'InvalidVersion', 'Specified version is not valid.');
    }
    const date = header(request, 'x-acs-date') ?? '';
    const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(date) ? Date.parse(date) : NaN;
    if (!(Math.abs(Date.now() - at) <= 15 * 60_000)) {
      return reject(400, 'InvalidTimeStamp.Expired', 'x-acs-date is not within 15 minutes.');
    }
    const authorization = ACS3_AUTHORIZATION.exec(header(request, 'authorization') ?? '');
    if (!authorization) {
      return reject(400, 'IncompleteSignature', 'The Authorization header is malformed.');
    }
    const [, accessKeyId = '', signedHeaders = '', signature = ''] = authorization;
    if (accessKeyId !== options.accessKeyId) {
      return reject(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    }
    // Every x-acs-* header sent, the host and a content type (when sent) are signed.
    const names = signedHeaders.split(';');
    const mustSign = Object.keys(request.headers).filter(
      (name) => name.startsWith('x-acs-') || name === 'host' || name === 'content-type',
    );
    if (!mustSign.every((name) => names.includes(name))) {
      return reject(400, 'IncompleteSignature', 'A common header is not signed.');
    }
    const nonce = header(request, 'x-acs-signature-nonce') ?? '';
    if (!nonce || nonces.has(nonce)) {
      return reject(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    }
    const hashedPayload = header(request, 'x-acs-content-sha256') ?? '';
    // The canonical request from the raw request: method, `/`, the query's pairs decoded,
    // re-encoded (RFC 3986) and sorted, the signed headers as received, trimmed, their names,
    // the payload's hash as sent (checked against the body below).
    const pairs = url.search
      .slice(1)
      .split('&')
      .filter(Boolean)
      .map((pair) => {
        const [name = '', value = ''] = pair.split(/=(.*)/s);
        return [decodeURIComponent(name), decodeURIComponent(value)] as const;
      });
    const canonicalQuery = pairs
      .map(([name, value]) => [rfc3986(name), rfc3986(value)] as const)
      .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
      .map(([name, value]) => `${name}=${value}`)
      .join('&');
    const canonicalHeaders = names
      .map((name) => `${name}:${(header(request, name) ?? '').trim()}\n`)
      .join('');
    const canonicalRequest = `${request.method}\n/\n${canonicalQuery}\n${canonicalHeaders}\n${signedHeaders}\n${hashedPayload}`;
    const expected = createHmac('sha256', options.accessKeySecret)
      .update(`ACS3-HMAC-SHA256\n${sha256Hex(canonicalRequest)}`)
      .digest('hex');
    if (!sameHex(expected, signature) || hashedPayload !== sha256Hex(body)) {
      return reject(
        400,
        'SignatureDoesNotMatch',
        'Specified signature does not match our calculation.',
      );
    }
    nonces.add(nonce);

    // SendSms's fields: the query's, or a form body's.
    const fields = new Map(pairs);
    if (/^application\/x-www-form-urlencoded/.test(header(request, 'content-type') ?? '')) {
      for (const [name, value] of new URLSearchParams(body.toString('utf8')))
        fields.set(name, value);
    }
    const phoneNumber = fields.get('PhoneNumbers') ?? '';
    // The mainland's form: the 11 digits (this stand-in takes one number at a time).
    if (!/^1[3-9]\d{9}$/.test(phoneNumber)) return refuse('isv.MOBILE_NUMBER_ILLEGAL');
    const signName = fields.get('SignName') ?? '';
    if (!signName || (options.signName !== undefined && signName !== options.signName)) {
      return refuse('isv.SMS_SIGNATURE_ILLEGAL');
    }
    const templateId = fields.get('TemplateCode') ?? '';
    if (!templateId || (options.templateCodes && !options.templateCodes.includes(templateId))) {
      return refuse('isv.SMS_TEMPLATE_ILLEGAL');
    }
    let params: Record<string, string> = {};
    const templateParam = fields.get('TemplateParam');
    if (templateParam !== undefined) {
      try {
        params = JSON.parse(templateParam) as Record<string, string>;
      } catch {
        return refuse('isv.INVALID_JSON_PARAM');
      }
      const valid = typeof params === 'object' && params !== null && !Array.isArray(params);
      if (!valid || !Object.values(params).every((value) => typeof value === 'string')) {
        return refuse('isv.INVALID_JSON_PARAM');
      }
    }

    const next = state.next;
    state.next = undefined;
    if (next && 'fail' in next) {
      const gateway = !/^(?:isv|isp)\./.test(next.fail);
      return gateway
        ? reject(
            next.fail.startsWith('InvalidAccessKeyId') ? 404 : 400,
            next.fail,
            next.message ?? next.fail,
          )
        : refuse(next.fail, next.message);
    }
    state.sent.push({
      mobile: phoneNumber,
      phoneNumber,
      templateId,
      params,
      signName,
      reference: fields.get('OutId') ?? '',
      requestId,
    });
    // Kept, never answered: the connection stays open until `close`.
    if (next && 'hang' in next) return;
    sendJson(response, 200, {
      Code: 'OK',
      Message: 'OK',
      BizId: `${Date.now()}^${randomBytes(4).readUInt32BE()}`,
      RequestId: requestId,
    });
  });
}
