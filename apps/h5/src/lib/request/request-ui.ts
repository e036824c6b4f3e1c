// The request client's UI effects (loading indicator, 'request error' dialog) are not in the client:
// the app registers them here at start, so the client stays testable and light, and the UI kit's
// Toast and Dialog load only when they are first needed.

export interface RequestUi {
  /** A request that asked for the loading indicator started (calls nest: one per request). */
  loadingStarted(): void;
  loadingEnded(): void;
  /** An HTTP status outside 200-299: show the 'request error' dialog. */
  httpError(status: number): void;
}

const silent: RequestUi = { loadingStarted() {}, loadingEnded() {}, httpError() {} };
let current: RequestUi = silent;

export function setRequestUi(ui: RequestUi | null): void {
  current = ui ?? silent;
}

export function requestUi(): RequestUi {
  return current;
}
