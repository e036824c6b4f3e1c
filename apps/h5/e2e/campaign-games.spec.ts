import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import {
  fillMobileAndCode,
  HOSTS,
  logInWithCode,
  openMovingOn,
  screenshotPath,
  unmarkedChinese,
} from './support';

// The cut-price and collect-words games (docs/decisions/030) as people meet them: a shipper starts
// a cut in the shipper app and shares its link; a friend opens it in another browser, logs in and
// taps "help" twice (one cut); the starter sees the progress and who helped. A driver draws
// characters; the demo collector, who holds the whole phrase, redeems it once.

async function logIn(page: Page, heading: string, mobile: string): Promise<void> {
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await logInWithCode(page, mobile);
}

/**
 * The logged-in states as people.spec.ts checks the first screens: nothing off the side at 320 px,
 * nor with the text at 200 % there, and nothing serious or critical by axe.
 */
async function checkForPeople(page: Page): Promise<void> {
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '';
  });
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  await page.setViewportSize({ width: 375, height: 667 });
}

test('a shipper starts a cut, a friend’s double tap is one cut, and the starter sees the progress', async ({
  browser,
}) => {
  const starterContext = await browser.newContext({ userAgent: HOSTS.shipperApp });
  const starter = await starterContext.newPage();
  await starter.goto('/#/customer/cutReward?slug=demo-shipper-cut');
  await expect(starter.getByRole('heading', { name: '砍价得运费券', level: 1 })).toBeVisible();
  await logIn(starter, '登录货主账号后发起砍价', '13600000771');
  await expect(starter.getByText('今天还可以发起 2 次')).toBeVisible();
  await starter.getByRole('button', { name: '发起砍价' }).dblclick();
  await expect(starter.getByText('已砍 ¥0.00，共 ¥30.00')).toBeVisible();
  // The words sit apart from the bar, not glued to its underside.
  const bar = await starter.getByRole('progressbar').boundingBox();
  const words = await starter.getByText('已砍 ¥0.00，共 ¥30.00').boundingBox();
  expect((words?.y ?? 0) - ((bar?.y ?? 0) + (bar?.height ?? 0))).toBeGreaterThanOrEqual(6);
  await expect(
    starter.getByRole('heading', {
      name: '邀请好友帮忙砍价，24 小时内砍掉 ¥30.00，即得 30 元运费券。',
    }),
  ).toBeVisible();
  await expect(starter.getByText(/^剩余时间 (23:59:\d\d|1 天 00:00:00)$/)).toBeVisible();
  await expect(starter.getByText('还没有好友帮砍，快分享给好友吧。')).toBeVisible();
  const link = await starter.getByLabel('砍价链接').inputValue();
  expect(link).toMatch(/#\/customer\/cutReward\?slug=demo-shipper-cut&cut=[\w-]{43}/);
  await checkForPeople(starter);
  await starter.screenshot({ path: screenshotPath('cut-reward-starter.png'), fullPage: true });

  const friendContext = await browser.newContext({ userAgent: HOSTS.plain });
  const friend = await friendContext.newPage();
  let helps = 0;
  friend.on('request', (request) => {
    if (request.url().includes('/api/campaign/cut-price/help')) helps += 1;
  });
  await friend.goto(link.slice(link.indexOf('/#')));
  await expect(
    friend.getByRole('heading', { name: /^136\*{4}0771 邀请你帮忙砍价$/ }),
  ).toBeVisible();
  // The rules say the last cut may be below the least, every amount to the fen.
  await expect(
    friend.getByText('每位好友可帮砍一次，每刀 ¥1.00-¥8.00，最后一刀补足余额。').first(),
  ).toBeVisible();
  // The friend is asked to cut first, not told to share the starter's cut.
  await expect(friend.getByText('来砍第一刀吧。')).toBeVisible();
  await expect(friend.getByText('还没有好友帮砍，快分享给好友吧。')).toHaveCount(0);
  await logIn(friend, '登录后帮好友砍一刀', '13600000772');
  await friend.getByRole('button', { name: '帮 TA 砍一刀' }).dblclick();
  const helped = friend.getByText(/^你帮 TA 砍掉了 ¥\d+\.\d\d！$/).first();
  await expect(helped).toBeVisible();
  expect(helps).toBe(1);
  const amount = (await helped.textContent())?.match(/¥([\d.]+)/)?.[1] ?? '';
  await expect(friend.getByRole('button', { name: '帮 TA 砍一刀' })).toHaveCount(0);
  await checkForPeople(friend);
  await friend.screenshot({ path: screenshotPath('cut-reward-friend.png'), fullPage: true });

  await starter.reload();
  await expect(starter.getByText(`已砍 ¥${amount}，共 ¥30.00`)).toBeVisible();
  await expect(starter.getByText(`136****0772 砍掉 ¥${amount}`)).toBeVisible();
  await expect(starter.getByRole('heading', { name: '帮砍的好友（1 人）' })).toBeVisible();

  // A made-up cut says so, with the way to one's own.
  await friend.goto(`/#/customer/cutReward?slug=demo-shipper-cut&cut=${'B'.repeat(43)}`);
  await expect(friend.getByRole('alert')).toContainText('没有找到这个砍价，链接可能不完整');
  await expect(friend.getByRole('link', { name: '我也要发起砍价' })).toBeVisible();

  // A driver helps too, and is told why they cannot start a cut of their own (a shippers' game),
  // instead of being offered one that only leads to a login wall.
  const driverContext = await browser.newContext({ userAgent: HOSTS.driverApp });
  const driver = await driverContext.newPage();
  await driver.goto('/#/driver-invite-driver/index');
  await logInWithCode(driver, '13600000776');
  await expect(driver.getByRole('heading', { name: '我的邀请' })).toBeVisible();
  await driver.goto(link.slice(link.indexOf('/#')));
  await expect(
    driver.getByRole('heading', { name: /^136\*{4}0771 邀请你帮忙砍价$/ }),
  ).toBeVisible();
  await expect(driver.getByText('发起砍价仅限货主账号')).toBeVisible();
  await expect(driver.getByRole('link', { name: '我也要发起砍价' })).toHaveCount(0);
  await expect(driver.getByText(`136****0772 砍掉 ¥${amount}`)).toBeVisible();
  await driver.getByRole('button', { name: '帮 TA 砍一刀' }).click();
  await expect(driver.getByText(/^你帮 TA 砍掉了 ¥\d+\.\d\d！$/).first()).toBeVisible();
  await driver.screenshot({ path: screenshotPath('cut-reward-driver-friend.png'), fullPage: true });
  // Reaching the start page anyway, the gate says why this account cannot start.
  await driver.goto('/#/customer/cutReward?slug=demo-shipper-cut');
  await expect(driver.getByRole('heading', { name: '发起砍价仅限货主账号' })).toBeVisible();
  await driverContext.close();
  await friendContext.close();
  await starterContext.close();
});

test('a browser that can neither share nor copy shows the cut’s link selected, to copy by hand', async ({
  browser,
}) => {
  const context = await browser.newContext({ userAgent: HOSTS.plain });
  const page = await context.newPage();
  // No system share sheet, and a clipboard that refuses (a plain http page, an older web-view).
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('', 'NotAllowedError')) },
    });
  });
  await page.goto('/#/customer/cutReward?slug=demo-shipper-cut');
  await logIn(page, '登录货主账号后发起砍价', '13600000775');
  await page.getByRole('button', { name: '发起砍价' }).click();
  const field = page.getByLabel('砍价链接');
  const selected = () =>
    field.evaluate((input: HTMLInputElement) =>
      document.activeElement === input &&
      input.selectionStart === 0 &&
      input.selectionEnd === input.value.length
        ? input.value
        : '',
    );
  await page.getByRole('button', { name: '分享给好友帮砍' }).click();
  await expect(page.getByRole('status').filter({ hasText: '复制' })).toHaveText(
    '请复制选中的链接，发给好友',
  );
  await expect.poll(selected).toMatch(/#\/customer\/cutReward\?slug=demo-shipper-cut&cut=/);
  await page.getByText('帮砍的好友（0 人）').click();
  await page.getByRole('button', { name: '复制链接' }).click();
  await expect(page.getByRole('status').filter({ hasText: '复制' })).toHaveText(
    '没能自动复制，链接已选中，请手动复制',
  );
  await expect.poll(selected).toMatch(/cut=/);
  await page.screenshot({ path: screenshotPath('cut-reward-copy-by-hand.png'), fullPage: true });
  await context.close();
});

