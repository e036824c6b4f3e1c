import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { DEMO_SHIPMENT_REF } from '@freight/contract/endpoints/shipment-values';
import { featureRouteTables } from '../src/app/routes';
import { EARLY_READ } from '../src/lib/campaigns/early-read-name';
import { isRedirect, type PageRoute } from '../src/lib/routing/route-table';
import {
  bridgeCalls,
  holdRequests,
  holdUserInfo,
  HOSTS,
  installFakeBridge,
  screenshotPath,
  visitUrl,
} from './support';

// A landing route's first screen comes with the HTML (docs/decisions/020): seen before any script
// has arrived, then the app's first render goes on with the same elements.

test.use({ userAgent: HOSTS.plain });

/** Holds every script of the app back until the returned function is called. */
const holdScripts = (page: Page) => holdRequests(page, '**/assets/*.js');

/**
 * As `holdScripts`, and the page's clock stands still until the release. The head script waits one
 * second for a screen it fetches before it starts the scripts without it (build/route-preload.ts):
 * on a busy test machine that second can pass first, and the screen is then rightly dropped. Where
 * the case is the screen fetched, not that fallback (which has its own case, with the clock
 * running), the second must not pass. Timers and animation frames wait with the clock.
 */
async function holdScriptsAndClock(page: Page): Promise<() => Promise<void>> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  const releaseScripts = await holdScripts(page);
  return async () => {
    await page.clock.resume();
    releaseScripts();
  };
}

/**
 * `path` opened in a new context of `userAgent` with the app's scripts and clock held back
 * (`holdScriptsAndClock`: a screen fetched beside the HTML, or the public read it waits for, is
 * not dropped by the head script's second on a busy machine); `prepare` runs on the page first (an
 * init script, a fake bridge). The caller closes the context.
 */
async function openHeld(
  browser: Browser,
  userAgent: string,
  path: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<{ context: BrowserContext; page: Page; release: () => Promise<void> }> {
  const context = await browser.newContext({ userAgent });
  const page = await context.newPage();
  await prepare?.(page);
  const release = await holdScriptsAndClock(page);
  await page.goto(`/#${path}`, { waitUntil: 'domcontentloaded' });
  return { context, page, release };
}

/** Sums the page's layout shifts (none made by a tap) from its start, for `layoutShift`. */
async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { shifted: number };
    state.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) state.shifted += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far, once those of the frames painted last have been reported. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => resolve((window as unknown as { shifted: number }).shifted), 200),
          ),
        );
      }),
  );

/** Keeps the element `selector` finds now, for `sameElement` once the app has run. */
async function keepElement(page: Page, selector: string): Promise<void> {
  await page.evaluate((found) => {
    (window as unknown as Record<string, unknown>)[`kept ${found}`] = document.querySelector(found);
  }, selector);
}

/** Whether `selector` finds the element kept before: the app's render went on with it. */
function sameElement(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(
    (found) =>
      document.querySelector(found) ===
      (window as unknown as Record<string, unknown>)[`kept ${found}`],
    selector,
  );
}

test('the landing page shows its own first screen before the scripts, and the app keeps it', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('request', (request) => {
    if (request.url().includes('/csp-report')) problems.push('CSP report');
  });
  const release = await holdScripts(page);
  await page.goto('/#/customer/download', { waitUntil: 'domcontentloaded' });
  const heading = page.getByRole('heading', { name: '货运平台货主版', level: 1 });
  await expect(heading).toBeVisible();
  await expect(page.getByText('发货找车，省心又省钱')).toBeVisible();
  // The page's own screen, not the generic skeleton; where data goes, the page's skeleton.
  await expect(page.locator('.fy-skeleton__hero')).toHaveCount(0);
  await expect(page.locator('.fy-download__card [aria-busy="true"]')).toBeVisible();
  await keepElement(page, 'h1');
  release();
  await expect(page.getByRole('button', { name: '下载安卓版' })).toBeVisible();
  await expect(page.getByText('5.6.2')).toBeVisible();
  // The first render carried on with the elements of the HTML: the heading was never replaced.
  expect(await sameElement(page, 'h1')).toBe(true);
  // Style attributes the HTML could not carry were set by the first render.
  await expect(page.locator('.fy-download__card')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the root redirect lands on the same first screen', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { name: '货运平台货主版', level: 1 })).toBeVisible();
  release();
  await expect(page).toHaveURL(/#\/customer\/download$/);
  await expect(page.getByRole('button', { name: '下载安卓版' })).toBeVisible();
});

/**
 * `path` opened with the app's scripts and clock held back (`holdScriptsAndClock`), in a browser
 * whose language is `locale`, where `kept` was chosen before (the language a link asked for, kept
 * by the app). `screens` lists the first screens it fetches beside the HTML (those in the language
 * the HTML does not carry), seen from outside: the paused clock stands in for `performance` too.
 */
async function openInLanguage(
  browser: Browser,
  locale: string,
  path: string,
  kept?: string,
): Promise<{
  context: BrowserContext;
  page: Page;
  release: () => Promise<void>;
  screens: string[];
}> {
  const context = await browser.newContext({ userAgent: HOSTS.plain, locale });
  const page = await context.newPage();
  const screens: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/first-/.test(request.url())) screens.push(request.url());
  });
  if (kept) await page.addInitScript((lang) => localStorage.setItem('lang', lang), kept);
  const release = await holdScriptsAndClock(page);
  await page.goto(`/#${path}`, { waitUntil: 'domcontentloaded' });
  return { context, page, release, screens };
}

