// The name under which index.html's script keeps the public read of the campaign its route names
// (docs/decisions/049), in a module without dependencies: the build writes it into the script
// (build/route-preload.ts), and the app takes the read from there (early-read.ts).

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
  return (
    typeof window !== 'undefined' &&
    (window as unknown as Record<string, unknown>)[EARLY_READ] !== undefined
  );
}
