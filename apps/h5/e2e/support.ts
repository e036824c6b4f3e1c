import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { DEMO_SHIPMENT_REF } from '@freight/contract/endpoints/shipment-values';
import { generateSync } from 'otplib';

/** Screenshots land in test-results/screens (scripts/e2e.mjs runs Playwright from the repo root). */
export function screenshotPath(name: string): string {
  return resolve(process.cwd(), 'test-results/screens', name);
}

/**
 * Saves the poster image a page shows, as the visitor would keep it (its PNG, not a screenshot of
 * the page), next to the screenshots.
 */
export async function savePoster(page: Page, name: string): Promise<void> {
  const src = (await page.locator('img.fy-poster__image').getAttribute('src')) ?? '';
  expect(src).toMatch(/^data:image\/png;base64,/);
  const path = screenshotPath(name);
  mkdirSync(resolve(path, '..'), { recursive: true });
  writeFileSync(path, Buffer.from(src.slice(src.indexOf(',') + 1), 'base64'));
}

/**
 * The built file of a chunk by its module's name (`customer-download`, `download-page`), as the
 * build's manifest tells: files are named by their hash alone (vite.config.ts).
 */
export function builtFile(name: string, kind: 'js' | 'css' = 'js'): string {
  const manifest = JSON.parse(
    readFileSync(resolve(process.cwd(), 'apps/h5/dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; name?: string; css?: string[] }>;
  const found = Object.values(manifest).filter((chunk) => chunk.name === name);
  if (found.length !== 1) throw new Error(`${found.length} chunks named ${name} in the build`);
  const file = kind === 'js' ? found[0]?.file : found[0]?.css?.[0];
  if (!file) throw new Error(`the chunk named ${name} has no ${kind} file`);
  return file;
}

/**
 * The number a test logs in with on this attempt: its own on the first, another on Playwright's
 * retry (the fourth digit, which the masked `136****0553` does not show, becomes 9). The server
 * lives through the whole run, so a retry under the first attempt's number would meet what that
 * attempt left (a code sent a minute ago, today's slip drawn) and could never pass.
 */
export function mobileForAttempt(mobile: string): string {
  return base.info().retry === 0 ? mobile : `${mobile.slice(0, 3)}9${mobile.slice(4)}`;
}

/** The latest SMS code the embedded outbox holds for a number (dev-only endpoint). */
export async function codeFromOutbox(page: Page, number: string): Promise<string> {
  const mobile = mobileForAttempt(number);
  const response = await page.request.get(`/dev/sms-outbox?mobile=${mobile}`);
  const { messages } = (await response.json()) as { messages: { code: string }[] };
  const code = messages[0]?.code;
  if (!code) throw new Error(`no code for ${mobile}`);
  return code;
}

/** Fills mobile and code in a login or sign-up form (the code from the outbox): mobileForAttempt. */
export async function fillMobileAndCode(page: Page, number: string): Promise<void> {
  const mobile = mobileForAttempt(number);
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(
    page.getByText(`验证码已发送至 ${mobile.slice(0, 3)}****${mobile.slice(7)}`),
  ).toBeVisible();
  await page.getByLabel('验证码').fill(await codeFromOutbox(page, mobile));
}

/**
 * The user-info cookie a login leaves (lib/cookies/user-info.ts), a driver's, without a session on
 * the server behind it: a browser that has logged in here before.
 */
export async function holdUserInfo(page: Page, baseURL: string): Promise<void> {
  await page.context().addCookies([
    {
      name: 'c2c_user_info',
      value: encodeURIComponent(JSON.stringify({ openid: '', userType: 3 })),
      url: baseURL,
    },
  ]);
}

/** Logs in on the login form in view: mobile and code, the agreement ticked, the login tapped. */
export async function logInWithCode(page: Page, mobile: string): Promise<void> {
  await fillMobileAndCode(page, mobile);
  await page.getByLabel(/我已阅读并同意/).check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** Realistic user agents of the four hosts the app runs in. */
export const HOSTS = {
  plain:
    'Mozilla/5.0 (Linux; Android 12; M2006C3LC) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  wechat:
    'Mozilla/5.0 (Linux; Android 12; M2006C3LC Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5061 MMWEBSDK/20230405 MMWEBID/2585 MicroMessenger/8.0.49.2600(0x28003133) WeChat/arm64 Weixin NetType/4G Language/zh_CN ABI/arm64',
  shipperApp:
    'Mozilla/5.0 (Linux; Android 12; M2006C3LC Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.0.0 Mobile Safari/537.36 FYNewCustomer/5.6.2',
  driverApp:
    'Mozilla/5.0 (Linux; Android 12; M2006C3LC Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.0.0 Mobile Safari/537.36 FYLucky/5.5.0',
} as const;

/** A 1x1 PNG: the page turns it into a JPEG before upload, as it does with camera photos. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Picks a photo for the labelled certificate field and waits for its preview (uploaded). */
export async function addPhoto(page: Page, label: string): Promise<void> {
  await page
    .getByLabel(label, { exact: true })
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(page.getByRole('img', { name: label })).toBeVisible();
}

/** What a real link carries in each route parameter (an agreement that exists, a real city). */
const SAMPLE_PARAMS: Record<string, string> = {
  id: 'platform-service',
  color: 'blue',
  userTypeName: 'driver',
  cityName: '苏州',
  client: 'driver',
  // The knowledge base's feedback on anything (`/knowledge/feedBack/general`).
  name: 'general',
};

/** Routes whose `:id` names another kind of thing than an agreement, or that need a query. */
const SAMPLE_PATHS: Record<string, string> = {
  '/knowledge/detail/:id': '/knowledge/detail/track-deduction',
  // The campaign games name their campaign in the query.
  '/luckdrawnew': '/luckdrawnew?slug=demo-driver-draw',
  '/redpacketrain/index': '/redpacketrain/index?slug=demo-shipper-red-packet',
  '/redpacketrain/game': '/redpacketrain/game?slug=demo-shipper-red-packet',
  '/driver/dailyblessing/index': '/driver/dailyblessing/index?slug=demo-driver-blessing',
  '/driver/dailyblessing/result': '/driver/dailyblessing/result?slug=demo-driver-blessing',
  // The leaderboard names its programme; a shared annual bill carries its token (the demo
  // driver's, under the development key: packages/contract/src/endpoints/reports.ts).
  '/rank/index': '/rank/index?slug=demo-driver-invites-shipper',
  '/driver/annualBill/share/2023': '/driver/annualBill/share/2023?t=2.1uQ7QpMkMY8Q79p-qIDbWg',
  '/customer/cutReward': '/customer/cutReward?slug=demo-shipper-cut',
  '/collectword/index': '/collectword/index?slug=demo-collect-words',
  '/collectword/wxauth': '/collectword/wxauth?slug=demo-collect-words',
  '/collectword/login': '/collectword/login?slug=demo-collect-words&userType=3',
  '/collectword/choose': '/collectword/choose?slug=demo-collect-words',
  // The epidemic pages that show one item or one province name it in the query.
  '/epidemic/broadcastInfo': '/epidemic/broadcastInfo?id=1',
  '/epidemic/detail': '/epidemic/detail?id=1',
  '/epidemic/level': '/epidemic/level?province=320000',
  // A shared link to the demo shipment open on the board (its seed: apps/server shipments module).
  '/goodsdetail/index': `/goodsdetail/index?goodsId=${DEMO_SHIPMENT_REF}`,
};

/** The URL a person would open for a route pattern: real values in its parameters. */
export function visitUrl(path: string): string {
  if (Object.hasOwn(SAMPLE_PATHS, path)) return `/#${SAMPLE_PATHS[path]}`;
  const filled = path
    .replace(/\/:[^/]+\?/g, '')
    .replace(/:([^/]+)/g, (_, name: string) => encodeURIComponent(SAMPLE_PARAMS[name] ?? 'sample'));
  return `/#${filled}`;
}

/**
 * Until the returned undo is called, every request whose path ends with `pathEnd` reaches the
 * server, but its answer is lost on the way back (a tunnel, a dropped 4G): the page sees the
 * connection reset.
 */
export async function loseAnswers(page: Page, pathEnd: string): Promise<() => Promise<void>> {
  const matches = (url: URL) => url.pathname.endsWith(pathEnd);
  await page.route(matches, async (route) => {
    await route.fetch();
    return route.abort('connectionreset');
  });
  return () => page.unroute(matches);
}

/**
 * Opens `url` in a page that moves on by itself (a relay, the WeChat OAuth trip). `page.goto` waits
 * for that document to load, and the page's own next navigation may abort it first
 * (`net::ERR_ABORTED`, or "interrupted by another navigation"), sooner or later depending on the
 * machine's load: that is the page doing its job, not a failure. So only the start of the
 * navigation is awaited and such an abort is let pass; callers then wait for where the page should
 * end up, which fails as it should when the page went nowhere.
 */
export async function openMovingOn(page: Page, url: string): Promise<void> {
  try {
    await page.goto(url, { waitUntil: 'commit' });
  } catch (error) {
    if (!/net::ERR_ABORTED|interrupted by another navigation/.test(String(error))) throw error;
  }
}

/**
 * A long sweep (every route, the whole hostile corpus) is split into parts, one test each, so that
 * the parts run in parallel workers and each gets this budget of its own: ample for a busy 2-core
 * machine, never waited for by a part that passes.
 */
export const SWEEP_BUDGET_MS = 90_000;

/** The items of `part` (0-based) of `parts`, interleaved; `index` keeps each item's own index. */
export function share<T>(items: readonly T[], part: number, parts: number) {
  return [...items.entries()]
    .filter(([index]) => index % parts === part)
    .map(([index, item]) => ({ index, item }));
}

export const partsOf = (parts: number) => Array.from({ length: parts }, (_, part) => part);
export const partLabel = (part: number, parts: number) => `(${part + 1} of ${parts})`;

/**
 * The demo admin's login (its password and TOTP secret are printed at the test server's start and
 * handed over by scripts/e2e.mjs).
 */
export function operatorCredentials() {
  const username = process.env.E2E_OPS_USER;
  const password = process.env.E2E_OPS_PASSWORD;
  const totpSecret = process.env.E2E_OPS_TOTP_SECRET;
  if (!username || !password || !totpSecret)
    throw new Error('no operator credentials (run through scripts/e2e.mjs)');
  return { username, password, totpSecret };
}

const TOTP_STEP_MS = 30_000;

/**
 * Claims a 30-second step of `secret` for this worker alone, later than every step claimed before
 * (the server takes only a step later than the last it took, ADR 037): a file per step, made with
 * `wx`, which fails for every worker but the first. Steps are times, so an earlier run's files
 * only ever ask for a later step, never the same one.
 */
function claimStep(secret: string, from: number): number {
  const dir = join(tmpdir(), 'freight-e2e-totp');
  mkdirSync(dir, { recursive: true });
  const prefix = `${createHash('sha256').update(secret).digest('hex').slice(0, 16)}-`;
  const claimed = readdirSync(dir)
    .filter((name) => name.startsWith(prefix))
    .map((name) => Number(name.slice(prefix.length)));
  let step = Math.max(from, ...claimed.map((taken) => taken + 1));
  for (;;) {
    try {
      closeSync(openSync(join(dir, `${prefix}${step}`), 'wx'));
      return step;
    } catch {
      step += 1;
    }
  }
}

/**
 * A code of an operator's second factor (ADR 037) that no worker has used: each code is good once
 * and a refused one counts as a wrong login, so the workers share the steps through claims. The
 * server takes the step after its own too (a phone's clock a little ahead), so a login whose
 * current step is taken uses the next at once; only one further ahead waits, until its step is
 * the next one (at most 30 s, added to the test's budget). Two workers' logins seldom meet: when
 * they did, every second one waited for a step to pass, and both cores idled for it.
 */
export async function operatorTotpCode(secret: string): Promise<string> {
  const step = claimStep(secret, Math.floor(Date.now() / TOTP_STEP_MS));
  const wait = (step - 1) * TOTP_STEP_MS - Date.now() + 200;
  if (wait > 0) {
    // The wait is the second factor's, not the test's: its time is added to the test's budget.
    if (test.info().timeout > 0) test.info().setTimeout(test.info().timeout + wait);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  return generateSync({ secret, epoch: step * 30 });
}

/** Cookies (and origins' storage) of a logged-in client, as Playwright keeps them. */
export type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

/** The OPS-XSRF-TOKEN cookie `request` holds, for the header of an unsafe request. */
async function opsXsrf(request: APIRequestContext): Promise<string> {
  const { cookies } = await request.storageState();
  return cookies.find((cookie) => cookie.name === 'OPS-XSRF-TOKEN')?.value ?? '';
}

/**
 * Logs the demo admin in on `request` through the operator API, with its password and a code no
 * worker has used; `request` then holds the session's cookie and the session's XSRF token.
 */
async function logInDemoAdmin(request: APIRequestContext): Promise<void> {
  const { username, password, totpSecret } = operatorCredentials();
  // The first answer sets the XSRF cookie; the login sends it back and gets a session's own.
  await request.get('/ops/api/session');
  const attempt = async () =>
    request.post('/ops/api/session', {
      data: { username, password, code: await operatorTotpCode(totpSecret) },
      headers: { 'X-OPS-XSRF-TOKEN': await opsXsrf(request) },
    });
  let login = await attempt();
  // A code the other worker used a moment before: the next one.
  for (let tries = 1; tries < 3 && login.status() === 401; tries += 1) login = await attempt();
  expect(login.status(), await login.text()).toBe(200);
}

/**
 * A session unused for 30 minutes ends (apps/server/src/modules/operators/ops-api.ts, noted
 * every 5 minutes at most): a worker's session handed out last longer ago than this is replaced
 * by a new login rather than found ended in the middle of a test.
 */
const REUSE_WITHIN_MS = 20 * 60_000;

/** The demo admin's session of a worker (see `test`). */
export interface OperatorSession {
  /** The session's cookies: the session id and its OPS-XSRF-TOKEN. */
  state(): Promise<StorageState>;
}

/** The operator API as the demo admin: the steps people take in the console, by their API. */
export interface OperatorApi {
  get(path: string): Promise<unknown>;
  post(path: string, data: unknown): ReturnType<APIRequestContext['post']>;
}

/**
 * Playwright's `test` with the demo admin logged in once per worker (docs/decisions/037, its
 * addendum on browser tests): a login takes a 30-second step of the second factor of its own
 * (each code is good once), so a login per test queued the tests of both workers at one per 30 s.
 *
 * - `operatorSession` (worker): logs in through the API at its first use, with the password and
 *   a code, and keeps the cookies. Operators may hold several sessions, so the workers' sessions
 *   and a test's own login live side by side; one idle too long is replaced (REUSE_WITHIN_MS).
 * - `operator` (test): the operator API in that session, for a test that approves or publishes
 *   something as an operator would in the console.
 *
 * A test that ends the session (a logout), or changes the demo admin's password, second factor or
 * role, would end it for every later test of its worker: such a test logs in on its own.
 */
export const test = base.extend<{ operator: OperatorApi }, { operatorSession: OperatorSession }>({
  operatorSession: [
    async ({ playwright }, use, workerInfo) => {
      let state: StorageState | undefined;
      let handedOut = 0;
      await use({
        async state() {
          if (state === undefined || Date.now() - handedOut > REUSE_WITHIN_MS) {
            const request = await playwright.request.newContext({
              baseURL: workerInfo.project.use.baseURL,
            });
            try {
              await logInDemoAdmin(request);
              state = await request.storageState();
            } finally {
              await request.dispose();
            }
          }
          handedOut = Date.now();
          return state;
        },
      });
    },
    { scope: 'worker' },
  ],
  operator: async ({ playwright, baseURL, operatorSession }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      storageState: await operatorSession.state(),
    });
    await use({
      get: async (path) => (await request.get(`/ops/api${path}`)).json(),
      post: async (path, data) =>
        request.post(`/ops/api${path}`, {
          data,
          headers: { 'X-OPS-XSRF-TOKEN': await opsXsrf(request) },
        }),
    });
    await request.dispose();
  },
});

/**
 * The apps' native bridge as a page sees it (docs/design.md §4): `window.FYNative` records every message
 * in `window.__bridgeCalls` and answers each `{ ok: true }` shortly after. `bridgeCalls` reads them.
 */
export async function installFakeBridge(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    Object.assign(window, {
      __bridgeCalls: calls,
      FYNative: {
        postMessage(json: string) {
          const message = JSON.parse(json) as { callbackId: string };
          calls.push(message);
          setTimeout(() => {
            (
              window as unknown as { __fyNativeCallback: (id: string, r: unknown) => void }
            ).__fyNativeCallback(message.callbackId, { ok: true });
          }, 10);
        },
      },
    });
  });
}

/** The messages the page has sent the fake bridge so far. */
export function bridgeCalls(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as unknown as { __bridgeCalls: unknown[] }).__bridgeCalls);
}

