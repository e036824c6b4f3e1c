// Building blocks of the endpoint schemas. Requests are strict (an unknown field is an error, so a
// typo or a smuggled field never reaches the business logic); responses are strict too, so the
// server's tests catch any drift from what the pages expect.

import * as z from 'zod';
import type { ServiceName } from '../constants.ts';
import { servicePath } from '../constants.ts';
import { personNamePattern } from '../rules/person-name.ts';
import { ONE_LINE_TEXT } from '../rules/text.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

// --- Public reads: GET /public/…?lang=…, outside /service and its gateway (ADR 049, 050) ---
// What anyone may read (a published campaign, the running programme, the published articles, an
// open shipment), unsigned so that index.html's script can ask for it before the app, and the same
// for every caller, so that a cache may keep it. docs/contract.md "Public reads".

/** How long a browser or a shared cache may keep a public read's answer (an edit shows within it). */
export const PUBLIC_READ_MAX_AGE_SECONDS = 60;
/** A public read's Cache-Control: the same answer for everyone, no cookie read or set. */
export const PUBLIC_READ_CACHE_CONTROL = `public, max-age=${PUBLIC_READ_MAX_AGE_SECONDS}`;
/** A public read's only query field: the language is in the URL, so that one URL is one answer. */
export const publicReadQuery = z.strictObject({ lang: z.enum(['zh-CN', 'en-US']) });

/**
 * Who may call an endpoint; the server enforces it from the declaration. `anyone`: also without a
 * session (a share page, a download page); `user`: any logged-in user (UNAUTHENTICATED otherwise);
 * `shipper` (user type 1) and `driver` (user type 3): that type only (FORBIDDEN for the other).
 */
/** A database row id (PostgreSQL `integer`), as an answer or a JSON body carries it. */
export const rowId = z.int().positive().max(2_147_483_647);
/** A row id read from a path or a query string, where it arrives as text. */
export const rowIdParam = z.coerce.number().int().positive().max(2_147_483_647);

export const CALLERS = ['anyone', 'user', 'shipper', 'driver'] as const;
export type Caller = (typeof CALLERS)[number];

/** The H5 request client's flags an endpoint sets by default (docs/contract.md §9). */
export interface ClientFlags {
  /** Encrypt the body into `encryptdata`. */
  readonly encrypt: boolean;
  /** Show the loading indicator while the call runs. */
  readonly loading: boolean;
  /** Show the 'request error' dialog for an HTTP status outside 200-299. */
  readonly errorDialog: boolean;
}
export const DEFAULT_CLIENT_FLAGS: ClientFlags = {
  encrypt: true,
  loading: true,
  errorDialog: true,
};
/**
 * A read a page shows in place: its skeleton while it loads and its own error (QueryView) when it
 * fails, so neither the page-blocking indicator nor the error dialog. Set on the declaration, so
 * every call of the endpoint behaves alike and no call repeats it.
 */
export const QUIET_READ = {
  loading: false,
  errorDialog: false,
} as const satisfies Partial<ClientFlags>;

/**
 * A read whose page shows its own skeleton while it loads, but whose failure still gets the
 * 'request error' dialog (the page keeps what it showed before).
 */
export const OWN_SKELETON = { loading: false } as const satisfies Partial<ClientFlags>;
/**
 * A change whose refusal the page shows in place (at its field, or beside the button that was
 * tapped), so never the 'request error' dialog; the loading indicator still shows it is under way.
 */
export const REFUSALS_IN_PLACE = { errorDialog: false } as const satisfies Partial<ClientFlags>;

/**
 * One endpoint, declared once: everything else (the H5's route list, the server's route, the
 * hostile-input plan, the docs' table) is derived from it (docs/decisions/011).
 */
export interface EndpointDef {
  readonly name: string;
  readonly method: HttpMethod;
  readonly service: ServiceName;
  /** Path behind `/service/{service}`. */
  readonly path: string;
  readonly caller: Caller;
  /** Flags the H5 sends every call of this endpoint with, over DEFAULT_CLIENT_FLAGS. */
  readonly client?: Partial<ClientFlags>;
  /**
   * The H5 keeps the last answer on the phone and shows it, with its age, on the next visit while
   * it asks again, and offline (docs/decisions/048). Only for a GET that anyone may call and a
   * page's first screen shows; a test holds it to that.
   */
  readonly keep?: true;
  /** GET: the query (transport params removed); otherwise the body fields. */
  readonly request: z.ZodObject;
  /** The envelope's `data` when `status.code` is 0. */
  readonly response: z.ZodType;
  /** A request the schema accepts: the tests' base body and the docs' example. */
  readonly example: Readonly<Record<string, unknown>>;
}

/**
 * Keeps the literal types of an endpoint declaration, and checks its example against the request
 * schema's input type (the tests check it against the schema itself).
 */
export function defineEndpoint<const E extends EndpointDef>(
  endpoint: E & { readonly example: z.input<E['request']> },
): E {
  return endpoint;
}

/**
 * What the H5 needs of an endpoint, in its route list keyed by name: no schema, so no zod
 * (docs/decisions/008), and as few bytes as will do on every page's critical path: `client` only
 * when the declaration sets a flag (the request client's defaults are DEFAULT_CLIENT_FLAGS).
 */
export interface EndpointRoute<E extends EndpointDef = EndpointDef> {
  readonly method: E['method'];
  readonly service: E['service'];
  readonly path: E['path'];
  readonly client?: Partial<ClientFlags>;
  /**
   * Set when the H5 keeps the endpoint's last answer (EndpointDef `keep`): the version of the
   * answer's shape, so a deploy whose answer differs never shows one kept in the old shape.
   */
  readonly keep?: string;
}

export function endpointRoute<E extends EndpointDef>(endpoint: E): EndpointRoute<E> {
  const { method, service, path, client } = endpoint;
  return {
    method,
    service,
    path,
    ...(client ? { client } : {}),
    ...(endpoint.keep ? { keep: shapeVersion(endpoint.response) } : {}),
  };
}

/**
 * Eight hex digits over a schema's JSON Schema (FNV-1a): the same for the same shape, another for
 * any change of a field, a type or a limit.
 */
export function shapeVersion(schema: z.ZodType): string {
  const text = JSON.stringify(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }));
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The flags the H5 sends every call of an endpoint with. */
export function clientFlags(endpoint: Pick<EndpointDef, 'client'>): ClientFlags {
  return { ...DEFAULT_CLIENT_FLAGS, ...endpoint.client };
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

/**
 * A client-made idempotency key, made once for one tap and sent again unchanged on a retry: the
 * same key repeats the first answer (one coupon, one draw, one report), never a second one.
 */
export const requestId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'invalid request id (8-64 letters, digits, _ or -)');

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
  z.string().trim().max(max).regex(ONE_LINE_TEXT, 'no control characters');

/** A person's name: letters (Han or other), combining marks, the middle dots of minority names. */
export const personName = z.string().trim().regex(personNamePattern, 'name.format');
