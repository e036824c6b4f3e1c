// The request gateway (docs/design.md §3, docs/contract.md §2-§4): in front of every /service/... route,
// before any business logic, it
//   1. keeps the exact body string (the signature covers it) and refuses other content types;
//   2. checks the signature parameters and appKey, the timestamp (±300 s), the signature (constant
//      time), the XSRF pair on unsafe methods, then the replay memory (last, so that forged
//      requests cannot fill it);
//   3. turns the body into the endpoint's fields: decrypted when X-Encode-Type is for-u (any
//      failure is one identical UNDECRYPTABLE answer), read with the endpoint's schema when it
//      is a plain form; GET queries lose the transport parameters; xcustomer bodies lose
//      serviceVersion;
//   4. answers an encrypted request with an encrypted envelope, whatever the status (but 204).
// The route's zod schema then validates the fields (422 naming them, by the error handler).
// Registered with fastify-plugin in the /service scope, so it covers exactly the service routes.

import {
  MAX_CLOCK_SKEW_SECONDS,
  SERVICE_VERSION_FIELD,
  TRANSPORT_QUERY_PARAMS,
} from '@freight/contract/constants';
import { fromPlainForm, parseRequestBody } from '@freight/contract/form';
import {
  canonicalRequest,
  constantTimeEqual,
  DecodeError,
  decode,
  readSignatureParams,
  sign,
  timestampWithinSkew,
} from '@freight/contract/node';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { scheduleHousekeeping } from '../db/housekeeping.ts';
import { answerText, isEncryptedRequest } from '../http/encrypted-answer.ts';
import { ApiError, BUSINESS_CODES } from '../http/envelope.ts';
import {
  DatabaseReplayStore,
  MemoryReplayStore,
  RedisReplayStore,
  type ReplayStore,
} from './replay-store.ts';
import { checkXsrf } from './session.ts';
import { sharedStore } from './shared-store.ts';

export interface GatewayOptions {
  /**
   * Defaults to Redis when configured (ADR 018), else to the database's kind: memory on PGlite,
   * `replay_signatures` on PostgreSQL.
   */
  replayStore?: ReplayStore;
}

const UNSAFE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
const PURGE_INTERVAL_MS = 60_000;
const XCUSTOMER_PREFIX = '/service/xcustomer-service/';

function isMultipart(request: FastifyRequest): boolean {
  return /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');
}

/** The request target as received, split at the first `?`: what the client signed. */
function rawTarget(request: FastifyRequest): { pathname: string; query: URLSearchParams } {
  const url = request.raw.url ?? '/';
  const at = url.indexOf('?');
  // URLSearchParams drops one leading `?` of its input: prefixing one keeps a second `?` in the
  // first key, as the browser's `new URL(u).searchParams` (which the client signed) does.
  return at === -1
    ? { pathname: url, query: new URLSearchParams() }
    : { pathname: url.slice(0, at), query: new URLSearchParams(`?${url.slice(at + 1)}`) };
}

export default fp<GatewayOptions>(
  async (app, { replayStore: given }) => {
    const { appKey, appSecret, encryptKey } = app.config;
    const replayStore =
      given ??
      sharedStore<ReplayStore>(app, {
        redis: (redis) => new RedisReplayStore(redis),
        postgres: (db) => new DatabaseReplayStore(db),
        memory: () => new MemoryReplayStore(),
      });
    scheduleHousekeeping(app, 'replay-signatures', PURGE_INTERVAL_MS, () =>
      replayStore.purgeExpired(app.now()),
    );

    // Bodies are form-urlencoded, kept as the exact string; nothing else is part of the contract
    // (an upload route adds its own multipart parser in its scope; multipart is signed as '').
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
    app.addContentTypeParser('*', (_request, _payload, done) =>
      done(new ApiError(BUSINESS_CODES.BAD_REQUEST, 'Unsupported content type')),
    );

    /** Step 2: the request is the one the client signed, fresh, and not seen before. */
    async function verify(request: FastifyRequest, pathname: string, query: URLSearchParams) {
      const params = readSignatureParams(query);
      if (!params || !constantTimeEqual(params.appKey, appKey)) {
        throw new ApiError(BUSINESS_CODES.BAD_SIGNATURE);
      }
      const now = app.now();
      if (!timestampWithinSkew(params.reqTimestamp, now)) {
        throw new ApiError(BUSINESS_CODES.TIMESTAMP_SKEW, undefined, {
          serverTime: Math.floor(now / 1000),
        });
      }
      const body = typeof request.body === 'string' && !isMultipart(request) ? request.body : '';
      const canonical = canonicalRequest({ method: request.method, pathname, query, body });
      const expected = sign({ ...params, canonical }, appSecret);
      if (!constantTimeEqual(expected, params.signature)) {
        throw new ApiError(BUSINESS_CODES.BAD_SIGNATURE);
      }
      if (UNSAFE_METHODS.has(request.method)) checkXsrf(request);
      const expiresAt = (Number(params.reqTimestamp) + MAX_CLOCK_SKEW_SECONDS) * 1000;
      if (!(await replayStore.remember(params.signature, expiresAt, now))) {
        throw new ApiError(BUSINESS_CODES.REPLAYED);
      }
    }

    /** Step 3: the endpoint's fields, for the route's schema to validate. */
    function readFields(request: FastifyRequest, query: URLSearchParams) {
      for (const name of TRANSPORT_QUERY_PARAMS) query.delete(name);
      request.query = fromPlainForm(query);
      if (!UNSAFE_METHODS.has(request.method) || isMultipart(request)) return;

      const raw = typeof request.body === 'string' ? request.body : '';
      const schema = request.routeOptions.schema?.body;
      let fields: Record<string, unknown>;
      try {
        fields = parseRequestBody(raw, {
          encrypted: isEncryptedRequest(request),
          keyHex: encryptKey,
          schema: schema instanceof z.ZodObject ? schema : undefined,
          decode,
        });
      } catch (error) {
        // Whatever went wrong inside (Base64, length, padding, UTF-8, JSON), one answer.
        if (error instanceof DecodeError) throw new ApiError(BUSINESS_CODES.UNDECRYPTABLE);
        throw error;
      }
      if (request.routeOptions.url?.startsWith(XCUSTOMER_PREFIX)) {
        delete fields[SERVICE_VERSION_FIELD];
      }
      request.body = fields;
    }

    app.addHook('preValidation', async (request) => {
      // Unknown paths answer 404 without a verdict on their signature.
      if (request.is404) return;
      const { pathname, query } = rawTarget(request);
      await verify(request, pathname, query);
      readFields(request, query);
    });

    // Step 4. Runs after the error handler too, so refusals of encrypted requests are encrypted.
    app.addHook('onSend', async (request, reply, payload) => {
      // Service routes answer envelopes (strings); a stream or an empty reply is left as it is.
      if (typeof payload === 'string') return answerText(request, reply, payload);
      if (Buffer.isBuffer(payload)) return answerText(request, reply, payload.toString('utf8'));
      return payload;
    });
  },
  { name: 'gateway', dependencies: ['db', 'redis', 'session'] },
);
