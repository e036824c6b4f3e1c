import { expect, type Page, test } from '@playwright/test';
import { addPhoto, HOSTS, logInWithCode, screenshotPath, unmarkedChinese } from './support';

// The party-building area as people use it: anyone reads the approved posts; a driver writes one
// (a photo, a reload on a weak link, a double tap), sees it in review; nobody else sees it.

test.use({ userAgent: HOSTS.driverApp });

async function logIn(page: Page, mobile: string): Promise<void> {
  await expect(page.getByRole('heading', { name: '登录后发布动态' })).toBeVisible();
  await logInWithCode(page, mobile);
}

test('anyone reads the approved posts and opens one; a made-up or hostile id is a clear not-found', async ({
  page,
}) => {
  await page.goto('/#/operate/partyBuilding');
  await expect(page.getByRole('heading', { name: '党建园地', level: 1 })).toBeVisible();
  const post = page.getByRole('link', { name: /大雪天帮被困的货车司机脱困/ });
  await expect(post).toBeVisible();
  // The seed's post still in review is nobody's to read but its author's.
  await expect(page.getByRole('link', { name: /党员司机献血活动/ })).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('party-list.png'), fullPage: true });
  await post.click();
  await expect(
    page.getByRole('heading', { name: '大雪天帮被困的货车司机脱困', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(/^(司机|货主) \d{3}\*{4}\d{4} · \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  for (const query of ['id=99999', 'id=%3Cscript%3E', 'id=1%20or%201%3D1', '']) {
    await page.goto('about:blank');
    await page.goto(`/#/operate/partyBuilding/detail?${query}`);
    await expect(page.getByRole('heading', { name: '没有这条动态' })).toBeVisible();
  }
});

test('in English the author is a driver or a shipper in English, the post as written', async ({
  page,
}) => {
  await page.goto('/#/operate/partyBuilding?lang=en');
  const post = page.getByRole('link', { name: /大雪天帮被困的货车司机脱困/ });
  await expect(post).toContainText(/(Driver|Shipper) \d{3}\*{4}\d{4} · \d{4}-\d{2}-\d{2}$/);
  await post.click();
  await expect(
    page.getByRole('heading', { name: '大雪天帮被困的货车司机脱困', level: 1 }),
  ).toBeVisible();
  await expect(
    page.getByText(/^(Driver|Shipper) \d{3}\*{4}\d{4} · \d{4}-\d{2}-\d{2}$/),
  ).toBeVisible();
  await expect.poll(() => unmarkedChinese(page)).toEqual([]);
});

test('a driver writes a post that survives a reload, sends it once, and sees it in review; others do not see it', async ({
  page,
  browser,
}) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/party/submit')) sent += 1;
  });
  await page.goto('/#/operate/partyBuilding');
  await page.getByRole('link', { name: '发布动态' }).click();
  await logIn(page, '13600000531');
  await page.getByLabel('标题').fill('车队');
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByText('标题请写 4 到 40 个字')).toBeVisible();
  expect(sent).toBe(0);

  const title = '车队党小组学习新修订的道路运输条例';
  await page.getByLabel('标题').fill(title);
  await page
    .getByLabel('内容')
    .fill('周三晚上在停车场集中学习了一个小时。\n\n大家交流了夜间行车的注意事项。');
  await addPhoto(page, '照片 1（选填）');
  // The web-view is reloaded (the app came back from the background): all of it is still there.
  await page.reload();
  await expect(page.getByLabel('标题')).toHaveValue(title);
  await expect(page.getByLabel('内容')).toHaveValue(/夜间行车/);
  await expect(page.getByRole('img', { name: '照片 1（选填）' })).toBeVisible();
  await page.getByRole('button', { name: '提交审核' }).dblclick();
  await expect(page.getByRole('heading', { name: '已提交，等待审核' })).toBeVisible();
  expect(sent).toBe(1);
  await page.getByRole('link', { name: '查看这条动态' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('审核中：通过后所有人都能看到。')).toBeVisible();
  await expect(page.getByText('周三晚上在停车场集中学习了一个小时。')).toBeVisible();
  await expect(page.getByRole('button', { name: '第 1 张照片' })).toBeVisible();
  const postUrl = page.url();
  await page.screenshot({ path: screenshotPath('party-own-pending.png'), fullPage: true });

  // The list shows it among the driver's own posts, not among the published ones.
  await page.getByRole('link', { name: '返回党建园地' }).click();
  const mine = page.locator('section', { hasText: '我的动态' });
  await expect(mine.getByRole('link', { name: title })).toBeVisible();
  await expect(mine.getByText('审核中')).toBeVisible();

  // Someone else, with the same link, finds nothing.
  const other = await browser.newContext({ userAgent: HOSTS.plain });
  const stranger = await other.newPage();
  await stranger.goto(postUrl.replace(/^https?:\/\/[^/]+/, ''));
  await expect(stranger.getByRole('heading', { name: '没有这条动态' })).toBeVisible();
  await other.close();
});
