import { expect, type Page, test } from '@playwright/test';
import {
  describeHostile,
  HOSTILE_INPUTS,
  type HostileInput,
  ONE_PER_FAMILY,
  rotatingSample,
  XSS_MARKER,
} from '@freight/contract/testing/hostile-inputs';
import { featureRouteTables } from '../src/app/routes';
import { isRedirect } from '../src/lib/routing/route-table';
import { HOSTS, openMovingOn, partLabel, partsOf, share, SWEEP_BUDGET_MS } from './support';

// The shared hostile-input corpus (packages/contract/src/testing/hostile-inputs.ts) in every
// route parameter and every query field the pages read, and in links that arrive in data. After
// every visit: no script ran (no dialog, no console marker, no window.__pwned), the top-level page
// never left this site, nothing was requested from the corpus's hosts, no element or attribute was
// made from a value (no on* attribute, no javascript:/data:/vbscript: URL, no frame), and the page
// still rendered (a heading). Hash navigation within one loaded page keeps it fast; full loads
// only where the app reads a value at start (channel cookies, language, the OAuth return).
// The sweeps are split into parts (support.ts `share`) that run in parallel workers, each with the
// sweep budget.
test.describe.configure({ timeout: SWEEP_BUDGET_MS });

const routes = featureRouteTables.flatMap((table) => table.routes);
/** Served pages (a page module) and redirects: what `npm run routes:coverage` lists as served. */
const served = routes.filter((route) => isRedirect(route) || !!route.page);

/**
 * Query fields the pages read (SPEC §3 ids, relay targets, the login's next page, role, language,
 * an invitation's token and share type; a campaign's slug, an item's id, a province, the page a
 * choice goes back to, a month, a share token, a cut, search words and category, a line's goods,
 * a form's step, the user type a list is for).
 */
const QUERY_FIELDS = [
  'last_channel_id',
  'last_share_user_id',
  'extendId',
  'openidmyself',
  'sw',
  'shareId',
  'target',
  'redirect',
  'userType',
  'lang',
  'url',
  'token',
  'type',
  'slug',
  'id',
  'province',
  'from',
  'month',
  't',
  'cut',
  'q',
  'category',
  'goodsId',
  'step',
  'for',
] as const;

/**
 * The fields of pages past the spec's own (campaigns, epidemic, reports): left out of the OAuth
 * round trip, whose link carries every field twice over (there and back) and would pass Node's
 * 16 KiB header limit with all of them at their longest.
 */
const PAGE_QUERY_FIELDS = QUERY_FIELDS.slice(QUERY_FIELDS.indexOf('slug'));

/** A URL component, even for a lone surrogate (sent as its WTF-8 bytes, which do not decode). */
function component(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .replace(/[\uD800-\uDFFF]/g, '%ED%A0%80')
      .replace(/[^%]/g, (c) => encodeURIComponent(c));
  }
}

/** A concrete path for a route pattern, each param filled by `fill` (optional ones too). */
function pathFor(pattern: string, fill: (name: string) => string): string {
  return pattern.replace(/:([A-Za-z]+)\??/g, (_, name: string) => component(fill(name)));
}

/** Valid sample params, so a page renders its real content around the hostile query. */
const SAMPLE_PARAMS: Record<string, string> = {
  id: 'platform-service',
  color: 'orange',
  cityName: '苏州',
  userTypeName: 'driver',
  client: 'driver',
  download: 'download',
};

interface Guard {
  problems: string[];
  origin: string;
}

