import { expect, type Page, test } from '@playwright/test';
import { holdRequests, HOSTS, screenshotPath } from './support';

// The last answer of a campaign kept on the phone (docs/decisions/048) in Chromium, against the
// real server: a second visit shows it at once with its age, then the server's answer; offline it
// stays, with its age and "no connection"; a logout forgets it; an answer kept by a build whose
// answer shape differs is never shown. The rules call is held with `page.route` (workers blocked,
// as in every spec but the last test's, which goes offline through the worker).

test.use({ userAgent: HOSTS.plain });

const DRAW = '/#/luckdrawnew?slug=demo-driver-draw';
const RULES_CALL = (url: URL) => url.pathname.endsWith('/api/campaign/rules');

/** Holds every rules call until the returned release is called. */
const holdRules = (page: Page) => holdRequests(page, RULES_CALL);

/** The first visit: the server's answer, kept once it is shown. */
async function firstVisit(page: Page, url = DRAW): Promise<void> {
  await page.goto(url);
  await expect(odds(page).first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('fy-kept:'))),
    )
    .toHaveLength(1);
}

const notice = (page: Page) => page.locator('.fy-kept-notice');
/** The prizes' odds, which only the server's answer shows (the folded rules have their own). */
const odds = (page: Page) => page.locator('.fy-draw__prizes').getByText(/^(中奖概率|Chance) /);

test('a second visit shows the last answer at once with its age, then the server’s', async ({
  page,
}) => {
  await firstVisit(page);
  // Kept three minutes ago, as the phone's clock says.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage).filter((k) => k.startsWith('fy-kept:'))) {
      const kept = JSON.parse(localStorage.getItem(key) ?? '{}') as { at: number };
      localStorage.setItem(key, JSON.stringify({ ...kept, at: Date.now() - 3 * 60_000 }));
    }
  });
  const release = await holdRules(page);
  await page.goto('about:blank');
  await page.goto(DRAW);
  await expect(notice(page)).toHaveText('更新于3分钟前');
  await expect(page.getByRole('heading', { name: '司机天天抽奖', level: 1 })).toBeVisible();
  await expect(page.locator('.fy-draw__prizes').getByText('10 元 ETC 通行券')).toBeVisible();
  // Stock and odds once the server has answered; nothing can be tapped before.
  await expect(odds(page).first()).toBeHidden();
  await expect(page.getByText(/^剩 \d+ 份$/).first()).toBeHidden();
  await expect(page.locator('.fy-kept')).toHaveAttribute('inert', '');
  await page.screenshot({ path: screenshotPath('kept-answer-zh.png') });

  release();
  await expect(odds(page).first()).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  await expect(page.locator('.fy-kept')).not.toHaveAttribute('inert', /.*/);
});

test('in English, the age reads in English', async ({ page }) => {
  const url = `${DRAW}&lang=en`;
  await firstVisit(page, url);
  const release = await holdRules(page);
  await page.goto('about:blank');
  await page.goto(url);
  await expect(notice(page)).toHaveText(/^Updated \d+ seconds? ago$/);
  await page.screenshot({ path: screenshotPath('kept-answer-en.png') });
  release();
  await expect(notice(page)).toHaveCount(0);
});

test('a logout forgets the kept answers', async ({ page }) => {
  await firstVisit(page);
  await page.goto('/#/clearuser');
  await page.getByRole('button', { name: '清除登录信息' }).click();
  await page.getByRole('button', { name: '确定清除' }).click();
  await expect(page.getByRole('status')).toHaveText('登录信息已清除');
  const release = await holdRules(page);
  await page.goto('about:blank');
  await page.goto(DRAW);
  // The skeleton while it loads: nothing of the last visit.
  await expect(page.getByRole('status', { name: '加载中' })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  await expect(page.getByText('10 元 ETC 通行券')).toHaveCount(0);
  release();
  await expect(odds(page).first()).toBeVisible();
});

test('an answer kept in another answer shape (an older build) is never shown', async ({ page }) => {
  await firstVisit(page);
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage).filter((k) => k.startsWith('fy-kept:'))) {
      const [prefix, name, , ...rest] = key.split(':');
      localStorage.setItem(
        [prefix, name, '00000000', ...rest].join(':'),
        localStorage.getItem(key) ?? '',
      );
      localStorage.removeItem(key);
    }
  });
  const release = await holdRules(page);
  await page.goto('about:blank');
  await page.goto(DRAW);
  await expect(page.getByRole('status', { name: '加载中' })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  release();
  await expect(odds(page).first()).toBeVisible();
  // The old entry goes once the new answer is kept.
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes(':00000000:'))),
    )
    .toEqual([]);
});

test.describe('offline, through the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the last answer stays, with its age and "no connection"', async ({ page, context }) => {
    await firstVisit(page);
    // The worker keeps the page and the route's code (service-worker.spec.ts).
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated',
      undefined,
      { timeout: 30_000 },
    );
    await page.reload();
    await expect(odds(page).first()).toBeVisible();
    await page.waitForTimeout(1500);

    await context.setOffline(true);
    await page.goto('about:blank');
    await page.goto(DRAW);
    await expect(notice(page)).toHaveText(/^(刚刚更新|更新于\d+(秒钟|分钟)前)$/);
    await expect(page.getByRole('heading', { name: '司机天天抽奖', level: 1 })).toBeVisible();
    await expect(page.locator('.fy-draw__prizes').getByText('10 元 ETC 通行券')).toBeVisible();
    // The kept answer's own error, first (the login form's check fails too, in the kept part).
    await expect(page.locator('.fy-query-error--over-data').first()).toContainText(
      '手机没有连接网络',
    );
    await expect(odds(page).first()).toBeHidden();
    await page.screenshot({ path: screenshotPath('kept-answer-offline.png') });
  });
});
