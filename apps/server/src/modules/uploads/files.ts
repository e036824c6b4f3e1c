// GET /uploads/<key>: the embedded store serves uploaded images back (outside the /service
// gateway: an <img> cannot sign its request). The key's random per-token prefix is what keeps a
// file private, so the answer may be cached by the browser for a year (a key's content never
// changes) but never by a shared cache or CDN: these are ID and licence photos.

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { uploadKey } from '@freight/contract/endpoints/common';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploads } from '../../db/schema/uploads.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { FILES_PATH_PREFIX } from './embedded-storage.ts';
import { embeddedStorageFor } from './storage-for.ts';

const uploadedFiles: FastifyPluginAsyncZod = async (app) => {
  const storage = embeddedStorageFor(app);
  // Without the embedded store there are no local files to serve.
  if (!storage) return;

  app.get(`${FILES_PATH_PREFIX}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!uploadKey.safeParse(key).success) throw new ApiError(BUSINESS_CODES.NOT_FOUND);
    const [row] = await app.db
      .select({ contentType: uploads.contentType })
      .from(uploads)
      .where(eq(uploads.key, key));
    if (!row) throw new ApiError(BUSINESS_CODES.NOT_FOUND);
    const path = storage.filePath(key);
    const found = await stat(path).catch(() => null);
    if (!found?.isFile()) {
      // A row without its file: DATA_DIR was not shared with the instance that took the upload.
      request.log.warn({ key }, 'uploaded file missing on disk');
      throw new ApiError(BUSINESS_CODES.NOT_FOUND);
    }
    return reply
      .header('content-type', row.contentType)
      .header('content-length', found.size)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(path));
  });
};

export default uploadedFiles;
