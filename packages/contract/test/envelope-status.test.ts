import { describe, expect, it } from 'vitest';
import {
  BUSINESS_CODES,
  CODE_MESSAGES,
  describeStatus,
  envelopeSchema,
  fail,
  httpStatusFor,
  isOk,
  ok,
  STATUS_DESCRIPTIONS,
} from '../src/index.ts';

describe('envelope', () => {
  it('builds success and failure', () => {
    expect(ok({ a: 1 })).toEqual({ status: { code: 0, msg: 'success' }, data: { a: 1 } });
    expect(fail(BUSINESS_CODES.BAD_SIGNATURE, '签名无效')).toEqual({
      status: { code: 4001, msg: '签名无效' },
      data: null,
    });
    expect(isOk(ok(null))).toBe(true);
    expect(isOk(fail(1001, 'x'))).toBe(false);
    expect(envelopeSchema.safeParse(fail(1001, 'x', { left: 0 })).success).toBe(true);
    expect(envelopeSchema.safeParse({ status: { code: '0', msg: '' }, data: null }).success).toBe(
      false,
    );
  });

  it('maps every code to an HTTP status of the catalogue', () => {
    const expected: Record<string, number> = {
      OK: 200,
      BUSINESS_RULE: 200,
      LIMIT_REACHED: 200,
      SOLD_OUT: 200,
      NOT_IN_TIME_WINDOW: 200,
      LINK_EXPIRED: 200,
      BAD_REQUEST: 400,
      BAD_SIGNATURE: 400,
      TIMESTAMP_SKEW: 400,
      REPLAYED: 400,
      UNDECRYPTABLE: 400,
      UNAUTHENTICATED: 401,
      FORBIDDEN: 403,
      XSRF_MISMATCH: 403,
      SIGN_IN_UNFINISHED: 403,
      NOT_FOUND: 404,
      CONFLICT: 409,
      VALIDATION_FAILED: 422,
      RATE_LIMITED: 429,
      SERVER_ERROR: 500,
      UPSTREAM_ERROR: 502,
      SERVICE_UNAVAILABLE: 503,
      UPSTREAM_TIMEOUT: 504,
    };
    expect(Object.keys(BUSINESS_CODES).sort()).toEqual(Object.keys(expected).sort());
    for (const [name, code] of Object.entries(BUSINESS_CODES)) {
      expect(httpStatusFor(code), name).toBe(expected[name]);
      expect(STATUS_DESCRIPTIONS[httpStatusFor(code)], name).toBeDefined();
      expect(CODE_MESSAGES[code]['zh-CN'], name).toBeTruthy();
      expect(CODE_MESSAGES[code]['en-US'], name).toBeTruthy();
    }
    expect(httpStatusFor(42)).toBe(500);
    expect(httpStatusFor(-1)).toBe(500);
  });
});

describe('describeStatus', () => {
  it('covers SPEC §8 in both languages', () => {
    for (const status of [
      200, 201, 202, 204, 400, 401, 403, 404, 406, 410, 422, 500, 502, 503, 504,
    ]) {
      expect(describeStatus(status, 'zh-CN', 'x')).not.toBe('x');
      expect(describeStatus(status, 'en-US', 'x')).not.toBe('x');
    }
    expect(describeStatus(503, 'zh-CN', '')).toBe('服务暂时不可用，服务器正在维护或负载过高');
    expect(describeStatus(404, 'en', '')).toBe('The record does not exist');
    expect(describeStatus(404, 'fr-FR', '')).toBe('请求的记录不存在');
  });

  it('falls back to the status text', () => {
    expect(describeStatus(418, 'zh-CN', "I'm a teapot")).toBe("I'm a teapot");
  });
});
