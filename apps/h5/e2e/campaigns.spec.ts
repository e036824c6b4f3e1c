import { expect, type Page } from '@playwright/test';
import {
  bridgeCalls,
  fillMobileAndCode,
  holdRequests,
  HOSTS,
  installFakeBridge,
  logInWithCode,
  loseAnswers,
  screenshotPath,
  test,
} from './support';

// The lucky draw as a driver meets it on the highway: prizes and odds first, a login on the page,
// a double tap, and an answer lost in a tunnel that must not cost a second draw.

test.use({ userAgent: HOSTS.driverApp });

async function logIn(page: Page, mobile: string): Promise<void> {
  await expect(page.getByRole('heading', { name: '登录后参与活动' })).toBeVisible();
  await logInWithCode(page, mobile);
}

test('a driver draws: a double tap is one draw, and an answer lost on the road is not a second one', async ({
  page,
}) => {
  let draws = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/campaign/draw')) draws += 1;
  });
  await page.goto('/#/luckdrawnew?slug=demo-driver-draw');
  await expect(page.getByRole('heading', { name: '司机天天抽奖', level: 1 })).toBeVisible();
  await expect(page.locator('.fy-draw__prizes').getByText('10 元 ETC 通行券')).toBeVisible();
  await expect(page.getByText(/^中奖概率 \d+(\.\d+)?%$/).first()).toBeVisible();
  await page.locator('summary', { hasText: '活动规则' }).click();
  // The audience the rules state is the one the server enforces: any driver (ADR 015).
  await expect(page.getByText(/司机每天可抽奖 3 次（无需认证）/)).toBeVisible();
  await expect(page.getByText(/认证司机/)).toHaveCount(0);
  await logIn(page, '13600000551');
  await expect(page.getByText('今天还可以抽 3 次')).toBeVisible();
  await page.screenshot({ path: screenshotPath('lucky-draw.png'), fullPage: true });

  await page.getByRole('button', { name: '抽奖', exact: true }).dblclick();
  const outcome = page.locator('.fy-draw__outcome');
  await expect(outcome).toBeVisible();
  await expect(page.getByText('今天还可以抽 2 次')).toBeVisible();
  expect(draws).toBe(1);
  const first = await outcome.textContent();
  expect(first).toMatch(/恭喜！抽中了|这次没抽中/);

  // The next draw reaches the server, but its answer is lost in a long tunnel, and so is the answer
  // to the page's own second try: the page says so, and the driver's next tap asks with the same
  // request id and gets that draw's outcome; one draw is counted, not two.
  const answersBack = await loseAnswers(page, '/api/campaign/draw');
  await page.getByRole('button', { name: '抽奖', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  expect(draws).toBe(3);
  await answersBack();
  await page.getByRole('button', { name: '抽奖', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('今天还可以抽 1 次')).toBeVisible();
  expect(draws).toBe(4);

  // The last draw's answer is lost once (a short tunnel): the page asks again by itself with the
  // same request id and shows that draw's outcome, without a word of the loss.
  let lose = true;
  await page.route(/\/api\/campaign\/draw/, async (route) => {
    if (!lose) return route.continue();
    lose = false;
    await route.fetch();
    return route.abort('connectionreset');
  });
  await page.getByRole('button', { name: '抽奖', exact: true }).click();
  await expect(page.getByText('今天的次数用完了，明天再来。')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '抽奖', exact: true })).toBeDisabled();
  expect(draws).toBe(6);
});

