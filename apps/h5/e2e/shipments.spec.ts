import { expect, type Page, test } from '@playwright/test';
import {
  bridgeCalls,
  holdRequests,
  HOSTS,
  installFakeBridge,
  logInWithCode,
  screenshotPath,
  unmarkedChinese,
} from './support';

// The shipments pages (docs/pages.md, feature `shipments`) against the demo flash-sale lines
// (apps/server/src/modules/shipments/seed.ts): a shipper grabs a truck in WeChat and publishes
// the goods in two steps, reloading on the way; the goods as a driver in the app sees them.

const lineCard = (page: Page, route: string) =>
  page.locator('.fy-line').filter({ has: page.getByRole('heading', { name: route }) });

/** Picks the place found for `query` on the address page, for the link at `index`. */
async function pickPlace(page: Page, index: number, query: string, place: string) {
  await page
    .getByRole('link', { name: /选择地点|更换地点/ })
    .nth(index)
    .click();
  await expect(page).toHaveURL(/#\/flashSale\/mapSearch\?stop=\d$/);
  await page.getByLabel('搜索地点（港口、物流园、乡镇街道）').fill(query);
  await page
    .getByRole('button', { name: new RegExp(`^${place}`) })
    .first()
    .click();
  await expect(page).toHaveURL(/#\/flashSale\/publishStep1$/);
}

test('a shipper in WeChat grabs a truck, fills both steps across reloads, and publishes once', async ({
  browser,
}, testInfo) => {
  // A line allows one grab per shipper: a retry grabs as another shipper (401, 411, 421).
  const shipper = `13600000${401 + 10 * testInfo.retry}`;
  const context = await browser.newContext({ userAgent: HOSTS.wechat });
  const page = await context.newPage();
  // The official account's open id first (the stand-in OAuth hop), then the list.
  await page.goto('/#/flashSale');
  await expect(page).toHaveURL(/#\/flashSale\/index$/);
  const suzhou = lineCard(page, '上海市 → 苏州市');
  await expect(suzhou).toContainText('高栏 9.6 米 · 载重 18 吨');
  await expect(suzhou).toContainText('原价 ¥2,600');
  await expect(suzhou).toContainText(/距结束/);
  await expect(lineCard(page, '广州市 → 深圳市')).toContainText(/距开抢/);
  await logInWithCode(page, shipper);
  await page.screenshot({ path: screenshotPath('flash-sale.png'), fullPage: true });
  await suzhou.getByRole('button', { name: '立即抢车' }).dblclick();

  await expect(page).toHaveURL(/#\/flashSale\/publishStep1$/);
  await expect(page.getByRole('timer')).toContainText('车辆已为您保留');
  await pickPlace(page, 0, '洋山', '上海港洋山港区');
  await page.getByLabel('1. 装货地 · 详细地址（门牌、库房、闸口）').fill('同汇路 1 号');
  // A third stop added, then taken away again: two by default.
  await page.getByRole('button', { name: '添加经停点' }).click();
  await expect(page.getByLabel(/^3\. 卸货地 · 详细地址/)).toBeVisible();
  await page.getByRole('button', { name: '删除' }).nth(1).click();
  await pickPlace(page, 1, '昆山花桥', '花桥镇');
  await page.getByLabel('2. 卸货地 · 详细地址（门牌、库房、闸口）').fill('商务大道 8 号');
  const dateSelect = page.getByLabel('装货日期');
  // The departure day is the last choice (the day before it may be today or later).
  const departure = await dateSelect
    .locator('option')
    .last()
    .evaluate((option) => (option as HTMLOptionElement).value);
  await dateSelect.selectOption(departure);
  await expect(page.getByText('合计 ¥1,800.00')).toBeVisible();
  await page.screenshot({ path: screenshotPath('publish-step1.png'), fullPage: true });
  // A reload keeps what was typed.
  await page.reload();
  await expect(page.getByLabel('1. 装货地 · 详细地址（门牌、库房、闸口）')).toHaveValue(
    '同汇路 1 号',
  );
  await expect(page.getByText('上海港洋山港区 · 上海市 浦东新区')).toBeVisible();
  await expect(page.getByLabel('装货日期')).toHaveValue(departure);
  await page.getByRole('button', { name: '下一步，填写货物信息' }).click();

  await expect(page).toHaveURL(/#\/flashSale\/publishStep2$/);
  await page.getByLabel('货物名称').fill('日用百货');
  // Full-width digits, as a Chinese keyboard may type them.
  await page.getByLabel('重量（吨）').fill('８.５');
  await expect(page.getByLabel('重量（吨）')).toHaveValue('8.5');
  await page.getByLabel('体积（立方米）').fill('30');
  await page.getByLabel('包装方式').selectOption({ label: '纸箱' });
  await page.getByRole('button', { name: '发布货源' }).click();
  await expect(page.getByText('请填写收货信息')).toBeVisible();
  await page.getByRole('link', { name: '填写收货信息' }).click();
  await expect(page).toHaveURL(/#\/flashSale\/addReceipt$/);
  await expect(page.getByText('收货地点：还没有选择', { exact: true })).toBeVisible();
  await page.getByLabel('收货人', { exact: true }).fill('王芳');
  await page.getByLabel('收货人手机号').fill('138 1234 0002');
  await page.getByRole('link', { name: '选择地点' }).click();
  await page.getByLabel('搜索地点（港口、物流园、乡镇街道）').fill('花桥');
  await page
    .getByRole('button', { name: /^花桥镇/ })
    .first()
    .click();
  await expect(page).toHaveURL(/#\/flashSale\/addReceipt$/);
  await expect(page.getByText(/^收货地点：.*昆山市$/)).toBeVisible();
  await page.getByLabel('详细地址').fill('花桥镇商务大道 8 号');
  await page.getByRole('button', { name: '保存收货信息' }).click();
  await expect(page).toHaveURL(/#\/flashSale\/publishStep2$/);
  await expect(page.getByText('王芳 13812340002')).toBeVisible();
  await expect(page.getByText('江苏省 苏州市 昆山市 花桥镇商务大道 8 号')).toBeVisible();
  await page.getByLabel('我已确认运费 ¥1,800.00').check();
  await page.screenshot({ path: screenshotPath('publish-step2.png'), fullPage: true });
  // A reload loses the token (memory only); publishing asks for the same hold again.
  await page.reload();
  await expect(page.getByLabel('货物名称')).toHaveValue('日用百货');
  await page.getByLabel('我已确认运费 ¥1,800.00').check();
  await page.getByRole('button', { name: '发布货源' }).dblclick();
  await expect(page.getByRole('heading', { name: '货源已发布' })).toBeVisible();

  await page.getByRole('link', { name: '查看货源' }).click();
  // The link names it by a random ref, never by a counted id that would let anyone read the board.
  await expect(page).toHaveURL(/#\/goodsdetail\/index\?goodsId=[0-9a-f]{32}$/);
  await expect(page.getByText('待接单')).toBeVisible();
  await expect(page.getByText('同汇路 1 号')).toBeVisible();
  await expect(page.getByRole('button', { name: '取消货源' })).toBeVisible();
  // A rule between the stops, none under the last where the card ends.
  await expect
    .poll(() =>
      page
        .locator('.fy-stops > .fy-stop')
        .evaluateAll((stops) => stops.map((stop) => getComputedStyle(stop).borderBottomWidth)),
    )
    .toEqual(['1px', '0px']);
  const goodsUrl = page.url();

  // A driver in the app sees it without the addresses, and takes it in the app's own screen.
  const driverContext = await browser.newContext({ userAgent: HOSTS.driverApp });
  const driver = await driverContext.newPage();
  await installFakeBridge(driver);
  await driver.goto(`/${goodsUrl.slice(goodsUrl.indexOf('#'))}`);
  await expect(driver.getByRole('heading', { name: '上海市 → 苏州市' })).toBeVisible();
  await expect(driver.getByText('接单后可见详细地址').first()).toBeVisible();
  await expect(driver.getByText('同汇路 1 号')).toHaveCount(0);
  await driver.getByRole('button', { name: '去接单' }).click();
  const goodsId = new URL(goodsUrl.replace('#', '')).searchParams.get('goodsId');
  await expect
    .poll(() => bridgeCalls(driver))
    .toEqual([
      expect.objectContaining({ action: 'navigate', params: { screen: 'goodsDetail', goodsId } }),
    ]);
  await driver.screenshot({ path: screenshotPath('goods-detail.png'), fullPage: true });
  await driverContext.close();

  // Read in English, the stops' regions are in English too (the shipment keeps the Chinese).
  const reader = await browser.newPage();
  await reader.goto(`/#/goodsdetail/index?goodsId=${goodsId}&lang=en`);
  const stops = reader.locator('.fy-stops > .fy-stop');
  await expect(stops.first()).toContainText('Yangshan Port Area, Port of Shanghai · Shanghai');
  await expect(stops.nth(1)).toContainText('Suzhou, Jiangsu');
  await expect(reader.locator('.fy-stops')).not.toContainText(/上海市|江苏省|苏州市/);
  await reader.screenshot({ path: screenshotPath('goods-detail-en.png'), fullPage: true });
  await reader.close();

  // Offline, the cancel says so under the buttons: the one tapped stays where the next tap goes.
  const cancel = page.getByRole('button', { name: '取消货源' });
  await cancel.scrollIntoViewIfNeeded();
  const before = await cancel.boundingBox();
  await page.context().setOffline(true);
  await cancel.click();
  await expect(page.getByRole('alert')).toContainText('手机没有连接网络');
  expect(await cancel.boundingBox()).toEqual(before);
  await page.context().setOffline(false);

  // The shipper cancels it: the truck goes back to the line. A double tap's second tap comes
  // after the answer, while the shipment is read again (held back here), and once it is read:
  // neither lands on another action (it landed on "edit" when the success line came above the
  // buttons and pushed them down, seen in CI).
  const spot = await cancel.boundingBox();
  if (!spot) throw new Error('the cancel button has no box');
  const tapSpot = () => page.mouse.click(spot.x + spot.width / 2, spot.y + spot.height / 2);
  const release = await holdRequests(page, /\/api\/shipments\/detail/);
  await cancel.click();
  await expect(page.getByText('货源已取消，车辆已退回')).toBeVisible();
  await tapSpot();
  await expect(page).toHaveURL(goodsUrl);
  // Let go (the route stays: every later read passes straight through).
  release();
  await expect(page.getByText('已取消', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '修改货物信息' })).toHaveCount(0);
  await tapSpot();
  await expect(page).toHaveURL(goodsUrl);
  await expect(page.getByText('货源已取消，车辆已退回')).toBeVisible();
  await page.screenshot({ path: screenshotPath('goods-cancelled.png'), fullPage: true });
  // Opened again, a shipment nobody can act on has no card of actions (an empty card was left).
  await page.reload();
  await expect(page.getByText('已取消', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '接单须知' })).toBeVisible();
  await expect(page.locator('.fy-card:empty')).toHaveCount(0);
  // The line's one grab per shipper is used (a cancelled shipment, like a lapsed hold, still
  // counts): the card says so instead of a grab that could only be refused.
  await page.goto('/#/flashSale/index');
  const used = lineCard(page, '上海市 → 苏州市');
  await expect(used.getByRole('button', { name: '您在这条线路的抢车次数已用完' })).toBeDisabled();
  await expect(used.getByRole('button', { name: '立即抢车' })).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('flash-sale-used-up.png'), fullPage: true });
  await context.close();
});

test('a truck held for a shipper is found again in a new tab: the card and both steps go on with it', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/#/flashSale/index');
  await logInWithCode(page, '13600000403');
  await lineCard(page, '上海市 → 苏州市').getByRole('button', { name: '立即抢车' }).click();
  await expect(page).toHaveURL(/#\/flashSale\/publishStep1$/);

  // A new tab (or a new WeChat web view): the same cookies, none of the first tab's session
  // storage. The card says the truck is held and for how long, and goes on with it.
  const list = await context.newPage();
  await list.goto('/#/flashSale/index');
  const card = lineCard(list, '上海市 → 苏州市');
  await expect(card.getByRole('timer')).toContainText(/车辆已为您保留，还剩 00:(09|10):\d\d/);
  await expect(card.getByRole('button', { name: '立即抢车' })).toHaveCount(0);
  await list.screenshot({ path: screenshotPath('flash-sale-held.png'), fullPage: true });
  await card.getByRole('button', { name: '继续发货' }).click();
  await expect(list).toHaveURL(/#\/flashSale\/publishStep1$/);
  await expect(list.getByRole('timer')).toContainText('车辆已为您保留');
  await expect(list.getByText('上海市 → 苏州市')).toBeVisible();

  // A tab opened on either step itself gets the hold from the server too.
  for (const step of ['publishStep1', 'publishStep2']) {
    const opened = await context.newPage();
    await opened.goto(`/#/flashSale/${step}`);
    await expect(opened.getByRole('timer')).toContainText('车辆已为您保留');
    await expect(opened.getByText('您还没有抢到车辆')).toHaveCount(0);
    await opened.close();
  }
  await context.close();
});

test('outside the app the goods send a driver to the app; a hostile or missing id is said', async ({
  page,
}) => {
  await page.goto('/#/goodsdetail/index?goodsId=%3Cscript%3E');
  await expect(page.getByText('链接里没有货源编号，请从货源列表打开')).toBeVisible();
  // A counted id is no link to a shipment; a well-formed ref of none is not found.
  await page.goto('/#/goodsdetail/index?goodsId=1');
  await expect(page.getByText('链接里没有货源编号，请从货源列表打开')).toBeVisible();
  await page.goto(`/#/goodsdetail/index?goodsId=${'0'.repeat(32)}`);
  await expect(page.getByText('没有找到这单货，可能已被删除')).toBeVisible();
  await page.goto('/#/goodsdetail/notice');
  await expect(page.getByText(/押金、信息费/)).toBeVisible();
});

test('the flash-sale countdowns follow the server’s clock and are right again after the phone sleeps', async ({
  page,
}) => {
  await page.clock.install({ time: Date.now() - 3600_000 });
  await page.goto('/#/customer/seckill/index');
  const when = lineCard(page, '广州市 → 深圳市').locator('.fy-line__when');
  await expect(when).toContainText('距开抢');
  const read = async () => {
    const match = /(?:(\d+) 天 )?(\d{2}):(\d{2}):(\d{2})/.exec((await when.textContent()) ?? '');
    const [, d, h, m, s] = match ?? [];
    return Number(d ?? 0) * 86_400 + Number(h) * 3600 + Number(m) * 60 + Number(s);
  };
  const shown = await read();
  await page.clock.setSystemTime(Date.now() - 3600_000 + 300_000);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect.poll(read).toBeLessThanOrEqual(shown - 295);
});

test('a shipper chooses a line and sees its trucks, in English too', async ({ page }) => {
  await page.goto('/#/customer/seckill/select');
  const selects = page.locator('select');
  await selects.nth(0).selectOption({ label: '广东省' });
  await selects.nth(1).selectOption({ label: '广州市' });
  await selects.nth(2).selectOption({ label: '广东省' });
  await selects.nth(3).selectOption({ label: '深圳市' });
  await page.getByLabel('平板').check();
  await page.getByRole('button', { name: '查看这条线路的特价车' }).click();
  await expect(page).toHaveURL(/#\/customer\/seckill\/index$/);
  await expect(page.getByText('广州市 → 深圳市 的线路')).toBeVisible();
  await expect(page.locator('.fy-line')).toHaveCount(1);
  // The way to change the line sits in the hero, clear of the first card (it touched it).
  const filter = await page.getByRole('link', { name: '按线路筛选' }).boundingBox();
  const card = await page.locator('.fy-line').first().boundingBox();
  expect((filter?.y ?? 0) + (filter?.height ?? 0)).toBeLessThanOrEqual((card?.y ?? 0) - 8);
  await page.goto('/#/flashSale/index?lang=en');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Shanghai → Suzhou' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/[\u4e00-\u9fff]/);
  await page.screenshot({ path: screenshotPath('flash-sale-en.png'), fullPage: true });
});

test('a phone kept on another time zone shows the same days and times as one on China’s', async ({
  page,
  browser,
}, testInfo) => {
  // Drivers in Xinjiang often keep Ürümqi time (UTC+6); a phone bought abroad may be on UTC or
  // further west. The lines' departure days and opening times are China's wherever the phone is.
  const read = async (p: Page) => {
    await p.goto('/#/flashSale/index');
    await expect(p.locator('.fy-line').first()).toBeVisible();
    const texts = await p.locator('.fy-line').allInnerTexts();
    // The countdowns tick between the two reads (and show once the server's clock is known, so a
    // read may come before one), and the trucks left change as other tests grab and release
    // lines: the days and times are what is compared.
    return texts.map((text) =>
      text
        .replace(/距(结束|开抢)[^\n]*/g, '')
        .replace(/剩余 \d+\/\d+ 辆/g, '')
        .replace(/\n{2,}/g, '\n')
        .trim(),
    );
  };
  const inChina = await read(page);
  expect(inChina.join('\n')).toMatch(/\d{1,2}-\d{1,2}/);
  for (const timezoneId of ['Asia/Urumqi', 'America/Los_Angeles']) {
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: { width: 375, height: 667 },
      locale: 'zh-CN',
      timezoneId,
    });
    expect(await read(await context.newPage())).toEqual(inChina);
    await context.close();
  }
});

test('both publishing steps read in English', async ({ page }) => {
  await page.goto('/#/flashSale/index');
  await logInWithCode(page, '13600000402');
  await lineCard(page, '上海市 → 杭州市').getByRole('button', { name: '立即抢车' }).click();
  await expect(page).toHaveURL(/#\/flashSale\/publishStep1$/);
  // The same flow in English: the language is the page's, chosen at load.
  await page.goto('/#/flashSale/publishStep1?lang=en');
  await page.reload();
  await expect(page.getByRole('timer')).toContainText('The truck is held for you');
  await expect(page.getByText('Shanghai → Hangzhou')).toBeVisible();
  await page.getByRole('link', { name: 'Choose a place' }).first().click();
  await page.getByLabel('Search a place (port, logistics park, town)').fill('yangshan');
  // The city searched in and where each place lies read in English, as the route does.
  await expect(page.getByLabel('Search all of China (unticked: Shanghai only)')).not.toBeChecked();
  const yangshan = page.getByRole('button', { name: /^Yangshan/ }).first();
  await expect(yangshan).toContainText('Port · Shanghai');
  expect(await unmarkedChinese(page)).toEqual([]);
  await yangshan.click();
  // The place picked reads in English on the step, as it did in the search.
  await expect(page.locator('.fy-stop__place').first()).toHaveText(/^Yangshan.* · Shanghai$/);
  await page
    .getByLabel('1. Load at · Address (number, warehouse, gate)')
    .fill('No. 1 Tonghui Road');
  await expect(page.getByText('The price is worked out once the stops are chosen')).toBeVisible();
  await page.screenshot({ path: screenshotPath('publish-step1-en.png'), fullPage: true });
  await page.goto('/#/flashSale/publishStep2?lang=en');
  await page.reload();
  await expect(page.getByLabel('Weight (t)')).toBeVisible();
  const limit = page.getByText(/^This truck carries at most \d+(\.\d+)? t$/);
  await expect(limit).toHaveCount(1);
  // Over the truck's load: the limit is said once, as the field's error, not again as its hint.
  await page.getByLabel('Weight (t)').fill('99');
  await page.getByRole('button', { name: 'Publish the shipment' }).click();
  await expect(page.getByText('Add the consignee').first()).toBeVisible();
  await expect(limit).toHaveCount(1);
  await expect(limit).toHaveAttribute('role', 'alert');
  await page.screenshot({ path: screenshotPath('publish-step2-en.png'), fullPage: true });
  // The consignee's place reads in English on its page and back on the step.
  await page.getByRole('link', { name: 'Add the consignee' }).click();
  await expect(page.getByText('Delivery place: not chosen yet')).toBeVisible();
  await page.getByRole('link', { name: 'Choose a place' }).click();
  await page.getByLabel('Search a place (port, logistics park, town)').fill('萧山');
  await page
    .getByRole('button', { name: /^萧山区/ })
    .first()
    .click();
  await expect(page.getByText('Delivery place: Hangzhou, Zhejiang')).toBeVisible();
  await page.getByLabel('Consignee', { exact: true }).fill('Wang Fang');
  await page.getByLabel('Consignee’s mobile').fill('13812340003');
  await page.getByLabel('Address', { exact: true }).fill('No. 8 Shixin Road');
  await page.getByRole('button', { name: 'Save the consignee' }).click();
  await expect(page).toHaveURL(/#\/flashSale\/publishStep2$/);
  await expect(page.getByText('No. 8 Shixin Road, Hangzhou, Zhejiang')).toBeVisible();
  await page.screenshot({ path: screenshotPath('publish-step2-consignee-en.png'), fullPage: true });
  expect(await unmarkedChinese(page)).toEqual([]);
});
