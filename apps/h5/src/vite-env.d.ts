/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Request contract keys, baked in at build time (vite.config.ts, docs/design.md §3). */
  readonly APP_KEY: string;
  readonly APP_SECRET: string;
  readonly ENCRYPT_KEY: string;
}