test('a draw page opened before the start offers the draw at the start, and shows an early end, without a reload', async ({
  page,
  operator,
}) => {
  test.setTimeout(120_000);
  // A draw published to start 20 s from now, as an operator would (the server's clock decides).
  const slug = `e2e-follow-${Date.now().toString(36)}`;
  const startsAt = new Date(Date.now() + 20_000).toISOString();
  const created = await operator.post('/campaigns', {
    slug,
    kind: 'draw',
    titleZh: '准点开抽',
    titleEn: 'On the dot',
    rulesZh: '司机每天可抽奖 1 次。',
    rulesEn: 'Drivers may draw once a day.',
    userType: 3,
    audience: 'all',
    startsAt,
    endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    perDayLimit: 1,
    perCampaignLimit: null,
    budgetUnits: 100,
    budgetFen: 0,
    lockSeconds: null,
    tiers: [
      {
        position: 0,
        nameZh: '谢谢参与',
        nameEn: 'Better luck next time',
        prize: 'none',
        amount: 0,
        couponTemplateId: null,
        valueFen: 0,
        weight: 50,
        total: null,
        fallbackPosition: null,
      },
      {
        position: 1,
        nameZh: '8 积分',
        nameEn: '8 points',
        prize: 'points',
        amount: 8,
        couponTemplateId: null,
        valueFen: 0,
        weight: 50,
        total: 100,
        fallbackPosition: null,
      },
    ],
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: number };
  const published = await operator.post(`/campaigns/${id}/publish`, {});
  expect(published.status(), await published.text()).toBe(200);

  let rulesAsked = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/campaign/rules')) rulesAsked += 1;
  });
  await page.goto(`/#/luckdrawnew?slug=${slug}`);
  await expect(page.getByRole('heading', { name: '准点开抽', level: 1 })).toBeVisible();
  await expect(page.getByText(/开始，到时再来抽奖/)).toBeVisible();
  await expect(page.getByRole('heading', { name: '登录后参与活动' })).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('draw-before-start.png'), fullPage: true });
  // The start passes with the page open: the draw is offered, no reload (one answer asked again).
  await expect(page.getByRole('heading', { name: '登录后参与活动' })).toBeVisible({
    timeout: 40_000,
  });
  await expect(page.getByText(/开始，到时再来抽奖/)).toHaveCount(0);
  expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(startsAt));
  expect(rulesAsked).toBeLessThanOrEqual(4);
  await page.screenshot({ path: screenshotPath('draw-at-start.png'), fullPage: true });

  // Ended early by an operator: the driver coming back to the page reads its notice at once.
  const ended = await operator.post(`/campaigns/${id}/end`, {
    noticeZh: '奖品已提前发完，活动结束，感谢参与。',
    noticeEn: 'The prizes ran out early. Thank you.',
  });
  expect(ended.status(), await ended.text()).toBe(200);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByRole('status')).toHaveText('奖品已提前发完，活动结束，感谢参与。');
  await expect(page.getByRole('heading', { name: '登录后参与活动' })).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('draw-ended-early.png'), fullPage: true });
});

test('a tap with the connection gone keeps the page, and the page recovers by itself when it is back', async ({
  page,
  context,
}) => {
  await page.goto('/#/luckdrawnew?slug=demo-driver-draw');
  await logIn(page, '13600000554');
  await expect(page.getByText('今天还可以抽 3 次')).toBeVisible();
  const prizes = page.locator('.fy-draw__prizes');
  await expect(prizes).toBeVisible();

  const button = page.getByRole('button', { name: '抽奖', exact: true });
  const before = await button.boundingBox();
  await context.setOffline(true);
  await button.click();
  // Said at once, once, under the button (which stays where the second tap goes); the prizes stay.
  await expect(page.getByRole('alert').first()).toContainText('没有连接网络', { timeout: 2_000 });
  await expect(page.getByText('没有连接网络')).toHaveCount(1);
  await expect(page.locator('.fy-query-error')).toHaveCount(0);
  await expect(prizes).toBeVisible();
  await expect(button).toBeVisible();
  expect(await button.boundingBox()).toEqual(before);
  await page.screenshot({ path: screenshotPath('lucky-draw-offline.png') });
  await context.setOffline(false);
  // Back online: what failed is asked again without a tap, and the notice over the page goes.
  await expect(page.locator('.fy-query-error')).toHaveCount(0);
  await expect(page.getByText('今天还可以抽 3 次')).toBeVisible();
});

test('a link without a draw, or to a campaign that is not one, is a clear not-found', async ({
  page,
}) => {
  for (const query of [
    '',
    '?slug=%3Cscript%3E',
    '?slug=no-such-campaign',
    '?slug=demo-shipper-gift-pack',
  ]) {
    await page.goto('about:blank');
    await page.goto(`/#/luckdrawnew${query}`);
    await expect(page.getByRole('heading', { name: '没有找到这个活动' })).toBeVisible();
  }
});

