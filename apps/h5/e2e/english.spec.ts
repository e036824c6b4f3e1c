import { expect, test } from '@playwright/test';
import { idCardCheckChar } from '@freight/contract/rules/id-card';
import { addPhoto, codeFromOutbox, HOSTS, mobileForAttempt, screenshotPath } from './support';

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
  const mobile = mobileForAttempt('13600000071');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText('Code sent to 136****0071')).toBeVisible();
  await page.getByLabel('Verification code').fill(await codeFromOutbox(page, mobile));
  await page.getByLabel(/I have read and agree/).check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Driver verification' })).toBeVisible();
  await expect(page.getByLabel('ID card number')).toBeVisible();
  await page.screenshot({ path: screenshotPath('auth-step1-en.png'), fullPage: true });

  const id17 = '31010419850315002';
  await page.getByLabel('Full name').fill('Wang Jun');
  await page.getByLabel('ID card number').fill(id17 + (idCardCheckChar(id17) ?? '0'));
  await addPhoto(page, 'ID card (photo side)');
  await addPhoto(page, 'ID card (emblem side)');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await addPhoto(page, 'Driving licence');
  await page.getByLabel('Licence class').selectOption('B2');
  await page.getByLabel('Driving licence valid until').fill('2032-01-31');
  await page.screenshot({ path: screenshotPath('auth-step2-en.png'), fullPage: true });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await addPhoto(page, 'Vehicle licence');
  await page.getByLabel('Plate number').fill('沪B67890');
  await page.getByLabel('Truck type').selectOption({ label: 'Box van' });
  await page.getByLabel('Length (m)').fill('4.2');
  await page.getByLabel('Load (t)').fill('2');
  await page.getByLabel('Vehicle licence valid until').fill('2031-03-31');
  await page.screenshot({ path: screenshotPath('auth-step3-en.png'), fullPage: true });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('button', { name: 'Submit for review' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('auth-step4-en.png'), fullPage: true });
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('heading', { name: 'Submitted, under review' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('auth-submitted-en.png'), fullPage: true });
});

test('the address search’s hint fits its field in English, at 375 and 320 px', async ({ page }) => {
  for (const width of [375, 320]) {
    await page.setViewportSize({ width, height: 667 });
    await page.goto('about:blank');
    await page.goto('/#/flashSale/mapSearch?lang=en');
    const field = page.getByRole('searchbox', {
      name: 'Search a place (port, logistics park, town)',
    });
    await expect(field).toBeVisible();
    // A placeholder never wraps: its text, in the field's font, within the field's inner width.
    const { text, inner } = await field.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) throw new Error('no canvas');
      context.font = `${style.fontSize} ${style.fontFamily}`;
      return {
        text: context.measureText(input.placeholder).width,
        inner: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      };
    });
    expect(text, `${width} px`).toBeLessThanOrEqual(inner);
  }
  await page.screenshot({ path: screenshotPath('map-search-en-320.png') });
});
