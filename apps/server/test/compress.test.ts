// Answers above 1 KiB are compressed for the encodings the client accepts, and whatever carries a
// Content-Encoding decodes to the answer: also text whose first bytes look like a zlib header,
// which @fastify/compress passes through unchanged (an encrypted answer starting `HK`, `8n`…).

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import compress, { looksCompressed } from '../src/plugins/compress.ts';

describe('response compression', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(compress);
    app.get('/text/:start', async (request, reply) => {
      reply.type('text/plain; charset=utf-8');
      return `${(request.params as { start: string }).start}${'QUJD'.repeat(500)}`;
    });
    // As the gateway does in the /service scope: the answer is rewritten (encrypted) on its way out.
    await app.register(
      async (scope) => {
        scope.addHook('onSend', async (_request, reply, payload) => {
          reply.type('text/plain; charset=utf-8');
          return `HK${String(payload).replace(/./g, 'Q').padEnd(2000, 'Q')}`;
        });
        scope.get('/answer', async () => ({ status: { code: 0 } }));
      },
      { prefix: '/service' },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const decoded = (encoding: string | undefined, body: Buffer) =>
    (encoding === 'br'
      ? brotliDecompressSync(body)
      : encoding === 'gzip'
        ? gunzipSync(body)
        : body
    ).toString();

  it('recognises what the plugin takes for compressed data', () => {
    for (const start of ['HK', 'Hj', '8n', '8O', 'Xf', 'XG', 'hb', 'hC']) {
      expect(looksCompressed(Buffer.from(start)), start).toBe(true);
    }
    for (const start of ['AB', 'Hk', 'x9', '{"']) {
      expect(looksCompressed(Buffer.from(start)), start).toBe(false);
    }
  });

  it('decodes an answer that a scope hook rewrote to start like zlib data', async () => {
    const res = await app.inject({ url: '/service/answer', headers: { 'accept-encoding': 'br' } });
    const body = decoded(res.headers['content-encoding'], res.rawPayload);
    expect(body).toMatch(/^HKQ{2000}$/);
  });

  for (const start of ['AB', 'HK', '8n', 'Xf', 'hb']) {
    for (const accept of ['br, gzip', 'gzip', 'identity']) {
      it(`sends text starting ${start} so that it decodes (accept-encoding: ${accept})`, async () => {
        const res = await app.inject({
          url: `/text/${start}`,
          headers: { 'accept-encoding': accept },
        });
        const encoding = res.headers['content-encoding'];
        expect(decoded(encoding, res.rawPayload)).toBe(`${start}${'QUJD'.repeat(500)}`);
        if (start === 'AB' && accept !== 'identity') expect(encoding).toBe(accept.split(',')[0]);
      });
    }
  }
});
