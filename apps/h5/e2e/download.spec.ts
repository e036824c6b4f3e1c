import { expect, test } from '@playwright/test';
import { HOSTS, screenshotPath } from './support';

// The download page against the real app centre, in each host.

test.describe('in a plain Android browser', () => {
  test.use({ userAgent: HOSTS.plain });
  test('offers the Android package of the shipper app with its version and notes', async ({
    page,
  }) => {
    const calls: string[] = [];
    const encoded: string[] = [];
    page.on('request', (request) => {
      if (!request.url().includes('/service/')) return;
      calls.push(request.url());
      encoded.push(`${request.headers()['x-encode-type']} ${request.postData()?.split('=')[0]}`);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '货运平台货主版' })).toBeVisible();
    await expect(page.getByRole('button', { name: '下载安卓版' })).toBeVisible();
    await expect(page.getByText('5.6.2')).toBeVisible();
    await page.screenshot({ path: screenshotPath('download-zh.png') });
    // The call went through signed (the four parameters) and encrypted.
    const call = new URL(calls.find((url) => url.includes('getAppCenter')) ?? '');
    for (const name of ['appKey', 'reqTimestamp', 'nonce', 'signature']) {
      expect(call.searchParams.get(name), name).toBeTruthy();
    }
    expect(encoded).toContain('for-u encryptdata');
  });

  test('reads in English with ?lang=en', async ({ page }) => {
    await page.goto('/#/driver/download?lang=en');
    await expect(page.getByRole('button', { name: 'Download for Android' })).toBeVisible();
    await expect(page).toHaveTitle('Download the driver app');
    await page.screenshot({ path: screenshotPath('download-en.png') });
  });

  test("an ad's download page takes its palette and names a real city", async ({ page }) => {
    await page.goto('/#/adlaunch/download/orange/driver/%E8%8B%8F%E5%B7%9E%E5%B8%82');
    await expect(page.getByText('苏州的用户都在用')).toBeVisible();
    await expect(page.locator('[data-theme="orange"]')).toHaveCount(1);
    await page.goto('/#/adlaunch/download/%3Cimg%20src%3Dx%3E/driver/%3Cb%3Ex%3C%2Fb%3E');
    await expect(page.getByRole('heading', { name: '货运平台司机版' })).toBeVisible();
    await expect(page.locator('[data-theme]')).toHaveCount(0);
    await expect(page.getByText('<b>x</b>')).toHaveCount(0);
  });

  test('a link cannot put words on the official page, nor choose an app that does not exist', async ({
    page,
  }) => {
    const planted = '官方客服微信 fake123 退押金';
    await page.goto(`/#/adlaunch/download/blue/driver/${encodeURIComponent(planted)}`);
    await expect(page.getByRole('heading', { name: '货运平台司机版' })).toBeVisible();
    await expect(page.getByRole('button', { name: '下载安卓版' })).toBeVisible();
    await expect(page.getByText(/fake123|退押金/)).toHaveCount(0);
    await page.goto('/#/adlaunch/download/blue/hacker/%E8%8B%8F%E5%B7%9E');
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await expect(page.getByRole('button', { name: /下载/ })).toHaveCount(0);
  });
});

test.describe('links from data', () => {
  test.use({ userAgent: HOSTS.plain });
  test('a javascript: or off-list download link is refused, never followed', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.addInitScript(() => {
      // The page sees the app centre answer these links (the server's schema would refuse them).
      const original = window.fetch;
      window.fetch = async (...args) => {
        const response = await original(...args);
        if (!String(args[0]).includes('getAppCenter')) return response;
        return new Response(
          JSON.stringify({
            status: { code: 0, msg: 'ok' },
            data: {
              app: 'customer',
              appName: '货运平台货主版',
              currentVersion: '5.6.2',
              minVersion: '5.4.0',
              size: 1,
              releaseNotes: [],
              releasedAt: '2026-11-10T02:00:00.000Z',
              downloads: { android: 'javascript:alert(1)', ios: 'https://evil.example/app' },
              downloadUrl: 'javascript:alert(1)',
            },
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        );
      };
    });
    await page.goto('/#/customer/download');
    await expect(page.getByText(/暂不支持您的手机系统/)).toBeVisible();
    await expect(page.getByRole('button', { name: '下载安卓版' })).toHaveCount(0);
    expect(dialogs).toBe(0);
    expect(warnings.some((text) => text.includes('refused'))).toBe(true);
  });
});

test.describe('in WeChat', () => {
  test.use({ userAgent: HOSTS.wechat });
  test('explains how to open the browser instead of downloading', async ({ page }) => {
    await page.goto('/#/driver/download');
    await expect(page.getByRole('note')).toContainText('在浏览器打开');
    await page.getByRole('button', { name: '下载安卓版' }).click();
    await expect(page.getByRole('dialog', { name: '请在浏览器中打开' })).toBeVisible();
    await page.screenshot({ path: screenshotPath('download-wechat.png') });
  });
});

test.describe('in the driver app', () => {
  test.use({ userAgent: HOSTS.driverApp });
  test('says the app is already installed', async ({ page }) => {
    await page.goto('/#/driver/download');
    await expect(page.getByRole('status')).toContainText('无需重复下载');
    await expect(page.getByRole('button', { name: '下载安卓版' })).toHaveCount(0);
  });
});

test.describe('in an older driver app', () => {
  test.use({ userAgent: HOSTS.driverApp.replace('FYLucky/5.5.0', 'FYLucky/5.4.0') });
  test('is offered the update, with the version it runs and the one released', async ({ page }) => {
    await page.goto('/#/driver/download');
    await expect(page.getByRole('status')).toContainText('您正在使用货运平台司机版 5.4.0');
    await expect(page.getByRole('status')).toContainText('新版本 5.5.0 已发布');
    await expect(page.getByRole('button', { name: '下载安卓版' })).toBeVisible();
  });
});

test.describe('in the shipper app', () => {
  test.use({ userAgent: HOSTS.shipperApp });
  test('the shipper download page says the app is installed; the driver one offers the driver app', async ({
    page,
  }) => {
    await page.goto('/#/customer/download');
    await expect(page.getByRole('status')).toContainText('无需重复下载');
    await page.goto('/#/driver/download');
    await expect(page.getByRole('button', { name: '下载安卓版' })).toBeVisible();
  });
});

test.describe('when the server fails', () => {
  test.use({ userAgent: HOSTS.plain });
  test("a 500 shows the 'request error' dialog, then a retry on the page", async ({ page }) => {
    await page.route(/getAppCenter/, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.goto('/#/customer/download');
    await expect(page.getByText('请求错误')).toBeVisible();
    await expect(page.getByText('500：服务器错误，请联系管理员')).toBeVisible();
    await page.screenshot({ path: screenshotPath('request-error.png') });
    await page.getByRole('button', { name: 'OK' }).click();
    await page.unroute(/getAppCenter/);
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByRole('button', { name: '下载安卓版' })).toBeVisible();
  });
});
