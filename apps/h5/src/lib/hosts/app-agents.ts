// The tokens the platform's apps append to the user agent (docs/design.md §4), in a module of their own
// without dependencies: the app detects its host from them (detect-host.ts), and the HTML's
// inline script, written at build time (build/route-preload.ts), marks the page inside the apps.

/** Each app's token, followed by `/<version>`: the shipper app `FYNewCustomer`, the driver app `FYLucky`. */
export const APP_AGENT_TOKENS = { shipper: 'FYNewCustomer', driver: 'FYLucky' } as const;

/** Any of the apps' agents. */
export const APP_AGENTS = new RegExp(`\\b(${Object.values(APP_AGENT_TOKENS).join('|')})\\/`);
