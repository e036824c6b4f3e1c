import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: { '@': h5Src } },
        test: {
          name: 'h5',
          root: './apps/h5',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
