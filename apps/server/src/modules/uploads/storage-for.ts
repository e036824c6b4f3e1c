// Picks the image store the configuration asks for (docs/design.md §2, ADR 007): the embedded one
// outside production (UPLOAD_STORAGE=embedded, the default there), a private S3-protocol bucket
// (UPLOAD_STORAGE=s3), or none, and then getQiniuToken answers 503. One store per configuration,
// shared by every plugin of the app (a bucket's client keeps its connections).

import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { EmbeddedUploadStorage, FILES_PATH_PREFIX } from './embedded-storage.ts';
import { ownedUploadKeys } from './owned-uploads.ts';
import { S3UploadStorage } from './s3-storage.ts';
import type { UploadStorage } from './upload-storage.ts';

const stores = new WeakMap<Config, UploadStorage | null>();

function storeOf(app: FastifyInstance): UploadStorage | null {
  const known = stores.get(app.config);
  if (known !== undefined) return known;
  const { config } = app;
  const store =
    config.uploadStorage === 'embedded'
      ? new EmbeddedUploadStorage(app.db, () => app.now(), config.dataDir)
      : config.uploadStorage === 's3' && config.s3
        ? new S3UploadStorage(app.db, () => app.now(), config.s3, app.log)
        : null;
  stores.set(config, store);
  return store;
}

/** The configured store, or null when none is (the retention purges then leave files alone). */
export function uploadStorageFor(app: FastifyInstance): UploadStorage | null {
  return storeOf(app);
}

/** The embedded store, when it is the one configured (its files are served by this server). */
export function embeddedStorageFor(app: FastifyInstance): EmbeddedUploadStorage | null {
  const store = storeOf(app);
  return store instanceof EmbeddedUploadStorage ? store : null;
}

/** The configured store, for handing out grants; 503 when none is configured. */
export function requireUploadStorage(app: FastifyInstance): UploadStorage {
  const storage = storeOf(app);
  if (!storage) {
    throw new ApiError(
      BUSINESS_CODES.SERVICE_UNAVAILABLE,
      'Image upload is not configured (UPLOAD_STORAGE)',
    );
  }
  return storage;
}

/**
 * Uploads as records see them, whatever the store: links to show them and whose they are. With no
 * store configured nothing can have been uploaded since, and earlier records keep the embedded
 * store's paths.
 */
export function uploadsFor(app: FastifyInstance): Pick<UploadStorage, 'links' | 'ownedKeys'> {
  const store = storeOf(app);
  // Bound, so that a caller may pass `links` on alone.
  if (store) {
    return {
      links: (keys) => store.links(keys),
      ownedKeys: (userId, keys) => store.ownedKeys(userId, keys),
    };
  }
  return {
    links: async () => (key) => `${FILES_PATH_PREFIX}${key}`,
    ownedKeys: (userId, keys) => ownedUploadKeys(app.db, userId, keys),
  };
}
