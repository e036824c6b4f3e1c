// The request contract's keys baked into the H5 at build time (and into its tests), from the same
// environment variables the server reads (docs/design.md §3); development defaults from the contract
// package. A relative import: Vite bundles it into the config (a package import would load raw TS).
import { DEV_KEYS } from '../../../packages/contract/src/config-defaults.ts';

export function contractKeyDefines(environment: NodeJS.ProcessEnv = process.env) {
  const keys = {
    APP_KEY: environment.APP_KEY || DEV_KEYS.APP_KEY,
    APP_SECRET: environment.APP_SECRET || DEV_KEYS.APP_SECRET,
    ENCRYPT_KEY: environment.ENCRYPT_KEY || DEV_KEYS.ENCRYPT_KEY,
  };
  return Object.fromEntries(
    Object.entries(keys).map(([name, value]) => [`import.meta.env.${name}`, JSON.stringify(value)]),
  );
}