/** Watches a page for every sign that a value escaped (see the top of this file). */
async function guard(page: Page): Promise<Guard> {
  const state: Guard = { problems: [], origin: '' };
  page.on('dialog', (dialog) => {
    state.problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  page.on('console', (message) => {
    if (message.text() === XSS_MARKER) state.problems.push('console marker');
    // The enforced policy blocked something: markup made from a value, or a page that needs
    // more than the policy allows. Either is a defect.
    if (/Content Security Policy/i.test(message.text())) state.problems.push('csp violation');
  });
  page.on('request', (request) => {
    const url = request.url();
    if (!/^https?:/.test(url)) return;
    const host = new URL(url).hostname;
    if (/evil|xn--/.test(host)) state.problems.push(`request to ${url}`);
    if (
      request.isNavigationRequest() &&
      request.frame() === page.mainFrame() &&
      state.origin &&
      new URL(url).origin !== state.origin
    ) {
      state.problems.push(`navigation to ${url}`);
    }
  });
  // Nothing leaves the test server: an off-site request is refused (and recorded above).
  await page.route(
    (url) => state.origin !== '' && url.origin !== state.origin,
    (route) => route.abort(),
  );
  return state;
}

async function start(page: Page, hash: string): Promise<Guard> {
  const state = await guard(page);
  await page.goto(`/#${hash}`);
  state.origin = new URL(page.url()).origin;
  await page.evaluate(() => {
    (window as { __inlineScripts?: number }).__inlineScripts = [...document.scripts].filter(
      (script) => !script.src,
    ).length;
  });
  return state;
}

/**
 * In the page: goes to `target` (a hash route; null: stay), waits for the router to render a
 * visible heading, and lists what a value may have made in the document (empty when nothing).
 * One round trip per visit, which keeps hundreds of visits within the time budget.
 */
async function inPage(target: string | null) {
  if (target !== null) window.location.hash = target;
  // Two frames: the hashchange, then React's commit; then as long as a lazily loaded page takes on
  // a busy machine (it goes on as soon as a heading shows).
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const rendered = () => [...document.querySelectorAll('h1')].some((h1) => h1.checkVisibility());
  const deadline = Date.now() + 15_000;
  while (!rendered() && Date.now() < deadline) await new Promise((done) => setTimeout(done, 25));

  const found: string[] = [];
  const w = window as { __pwned?: unknown; __inlineScripts?: number };
  if (w.__pwned !== undefined) found.push('window.__pwned is set');
  const inline = [...document.scripts].filter((script) => !script.src).length;
  if (w.__inlineScripts !== undefined && inline > w.__inlineScripts) {
    found.push('a new inline script');
  }
  if (document.querySelector('iframe, frame, object, embed, base, meta[http-equiv]')) {
    found.push('a frame, object or base element');
  }
  for (const element of document.querySelectorAll('body *')) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) found.push(`<${element.tagName} ${name}>`);
      if (!['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc'].includes(name)) continue;
      // Browsers ignore leading spaces and control characters before a scheme, and tabs within it.
      const value = [...attribute.value]
        .filter((c) => c.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
      if (name === 'srcdoc' || /^(javascript|vbscript|data:text)/.test(value)) {
        found.push(`<${element.tagName} ${name}=${attribute.value.slice(0, 40)}>`);
      }
      try {
        const host = new URL(attribute.value, window.location.href).hostname;
        if (/evil|xn--/.test(host)) found.push(`<${element.tagName} ${name}> to ${host}`);
      } catch {
        // Not a URL: not a link anywhere.
      }
    }
  }
  return { rendered: rendered(), origin: window.location.origin, found };
}

/**
 * Visits `hash` within the loaded page (null: checks the page as it is) and asserts it is sound:
 * rendered, on this site, nothing ran, was requested off-site or was made from a value.
 */
async function visit(page: Page, state: Guard, hash: string | null, label: string) {
  const result = await page.evaluate(inPage, hash);
  expect(result.rendered, `${label}: the page renders a heading`).toBe(true);
  expect(result.origin, `${label}: stays on this site`).toBe(state.origin);
  expect([...state.problems, ...result.found], label).toEqual([]);
}

function queryOf(values: readonly HostileInput[], skip: readonly string[] = []): string {
  return QUERY_FIELDS.filter((field) => !skip.includes(field))
    .map((field, i) => `${field}=${component(values[i % values.length]?.value ?? '')}`)
    .join('&');
}

const samplePath = (pattern: string) => pathFor(pattern, (name) => SAMPLE_PARAMS[name] ?? 'x');
const withParams = served.filter((route) => route.path.includes(':'));
const paramNames = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);

