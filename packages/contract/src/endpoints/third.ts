// third-service endpoints.

import * as z from 'zod';
import { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_TYPES } from '../rules/uploads.ts';
import {
  defineEndpoint,
  httpUrl,
  OWN_SKELETON,
  resourceUrl,
  unixSeconds,
  uploadKey,
} from './common.ts';

export { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_TYPES };

// --- GET /api/img/getQiniuToken: a short-lived image-upload token -------------------------------

export const getQiniuTokenRequest = z.strictObject({
  /**
   * The photo about to be sent: its type and size in bytes. An object store signs both into the
   * upload's address (so a grant takes exactly that file); the embedded store checks the file
   * itself and ignores them.
   */
  contentType: z.enum(UPLOAD_IMAGE_TYPES).optional(),
  size: z.coerce.number().int().positive().max(MAX_UPLOAD_BYTES).optional(),
});

/**
 * An object store's grant (UPLOAD_STORAGE=s3): PUT the photo's bytes, as they are, to `uploadUrl`
 * (a presigned address that expires with the grant) with exactly these headers; the file is then
 * `key`, readable at `readUrl` (a presigned link that expires in minutes) to show it again.
 */
export const objectStoreUpload = z.strictObject({
  key: uploadKey,
  headers: z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9-]*$/), z.string().max(200)),
  readUrl: httpUrl,
});

export const getQiniuTokenResponse = z.strictObject({
  token: z.string().min(1).max(4096),
  /**
   * Where the photo goes: the embedded store's multipart form (fields `token`, `key`, `file`) is
   * POSTed here; with `put`, the bytes are PUT here (a presigned object-store address).
   */
  uploadUrl: resourceUrl,
  /** Every uploaded key must start with this, when given. */
  keyPrefix: uploadKey.optional(),
  expiresAt: unixSeconds,
  maxBytes: z.int().positive(),
  allowedTypes: z
    .array(z.string().regex(/^[a-z]+\/[a-z0-9.+-]+$/))
    .min(1)
    .max(20),
  /** Present when the store is a bucket: how to PUT the file there (see objectStoreUpload). */
  put: objectStoreUpload.optional(),
});
export const getQiniuToken = defineEndpoint({
  name: 'getQiniuToken',
  method: 'GET',
  service: 'third-service',
  path: '/api/img/getQiniuToken',
  caller: 'user',
  client: OWN_SKELETON,
  request: getQiniuTokenRequest,
  response: getQiniuTokenResponse,
  example: { contentType: 'image/jpeg', size: 183_204 },
});
export type GetQiniuTokenRequest = z.input<typeof getQiniuTokenRequest>;
/** The photo a grant is asked for, as the server reads the request. */
export type UploadPhotoFields = z.output<typeof getQiniuTokenRequest>;
export type GetQiniuTokenData = z.output<typeof getQiniuTokenResponse>;
