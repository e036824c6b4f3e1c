// The embedded image store (docs/design.md §2, outside production): getQiniuToken hands out a token
// bound to the logged-in user for 10 minutes; the page POSTs each image with it to
// /service/third-service/upload; files land in DATA_DIR/uploads/<key> and are served back at
// /uploads/<key>. Keys start with a random per-token prefix (128 bits): the URL of a file is
// unguessable, and one token's keys never collide with another's.

import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { type GetQiniuTokenData, MAX_UPLOAD_BYTES } from '@freight/contract/endpoints/third';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { uploads, uploadTokens } from '../../db/schema/uploads.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { validationFailed } from '../../http/validation-failed.ts';
import { ALLOWED_IMAGE_TYPES, IMAGE_EXTENSIONS, type ImageType } from './image-type.ts';
import { ownedUploadKeys } from './owned-uploads.ts';
import type { FileUrl, UploadStorage } from './upload-storage.ts';

export const UPLOAD_TOKEN_TTL_SECONDS = 600;
// A driver's profile has four photos; retakes included, twenty is plenty for one token.
export const MAX_FILES_PER_TOKEN = 20;
export const EMBEDDED_UPLOAD_URL = '/service/third-service/upload';
export const FILES_PATH_PREFIX = '/uploads/';

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** 16 random bytes as base64url (22 characters: letters, digits, `-`, `_`). */
function randomPart(): string {
  return randomBytes(16).toString('base64url');
}

export interface AcceptedUpload {
  key: string;
  url: string;
  contentType: ImageType;
  size: number;
}

export class EmbeddedUploadStorage implements UploadStorage {
  readonly kind = 'embedded';
  readonly root: string;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    dataDir: string,
  ) {
    this.root = resolve(dataDir, 'uploads');
  }

  async issueToken(userId: number): Promise<GetQiniuTokenData> {
    const token = randomBytes(32).toString('base64url');
    const keyPrefix = `img/${randomPart()}/`;
    const now = this.now();
    const expiresAt = now + UPLOAD_TOKEN_TTL_SECONDS * 1000;
    await this.db.insert(uploadTokens).values({
      tokenHash: sha256(token),
      userId,
      keyPrefix,
      createdAt: new Date(now),
      expiresAt: new Date(expiresAt),
    });
    return {
      token,
      uploadUrl: EMBEDDED_UPLOAD_URL,
      keyPrefix,
      expiresAt: Math.floor(expiresAt / 1000),
      maxBytes: MAX_UPLOAD_BYTES,
      allowedTypes: [...ALLOWED_IMAGE_TYPES],
    };
  }

  fileUrl(key: string): string {
    return `${FILES_PATH_PREFIX}${key}`;
  }

  async links(): Promise<FileUrl> {
    return (key) => this.fileUrl(key);
  }

  /** Every accepted upload is recorded with its uploader as it arrives. */
  ownedKeys(userId: number, keys: readonly string[]): Promise<Set<string>> {
    return ownedUploadKeys(this.db, userId, keys);
  }

  async remove(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      const path = this.filePath(key);
      await rm(path, { force: true });
      // The token's folder goes with its last file (another file of the token keeps it).
      await rmdir(dirname(path)).catch(() => {});
    }
  }

  /** Absolute path of a key's file; never outside the uploads folder. */
  filePath(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new RangeError(`upload key escapes: ${key}`);
    return path;
  }

  /**
   * Stores an image (already checked: allowed type, size) uploaded by `userId` with `token`.
   * Counts the upload on the token, records the key and writes the file in one transaction, so
   * that a refused or failed upload leaves neither a row nor a file.
   */
  async accept(input: {
    token: string;
    userId: number;
    /** The key the page asked for (must start with the token's prefix), or undefined. */
    key: string | undefined;
    contentType: ImageType;
    bytes: Buffer;
  }): Promise<AcceptedUpload> {
    const now = this.now();
    let written: string | undefined;
    try {
      return await this.db.transaction(async (tx) => {
        const [counted] = await tx
          .update(uploadTokens)
          .set({ uploads: sql`${uploadTokens.uploads} + 1` })
          .where(
            and(
              eq(uploadTokens.tokenHash, sha256(input.token)),
              eq(uploadTokens.userId, input.userId),
              gt(uploadTokens.expiresAt, new Date(now)),
              lt(uploadTokens.uploads, MAX_FILES_PER_TOKEN),
            ),
          )
          .returning({ keyPrefix: uploadTokens.keyPrefix });
        if (!counted) {
          // Unknown, expired, used up, or another user's: the page fetches a new token either way.
          throw new ApiError(
            BUSINESS_CODES.FORBIDDEN,
            'Upload token is unknown, expired, used up or not yours',
          );
        }
        const key =
          input.key ?? `${counted.keyPrefix}${randomPart()}.${IMAGE_EXTENSIONS[input.contentType]}`;
        if (!key.startsWith(counted.keyPrefix)) {
          throw validationFailed([
            { field: 'key', message: `must start with ${counted.keyPrefix}` },
          ]);
        }
        await tx.insert(uploads).values({
          key,
          userId: input.userId,
          contentType: input.contentType,
          sizeBytes: input.bytes.length,
          createdAt: new Date(now),
        });
        const path = this.filePath(key);
        await mkdir(dirname(path), { recursive: true });
        // 'wx': never overwrite a file, even one left behind by a crash.
        await writeFile(path, input.bytes, { flag: 'wx' });
        written = path;
        return {
          key,
          url: this.fileUrl(key),
          contentType: input.contentType,
          size: input.bytes.length,
        };
      });
    } catch (error) {
      // The commit itself failed after the file was written: no row points at it, remove it.
      if (written) await rm(written, { force: true });
      if (uniqueViolation(error) !== undefined || (error as { code?: string }).code === 'EEXIST') {
        throw new ApiError(BUSINESS_CODES.CONFLICT, 'An upload with this key already exists');
      }
      throw error;
    }
  }
}