test('a reader of English gets the English first screen before the scripts, and the app keeps it', async ({
  browser,
}) => {
  const { context, page, release, screens } = await openInLanguage(
    browser,
    'en-US',
    '/customer/download',
  );
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const heading = page.getByRole('heading', { name: 'Freight for shippers', level: 1 });
  await expect(heading).toBeVisible();
  await expect(page.getByText('Find a truck for your goods, simply and for less')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  // Not a word of Chinese on the way: neither the zh-CN screen nor the generic skeleton.
  expect(await page.locator('#root').innerText()).not.toMatch(/[\u4e00-\u9fff]/);
  await expect(page.locator('.fy-skeleton__hero')).toHaveCount(0);
  await expect(page.locator('#root[data-first-screen]')).toHaveCount(1);
  // From the HTML itself: the server sent the variant with the English screens.
  expect(screens).toEqual([]);
  await keepElement(page, 'h1');
  await release();
  await expect(page.getByRole('button', { name: 'Download for Android' })).toBeVisible();
  await expect(page.locator('#root:not([data-first-screen])')).toHaveCount(1);
  expect(await sameElement(page, 'h1')).toBe(true);
  await expect(heading).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});

test('the first screen from the HTML is in the language the app picks: the kept choice, then the browser’s', async ({
  browser,
}) => {
  const cases = [
    { locale: 'zh-CN', kept: undefined, path: '/sem/index', english: false },
    { locale: 'en-US', kept: undefined, path: '/sem/index', english: true },
    { locale: 'zh-CN', kept: 'en-US', path: '/sem/index', english: true },
    { locale: 'en-GB', kept: 'zh-CN', path: '/sem/index', english: false },
    { locale: 'zh-CN', kept: undefined, path: '/customer/download?lang=en', english: true },
    { locale: 'fr-FR', kept: undefined, path: '/customer/download', english: false },
  ];
  for (const { locale, kept, path, english } of cases) {
    const label = `${path} in ${locale}, kept ${kept ?? 'nothing'}`;
    const { context, page, release } = await openInLanguage(browser, locale, path, kept);
    await expect(page.locator('#root[data-first-screen] main h1'), label).toBeVisible();
    const before = await page.locator('main h1').innerText();
    expect(/[\u4e00-\u9fff]/.test(before), `${label}: ${before}`).toBe(!english);
    await expect(page.locator('html'), label).toHaveAttribute('lang', english ? 'en-US' : 'zh-CN');
    await release();
    await expect(page.locator('#root:not([data-first-screen])'), label).toHaveCount(1);
    // The app's first render says the same: no switch of language.
    expect(await page.locator('main h1').innerText(), label).toBe(before);
    await context.close();
  }
});

test('a first screen in the language the HTML does not carry is fetched; when it cannot be, the scripts bring the page', async ({
  browser,
}) => {
  // English kept on a phone whose browser is in Chinese: the server sends the Chinese screens.
  const fetched = await openInLanguage(browser, 'zh-CN', '/customer/download', 'en-US');
  await expect(
    fetched.page.getByRole('heading', { name: 'Freight for shippers', level: 1 }),
  ).toBeVisible();
  expect(fetched.screens).toEqual([expect.stringMatching(/-0-en\.html$/)]);
  await fetched.context.close();
  const context = await browser.newContext({ userAgent: HOSTS.plain, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
  await page.route('**/assets/first-*', (route) => route.abort());
  await page.goto('/#/customer/download', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('button', { name: 'Download for Android' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Freight for shippers', level: 1 })).toBeVisible();
  await context.close();
});

test('a first screen the HTML has no room for is fetched in either language, painted before the scripts, and kept', async ({
  browser,
}) => {
  // The points rules (`fetchFirstScreen`): an empty template in the HTML, the screen beside it.
  for (const [locale, heading] of [
    ['zh-CN', '积分规则'],
    ['en-US', 'Points rules'],
  ] as const) {
    const { context, page, release, screens } = await openInLanguage(
      browser,
      locale,
      '/rewardCenter/scoreRule',
    );
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.locator('#root[data-first-screen] ol > li')).toHaveCount(4);
    const suffix = locale === 'en-US' ? 'en' : 'zh';
    expect(screens).toEqual([expect.stringMatching(`-${suffix}\\.html$`)]);
    await keepElement(page, 'main ol > li');
    await release();
    await expect(page.locator('#root:not([data-first-screen])')).toHaveCount(1);
    expect(await sameElement(page, 'main ol > li')).toBe(true);
    await context.close();
  }
  // The screen lost on the way: the scripts bring the page, no later than a second after.
  const context = await browser.newContext({ userAgent: HOSTS.plain, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.route('**/assets/first-*', (route) => route.abort());
  await page.goto('/#/rewardCenter/scoreRule', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { name: '积分规则', level: 1 })).toBeVisible();
  await expect(page.locator('main ol > li')).toHaveCount(4);
  await context.close();
});

test('a programme’s rules come drawn by the server from its public read, in either language, before the scripts, and the app keeps them', async ({
  browser,
  request,
}) => {
  for (const locale of ['zh-CN', 'en-US'] as const) {
    const published = (await (await request.get(`/public/programme/4?lang=${locale}`)).json()) as {
      data: { title: string; rules: string };
    };
    const { context, page, release, screens } = await openInLanguage(
      browser,
      locale,
      '/driver-invite-driver/rule',
    );
    await expect(page.locator('#root[data-first-screen]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(published.data.title);
    const rules = page.getByText(published.data.rules);
    await expect(rules).toBeVisible();
    // From the server (the build's file of this route has no data to draw: it is not asked for).
    expect(screens).toEqual([]);
    await page.screenshot({ path: screenshotPath(`programme-rules-served-${locale}.png`) });
    await keepElement(page, 'main section:last-of-type p');
    await release();
    await expect(page.locator('#root:not([data-first-screen])')).toHaveCount(1);
    await expect(rules).toBeVisible();
    expect(await sameElement(page, 'main section:last-of-type p')).toBe(true);
    await context.close();
  }
  // The server answers no screen (a failed render): the scripts bring the page, from the read.
  const context = await browser.newContext({ userAgent: HOSTS.plain, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.route('**/public/first-screen/**', (route) => route.fulfill({ status: 503 }));
  await page.goto('/#/driver-invite-driver/rule', { waitUntil: 'domcontentloaded' });
  await expect(page.getByText('被邀请的司机完成实名认证后', { exact: false })).toBeVisible();
  await context.close();
});

test('the knowledge base’s list of the link’s category comes drawn by the server before the scripts, and the app keeps it', async ({
  browser,
  request,
}) => {
  const published = (await (await request.get('/public/knowledge?lang=zh-CN')).json()) as {
    data: { articles: { id: string; category: string; title: string }[] };
  };
  const driving = published.data.articles.filter((article) => article.category === 'driving');
  const money = published.data.articles.find((article) => article.category === 'money');
  expect(driving.length).toBeGreaterThan(0);
  for (const [locale, chip] of [
    ['zh-CN', '跑车接单'],
    ['en-US', 'Driving and orders'],
  ] as const) {
    const { context, page, release, screens } = await openInLanguage(
      browser,
      locale,
      '/knowledge/list?category=driving&from=share',
    );
    await expect(page.locator('#root[data-first-screen]')).toHaveCount(1);
    const first = page.getByRole('link', { name: new RegExp(driving[0]!.title) });
    await expect(first).toBeVisible();
    await expect(page.getByRole('button', { name: chip })).toHaveAttribute('aria-pressed', 'true');
    // The link's category only, from the server (no file of the build is asked for).
    await expect(page.locator('.fy-knowledge-list li')).toHaveCount(driving.length);
    await expect(page.getByText(money!.title)).toHaveCount(0);
    expect(screens).toEqual([]);
    await page.screenshot({ path: screenshotPath(`knowledge-served-${locale}.png`) });
    await keepElement(page, '.fy-knowledge-list li a');
    await release();
    await expect(page.locator('#root:not([data-first-screen])')).toHaveCount(1);
    await expect(first).toBeVisible();
    expect(await sameElement(page, '.fy-knowledge-list li a')).toBe(true);
    await context.close();
  }
  // Search words: no screen is rendered for them; the page comes with the scripts, and shows what
  // the server found, never the unsearched list.
  const context = await browser.newContext({ userAgent: HOSTS.plain, locale: 'zh-CN' });
  const page = await context.newPage();
  const asked = page.waitForResponse(/\/public\/first-screen\//);
  const release = await holdScriptsAndClock(page);
  await page.goto(`/#/knowledge/list?q=${encodeURIComponent('轨迹')}`, {
    waitUntil: 'domcontentloaded',
  });
  expect((await asked).status()).toBe(404);
  await expect(page.locator('#root[data-first-screen]')).toHaveCount(0);
  await release();
  const results = page.getByRole('status').filter({ hasText: '轨迹' });
  await expect(results).toBeVisible();
  const found = Number(/(\d+) 篇/.exec(await results.innerText())?.[1]);
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(published.data.articles.length);
  await expect(page.locator('.fy-knowledge-list li')).toHaveCount(found);
  await context.close();
});

test('a shared open shipment comes drawn by the server from its public read before the scripts, without a state or an action; the app adds them and nothing moves', async ({
  browser,
}) => {
  const ref = DEMO_SHIPMENT_REF;
  for (const [locale, state, take] of [
    ['zh-CN', '待接单', '下载司机 App 接单'],
    ['en-US', 'Waiting for a driver', 'Get the driver app to take it'],
  ] as const) {
    const context = await browser.newContext({ userAgent: HOSTS.plain, locale });
    const page = await context.newPage();
    await watchShifts(page);
    const release = await holdScriptsAndClock(page);
    await page.goto(`/#/goodsdetail/index?goodsId=${ref}&from=share`, {
      waitUntil: 'domcontentloaded',
    });
    await expect(page.locator('#root[data-first-screen]')).toHaveCount(1);
    const price = page.getByText('¥1,800.00');
    await expect(price).toBeVisible();
    await expect(page.getByText('日用百货', { exact: false })).toBeVisible();
    // What anyone sees, and nothing a minute old could get wrong: no state, nothing to tap.
    await expect(page.getByText(state)).toHaveCount(0);
    await expect(page.getByRole('link', { name: take })).toHaveCount(0);
    await page.screenshot({ path: screenshotPath(`goods-served-${locale}.png`) });
    await keepElement(page, '.fy-line__price');
    await release();
    await expect(page.locator('#root:not([data-first-screen])')).toHaveCount(1);
    // The signed read's state and the way to take it, under what was painted.
    await expect(page.getByText(state)).toBeVisible();
    await expect(page.getByRole('link', { name: take })).toBeVisible();
    expect(await sameElement(page, '.fy-line__price')).toBe(true);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await context.close();
  }
  // A ref nobody has open gets no screen: the page comes with the scripts and says so.
  const context = await browser.newContext({ userAgent: HOSTS.plain, locale: 'zh-CN' });
  const page = await context.newPage();
  const asked = page.waitForResponse(/\/public\/first-screen\//);
  await page.goto(`/#/goodsdetail/index?goodsId=${'0'.repeat(32)}`, {
    waitUntil: 'domcontentloaded',
  });
  expect((await asked).status()).toBe(404);
  await expect(page.getByText('没有找到这单货', { exact: false })).toBeVisible();
  await context.close();
});

test('in WeChat the first screen turns into the WeChat page once the app runs', async ({
  browser,
}) => {
  const { context, page, release } = await openHeld(browser, HOSTS.wechat, '/customer/download');
  await expect(page.getByRole('heading', { name: '货运平台货主版', level: 1 })).toBeVisible();
  await release();
  // WeChat blocks downloads: the page says how to open it in the browser instead.
  await page.getByRole('button', { name: '下载安卓版' }).click();
  await expect(page.getByText(/浏览器打开/).first()).toBeVisible();
  await context.close();
});

test('the elder mode chosen earlier holds from the first screen on', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('elderMode', '1'));
  const release = await holdScripts(page);
  await page.goto('/#/customer/download', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveClass(/fy-elder/);
  await expect(page.getByRole('heading', { name: '货运平台货主版', level: 1 })).toBeVisible();
  release();
  await expect(page.getByRole('button', { name: '下载安卓版' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/fy-elder/);
});

test('a tap on the first screen before the app has run is made again once it has, once', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/#/choose-jump-webapp?last_channel_id=qr_11', { waitUntil: 'domcontentloaded' });
  const driver = page.getByRole('link', { name: /司机服务/ });
  await driver.click();
  await driver.click();
  // Nothing happens while the app is not there: the link's plain href would lose the channel id.
  await expect(page).toHaveURL(/#\/choose-jump-webapp\?/);
  release();
  await expect(page).toHaveURL(/#\/driver\/download\?.*channel_id=qr_11/);
  await expect(page.getByRole('heading', { name: '货运平台司机版', level: 1 })).toBeVisible();
  // The two taps were one: one step in the history, back is where the visitor came from.
  await page.goBack();
  await expect(page).toHaveURL(/#\/choose-jump-webapp\?/);
});

test('someone new to a page behind a login sees its login card before the scripts; the fields take typing once the app has them, a tick made before is kept', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/#/benefits/grade', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { name: '权益中心', level: 1 })).toBeVisible();
  await expect(page.getByText('登录后查看您的等级和权益')).toBeVisible();
  const mobile = page.getByLabel('手机号');
  // Typing would be undone by the app's first render: the field waits for the app.
  await expect(mobile).toHaveAttribute('readonly', '');
  const agree = page.getByRole('checkbox');
  await agree.click();
  await expect(agree).not.toBeChecked();
  release();
  // The tick is made again once the app has the screen, and the fields are the app's.
  await expect(agree).toBeChecked();
  await expect(mobile).not.toHaveAttribute('readonly');
  await mobile.fill('13900001234');
  await expect(mobile).toHaveValue(/139\s?0000\s?1234/);
  await expect(page.locator('#root')).not.toHaveAttribute('data-first-screen');
});

test('someone who has logged in here gets no login card from the HTML, but the page', async ({
  page,
  baseURL,
}) => {
  await holdUserInfo(page, baseURL ?? '');
  const release = await holdScripts(page);
  await page.goto('/#/benefits/grade', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('.fy-skeleton__hero')).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-first-screen');
  await expect(page.getByText('登录后查看您的等级和权益')).toHaveCount(0);
  release();
  // No session on the server behind the cookie: the app asks, and shows the login card then.
  await expect(page.getByRole('heading', { name: '权益中心', level: 1 })).toBeVisible();
  await expect(page.getByText('登录后查看您的等级和权益')).toBeVisible();
});

test('a visitor to a draw sees its name from the public read and the login card before the scripts, no stock or state; the app goes on from there', async ({
  page,
}) => {
  await watchShifts(page);
  // The signed read comes late (weak 4G): what it alone says must not show before it.
  const sendRules = await holdRequests(page, /\/api\/campaign\/rules/);
  // The screen waits for the public read (1 s at most): the clock too, on a busy machine.
  const release = await holdScriptsAndClock(page);
  await page.goto('/#/luckdrawnew?slug=demo-driver-draw', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#root[data-first-screen]')).toHaveCount(1);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('司机天天抽奖');
  await expect(page.getByRole('heading', { name: '登录后参与活动' })).toBeVisible();
  await expect(page.getByLabel('手机号')).toHaveAttribute('readonly', '');
  await expect(page.locator('.fy-draw__prizes')).toHaveCount(0);
  await expect(page.getByText(/剩 \d+ 份|已抽完|中奖概率|还可以抽|到时再来|已经结束/)).toHaveCount(
    0,
  );
  const card = page.getByRole('heading', { name: '登录后参与活动' });
  const before = { heading: await heading.boundingBox(), card: await card.boundingBox() };
  await page.screenshot({ path: screenshotPath('draw-first-screen-visitor.png') });
  await keepElement(page, 'main h1');
  await keepElement(page, 'main section h2');
  await release();
  await expect(page.locator('#root:not([data-first-screen])')).toHaveCount(1);
  // The app's window line fills the blank one the HTML kept; the stock still waits.
  await expect(page.locator('main > header p')).toContainText(' 至 ');
  await expect(page.locator('.fy-draw__prizes')).toHaveCount(0);
  sendRules();
  await expect(page.locator('.fy-draw__prizes').getByText('10 元 ETC 通行券')).toBeVisible();
  expect(await sameElement(page, 'main h1')).toBe(true);
  expect(await sameElement(page, 'main section h2')).toBe(true);
  expect({ heading: await heading.boundingBox(), card: await card.boundingBox() }).toEqual(before);
  await page.screenshot({ path: screenshotPath('draw-visitor-after-read.png'), fullPage: true });
  expect(await layoutShift(page)).toBeLessThan(0.01);
});

test('a visitor to the invitation page sees the programme’s name and the login card before the scripts; its rewards come under the card from the public read, and nothing moves', async ({
  page,
  request,
}) => {
  const published = (await (await request.get('/public/programme/4?lang=zh-CN')).json()) as {
    data: { title: string };
  };
  await watchShifts(page);
  // The signed read comes late (weak 4G): the rewards are the public read's until it answers.
  const sendProgramme = await holdRequests(page, /\/api\/referral\/programme/);
  // The public read comes a little late: the screen waits for it, so that the programme's name,
  // which may take more lines than the route's title, is in its heading when it is first painted.
  await page.route(/\/public\/programme\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await page.addInitScript(() => {
    const painted: string[] = [];
    (window as unknown as { painted: string[] }).painted = painted;
    const look = () => {
      const root = document.querySelector<HTMLElement>('#root[data-first-screen]');
      const text = root?.querySelector('h1')?.textContent;
      if (root && text && getComputedStyle(root).visibility !== 'hidden') painted.push(text);
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  const release = await holdScripts(page);
  await page.goto('/#/driver-invite-driver/index', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#root[data-first-screen]')).toHaveCount(1);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(published.data.title);
  const card = page.getByRole('heading', { name: '请先登录司机账号' });
  await expect(card).toBeVisible();
  await expect(page.getByLabel('手机号')).toHaveAttribute('readonly', '');
  const rewards = page.getByText('好友通过司机认证后，邀请人得 100 福豆');
  await expect(rewards).toHaveCount(0);
  const before = { heading: await heading.boundingBox(), card: await card.boundingBox() };
  // Never painted with the route's title first.
  const painted = await page.evaluate(() => (window as unknown as { painted: string[] }).painted);
  expect(new Set(painted)).toEqual(new Set([published.data.title]));
  await page.screenshot({ path: screenshotPath('invite-first-screen-visitor.png') });
  await keepElement(page, 'main h1');
  await keepElement(page, 'main section h2');
  release();
  await expect(page.locator('#root:not([data-first-screen])')).toHaveCount(1);
  await expect(rewards).toBeVisible();
  const drawn = await rewards.boundingBox();
  sendProgramme();
  await page.waitForResponse(/\/api\/referral\/programme/);
  await expect(rewards).toBeVisible();
  expect(await rewards.boundingBox()).toEqual(drawn);
  expect(await sameElement(page, 'main h1')).toBe(true);
  expect(await sameElement(page, 'main section h2')).toBe(true);
  expect({ heading: await heading.boundingBox(), card: await card.boundingBox() }).toEqual(before);
  await page.screenshot({ path: screenshotPath('invite-visitor-after-read.png'), fullPage: true });
  expect(await layoutShift(page)).toBeLessThan(0.01);
});

test('someone who has logged in here gets no login card on a draw from the HTML', async ({
  page,
  baseURL,
}) => {
  await holdUserInfo(page, baseURL ?? '');
  const release = await holdScripts(page);
  await page.goto('/#/luckdrawnew?slug=demo-driver-draw', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('.fy-skeleton__hero')).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-first-screen');
  await expect(page.getByRole('heading', { name: '登录后参与活动' })).toHaveCount(0);
  release();
  // No session on the server behind the cookie: the page, then the login card under the prizes.
  await expect(page.getByRole('heading', { name: '司机天天抽奖', level: 1 })).toBeVisible();
  await expect(page.locator('.fy-draw__prizes').getByText('10 元 ETC 通行券')).toBeVisible();
  await expect(page.getByRole('heading', { name: '登录后参与活动' })).toBeVisible();
});

test('a data page’s frame comes with the HTML: the hero stays, the content comes where the skeleton was, nothing moves', async ({
  page,
}) => {
  // A driver who chose Jiangsu before: the content under the hero is that province's reports.
  await page.addInitScript(() => {
    localStorage.setItem(
      'fy-epidemic',
      JSON.stringify({ state: { provinceInfo: { code: '320000', name: '江苏省' } }, version: 1 }),
    );
  });
  await watchShifts(page);
  // The reports come late (weak 4G): the app shows its own skeleton for them first.
  const sendReports = await holdRequests(page, '**/api/epidemic/roads**');
  const release = await holdScripts(page);
  await page.goto('/#/epidemic/index', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { name: '路况查询', level: 1 })).toBeVisible();
  const subtitle = page.locator('main > header p');
  await expect(subtitle).toContainText('司机上报、经平台审核的路况');
  await expect(page.getByRole('status', { name: '加载中' })).toBeVisible();
  const before = await subtitle.boundingBox();
  await keepElement(page, 'main > header p');
  await keepElement(page, '[data-frame-skeleton]');
  release();
  await expect(page.locator('#root:not([data-first-screen])')).toHaveCount(1);
  // The frame's skeleton went: the app's render did not take it for its own further down.
  expect(
    await page.evaluate(
      () =>
        (window as unknown as Record<string, Element | null>)['kept [data-frame-skeleton]']
          ?.isConnected,
    ),
  ).toBe(false);
  await expect(page.getByRole('status', { name: '加载中' })).toBeVisible();
  await expect(page.getByText('江苏省', { exact: true })).toBeVisible();
  sendReports();
  await expect(page.getByText('G2 京沪高速 无锡东出口')).toBeVisible();
  // The hero's line is the same element, where it was; nothing painted moved.
  expect(await sameElement(page, 'main > header p')).toBe(true);
  expect(await subtitle.boundingBox()).toEqual(before);
  expect(await layoutShift(page)).toBe(0);
});

test('a tap on a frame’s hero before the app has run is made again once it has', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/#/epidemic/index', { waitUntil: 'domcontentloaded' });
  await page.getByRole('link', { name: '我要上报' }).click();
  await expect(page).toHaveURL(/#\/epidemic\/index$/);
  release();
  await expect(page).toHaveURL(/#\/epidemic\/post$/);
});

test('a first screen a page renders otherwise inside the apps is left out there: the reward centre', async ({
  browser,
}) => {
  // In a browser, someone new gets the page's first screen: the notice and the login card.
  const plain = await openHeld(browser, HOSTS.plain, '/rewardCenter/index');
  const { page } = plain;
  await expect(page.getByText('请升级货主App至5.4.0及以上版本后打开')).toBeVisible();
  await expect(page.getByText('登录后查看您的积分、任务和奖励')).toBeVisible();
  await plain.release();
  await expect(page.locator('#root:not([data-first-screen])')).toHaveCount(1);
  await plain.context.close();
  // Inside the shipper app the page opens the app's own screen: no browser's notice first.
  const app = await openHeld(browser, HOSTS.shipperApp, '/rewardCenter/index', installFakeBridge);
  const inApp = app.page;
  await expect(inApp.locator('.fy-skeleton__hero')).toBeVisible();
  await expect(inApp.getByText('请升级货主App至5.4.0及以上版本后打开')).toHaveCount(0);
  await app.release();
  await expect(inApp.getByText('已在货主App中打开“积分中心”。')).toBeVisible();
  await expect(inApp.getByText('请升级货主App至5.4.0及以上版本后打开')).toHaveCount(0);
  expect(await bridgeCalls(inApp)).toEqual([
    expect.objectContaining({ action: 'navigate', params: { screen: 'scoreCenter' } }),
  ]);
  await app.context.close();
});

test('inside the driver app the novice guide comes with the HTML too, without the link to download the app', async ({
  browser,
}) => {
  for (const [userAgent, download] of [
    [HOSTS.driverApp, false],
    [HOSTS.plain, true],
  ] as const) {
    const { context, page, release } = await openHeld(browser, userAgent, '/driver/noviceGuide');
    await expect(page.locator('#root[data-first-screen]')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: '新手司机指南', level: 1 })).toBeVisible();
    const link = page.getByRole('link', { name: '下载司机App' });
    await expect(link).toHaveCount(download ? 1 : 0);
    await release();
    await expect(page.locator('#root:not([data-first-screen])')).toHaveCount(1);
    await expect(page.getByRole('button', { name: '去完成司机认证' })).toBeVisible();
    await expect(link).toHaveCount(download ? 1 : 0);
    await context.close();
  }
});

const firstScreenRoutes = featureRouteTables
  .flatMap((table) => table.routes)
  .filter((route): route is PageRoute => !isRedirect(route) && Boolean(route.firstScreen))
  // A campaign's page is opened on a campaign (the seeded one a person would open).
  .map((route) =>
    route.earlyRead ? { ...route, path: visitUrl(route.path).slice('/#'.length) } : route,
  );

/**
 * On a campaign's page, until the HTML's public read has answered: the first screen's heading has
 * the campaign's name from then on (the route's title before).
 */
async function earlyReadIn(page: Page, route: PageRoute): Promise<void> {
  if (!route.earlyRead) return;
  await page.waitForFunction(
    (name) =>
      (window as unknown as Record<string, { j?: unknown } | undefined>)[name]?.j !== undefined,
    EARLY_READ,
  );
}

test('first screens come with more than twenty routes', () => {
  expect(firstScreenRoutes.length).toBeGreaterThan(20);
});

// One test a route and language, each with its own time: the whole list in one test ran 2.4-3 min
// on a quiet machine, near its 3 min, and over it on a slower one.
for (const route of firstScreenRoutes) {
  test(`${route.path}: the first screen is taken over by the app on the same heading, and nothing it painted moves`, async ({
    browser,
  }) => {
    const { context, page, release } = await openHeld(
      browser,
      HOSTS.plain,
      route.path,
      watchShifts,
    );
    await expect(page.locator('#root[data-first-screen]'), route.path).toHaveCount(1);
    const heading = page.locator('main h1').first();
    await expect(heading, route.path).toBeVisible();
    await earlyReadIn(page, route);
    const before = await heading.boundingBox();
    await keepElement(page, 'main h1');
    await release();
    await expect(page.locator('#root:not([data-first-screen])'), route.path).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(await sameElement(page, 'main h1'), `${route.path}: the heading was replaced`).toBe(
      true,
    );
    expect(await heading.boundingBox(), `${route.path}: the heading moved`).toEqual(before);
    expect(await layoutShift(page), `${route.path}: layout shift`).toBeLessThan(0.01);
    await context.close();
  });
}

// The server's answers are held back here: what is measured is the first render taking over the
// English screen. What the data then adds is the page's own, in either language (the download
// pages name the app as the store lists it, in Chinese, under an English heading).
for (const route of firstScreenRoutes) {
  test(`${route.path}: the English first screen is taken over by the app on the same heading in the same words, and nothing moves`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ userAgent: HOSTS.plain, locale: 'en-US' });
    const page = await context.newPage();
    await watchShifts(page);
    await page.route('**/service/**', () => undefined);
    const release = await holdScriptsAndClock(page);
    await page.goto(`/#${route.path}`, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#root[data-first-screen]'), route.path).toHaveCount(1);
    const heading = page.locator('main h1').first();
    await expect(heading, route.path).toBeVisible();
    await earlyReadIn(page, route);
    const words = await heading.innerText();
    expect(words, `${route.path}: ${words}`).not.toMatch(/[\u4e00-\u9fff]/);
    const before = await heading.boundingBox();
    await keepElement(page, 'main h1');
    await release();
    await expect(page.locator('#root:not([data-first-screen])'), route.path).toHaveCount(1);
    expect(await layoutShift(page), `${route.path}: layout shift`).toBeLessThan(0.01);
    expect(await sameElement(page, 'main h1'), `${route.path}: the heading was replaced`).toBe(
      true,
    );
    expect(await heading.innerText(), route.path).toBe(words);
    expect(await heading.boundingBox(), `${route.path}: the heading moved`).toEqual(before);
    await context.close();
  });
}
