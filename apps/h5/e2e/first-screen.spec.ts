import { expect, type Page, test } from '@playwright/test';
import { HOSTS } from './support';

// A landing route's first screen comes with the HTML (docs/decisions/020): seen before any script
// has arrived, then the app's first render goes on with the same elements.

test.use({ userAgent: HOSTS.plain });

/** Holds every script of the app back until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
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
  await page.evaluate(() => {
    (window as unknown as { firstHeading: Element | null }).firstHeading =
      document.querySelector('h1');
  });
  release();
  await expect(page.getByRole('button', { name: '下载安卓版' })).toBeVisible();
  await expect(page.getByText('5.6.2')).toBeVisible();
  // The first render carried on with the elements of the HTML: the heading was never replaced.
  expect(
    await page.evaluate(
      () =>
        document.querySelector('h1') ===
        (window as unknown as { firstHeading: Element | null }).firstHeading,
    ),
  ).toBe(true);
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

test('a reader of English gets no Chinese first screen, but the English page', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/#/customer/download?lang=en', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('.fy-skeleton__hero')).toBeVisible();
  await expect(page.getByText('货运平台货主版')).toHaveCount(0);
  release();
  await expect(page.getByRole('button', { name: 'Download for Android' })).toBeVisible();
});

test('in WeChat the first screen turns into the WeChat page once the app runs', async ({
  browser,
}) => {
  const context = await browser.newContext({ userAgent: HOSTS.wechat });
  const page = await context.newPage();
  const release = await holdScripts(page);
  await page.goto('/#/customer/download', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { name: '货运平台货主版', level: 1 })).toBeVisible();
  release();
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
  await page.context().addCookies([
    {
      name: 'c2c_user_info',
      value: encodeURIComponent(JSON.stringify({ openid: '', userType: 3 })),
      url: baseURL ?? '',
    },
  ]);
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
