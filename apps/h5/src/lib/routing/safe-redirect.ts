/**
 * A `redirect` query value the app may follow after login: an in-app hash path only
 * (`/customer/activityCenter/index`), never an origin, a scheme, `//host`, a backslash or an
 * encoded trick. Anything else is dropped and the caller's default is used.
 */
export function safeInternalPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 200) return null;
  return /^\/(?!\/)[A-Za-z0-9_\-/]*$/.test(raw) ? raw : null;
}
