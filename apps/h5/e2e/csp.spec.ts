import { expect, test } from '@playwright/test';
import { HOSTS } from './support';

// The report-only Content Security Policy against the real pages: visiting the main page groups
// must produce no violation report (the condition for enforcing it).

test.use({ userAgent: HOSTS.plain });

test('the pages produce no Content Security Policy violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: '下载安卓版' })).toBeVisible();
  for (const path of [
    '/sem/driver-register',
    '/customer/login',
    '/driver/noviceGuide',
    '/agent/contract',
    '/no/such/page',
  ]) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  // Reports are sent after the page settles; give them a moment to arrive.
  await page.waitForTimeout(1500);
  const { reports } = (await (await page.request.get('/dev/csp-reports')).json()) as {
    reports: { violatedDirective: string; blockedUri: string }[];
  };
  expect(violations).toEqual([]);
  expect(reports).toEqual([]);
});
