// Every error becomes an envelope with the contract's code and HTTP status (docs/contract.md §6),
// in one place: ApiError → its own code; schema validation → VALIDATION_FAILED (422) naming the
// fields; database unreachable → SERVICE_UNAVAILABLE (503); any other 4xx keeps its status;
// anything else → SERVER_ERROR (500) with no detail for the caller, everything in the log.

import { BUSINESS_CODES, type ValidationErrorData } from '@freight/contract/envelope';
import type { FastifyError, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { ApiError, defaultMessage } from '../http/envelope.ts';

type InvalidField = ValidationErrorData['fields'][number];

function invalidFields(error: FastifyError): InvalidField[] {
  const part = error.validationContext ?? 'body';
  return (error.validation ?? []).map((issue) => {
    // `/stopPoints/0/city` → `stopPoints.0.city`; a whole missing part is named by the part.
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    const missing = (issue.params as { missingProperty?: unknown }).missingProperty;
    const field = path || (typeof missing === 'string' ? missing : part);
    return { field, message: issue.message ?? 'is invalid' };
  });
}

function send(reply: FastifyReply, httpStatus: number, error: ApiError) {
  // Errors must not be cached by a CDN (e.g. the 404 of an asset requested before a deploy ended),
  // and whatever content type a route had set, the envelope is JSON. It is sent as text: the
  // route's response schema describes its success, and would reject a refusal sent with 200.
  return reply
    .code(httpStatus)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(error.toEnvelope()));
}

export default fp(
  async (app) => {
    app.setErrorHandler<FastifyError>((error, request, reply) => {
      if (error instanceof ApiError) {
        if (error.httpStatus >= 500) request.log.error({ err: error }, 'request failed');
        return send(reply, error.httpStatus, error);
      }
      if (error.validation) {
        const fields = invalidFields(error);
        request.log.info({ fields }, 'request failed validation');
        const names = [...new Set(fields.map((f) => f.field))].join(', ');
        const code = BUSINESS_CODES.VALIDATION_FAILED;
        return send(
          reply,
          422,
          new ApiError(code, `${defaultMessage(code)}: ${names}`, { fields }),
        );
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable');
        reply.header('retry-after', '5');
        return send(reply, 503, new ApiError(BUSINESS_CODES.SERVICE_UNAVAILABLE));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own refusals (unsupported media type, body too large, bad JSON...): the
        // status is kept, and the code follows the contract's rule (status × 10, e.g. 415 → 4150).
        request.log.info({ err: error }, 'request rejected');
        return send(reply, status, new ApiError(status * 10, error.message));
      }
      // A bug or an outage behind us: log everything, tell the caller nothing they could misuse.
      request.log.error({ err: error }, 'request failed');
      return send(reply, 500, new ApiError(BUSINESS_CODES.SERVER_ERROR));
    });

    app.setNotFoundHandler((_request, reply) =>
      send(reply, 404, new ApiError(BUSINESS_CODES.NOT_FOUND)),
    );
  },
  { name: 'error-handler' },
);
