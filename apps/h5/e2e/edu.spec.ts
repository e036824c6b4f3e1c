import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { fillMobileAndCode, HOSTS, logInWithCode, screenshotPath } from './support';

// Track-deduction learning as a driver meets it: read the course, log in at the exam, answer
// (a call comes in and the page reloads), hand in with a double tap, read what was right, retake.

test.use({ userAgent: HOSTS.driverApp });

async function logInAsDriver(page: Page, mobile: string): Promise<void> {
  await expect(page.getByRole('heading', { name: '登录司机账号后答题' })).toBeVisible();
  await logInWithCode(page, mobile);
}

/** The questions of the exam on the page, as their fieldsets ("1. …", "2. …"). */
function questions(page: Page) {
  return page.getByRole('group', { name: /^\d+\. / });
}

test('a driver reads the course, logs in at the exam, and an answer left out is named', async ({
  page,
}) => {
  await page.goto('/#/edu/learning');
  await expect(page.getByRole('heading', { name: '轨迹扣款学习', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^第 1 课/ })).toBeVisible();
  await page.screenshot({ path: screenshotPath('edu-learning.png') });
  await page.getByRole('link', { name: '开始考试' }).click();
  await logInAsDriver(page, '13600000521');
  const all = questions(page);
  await expect(all.first()).toBeVisible();
  const count = await all.count();
  expect(count).toBeGreaterThanOrEqual(3);
  for (let index = 0; index < count; index += 1) {
    if (index === 1 || index === 2) continue;
    await all.nth(index).getByRole('radio').first().check();
  }
  await page.getByRole('button', { name: '交卷' }).click();
  await expect(page.getByRole('alert')).toHaveText('还有 2 道题没答：第 2、3 题');
  await expect(all.nth(1)).toContainText('这道题还没有选答案');
  await expect(all.nth(0)).not.toContainText('这道题还没有选答案');
  await page.screenshot({ path: screenshotPath('edu-exam-missing.png') });
  // The exam form itself (behind the login, so not in the every-route check), at 200 % text too.
  for (const size of ['100%', '200%']) {
    await page.evaluate((fontSize) => {
      document.documentElement.style.fontSize = fontSize;
    }, size);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => v.id)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow).toBe(false);
  }
  await page.screenshot({ path: screenshotPath('edu-exam-200.png') });
});

test('answers survive a reload, a double tap hands in once, the result says what was right, and a retake passes', async ({
  page,
}) => {
  let handedIn = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/edu/exam/submit')) handedIn += 1;
  });
  await page.goto('/#/edu/exam');
  await logInAsDriver(page, '13600000522');
  const all = questions(page);
  await expect(all.first()).toBeVisible();
  const count = await all.count();
  for (let index = 0; index < count; index += 1) {
    await all.nth(index).getByRole('radio').first().check();
  }
  // The phone rings, the web-view is reloaded when the driver comes back: every answer is there.
  await page.reload();
  await expect(all.first()).toBeVisible();
  for (let index = 0; index < count; index += 1) {
    await expect(all.nth(index).getByRole('radio').first()).toBeChecked();
  }
  await page.getByRole('button', { name: '交卷' }).dblclick();
  const verdict = page.getByRole('status').filter({ hasText: /答对 \d+ \/ \d+ 题/ });
  await expect(verdict).toBeVisible();
  expect(handedIn).toBe(1);
  await page.screenshot({ path: screenshotPath('edu-exam-result.png'), fullPage: true });

  // What was right, from the result: each question's right answer is named where it was missed.
  const items = page.locator('.fy-edu__questions > li');
  const rightAnswers: (string | null)[] = [];
  for (let index = 0; index < count; index += 1) {
    const text = (await items.nth(index).locator('.fy-edu__verdict').textContent()) ?? '';
    rightAnswers.push(text === '答对了' ? null : text.replace(/^答错了，正确答案：/, ''));
  }
  await page.getByRole('button', { name: '再考一次' }).click();
  await expect(all.first()).toBeVisible();
  await expect(all.first().getByRole('radio').first()).not.toBeChecked();
  for (let index = 0; index < count; index += 1) {
    const right = rightAnswers[index];
    const group = all.nth(index);
    if (right === null || right === undefined) await group.getByRole('radio').first().check();
    else await group.getByRole('radio', { name: right, exact: true }).check();
  }
  await page.getByRole('button', { name: '交卷' }).click();
  await expect(
    page.getByRole('heading', { name: `通过了！答对 ${count} / ${count} 题` }),
  ).toBeVisible();
  await page.getByRole('link', { name: '回到课程' }).click();
  await expect(
    page.getByText(new RegExp(`^您已通过考试：答对 ${count} / ${count} 题`)),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: '再考一次' })).toBeVisible();
});

test('a shipper logged in is told the exam needs a driver account; in English too', async ({
  page,
}) => {
  await page.goto('/#/customer/login');
  await fillMobileAndCode(page, '13600000523');
  await page.getByLabel(/我已阅读并同意/).check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('当前账号：136****0523')).toBeVisible();
  await page.goto('about:blank');
  await page.goto('/#/edu/exam');
  await expect(page.getByRole('heading', { name: '登录司机账号后答题' })).toBeVisible();
  await expect(
    page.getByText('当前登录的账号（136****0523）不能使用本页，请换个手机号登录。'),
  ).toBeVisible();
  await expect(questions(page)).toHaveCount(0);
  await page.goto('about:blank');
  await page.goto('/#/edu/learning?lang=en');
  // The page's heading is the app's own words; the course (its title too) is the operators'.
  await expect(
    page.getByRole('heading', { name: 'Track-deduction learning', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('This course is in Chinese.')).toBeVisible();
  await expect(page.getByRole('heading', { name: '轨迹扣款学习', level: 2 })).toHaveAttribute(
    'lang',
    'zh-CN',
  );
  await expect(page.getByRole('link', { name: 'Start the exam' })).toBeVisible();
  // A lesson's heading is the page's English around the operator's Chinese, each in its language.
  const lesson = page.locator('.fy-article__section h2').first();
  await expect(lesson).toContainText(/^Lesson 1: /);
  expect(await lesson.evaluate((heading) => heading.closest('[lang]')?.getAttribute('lang'))).toBe(
    'en-US',
  );
  await expect(lesson.locator('span[lang="zh-CN"]')).toHaveCount(1);
  await expect(page.locator('.fy-article__section p[lang="zh-CN"]').first()).toBeVisible();
});
