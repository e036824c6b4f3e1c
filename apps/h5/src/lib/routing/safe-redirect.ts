/**
 * A `redirect` query value the app may follow after login: an in-app hash path
 * (`/customer/activityCenter/index`), optionally with a query of URL-encoded pairs, never an
 * origin, a scheme, `//host` or a backslash. Anything else is dropped and the caller's default is
 * used. The router only ever navigates within the app with it.
 */
export function safeInternalPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 400) return null;
  return /^\/(?!\/)[A-Za-z0-9_\-/]*(\?[A-Za-z0-9_\-=&%.~]*)?$/.test(raw) ? raw : null;
}
