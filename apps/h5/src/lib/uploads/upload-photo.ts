import type { GetQiniuTokenData } from '@freight/contract/endpoints/index';
import { request } from '@/lib/request/client';
import { callEndpoint } from '@/lib/request/endpoint';

export interface UploadedPhoto {
  key: string;
  url: string;
}

/**
 * Uploads one prepared photo: a short-lived token from getQiniuToken, then the Qiniu-style form
 * (token, file) to the upload URL it names (the embedded store behind /service/third-service by
 * default). FormData goes through the request client as it is.
 */
export async function uploadPhoto(photo: Blob): Promise<UploadedPhoto> {
  const grant: GetQiniuTokenData = await callEndpoint('getQiniuToken', {}, { loading: false });
  if (photo.size > grant.maxBytes) throw new RangeError('photo too large');
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