/**
 * The route-parameter visits: the whole corpus in the params a page shows or looks up (a city, an
 * agreement id, a mini-program client) on one route of each kind, a rotating sixth of it in
 * every other param of every route.
 */
function paramVisits(): { path: string; label: string }[] {
  const visits: { path: string; label: string }[] = [];
  const fullyTried = new Set<string>();
  for (const [r, route] of withParams.entries()) {
    for (const [n, name] of paramNames(route.path).entries()) {
      const kind = `${name}:${route.path.split('/').slice(0, 3).join('/')}`;
      const full = ['cityName', 'id', 'client'].includes(name) && !fullyTried.has(kind);
      if (full) fullyTried.add(kind);
      const values = full
        ? HOSTILE_INPUTS
        : rotatingSample((r * 7 + n) * 23, Math.ceil(HOSTILE_INPUTS.length / 6));
      for (const { value } of values) {
        visits.push({
          path: pathFor(route.path, (param) =>
            param === name ? value : (SAMPLE_PARAMS[param] ?? 'x'),
          ),
          label: `${route.path} :${name} = ${describeHostile(value)}`,
        });
      }
    }
  }
  return visits;
}

/** Every value as a relay target and as the login's next page, the relays taking turns. */
async function relayVisits(
  page: Page,
  state: Guard,
  inputs: { index: number; item: HostileInput }[],
) {
  const relays = ['/jimu-only-wxauth?target=', '/c2c/wxauth?target=', '/c2c/choose?redirect='];
  for (const { index, item } of inputs) {
    for (const path of [relays[index % 2] as string, relays[2] as string]) {
      const label = `${path}${describeHostile(item.value)}`;
      await visit(page, state, `${path}${component(item.value)}`, label);
      if (path.includes('redirect')) {
        const hrefs = await page
          .locator('a[href]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        for (const href of hrefs) expect(href).not.toMatch(/evil|javascript:|data:|%2F%2F/i);
      }
    }
  }
}

test.describe('in a plain browser', () => {
  test.use({ userAgent: HOSTS.plain });

  test('the detectors see a payload that ran and markup made from a value', async ({ page }) => {
    const state = await start(page, '/customer/download');
    // Run through the debugging protocol, past the page's policy, as a payload that got in would.
    await page.evaluate((marker) => {
      (window as { __pwned?: number }).__pwned = 1;
      alert(marker);
      console.log(marker);
      document.body.insertAdjacentHTML('beforeend', '<img src=x onerror="void 0">');
    }, XSS_MARKER);
    const result = await page.evaluate(inPage, null);
    // The handler made from markup is also stopped (and reported) by the page's policy.
    expect(state.problems).toEqual([`dialog: ${XSS_MARKER}`, 'console marker', 'csp violation']);
    expect(result.found).toEqual(['window.__pwned is set', '<IMG onerror>']);
  });

  for (const part of partsOf(3)) {
    test(`every served route with hostile values in every query field it reads ${partLabel(part, 3)}`, async ({
      page,
    }) => {
      const state = await start(page, '/customer/download');
      // As many visits per route as it takes for the routes together to go through the whole
      // corpus in every field (each field a different value each visit): one each once there are
      // as many routes as values, so the sweep does not grow with every page mounted.
      const visitsPerRoute = Math.ceil(HOSTILE_INPUTS.length / served.length);
      for (const { index: r, item: route } of share(served, part, 3)) {
        for (let k = 0; k < visitsPerRoute; k++) {
          const values = rotatingSample(
            (r * visitsPerRoute + k) * QUERY_FIELDS.length,
            QUERY_FIELDS.length,
          );
          await visit(
            page,
            state,
            `${samplePath(route.path)}?${queryOf(values)}`,
            `${route.path} ?${values.map((v) => describeHostile(v.value)).join(' ')}`,
          );
        }
      }
    });
  }

  for (const part of partsOf(6)) {
    test(`every route parameter with the corpus ${partLabel(part, 6)}`, async ({ page }) => {
      expect(withParams.length).toBeGreaterThanOrEqual(8);
      const state = await start(page, '/customer/download');
      for (const { item } of share(paramVisits(), part, 6)) {
        await visit(page, state, item.path, item.label);
      }
    });
  }

  for (const part of partsOf(2)) {
    test(`relay targets and the next page after login, with the whole corpus ${partLabel(part, 2)}`, async ({
      page,
    }) => {
      const state = await start(page, '/customer/download');
      await relayVisits(page, state, share(HOSTILE_INPUTS, part, 2));
    });
  }

  for (const part of partsOf(2)) {
    test(`values read at start (channel cookies, language): a full load each ${partLabel(part, 2)}`, async ({
      page,
    }) => {
      const state = await start(page, '/customer/download');
      for (const { index, item } of share(ONE_PER_FAMILY, part, 2)) {
        const { value } = item;
        const query = ['last_channel_id', 'last_share_user_id', 'lang']
          .map((field) => `${field}=${component(value)}`)
          .join('&');
        // Before the hash (how share links arrive) and inside it.
        await page.goto(
          index % 2 === 0 ? `/?${query}#/choose-jump-webapp` : `/#/choose-jump-webapp?${query}`,
        );
        await visit(page, state, null, `start with ${describeHostile(value)}`);
        for (const cookie of await page.context().cookies()) {
          if (cookie.name === 'last_channel_id' || cookie.name === 'last_share_user_id') {
            expect(decodeURIComponent(cookie.value), cookie.name).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
          }
        }
        // The links the page builds carry only what passed.
        const hrefs = await page
          .locator('a[href]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        for (const href of hrefs) expect(href, describeHostile(value)).not.toMatch(/[<>"']|evil/);
      }
    });
  }

  for (const part of partsOf(2)) {
    test(`links from data: hostile download URLs and texts in the app centre answer ${partLabel(part, 2)}`, async ({
      page,
    }) => {
      const linkFamilies = new Set([
        'javascript-url',
        'data-url',
        'vbscript-url',
        'host-confusion',
        'unicode-lookalike',
        'encoded',
        'control-chars',
      ]);
      const all = [
        ...HOSTILE_INPUTS.filter((input) => linkFamilies.has(input.family)),
        ...ONE_PER_FAMILY.filter((input) => !linkFamilies.has(input.family)),
      ];
      const values = share(all, part, 2).map(({ item }) => item.value);
      const answered: string[] = [];
      // The page reads the answer as plain JSON when it carries no X-Encode-Type header.
      await page.route(/getAppCenter/, (route) => {
        const value = values[answered.length % values.length] ?? '';
        answered.push(value);
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            status: { code: 0, msg: 'ok' },
            data: {
              app: 'customer',
              appName: value.slice(0, 50) || '货运平台',
              currentVersion: '5.6.2',
              minVersion: '5.4.0',
              size: 1,
              releaseNotes: [value],
              releasedAt: '2026-11-10T02:00:00.000Z',
              downloads: { android: value, ios: value },
              downloadUrl: value,
            },
          }),
        });
      });
      const state = await start(page, '/customer/download');
      // Each app is asked once per load (the answer is kept for minutes): five apps per load.
      const pages = [
        '/customer/download',
        '/driver/download',
        '/zyd/download',
        '/broker/download',
        '/driver/jjdetail',
      ];
      while (answered.length < values.length) {
        for (const path of pages) {
          await page.evaluate((target) => {
            window.location.hash = target;
          }, path);
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          const label = `${path} with ${describeHostile(answered.at(-1) ?? '')}`;
          await visit(page, state, null, label);
          // No hostile link ever becomes a download button.
          await expect(page.getByRole('button', { name: /下载/ }), label).toHaveCount(0);
        }
        // A new load asks the app centre again. On a busy machine the reload may be aborted by
        // the page's own last hash change landing late: the next loop's waits see to the rest.
        try {
          await page.reload({ waitUntil: 'commit' });
        } catch (error) {
          if (!/net::ERR_ABORTED|interrupted by another navigation/.test(String(error))) {
            throw error;
          }
        }
        await page.waitForLoadState('load');
      }
    });
  }
});

