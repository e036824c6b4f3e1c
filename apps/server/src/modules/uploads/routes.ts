// third-service: GET /api/img/getQiniuToken (a short-lived upload grant for the logged-in user:
// the embedded store's token, or a bucket's presigned PUT) and POST /upload, the embedded store's
// Qiniu-style form upload (fields `token`, `key`, `file`).

import multipart, { type MultipartFile } from '@fastify/multipart';
import { uploadKey } from '@freight/contract/endpoints/common';
import { getQiniuToken, MAX_UPLOAD_BYTES } from '@freight/contract/endpoints/third';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scheduleHousekeeping } from '../../db/housekeeping.ts';
import { ApiError, BUSINESS_CODES, envelopeOf, ok } from '../../http/envelope.ts';
import { serveEndpoint } from '../../http/serve-endpoint.ts';
import { validationFailed } from '../../http/validation-failed.ts';
import { requireUser } from '../../http/session-user.ts';
import { dropGrantsExpiredBefore } from './grant-expiry.ts';
import { ALLOWED_IMAGE_TYPES, detectImageType } from './image-type.ts';
import { scheduleUploadRetention } from './retention.ts';
import { embeddedStorageFor, requireUploadStorage } from './storage-for.ts';

// What the page may say the file is: an allowed image, or nothing specific (a Blob without a type
// arrives as application/octet-stream); its bytes decide either way.
const DECLARABLE_TYPES: ReadonlySet<string> = new Set([
  ...ALLOWED_IMAGE_TYPES,
  'application/octet-stream',
  '',
]);

// A page asks for a grant per photo; this stops a script from minting them in bulk.
const TOKENS_PER_HOUR = 30;
// A bucket's grant is how a key is known to be its uploader's (s3-storage.ts): kept a day after it
// expires, long enough for a form to be finished; a photo named later is refused, and taken again.
const GRANTS_KEPT_MS = 24 * 3600_000;

const uploadedImage = z.strictObject({
  key: uploadKey,
  url: z.string(),
  contentType: z.enum(ALLOWED_IMAGE_TYPES),
  size: z.int().positive(),
});

/** The file's bytes, or null when it is larger than the limit (reading is what enforces it). */
async function readWithinLimit(part: MultipartFile): Promise<Buffer | null> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') return null;
    throw error;
  }
}

export const uploadTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  // Grants a day past their expiry serve nobody; every instance drops them now and then (one
  // indexed DELETE).
  scheduleHousekeeping(app, 'upload-tokens', 10 * 60_000, () =>
    dropGrantsExpiredBefore(app.db, new Date(app.now() - GRANTS_KEPT_MS)),
  );
  // Photos no record names, once older than their retention (ADR 038).
  scheduleUploadRetention(app);

  serveEndpoint(app, getQiniuToken, async ({ fields, user }) => {
    const storage = requireUploadStorage(app);
    await app.rateLimit(`upload-token:${user.userId}`, TOKENS_PER_HOUR, 3600);
    return storage.issueToken(user.userId, fields);
  });
};

/** The embedded store's form upload: not a contract endpoint (multipart, its own checks). */
export const uploadFormRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart parsing only for the upload route (this plugin's scope), with hard limits: one file
  // of at most MAX_UPLOAD_BYTES and a handful of small fields.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 2, fieldSize: 4096, parts: 3 },
  });

  app.post(
    '/upload',
    { schema: { response: { 200: envelopeOf(uploadedImage) } } },
    async (request) => {
      const user = requireUser(request);
      const storage = embeddedStorageFor(app);
      if (!storage) {
        // None configured: 503, as for a grant. A bucket takes files straight from the page.
        requireUploadStorage(app);
        throw new ApiError(BUSINESS_CODES.NOT_FOUND);
      }

      let token: string | undefined;
      let key: string | undefined;
      let file: { bytes: Buffer; declaredType: string } | undefined;
      const problems: { field: string; message: string }[] = [];
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const bytes = await readWithinLimit(part);
          if (bytes === null) {
            throw validationFailed([
              { field: part.fieldname, message: `must be at most ${MAX_UPLOAD_BYTES} bytes` },
            ]);
          }
          if (part.fieldname === 'file') file = { bytes, declaredType: part.mimetype };
          else problems.push({ field: part.fieldname, message: 'unexpected file' });
        } else if (part.fieldname === 'token') {
          token = String(part.value);
        } else if (part.fieldname === 'key') {
          key = String(part.value);
        } else {
          problems.push({ field: part.fieldname, message: 'unknown field' });
        }
      }

      if (!token) problems.push({ field: 'token', message: 'is required' });
      if (key !== undefined && !uploadKey.safeParse(key).success) {
        problems.push({ field: 'key', message: 'invalid upload key' });
      }
      const detected = file ? detectImageType(file.bytes) : null;
      if (!file) {
        problems.push({ field: 'file', message: 'is required' });
      } else if (detected === null || !DECLARABLE_TYPES.has(file.declaredType)) {
        // Both must hold: the bytes decide what is stored and served; a declared type that is
        // another kind of file means the page sent the wrong file.
        problems.push({
          field: 'file',
          message: `must be one of ${ALLOWED_IMAGE_TYPES.join(', ')}`,
        });
      }
      if (problems.length > 0 || !token || !file || !detected) throw validationFailed(problems);

      const accepted = await storage.accept({
        token,
        userId: user.userId,
        key,
        contentType: detected,
        bytes: file.bytes,
      });
      request.log.info({ key: accepted.key, size: accepted.size }, 'image uploaded');
      return ok(accepted);
    },
  );
};
