// The URL the visitor landed on, captured before the router or the OAuth guard (which removes
// `code`) touches the address bar: iOS WeChat verifies the JS-SDK signature against it (PITFALLS 1).

let entryUrl: string | null = null;

/** Called first thing at start (main.tsx). Later calls keep the first value. */
export function captureEntryUrl(href: string = window.location.href): void {
  entryUrl ??= href.split('#', 1)[0] ?? href;
}

export function capturedEntryUrl(): string | null {
  return entryUrl;
}

/** For tests. */
export function resetEntryUrl(): void {
  entryUrl = null;
}
