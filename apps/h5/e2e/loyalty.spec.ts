import { expect, type Page, test } from '@playwright/test';
import { HOSTS, logInWithCode, screenshotPath } from './support';

// The loyalty pages (docs/pages.md, feature `loyalty`): the drivers' flash-sale coupons against the
// demo sessions (apps/server/src/modules/activity-stock/seed.ts): one running for years, one sold
// out, one that opens on 2030-12-01 10:00 (Beijing time).

const UPCOMING_START = Date.parse('2030-12-01T10:00:00+08:00');

/** The seconds a countdown text (`1831 天 12:34:56`, or `12:34:56`) stands for. */
function secondsOf(text: string): number {
  const match = /(?:(\d+) 天 )?(\d{2}):(\d{2}):(\d{2})/.exec(text);
  if (!match) throw new Error(`no countdown in ${text}`);
  const [, days, h, m, s] = match;
  return Number(days ?? 0) * 86_400 + Number(h) * 3600 + Number(m) * 60 + Number(s);
}

const card = (page: Page, title: string) =>
  page.locator('.fy-seckill').filter({ has: page.getByRole('heading', { name: title }) });

test.use({ userAgent: HOSTS.driverApp });

test('a driver grabs a flash-sale coupon once, however often tapped, and sees the other sessions', async ({
  page,
}) => {
  await page.goto('/#/driver/seckillCoupon');
  const running = card(page, '10 元加油券');
  await expect(running).toContainText('满 100 元可用 · 领取后 7 天内有效');
  // Open for years: its end's date, not "距结束 1494 天".
  await expect(running).toContainText('2030-12-31 22:00 结束');
  await expect(running).not.toContainText('距结束');
  await expect(card(page, '50 元轮胎保养券')).toContainText('本场已抢光');
  await expect(card(page, '20 元 ETC 通行券')).toContainText('2030-12-01 10:00 开抢');
  // A visitor logs in first; there is nothing to tap until then.
  await expect(page.getByRole('button', { name: '立即抢' })).toHaveCount(0);
  await logInWithCode(page, '13600000301');
  const grab = running.getByRole('button', { name: '立即抢' });
  await grab.dblclick();
  await expect(running.getByRole('status')).toHaveText('抢到了！券已放入您的卡券');
  await expect(running).toContainText('每人限抢 1 张，您已抢 1 张');
  await expect(running.getByRole('button', { name: '已抢到' })).toBeDisabled();
  await expect(card(page, '20 元 ETC 通行券').getByRole('button')).toHaveText('即将开抢');
  await page.screenshot({ path: screenshotPath('seckill-coupon.png'), fullPage: true });
  // The server's count after the double tap: one claim.
  await page.reload();
  await expect(card(page, '10 元加油券').getByRole('button', { name: '已抢到' })).toBeDisabled();
  await expect(card(page, '10 元加油券')).toContainText('您已抢 1 张');

  await page.getByRole('link', { name: '活动规则' }).click();
  await expect(page).toHaveURL(/#\/driver\/seckillCoupon\/rule$/);
  await expect(page.getByRole('heading', { name: '活动规则', level: 1 })).toBeVisible();
  await expect(page.getByText('每人限抢 1 张，共 100 张')).toBeVisible();
  // Both ends of a session in one style, with the year.
  await expect(page.getByText('2026-11-01 10:00 至 2030-12-31 22:00').first()).toBeVisible();
  await expect(page.getByText('开抢和结束时间以平台服务器时间为准。')).toBeVisible();
});

test('countdowns follow the server’s clock, not the phone’s, and are right again after the phone sleeps', async ({
  page,
}) => {
  // The phone's clock is an hour fast.
  await page.clock.install({ time: Date.now() + 3600_000 });
  await page.goto('/#/driver/seckillCoupon');
  const upcoming = card(page, '20 元 ETC 通行券').locator('.fy-seckill__when');
  await expect(upcoming).toContainText('距开抢');
  const shown = secondsOf((await upcoming.textContent()) ?? '');
  const expected = Math.ceil((UPCOMING_START - Date.now()) / 1000);
  expect(Math.abs(shown - expected)).toBeLessThan(10);
  // The phone sleeps ten minutes (no timer runs), then wakes: the countdown is right at once.
  await page.clock.setSystemTime(Date.now() + 3600_000 + 600_000);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect
    .poll(async () => secondsOf((await upcoming.textContent()) ?? ''))
    .toBeLessThanOrEqual(shown - 595);
});

test('in English, the sessions and their rules read in English', async ({ page }) => {
  await page.goto('/#/driver/seckillCoupon?lang=en');
  await expect(card(page, '¥10 fuel coupon')).toContainText(
    'On orders of ¥100 or more · Valid for 7 days after you grab it',
  );
  await expect(page.locator('main')).not.toContainText(/[\u4e00-\u9fff]/);
  await page.screenshot({ path: screenshotPath('seckill-coupon-en.png'), fullPage: true });
  await page.goto('/#/driver/seckillCoupon/rule?lang=en');
  await page.reload();
  await expect(page.getByText('Up to 1 each, 100 in all')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/[\u4e00-\u9fff]/);
});
