// How routes answer. The envelope, its codes and the code → HTTP status rule belong to the
// contract (`@freight/contract/envelope`, docs/contract.md §6); this adds the server's two tools:
// a route returns `ok(data)` (re-exported here), or throws ApiError with a contract code.

import {
  BUSINESS_CODES,
  CODE_MESSAGES,
  type Envelope,
  fail,
  httpStatusFor,
  ok,
} from '@freight/contract/envelope';
import { z } from 'zod';

export { BUSINESS_CODES, type Envelope, ok };

/**
 * The default `msg` of a code. 1xxx results are shown in place on the page: Chinese, the product's
 * language. 4xxx/5xxx answers make the client show its own localised status dialog, so their
 * `msg` is for developers reading responses and logs: English.
 */
export function defaultMessage(code: number): string {
  const messages = CODE_MESSAGES[code as keyof typeof CODE_MESSAGES];
  if (code >= 1000 && code <= 1999) return messages?.['zh-CN'] ?? '暂时无法办理';
  return messages?.['en-US'] ?? 'Request refused';
}

/**
 * A refusal with a contract code: a business result (1xxx: HTTP 200, `msg` shown to the user) or a
 * refused request (4xxx/5xxx: the HTTP status is the code's first three digits). The central error
 * handler turns it into the envelope, so handlers and hooks simply throw it.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, msg: string = defaultMessage(code), data: unknown = null) {
    if (code === 0) throw new RangeError('ApiError needs a non-zero code: 0 means success');
    super(msg);
    this.code = code;
    this.data = data;
  }

  get httpStatus(): number {
    return httpStatusFor(this.code);
  }

  toEnvelope(): Envelope<unknown> {
    return fail(this.code, this.message, this.data);
  }
}

/** The response schema of a route whose `data` has the given schema. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ status: z.object({ code: z.int(), msg: z.string() }), data });
}

/** RATE_LIMITED (429); the error handler adds `Retry-After` so that clients know when to retry. */
export class RateLimitedError extends ApiError {
  override name = 'RateLimitedError';
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super(BUSINESS_CODES.RATE_LIMITED);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}
