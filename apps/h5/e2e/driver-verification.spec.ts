import { idCardCheckChar } from '@freight/contract/rules/id-card';
import { expect, test } from '@playwright/test';
import { addPhoto, fillMobileAndCode, HOSTS, screenshotPath } from './support';

// Driver verification end to end on the real server: login, photos uploaded through the upload
// token, ID and truck checked, each step saved, then submitted for review.

test.use({ userAgent: HOSTS.driverApp });

test('a new driver verifies identity, licence and truck, then submits', async ({ page }) => {
  await page.goto('/#/driver/auth');
  // Not logged in: the login form is on the page itself, and the steps follow on the same page.
  await expect(page.getByRole('heading', { name: '请先登录司机账号' })).toBeVisible();
  await fillMobileAndCode(page, '13600000051');
  await page.getByLabel(/我已阅读并同意/).check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('heading', { name: '司机认证' })).toBeVisible();

  const id17 = '11010519800101001';
  const check = idCardCheckChar(id17) ?? '0';
  await page.getByLabel('真实姓名').fill('张师傅');
  await page.getByLabel('身份证号').fill(id17 + (check === '0' ? '1' : '0')); // wrong check character
  await addPhoto(page, '身份证人像面');
  await addPhoto(page, '身份证国徽面');
  await page.screenshot({ path: screenshotPath('auth-step1.png'), fullPage: true });
  await page.getByRole('button', { name: '保存，下一步' }).click();
  await expect(page.getByRole('alert')).toContainText('校验位不正确');
  await page.getByLabel('身份证号').fill(id17 + check);
  await page.getByRole('button', { name: '保存，下一步' }).click();

  await expect(page.getByRole('listitem').filter({ hasText: '驾驶证' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  // The phone's back button goes to the previous step, forward returns.
  await page.goBack();
  await expect(page.getByRole('listitem').filter({ hasText: '身份证' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await page.goForward();
  await addPhoto(page, '驾驶证');
  await page.getByLabel('准驾车型').selectOption('A2');
  await page.getByLabel('驾驶证有效期至').fill('2031-06-30');
  await page.screenshot({ path: screenshotPath('auth-step2.png'), fullPage: true });
  await page.getByRole('button', { name: '保存，下一步' }).click();

  await addPhoto(page, '行驶证');
  await page.getByLabel('车牌号').fill('沪A12345');
  await page.getByLabel('车型').selectOption({ label: '高栏' });
  await page.getByLabel('车长（米）').fill('19');
  await page.getByLabel('载重（吨）').fill('18');
  await page.getByLabel('行驶证有效期至').fill('2030-12-31');
  await page.getByRole('button', { name: '保存，下一步' }).click();
  await expect(page.getByRole('alert')).toContainText('车长不能超过 17.5 米');
  await page.getByLabel('车长（米）').fill('9.6');
  await page.screenshot({ path: screenshotPath('auth-step3.png'), fullPage: true });
  await page.getByRole('button', { name: '保存，下一步' }).click();

  await expect(page.getByText('110105********')).toBeVisible();
  await page.screenshot({ path: screenshotPath('auth-step4.png'), fullPage: true });
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByRole('heading', { name: '资料已提交，审核中' })).toBeVisible();
  // Inside the driver app, the next step is back to the app.
  await expect(page.getByRole('button', { name: '返回司机App' })).toBeVisible();

  // Leaving and coming back resumes with the state the server keeps.
  await page.reload();
  await expect(page.getByRole('heading', { name: '资料已提交，审核中' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('auth-submitted.png') });
});

// The page-by-page people check (people.spec.ts) sees a new driver, who has no ID on file, and
// checks English only for untranslated text: the masked ID's hint and the English step names at
// 200 % text are checked here.
test('verification at 200 % text, with an ID on file, in Chinese and English: nothing runs off the side', async ({
  page,
}) => {
  await page.goto('/#/driver/auth');
  await fillMobileAndCode(page, '13600000052');
  await page.getByLabel(/我已阅读并同意/).check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const id17 = '11010519800101123';
  await page.getByLabel('真实姓名').fill('孙师傅');
  await page.getByLabel('身份证号').fill(id17 + (idCardCheckChar(id17) ?? '0'));
  await addPhoto(page, '身份证人像面');
  await addPhoto(page, '身份证国徽面');
  await page.getByRole('button', { name: '保存，下一步' }).click();
  await expect(page.getByLabel('准驾车型')).toBeVisible();

  for (const [lang, path, onFile] of [
    ['zh', '/driver/auth', '已填写：110105********'],
    ['zh', '/driver/jimuAuth', '已填写：110105********'],
    ['en', '/driver/auth', 'On file: 110105********'],
    ['en', '/driver/jimuAuth', 'On file: 110105********'],
  ] as const) {
    const url = `/?lang=${lang}#${path}?step=identity`;
    await page.goto(url);
    await page.reload();
    await expect(page.getByText(onFile)).toBeVisible();
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, url).toBeLessThanOrEqual(0);
    // Every step's name is on the screen, none cut at its right edge.
    for (const step of await page.locator('.fy-auth__steps li').all()) {
      const box = await step.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0), url).toBeLessThanOrEqual(375);
    }
    await page.screenshot({
      path: screenshotPath(`auth-200-${lang}${path.replace(/\//g, '-')}.png`),
      fullPage: true,
    });
  }
});

test('at 320 px in elder mode the four steps stay on one row, and the page menu closes on switching', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/#/driver/auth');
  await fillMobileAndCode(page, '13600000053');
  await page.getByLabel(/我已阅读并同意/).check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.locator('.fy-auth__steps li')).toHaveCount(4);

  // Elder mode from the page menu, as a person switches it: the menu closes over the page.
  const menu = page.locator('details.fy-page__menu');
  await menu.locator('summary').click();
  await page.getByRole('switch', { name: /长辈模式/ }).click();
  await expect(page.locator('html')).toHaveClass(/fy-elder/);
  await expect(menu).not.toHaveAttribute('open');
  await expect(menu.locator('summary')).toBeFocused();

  // "提交" on the row of the other three, not wrapped under them.
  const tops = await page
    .locator('.fy-auth__steps li')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  expect(new Set(tops).size, `step tops ${tops.join(', ')}`).toBe(1);
});
