// What one image upload may be (getQiniuToken, endpoints/third.ts), without zod: the H5 reads these
// before it asks for a grant, and the server's stores enforce them.

/** Image types an upload may have: the page sends photos as JPEG; PNG and WebP are taken as they are. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/** The largest file one upload takes (the page compresses phone photos well under it). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
