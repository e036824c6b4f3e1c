// Uploaded images in a private bucket of an S3-protocol object store (UPLOAD_STORAGE=s3, ADR 007):
// Qiniu Kodo, Alibaba OSS, Tencent COS, MinIO and AWS all take the same presigned requests.
//
// - A grant is one photo: getQiniuToken answers a presigned PUT for one new key under a random
//   per-grant prefix, with the photo's type and exact size signed in (Content-Type and
//   Content-Length), valid UPLOAD_TOKEN_TTL_SECONDS. The store refuses any other size, type, key,
//   or a late upload; the page PUTs the bytes straight to the bucket, never through this server.
// - No upload callback: the grant (user, prefix) is recorded, and a key becomes its uploader's
//   the first time a record names it, once the object is found with an allowed image's first
//   bytes (a file that is not one is deleted) and recorded in `uploads` like an embedded upload.
// - The bucket is private (ID and licence photos are personal data): every read is a presigned
//   GET that expires within LINK_SECONDS. Links are signed as of the start of a LINK_STEP_MS
//   slot, so one photo keeps one address for a few minutes and a list shown again comes from the
//   browser's cache.

import { createHash, randomBytes } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  type GetQiniuTokenData,
  type UploadPhotoFields,
  MAX_UPLOAD_BYTES,
} from '@freight/contract/endpoints/third';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { S3Config } from '../../config-s3.ts';
import type { Db } from '../../db/database.ts';
import { uploads, uploadTokens } from '../../db/schema/uploads.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { validationFailed } from '../../http/validation-failed.ts';
import { UPLOAD_TOKEN_TTL_SECONDS } from './embedded-storage.ts';
import { detectImageType, IMAGE_EXTENSIONS } from './image-type.ts';
import { ownedUploadKeys } from './owned-uploads.ts';
import type { FileUrl, UploadStorage } from './upload-storage.ts';

/** The longest a photo link lives: minutes, as personal data asks (docs/design.md §9). */
export const LINK_SECONDS = 600;
/** Links are signed as of the start of a slot this long: the same address for that long. */
export const LINK_STEP_MS = 5 * 60_000;
// How long the store may take to answer this server (a HEAD-sized read, a delete).
const STORE_TIMEOUT_MS = 5000;
// The bytes read to tell what a file is (image-type.ts needs 12).
const SNIFF_BYTES = 16;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** 16 random bytes as base64url (22 characters). */
function randomPart(): string {
  return randomBytes(16).toString('base64url');
}

/** `img/<random>/` of a key this store named, or null for any other key. */
export function grantPrefixOf(key: string): string | null {
  const match = /^img\/[A-Za-z0-9_-]{22}\//.exec(key);
  return match ? match[0] : null;
}

/** The signing moment of a link made at `now`: the start of its LINK_STEP_MS slot. */
export function linkSigningDate(now: number): Date {
  return new Date(now - (now % LINK_STEP_MS));
}

