// @freight/contract: what the H5 and the server share (docs/design.md §3, docs/contract.md).
// Browser-safe; the server's node:crypto versions of sign/encode/decode are in `@freight/contract/node`.

export * from './cipher.ts';
export * from './config-defaults.ts';
export * from './constants.ts';
export * from './endpoints/index.ts';
export * from './envelope.ts';
export * from './form.ts';
export * from './regions/index.ts';
export * from './rules/index.ts';
export * from './signing.ts';
export * from './status.ts';
