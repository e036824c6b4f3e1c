// What other modules may use of the uploads module (docs/decisions/047): the one file of it they
// import.

export { notOwnUploads, refuseForeignPhotoKeys, type UploadOwnership } from './owned-uploads.ts';
export { deleteErasedFiles, eraseUploads, PHOTO_RETENTION_INTERVAL_MS } from './retention.ts';
export { uploadsFor, uploadStorageFor } from './storage-for.ts';
export { type FileLinks, type FileUrl, type UploadStorage } from './upload-storage.ts';
