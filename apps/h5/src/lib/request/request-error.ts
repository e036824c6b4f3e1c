import { BUSINESS_CODES } from '@freight/contract/business-codes';

/**
 * Why a call failed:
 * - `http`: a status outside 200-299 (the 'request error' dialog was shown);
 * - `business`: the envelope's code is not 0 (the page shows `message`, the server's words);
 * - `network`: no answer (offline, connection dropped) or the call timed out;
 * - `decode`: an answer that could not be read (never expected from our server).
 */
export type RequestErrorKind = 'http' | 'business' | 'network' | 'decode';

export class RequestError extends Error {
  override name = 'RequestError';
  constructor(
    readonly kind: RequestErrorKind,
    message: string,
    readonly details: {
      /** HTTP status (0 when there was no answer). */
      status: number;
      /** The envelope's code, for business failures. */
      code?: number;
      /** The parsed response body, when there was one. */
      response?: unknown;
      cause?: unknown;
    },
  ) {
    super(message, { cause: details.cause });
  }

  get status(): number {
    return this.details.status;
  }

  get code(): number | undefined {
    return this.details.code;
  }
}

export function isRequestError(error: unknown): error is RequestError {
  return error instanceof RequestError;
}

/**
 * How long a RATE_LIMITED refusal asks to wait, in seconds (its `data.retryAfterSeconds`,
 * docs/contract.md §6), or null for any other failure.
 */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isRequestError(error) || error.code !== BUSINESS_CODES.RATE_LIMITED) return null;
  const data = (error.details.response as { data?: { retryAfterSeconds?: unknown } } | undefined)
    ?.data;
  const seconds = data?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? Math.ceil(seconds)
    : null;
}
