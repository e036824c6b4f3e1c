import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { KILL_SWITCH_WORKER } from '../../server/src/plugins/h5-static';
import { HOSTS, screenshotPath } from './support';

// The H5's service worker (docs/decisions/048) in Chromium, against the real server and its real
// headers (the page's Content Security Policy, sw.js never kept without asking): it registers, a
// second visit opens the page and the route's code from the phone, a visit without a connection
// still opens a page seen before and says what it cannot fetch, a new build's worker takes over
// and deletes the caches of the builds before the last, and the console at /ops/ never goes
// through it. Every other spec runs with workers blocked (playwright.config.ts), since a worker's
// requests are out of `page.route`'s sight.

test.use({ serviceWorkers: 'allow', userAgent: HOSTS.plain });

/** Waits until this page is controlled by an activated worker, and none is on its way. */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      // The controller's own state: a new worker controls the pages from the start of its
      // activation, and is `activated` once its cleanup is done.
      return (
        navigator.serviceWorker.controller?.state === 'activated' &&
        registration?.active?.state === 'activated' &&
        !registration.installing &&
        !registration.waiting
      );
    },
    undefined,
    { timeout: 30_000, polling: 200 },
  );
}

/** The worker's cache names, as the page sees them. */
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** Waits until every hashed file this page loaded is in a cache (the page's message was kept). */
async function assetsKept(page: Page): Promise<number> {
  let count = 0;
  await expect
    .poll(
      async () => {
        const missing = await page.evaluate(async () => {
          const urls = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((name) => name.startsWith(`${location.origin}/assets/`));
          const found = await Promise.all(urls.map((url) => caches.match(url)));
          return { total: urls.length, missing: found.filter((hit) => !hit).length };
        });
        count = missing.total;
        return missing.total > 0 && missing.missing === 0;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return count;
}

/** Records where each response of the page's own origin came from, from now on. */
function responsesOf(page: Page): { url: string; fromWorker: boolean }[] {
  const seen: { url: string; fromWorker: boolean }[] = [];
  page.on('response', (response) => {
    seen.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
  });
  return seen;
}

test('the worker registers under the server’s policy; a second visit opens from the phone', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|service ?worker/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  const first = await page.goto('/#/customer/download');
  // The page is served with its enforced policy, which allows the worker (script-src 'self').
  expect(first?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
  await expect(page.getByRole('button', { name: '下载安卓版' })).toBeVisible();
  await controlled(page);
  const sw = await page.request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  const version = /build ([0-9a-f]{12})/.exec(await sw.text())?.[1];
  expect(version).toBeTruthy();
  // The install kept the page (asked again for a moment: once in a CI run the names read empty
  // just after the takeover).
  await expect.poll(() => cacheNames(page), { timeout: 10_000 }).toContain(`fy-h5-page-${version}`);
  const loaded = await assetsKept(page);

  // The second visit: the page and every file of the route from the worker, none from the network.
  const seen = responsesOf(page);
  await page.goto('about:blank');
  await page.goto('/#/customer/download');
  await expect(page.getByRole('button', { name: '下载安卓版' })).toBeVisible();
  const own = (url: string) => url.startsWith(new URL('/', page.url()).origin);
  const documentResponse = seen.find((item) => new URL(item.url).pathname === '/');
  expect(documentResponse?.fromWorker).toBe(true);
  const assets = seen.filter((item) => own(item.url) && item.url.includes('/assets/'));
  expect(assets.length).toBeGreaterThan(0);
  expect(assets.length).toBeLessThanOrEqual(loaded + 5);
  expect(assets.filter((item) => !item.fromWorker)).toEqual([]);
  // Calls to the server are never answered from a cache.
  expect(seen.filter((item) => item.url.includes('/service/') && item.fromWorker)).toEqual([]);
  expect(violations).toEqual([]);
});

test('without a connection a page seen before opens and says what it cannot fetch', async ({
  page,
  context,
}) => {
  await page.goto('/#/knowledge/list');
  await expect(page.getByRole('link', { name: /怎样发布一单货/ })).toBeVisible();
  await controlled(page);
  await assetsKept(page);

  await context.setOffline(true);
  await page.goto('about:blank');
  await page.goto('/#/knowledge/list');
  await expect(page.getByRole('heading', { name: '知识库', level: 1 })).toBeVisible();
  // The articles cannot come; the page says why, as it does for any call without a connection.
  await expect(page.getByText('手机没有连接网络', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /怎样发布一单货/ })).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('service-worker-offline.png') });
  await context.setOffline(false);
});

test('the console at /ops/ never goes through the H5’s worker', async ({ page }) => {
  await page.goto('/#/customer/download');
  await controlled(page);
  await assetsKept(page);
  const seen = responsesOf(page);
  await page.goto('/ops/');
  await expect(page.getByLabel('用户名')).toBeVisible();
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((item) => item.fromWorker)).toEqual([]);
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.filter((url) => /\/(ops|service)\//.test(url))).toEqual([]);
});

// A deploy, simulated: a proxy in front of the server hands out sw.js with another build's version
// (what a new build's worker differs by), the rest as the server sends it.
let proxy: Server;
let proxyOrigin = '';
let servedVersion: string | null = null;
/** The worker the server sends with its kill switch on (H5_SERVICE_WORKER=off), when set. */
let servedKillSwitch = false;

