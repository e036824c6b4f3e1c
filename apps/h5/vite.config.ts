import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contractKeyDefines } from './build/contract-keys.ts';
import { endpointRoutesModule } from './build/endpoint-routes.ts';
import { inlineEntryCss } from './build/inline-entry-css.ts';
import { loadRoutePlan, routePreload } from './build/route-preload.ts';
import { serviceWorker } from './build/service-worker.ts';
import { preactAliases } from './preact-aliases.ts';

const appRoot = fileURLToPath(new URL('.', import.meta.url));
const alias = [
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  ...preactAliases,
];
// The request contract's keys (docs/design.md §3), from the environment or the development defaults.
const define = contractKeyDefines();

const preload = routePreload({
  loadPlan: () => loadRoutePlan(appRoot),
  // The app once more, for Node: the landing routes' first screens (docs/decisions/020).
  ssrConfig: () => ({
    root: appRoot,
    resolve: { alias },
    define,
    plugins: [react(), endpointRoutesModule()],
  }),
  // The Node build, kept for the server (docs/decisions/050); never among the files it sends.
  screensDir: fileURLToPath(new URL('./dist-screens', import.meta.url)),
});

export default defineConfig({
  base: './',
  plugins: [
    react(),
    // The contract's endpoint list without its schemas (virtual:endpoint-routes).
    endpointRoutesModule(),
    preload,
    inlineEntryCss(),
    // sw.js, versioned by the build's files (docs/decisions/048); after the HTML's own plugins.
    serviceWorker(),
  ],
  resolve: { alias },
  define,
  build: {
    target: ['es2020', 'chrome80', 'safari13'],
    sourcemap: true,
    // The manifest lets the budget check and the HTML preload script find each route's chunks.
    manifest: true,
    // A page's files come from the HTML's route table as the router starts a navigation
    // (lib/routing/app-router.tsx), not from a list per page in the entry (4 KiB gzip).
    modulePreload: {
      resolveDependencies: (fileName, deps, { hostType }) =>
        hostType === 'js' && preload.isRoutePage(fileName) ? [] : deps,
    },
    reportCompressedSize: false,
    rolldownOptions: {
      // Class fields lowered for Safari 13 become plain assignments in the constructor instead of
      // `defineProperty` through a helper (nothing here sets a field a parent class defines as an
      // accessor): -0.3 KiB gzip on every route (docs/performance.md, thirteenth round).
      transform: { assumptions: { setPublicClassFields: true } },
      output: {
        // Files named by their hash alone (seven characters of base 64, the least rolldown takes
        // for this many chunks): the HTML names every route's files, over 300 of them, in the first
        // round trip; readable names cost about 1.2 KB of it brotli (docs/performance.md, eighth
        // round). Source maps and the manifest still name every module.
        entryFileNames: 'assets/[hash:7].js',
        chunkFileNames: 'assets/[hash:7].js',
        assetFileNames: 'assets/[hash:7][extname]',
        // Modules that at least 20 of the pages import (the framework, the request client, the
        // page kit: forms, the login, the query view), with what they import, in one chunk instead
        // of the many small shared chunks the automatic splitting makes. On 4G each file costs a
        // round trip (six at a time over HTTP/1.1): a route fetches 11 files (median) instead of
        // 26, for the same bytes (docs/performance.md). A feature's own modules stay with their
        // pages. Nothing the kit shares that widely may import antd-mobile's index: it would bring
        // the library's animation code to every route (components/ui-config.tsx).
        codeSplitting: {
          groups: [
            {
              name: 'common',
              test: (id) => !/[\\/]src[\\/]features[\\/]/.test(id),
              minShareCount: 20,
            },
          ],
        },
      },
    },
  },
  server: {
    // Everything the H5 calls on the server during development.
    proxy: Object.fromEntries(
      ['/service', '/healthz', '/collect', '/wechat', '/dev', '/ops', '/uploads'].map((path) => [
        path,
        'http://127.0.0.1:8080',
      ]),
    ),
  },
});
