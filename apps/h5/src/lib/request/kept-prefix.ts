// The prefix of the answers the H5 keeps in localStorage (lib/request/kept.ts, docs/decisions/048),
// apart so that a login or a logout (lib/identity/session.ts) can forget them without loading the
// store itself on every page.

export const KEPT_PREFIX = 'fy-kept:';

/** Drops every kept answer: a login or a logout, so no one sees another's. */
export function forgetKept(): void {
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(KEPT_PREFIX)) localStorage.removeItem(key);
    }
  } catch {
    // No storage (refused, a private mode): nothing was kept.
  }
}
