import { expect, test } from '@playwright/test';
import { HOSTS, screenshotPath } from './support';

// The referral pages (docs/pages.md, feature `referral`): what the server publishes for the
// programme running for the page's share type, in the hosts its readers open it in.

for (const [host, userAgent] of [
  ['the driver app', HOSTS.driverApp],
  ['WeChat', HOSTS.wechat],
] as const) {
  test(`in ${host}, the rules of driver-invites-driver are the running programme’s`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ userAgent });
    const page = await context.newPage();
    await page.goto('/#/driver-invite-driver/rule');
    await expect(
      page.getByRole('heading', { name: '司机邀司机，认证成功得福豆', level: 1 }),
    ).toBeVisible();
    // The rewards and terms come from the programme's rows (apps/server/src/modules/referrals/seed.ts).
    await expect(page.getByText('好友通过司机认证后，邀请人得 100 福豆')).toBeVisible();
    await expect(page.getByText('被邀请的好友得 200 积分')).toBeVisible();
    await expect(page.getByText(/每天最多 20 位好友计入奖励/)).toBeVisible();
    await expect(page.getByText(/好友注册后 30 天内未通过司机认证/)).toBeVisible();
    await expect(page.getByText(/每人每天最多 20 位。/)).toBeVisible();
    if (host === 'WeChat') {
      await page.screenshot({ path: screenshotPath('referral-rules.png'), fullPage: true });
    }
    await context.close();
  });
}

test('in English, the same programme’s rules in the reader’s language', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: HOSTS.driverApp });
  const page = await context.newPage();
  await page.goto('/#/driver-invite-driver/rule?lang=en');
  await expect(
    page.getByRole('heading', {
      name: 'Invite a driver: lucky beans when they are verified',
      level: 1,
    }),
  ).toBeVisible();
  await expect(page.getByText(/you get 100 lucky beans and they get 200 points/)).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/[\u4e00-\u9fff]/);
  await page.screenshot({ path: screenshotPath('referral-rules-en.png'), fullPage: true });
  await context.close();
});
