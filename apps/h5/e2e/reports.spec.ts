import { expect, type Page, test } from '@playwright/test';
import { HOSTS, logInWithCode, savePoster, screenshotPath, seriousAxeFindings } from './support';

// The reports (docs/decisions/031) as people meet them: a shipper reads last month and picks
// another; a driver opens the 2023 review, shares it, and a friend opens the link and sees no
// income; a tampered link is not found; a referral leaderboard with its ties; the red-packet
// activities running. The accounts are the reports seed's own pair (apps/server/src/modules/
// reports/seed.ts), which no other browser test logs in: one SMS code a minute per number.

const SHIPPER = '13800000021';
const DRIVER = '13900000021';

/** This month and the ones before it in China (`2026-11`), as the server counts them. */
function chinaMonth(monthsBack: number): string {
  const now = new Date(Date.now() + 8 * 3600_000);
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
  return date.toISOString().slice(0, 7);
}

/** `2026-10` as the page says it: `2026年10月`. */
function label(month: string): string {
  const [year, m] = month.split('-');
  return `${year}年${Number(m)}月`;
}

async function logIn(page: Page, heading: string, mobile: string): Promise<void> {
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await logInWithCode(page, mobile);
}

/**
 * The logged-in view (people.spec.ts sees only the login form there) for people: no serious axe
 * finding, nothing off the edge at 320 px nor at 200 % text. Leaves the page as it found it.
 */
async function readable(page: Page): Promise<void> {
  expect(await seriousAxeFindings(page)).toEqual([]);
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  await page.setViewportSize({ width: 320, height: 640 });
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '';
  });
  await page.setViewportSize({ width: 375, height: 667 });
}

/** A figure's value by its term (the figures are a description list). */
function figure(page: Page, term: string) {
  return page
    .locator('.fy-report__figures > div', { has: page.getByText(term, { exact: true }) })
    .locator('dd');
}

test('a shipper reads last month’s report and switches to other months, an empty one included', async ({
  browser,
}) => {
  const context = await browser.newContext({ userAgent: HOSTS.shipperApp });
  const page = await context.newPage();
  await page.goto('/#/customer/monthlyReport');
  await expect(page.getByRole('heading', { name: '月度报告', level: 1 })).toBeVisible();
  await logIn(page, '登录货主账号，查看月度报告', SHIPPER);

  const last = chinaMonth(1);
  await expect(page.getByText(`${label(last)}的发货情况（按北京时间统计）`)).toBeVisible();
  await expect(page.getByLabel('选择月份')).toHaveValue(last);
  await expect(figure(page, '发布')).toHaveText('5 单');
  await expect(figure(page, '被司机接单')).toHaveText('4 单');
  await expect(figure(page, '完成（已送达并确认）')).toHaveText('3 单');
  await expect(figure(page, '取消')).toHaveText('1 单');
  await expect(figure(page, '已完成运单的运费')).toHaveText('¥4,200');
  await expect(figure(page, '为你承运的司机')).toHaveText('2 位');
  await expect(page.locator('.fy-report__list li').first()).toContainText('上海市 → 苏州市');
  await page.screenshot({ path: screenshotPath('monthly-report.png'), fullPage: true });
  await readable(page);

  const before = chinaMonth(2);
  await page.getByLabel('选择月份').selectOption(before);
  await expect(page).toHaveURL(new RegExp(`month=${before}$`));
  await expect(page.getByText(`${label(before)}的发货情况（按北京时间统计）`)).toBeVisible();
  await expect(figure(page, '发布')).toHaveText('3 单');

  // This month has no shipments yet: said plainly, with the way to post one.
  const current = chinaMonth(0);
  await page.getByLabel('选择月份').selectOption(current);
  await expect(page.getByText(`${label(current)}没有发货记录。`)).toBeVisible();
  await expect(page.getByRole('link', { name: '去发货' })).toHaveAttribute(
    'href',
    '#/flashSale/index',
  );

  // A month in the link that is not one: said so, and last month's report instead.
  await page.goto('/#/customer/monthlyReport?month=..%2F..%2F');
  await expect(page.getByRole('alert')).toContainText('链接里的月份不对');
  await expect(page.getByLabel('选择月份')).toHaveValue(last);
  await context.close();
});

