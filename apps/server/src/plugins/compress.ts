// Compresses responses (brotli or gzip, as the client's Accept-Encoding allows) above 1 KiB:
// drivers are on weak 4G. Files that the H5 build pre-compressed (.br/.gz) are sent as they are
// by the static plugin; this covers the rest (JSON answers, files without a compressed sibling).
// Registered before any route: it attaches itself to routes as they are added.

import compress from '@fastify/compress';
import type { onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';

const THRESHOLD = 1024;

/**
 * Whether @fastify/compress takes a body for one it need not compress: it passes a body whose
 * first bytes read as a gzip or zlib header through unchanged, yet labels it with the encoding
 * it chose. Text can start that way: about one encrypted answer in 450 (Base64 starting `HK`,
 * `8n`, `Xf`, `hb`…) reached phones marked `br` and failed to decode ("the server sent an answer
 * the app cannot read"). Same rules as the plugin's: gzip's magic bytes, or a zlib header.
 */
export function looksCompressed(body: Buffer): boolean {
  if (body.length < 2) return false;
  const [first = 0, second = 0] = body;
  if (first === 0x1f && second === 0x8b) return true;
  return (first & 0x0f) === 0x08 && (first & 0x80) === 0 && ((first << 8) + second) % 31 === 0;
}

/**
 * Sends such a body uncompressed (the plugin's own opt-out), instead of mislabelled. A callback,
 * not a promise: it does no I/O and runs on every answer.
 */
const keepLookalikesPlain: onSendHookHandler = (request, _reply, payload, done) => {
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
    const body = typeof payload === 'string' ? Buffer.from(payload.slice(0, 2)) : payload;
    if (looksCompressed(body)) request.headers['x-no-compression'] = '1';
  }
  done(null, payload);
};

export default fp(
  async (app) => {
    // Before the plugin's own onRoute hook, so that this runs just before its onSend on each route
    // (after the gateway has encrypted the answer).
    app.addHook('onRoute', (route) => {
      const onSend = route.onSend ?? [];
      route.onSend = [...(Array.isArray(onSend) ? onSend : [onSend]), keepLookalikesPlain];
    });
    await app.register(compress, {
      global: true,
      encodings: ['br', 'gzip'],
      threshold: THRESHOLD,
      // Clients never send compressed request bodies: leave them undecoded (they then fail to parse)
      // rather than inflate whatever arrives.
      globalDecompression: false,
    });
  },
  { name: 'compress' },
);
