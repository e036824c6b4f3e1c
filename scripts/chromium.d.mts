// Types of chromium.mjs for the TypeScript configuration that imports it (Playwright's).

/** Debian's Chromium, or CHROMIUM_PATH. */
export const CHROMIUM_PATH: string;
/** Flags for a headless run on a build machine. */
export const CHROMIUM_FLAGS: readonly string[];
