// The name under which index.html's script keeps the public read of the campaign its route names
// (docs/decisions/049), in a module without dependencies: the build writes it into the script
// (build/route-preload.ts), and the app takes the read from there (early-read.ts).

/** `window[EARLY_READ]`: `{ u: the URL asked for, p: the answer's JSON, or null when it failed }`. */
export const EARLY_READ = '__fyEarly';
