// What the server's log may say of a request and of an error (docs/reliability.md, "Security"):
// no whole mobile, ID number, SMS code, session id or secret in any line. Two places carried them:
// a request's URL (an operator's search `?mobile=…`, a GET's fields are its query) and a failed
// query's error (drizzle's message lists the statement's parameters: a session id, a mobile, a
// name). These serializers replace Fastify's own for `req` and `err`; everything else the server
// logs names people by masked mobiles or ids already.

import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

const MOST_QUERY_NAMES = 20;

/** A URL as logged: its path, and the names of its query's fields without their values. */
export function urlForLog(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = [...new URLSearchParams(url.slice(at + 1)).keys()]
    .slice(0, MOST_QUERY_NAMES)
    .map((name) => `${name.slice(0, 40)}=…`);
  return `${url.slice(0, at)}?${names.join('&')}`;
}

/** Fastify's `req` serializer, with the URL's values left out. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
    // Node types the socket as always there; a request whose connection has gone has none.
    remotePort: (request.socket as typeof request.socket | null)?.remotePort,
  };
}

// A mobile of mainland China and an 18-character ID number, where they stand alone in a text (a
// database's `Key (mobile)=(13800000001) already exists`): masked as the pages mask them.
const MOBILE = /(?<![\dA-Za-z])(1[3-9]\d)\d{4}(\d{4})(?![\dA-Za-z])/g;
const ID_NUMBER = /(?<![\dA-Za-z])(\d{6})\d{8}(\d{3}[\dXx])(?![\dA-Za-z])/g;

/** `text` with every mobile and ID number in it masked. */
export function maskPersonalNumbers(text: string): string {
  return text.replace(ID_NUMBER, '$1********$2').replace(MOBILE, '$1****$2');
}

const FRAMES = /\n\s+at /;

/**
 * `error` and its causes, with each failed query's parameters left out (its statement is kept:
 * the values are placeholders there). Errors are copied, never changed: the caller may still use
 * the one it has.
 */
function withoutQueryParameters(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 8) return error;
  const cause = withoutQueryParameters(error.cause, depth + 1);
  if (error instanceof DrizzleQueryError) {
    const kept = new Error(`Failed query: ${error.query}`, { cause });
    kept.name = 'DrizzleQueryError';
    const frames = error.stack?.search(FRAMES) ?? -1;
    kept.stack = `${kept.name}: ${kept.message}${frames < 0 ? '' : (error.stack ?? '').slice(frames)}`;
    return kept;
  }
  if (cause === error.cause) return error;
  const copy = Object.create(Object.getPrototypeOf(error) as object, {
    ...Object.getOwnPropertyDescriptors(error),
    cause: { value: cause, enumerable: false, writable: true, configurable: true },
  }) as Error;
  return copy;
}

/** Every string in a serialized error, masked; the parameters a driver may list, dropped. */
function masked(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskPersonalNumbers(value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => masked(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'params' && key !== 'parameters')
      .map(([key, item]) => [key, masked(item, depth + 1)]),
  );
}

/** Fastify's `err` serializer (pino's), without query parameters, mobiles or ID numbers. */
export function errorForLog(error: Error): ReturnType<typeof stdSerializers.err> {
  const serialized = stdSerializers.err(withoutQueryParameters(error) as Error);
  return masked(serialized) as typeof serialized;
}

/** The serializers the server's logger uses (app.ts). */
export const LOG_SERIALIZERS = { req: requestForLog, err: errorForLog };
