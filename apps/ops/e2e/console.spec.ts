import AxeBuilder from '@axe-core/playwright';
import { idCardCheckChar } from '@freight/contract/rules/id-card';
import { type Browser, devices, expect, type Page, test } from '@playwright/test';
import { addPhoto, fillMobileAndCode, HOSTS, screenshotPath } from '../../h5/e2e/support';

// The operations console (docs/decisions/023) against the test server's demo admin, whose
// password scripts/e2e.mjs hands over: log in, read the campaigns, review a driver the H5 just
// submitted (reject a field with a reason, which the driver reads and fixes, then approve), and
// find every decision in the audit log.

function credentials() {
  const username = process.env.E2E_OPS_USER;
  const password = process.env.E2E_OPS_PASSWORD;
  if (!username || !password)
    throw new Error('no operator credentials (run through scripts/e2e.mjs)');
  return { username, password };
}

async function logIn(page: Page): Promise<void> {
  const { username, password } = credentials();
  await page.goto('/ops/');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByTestId('operator')).toHaveText(`${username}（管理员）`);
}

async function axeFindings(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}

/** A driver on the H5 (a phone in the driver app) with the verification submitted. */
async function submittedDriver(browser: Browser, mobile: string) {
  const context = await browser.newContext({
    ...devices['iPhone SE'],
    userAgent: HOSTS.driverApp,
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const driver = await context.newPage();
  await driver.goto('/#/driver/auth');
  await fillMobileAndCode(driver, mobile);
  await driver.getByLabel(/我已阅读并同意/).check();
  await driver.getByRole('button', { name: '登录', exact: true }).click();
  await expect(driver.getByRole('heading', { name: '司机认证' })).toBeVisible();
  const id17 = '11010519850303003';
  await driver.getByLabel('真实姓名').fill('赵师傅');
  await driver.getByLabel('身份证号').fill(id17 + (idCardCheckChar(id17) ?? '0'));
  await addPhoto(driver, '身份证人像面');
  await addPhoto(driver, '身份证国徽面');
  await driver.getByRole('button', { name: '保存，下一步' }).click();
  await addPhoto(driver, '驾驶证');
  await driver.getByLabel('准驾车型').selectOption('A2');
  await driver.getByLabel('驾驶证有效期至').fill('2031-06-30');
  await driver.getByRole('button', { name: '保存，下一步' }).click();
  await addPhoto(driver, '行驶证');
  await driver.getByLabel('车牌号').fill('沪B12345');
  await driver.getByLabel('车型').selectOption({ label: '高栏' });
  await driver.getByLabel('车长（米）').fill('9.6');
  await driver.getByLabel('载重（吨）').fill('18');
  await driver.getByLabel('行驶证有效期至').fill('2030-12-31');
  await driver.getByRole('button', { name: '保存，下一步' }).click();
  await driver.getByRole('button', { name: '提交审核' }).click();
  await expect(driver.getByRole('heading', { name: '资料已提交，审核中' })).toBeVisible();
  return { driver, context };
}

test('an operator logs in and reads the campaigns: states, a running one read-only with its live report', async ({
  page,
}) => {
  await logIn(page);
  await expect(page.getByRole('heading', { name: '活动', level: 2 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'demo-shipper-sign-in' })).toContainText(
    '进行中',
  );
  await expect(page.getByRole('row').filter({ hasText: 'demo-spring-draw' })).toContainText(
    '待开始',
  );
  expect(await axeFindings(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('ops-campaigns.png'), fullPage: true });
  await page.getByRole('link', { name: '货主每日签到' }).click();
  await expect(page.getByText('活动已开始，奖品、中奖率和规则不能再修改')).toBeVisible();
  await expect(page.getByText('实时报表')).toBeVisible();
  await expect(page.getByRole('button', { name: '追加库存' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('ops-campaign.png'), fullPage: true });
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByText('Live report')).toBeVisible();
  await page.getByRole('button', { name: '中文' }).click();
  // A user found by the number a caller gives: masked until an admin reveals it (audited).
  await page.getByRole('menuitem', { name: '用户' }).click();
  await page.getByLabel('手机号').fill('13900000003');
  await page.getByRole('button', { name: '查找' }).click();
  await expect(page.getByTestId('mobile')).toHaveText('139****0003');
  await expect(page.getByText(/积分 \d+ · 福豆 \d+ · 现金 ¥/)).toBeVisible();
  await page.screenshot({ path: screenshotPath('ops-users.png'), fullPage: true });
  await page.getByRole('button', { name: '查看完整号码' }).click();
  await expect(page.getByTestId('mobile')).toHaveText('13900000003');
  await page.getByRole('menuitem', { name: '操作日志' }).click();
  await page.getByLabel('操作', { exact: true }).fill('user.reveal_mobile');
  await page.getByRole('button', { name: '按操作筛选' }).click();
  await expect(
    page.getByRole('row').filter({ hasText: 'user.reveal_mobile' }).first(),
  ).toBeVisible();
  // In English too.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await page.getByRole('button', { name: '中文' }).click();
  await expect(page.getByRole('heading', { name: '操作日志' })).toBeVisible();
});

test('a driver’s verification: one field rejected with a reason the driver reads, fixed, approved, and both decisions in the audit log', async ({
  page,
  browser,
}) => {
  const { driver, context } = await submittedDriver(browser, '13600000801');
  await logIn(page);
  await page.getByRole('menuitem', { name: '司机认证审核' }).click();
  const row = page.getByRole('row').filter({ hasText: '13600000801' });
  await row.getByRole('link', { name: /审核/ }).click();
  await expect(page.getByRole('heading', { name: /审核：赵师傅/ })).toBeVisible();
  await expect(page.getByRole('img', { name: '行驶证照片' })).toBeVisible();
  // Reject the plate with its reason (the button waits for a reason).
  const plate = page.getByRole('row').filter({ hasText: '车牌号' });
  await plate.getByRole('checkbox', { name: '驳回此项' }).check();
  await expect(page.getByRole('button', { name: '驳回所选项' })).toBeDisabled();
  await page.getByLabel('车牌号: 驳回原因（司机会在该项旁看到）').fill('车牌与行驶证照片不一致');
  await page.screenshot({ path: screenshotPath('ops-review.png'), fullPage: true });
  await page.getByRole('button', { name: '驳回所选项' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/verifications$/);

  // The driver reads the reason next to the field, fixes it and submits again.
  await driver.reload();
  await expect(driver.getByText('认证未通过')).toBeVisible();
  await expect(driver.getByRole('listitem')).toContainText('车牌与行驶证照片不一致');
  await driver.getByRole('button', { name: '修改资料' }).click();
  // The form opens on the step of the rejected field, everything else kept.
  await driver.getByLabel('车牌号').fill('沪B54321');
  await driver.getByRole('button', { name: '保存，下一步' }).click();
  await driver.getByRole('button', { name: '提交审核' }).click();
  await expect(driver.getByRole('heading', { name: '资料已提交，审核中' })).toBeVisible();

  // The operator approves the corrected profile.
  await page.reload();
  await page.getByRole('row').filter({ hasText: '13600000801' }).getByRole('link').click();
  await expect(page.getByRole('row').filter({ hasText: '车牌号' })).toContainText('沪B54321');
  await page.getByRole('button', { name: '通过' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/verifications$/);
  await driver.reload();
  await expect(driver.getByText('认证已通过')).toBeVisible();
  await context.close();

  // Both decisions are in the audit log, with who made them.
  await page.getByRole('menuitem', { name: '操作日志' }).click();
  await page.getByLabel('对象').fill('driver');
  await page.getByRole('button', { name: '按操作筛选' }).click();
  const entries = page.getByRole('row').filter({ hasText: 'demo-admin' });
  await expect(entries.filter({ hasText: 'reject' }).first()).toBeVisible();
  await expect(entries.filter({ hasText: 'approve' }).first()).toBeVisible();
  await page.screenshot({ path: screenshotPath('ops-audit.png'), fullPage: true });
});
