import { expect, test } from '@playwright/test';
import { bridgeCalls, HOSTS, installFakeBridge, screenshotPath } from './support';

// The native bridge (docs/design.md §4) from a real page: inside the driver app (its user agent and an
// injected FYNative that records messages) the verification action opens the app's own screen;
// outside the apps it opens the web verification pages.

test.describe('in the driver app', () => {
  test.use({ userAgent: HOSTS.driverApp });

  test('opens the identity verification screen through the bridge', async ({ page }) => {
    await installFakeBridge(page);
    await page.goto('/#/driver/noviceGuide');
    // Inside the app there is nothing to download.
    await expect(page.getByRole('link', { name: '下载司机App' })).toHaveCount(0);
    await page.getByRole('button', { name: '去完成司机认证' }).click();
    await expect
      .poll(() => bridgeCalls(page))
      .toEqual([
        expect.objectContaining({ action: 'navigate', params: { screen: 'identityVerify' } }),
      ]);
    expect(new URL(page.url()).hash).toBe('#/driver/noviceGuide');
  });

  // Issue 44 item 10: each host and user type gets its own way, not the shipper app's.
  test('says nothing of the shipper app, and a lost page goes back to the driver app', async ({
    page,
  }) => {
    await installFakeBridge(page);
    for (const path of ['/#/rewardCenter', '/#/customer/coupon/display']) {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.getByText('请升级货主App至5.4.0及以上版本后打开')).toHaveCount(0);
      await expect(page.getByRole('link', { name: '下载最新货主App' })).toHaveCount(0);
    }
    await page.goto('/#/rewardCenter');
    await page.screenshot({ path: screenshotPath('driver-app-reward-centre.png'), fullPage: true });

    // The shippers' invitation is not offered; the drivers' own is.
    await page.goto('/#/c2c-invite/index');
    await expect(
      page.getByRole('heading', { name: '这是货主邀请货主的活动，司机账号不能参加。' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: '关注公众号，参与活动' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '邀请好友', exact: true })).toHaveCount(0);
    await page.screenshot({ path: screenshotPath('driver-app-c2c-invite.png'), fullPage: true });
    await page.getByRole('link', { name: '去邀请司机好友' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#/driver-invite-driver/index');

    // Not found: back to the app (its web-view closes), not to the shipper app's download page.
    await page.goto('/#/no-such-page');
    // A button, not the link to the site's home (the shipper app's download page).
    await expect(page.getByRole('button', { name: '返回首页' })).toBeVisible();
    await expect(page.getByRole('link', { name: '返回首页' })).toHaveCount(0);
    await page.screenshot({ path: screenshotPath('driver-app-not-found.png'), fullPage: true });
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect
      .poll(async () => (await bridgeCalls(page)).at(-1))
      .toEqual(expect.objectContaining({ action: 'close' }));
    expect(new URL(page.url()).hash).toBe('#/no-such-page');
  });
});

test.describe('in a plain browser', () => {
  test.use({ userAgent: HOSTS.plain });

  test('falls back to the web verification pages', async ({ page }) => {
    await page.goto('/#/driver/noviceGuide');
    await page.getByRole('button', { name: '去完成司机认证' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#/driver/auth');
  });

  test('channel and share ids from the landing URL are kept a year on the site', async ({
    page,
  }) => {
    await page.goto(
      '/#/sem/index?last_channel_id=ad_42&last_share_user_id=u_7&extendId=%3Cscript%3E',
    );
    await expect(page.getByRole('heading', { name: '加入货运平台' })).toBeVisible();
    // The heading comes with the HTML (a first screen); the cookies once the app has run.
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === 'last_channel_id'))
      .toBe(true);
    const cookies = await page.context().cookies();
    const channel = cookies.find((cookie) => cookie.name === 'last_channel_id');
    const share = cookies.find((cookie) => cookie.name === 'last_share_user_id');
    expect(channel?.value).toBe('ad_42');
    expect(share?.value).toBe('u_7');
    expect(channel?.path).toBe('/');
    const days = ((channel?.expires ?? 0) - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    expect(cookies.some((cookie) => cookie.value.includes('script'))).toBe(false);
  });
});
