// Build-time configuration of the H5, read in one place. The keys come from the same environment
// variables the server reads (vite.config.ts); they are not secrets (docs/design.md §3).
export const env = {
  appKey: import.meta.env.APP_KEY,
  appSecret: import.meta.env.APP_SECRET,
  encryptKey: import.meta.env.ENCRYPT_KEY,
} as const;
