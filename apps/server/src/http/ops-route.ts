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
import { ApiError, BUSINESS_CODES } from './envelope.ts';
import type { Actor } from '../db/audit.ts';

export type { OpsMethod };

/** The logged-in operator of a request. */
export interface Operator {
  id: number;
  username: string;
  role: OperatorRole;
  /** What the session must do before anything else (SIGN_IN_NEEDS), or null. */
  needs: SignInNeed | null;
}

export interface OpsRoute {
  /** The contract's declaration. */
  endpoint: OpsEndpointDef;
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
  /** Answers the route's JSON (the guard has run; the answer is checked on the way out). */
  handle(call: OpsCallParts & Record<'params' | 'query' | 'body', unknown>): Promise<unknown>;
}

interface OpsCallParts {
  /** Null only on the public login route and on a machine's bearer-token call. */
  operator: Operator | null;
  request: FastifyRequest;
  reply: FastifyReply;
  app: FastifyInstance;
}

/** What a declared route's handler gets: the request's parts as the declaration parsed them. */
export type OpsCall<E extends OpsEndpointDef> = OpsParsedOf<E> & OpsCallParts;

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
    handle: handle,
  };
}

/** The audit actor of a route's operator; refuses a call without one (a machine token). */
export function actorOf(operator: Operator | null): Actor {
  if (!operator) throw new ApiError(BUSINESS_CODES.UNAUTHENTICATED);
  return { operatorId: operator.id, name: operator.username };
}
