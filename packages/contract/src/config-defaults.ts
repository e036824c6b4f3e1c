// Development defaults for the request contract's keys (DESIGN.md §3). The H5 build bakes in the
// values of APP_KEY, APP_SECRET and ENCRYPT_KEY from the environment, and the server reads the same
// variables at start; these defaults exist so that a fresh clone runs. Production refuses them.

export const DEV_APP_KEY = 'freight-h5-dev';
export const DEV_APP_SECRET = 'dev-only-app-secret-replace-in-production';
/** 32 bytes as 64 hex characters (AES-256 key). */
export const DEV_ENCRYPT_KEY = 'f310eec1ebcd44fd128d30b44a6fa7a06f5fed2b5809f0a452314184be2c19b8';

export const DEV_KEYS = {
  APP_KEY: DEV_APP_KEY,
  APP_SECRET: DEV_APP_SECRET,
  ENCRYPT_KEY: DEV_ENCRYPT_KEY,
} as const;

/** True when any of the given keys is still a development default. */
export function usesDevelopmentKeys(keys: {
  APP_KEY: string;
  APP_SECRET: string;
  ENCRYPT_KEY: string;
}): boolean {
  return (
    keys.APP_KEY === DEV_APP_KEY ||
    keys.APP_SECRET === DEV_APP_SECRET ||
    keys.ENCRYPT_KEY.toLowerCase() === DEV_ENCRYPT_KEY
  );
}
