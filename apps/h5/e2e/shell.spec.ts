import { expect, type Page, test } from '@playwright/test';
import { featureRouteTables } from '../src/app/routes';
import { isRedirect, type PageRoute } from '../src/lib/routing/route-table';
import { builtFile, partLabel, partsOf, screenshotPath, share, SWEEP_BUDGET_MS } from './support';

// The app shell in a real browser against the real server: redirects, NotFound, titles, scroll
// restoration, and the page shown when a chunk or stylesheet fails to arrive.

const routes = featureRouteTables.flatMap((table) => table.routes);
const redirects = routes.filter(isRedirect);
const mounted = routes.filter((route): route is PageRoute => !isRedirect(route) && !!route.page);

/** A route's zh-CN title, from its feature's catalogue (titles live there, ADR 004). */
async function zhTitle(route: PageRoute): Promise<string> {
  const table = featureRouteTables.find((candidate) => candidate.routes.includes(route));
  const file = `../src/${table?.catalogue.id ?? 'lib/i18n'}/zh-CN.ts`;
  const messages = ((await import(file)) as { default: Record<string, string> }).default;
  return messages[route.meta.title] ?? route.meta.title;
}

/** A concrete URL for a route pattern: sample values for params, optional ones left out. */
function sampleUrl(path: string): string {
  return path
    .replace(/\/:[^/]+\?/g, '')
    .replace(/:([^/]+)/g, (_, name: string) => (name === 'id' ? '1' : `sample${name}`));
}

async function hashPath(page: Page): Promise<string> {
  return page.evaluate(() => window.location.hash.replace(/^#/, '').split('?')[0] ?? '');
}

test('the root redirects to /customer/download', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => hashPath(page)).toBe('/customer/download');
});

test('every redirect lands on its target, keeping the query', async ({ page }) => {
  // The spec's 11 (the root is tested above), and two families' addresses without `/index` that
  // the spec does not list (issue 44): they redirected nowhere while their siblings did.
  expect(redirects.map((route) => route.path)).toEqual(
    expect.arrayContaining(['/c2c-invite', '/driver-invite-driver']),
  );
  expect(redirects).toHaveLength(12);
  for (const route of redirects) {
    await page.goto(`/#${route.path}?last_channel_id=7`);
    await expect.poll(() => hashPath(page), { message: route.path }).toBe(route.redirect);
    expect(await page.evaluate(() => window.location.hash)).toContain('last_channel_id=7');
  }
});

test('an unknown path shows NotFound with a way home', async ({ page }) => {
  await page.goto('/#/no/such/page');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expect(page).toHaveTitle('页面不存在');
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect.poll(() => hashPath(page)).toBe('/customer/download');
});

test('NotFound in English with ?lang=en', async ({ page }) => {
  await page.goto('/#/no/such/page?lang=en');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found');
});

for (const part of partsOf(2)) {
  test(`every mounted route sets its title ${partLabel(part, 2)}`, async ({ page }) => {
    test.setTimeout(SWEEP_BUDGET_MS);
    // Every title the document has had: a relay page (e.g. /c2c/wxauth outside WeChat) sets its own
    // and moves on at once, faster than a poll of the current title may look.
    await page.addInitScript(() => {
      const w = window as unknown as { __titles: string[] };
      w.__titles = [];
      new MutationObserver(() => w.__titles.push(document.title)).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    // The titles since the last visit, and the current one (unchanged when two routes share it).
    const titles = () =>
      page.evaluate(() => [
        ...((window as unknown as { __titles?: string[] }).__titles ?? []),
        document.title,
      ]);
    for (const { item: route } of share(mounted, part, 2)) {
      await page.evaluate(() => {
        (window as unknown as { __titles: string[] }).__titles = [];
      });
      await page.goto(`/#${sampleUrl(route.path)}`);
      await expect.poll(titles, { message: route.path }).toContain(await zhTitle(route));
    }
  });
}

test('back and forward restore the scroll position', async ({ page }) => {
  await page.goto('/#/first/unknown/page');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  // Make the document tall enough to scroll (the shell has no long page yet).
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '5000px';
    document.body.append(spacer);
  });
  await page.evaluate(() => window.scrollTo(0, 1200));
  await page.evaluate(() => {
    window.location.hash = '#/second/unknown/page';
  });
  await expect.poll(() => hashPath(page)).toBe('/second/unknown/page');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 300));
  await page.goBack();
  await expect.poll(() => hashPath(page)).toBe('/first/unknown/page');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
  await page.goForward();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
});

test('a missing chunk reloads once, then shows the retry page', async ({ page }) => {
  let documentLoads = 0;
  page.on('load', () => {
    documentLoads += 1;
  });
  const chunk = `/${builtFile('not-found-page')}`;
  await page.route(`**${chunk}`, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/#/a/page/after/a/deploy');
  await expect(page.getByRole('heading', { name: '页面加载失败' })).toBeVisible();
  await expect(page).toHaveTitle('页面出错了');
  expect(documentLoads).toBe(2); // the first load, and exactly one automatic reload
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('chunk-error.png') });
  // Once the chunk is back, retry works.
  await page.unroute(`**${chunk}`);
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('not-found.png') });
});

test('a missing stylesheet shows its own retry page', async ({ page }) => {
  await page.route(`**/${builtFile('not-found-page', 'css')}`, (route) =>
    route.fulfill({ status: 404, body: 'gone' }),
  );
  await page.goto('/#/another/missing/page');
  await expect(page.getByRole('heading', { name: '页面样式加载失败' })).toBeVisible();
});

test('the shell pages fit 320 px with text at 200 %', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/#/no/such/page');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const button = page.getByRole('link', { name: '返回首页' });
  expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
});

test("the HTML preloads the current route's chunks before the entry runs", async ({ page }) => {
  const early: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/')) early.push(request.url());
  });
  await page.goto('/#/customer/download');
  // On a route with its first screen in the HTML they are added once it has been painted.
  const preloads = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('link[rel="modulepreload"]')].map(
        (link) => link.getAttribute('href') ?? '',
      ),
    );
  await expect
    .poll(preloads)
    .toEqual(expect.arrayContaining([expect.stringContaining(builtFile('customer-download'))]));
  const shared = builtFile('download-page');
  expect((await preloads()).some((href) => href.includes(shared))).toBe(true);
  expect(early.some((url) => url.includes(builtFile('customer-download')))).toBe(true);
});

test("a navigation inside the app fetches the next route's chunks together, from the HTML's table", async ({
  page,
}) => {
  await page.goto('/#/customer/download');
  // The app has taken over the first screen that index.html painted.
  await expect(page.locator('#root:not([data-first-screen])')).toBeAttached();
  const preloads = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('link[rel="modulepreload"]')].map(
        (link) => link.getAttribute('href') ?? '',
      ),
    );
  const view = builtFile('agreement-view');
  expect((await preloads()).some((href) => href.includes(view))).toBe(false);
  await page.evaluate(() => {
    window.location.hash = '#/agent/contract';
  });
  await expect(page).toHaveTitle('经纪人协议');
  // The page and the modules it imports, asked for at once rather than one after the other.
  expect(await preloads()).toEqual(
    expect.arrayContaining([
      expect.stringContaining(builtFile('agent-contract')),
      expect.stringContaining(view),
    ]),
  );
});
