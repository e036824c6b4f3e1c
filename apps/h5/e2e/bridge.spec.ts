import { expect, test } from '@playwright/test';
import { bridgeCalls, HOSTS, installFakeBridge } from './support';

// The native bridge (DESIGN.md §4) from a real page: inside the driver app (its user agent and an
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
