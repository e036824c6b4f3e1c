import { resolve } from 'node:path';

/** Screenshots land in test-results/screens (scripts/e2e.mjs runs Playwright from the repo root). */
export function screenshotPath(name: string): string {
  return resolve(process.cwd(), 'test-results/screens', name);
}
