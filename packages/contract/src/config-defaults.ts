// Development defaults for the request contract's keys (docs/design.md §3). The H5 build bakes in the
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

/**
 * The customer-service phone that messages saying "请联系客服" give, and the H5 shows as a `tel:`
 * link. The spec names no hotline, so this is a fictional demo number (400-000-0000 is not a real
 * line): replace DEMO_SUPPORT_PHONE's use here with the platform's hotline before launch.
 */
export const DEMO_SUPPORT_PHONE = '400-000-0000';
export const SUPPORT_PHONE = DEMO_SUPPORT_PHONE;

/** `tel:` link of a phone number as written (`400-000-0000` → `tel:4000000000`). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
