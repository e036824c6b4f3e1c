// One call to an outside service's HTTP API (WeChat, the SMS providers) within a time limit: the
// limit covers the answer's headers and its body, and the two ways of getting no answer become
// envelope errors, too slow UPSTREAM_TIMEOUT (504) and unreachable UPSTREAM_ERROR (502). What the
// answer says (its status, its JSON) is the caller's to judge. `label` names the service in the
// error's message, which the error handler logs: it never holds the request's content.

import { ApiError, BUSINESS_CODES } from './envelope.ts';

export interface UpstreamAnswer {
  status: number;
  /** The parsed JSON body; undefined when the body is not JSON. */
  body: unknown;
}

function timedOut(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** `fetchImpl(url, init)` within `timeoutMs`; throws ApiError 504 when late, 502 when unreachable. */
export async function callUpstream(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  label: string,
): Promise<UpstreamAnswer> {
  const signal = AbortSignal.timeout(timeoutMs);
  let text: string;
  let status: number;
  try {
    const response = await fetchImpl(url, { ...init, signal });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const late = timedOut(error) || signal.aborted;
    throw new ApiError(
      late ? BUSINESS_CODES.UPSTREAM_TIMEOUT : BUSINESS_CODES.UPSTREAM_ERROR,
      late ? `${label} timed out` : `${label} unreachable`,
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status, body };
}