test.describe('in WeChat', () => {
  test.use({ userAgent: HOSTS.wechat });

  test('the OAuth round trip carries hostile query fields and comes back here', async ({
    page,
  }) => {
    const state = await start(page, '/customer/download');
    // What the page did, said when a round trip does not come back.
    const trail: string[] = [];
    const note = (line: string) => trail.push(`${Date.now() % 100_000} ${line.slice(0, 200)}`);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) note(`at ${frame.url()}`);
    });
    page.on('requestfailed', (request) => {
      note(`failed ${request.url()} ${request.failure()?.errorText ?? ''}`);
    });
    page.on('request', (request) => note(`-> ${request.url()}`));
    page.on('response', (response) => note(`${response.status()} ${response.url()}`));
    page.on('console', (message) => note(`console ${message.type()} ${message.text()}`));
    for (const [i, sample] of [rotatingSample(0, 11), rotatingSample(40, 11)].entries()) {
      // A fresh visitor each time, in a new document (the query makes it one): no openid yet, so
      // the relay makes the trip.
      await page.context().clearCookies();
      await page.evaluate(() => window.sessionStorage.clear());
      await openMovingOn(
        page,
        `/?visit=${i}#/c2c/wxauth?${queryOf(sample, ['target', ...PAGE_QUERY_FIELDS])}&target=%2Fdriver%2Fdownload`,
      );
      // Three loads: the relay, the authorize hop and stand-in, the page the code comes back to.
      note(`round ${i}`);
      // On a stall, what the page did is said (a relay shown again while still mounted, which
      // waited for good, was found so).
      await expect
        .poll(() => new URL(page.url()).hash.split('?')[0], { timeout: 30_000 })
        .toBe('#/driver/download')
        .catch((error: unknown) => {
          throw new Error(`round ${i}: ${String(error)}\n${trail.join('\n')}`);
        });
      await visit(page, state, null, `round trip ${i}`);
      expect(page.url()).not.toContain('code=');
    }
  });

  for (const part of partsOf(2)) {
    test(`a returning code or state that is not ours is refused, never a loop or a crash ${partLabel(part, 2)}`, async ({
      page,
    }) => {
      const state = await start(page, '/customer/download');
      // One field at a time: both at 10 000 characters would pass Node's 16 KiB header limit.
      for (const { index, item } of share(ONE_PER_FAMILY, part, 2)) {
        await page.context().clearCookies();
        const hostile = component(item.value);
        const fine = 'A'.repeat(32);
        const query =
          index % 2 === 0 ? `code=${hostile}&state=${fine}` : `code=${fine}&state=${hostile}`;
        // Refused, the relay stays (saying so): a full load that ends here.
        await page.goto(`/?${query}#/c2c/wxauth?target=%2Fdriver%2Fdownload`);
        await visit(page, state, null, `returning ${query.slice(0, 60)}`);
      }
    });
  }

  test('relay targets in WeChat: a refused target makes no trip', async ({ page }) => {
    const state = await start(page, '/customer/download');
    for (const { value } of HOSTILE_INPUTS.filter((input) =>
      ['javascript-url', 'host-confusion', 'data-url'].includes(input.family),
    )) {
      const label = `wechat target ${describeHostile(value)}`;
      await visit(page, state, `/jimu-only-wxauth?target=${component(value)}`, label);
    }
  });
});

test.describe('in the driver app', () => {
  test.use({ userAgent: HOSTS.driverApp });

  for (const part of partsOf(2)) {
    test(`every served route with hostile query fields ${partLabel(part, 2)}`, async ({ page }) => {
      const state = await start(page, '/driver/download');
      for (const { index: r, item: route } of share(served, part, 2)) {
        const values = rotatingSample(r * 5, QUERY_FIELDS.length);
        const label = `${route.path} in the driver app`;
        await visit(page, state, `${samplePath(route.path)}?${queryOf(values)}`, label);
      }
    });
  }
});
