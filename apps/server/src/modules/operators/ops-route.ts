// One operator route: its declaration in the contract (defineOpsEndpoint: method, path under
// /ops/api, the least role that may call it, the request's and the answer's schemas) and the
// module's handler. The operator API plugin (ops-api.ts) mounts every route of every module's
// `opsRoutes` behind the same guard and checks the request and the answer against the
// declaration, and the tests walk the same list, so a new route is refused without a session and
// with too low a role by construction.

import type {
  OperatorRole,
  OpsEndpointDef,
  OpsMethod,
  OpsParsedOf,
  SignInNeed,
} from '@freight/contract/ops';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import type { Actor } from './audit.ts';

export type { OpsMethod };

/** The logged-in operator of a request. */
export interface Operator {
  id: number;
  username: string;
  role: OperatorRole;
  /** What the session must do before anything else (SIGN_IN_NEEDS), or null. */
  needs: SignInNeed | null;
}

// `unknown` for the route table's erased form; the parsed type, or undefined without a schema.
type Out<S> = unknown extends S ? unknown : S extends z.ZodType ? z.output<S> : undefined;

export interface OpsContext<B, Q, P> {
  body: Out<B>;
  query: Out<Q>;
  params: Out<P>;
  /** Null only on the public login route and on a machine's bearer-token call. */
  operator: Operator | null;
  request: FastifyRequest;
  reply: FastifyReply;
  app: FastifyInstance;
}

export interface OpsRoute {
  /** The contract's declaration (absent only on routes not yet declared there). */
  endpoint?: OpsEndpointDef;
  method: OpsMethod;
  /** Under /ops/api, e.g. `/drivers/verifications/:userId`. */
  path: string;
  /** The least role that may call it; `public` for the login alone. */
  role: OperatorRole | 'public';
  /** Whether `Authorization: Bearer <OPS_TOKEN>` also opens it (machines; reads only). */
  machineToken?: boolean;
  /** Open to a session that has not finished signing in when it `needs` one of these steps. */
  duringSignIn?: readonly SignInNeed[];
  schema: {
    body?: z.ZodType;
    querystring?: z.ZodType;
    params?: z.ZodType;
    response?: { 200: z.ZodType };
  };
  /** Answers the route's JSON (the guard has run). */
  handle(context: OpsContext<unknown, unknown, unknown>): Promise<unknown>;
}

/** What a declared route's handler gets: the request's parts as the declaration parsed them. */
export type OpsCall<E extends OpsEndpointDef> = OpsParsedOf<E> & {
  operator: Operator | null;
  request: FastifyRequest;
  reply: FastifyReply;
  app: FastifyInstance;
};

/** Serves a contract declaration: the handler answers what the response schema takes in. */
export function serveOps<E extends OpsEndpointDef>(
  endpoint: E,
  handle: (call: OpsCall<E>) => Promise<z.input<E['response']>>,
): OpsRoute {
  return {
    endpoint,
    method: endpoint.method,
    path: endpoint.path,
    role: endpoint.role,
    ...(endpoint.machineToken ? { machineToken: true } : {}),
    ...(endpoint.duringSignIn ? { duringSignIn: endpoint.duringSignIn } : {}),
    schema: {
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      response: { 200: endpoint.response },
    },
    handle: handle as OpsRoute['handle'],
  };
}

/** Declares an operator route with its handler typed by its schemas (before serveOps). */
export function opsRoute<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(definition: {
  method: OpsMethod;
  path: string;
  role: OperatorRole | 'public';
  machineToken?: boolean;
  duringSignIn?: readonly SignInNeed[];
  body?: B;
  query?: Q;
  params?: P;
  handle(context: OpsContext<B, Q, P>): Promise<unknown>;
}): OpsRoute {
  if (definition.machineToken && definition.method !== 'GET') {
    throw new Error(`${definition.path}: only a read takes the machine token`);
  }
  return {
    method: definition.method,
    path: definition.path,
    role: definition.role,
    ...(definition.machineToken ? { machineToken: true } : {}),
    ...(definition.duringSignIn ? { duringSignIn: definition.duringSignIn } : {}),
    schema: {
      ...(definition.body ? { body: definition.body } : {}),
      ...(definition.query ? { querystring: definition.query } : {}),
      ...(definition.params ? { params: definition.params } : {}),
    },
    handle: definition.handle as OpsRoute['handle'],
  };
}

/** The audit actor of a route's operator; refuses a call without one (a machine token). */
export function actorOf(operator: Operator | null): Actor {
  if (!operator) throw new ApiError(BUSINESS_CODES.UNAUTHENTICATED);
  return { operatorId: operator.id, name: operator.username };
}