test('a shipper opens the day’s red packets: a double tap opens one, and when they are used what was won is listed', async ({
  browser,
}) => {
  const context = await browser.newContext({ userAgent: HOSTS.shipperApp });
  const page = await context.newPage();
  let draws = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/campaign/draw')) draws += 1;
  });
  await page.goto('/#/redpacketrain/index?slug=demo-shipper-red-packet');
  await expect(page.getByRole('heading', { name: '货主红包雨', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '登录后抢红包' })).toBeVisible();
  await fillMobileAndCode(page, '13600000552');
  await page.getByLabel(/我已阅读并同意/).check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('今天还可以抢 5 个红包')).toBeVisible();
  await page.getByRole('link', { name: '开始抢红包' }).click();
  await page.getByRole('button', { name: '红包 1', exact: true }).dblclick();
  await expect(page.getByRole('button', { name: /^红包 1：/ })).toBeDisabled();
  expect(draws).toBe(1);
  await page.screenshot({ path: screenshotPath('red-packets.png'), fullPage: true });
  // A reload keeps the packet opened, with what it held (the server's outcome, in its packet).
  const held = await page.getByRole('button', { name: /^红包 1：/ }).textContent();
  await page.reload();
  await expect(page.getByText('今天还可以抢 4 个红包')).toBeVisible();
  await expect(page.getByRole('button', { name: /^红包 1：/ })).toHaveText(held ?? '');
  await expect(page.getByRole('button', { name: /^红包 1：/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: '红包 1', exact: true })).toHaveCount(0);
  for (const n of [2, 3, 4, 5]) {
    await page.getByRole('button', { name: `红包 ${n}`, exact: true }).click();
    await expect(page.getByRole('button', { name: new RegExp(`^红包 ${n}：`) })).toBeVisible();
  }
  await expect(page.getByText('今天的红包抢完了，明天再来。')).toBeVisible();
  await expect(page.getByRole('button', { name: '红包 6', exact: true })).toBeDisabled();
  expect(draws).toBe(5);
  // What was won is still listed after a reload.
  await page.reload();
  await expect(page.getByText('今天的红包抢完了，明天再来。')).toBeVisible();
  await expect(page.locator('.fy-packet[data-opened]')).toHaveCount(5);
  await context.close();
});

test('a shipper who wins red-packet cash sees it, with the campaign that paid it, in “我的余额” as the rules say', async ({
  browser,
  operator,
}) => {
  test.setTimeout(120_000);
  // A rain whose every packet holds ¥1.88 in cash, as an operator would publish it.
  const slug = `e2e-cash-${Date.now().toString(36)}`;
  // A start must be ahead of the server's clock: a few seconds, over by the time the shipper taps.
  const startsAt = Date.now() + 5_000;
  const created = await operator.post('/campaigns', {
    slug,
    kind: 'red_packet_rain',
    titleZh: '现金红包雨',
    titleEn: 'Cash rain',
    rulesZh: '1. 货主每天可抢 2 个红包。\n2. 现金红包计入“我的余额”。',
    rulesEn: '1. Shippers may open 2 red packets a day.\n2. Cash goes to “My balance”.',
    userType: 1,
    audience: 'all',
    startsAt: new Date(startsAt).toISOString(),
    endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    perDayLimit: 2,
    perCampaignLimit: null,
    budgetUnits: 100,
    budgetFen: 100_000,
    lockSeconds: null,
    tiers: [
      {
        position: 0,
        nameZh: '谢谢参与',
        nameEn: 'Better luck next time',
        prize: 'none',
        amount: 0,
        couponTemplateId: null,
        valueFen: 0,
        weight: 0,
        total: null,
        fallbackPosition: null,
      },
      {
        position: 1,
        nameZh: '1.88 元现金红包',
        nameEn: '¥1.88 cash red packet',
        prize: 'cash_fen',
        amount: 188,
        couponTemplateId: null,
        valueFen: 188,
        weight: 100,
        total: 100,
        fallbackPosition: null,
      },
    ],
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: number };
  const published = await operator.post(`/campaigns/${id}/publish`, {});
  expect(published.status(), await published.text()).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, startsAt - Date.now() + 500)));

  const context = await browser.newContext({ userAgent: HOSTS.shipperApp });
  const page = await context.newPage();
  await installFakeBridge(page);
  await page.goto(`/#/redpacketrain/index?slug=${slug}`);
  await expect(page.getByRole('heading', { name: '现金红包雨', level: 1 })).toBeVisible();
  await page.locator('summary', { hasText: '活动规则' }).click();
  await expect(page.getByText(/现金红包计入“我的余额”/)).toBeVisible();
  await fillMobileAndCode(page, '13600000557');
  await page.getByLabel(/我已阅读并同意/).check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('link', { name: '开始抢红包' }).click();
  for (const n of [1, 2]) {
    await page.getByRole('button', { name: `红包 ${n}`, exact: true }).click();
    await expect(page.getByRole('button', { name: `红包 ${n}：1.88 元现金红包` })).toBeDisabled();
  }
  await page.getByRole('link', { name: '查看我的余额' }).click();
  await expect(page).toHaveURL(/#\/commission\/index$/);
  const balance = page.locator('section', {
    has: page.getByRole('heading', { name: '我的余额', level: 2 }),
  });
  await expect(balance.getByTestId('cash-balance')).toHaveText('¥3.76');
  // Each credit with the campaign that paid it, the amount and the balance after it, newest first.
  const entries = balance.getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('现金红包雨 +¥1.88');
  await expect(entries.nth(0)).toContainText('余额 ¥3.76');
  await expect(entries.nth(1)).toContainText('余额 ¥1.88');
  await page.screenshot({ path: screenshotPath('cash-balance.png'), fullPage: true });
  // The cash is used in the app's wallet, which the page opens through the app.
  await balance.getByRole('button', { name: '打开App钱包' }).click();
  await expect
    .poll(async () => (await bridgeCalls(page)).at(-1))
    .toMatchObject({ action: 'navigate', params: { screen: 'wallet' } });
  await context.close();
});