test.beforeAll(async ({ baseURL }) => {
  const upstream = new URL(baseURL ?? 'http://127.0.0.1:4173');
  proxy = createServer((incoming, outgoing) => {
    const isWorker = incoming.url === '/sw.js';
    const headers = { ...incoming.headers, host: upstream.host };
    // The worker whole and plain, never "not modified": its bytes are what the proxy changes.
    if (isWorker) {
      delete headers['accept-encoding'];
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const out = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers,
      },
      (answer) => {
        if (isWorker && servedKillSwitch) {
          answer.resume();
          const { 'content-length': _length, etag: _etag, ...rest } = answer.headers;
          outgoing.writeHead(200, rest);
          outgoing.end(KILL_SWITCH_WORKER);
          return;
        }
        if (!isWorker || !servedVersion) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (body += chunk));
        answer.on('end', () => {
          const built = /build ([0-9a-f]{12})/.exec(body)?.[1] ?? '';
          const changed = built ? body.split(built).join(servedVersion ?? built) : body;
          const {
            'content-length': _length,
            etag: _etag,
            'last-modified': _modified,
            ...rest
          } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, rest);
          outgoing.end(changed);
        });
      },
    );
    incoming.pipe(out);
    out.on('error', () => outgoing.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
});

/**
 * Opens the page as after a deploy of `version`; with `takeOver`, waits until that build's worker
 * has taken the page over (its `controllerchange`, which follows the activation's cleanup).
 */
async function deploy(page: Page, version: string, takeOver: boolean): Promise<void> {
  servedVersion = version;
  await page.goto('about:blank');
  await page.goto(`${proxyOrigin}/#/customer/download`);
  await expect(page.getByRole('button', { name: '下载安卓版' })).toBeVisible();
  if (takeOver) {
    await page.waitForFunction(
      () => (window as { fyTakeOvers?: number }).fyTakeOvers === 1,
      undefined,
      {
        timeout: 30_000,
      },
    );
  }
  await controlled(page);
  await expect.poll(() => cacheNames(page), { timeout: 30_000 }).toContain(`fy-h5-page-${version}`);
}

test('a new build’s worker takes over and deletes the caches of the builds before the last', async ({
  context,
  page,
}) => {
  // Each page counts the times a new worker took it over.
  await context.addInitScript(() => {
    const counted = window as { fyTakeOvers?: number };
    counted.fyTakeOvers = 0;
    navigator.serviceWorker?.addEventListener('controllerchange', () => {
      counted.fyTakeOvers = (counted.fyTakeOvers ?? 0) + 1;
    });
  });
  const [v1, v2, v3] = ['aaaaaaaaaaa1', 'aaaaaaaaaaa2', 'aaaaaaaaaaa3'];
  await deploy(page, v1, false);
  await assetsKept(page);
  expect(await cacheNames(page)).toEqual(
    expect.arrayContaining([`fy-h5-page-${v1}`, `fy-h5-assets-${v1}`]),
  );

  // A tab still open from the first build while the second arrives.
  const old = await context.newPage();
  await old.goto(`${proxyOrigin}/#/customer/download`);
  await expect(old.getByRole('button', { name: '下载安卓版' })).toBeVisible();

  await deploy(page, v2, true);
  // The old tab is now served by the new worker, and goes on to another page without a hitch.
  await controlled(old);
  expect(await old.evaluate(() => (window as { fyTakeOvers?: number }).fyTakeOvers)).toBe(1);
  await old.evaluate(() => {
    location.hash = '#/driver/noviceGuide';
  });
  await expect(old.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(old.getByText(/页面没能加载|出错/)).toHaveCount(0);
  // The previous build's files stay for the tab still open on it (the new worker's cleanup was
  // over before the old tab's page came: it starts as the worker takes over).
  expect(await cacheNames(page)).toEqual(
    expect.arrayContaining([`fy-h5-page-${v2}`, `fy-h5-page-${v1}`, `fy-h5-assets-${v1}`]),
  );

  await deploy(page, v3, true);
  // The third build's cleanup: the first build's caches go, the second's stay.
  await expect.poll(() => cacheNames(page), { timeout: 30_000 }).not.toContain(`fy-h5-page-${v1}`);
  const names = await cacheNames(page);
  expect(names.filter((name) => name.endsWith(v1))).toEqual([]);
  expect(names).toEqual(expect.arrayContaining([`fy-h5-page-${v3}`, `fy-h5-page-${v2}`]));
  // The worker in charge is the third build's: it answers the page from its own cache.
  const active = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.active?.scriptURL ?? '';
  });
  expect(active).toBe(`${proxyOrigin}/sw.js`);
  await page.goto(`${proxyOrigin}/#/customer/download`);
  await expect(page.getByRole('button', { name: '下载安卓版' })).toBeVisible();
});

test('the kill switch: the next visit removes the worker and its caches, and pages still open', async ({
  page,
}) => {
  servedKillSwitch = false;
  await deploy(page, 'bbbbbbbbbbb1', false);
  await assetsKept(page);
  // The operators switch the worker off (H5_SERVICE_WORKER=off): sw.js is now the kill switch.
  servedKillSwitch = true;
  try {
    await page.goto('about:blank');
    await page.goto(`${proxyOrigin}/#/customer/download`);
    await expect(page.getByRole('button', { name: '下载安卓版' })).toBeVisible();
    await expect
      .poll(
        () =>
          page.evaluate(async () => ({
            registered: Boolean(await navigator.serviceWorker.getRegistration()),
            caches: (await caches.keys()).filter((name) => name.startsWith('fy-h5-')),
          })),
        { timeout: 30_000 },
      )
      .toEqual({ registered: false, caches: [] });
    // From now on the page comes from the network, as without a worker, and still opens.
    const seen = responsesOf(page);
    await page.goto('about:blank');
    await page.goto(`${proxyOrigin}/#/customer/download`);
    await expect(page.getByRole('button', { name: '下载安卓版' })).toBeVisible();
    expect(seen.filter((response) => response.fromWorker)).toEqual([]);
    expect(seen.length).toBeGreaterThan(0);
  } finally {
    servedKillSwitch = false;
  }
});