/** Chinese a person reads or hears on the page, outside what is marked as Chinese. */
export function unmarkedChinese(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const han = /\p{Script=Han}+/gu;
    const marked = (element: Element) =>
      element.closest('[lang]:not(html)')?.getAttribute('lang')?.startsWith('zh') ?? false;
    const found: string[] = [...(document.title.match(han) ?? [])];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !parent.checkVisibility() || marked(parent)) continue;
      found.push(...(node.textContent?.match(han) ?? []));
    }
    for (const element of document.querySelectorAll('[alt], [aria-label], [title]')) {
      if (marked(element)) continue;
      for (const name of ['alt', 'aria-label', 'title']) {
        found.push(...(element.getAttribute(name)?.match(han) ?? []));
      }
    }
    return found;
  });
}

/**
 * Waits until every finite animation and transition on the page has ended (a red packet dropping
 * in, a message fading out, a button's colour under the pointer): colours are read at rest.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
}

/**
 * Serious or critical WCAG 2.1 A and AA findings of axe-core on the page as it is now, read once its
 * animations have ended; each names its elements and what axe measured (a contrast's colours and
 * ratio), so that a failure in CI says why without a rerun.
 */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  await animationsDone(page);
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) =>
            [node.target.join(' '), ...node.any.map((check) => check.message)].join(' – '),
          )
          .join(', ')}`,
    );
}

/**
 * Holds every request `url` matches (a weak 4G link, a script still on its way) until the returned
 * function is called; each then goes on to the server.
 */
export async function holdRequests(
  page: Page,
  url: Parameters<Page['route']>[0],
): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