test('red packets opened in one window show opened in another, with what each held, and back again', async ({
  browser,
}) => {
  const game = '/#/redpacketrain/game?slug=demo-shipper-red-packet';
  const first = await browser.newContext({ userAgent: HOSTS.shipperApp });
  const page = await first.newPage();
  await page.goto(game);
  await expect(page.getByRole('heading', { name: '登录后抢红包' })).toBeVisible();
  await logInWithCode(page, '13600000555');
  const prizeOf = async (where: Page, n: number) => {
    const packet = where.getByRole('button', { name: new RegExp(`^红包 ${n}：`) });
    await expect(packet).toBeDisabled();
    return ((await packet.textContent()) ?? '').replace(`红包 ${n}：`, '');
  };
  await page.getByRole('button', { name: '红包 3', exact: true }).click();
  const third = await prizeOf(page, 3);
  await page.getByRole('button', { name: '红包 7', exact: true }).click();
  const seventh = await prizeOf(page, 7);
  await expect(page.getByText('今天还可以抢 3 个红包')).toBeVisible();

  // Another window (another tab, the app after WeChat) of the same user: the server's outcomes,
  // in the lowest packets in the order opened, with what each held.
  const second = await browser.newContext({
    userAgent: HOSTS.shipperApp,
    storageState: await first.storageState(),
  });
  const other = await second.newPage();
  await other.goto(game);
  await expect(other.getByText('今天还可以抢 3 个红包')).toBeVisible();
  await expect(other.locator('.fy-packet[data-opened]')).toHaveCount(2);
  expect(await prizeOf(other, 1)).toBe(third);
  expect(await prizeOf(other, 2)).toBe(seventh);
  await other.screenshot({ path: screenshotPath('red-packets-elsewhere.png'), fullPage: true });
  await other.getByRole('button', { name: '红包 5', exact: true }).click();
  const fifth = await prizeOf(other, 5);

  // Back in the first window: its packets where they were tapped, the other's in the lowest free.
  await page.reload();
  await expect(page.getByText('今天还可以抢 2 个红包')).toBeVisible();
  expect(await prizeOf(page, 3)).toBe(third);
  expect(await prizeOf(page, 7)).toBe(seventh);
  expect(await prizeOf(page, 1)).toBe(fifth);
  await expect(page.locator('.fy-packet[data-opened]')).toHaveCount(3);
  await first.close();
  await second.close();
});

