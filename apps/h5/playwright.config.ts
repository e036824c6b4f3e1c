import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

// Browser tests run against the real server (built H5, fresh embedded database) on the port that
// scripts/e2e.mjs chose and started; Debian's Chromium, never a downloaded browser.
const port = process.env.E2E_PORT ?? '4173';

export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Budgets, not waits: every step waits for a condition and goes on as soon as it holds. They are
  // sized for a 2-core machine that also runs the server, two browsers and other people's work,
  // where a step that takes 1 s alone takes several; long sweeps set their own (hostile-input).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../../test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['iPhone SE'],
    browserName: 'chromium',
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    // The phones this is for mostly keep China's time (the machine running the tests may keep UTC).
    // Pages show China's days and times on any phone; shipments.spec checks other zones.
    timezoneId: 'Asia/Shanghai',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] },
    // Recording a trace of every test costs a quarter of the flows' time (1.6 to 1.2 min for the
    // referral and input specs): a failure keeps its screenshot, a retry (CI) is traced, and a
    // failing test is traced on demand with `npm run test:e2e -- <spec> --trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The H5's service worker (ADR 048) would take requests out of `page.route`'s sight, which
    // many specs mock or cut with: blocked everywhere but in the spec that tests it.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'plain' },
    {
      // The operations console (apps/ops): a desktop browser at 1280 px; its tests may open a
      // phone page too (a driver on the H5) in a context of their own.
      name: 'console',
      testDir: '../ops/e2e',
      use: {
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        isMobile: false,
        hasTouch: false,
        userAgent:
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      },
    },
  ],
});