test('a new shipper’s empty last month, or a month from a link, is the month the picker shows', async ({
  browser,
}) => {
  const context = await browser.newContext({ userAgent: HOSTS.shipperApp });
  const page = await context.newPage();
  await page.goto('/#/customer/monthlyReport');
  await logIn(page, '登录货主账号，查看月度报告', '13600009610');
  const last = chinaMonth(1);
  await expect(page.getByText(`${label(last)}没有发货记录。`)).toBeVisible();
  await expect(page.getByLabel('选择月份')).toHaveValue(last);
  // No coupon used: said as none, without the face value of nothing.
  await expect(page.getByText('0 张', { exact: true })).toBeVisible();
  await expect(page.getByText(/面值共 ¥0/)).toHaveCount(0);
  await page.getByLabel('选择月份').selectOption(chinaMonth(0));
  await expect(page.getByText(`${label(chinaMonth(0))}没有发货记录。`)).toBeVisible();
  await page.goto('/#/customer/monthlyReport?month=2025-01');
  await expect(page.getByText('2025年1月没有发货记录。')).toBeVisible();
  await expect(page.getByLabel('选择月份')).toHaveValue('2025-01');
  await context.close();
});

test('a driver without 2023 trips is told so, with the way on to how loads are taken', async ({
  browser,
}) => {
  const context = await browser.newContext({ userAgent: HOSTS.driverApp });
  const page = await context.newPage();
  await page.goto('/#/driver/annualBill/2023');
  await logIn(page, '登录司机账号，打开你的年度账单', '13600009611');
  await expect(page.getByText(/^2023年你还没有在平台上完成运输/)).toBeVisible();
  await page.goto('/#/driver/openAnnualBill/2023');
  await page.getByRole('link', { name: '看看怎么在平台上接单' }).click();
  await expect(page).toHaveURL(/#\/driver\/noviceGuide$/);
  await context.close();
});

test('a driver opens the 2023 review, shares it, and a friend sees the year without the income', async ({
  browser,
}) => {
  const context = await browser.newContext({ userAgent: HOSTS.driverApp });
  const page = await context.newPage();
  await page.goto('/#/driver/openAnnualBill/2023');
  await expect(page.getByRole('heading', { name: '开启年度账单', level: 1 })).toBeVisible();
  await logIn(page, '登录司机账号，打开你的年度账单', DRIVER);
  await expect(page.getByRole('heading', { name: '你的2023年度账单已经生成' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('annual-bill-cover.png'), fullPage: true });
  await page.getByRole('link', { name: '打开我的2023年度账单' }).click();

  await expect(page).toHaveURL(/#\/driver\/annualBill\/2023$/);
  await expect(page.getByRole('heading', { name: '2023年度账单', level: 1 })).toBeVisible();
  await expect(figure(page, '完成运输')).toHaveText('10 趟');
  // Grouped by thousands, as amounts are written (lib/format/number.ts).
  await expect(figure(page, '运费收入')).toHaveText('¥12,450');
  await expect(figure(page, '到过的城市')).toHaveText('7 座城市，4 个省份');
  await expect(figure(page, '最忙的月份')).toHaveText('2023年7月，3 趟');
  await expect(page.getByText('2023年1月1日，上海市 → 杭州市')).toBeVisible();
  await expect(page.getByText('上海市 → 苏州市，4 趟')).toBeVisible();

  await page.getByRole('button', { name: '分享我的一年' }).click();
  const link = await page.getByLabel('我的年度账单链接').inputValue();
  expect(link).toMatch(/#\/driver\/annualBill\/share\/2023\?t=[0-9a-z]+\.[A-Za-z0-9_-]{22}$/);
  // The poster shows the figures ticked: what the shared page shows unless the driver adds more.
  const income = page.getByRole('checkbox', { name: /^运费收入/ });
  await expect(income).not.toBeChecked();
  await page.getByRole('button', { name: '生成分享海报' }).click();
  const poster = page.getByRole('img', {
    name: '我的2023年度账单的分享海报，含邀请二维码：完成运输 10 趟；到过的城市 7 座城市，4 个省份；最忙的月份 2023年7月，3 趟',
  });
  await expect(poster).toBeVisible();
  await savePoster(page, 'poster-annual-bill.png');
  await income.check();
  await page.getByRole('checkbox', { name: /^最忙的月份/ }).uncheck();
  await expect(page.getByRole('img', { name: /运费收入 ¥12,450；到过的城市/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /最忙的月份/ })).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('annual-bill.png'), fullPage: true });
  await readable(page);

  // A friend, in WeChat, without an account.
  const friendContext = await browser.newContext({ userAgent: HOSTS.wechat });
  const friend = await friendContext.newPage();
  await friend.goto(`/${link.slice(link.indexOf('#'))}`);
  await expect(
    friend.getByRole('heading', { name: '139****0021 的2023年度账单', level: 1 }),
  ).toBeVisible();
  // Who shared it is not assumed to be a man (TA, as the cut-price pages say).
  await expect(friend.getByText('一位货车司机和你分享了 TA 的一年')).toBeVisible();
  await expect(figure(friend, '完成运输')).toHaveText('10 趟');
  await expect(figure(friend, '最忙的月份')).toHaveText('2023年7月，3 趟');
  await expect(friend.locator('main')).not.toContainText('运费收入');
  await expect(friend.locator('main')).not.toContainText('¥');
  await expect(friend.getByRole('link', { name: '下载司机端 App' })).toHaveAttribute(
    'href',
    '#/driver/download',
  );
  await friend.screenshot({ path: screenshotPath('annual-bill-shared.png'), fullPage: true });

  // The link with one character changed, or made up, opens nothing.
  const tampered = link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
  for (const url of [
    `/${tampered.slice(tampered.indexOf('#'))}`,
    '/#/driver/annualBill/share/2023?t=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '/#/driver/annualBill/share/2023',
  ]) {
    await friend.goto('about:blank');
    await friend.goto(url);
    await expect(
      friend.getByRole('heading', { name: '没有找到这份年度账单', level: 1 }),
    ).toBeVisible();
    await expect(friend.locator('main')).not.toContainText('趟');
  }
  await friendContext.close();

  // In English the amount is grouped the same way.
  await page.goto('/#/driver/annualBill/2023?lang=en');
  await page.reload();
  await expect(figure(page, 'Freight earned')).toHaveText('¥12,450');
  await context.close();
});

test('a referral leaderboard: equals tied, masked, the window and the rules; a bad link is not found', async ({
  page,
}) => {
  await page.goto('/#/rank/index?slug=demo-driver-invites-shipper');
  await expect(
    page.getByRole('heading', { name: '司机邀货主，首单完成得现金', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(/^活动时间：\d{4}-\d{2}-\d{2} 至 2030-12-31$/)).toBeVisible();
  // The seeded inviters (others may join the board as other tests qualify referrals).
  const rows = page.locator('.fy-report__list li');
  await expect(rows.nth(4)).toBeVisible();
  await expect(rows.nth(0)).toContainText('第 1 名 并列');
  await expect(rows.nth(0)).toContainText('139****0031');
  await expect(rows.nth(1)).toContainText('第 1 名 并列');
  await expect(rows.nth(2)).toContainText('第 3 名');
  await expect(rows.nth(2)).not.toContainText('并列');
  await expect(rows.nth(2)).toContainText('邀请成功 2 人');
  await expect(page.getByText('登录后可以看到自己的排名。')).toBeVisible();
  await page.locator('summary', { hasText: '活动规则' }).click();
  await expect(page.getByText(/每人每天最多 10 位/).first()).toBeVisible();
  await page.screenshot({ path: screenshotPath('leaderboard.png'), fullPage: true });

  for (const query of [
    '',
    '?slug=no-such-programme',
    '?slug=demo-driver-draw',
    "?slug='%20or%201%3D1",
  ]) {
    await page.goto('about:blank');
    await page.goto(`/#/rank/index${query}`);
    await expect(page.getByRole('heading', { name: '没有找到这个排行榜', level: 1 })).toBeVisible();
  }
});

test('the red-packet activities running: a shipper’s, then a driver’s, each with its way in', async ({
  page,
}) => {
  await page.goto('/#/redengine');
  await expect(page.getByRole('heading', { name: '红包活动', level: 1 })).toBeVisible();
  const rain = page.locator('.fy-report__cards > li', { hasText: '货主红包雨' });
  await expect(rain).toContainText('红包雨');
  await expect(rain.getByRole('list', { name: '奖品' }).getByRole('listitem')).not.toHaveCount(0);
  await expect(rain.getByRole('link', { name: '去参加' })).toHaveAttribute(
    'href',
    '#/redpacketrain/index?slug=demo-shipper-red-packet',
  );
  await expect(page.getByText('登录后可以看到自己的中奖记录。')).toBeVisible();

  await page.getByLabel('司机', { exact: true }).check();
  const draw = page.locator('.fy-report__cards > li', { hasText: '司机天天抽奖' });
  await expect(draw.getByRole('link', { name: '去参加' })).toHaveAttribute(
    'href',
    '#/luckdrawnew?slug=demo-driver-draw',
  );
  await expect(page.locator('.fy-report__cards > li', { hasText: '货主红包雨' })).toHaveCount(0);
  // The other games with prizes are listed with their own pages.
  const words = page.locator('.fy-report__cards > li', { hasText: '集字' });
  await expect(words.getByRole('link', { name: '去参加' })).toHaveAttribute(
    'href',
    '#/collectword/index?slug=demo-collect-words',
  );
  await page.screenshot({ path: screenshotPath('red-engine.png'), fullPage: true });
});

test('a draw in the red-packet list opens the page its campaign names: the daily blessing its own', async ({
  page,
}) => {
  await page.goto('/#/redengine');
  await page.getByLabel('司机', { exact: true }).check();
  const blessing = page.locator('.fy-report__cards > li', { hasText: '每日福签' });
  // Each slip (a sentence) on a line of its own.
  const slips = blessing.getByRole('list', { name: '奖品' }).getByRole('listitem');
  await expect(slips).toHaveText([
    '上上签：货源不断，满载而归',
    '上签：路顺天好，准时送达',
    '吉签：回单顺利，运费早到',
  ]);
  const tops = await slips.evaluateAll((items) =>
    items.map((item) => item.getBoundingClientRect().top),
  );
  expect(new Set(tops).size).toBe(3);
  const join = blessing.getByRole('link', { name: '去参加' });
  await expect(join).toHaveAttribute(
    'href',
    '#/driver/dailyblessing/index?slug=demo-driver-blessing',
  );
  await join.click();
  await expect(page).toHaveURL(/#\/driver\/dailyblessing\/index\?slug=demo-driver-blessing$/);
  await expect(page.getByRole('heading', { name: '每日福签', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '登录司机账号后抽签' })).toBeVisible();
});

test('the public pages read in English, data included', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: HOSTS.plain });
  const page = await context.newPage();
  const pages = [
    ['/#/driver/annualBill/share/2023?t=2.1uQ7QpMkMY8Q79p-qIDbWg&lang=en', 'Busiest month'],
    ['/#/rank/index?slug=demo-driver-invites-shipper&lang=en', 'Invitation leaderboard'],
    ['/#/redengine?lang=en', 'Take part'],
  ] as const;
  for (const [url, text] of pages) {
    await page.goto('about:blank');
    await page.goto(url);
    await expect(page.getByText(text).first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/[\u4e00-\u9fff]/);
  }
  // A kind's tag that wraps under a long English title starts at the title's edge, not indented.
  await page.getByLabel('Drivers', { exact: true }).check();
  await expect(page.locator('.fy-report__cards h2').first()).toBeVisible();
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  // Each tag that starts a line of its own (below the title's last line of text): its offset.
  const edges = await page.locator('.fy-report__cards h2').evaluateAll((titles) =>
    titles.map((title) => {
      const tag = title.querySelector('.fy-report__tag')?.getBoundingClientRect();
      const text = document.createRange();
      text.selectNodeContents(title.firstChild as Node);
      const lines = [...text.getClientRects()];
      const last = lines[lines.length - 1];
      if (!tag || !last || tag.top < last.bottom - 2) return null;
      return Math.round(tag.left - title.getBoundingClientRect().left);
    }),
  );
  const wrapped = edges.filter((edge) => edge !== null);
  expect(wrapped.length).toBeGreaterThan(0);
  expect(wrapped.every((edge) => edge === 0)).toBe(true);
  await context.close();
});