test('in WeChat, the word collection’s relay gets the openid and goes on to the game', async ({
  browser,
}) => {
  const context = await browser.newContext({ userAgent: HOSTS.wechat });
  const page = await context.newPage();
  await openMovingOn(page, '/#/collectword/wxauth?slug=demo-collect-words');
  // The relay, the authorize hop and stand-in, the relay again with the code, then the game.
  await expect(page.getByRole('heading', { name: '集字赢好礼', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  expect(page.url()).toContain('#/collectword/index?slug=demo-collect-words');
  expect(page.url()).not.toContain('code=');
  const messenger = (await context.cookies()).find((cookie) => cookie.name === 'wx_user_info');
  expect(JSON.parse(decodeURIComponent(messenger?.value ?? '{}')).openid).toMatch(/^[\w-]+$/);
  await context.close();
});

test('a driver chooses, logs in and draws a character (a double tap is one draw); the demo collector redeems once', async ({
  browser,
}) => {
  const context = await browser.newContext({ userAgent: HOSTS.driverApp });
  const page = await context.newPage();
  let draws = 0;
  let redemptions = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/campaign/collect-words/draw')) draws += 1;
    if (request.url().includes('/api/campaign/collect-words/redeem')) redemptions += 1;
  });
  await page.goto('/#/collectword/index?slug=demo-collect-words');
  await expect(page.getByRole('heading', { name: '集字赢好礼', level: 1 })).toBeVisible();
  await expect(page.locator('.fy-words__card')).toHaveCount(4);
  await expect(page.locator('.fy-words__card').first()).toContainText('福未集到');
  await page.getByRole('link', { name: '登录 / 注册' }).click();
  await page.getByRole('link', { name: /我是司机/ }).click();
  await expect(page).toHaveURL(/#\/collectword\/login\?userType=3&slug=demo-collect-words$/);
  await fillMobileAndCode(page, '13600000773');
  await page.getByLabel(/我已阅读并同意/).check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/#\/collectword\/index\?slug=demo-collect-words$/);
  await expect(page.getByText('今天还可以抽 5 次')).toBeVisible();
  await expect(page.getByText('还差：福、满、货、运')).toBeVisible();
  await page.getByRole('button', { name: '抽一个字' }).dblclick();
  await expect(page.getByText(/^抽到了“[福满货运]”！$/)).toBeVisible();
  await expect(page.getByText('今天还可以抽 4 次')).toBeVisible();
  expect(draws).toBe(1);
  await expect(page.locator('.fy-words__card[data-held="true"]')).toHaveCount(1);
  await expect(page.locator('.fy-words__card[data-held="true"]')).toContainText('1 张');
  await checkForPeople(page);
  await page.screenshot({ path: screenshotPath('collect-words.png'), fullPage: true });
  await context.close();

  // The demo collector holds every character once (apps/server/src/modules/campaign-games/seed.ts);
  // no other browser test logs this number in.
  const collectorContext = await browser.newContext({ userAgent: HOSTS.plain });
  const collector = await collectorContext.newPage();
  collector.on('request', (request) => {
    if (request.url().includes('/api/campaign/collect-words/redeem')) redemptions += 1;
  });
  await collector.goto('/#/collectword/login?slug=demo-collect-words&userType=3');
  await fillMobileAndCode(collector, '13900000030');
  await collector.getByLabel(/我已阅读并同意/).check();
  await collector.getByRole('button', { name: '登录', exact: true }).click();
  await expect(collector.getByText('已经集齐了，可以兑换奖品！')).toBeVisible();
  await collector.getByRole('button', { name: '兑换 500 积分' }).dblclick();
  await expect(
    collector.getByRole('heading', { name: '兑换成功！500 积分已经是你的了。' }),
  ).toBeVisible();
  await expect(collector.getByText('已经到账，可以在账户明细里查看。')).toBeVisible();
  expect(redemptions).toBe(1);
  await expect(collector.getByRole('button', { name: '兑换 500 积分' })).toHaveCount(0);
  await expect(collector.locator('.fy-words__card[data-held="false"]')).toHaveCount(4);
  await collector.screenshot({
    path: screenshotPath('collect-words-redeemed.png'),
    fullPage: true,
  });
  await collector.reload();
  await expect(
    collector.getByText(/^你已于 \d{4}-\d\d-\d\d \d\d:\d\d 兑换过奖品。$/),
  ).toBeVisible();
  // In English too.
  await collector.goto('/#/collectword/index?slug=demo-collect-words&lang=en');
  await collector.reload();
  await expect(collector.getByRole('heading', { name: 'My character cards' })).toBeVisible();
  await expect(collector.locator('main')).toContainText('You redeemed the prize on');
  // The rules, opened, say each character's chance with the character marked Chinese.
  await collector.locator('summary', { hasText: 'Rules' }).click();
  await expect(collector.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await expect.poll(() => unmarkedChinese(collector)).toEqual([]);
  await collectorContext.close();
});
