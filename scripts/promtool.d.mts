// Types of promtool.mjs for the TypeScript tests that use it.

/** promtool cannot be had on this machine (no apt-get, or the package cannot be fetched). */
export class PromtoolUnavailableError extends Error {}

/** The path of a working promtool, from Debian's `prometheus` package (apt) when missing. */
export function ensurePromtool(): string;
