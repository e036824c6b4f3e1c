import { expect, test } from '@playwright/test';
import { codeFromOutbox, HOSTS, screenshotPath } from './support';

// The onboarding pages in English (?lang=en): every string from the en-US catalogue.

test.use({ userAgent: HOSTS.plain });

test('the recruitment form reads in English', async ({ page }) => {
  await page.goto('/#/sem/driver-register?lang=en');
  await expect(page.getByRole('heading', { name: 'Driver sign-up' })).toBeVisible();
  await expect(page.getByLabel('Mobile number')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('register-driver-en.png'), fullPage: true });
});

test('driver verification reads in English', async ({ page }) => {
  await page.goto('/#/c2c/login?userType=3&redirect=%2Fdriver%2Fauth&lang=en');
  await page.getByLabel('Mobile number').fill('13600000071');
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText('Code sent to 136****0071')).toBeVisible();
  await page.getByLabel('Verification code').fill(await codeFromOutbox(page, '13600000071'));
  await page.getByLabel(/I have read and agree/).check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Driver verification' })).toBeVisible();
  await expect(page.getByLabel('ID card number')).toBeVisible();
  await page.screenshot({ path: screenshotPath('auth-step1-en.png'), fullPage: true });
});