test('a link to a draw on the other draw page lands on the page its campaign names, replacing itself', async ({
  page,
}) => {
  await page.goto('/#/redengine');
  await page.goto('/#/luckdrawnew?slug=demo-driver-blessing');
  await expect(page).toHaveURL(/#\/driver\/dailyblessing\/index\?slug=demo-driver-blessing$/);
  await expect(page.getByRole('heading', { name: '登录司机账号后抽签' })).toBeVisible();
  // Replaced, not added: back is the page before the link.
  await page.goBack();
  await expect(page).toHaveURL(/#\/redengine$/);
  await page.goto('/#/driver/dailyblessing/index?slug=demo-driver-draw');
  await expect(page).toHaveURL(/#\/luckdrawnew\?slug=demo-driver-draw$/);
  await expect(page.getByRole('heading', { name: '司机天天抽奖', level: 1 })).toBeVisible();
});

test('a driver draws the day’s blessing slip once, reads it after a reload, and is shown the way to it afterwards', async ({
  page,
}) => {
  let draws = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/campaign/draw')) draws += 1;
  });
  await page.goto('/#/driver/dailyblessing/index?slug=demo-driver-blessing');
  await expect(page.getByRole('heading', { name: '每日福签', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '登录司机账号后抽签' })).toBeVisible();
  await fillMobileAndCode(page, '13600000553');
  await page.getByLabel(/我已阅读并同意/).check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('button', { name: '抽一支福签' }).dblclick();
  const slip = page.locator('.fy-blessing__text');
  await expect(slip).toHaveText(/^(平安签|上上签|上签|吉签)：/);
  expect(draws).toBe(1);
  const words = await slip.textContent();
  await page.screenshot({ path: screenshotPath('daily-blessing.png') });
  await page.reload();
  await expect(slip).toHaveText(words ?? '');
  await page.getByRole('link', { name: '回到每日福签' }).click();
  await expect(page.getByText('今天的福签已经抽过了。')).toBeVisible();
  await page.getByRole('link', { name: '看我的福签' }).click();
  await expect(slip).toHaveText(words ?? '');
  expect(draws).toBe(1);
});

test('a blessing slip drawn in one window is read in another, not said to be drawn elsewhere', async ({
  browser,
}) => {
  const first = await browser.newContext({ userAgent: HOSTS.driverApp });
  const page = await first.newPage();
  await page.goto('/#/driver/dailyblessing/index?slug=demo-driver-blessing');
  await expect(page.getByRole('heading', { name: '登录司机账号后抽签' })).toBeVisible();
  await logInWithCode(page, '13600000556');
  await page.getByRole('button', { name: '抽一支福签' }).click();
  const slip = page.locator('.fy-blessing__text');
  await expect(slip).toHaveText(/^(平安签|上上签|上签|吉签)：/);
  const words = await slip.textContent();

  const second = await browser.newContext({
    userAgent: HOSTS.driverApp,
    storageState: await first.storageState(),
  });
  const other = await second.newPage();
  await other.goto('/#/driver/dailyblessing/result?slug=demo-driver-blessing');
  await expect(other.locator('.fy-blessing__text')).toHaveText(words ?? '');
  await other.getByRole('link', { name: '回到每日福签' }).click();
  await expect(other.getByText('今天的福签已经抽过了。')).toBeVisible();
  await other.getByRole('link', { name: '看我的福签' }).click();
  await expect(other.locator('.fy-blessing__text')).toHaveText(words ?? '');
  await first.close();
  await second.close();
});

test('a draw’s name comes from the HTML’s public read while the signed read is on its way, never its stock', async ({
  page,
}) => {
  // What the page asks for first: the public read (index.html's script, ADR 049), then scripts.
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/public/campaign/')) asked.push(url.replace(/^https?:\/\/[^/]+/, ''));
    else if (/\/assets\/[^?]+\.js$/.test(url)) asked.push('script');
  });
  const release = await holdRequests(page, /\/api\/campaign\/rules/);
  await page.goto('/#/luckdrawnew?slug=demo-driver-draw');
  await expect(page.getByRole('heading', { name: '司机天天抽奖', level: 1 })).toBeVisible();
  expect(asked[0]).toBe('/public/campaign/demo-driver-draw?lang=zh-CN');
  expect(asked.filter((url) => url.startsWith('/public/'))).toHaveLength(1);
  // Its prizes with their stock and odds, and whether the draw is on, wait for the signed read; a
  // visitor is asked to log in from the start, in words that claim neither.
  await expect(page.locator('.fy-draw__prizes')).toHaveCount(0);
  await expect(page.getByText(/^剩 \d+ 份$|^已抽完$|^中奖概率/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '登录后参与活动' })).toBeVisible();
  const hero = await page.getByRole('heading', { level: 1 }).boundingBox();
  release();
  await expect(page.locator('.fy-draw__prizes').getByText('10 元 ETC 通行券')).toBeVisible();
  await expect(page.getByText(/^剩 \d+ 份$/).first()).toBeVisible();
  // The hero stays where it was drawn.
  expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(hero);
});
