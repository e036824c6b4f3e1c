// The operator API's declarations (docs/decisions/014 and 040): one `defineOpsEndpoint` per route
// under /ops/api, with its method, path, the least role that may call it, its request schemas
// (path parameters, query, body), the schema of its answer and an example request. The server
// mounts its handler from the declaration and checks the request and the answer against it
// (apps/server/src/http/ops-route.ts); the console calls it by the declaration
// (apps/ops/src/api.ts), typed end to end; docs/contract.md §11 lists them (npm run docs:contract).

import type * as z from 'zod';

export const OPS_API_PREFIX = '/ops/api';

/** Roles from least to most trusted: each may do all that the ones before it may. */
export const OPERATOR_ROLES = ['viewer', 'operator', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Whether `role` may do what `needed` may. */
export function roleAtLeast(role: OperatorRole, needed: OperatorRole): boolean {
  return OPERATOR_ROLES.indexOf(role) >= OPERATOR_ROLES.indexOf(needed);
}

/**
 * What a session must do before it may call anything else (docs/decisions/037):
 * `second_factor_enrolment` when a second factor is required and none is enrolled (production, an
 * operator or admin), `password_change` after an admin's reset. Until then every other route answers 403 (4032, SIGN_IN_UNFINISHED) with
 * `data: { needs }`; GET and DELETE /session and the step's own routes stay open.
 */
export const SIGN_IN_NEEDS = ['second_factor_enrolment', 'password_change'] as const;
export type SignInNeed = (typeof SIGN_IN_NEEDS)[number];

export type OpsMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One operator route, declared once. */
export interface OpsEndpointDef {
  /** Unique among operator endpoints: the console's query key and the docs' row. */
  readonly name: string;
  readonly method: OpsMethod;
  /** Under /ops/api, with `:name` for each path parameter (e.g. `/campaigns/:id/end`). */
  readonly path: string;
  /** The least role that may call it; `public` for the login and the session check alone. */
  readonly role: OperatorRole | 'public';
  /** Whether `Authorization: Bearer <OPS_TOKEN>` also opens it (machines; reads only). */
  readonly machineToken?: boolean;
  /** Open to a session that has not finished signing in when it `needs` one of these steps. */
  readonly duringSignIn?: readonly SignInNeed[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * The JSON of a success (HTTP 200); refusals are the contract's envelope (ADR 014). For a CSV
   * export (`csv` set) one row of the file: a strict object whose keys, in order, are the columns.
   */
  readonly response: z.ZodType;
  /**
   * Set when a success is a CSV file, not JSON (ADR 042): `text/csv`, UTF-8 with a BOM, CRLF,
   * streamed, saved as `<file>-<YYYYMMDD, China's date>.csv`, and audited as `audit`.
   */
  readonly csv?: { readonly file: string; readonly audit: string };
  /** What it does and how it refuses, in a sentence or two: the docs' row. */
  readonly summary: string;
  /** A request the schemas accept (set through defineOpsEndpoint, which types it). */
  readonly example?: Readonly<{ params?: unknown; query?: unknown; body?: unknown }>;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller sends: the parts the endpoint declares, each as its schema's input. */
export type OpsRequestOf<E extends OpsEndpointDef> = {
  [K in 'params' | 'query' | 'body' as E[K] extends z.ZodType ? K : never]: InputOf<E[K]>;
};
/** What a handler receives: each part as its schema parsed it. */
export type OpsParsedOf<E extends OpsEndpointDef> = {
  [K in 'params' | 'query' | 'body']: OutputOf<E[K]>;
};
/** What a success answers, as the console reads it. */
export type OpsAnswerOf<E extends OpsEndpointDef> = z.output<E['response']>;

/**
 * Keeps the literal types of a declaration and checks its example request (the docs' example and
 * the tests' base request) against the schemas' input types; the tests check it against the schemas.
 */
export function defineOpsEndpoint<const E extends OpsEndpointDef>(
  endpoint: E & { readonly example: OpsRequestOf<E> },
): E & { readonly example: OpsRequestOf<E> } {
  if (endpoint.machineToken && endpoint.method !== 'GET') {
    throw new Error(`${endpoint.name}: only a read takes the machine token`);
  }
  return endpoint;
}

/** The URL path of a call under /ops/api: each `:name` replaced by its parameter, encoded. */
export function opsEndpointPath(
  endpoint: Pick<OpsEndpointDef, 'path'>,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return (
    OPS_API_PREFIX +
    endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`${endpoint.path}: no value for :${name}`);
      return encodeURIComponent(String(value));
    })
  );
}
