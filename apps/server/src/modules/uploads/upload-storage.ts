// Where uploaded images go (docs/design.md §2, ADR 007): the embedded store outside production (this
// server: grants in the database, files under DATA_DIR/uploads, served at /uploads/<key>), or a
// private bucket of an S3-protocol object store in production (s3-storage.ts: Qiniu Kodo, Alibaba
// OSS, Tencent COS, MinIO and AWS all speak it). Whichever it is, a page gets a short-lived grant
// from getQiniuToken, sends the photo with it, and a record (a driver's profile, a post) may only
// name photos its owner uploaded.

import type { GetQiniuTokenData, UploadPhotoFields } from '@freight/contract/endpoints/third';

/** How an answer gives an uploaded image: the address to load it from, by key. */
export type FileUrl = (key: string) => string;

/** Signs the links of one answer's files (UploadStorage `links`, bound). */
export type FileLinks = (keys: readonly string[]) => Promise<FileUrl>;

export interface UploadStorage {
  readonly kind: 'embedded' | 's3';
  /** A grant that lets `userId` upload for a short while (the photo described, for a bucket). */
  issueToken(userId: number, photo: UploadPhotoFields): Promise<GetQiniuTokenData>;
  /**
   * Addresses of the files of `keys`, for one answer: the server's own path (embedded), or a
   * presigned link that expires in minutes (a private bucket).
   */
  links(keys: readonly string[]): Promise<FileUrl>;
  /**
   * The keys among `keys` that `userId` uploaded. A bucket has no upload callback: a key is the
   * caller's when its prefix is one this server granted them and the object is there and is an
   * image within the limits; it is then recorded, as the embedded store records every upload.
   */
  ownedKeys(userId: number, keys: readonly string[]): Promise<Set<string>>;
  /**
   * Deletes the stored files of `keys` (a retention purge's erasure, ADR 038); a key with no file
   * is no error, so a purge interrupted halfway is simply run again. Throws when the store fails.
   */
  remove(keys: readonly string[]): Promise<void>;
}
