// The name under which index.html's script keeps the public read of the campaign its route names
// (docs/decisions/049), and the one place that reads it, in a module without dependencies: the
// build writes the name into the script (build/route-preload.ts), and the app takes the read from
// there (early-read.ts, app/build-routes.tsx).

/**
 * `window[EARLY_READ]`: `{ u: the URL asked for, p: the answer's JSON, or null when it failed, j:
 * that JSON (or null) once it is in }`; with `j` the app's first render has the read at once, as
 * the first screen the HTML's script filled from it does (docs/decisions/049).
 */
export const EARLY_READ = '__fyEarly';

/**
 * Whether index.html's script has read a page's public data that no page has taken yet: the first
 * page the HTML opened, whose first render draws from it. Its signed read then waits for that
 * render rather than start with the navigation (docs/decisions/049, its second amendment).
 */
export function earlyReadUntaken(): boolean {
  return heldEarlyRead() !== undefined;
}

/** What the script keeps at `window[EARLY_READ]`. */
export interface EarlyRead {
  /** The URL it asked for. */
  u: string;
  /** Its answer's JSON, or null when it failed. */
  p: Promise<unknown>;
  /** That answer once it is in (undefined before). */
  j?: unknown;
}

/** The script's read while no page has taken it (undefined outside a browser, or once taken). */
export function heldEarlyRead(): EarlyRead | undefined {
  return typeof window === 'undefined'
    ? undefined
    : (window as unknown as Record<string, EarlyRead | undefined>)[EARLY_READ];
}

/** The script's read of this URL, taken once (a later visit to the page asks the server). */
export function takeEarlyRead(url: string): EarlyRead | null {
  const early = heldEarlyRead();
  if (!early || early.u !== url) return null;
  (window as unknown as Record<string, EarlyRead | undefined>)[EARLY_READ] = undefined;
  return early;
}
