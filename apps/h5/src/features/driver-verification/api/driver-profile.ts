import type {
  CheckIdCardRequest,
  CheckTruckLegalRequest,
  DriverDetail,
  GetQiniuTokenData,
  UpdateDriverInfoRequest,
} from '@freight/contract/endpoints/index';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/request/endpoint';
import { request } from '@/lib/request/client';

export const driverDetailQuery = queryOptions({
  queryKey: ['driver-detail'],
  // The page shows its own errors, "log in first" included (401 is the expected first visit).
  queryFn: () => callEndpoint('getDriverDetail', {}, { loading: false, errorDialog: false }),
});

/** The session driver's profile and review state (POST driver-service /api/app/driver/getDetail). */
export function useDriverDetail() {
  return useQuery(driverDetailQuery);
}

/** Saves part of the profile (or submits it); the answer is the whole profile again. */
export function useUpdateDriverInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: UpdateDriverInfoRequest) =>
      callEndpoint('updateDriverInfo', fields, { errorDialog: false }),
    onSuccess: (detail: DriverDetail) =>
      queryClient.setQueryData(driverDetailQuery.queryKey, detail),
  });
}

export function checkIdCard(fields: CheckIdCardRequest) {
  return callEndpoint('checkIdCard', fields, { errorDialog: false });
}

export function checkTruckLegal(fields: CheckTruckLegalRequest) {
  return callEndpoint('checkTruckLegal', fields, { errorDialog: false });
}

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
