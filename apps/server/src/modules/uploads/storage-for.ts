// Picks the image store the configuration asks for (DESIGN.md §2): the embedded one outside
// production (UPLOAD_STORAGE=embedded, the default there); none in production until an adapter
// for shared object storage exists (see upload-storage.ts), and then uploads answer 503.

import type { FastifyInstance } from 'fastify';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { EmbeddedUploadStorage, FILES_PATH_PREFIX } from './embedded-storage.ts';

export function uploadStorageFor(app: FastifyInstance): EmbeddedUploadStorage | null {
  if (app.config.uploadStorage !== 'embedded') return null;
  return new EmbeddedUploadStorage(app.db, () => app.now(), app.config.dataDir);
}

export function requireUploadStorage(app: FastifyInstance): EmbeddedUploadStorage {
  const storage = uploadStorageFor(app);
  if (!storage) {
    throw new ApiError(
      BUSINESS_CODES.SERVICE_UNAVAILABLE,
      'Image upload is not configured (UPLOAD_STORAGE)',
    );
  }
  return storage;
}

/**
 * How answers give an uploaded image: the store's URL for its key, or the embedded store's path
 * when no store is configured. Drivers' certificates and party posts' photos both use it.
 */
export function fileUrlFor(app: FastifyInstance): (key: string) => string {
  const storage = uploadStorageFor(app);
  return (key) => storage?.fileUrl(key) ?? `${FILES_PATH_PREFIX}${key}`;
}
