import { expect, test } from '@playwright/test';
import { fillMobileAndCode, HOSTS, screenshotPath } from './support';

// Recruitment sign-up on the real server: SEM pages and ad landings, with channel ids kept.

test.use({ userAgent: HOSTS.plain });

test('a driver signs up from the SEM pages and is offered the driver app', async ({ page }) => {
  await page.goto('/#/sem?last_channel_id=sem_baidu');
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('/sem/index');
  await page.getByRole('link', { name: /我是司机/ }).click();
  await expect(page.getByRole('heading', { name: '司机注册' })).toBeVisible();
  await page.getByLabel('姓名').fill('王师傅');
  await fillMobileAndCode(page, '13600000041');
  await page.getByLabel('省份').selectOption({ label: '江苏省' });
  await page.getByLabel('城市').selectOption({ label: '苏州市' });
  await page.getByLabel('车型').selectOption({ label: '高栏' });
  await page.getByLabel('车长（米）').selectOption('9.6');
  await page.getByLabel('车牌号（选填）').fill('苏e12345');
  await page.screenshot({ path: screenshotPath('register-driver.png'), fullPage: true });
  await page.getByLabel(/我已阅读并同意/).check();
  await page.getByRole('button', { name: '提交注册' }).click();
  await expect(page.getByRole('heading', { name: '提交成功' })).toBeVisible();
  await expect(page.getByRole('link', { name: '下载司机App' })).toBeVisible();
});

test('a shipper signs up from an ad in its city and goes on to the download page', async ({
  page,
}) => {
  await page.goto(
    '/#/adlaunch/register/customer/green/%E8%8B%8F%E5%B7%9E/download?last_channel_id=ad_7',
  );
  await expect(page.getByText('苏州货主专享：发货找车更快')).toBeVisible();
  await expect(page.locator('[data-theme="green"]')).toHaveCount(1);
  await page.getByLabel('姓名').fill('李经理');
  await fillMobileAndCode(page, '13600000042');
  await expect(page.getByLabel('城市')).toHaveValue('320500');
  await page.getByLabel('常发货物').selectOption({ label: '食品饮料' });
  await page.getByLabel(/我已阅读并同意/).check();
  await page.getByRole('button', { name: '提交注册' }).click();
  await expect
    .poll(() => page.evaluate(() => decodeURIComponent(location.hash)))
    .toContain('/adlaunch/download/green/customer/苏州市');
  await expect(page.getByRole('heading', { name: '货运平台货主版' })).toBeVisible();
  // The download page says the sign-up worked, and still does after a reload (the same visit).
  const done = page.getByText(/^报名成功！客服将在1个工作日内与您联系/);
  await expect(done).toBeVisible();
  await expect(done).toHaveAttribute('role', 'status');
  await page.screenshot({ path: screenshotPath('adlaunch-signed-up.png'), fullPage: true });
  await page.reload();
  await expect(page.getByRole('heading', { name: '货运平台货主版' })).toBeVisible();
  await expect(done).toBeVisible();
  // The same page opened from a link (even by the one who signed up, even with a made-up flag)
  // claims no sign-up.
  const direct = await page.context().newPage();
  await direct.goto('/#/adlaunch/download/green/customer/%E8%8B%8F%E5%B7%9E%E5%B8%82?signedUp=1');
  await expect(direct.getByRole('heading', { name: '货运平台货主版' })).toBeVisible();
  await expect(direct.getByText('苏州的用户都在用')).toBeVisible();
  await expect(direct.getByText(/报名成功/)).toHaveCount(0);
  await direct.close();
});

test('an unknown colour and a hostile city name change nothing on the page', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(
    '/#/adlaunch/register/driver/red%3Bbackground%3Aurl(javascript%3Aalert(1))/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
  );
  await expect(page.getByRole('heading', { name: '司机注册' })).toBeVisible();
  await expect(page.locator('[data-theme]')).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('the PC page lays the sign-up out for a desktop browser', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#/sem/pc-register');
  await expect(page.getByRole('heading', { name: '加入货运平台' })).toBeVisible();
  // The pitch and the form clear of the window's top edge.
  expect((await page.locator('.fy-page__hero').boundingBox())?.y).toBeGreaterThanOrEqual(24);
  const roles = page.getByRole('group', { name: '选择您的身份' });
  await roles.getByLabel('我是司机').check();
  await expect(page.getByLabel('车型')).toBeVisible();
  // The form is drawn anew for a driver; the choice keeps the focus.
  await expect(roles.getByLabel('我是司机')).toBeFocused();
  await page.screenshot({ path: screenshotPath('register-pc.png') });
});
