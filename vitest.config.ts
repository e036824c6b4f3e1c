import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { contractKeyDefines } from './apps/h5/build/contract-keys.ts';
import { endpointRoutesModule } from './apps/h5/build/endpoint-routes.ts';
import { preactAliases } from './apps/h5/preact-aliases.ts';

// Budgets, not waits, sized for a busy 2-core machine: a unit test that takes 1 s alone (a 1 MiB
// cipher round trip, a page rendered with its chunks) takes several while other suites run, and
// Vitest's 5 s default then fails it. A test that passes never waits for them.
const UNIT_TEST_BUDGET_MS = 30_000;

const h5Src = fileURLToPath(new URL('./apps/h5/src', import.meta.url));

// One Vitest run covers every workspace; Playwright specs (apps/h5/e2e) are not picked up here.
export default defineConfig({
  test: {
    // Two cores; PGlite takes hundreds of MB per open database, so no more files at once than that.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: UNIT_TEST_BUDGET_MS,
        },
      },
      {
        // The operations console's logic (its screens are driven by the browser tests).
        test: {
          name: 'ops',
          root: './apps/ops',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: UNIT_TEST_BUDGET_MS,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          // One migrated database per run, which each test file's database starts from.
          globalSetup: ['./test/helpers/template-database.ts'],
          // Building an app takes seconds alone, a minute while other suites run.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The same build-time keys and endpoint list as the H5 build.
        define: contractKeyDefines(),
        plugins: [endpointRoutesModule()],
        resolve: {
          alias: [
            { find: '@', replacement: h5Src },
            ...preactAliases,
            // Node resolution would pick antd-mobile's CommonJS build, which requires React itself.
            { find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' },
          ],
        },
        test: {
          name: 'h5',
          root: './apps/h5',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'build/**/*.test.ts'],
          environment: 'happy-dom',
          // One process and document per worker instead of one per file (a minute of a 2-core
          // run); fresh-modules.ts gives each file its own modules and a clean document.
          isolate: false,
          setupFiles: ['./src/test/fresh-modules.ts', './src/test/setup.ts'],
          testTimeout: UNIT_TEST_BUDGET_MS,
          // Packages that import React are bundled through Vite, so they get preact/compat too.
          server: {
            deps: {
              inline: [/@tanstack/, /antd-mobile/, /zustand/, /@testing-library\/preact/],
            },
          },
        },
      },
    ],
  },
});
