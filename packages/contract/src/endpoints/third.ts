// third-service endpoints.

import * as z from 'zod';
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
  name: 'getQiniuToken',
  method: 'GET',
  service: 'third-service',
  path: '/api/img/getQiniuToken',
  caller: 'user',
  request: getQiniuTokenRequest,
  response: getQiniuTokenResponse,
  example: {},
});
export type GetQiniuTokenRequest = z.input<typeof getQiniuTokenRequest>;
export type GetQiniuTokenData = z.output<typeof getQiniuTokenResponse>;
