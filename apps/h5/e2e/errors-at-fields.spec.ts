import { idCardCheckChar } from '@freight/contract/rules/id-card';
import { expect, test } from '@playwright/test';
import { addPhoto, fillMobileAndCode, HOSTS, screenshotPath } from './support';

// Errors that say what to do, where the person is looking: at the field, in their language, with
// the rule (the plate's format, the truck's limit, the date a certificate expired), before the SMS
// step where the form can tell. And what a driver typed at sign-up is not asked twice.

test.use({ userAgent: HOSTS.driverApp });

test('a bad name or plate on the driver sign-up is named at its field as the driver leaves it', async ({
  page,
}) => {
  await page.goto('/#/sem/driver-register');
  await page.getByLabel('姓名').fill('王1');
  await page.getByLabel('车牌号（选填）').fill('沪A123');
  // Leaving the plate for the next field: both problems are told before any SMS code is asked.
  await page.getByLabel('手机号').focus();
  const name = page.getByLabel('姓名');
  const plate = page.getByLabel('车牌号（选填）');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(plate).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.fy-field', { has: name })).toContainText(
    '姓名请填 2-30 个汉字或字母',
  );
  await expect(page.locator('.fy-field', { has: plate })).toContainText(
    '车牌号格式不对，例如 沪A12345',
  );
  await page.screenshot({ path: screenshotPath('errors-at-fields-signup.png'), fullPage: true });
  await plate.fill('沪A12345');
  await page.getByLabel('手机号').focus();
  await expect(plate).not.toHaveAttribute('aria-invalid', 'true');
});

test('the name and truck from sign-up fill verification; limits and expiry are said at the field', async ({
  page,
}) => {
  await page.goto('/#/sem/driver-register');
  await page.getByLabel('姓名').fill('赵师傅');
  await fillMobileAndCode(page, '13600000061');
  await page.getByLabel('省份').selectOption({ label: '江苏省' });
  await page.getByLabel('城市').selectOption({ label: '苏州市' });
  await page.getByLabel('车型').selectOption({ label: '厢式' });
  await page.getByLabel('车长（米）').selectOption('9.6');
  await page.getByLabel('车牌号（选填）').fill('苏E54321');
  await page.getByLabel(/我已阅读并同意/).check();
  await page.getByRole('button', { name: '提交注册' }).click();
  await expect(page.getByRole('heading', { name: '提交成功' })).toBeVisible();

  await page.goto('/#/driver/auth');
  await expect(page.getByLabel('真实姓名')).toHaveValue('赵师傅');
  const id17 = '11010519850101002';
  await page.getByLabel('身份证号').fill(id17 + (idCardCheckChar(id17) ?? '0'));
  await addPhoto(page, '身份证人像面');
  await addPhoto(page, '身份证国徽面');
  await page.getByRole('button', { name: '保存，下一步' }).click();

  // An expired licence is refused with its date; one expiring soon is kept with a reminder.
  await addPhoto(page, '驾驶证');
  await page.getByLabel('准驾车型').selectOption('A2');
  const expiry = page.getByLabel('驾驶证有效期至');
  await expiry.fill('2020-01-31');
  await page.getByRole('button', { name: '保存，下一步' }).click();
  await expect(page.locator('.fy-field', { has: expiry })).toContainText(
    '证件已于 2020-01-31 过期',
  );
  const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await expiry.fill(soon);
  await expect(page.locator('.fy-field', { has: expiry })).toContainText(`将于 ${soon} 到期`);
  await page.getByRole('button', { name: '保存，下一步' }).click();

  // The truck from sign-up is there; a van over its limit is told the limit at the length.
  await expect(page.getByLabel('车牌号')).toHaveValue('苏E54321');
  await expect(page.getByLabel('车长（米）')).toHaveValue('9.6');
  await addPhoto(page, '行驶证');
  const length = page.getByLabel('车长（米）');
  await length.fill('14');
  await page.getByLabel('载重（吨）').fill('18');
  await page.getByLabel('行驶证有效期至').fill('2030-12-31');
  await page.getByRole('button', { name: '保存，下一步' }).click();
  await expect(page.locator('.fy-field', { has: length })).toContainText('车长不能超过 13.75 米');
  await page.screenshot({ path: screenshotPath('errors-at-fields-vehicle.png'), fullPage: true });
});

test('a verification error goes as soon as the driver fixes its field, not at the next tap', async ({
  page,
}) => {
  await page.goto('/#/driver/auth');
  await fillMobileAndCode(page, '13600000062');
  await page.getByLabel(/我已阅读并同意/).check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('button', { name: '保存，下一步' }).click();
  const at = (label: string) =>
    page.locator('.fy-field, .fy-photo', { has: page.getByLabel(label, { exact: true }) });
  await expect(at('真实姓名')).toContainText('请输入身份证上的真实姓名');
  await expect(at('身份证人像面')).toContainText('请上传身份证人像面照片');
  await expect(at('身份证国徽面')).toContainText('请上传身份证国徽面照片');

  await page.getByLabel('真实姓名').fill('钱师傅');
  await expect(at('真实姓名')).not.toContainText('请输入身份证上的真实姓名');
  await expect(page.getByLabel('真实姓名')).not.toHaveAttribute('aria-invalid', 'true');
  await addPhoto(page, '身份证人像面');
  await expect(at('身份证人像面')).not.toContainText('请上传身份证人像面照片');
  // A field not yet fixed keeps its error.
  await expect(at('身份证国徽面')).toContainText('请上传身份证国徽面照片');
  await addPhoto(page, '身份证国徽面');
  await expect(at('身份证国徽面')).not.toContainText('请上传身份证国徽面照片');
  await expect(at('身份证号')).toContainText('请输入18位身份证号');
});

test('a post’s, a road report’s and feedback’s field errors go as the field is fixed; the others stay', async ({
  page,
}) => {
  await page.goto('/#/operate/partyBuilding/add');
  await fillMobileAndCode(page, '13600000063');
  await page.getByLabel(/我已阅读并同意/).check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const at = (label: string) =>
    page.locator('.fy-field', { has: page.getByLabel(label, { exact: true }) });

  // The party post: both fields refused, the title fixed, the text still told.
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(at('标题')).toContainText('标题请写 4 到 40 个字');
  await expect(at('内容')).toContainText('内容请写 10 到 1000 个字');
  await page.getByLabel('标题', { exact: true }).fill('学习交流会');
  await expect(at('标题')).not.toContainText('标题请写 4 到 40 个字');
  await expect(page.getByLabel('标题', { exact: true })).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(at('内容')).toContainText('内容请写 10 到 1000 个字');

  // The road report.
  await page.goto('/#/epidemic/post');
  await page.getByRole('button', { name: '提交上报' }).click();
  await expect(at('路段')).toContainText('路段请写 2 到 30 个字');
  await expect(at('具体情况')).toContainText('情况请写 5 到 300 个字');
  await page.getByLabel('具体情况', { exact: true }).fill('前方施工，单车道通行');
  await expect(at('具体情况')).not.toContainText('情况请写 5 到 300 个字');
  await expect(at('路段')).toContainText('路段请写 2 到 30 个字');

  // Feedback on an article.
  await page.goto('/#/knowledge/feedBack/track-deduction');
  await page.getByRole('button', { name: '提交反馈' }).click();
  await expect(at('问题或建议')).toContainText('请至少写 5 个字');
  await page.getByLabel('问题或建议', { exact: true }).fill('轨迹断了怎么申诉？');
  await expect(at('问题或建议')).not.toContainText('请至少写 5 个字');
});