export class S3UploadStorage implements UploadStorage {
  readonly kind = 's3';
  readonly #client: S3Client;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    private readonly config: S3Config,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      // Given here, never looked up in the SDK's own environment variables or files.
      credentials: {
        accessKeyId: config.accessKeyId,
        secretAccessKey: config.secretAccessKey,
      },
      // The newer default adds CRC32 checksum headers to uploads, which S3-protocol stores other
      // than AWS refuse or ignore; only where an operation requires one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
      requestHandler: { connectionTimeout: STORE_TIMEOUT_MS, requestTimeout: STORE_TIMEOUT_MS },
    });
  }

  async issueToken(userId: number, photo: UploadPhotoFields): Promise<GetQiniuTokenData> {
    const { contentType, size } = photo;
    if (contentType === undefined || size === undefined) {
      // The address signs both: without them there is nothing to sign.
      throw validationFailed([
        ...(contentType === undefined ? [{ field: 'contentType', rule: 'required' as const }] : []),
        ...(size === undefined ? [{ field: 'size', rule: 'required' as const }] : []),
      ]);
    }
    const token = randomBytes(32).toString('base64url');
    const keyPrefix = `img/${randomPart()}/`;
    const key = `${keyPrefix}${randomPart()}.${IMAGE_EXTENSIONS[contentType]}`;
    const now = this.now();
    const expiresAt = now + UPLOAD_TOKEN_TTL_SECONDS * 1000;
    await this.db.insert(uploadTokens).values({
      tokenHash: sha256(token),
      userId,
      keyPrefix,
      // One file per grant: the address names its key.
      uploads: 1,
      createdAt: new Date(now),
      expiresAt: new Date(expiresAt),
    });
    const uploadUrl = await getSignedUrl(
      this.#client,
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        ContentType: contentType,
        ContentLength: size,
      }),
      {
        expiresIn: UPLOAD_TOKEN_TTL_SECONDS,
        signingDate: new Date(now),
        // Signed, not hoisted into the query: the store refuses another type or size.
        signableHeaders: new Set(['content-type', 'content-length']),
        unhoistableHeaders: new Set(['content-type', 'content-length']),
      },
    );
    const links = await this.links([key]);
    return {
      token,
      uploadUrl,
      keyPrefix,
      expiresAt: Math.floor(expiresAt / 1000),
      maxBytes: MAX_UPLOAD_BYTES,
      allowedTypes: [contentType],
      put: { key, headers: { 'Content-Type': contentType }, readUrl: links(key) },
    };
  }

  async links(keys: readonly string[]): Promise<FileUrl> {
    const signingDate = linkSigningDate(this.now());
    // Valid until LINK_SECONDS after the slot's start: between LINK_SECONDS - LINK_STEP_MS and
    // LINK_SECONDS from now.
    const unique = [...new Set(keys)];
    const signed = await Promise.all(
      unique.map((key) =>
        getSignedUrl(
          this.#client,
          new GetObjectCommand({
            Bucket: this.config.bucket,
            Key: key,
            // The browser may keep the image while its address stays the same, no shared cache.
            ResponseCacheControl: `private, max-age=${LINK_SECONDS - LINK_STEP_MS / 1000}`,
          }),
          { expiresIn: LINK_SECONDS, signingDate },
        ),
      ),
    );
    const byKey = new Map(unique.map((key, i) => [key, signed[i] ?? '']));
    return (key) => {
      const url = byKey.get(key);
      if (url === undefined) throw new RangeError(`no link was signed for ${key}`);
      return url;
    };
  }

  async ownedKeys(userId: number, keys: readonly string[]): Promise<Set<string>> {
    const owned = await ownedUploadKeys(this.db, userId, keys);
    const candidates = keys.filter((key) => !owned.has(key) && grantPrefixOf(key) !== null);
    if (candidates.length === 0) return owned;
    const prefixes = [...new Set(candidates.map((key) => grantPrefixOf(key) ?? ''))];
    const granted = await this.db
      .select({ keyPrefix: uploadTokens.keyPrefix })
      .from(uploadTokens)
      .where(and(eq(uploadTokens.userId, userId), inArray(uploadTokens.keyPrefix, prefixes)));
    const grantedPrefixes = new Set(granted.map((row) => row.keyPrefix));
    for (const key of candidates) {
      if (!grantedPrefixes.has(grantPrefixOf(key) ?? '')) continue;
      const found = await this.#inspect(key);
      if (!found) continue;
      await this.db
        .insert(uploads)
        .values({
          key,
          userId,
          contentType: found.contentType,
          sizeBytes: found.size,
          createdAt: new Date(this.now()),
        })
        .onConflictDoNothing({ target: uploads.key });
      owned.add(key);
    }
    return owned;
  }

  async remove(keys: readonly string[]): Promise<void> {
    // One request per key (DeleteObjects needs a Content-MD5 some stores refuse without): a purge
    // erases a batch at a time, and S3 answers 204 for a key already gone.
    for (const key of keys) {
      try {
        await this.#client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
      } catch (error) {
        throw this.#storeFailure(error, key);
      }
    }
  }

  /** What the object at `key` is, or null when there is none or it is no allowed image. */
  async #inspect(key: string) {
    let answer;
    try {
      answer = await this.#client.send(
        new GetObjectCommand({
          Bucket: this.config.bucket,
          Key: key,
          Range: `bytes=0-${SNIFF_BYTES - 1}`,
        }),
      );
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
        return null;
      throw this.#storeFailure(error, key);
    }
    const head = answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
    const total = /\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1];
    const size = total === undefined ? (answer.ContentLength ?? 0) : Number(total);
    const contentType = detectImageType(head);
    if (contentType && size > 0 && size <= MAX_UPLOAD_BYTES) return { contentType, size };
    // Signed as an image, but it is not one (or too large for a reason the store let through):
    // nobody may be shown it.
    this.log.warn({ key, size }, 'uploaded object is not an allowed image; deleting it');
    try {
      await this.#client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
    } catch (error) {
      throw this.#storeFailure(error, key);
    }
    return null;
  }

  #storeFailure(error: unknown, key: string): ApiError {
    this.log.error({ err: error, key }, 'object store request failed');
    return new ApiError(BUSINESS_CODES.UPSTREAM_ERROR, {
      'zh-CN': '照片服务暂时不可用，请稍后再试',
      'en-US': 'The photo service is unavailable for now; please try again later',
    });
  }
}
