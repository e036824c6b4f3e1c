// Where uploaded images go. The embedded default (outside production) is this server: tokens in
// the database, files under DATA_DIR/uploads, served at /uploads/<key>. A production deployment
// of several instances needs shared object storage instead; the slot for it is `UploadStorage`:
//
//   A Qiniu-compatible adapter would implement `issueToken` with a Qiniu upload token (an
//   HMAC-SHA1 signed put policy: scope `<bucket>:<keyPrefix>`, `isPrefixalScope: 1`, deadline
//   10 min, `fsizeLimit`, `mimeLimit` = the allowed types, and a `callbackUrl` on this server that
//   records each (key, user) in the `uploads` table, so that profiles can still check ownership),
//   `uploadUrl` = the bucket's region upload host, and `fileUrl` = a signed, expiring download
//   URL of a private bucket (ID photos are personal data). Configuration it would read:
//   UPLOAD_STORAGE=qiniu, QINIU_ACCESS_KEY, QINIU_SECRET_KEY, QINIU_BUCKET, QINIU_UPLOAD_URL,
//   QINIU_DOWNLOAD_ORIGIN. It is not written yet: until it is, production answers 503 to
//   getQiniuToken rather than pretend (DESIGN.md §2).

import type { GetQiniuTokenData } from '@freight/contract/endpoints/third';

export interface UploadStorage {
  readonly kind: 'embedded';
  /** A token that lets `userId` upload images for a short while. */
  issueToken(userId: number): Promise<GetQiniuTokenData>;
  /** The URL a page loads an uploaded file from. */
  fileUrl(key: string): string;
}
