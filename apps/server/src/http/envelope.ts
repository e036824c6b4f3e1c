// How routes answer. The envelope, its codes and the code → HTTP status rule belong to the
// contract (`@freight/contract/envelope`, docs/contract.md §6); this adds the server's two tools:
// a route returns `ok(data)` (re-exported here), or `publicOk(reply, data)` for a public read, or
// throws ApiError with a contract code.

import {
  BUSINESS_CODES,
  CODE_MESSAGES,
  type Envelope,
  fail,
  httpStatusFor,
  ok,
  type RateLimitedData,
} from '@freight/contract/envelope';
import { PUBLIC_READ_CACHE_CONTROL } from '@freight/contract/endpoints/common';
import { DEFAULT_LOCALE, type Locale } from '@freight/contract/status';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { type Message, messageIn, type UserMessage } from './user-message.ts';

export { BUSINESS_CODES, type Envelope, ok };

/**
 * A public read's answer (GET /public/…, docs/contract.md "Public reads"): the envelope, marked
 * for any cache to keep for PUBLIC_READ_MAX_AGE_SECONDS. No cookie is read or set on these routes.
 */
export function publicOk<T>(reply: FastifyReply, data: T): Envelope<T> {
  reply.header('cache-control', PUBLIC_READ_CACHE_CONTROL);
  return ok(data);
}

type CodeMessages = (typeof CODE_MESSAGES)[keyof typeof CODE_MESSAGES];

/** The messages of a code, if the contract has any (a code is any number here). */
function messagesOf(code: number): CodeMessages | undefined {
  return (CODE_MESSAGES as Partial<Record<number, CodeMessages>>)[code];
}

/**
 * The default `msg` of a 4xxx/5xxx code. The client shows its own localised status dialog for
 * these, so their `msg` is for developers reading responses and logs: English.
 */
export function refusalMessage(code: number): string {
  return messagesOf(code)?.['en-US'] ?? 'Request refused';
}

/** The default `msg` of a code: 1xxx results are shown in place on the page, in both languages. */
export function defaultMessage(code: number): Message {
  if (code >= 1000 && code <= 1999) {
    return messagesOf(code) ?? CODE_MESSAGES[BUSINESS_CODES.BUSINESS_RULE];
  }
  return refusalMessage(code);
}

/**
 * A refusal with a contract code: a business result (1xxx: HTTP 200, `msg` shown to the user) or a
 * refused request (4xxx/5xxx: the HTTP status is the code's first three digits). The central error
 * handler turns it into the envelope in the request's language, so handlers and hooks simply
 * throw it.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: number;
  readonly data: unknown;
  /** What the envelope says; `message` is its Chinese (default) text, for logs. */
  readonly msg: Message;

  constructor(code: number, msg: Message = defaultMessage(code), data: unknown = null) {
    if (code === 0) throw new RangeError('ApiError needs a non-zero code: 0 means success');
    super(messageIn(msg, DEFAULT_LOCALE));
    this.code = code;
    this.data = data;
    this.msg = msg;
  }

  get httpStatus(): number {
    return httpStatusFor(this.code);
  }

  toEnvelope(locale: Locale = DEFAULT_LOCALE): Envelope<unknown> {
    return fail(this.code, messageIn(this.msg, locale), this.data);
  }
}

/** The response schema of a route whose `data` has the given schema. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ status: z.object({ code: z.int(), msg: z.string() }), data });
}

/**
 * How long to wait, in words a person reads: seconds up to two minutes ("请 45 秒后再试"), whole
 * minutes beyond ("请 58 分钟后再试"), rounded up so that trying at the time said works.
 */
export function waitMessage(seconds: number): UserMessage {
  if (seconds < 120) {
    return {
      'zh-CN': `操作太频繁，请 ${seconds} 秒后再试`,
      'en-US': `Too many attempts; try again in ${seconds} s`,
    };
  }
  const minutes = Math.ceil(seconds / 60);
  return {
    'zh-CN': `操作太频繁，请 ${minutes} 分钟后再试`,
    'en-US': `Too many attempts; try again in ${minutes} min`,
  };
}

/**
 * RATE_LIMITED (429): the error handler adds `Retry-After`; `data` carries the same seconds
 * (`rateLimitedDataSchema`) and `msg` says the wait in the user's language, so a page can count
 * down instead of saying "try again later".
 */
export class RateLimitedError extends ApiError {
  override name = 'RateLimitedError';
  readonly retryAfterSeconds: number;

  /** `message` says the wait in words (default: "too many attempts; try again in N s"). */
  constructor(retryAfterSeconds: number, message: (seconds: number) => UserMessage = waitMessage) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    const data: RateLimitedData = { retryAfterSeconds: seconds };
    super(BUSINESS_CODES.RATE_LIMITED, message(seconds), data);
    this.retryAfterSeconds = seconds;
  }
}
