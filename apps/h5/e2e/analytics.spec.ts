import { expect, type Page, type Request, test } from '@playwright/test';
import { USER_AGENTS } from '../src/lib/hosts/user-agents.fixture';
import { builtFile, fillMobileAndCode } from './support';

// Analytics end to end: the real Sensors SDK (loaded after first paint) sends beacons to the
// server's embedded collector, which stores them; the developers' listing shows what arrived.
// Field vitals go to /collect/vitals when the page is left, and /ops/api/vitals summarises them.

interface StoredEvent {
  id: number;
  event: string;
  type: string;
  distinctId: string;
  appId: string | null;
  pageId: string | null;
  path: string | null;
  project: string;
  properties: Record<string, unknown>;
}

/** What the SDK put in a beacon: `data=<Base64 of the UTF-8 JSON>&ext=crc%3D…`. */
function decodeBeacon(request: Request): { event?: string; distinct_id: string } | null {
  const data = new URLSearchParams(request.postData() ?? '').get('data');
  return data ? JSON.parse(Buffer.from(data, 'base64').toString('utf8')) : null;
}

/** Records the SDK's beacons from this page, as the browser sent them. */
function watchBeacons(page: Page) {
  const sent: Array<{ url: string; event?: string; distinct_id: string; request: Request }> = [];
  page.on('request', (request) => {
    if (!request.url().includes('/collect/sa')) return;
    const record = decodeBeacon(request);
    if (record) sent.push({ url: request.url(), request, ...record });
  });
  return sent;
}

async function storedFor(page: Page, distinctId: string): Promise<StoredEvent[]> {
  const response = await page.request.get(
    `/dev/analytics/events?distinctId=${encodeURIComponent(distinctId)}&limit=200`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { events: StoredEvent[] }).events.reverse();
}

async function pageViewsFor(page: Page, distinctId: string) {
  return (await storedFor(page, distinctId)).filter((e) => e.event === '$pageview');
}

