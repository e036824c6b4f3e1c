import { expect, test } from '@playwright/test';
import { HOSTS, screenshotPath } from './support';

test.use({ userAgent: HOSTS.driverApp });

test('the guide pages say what to do and link to pages that exist', async ({ page }) => {
  for (const [path, heading] of [
    ['/driver/noviceGuide', '新手司机指南'],
    ['/customer/driverTips', '这个手机号已注册为司机'],
    ['/driver/hcb', '司机互助帮'],
    ['/driver/douyin', '抖音来的司机朋友，欢迎您'],
    ['/specialroute', '专线服务'],
  ]) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    const hrefs = await page
      .getByRole('navigation')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      await page.goto(`/${href}`);
      await expect(page.getByRole('heading', { name: '页面不存在' }), href).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 }).first(), href).toBeVisible();
    }
  }
  await page.goto('/#/driver/noviceGuide');
  await page.screenshot({ path: screenshotPath('novice-guide.png'), fullPage: true });
});

test('the customer-service error page offers a retry and another way to reach us', async ({
  page,
}) => {
  await page.goto('/#/xcustomer/exception');
  await expect(page.getByRole('heading', { name: '客服服务暂时不可用' })).toBeVisible();
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
});

test('a driver finds the group of their city and its QR code to long-press', async ({ page }) => {
  await page.goto('/#/driver/joinWechatGroup');
  await expect(page.getByRole('heading', { name: '全国司机交流群' })).toBeVisible();
  await page.getByLabel('省份').selectOption({ label: '江苏省' });
  await page.getByLabel('城市').selectOption({ label: '苏州市' });
  await expect(page.getByRole('heading', { name: '苏州司机交流群' })).toBeVisible();
  const qr = page.getByRole('img', { name: '苏州司机交流群的二维码' });
  await expect(qr).toBeVisible();
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await page.getByLabel('城市').selectOption({ label: '无锡市' });
  await expect(page.getByRole('heading', { name: '江苏司机交流群' })).toBeVisible();
  await expect(page.getByText('您所在的城市还没有专属群')).toBeVisible();
  await page.screenshot({ path: screenshotPath('wechat-group.png'), fullPage: true });
});
