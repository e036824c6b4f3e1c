// The response envelope and the error-code table (docs/design.md §3, docs/contract.md "Envelope").
//
// Two kinds of non-zero code:
// - 1xxx: a business result the user should read (limit reached, sold out, link expired...). HTTP 200,
//   so the page shows `status.msg` in place and no 'request error' dialog appears.
// - 4xxx / 5xxx: the request itself was refused (signature, replay, schema, session...) or the server
//   failed. The HTTP status is the code's first three digits and follows SPEC §8, so the client's
//   generic non-2xx handling (dialog + thrown error) applies; a correct client rarely sees these.

import * as z from 'zod';

export interface EnvelopeStatus {
  code: number;
  msg: string;
}

export interface Envelope<T> {
  status: EnvelopeStatus;
  data: T;
}

export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { status: { code: 0, msg }, data };
}

export function fail<T = null>(code: number, msg: string, data: T = null as T): Envelope<T> {
  return { status: { code, msg }, data };
}

export function isOk<T>(envelope: Envelope<T>): boolean {
  return envelope.status.code === 0;
}

export { BUSINESS_CODES, type BusinessCode, type CodeName } from './business-codes.ts';
import type { BusinessCode } from './business-codes.ts';

/**
 * HTTP status for a code: 200 for 0 and 1xxx, the first three digits for 4xxx/5xxx
 * (4220 → 422), 500 for anything else (an unknown code is a server bug).
 */
export function httpStatusFor(code: number): number {
  if (code === 0 || (code >= 1000 && code <= 1999)) return 200;
  if (code >= 4000 && code <= 5999) return Math.floor(code / 10);
  return 500;
}

type Messages = Record<BusinessCode, { 'zh-CN': string; 'en-US': string }>;

/** Default `status.msg` per code; the server may send a more specific message. */
export const CODE_MESSAGES: Messages = {
  0: { 'zh-CN': '成功', 'en-US': 'Success' },
  1000: { 'zh-CN': '暂时无法办理', 'en-US': 'This cannot be done right now' },
  1001: { 'zh-CN': '已达到次数上限', 'en-US': 'You have reached the limit' },
  1002: { 'zh-CN': '已经抢光了', 'en-US': 'Sold out' },
  1003: { 'zh-CN': '不在活动时间内', 'en-US': 'Outside the activity period' },
  1004: { 'zh-CN': '链接已失效', 'en-US': 'This link has expired' },
  4000: { 'zh-CN': '请求有误', 'en-US': 'Bad request' },
  4001: { 'zh-CN': '请求签名无效', 'en-US': 'Invalid request signature' },
  4002: {
    'zh-CN': '手机时间不准确，请校准后重试',
    'en-US': "Your phone's clock is off; correct it and retry",
  },
  4003: { 'zh-CN': '请求重复，请重试', 'en-US': 'Duplicate request; please retry' },
  4004: { 'zh-CN': '请求内容无法解析', 'en-US': 'The request could not be read' },
  4010: { 'zh-CN': '请先登录', 'en-US': 'Please log in' },
  4030: { 'zh-CN': '没有权限', 'en-US': 'Not allowed' },
  4031: {
    'zh-CN': '页面已过期，请刷新后重试',
    'en-US': 'The page has expired; refresh and retry',
  },
  4032: { 'zh-CN': '请先完成登录', 'en-US': 'Finish signing in first' },
  4040: { 'zh-CN': '记录不存在', 'en-US': 'Not found' },
  4090: { 'zh-CN': '数据已变化，请刷新后重试', 'en-US': 'The data changed; refresh and retry' },
  4220: { 'zh-CN': '填写的内容有误', 'en-US': 'Some fields are invalid' },
  4290: { 'zh-CN': '操作太频繁，请稍后再试', 'en-US': 'Too many requests; try again later' },
  5000: { 'zh-CN': '服务器出错了，请稍后再试', 'en-US': 'Server error; try again later' },
  5020: { 'zh-CN': '外部服务出错，请稍后再试', 'en-US': 'An outside service failed' },
  5030: { 'zh-CN': '服务暂时不可用，请稍后再试', 'en-US': 'Service unavailable; try again later' },
  5040: { 'zh-CN': '外部服务超时，请稍后再试', 'en-US': 'An outside service timed out' },
};

/**
 * `data` of a VALIDATION_FAILED envelope: the failing fields, by dotted path. With a `rule` (one of
 * rules/field-rules.ts), `message` says what is wrong in the request's language, for the page to
 * show at the field; without one, `message` is developer text and the page says "not valid".
 */
export const validationErrorDataSchema = z.strictObject({
  fields: z.array(
    z.strictObject({ field: z.string(), message: z.string(), rule: z.string().optional() }),
  ),
});
export type ValidationErrorData = z.infer<typeof validationErrorDataSchema>;

/** `data` of a TIMESTAMP_SKEW envelope: server time in seconds, so the client can correct once. */
export const timestampSkewDataSchema = z.strictObject({ serverTime: z.int().nonnegative() });
export type TimestampSkewData = z.infer<typeof timestampSkewDataSchema>;

/**
 * `data` of a RATE_LIMITED envelope: how long to wait before asking again (also the `Retry-After`
 * header), so a page can count down instead of saying "try again later".
 */
export const rateLimitedDataSchema = z.strictObject({ retryAfterSeconds: z.int().positive() });
export type RateLimitedData = z.infer<typeof rateLimitedDataSchema>;

/** Any envelope; parse `data` with the endpoint's response schema only when `code` is 0. */
export const envelopeSchema = z.object({
  status: z.object({ code: z.int(), msg: z.string() }),
  data: z.unknown(),
});
