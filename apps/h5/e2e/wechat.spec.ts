import { decode } from '@freight/contract/cipher';
import { DEV_KEYS } from '@freight/contract/config-defaults';
import {
  ENCODE_HEADER,
  ENCODE_HEADER_VALUE,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@freight/contract/constants';
import { buildRequestBody } from '@freight/contract/form';
import { signUrl } from '@freight/contract/signing';
import { expect, type Page, type Request, test } from '@playwright/test';
import { USER_AGENTS } from '../src/lib/hosts/user-agents.fixture';

// WeChat in a real browser with WeChat's user agent, against the real server and its stand-ins.
//
// OAuth: the H5's route guard is covered by src/lib/wechat/needs-wechat.test.tsx (the real guard
// and route builder on a stand-in route table), and through the whole trip on the first mounted
// `needOasOpenId` pages (/oldInviteNew) by referral.spec.ts. Here the server's side runs for real:
// Chromium follows the authorize hop and the stand-in authorize page back to a real page
// (/customer/login) with a one-time code, and the code is exchanged by a call signed and
// encrypted with the contract's code (the functions the H5's request client uses), from the
// browser's own cookie jar. Nothing in the app is changed or exposed for the test.

const keys = {
  appKey: process.env.APP_KEY || DEV_KEYS.APP_KEY,
  appSecret: process.env.APP_SECRET || DEV_KEYS.APP_SECRET,
  encryptKey: process.env.ENCRYPT_KEY || DEV_KEYS.ENCRYPT_KEY,
};

const EXCHANGE = '/service/oms-service/api/wechat/oauth/exchange';
const WX_CONFIG = '/service/oms-service/api/conscribe/commen/getWXConfig';

function randomState(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64url');
}

/** A POST as the request client makes it: encrypted form body, signed URL, the XSRF pair. */
async function signedPost(page: Page, path: string, fields: Record<string, unknown>) {
  const { body } = buildRequestBody(fields, keys.encryptKey);
  const url = signUrl({ method: 'POST', url: path, body, ...keys, now: Date.now() });
  const xsrf = (await page.context().cookies()).find((c) => c.name === XSRF_COOKIE)?.value ?? '';
  const response = await page.request.post(url, {
    data: body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
      [ENCODE_HEADER]: ENCODE_HEADER_VALUE,
      [XSRF_HEADER]: xsrf,
      accept: 'application/json',
    },
  });
  return JSON.parse(decode(await response.text(), keys.encryptKey)) as {
    status: { code: number; msg: string };
    data: { openid: string; userType: number | null } | null;
  };
}

/** The page's own getWXConfig call: which URL it asked the server to sign. */
function signedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().includes(WX_CONFIG)) return;
    const encrypted = new URLSearchParams(request.postData() ?? '').get('encryptdata') ?? '';
    urls.push((JSON.parse(decode(encrypted, keys.encryptKey)) as { url: string }).url);
  });
  return urls;
}

/**
 * Opens the download page from a share link, waits for the JS-SDK to be configured for it, then
 * changes the query (as when the OAuth guard removes the code) and the route: the URLs the JS-SDK
 * was configured for so far, and the origin.
 */
async function openSharedThenMoveOn(page: Page) {
  const signed = signedUrls(page);
  await page.goto('/?from=share#/customer/download');
  const origin = new URL(page.url()).origin;
  await expect.poll(() => signed).toEqual([`${origin}/?from=share`]);
  await page.evaluate(() =>
    window.history.replaceState(window.history.state, '', '/?from=menu#/customer/download'),
  );
  await page.evaluate(() => {
    window.location.hash = '#/customer/login';
  });
  await expect(page).toHaveTitle('登录');
  return { signed, origin };
}

/** Through the authorize hop and the stand-in, back to the page with a code. */
async function authorize(page: Page, route: string) {
  const state = randomState();
  const origin = new URL(page.url()).origin;
  const redirectUri = `${origin}/#${route}`;
  await page.goto(
    `/wechat/oauth/authorize?redirect_uri=${encodeURIComponent(redirectUri)}&state=${state}`,
  );
  await expect(page).toHaveURL(/\?code=[\w-]{32}&state=/);
  const back = new URL(page.url());
  expect(back.hash).toBe(`#${route}`);
  expect(back.searchParams.get('state')).toBe(state);
  return { code: back.searchParams.get('code') as string, state };
}

test.describe('in WeChat on Android', () => {
  test.use({ userAgent: USER_AGENTS.androidWechat });

  test('the stand-in OAuth round trip ends on the same page, and the code works exactly once', async ({
    page,
  }) => {
    await page.goto('/#/customer/login');
    await expect(page).toHaveTitle('登录');
    const { code, state } = await authorize(page, '/customer/login');
    // The page behind the redirect is the real one.
    await expect(page.getByRole('heading', { name: '登录' }).first()).toBeVisible();

    const first = await signedPost(page, EXCHANGE, { code, state });
    expect(first.status.code).toBe(0);
    expect(first.data).toEqual({ openid: expect.stringMatching(/^o[\w-]{27}$/), userType: null });
    // Back, refresh, a second tab: WeChat's codes work once, and so do the stand-in's.
    const again = await signedPost(page, EXCHANGE, { code, state });
    expect(again).toEqual({
      status: { code: 1004, msg: '授权已失效，请重新进入页面' },
      data: null,
    });
    // A code exchanged with another state is refused too.
    const other = await authorize(page, '/customer/login');
    const forged = await signedPost(page, EXCHANGE, { code: other.code, state: randomState() });
    expect(forged.status.code).toBe(1004);
    // The same WeChat user (this browser) has the same openid on the next trip.
    const next = await signedPost(page, EXCHANGE, other);
    expect(next.data?.openid).toBe(first.data?.openid);
  });

  test('the authorize hop and the stand-in never send a code to another site', async ({ page }) => {
    const evil = encodeURIComponent('https://evil.example/#/x');
    const hop = await page.request.get(
      `/wechat/oauth/authorize?redirect_uri=${evil}&state=${randomState()}`,
      { maxRedirects: 0 },
    );
    expect(hop.status()).toBe(400);
    const standIn = await page.request.get(
      `/dev/wechat/authorize?appid=wx-embedded-stand-in&redirect_uri=${evil}&response_type=code&scope=snsapi_base&state=${randomState()}`,
      { maxRedirects: 0 },
    );
    expect(standIn.status()).toBe(400);
  });

  test('share: the JS-SDK is configured for the current URL, again when it changes', async ({
    page,
  }) => {
    const { signed, origin } = await openSharedThenMoveOn(page);
    await expect.poll(() => signed).toEqual([`${origin}/?from=share`, `${origin}/?from=menu`]);
  });
});

test.describe('in WeChat on iOS', () => {
  test.use({ userAgent: USER_AGENTS.iosWechat });

  test('share: the JS-SDK is configured for the entry URL, whatever the address bar says later', async ({
    page,
  }) => {
    const { signed, origin } = await openSharedThenMoveOn(page);
    await page.waitForTimeout(500);
    expect(signed).toEqual([`${origin}/?from=share`]);
  });
});

test.describe('in the WeChat mini-program web-view', () => {
  test.use({ userAgent: USER_AGENTS.androidMiniProgram });

  test('no JS-SDK share setup (the mini-program shares)', async ({ page }) => {
    const signed = signedUrls(page);
    await page.goto('/#/customer/download');
    await expect(page).toHaveTitle(/下载/);
    await page.waitForTimeout(1500);
    expect(signed).toEqual([]);
  });
});
