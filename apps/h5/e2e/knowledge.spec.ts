import { expect, type Page, test } from '@playwright/test';
import { HOSTS, screenshotPath } from './support';

// The knowledge base as a driver or shipper with a question uses it: by category, by words, an
// article, and the feedback form (typed, left, come back to, tapped twice, sent offline).

test.use({ userAgent: HOSTS.driverApp });

/** Counts the requests whose URL contains `part`. */
function countRequests(page: Page, part: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes(part)) count += 1;
  });
  return () => count;
}

test('a driver finds an article by category and by words; back from it keeps the filter', async ({
  page,
}) => {
  await page.goto('/#/knowledge/list');
  await expect(page.getByRole('heading', { name: '知识库', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /怎样发布一单货/ })).toBeVisible();
  await page.getByRole('button', { name: '跑车接单' }).click();
  await expect(page.getByRole('button', { name: '跑车接单' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('link', { name: /轨迹扣款是怎么回事/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /怎样发布一单货/ })).toHaveCount(0);

  await page.getByRole('searchbox', { name: '搜索问题' }).fill('  轨迹 ');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByText(/^“轨迹”的搜索结果：\d+ 篇$/)).toBeVisible();
  await page.screenshot({ path: screenshotPath('knowledge-search.png') });
  await page.getByRole('link', { name: /轨迹扣款是怎么回事/ }).click();
  await expect(page.getByRole('heading', { name: '轨迹扣款是怎么回事', level: 1 })).toBeVisible();

  await page.evaluate(() => history.back());
  await expect(page.getByRole('searchbox', { name: '搜索问题' })).toHaveValue('轨迹');
  await expect(page.getByRole('button', { name: '跑车接单' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(new URL(page.url()).hash).toBe(
    `#/knowledge/list?category=driving&q=${encodeURIComponent('轨迹')}`,
  );

  // Words nothing answers say so, with the way to ask.
  await page.getByRole('searchbox', { name: '搜索问题' }).fill('潜水艇');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(
    page.getByText('没有找到相关的文章。换个说法试试，或者把问题告诉我们。'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: '意见反馈' })).toBeVisible();
});

test('a link with a made-up category shows every article, not an error', async ({ page }) => {
  await page.goto('/#/knowledge/list?category=%3Cscript%3E&q=');
  await expect(page.getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: /轨迹扣款是怎么回事/ })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an article reads as text and leads to feedback on it; an unknown or hostile id is a clear not-found', async ({
  page,
}) => {
  await page.goto('/#/knowledge/detail/track-deduction');
  await expect(page.getByRole('heading', { name: '轨迹扣款是怎么回事', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '对扣款有异议怎么办' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('knowledge-article.png'), fullPage: true });
  await page.getByRole('link', { name: '反馈这篇文章' }).click();
  await expect(page.getByText('关于：轨迹扣款是怎么回事')).toBeVisible();

  for (const id of ['no-such-article', '%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E']) {
    await page.goto('about:blank');
    await page.goto(`/#/knowledge/detail/${id}`);
    await expect(page.getByRole('heading', { name: '没有这篇文章' })).toBeVisible();
  }
  await page.goto('about:blank');
  await page.goto('/#/knowledge/feedBack/no-such-article');
  await expect(page.getByRole('heading', { name: '没有这篇文章' })).toBeVisible();
  await page.getByRole('link', { name: '返回知识库' }).click();
  await expect(page.getByRole('heading', { name: '知识库', level: 1 })).toBeVisible();
});

test('feedback survives leaving the form, goes once however often tapped, and comes back as a number', async ({
  page,
}) => {
  const sent = countRequests(page, '/api/knowledge/feedback');
  await page.goto('/#/knowledge/detail/track-deduction');
  await page.getByRole('link', { name: '反馈这篇文章' }).click();
  await page.getByRole('radio', { name: '没帮助' }).check();
  const text = '轨迹断了半小时，是隧道里没有信号，申诉要传什么材料？';
  await page.getByLabel('问题或建议').fill(text);
  await expect(page.getByText(`已写 ${text.length} / 500 字`)).toBeVisible();
  const mobile = page.getByLabel('回电号码（选填）');
  await mobile.fill('１３７ ００００-９９０１');
  await expect(mobile).toHaveValue('13700009901');

  // Back to the article to read it again, then to the form: all of it is still there.
  await page.evaluate(() => history.back());
  await expect(page.getByRole('heading', { name: '轨迹扣款是怎么回事', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: '反馈这篇文章' }).click();
  await expect(page.getByLabel('问题或建议')).toHaveValue(text);
  await expect(mobile).toHaveValue('13700009901');
  await expect(page.getByRole('radio', { name: '没帮助' })).toBeChecked();

  await page.getByRole('button', { name: '提交反馈' }).dblclick();
  await expect(page.getByRole('heading', { name: '反馈已收到' })).toBeVisible();
  const ticket = (await page.getByText(/^反馈编号 FB\d{8,12}。/).textContent())?.match(
    /FB\d+/,
  )?.[0];
  expect(ticket).toBeTruthy();
  await expect(page.getByText('需要时客服会拨打 137****9901 联系您。')).toBeVisible();
  await page.screenshot({ path: screenshotPath('knowledge-feedback-sent.png') });
  expect(sent()).toBe(1);

  // Sent, the draft is gone: another feedback starts empty.
  await page.getByRole('button', { name: '再写一条' }).click();
  await expect(page.getByLabel('问题或建议')).toHaveValue('');
});

test('feedback too short is said at the field; offline says so and keeps the text until it goes', async ({
  page,
  context,
}) => {
  const sent = countRequests(page, '/api/knowledge/feedback');
  await page.goto('/#/knowledge/feedBack/general');
  await expect(page.getByText('说说您遇到的问题或建议')).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await page.getByLabel('问题或建议').fill('太慢');
  await page.getByRole('button', { name: '提交反馈' }).click();
  await expect(page.getByText('请至少写 5 个字，说说遇到了什么')).toBeVisible();
  await page.getByLabel('回电号码（选填）').fill('1370000');
  await page.getByRole('button', { name: '提交反馈' }).click();
  await expect(page.getByText('请输入 11 位手机号')).toBeVisible();
  expect(sent()).toBe(0);

  await page.getByLabel('回电号码（选填）').fill('');
  const text = '找货页面在高速上打开很慢，经常转圈。';
  await page.getByLabel('问题或建议').fill(text);
  const submit = page.getByRole('button', { name: '提交反馈' });
  const before = await submit.boundingBox();
  await context.setOffline(true);
  await submit.click();
  await expect(page.getByRole('alert')).toContainText('手机没有连接网络');
  // The error stands under the button: a second tap lands where the first did.
  expect(await submit.boundingBox()).toEqual(before);
  await expect(page.getByLabel('问题或建议')).toHaveValue(text);
  await context.setOffline(false);
  await page.getByRole('button', { name: '提交反馈' }).click();
  await expect(page.getByRole('heading', { name: '反馈已收到' })).toBeVisible();
  await expect(page.getByRole('link', { name: '返回知识库' })).toBeVisible();
});

test('in English the pages say the articles are in Chinese', async ({ page }) => {
  await page.goto('/#/knowledge/list?lang=en');
  await expect(page.getByText('The articles are in Chinese.')).toBeVisible();
  await expect(page.locator('.fy-knowledge-list strong[lang="zh-CN"]').first()).toBeVisible();
  await page.goto('about:blank');
  await page.goto('/#/knowledge/detail/track-deduction?lang=en');
  await expect(page.getByText('This article is in Chinese.')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Did this article answer your question?' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Feedback on this article' }).click();
  await expect(page.getByRole('radio', { name: 'It did not help' })).toBeVisible();
  await page.getByLabel('Problem or idea').fill('ok');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Write at least 5 characters about what happened')).toBeVisible();
});
