// Serves a contract endpoint from its declaration (docs/decisions/011): the method, the URL
// `/service/<service><path>`, the request schema (the body, or a GET's query), the schema of the
// success envelope, and who may call it. A module writes only the handler, which receives the
// validated fields and the caller and returns the envelope's `data`; it never restates a method,
// a path, a schema or an access rule.

import { SERVICES } from '@freight/contract/constants';
import { type Caller, type EndpointDef, endpointPath } from '@freight/contract/endpoints/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type * as z from 'zod';
import { USER_TYPE } from '../db/schema/users.ts';
import { requireUser, type SessionUser } from './session-user.ts';
import { envelopeOf, ok } from './envelope.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The caller a handler gets: the session's user, or null where anyone may call. */
export type CallerOf<E extends EndpointDef> = E['caller'] extends 'anyone'
  ? SessionUser | null
  : SessionUser;

export interface EndpointCall<E extends EndpointDef> {
  /** The body (a GET: the query) as the request schema parsed it. */
  fields: z.output<E['request']>;
  user: CallerOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Returns the envelope's `data` (checked against the response schema on the way out). */
export type EndpointHandler<E extends EndpointDef> = (
  call: EndpointCall<E>,
) => Promise<z.input<E['response']>>;

const SERVICE_ROOT = '/service';

/**
 * The route's URL under the plugin's prefix. Modules mount their endpoints in the /service scope
 * (services.ts), where this is the declared `/<service><path>`. A test may mount a variant of a
 * handler (another ticket source, say) under another service's prefix beside the real route: the
 * declared path then follows that prefix.
 */
function routeUrl(prefix: string, endpoint: EndpointDef): string {
  if (prefix === SERVICE_ROOT) return endpointPath(endpoint).slice(SERVICE_ROOT.length);
  if (SERVICES.some((service) => prefix === `${SERVICE_ROOT}/${service}`)) return endpoint.path;
  throw new Error(`${endpoint.name} is served under ${SERVICE_ROOT}, not under '${prefix}'`);
}

/** UNAUTHENTICATED (401) without a session, FORBIDDEN (403) for the other user type. */
function callerOf(request: FastifyRequest, caller: Caller): SessionUser | null {
  switch (caller) {
    case 'anyone':
      return request.user;
    case 'user':
      return requireUser(request);
    case 'shipper':
      return requireUser(request, USER_TYPE.shipper);
    case 'driver':
      return requireUser(request, USER_TYPE.driver);
  }
}

export function serveEndpoint<E extends EndpointDef>(
  app: App,
  endpoint: E,
  handler: NoInfer<EndpointHandler<E>>,
): void {
  const inQuery = endpoint.method === 'GET';
  const response = { 200: envelopeOf(endpoint.response) };
  app.route({
    method: endpoint.method,
    url: routeUrl(app.prefix, endpoint),
    // The endpoint's name labels its metrics (plugins/metrics.ts).
    config: { endpoint: endpoint.name },
    schema: inQuery
      ? { querystring: endpoint.request, response }
      : { body: endpoint.request, response },
    handler: async (request, reply) => {
      // Checked after the schema, as the handlers always did: a malformed request is a 422 for
      // anyone, and a refused caller never reaches the business logic.
      const user = callerOf(request, endpoint.caller) as CallerOf<E>;
      const fields = (inQuery ? request.query : request.body) as z.output<E['request']>;
      return ok(await handler({ fields, user, request, reply }));
    },
  });
}
