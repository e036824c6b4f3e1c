import type { CheckTruckLegalRequest } from '@freight/contract/endpoints/index';
import { callEndpoint } from '@/lib/request/endpoint';

/**
 * A truck owner's truck, saved to their verification details (POST driver-service
 * /api/app/driver/updateDriverInfo, a draft: nothing is submitted for review) once the road rules
 * allow it (POST /api/app/truck/checkLegal). Answers the rules' verdict: when it is not legal,
 * nothing is saved and its reasons name the limits broken.
 */
export async function saveTruck(truck: CheckTruckLegalRequest) {
  const verdict = await callEndpoint('checkTruckLegal', truck);
  if (verdict.legal) {
    await callEndpoint('updateDriverInfo', { ...truck, submit: false });
  }
  return verdict;
}
