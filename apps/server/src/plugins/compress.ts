// Compresses responses (brotli or gzip, as the client's Accept-Encoding allows) above 1 KiB:
// drivers are on weak 4G. Files that the H5 build pre-compressed (.br/.gz) are sent as they are
// by the static plugin; this covers the rest (JSON answers, files without a compressed sibling).
// Registered before any route: it attaches itself to routes as they are added.

import compress from '@fastify/compress';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      encodings: ['br', 'gzip'],
      threshold: 1024,
      // Clients never send compressed request bodies: leave them undecoded (they then fail to parse)
      // rather than inflate whatever arrives.
      globalDecompression: false,
    });
  },
  { name: 'compress' },
);
