import type {
  CheckIdCardRequest,
  CheckTruckLegalRequest,
  DriverDetail,
  UpdateDriverInfoRequest,
} from '@freight/contract/endpoints/index';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery } from '@/lib/request/endpoint';

// The page shows its own errors, "log in first" included (401 is the expected first visit).
export const driverDetailQuery = endpointQuery('getDriverDetail', {});

/** The session driver's profile and review state (POST driver-service /api/app/driver/getDetail). */
export function useDriverDetail() {
  return useQuery(driverDetailQuery);
}

/** Saves part of the profile (or submits it); the answer is the whole profile again. */
export function useUpdateDriverInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: UpdateDriverInfoRequest) => callEndpoint('updateDriverInfo', fields),
    onSuccess: (detail: DriverDetail) =>
      queryClient.setQueryData(driverDetailQuery.queryKey, detail),
  });
}

export function checkIdCard(fields: CheckIdCardRequest) {
  return callEndpoint('checkIdCard', fields);
}

export function checkTruckLegal(fields: CheckTruckLegalRequest) {
  return callEndpoint('checkTruckLegal', fields);
}
