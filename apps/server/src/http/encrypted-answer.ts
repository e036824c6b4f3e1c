// An encrypted request gets an encrypted answer (docs/contract.md §4): body = encode(JSON envelope),
// Content-Type text/plain, X-Encode-Type: for-u, whatever the status but 204. The gateway applies it
// to every service route; the error handler to the answers given outside any route (unknown
// /service paths, URLs the router cannot read), so no API answer escapes it.

import { ENCODE_HEADER, ENCODE_HEADER_VALUE } from '@freight/contract/constants';
import { encode } from '@freight/contract/node';
import type { FastifyReply, FastifyRequest } from 'fastify';

const ENCODE_HEADER_NAME = ENCODE_HEADER.toLowerCase();

/** Whether the request carried `X-Encode-Type: for-u` (its body, if any, is encrypted). */
export function isEncryptedRequest(request: FastifyRequest): boolean {
  return request.headers[ENCODE_HEADER_NAME] === ENCODE_HEADER_VALUE;
}

/**
 * The payload to send for `text` (an envelope's JSON): encrypted, with the headers that say so,
 * when the API request was encrypted; `text` itself otherwise.
 */
export function answerText(request: FastifyRequest, reply: FastifyReply, text: string): string {
  if (!isEncryptedRequest(request) || reply.statusCode === 204) return text;
  reply.header(ENCODE_HEADER, ENCODE_HEADER_VALUE).type('text/plain; charset=utf-8');
  return encode(text, request.server.config.encryptKey);
}
