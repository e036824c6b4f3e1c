// Every error becomes an envelope with the contract's code and HTTP status (docs/contract.md §6),
// in one place: ApiError → its own code; schema validation → VALIDATION_FAILED (422) naming the
// fields; database or Redis unreachable or too slow → SERVICE_UNAVAILABLE (503, Retry-After);
// Fastify's own refusals of a /service request (body too large, bad URL...) → BAD_REQUEST (400),
// as the contract's table says; any other 4xx keeps its status; anything else → SERVER_ERROR
// (500) with no detail for the caller, everything in the log.

import { BUSINESS_CODES } from '@freight/contract/envelope';
import { isFieldRule } from '@freight/contract/rules/field-rules';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { isRedisUnavailable } from '../redis/connection.ts';
import { answerText } from '../http/encrypted-answer.ts';
import { ApiError, RateLimitedError } from '../http/envelope.ts';
import { unavailableAnswers } from '../metrics.ts';
import { requestLocale } from '../http/user-message.ts';
import { type FieldProblem, validationFailed } from '../http/validation-failed.ts';

function invalidFields(error: FastifyError): FieldProblem[] {
  const part = error.validationContext ?? 'body';
  return (error.validation ?? []).flatMap((issue): FieldProblem[] => {
    // `/stopPoints/0/city` → `stopPoints.0.city`; a whole missing part is named by the part.
    const path = issue.instancePath.split('/').filter(Boolean);
    const { missingProperty: missing, keys } = issue.params as {
      missingProperty?: unknown;
      keys?: unknown;
    };
    // A strict schema refusing unknown fields: name each of them, not the object holding them.
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys) && keys.length > 0) {
      return keys.map((key) => ({
        field: [...path, String(key)].join('.'),
        message: 'is not an accepted field',
      }));
    }
    const field = path.join('.') || (typeof missing === 'string' ? missing : part);
    // The rule the schema named, or what a person can be told of zod's own checks: a field left
    // out, or a value that is not one of the choices. Anything else keeps zod's developer text.
    const { message } = issue;
    if (isFieldRule(message)) return [{ field, rule: message }];
    if (issue.keyword === 'invalid_type' && /received undefined/.test(message ?? '')) {
      return [{ field, rule: 'required' }];
    }
    if (issue.keyword === 'invalid_value' || issue.keyword === 'invalid_union') {
      return [{ field, rule: 'choice' }];
    }
    return [{ field, message: message ?? 'is invalid' }];
  });
}

const SERVICE_URL = /^\/service(?:[/?]|$)/;

function send(request: FastifyRequest, reply: FastifyReply, httpStatus: number, error: ApiError) {
  // Errors must not be cached by a CDN (e.g. the 404 of an asset requested before a deploy ended),
  // and whatever content type a route had set, the envelope is JSON. It is sent as text: the
  // route's response schema describes its success, and would reject a refusal sent with 200.
  reply
    .code(httpStatus)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8');
  const text = JSON.stringify(error.toEnvelope(requestLocale(request)));
  // Inside a service route the gateway encrypts on its way out; outside any route (an unknown
  // /service path, an unreadable URL) the encrypted request is answered in kind here.
  const inGateway = request.routeOptions.url?.startsWith('/service/') === true;
  return reply.send(
    !inGateway && SERVICE_URL.test(request.url) ? answerText(request, reply, text) : text,
  );
}

/**
 * Fastify's `frameworkErrors`: a request the router refuses before any route or hook (a URL that
 * does not decode) still gets a BAD_REQUEST envelope, encrypted when the request was.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ err: error }, 'request rejected');
  // Fastify neither awaits this handler nor reads what it returns: the reply is sent here.
  void send(request, reply, 400, new ApiError(BUSINESS_CODES.BAD_REQUEST));
}

export default fp(
  async (app) => {
    app.setErrorHandler<FastifyError>((error, request, reply) => {
      if (error instanceof ApiError) {
        if (error instanceof RateLimitedError) {
          reply.header('retry-after', String(error.retryAfterSeconds));
        }
        if (error.httpStatus >= 500) request.log.error({ err: error }, 'request failed');
        return send(request, reply, error.httpStatus, error);
      }
      if (error.validation) {
        const fields = invalidFields(error);
        request.log.info({ fields }, 'request failed validation');
        return send(request, reply, 422, validationFailed(fields));
      }
      // What every instance shares being out of reach: try again later, not a bug.
      const unavailable = isDatabaseUnavailable(error)
        ? 'database'
        : isRedisUnavailable(error)
          ? 'redis'
          : undefined;
      if (unavailable) {
        unavailableAnswers.inc({ dependency: unavailable });
        request.log.error(
          { err: error, route: request.routeOptions.url },
          `${unavailable} unavailable`,
        );
        reply.header('retry-after', '5');
        return send(request, reply, 503, new ApiError(BUSINESS_CODES.SERVICE_UNAVAILABLE));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500 && SERVICE_URL.test(request.url)) {
        request.log.info({ err: error }, 'request rejected');
        return send(request, reply, 400, new ApiError(BUSINESS_CODES.BAD_REQUEST, error.message));
      }
      if (status >= 400 && status < 500) {
        // Fastify's own refusals (unsupported media type, body too large, bad JSON...): the
        // status is kept, and the code follows the contract's rule (status × 10, e.g. 415 → 4150).
        request.log.info({ err: error }, 'request rejected');
        return send(request, reply, status, new ApiError(status * 10, error.message));
      }
      // A bug or an outage behind us: log everything, tell the caller nothing they could misuse.
      request.log.error({ err: error }, 'request failed');
      return send(request, reply, 500, new ApiError(BUSINESS_CODES.SERVER_ERROR));
    });

    app.setNotFoundHandler((request, reply) =>
      send(request, reply, 404, new ApiError(BUSINESS_CODES.NOT_FOUND)),
    );
  },
  { name: 'error-handler' },
);
