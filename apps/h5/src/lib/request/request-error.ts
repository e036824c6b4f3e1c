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
