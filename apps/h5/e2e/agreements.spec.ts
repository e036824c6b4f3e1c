import { expect, test } from '@playwright/test';
import { builtFile, holdRequests, screenshotPath } from './support';

test('the platform agreement opens over the login form, which keeps what was typed', async ({
  page,
}) => {
  await page.goto('/#/customer/login');
  await page.getByLabel('手机号').fill('13600000071');
  await page.getByRole('link', { name: '《平台服务协议》' }).click();
  const sheet = page.getByRole('dialog', { name: '平台服务协议' });
  await expect(sheet.getByText('版本 1 · 2026-01-01 起生效')).toBeVisible();
  await page.screenshot({ path: screenshotPath('agreement-sheet.png') });
  await sheet.getByRole('button', { name: '关闭，回到填写' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(page.getByLabel('手机号')).toHaveValue('13600000071');
  expect(new URL(page.url()).hash).toBe('#/customer/login');
});

test('the agreement page shows it as text with its version', async ({ page }) => {
  await page.goto('/#/customer/platform-agreement/platform-service');
  await expect(page.getByRole('heading', { name: '平台服务协议', level: 1 })).toBeVisible();
  await expect(page.getByText('版本 1 · 2026-01-01 起生效')).toBeVisible();
  await page.screenshot({ path: screenshotPath('agreement.png') });
});

test('each agreement page shows its text', async ({ page }) => {
  for (const [path, title] of [
    ['/customer/ShipperContract', '货物运输协议'],
    ['/customer/changeAdsChargeContract', '改址费用标准'],
    ['/agent/contract', '经纪人服务协议'],
  ]) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  }
});

test('an unknown or hostile agreement id is a clear not-found', async ({ page }) => {
  await page.goto('/#/customer/platform-agreement/no-such-agreement');
  await expect(page.getByRole('heading', { name: '协议不存在' })).toBeVisible();
  await page.goto('/#/customer/platform-agreement/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
  await expect(page.getByRole('heading', { name: '协议不存在' })).toBeVisible();
});

test('on the way to an agreement, the app asks for it while the page’s code is still arriving', async ({
  page,
}) => {
  await page.goto('/#/customer/ShipperContract');
  await expect(page.getByRole('heading', { name: '货物运输协议', level: 1 })).toBeVisible();
  // The next page's code is held back, as on a slow 4G link: its data must not wait for it.
  const release = await holdRequests(page, `**/${builtFile('agent-contract')}`);
  const asked = page.waitForRequest(/\/api\/agreement\/detail\?id=agent-contract&/, {
    timeout: 10_000,
  });
  await page.evaluate(() => {
    window.location.hash = '#/agent/contract';
  });
  await asked;
  await expect(page.getByRole('heading', { name: '货物运输协议', level: 1 })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: '经纪人服务协议', level: 1 })).toBeVisible();
  await expect(page.getByText('经纪人通过平台为货主寻找合适车辆')).toBeVisible();
});

test('Back closes the agreement sheet and keeps the form and what was typed', async ({ page }) => {
  await page.goto('/#/customer/download');
  await page.goto('/#/customer/login');
  await page.getByLabel('手机号').fill('13600000072');
  const sheet = page.getByRole('dialog', { name: '平台服务协议' });

  await page.getByRole('link', { name: '《平台服务协议》' }).click();
  await expect(sheet.getByText('版本 1 · 2026-01-01 起生效')).toBeVisible();
  await page.goBack();
  await expect(sheet).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe('#/customer/login');
  await expect(page.getByLabel('手机号')).toHaveValue('13600000072');

  // Closed by its button, the sheet leaves no entry behind: Back then leaves the form, once.
  await page.getByRole('link', { name: '《平台服务协议》' }).click();
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: '关闭，回到填写' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(page.getByLabel('手机号')).toHaveValue('13600000072');
  await expect
    .poll(() => page.evaluate(() => JSON.stringify(history.state)))
    .not.toContain('fyLayer');
  await page.goBack();
  await expect.poll(() => new URL(page.url()).hash).toBe('#/customer/download');
});
