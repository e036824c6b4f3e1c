import type { GetQiniuTokenData } from '@freight/contract/endpoints/index';
import { isOneOf } from '@freight/contract/one-of';
import { UPLOAD_IMAGE_TYPES } from '@freight/contract/rules/uploads';
import { request } from '@/lib/request/client';
import { callEndpoint } from '@/lib/request/endpoint';
import { putToObjectStore } from '@/lib/request/object-store';

export interface UploadedPhoto {
  key: string;
  url: string;
}

/**
 * Uploads one prepared photo: a short-lived grant from getQiniuToken for this photo's type and
 * size, then either
 * - the grant's `put` (production: a private bucket of an S3-protocol store): the bytes PUT as
 *   they are to the presigned address, which takes exactly this type and size, straight from the
 *   phone to the store (request/object-store.ts: no signature or session goes to another origin);
 * - or the Qiniu-style form (token, file) to the server's own upload URL (the embedded store
 *   behind /service/third-service), through the request client as it is.
 */
export async function uploadPhoto(photo: Blob): Promise<UploadedPhoto> {
  const contentType = isOneOf(UPLOAD_IMAGE_TYPES, photo.type) ? photo.type : undefined;
  const grant: GetQiniuTokenData = await callEndpoint('getQiniuToken', {
    ...(contentType ? { contentType } : {}),
    size: photo.size,
  });
  if (photo.size > grant.maxBytes) throw new RangeError('photo too large');
  if (grant.put) {
    await putToObjectStore(grant.uploadUrl, photo, grant.put.headers);
    return { key: grant.put.key, url: grant.put.readUrl };
  }
  const form = new FormData();
  form.append('token', grant.token);
  form.append('file', photo, 'photo.jpg');
  const servicePrefix = '/service/third-service';
  const embedded = grant.uploadUrl.startsWith(servicePrefix);
  return request<UploadedPhoto>(
    embedded ? grant.uploadUrl.slice(servicePrefix.length) : grant.uploadUrl,
    {
      method: 'POST',
      service: 'third-service',
      prefix: embedded,
      data: form,
      loading: false,
      errorDialog: false,
    },
  );
}
