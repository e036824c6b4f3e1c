// third-service endpoints.

import * as z from 'zod';
import { routes } from '../routes.ts';
import { defineEndpoint, resourceUrl, unixSeconds, uploadKey } from './common.ts';

// --- GET /api/img/getQiniuToken: a short-lived image-upload token -------------------------------

export const getQiniuTokenRequest = z.strictObject({});
export const getQiniuTokenResponse = z.strictObject({
  token: z.string().min(1).max(4096),
  /** Where to POST the multipart upload (fields `token`, `key`, `file`). */
  uploadUrl: resourceUrl,
  /** Every uploaded key must start with this, when given. */
  keyPrefix: uploadKey.optional(),
  expiresAt: unixSeconds,
  maxBytes: z.int().positive(),
  allowedTypes: z
    .array(z.string().regex(/^[a-z]+\/[a-z0-9.+-]+$/))
    .min(1)
    .max(20),
});
export const getQiniuToken = defineEndpoint({
  ...routes.getQiniuToken,
  request: getQiniuTokenRequest,
  response: getQiniuTokenResponse,
});
export type GetQiniuTokenRequest = z.input<typeof getQiniuTokenRequest>;
export type GetQiniuTokenData = z.output<typeof getQiniuTokenResponse>;
