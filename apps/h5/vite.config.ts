import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { loadRoutePlan, routePreload } from './build/route-preload.ts';
import { preactAliases } from './preact-aliases.ts';
// A relative import: Vite bundles it into the config (a package import would load raw TypeScript).
import { DEV_KEYS } from '../../packages/contract/src/config-defaults.ts';

// The request contract's keys are baked in at build time from the same environment variables the
// server reads (DESIGN.md §3); development defaults come from the contract package.
const keys = {
  APP_KEY: process.env.APP_KEY || DEV_KEYS.APP_KEY,
  APP_SECRET: process.env.APP_SECRET || DEV_KEYS.APP_SECRET,
  ENCRYPT_KEY: process.env.ENCRYPT_KEY || DEV_KEYS.ENCRYPT_KEY,
};

export default defineConfig({
  base: './',
  plugins: [
    react(),
    routePreload(() => loadRoutePlan(fileURLToPath(new URL('.', import.meta.url)))),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...preactAliases,
    ],
  },
  define: Object.fromEntries(
    Object.entries(keys).map(([name, value]) => [`import.meta.env.${name}`, JSON.stringify(value)]),
  ),
  build: {
    target: ['es2020', 'chrome80', 'safari13'],
    sourcemap: true,
    // The manifest lets the budget check and the HTML preload script find each route's chunks.
    manifest: true,
    reportCompressedSize: false,
  },
  server: {
    proxy: { '/service': 'http://127.0.0.1:8080', '/healthz': 'http://127.0.0.1:8080' },
  },
});
