// One call to WeChat's HTTP API (JS-SDK tickets, OAuth code exchange): a time limit, and every
// failure mapped to an upstream envelope error — unreachable or not HTTP 2xx or not JSON is 502
// (UPSTREAM_ERROR), too slow is 504 (UPSTREAM_TIMEOUT). `label` names the caller in the message.

import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';

export async function callWechat<T>(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  label: string,
): Promise<T> {
  let response: Response;
  try {
    response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new ApiError(
      timedOut ? BUSINESS_CODES.UPSTREAM_TIMEOUT : BUSINESS_CODES.UPSTREAM_ERROR,
      timedOut ? `${label} timed out` : `${label} unreachable`,
    );
  }
  if (!response.ok) {
    throw new ApiError(BUSINESS_CODES.UPSTREAM_ERROR, `${label} answered HTTP ${response.status}`);
  }
  try {
    return (await response.json()) as T;
  } catch {
    throw new ApiError(
      BUSINESS_CODES.UPSTREAM_ERROR,
      `${label} answered something other than JSON`,
    );
  }
}