test('page views reach the collector with the app id and page properties, one per navigation', async ({
  page,
}) => {
  const beacons = watchBeacons(page);
  await page.goto('/#/customer/login');
  await expect(page).toHaveTitle('登录');
  // The SDK loads at the visitor's first interaction, then sends the page view that was queued.
  await page.keyboard.press('Shift');
  await expect.poll(() => beacons.filter((b) => b.event === '$pageview').length).toBe(1);
  const [first] = beacons;
  // Beacon to the embedded collector (the SDK rewrites `/sa` to `/sa.gif`), default project.
  expect(first?.url).toMatch(/\/collect\/sa\.gif\?project=default$/);
  // With the device id's cookie, which the collector limits by (a carrier NAT's many phones share
  // an address).
  expect((await first?.request.allHeaders())?.cookie).toMatch(/(^|; )fy_did=[\w-]{16,64}(;|$)/);
  const distinctId = first?.distinct_id as string;

  await expect.poll(async () => (await pageViewsFor(page, distinctId)).length).toBe(1);
  const [login] = await pageViewsFor(page, distinctId);
  expect(login).toMatchObject({
    appId: 'FYNewCustomer',
    pageId: null,
    path: '/customer/login',
    project: 'default',
    type: 'track',
  });
  expect(login?.properties).toMatchObject({
    app_id: 'FYNewCustomer',
    brand: 'customer',
    platform_type: 'h5',
    $title: '登录',
  });

  // A plain page: no app id by URL and nobody logged in, so none.
  await page.evaluate(() => {
    window.location.hash = '#/sem/index?last_channel_id=e2e';
  });
  await expect(page).toHaveTitle('选择身份');
  // A page with its own app id.
  await page.getByRole('link', { name: /货主/ }).first().click();
  await expect(page).toHaveURL(/#\/sem\/customer-register/);
  await expect.poll(async () => (await pageViewsFor(page, distinctId)).length).toBe(3);
  const [, sem, register] = await pageViewsFor(page, distinctId);
  expect(sem).toMatchObject({ appId: null, pageId: 'SemChooseIdentity', path: '/sem/index' });
  expect(sem?.properties).toMatchObject({ data_source: 'senior_02', platform_type: 'h5' });
  expect(sem?.properties).not.toHaveProperty('app_id');
  expect(sem?.properties).not.toHaveProperty('brand');
  expect(register).toMatchObject({ appId: 'FYNewCustomer', pageId: 'SemCustomerRegister' });

  // Exactly one page view per navigation: nothing else arrives.
  await page.waitForTimeout(1000);
  expect(await pageViewsFor(page, distinctId)).toHaveLength(3);
  expect(beacons.filter((b) => b.event === '$pageview')).toHaveLength(3);
});

test('the SDK is not on the critical path: it loads at the first interaction, after load', async ({
  page,
}) => {
  await page.goto('/#/customer/download');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForFunction(() => document.readyState === 'complete');
  const fetched = (part: string) =>
    page.evaluate(
      (name) => performance.getEntriesByType('resource').some((e) => e.name.includes(name)),
      part,
    );
  // A second after load, untouched: neither the SDK nor Web Vitals has been fetched.
  await page.waitForTimeout(1000);
  const sensors = `/${builtFile('sensorsdata')}`;
  const vitals = `/${builtFile('web-vitals')}`;
  expect(await fetched(sensors)).toBe(false);
  expect(await fetched(vitals)).toBe(false);
  await page.keyboard.press('Shift');
  await expect.poll(() => fetched(vitals)).toBe(true);
  await expect.poll(() => fetched(sensors)).toBe(true);
  const timing = await page.evaluate((name) => {
    const sdk = performance.getEntriesByType('resource').find((e) => e.name.includes(name));
    const [navigation] = performance.getEntriesByType('navigation');
    return { sdkStart: sdk?.startTime ?? 0, loadEnd: navigation?.loadEventEnd ?? Infinity };
  }, sensors);
  expect(timing.sdkStart).toBeGreaterThanOrEqual(timing.loadEnd);
  // Outside WeChat the JS-SDK is never loaded.
  expect(await fetched(`/${builtFile('weixin-js-sdk')}`)).toBe(false);
});

test.describe('in the driver app', () => {
  test.use({ userAgent: USER_AGENTS.driverAndroid });

  test('a logged-in driver is identified by user id, with the driver brand', async ({ page }) => {
    const beacons = watchBeacons(page);
    await page.goto('/#/c2c/choose');
    await page.getByRole('link', { name: /我是司机/ }).click();
    await expect(page.getByRole('heading', { name: '司机登录' })).toBeVisible();
    // A number of its own (one code a minute per number): retries and repeats must not collide.
    await fillMobileAndCode(
      page,
      `1377${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    );
    await page.getByLabel(/我已阅读并同意/).check();
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('heading', { name: /注册成功|登录成功/ })).toBeVisible();
    await page.evaluate(() => {
      window.location.hash = '#/sem/index';
    });
    await expect(page).toHaveTitle('选择身份');
    // After login the SDK's distinct id is the user id.
    await expect
      .poll(
        () => beacons.filter((b) => b.event === '$pageview' && /^\d+$/.test(b.distinct_id)).length,
      )
      .toBeGreaterThan(0);
    const userId = beacons.find((b) => /^\d+$/.test(b.distinct_id))?.distinct_id as string;
    await expect.poll(async () => (await pageViewsFor(page, userId)).length).toBeGreaterThan(0);
    const [afterLogin] = (await pageViewsFor(page, userId)).filter((e) => e.path === '/sem/index');
    expect(afterLogin?.appId).toBe('FYLucky');
    expect(afterLogin?.properties).toMatchObject({ brand: 'driver', platform_type: 'app' });

    // /clearuser forgets the person in analytics too: later page views belong to a new
    // anonymous visitor, neither the user id nor the anonymous id from before the login.
    const before = new Set(beacons.map((b) => b.distinct_id));
    await page.evaluate(() => {
      window.location.hash = '#/clearuser';
    });
    await page.getByRole('button', { name: '清除登录信息' }).click();
    await page.getByRole('button', { name: '确定清除' }).click();
    await expect(page.getByRole('status')).toHaveText('登录信息已清除');
    const cleared = beacons.length;
    await page.evaluate(() => {
      window.location.hash = '#/sem/index?after=clear';
    });
    await expect
      .poll(() => beacons.slice(cleared).filter((b) => b.event === '$pageview').length)
      .toBeGreaterThan(0);
    const after = beacons.slice(cleared).filter((b) => b.event === '$pageview');
    for (const beacon of after) expect(before.has(beacon.distinct_id)).toBe(false);
    // Nor does any identity sent with them name the user.
    for (const beacon of beacons.slice(cleared)) {
      const data = new URLSearchParams(beacon.request.postData() ?? '').get('data') ?? '';
      expect(Buffer.from(data, 'base64').toString('utf8')).not.toContain(`"${userId}"`);
    }
  });
});

test('field vitals of the landing route arrive when the page is left', async ({
  page,
  context,
}) => {
  await page.goto('/#/customer/platform-agreement/platform-service');
  await expect(page.getByRole('heading').first()).toBeVisible();
  // web-vitals loads at the first interaction (which also makes LCP final); then leave.
  await page.getByRole('heading').first().click();
  // Both chunks: web-vitals and the reporter that starts it (a busy machine fetches one well
  // before the other; hidden before the reporter runs, the page reports no LCP).
  const chunks = [`/${builtFile('web-vitals')}`, `/${builtFile('vitals-reporter')}`];
  await expect
    .poll(() =>
      page.evaluate(
        (names) =>
          names.every((name) =>
            performance.getEntriesByType('resource').some((e) => e.name.includes(name)),
          ),
        chunks,
      ),
    )
    .toBe(true);
  // The visitor reads on and taps again (web-vitals has run by then), then leaves.
  await page.getByRole('heading').first().click();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  const vitals = page.waitForRequest((request) => request.url().endsWith('/collect/vitals'));
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect((await (await vitals).allHeaders()).cookie).toMatch(/(^|; )fy_did=[\w-]{16,64}(;|$)/);
  const sent = JSON.parse((await vitals).postData() ?? '{}') as {
    metrics: Array<{ name: string; route: string; value: number }>;
  };
  expect(sent.metrics.map((m) => m.route)).toEqual(
    sent.metrics.map(() => '/customer/platform-agreement/:id'),
  );
  expect(sent.metrics.map((m) => m.name)).toEqual(expect.arrayContaining(['FCP', 'LCP', 'TTFB']));
  await expect
    .poll(async () => {
      const summary = (await (await context.request.get('/ops/api/vitals')).json()) as {
        rows: Array<{ route: string; metric: string }>;
      };
      return summary.rows
        .filter((row) => row.route === '/customer/platform-agreement/:id')
        .map((row) => row.metric)
        .sort();
    })
    .toEqual(expect.arrayContaining(['FCP', 'LCP', 'TTFB']));
});
