// Building blocks of the endpoint schemas. Requests are strict (an unknown field is an error, so a
// typo or a smuggled field never reaches the business logic); responses are strict too, so the
// server's tests catch any drift from what the pages expect.

import * as z from 'zod';
import type { ServiceName } from '../constants.ts';
import { servicePath } from '../constants.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDef {
  readonly name: string;
  readonly method: HttpMethod;
  readonly service: ServiceName;
  /** Path behind `/service/{service}`. */
  readonly path: string;
  /** GET: the query (transport params removed); otherwise the body fields. */
  readonly request: z.ZodObject;
  /** The envelope's `data` when `status.code` is 0. */
  readonly response: z.ZodType;
}

/** Identity function that keeps the literal types of an endpoint definition. */
export function defineEndpoint<const E extends EndpointDef>(endpoint: E): E {
  return endpoint;
}

/** `/service/{service}{path}` of an endpoint. */
export function endpointPath(endpoint: Pick<EndpointDef, 'service' | 'path'>): string {
  return servicePath(endpoint.service, endpoint.path);
}

export const httpUrl = z.url({ protocol: /^https?$/ }).max(2048);

/** An absolute http(s) URL or a same-origin absolute path (the embedded stand-ins serve `/…`). */
export const resourceUrl = z.union([
  httpUrl,
  z
    .string()
    .max(2048)
    .regex(/^\/(?!\/)\S*$/),
]);

export const isoDate = z.iso.date();
export const isoDateTime = z.iso.datetime({ offset: true });
export const unixSeconds = z.int().nonnegative();

/** Key of an uploaded file (from getQiniuToken); no `..`, no leading slash. */
export const uploadKey = z
  .string()
  .regex(/^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9/_.-]{0,199}$/, 'invalid upload key');

/**
 * One line of free text a person types (a company name): trimmed, at most `max` characters, and
 * no control characters. NUL cannot be stored in PostgreSQL text (the insert would fail), and a
 * line break, escape or other control character has no place in a one-line field.
 */
export const singleLineText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^\P{Cc}*$/u, 'no control characters');

/** A person's name: letters (Han or other), combining marks, the middle dots of minority names. */
export const personName = z
  .string()
  .trim()
  .min(2)
  .max(30)
  .regex(/^[\p{L}\p{M}·•・. ]+$/u, 'invalid name');
