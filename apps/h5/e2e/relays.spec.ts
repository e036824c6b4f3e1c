import { expect, type Page, test } from '@playwright/test';
import { fillMobileAndCode, holdRequests, HOSTS, openMovingOn, screenshotPath } from './support';

// The WeChat relay pages: silent authorisation in WeChat (server hop and stand-in authorize page),
// then on to an allow-listed target; hostile targets go nowhere.

const hashPath = (url: string) => new URL(url).hash.replace(/^#/, '').split('?')[0];

test.describe('in WeChat', () => {
  test.use({ userAgent: HOSTS.wechat });

  test('c2c/wxauth authorises silently, removes the code and continues to the role choice', async ({
    page,
  }) => {
    await openMovingOn(page, '/#/c2c/wxauth');
    // Three loads: the relay, the authorize hop and stand-in, the page the code comes back to.
    await expect(page.getByRole('heading', { name: '选择您的身份' })).toBeVisible({
      timeout: 30_000,
    });
    expect(page.url()).not.toContain('code=');
    const cookies = await page.context().cookies();
    const messenger = cookies.find((cookie) => cookie.name === 'wx_user_info');
    expect(JSON.parse(decodeURIComponent(messenger?.value ?? '{}')).openid).toMatch(/^[\w-]+$/);
  });
});

/**
 * What a visit asks of the server (each call's path, as often as asked), what the browser cut off,
 * and what the console logged as errors, until `arrived` is seen.
 */
async function quietVisit(page: Page, url: string, arrived: () => Promise<void>) {
  const calls: string[] = [];
  const noise: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/service/')) calls.push(path.replace(/^\/service\/[\w-]+/, ''));
  });
  page.on('requestfailed', (request) =>
    noise.push(`cut off: ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  page.on('console', (message) => {
    if (message.type() === 'error') noise.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => noise.push(`uncaught: ${error.message}`));
  await openMovingOn(page, url);
  // Back from WeChat with a code (a first screen in index.html may show before the page leaves).
  await expect
    .poll(() => calls.includes('/api/wechat/oauth/exchange'), { timeout: 30_000 })
    .toBe(true);
  await arrived();
  // Calls that start late (sharing, after load) have had their time.
  await page.waitForLoadState('load');
  await page.waitForTimeout(1000);
  return { calls, noise };
}

/**
 * The page that leaves for WeChat asks nothing (what it asked would be cut off): the first call is
 * the code's exchange on the page that comes back, and each call after it is made once, but the
 * JS-SDK's signature, asked for each URL the page shows (share.ts).
 */
function expectNoneBeforeTheWayBack(calls: string[]) {
  expect(calls[0]).toBe('/api/wechat/oauth/exchange');
  const twice = calls.filter((call, at) => calls.indexOf(call) !== at);
  expect(twice.filter((call) => !call.endsWith('/getWXConfig'))).toEqual([]);
}

test.describe('through WeChat’s login relay, a page asks once and nothing is cut off', () => {
  test.use({ userAgent: HOSTS.wechat });

  test('a relay page waits for the trip before asking who is logged in', async ({ page }) => {
    const { calls, noise } = await quietVisit(page, '/#/c2c/wxauth', () =>
      expect(page.getByRole('heading', { name: '选择您的身份' })).toBeVisible({ timeout: 30_000 }),
    );
    expect(noise).toEqual([]);
    expectNoneBeforeTheWayBack(calls);
  });

  test('a page behind the openid guard shares only once it is back', async ({ page }) => {
    const { calls, noise } = await quietVisit(page, '/#/epidemic/index', () =>
      expect(page.getByRole('heading', { name: '路况查询', level: 1 })).toBeVisible(),
    );
    expect(noise).toEqual([]);
    expectNoneBeforeTheWayBack(calls);
  });
});

test.describe('in a plain browser', () => {
  test.use({ userAgent: HOSTS.plain });

  test('jimu-only-wxauth continues to an in-app target at once', async ({ page }) => {
    await page.goto('/#/jimu-only-wxauth?target=%2Fdriver%2Fdownload');
    await expect.poll(() => hashPath(page.url())).toBe('/driver/download');
  });

  test('jimu-wxauth logs the visitor in first, then continues', async ({ page }) => {
    await page.goto('/#/jimu-wxauth?target=%2Fdriver%2Fauth');
    await page.getByRole('link', { name: /我是司机/ }).click();
    await fillMobileAndCode(page, '13600000061');
    await page.getByLabel(/我已阅读并同意/).check();
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => hashPath(page.url())).toBe('/driver/auth');
    await expect(page.getByRole('heading', { name: '司机认证' })).toBeVisible();
  });

  test('a relay opened again before the page it went on to has loaded goes on again', async ({
    page,
  }) => {
    // The relay's own files first (a link without a target goes nowhere), then every other script
    // is held back: the page it goes on to loads slowly, as on a weak link.
    await page.goto('/#/jimu-only-wxauth?target=javascript%3Aalert(1)');
    await expect(page.getByRole('heading', { name: '链接无效' })).toBeVisible();
    const release = await holdRequests(page, /\/assets\/.*\.js$/);
    const relay = '/jimu-only-wxauth?target=%2Fdriver%2Fdownload';
    await page.evaluate((hash) => (window.location.hash = hash), relay);
    await expect.poll(() => hashPath(page.url())).toBe('/driver/download');
    // The person taps the link again while the download page is still on its way: the relay is
    // shown again, still mounted, and must go on again rather than wait for good.
    await page.evaluate((hash) => (window.location.hash = hash), relay);
    await expect.poll(() => hashPath(page.url())).toBe('/driver/download');
    release();
    await expect(page.getByRole('heading', { name: '货运平台司机版' })).toBeVisible();
    expect(hashPath(page.url())).toBe('/driver/download');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('a target off the allow-list goes nowhere', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const target of [
      'javascript:alert(1)',
      'https://evil.example/',
      '//evil.example',
      'https://h5.example.com@evil.example/',
      '/\\evil.example',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      await page.goto(`/#/jimu-only-wxauth?target=${encodeURIComponent(target)}`);
      await expect(page.getByRole('heading', { name: '链接无效' }), target).toBeVisible();
      expect(new URL(page.url()).host).toBe(new URL(page.url()).host);
      expect(page.url()).toContain('/jimu-only-wxauth');
    }
    expect(dialogs).toEqual([]);
    await page.screenshot({ path: screenshotPath('relay-invalid.png') });
  });

  test('choose-jump-webapp lists the apps and keeps the channel id', async ({ page }) => {
    await page.goto('/#/choose-jump-webapp?last_channel_id=qr_9');
    await page.getByRole('link', { name: /司机服务/ }).click();
    await expect.poll(() => hashPath(page.url())).toBe('/driver/download');
    expect(page.url()).toContain('channel_id=qr_9');
  });

  test('wake/mini/app explains how to open the mini-program and offers the app', async ({
    page,
  }) => {
    await page.goto('/#/wake/mini/app/driver');
    await expect(page.getByRole('heading', { name: '打开货运平台司机小程序' })).toBeVisible();
    await expect(page.getByRole('link', { name: '下载App' })).toBeVisible();
    await page.goto('/#/wake/mini/app/someone');
    await expect(page.getByRole('heading', { name: '没有这个小程序' })).toBeVisible();
    await page.goto('/#/wake/mini/app/bad-client');
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    // In English the name to search for in WeChat is its Chinese one, the only one WeChat knows.
    await page.goto('/#/wake/mini/app/customer?lang=en');
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Open the shipper mini-program' }),
    ).toBeVisible();
    await expect(
      page.getByText('Search for “货运平台货主小程序” (its name in WeChat)'),
    ).toBeVisible();
  });
});

test.describe('wake/mini/app in WeChat', () => {
  test.use({ userAgent: HOSTS.wechat });

  test('says no download is needed, and offers none', async ({ page }) => {
    await page.goto('/#/wake/mini/app/driver');
    await expect(page.getByText('在微信中即可使用货运平台司机小程序，无需下载。')).toBeVisible();
    await expect(page.getByRole('link', { name: '下载App' })).toHaveCount(0);
  });
});
