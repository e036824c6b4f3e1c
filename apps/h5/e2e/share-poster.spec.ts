import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { HOSTS, seriousAxeFindings } from './support';

// The share poster in Chromium (issue 13, docs/decisions/017): the real canvas draws it, the
// QR code read back from the shown <img> decodes to the exact invite link, and each host gets its
// way to keep it. No route mounts the poster yet, so Vite's dev server serves it alone
// (e2e/harness); the rest of the suite runs against the production build.

const INVITE_URL =
  'https://h5.example.com/#/driver-invite-driver/index?token=AbC7xK2mQ9pL4vR8sT1wY6zN3bD5fG0hJ&type=3';

let server: ViteDevServer;
let base = '';

test.beforeAll(async () => {
  server = await createServer({
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    root: fileURLToPath(new URL('..', import.meta.url)),
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('no dev server address');
  base = `http://127.0.0.1:${address.port}`;
});

test.afterAll(async () => {
  await server?.close();
});

function harness(query: Record<string, string>) {
  const params = new URLSearchParams({
    url: INVITE_URL,
    title: '邀请司机注册，双方各得20福豆',
    caption: '微信扫码，注册认证后领取新人礼包',
    name: '张三丰',
    mobile: '13812348000',
    ...query,
  });
  return `${base}/e2e/harness/share-poster.html?${params}`;
}

const decodeShownPoster = () =>
  (window as unknown as { decodeShownPoster: () => Promise<string | null> }).decodeShownPoster();

test.describe('in WeChat', () => {
  test.use({ userAgent: HOSTS.wechat });

  test('the poster image decodes to the invite link and asks for a long press', async ({
    page,
  }, testInfo) => {
    await page.goto(harness({}));
    const poster = page.getByRole('img', { name: /的邀请二维码/ });
    await expect(poster).toBeVisible();
    await expect(poster).toHaveAttribute('src', /^data:image\/png;base64,/);
    expect(await page.evaluate(decodeShownPoster)).toBe(INVITE_URL);
    await expect(page.getByText('长按上方海报，保存到手机相册后分享给好友')).toBeVisible();
    await expect(page.getByRole('button')).toHaveCount(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('share-poster-wechat.png'), fullPage: true });
  });
});

test.describe('in the driver app', () => {
  test.use({ userAgent: HOSTS.driverApp });

  test('saves the poster through the bridge, and says when the app refuses', async ({
    page,
  }, testInfo) => {
    await page.addInitScript(() => {
      const calls: { action: string; params: { url: string } }[] = [];
      Object.assign(window, {
        __bridgeCalls: calls,
        FYNative: {
          postMessage(json: string) {
            const message = JSON.parse(json) as (typeof calls)[number] & { callbackId: string };
            calls.push(message);
            const answer = calls.length === 1 ? { error: 'album permission denied' } : { ok: true };
            setTimeout(() => {
              (
                window as unknown as { __fyNativeCallback: (id: string, r: unknown) => void }
              ).__fyNativeCallback(message.callbackId, answer);
            }, 10);
          },
        },
      });
    });
    await page.goto(harness({ art: 'none' }));
    const save = page.getByRole('button', { name: '保存到相册' });
    await save.click();
    await expect(page.getByRole('alert')).toHaveText('图片没有保存，请允许App访问相册后重试');
    await page.screenshot({
      path: testInfo.outputPath('share-poster-app-refused.png'),
      fullPage: true,
    });
    await save.click();
    await expect(page.getByText('已保存到相册，快去分享吧')).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
    const calls = await page.evaluate(
      () =>
        (window as unknown as { __bridgeCalls: { action: string; params: { url: string } }[] })
          .__bridgeCalls,
    );
    expect(calls.map((call) => call.action)).toEqual(['saveImage', 'saveImage']);
    const shown = await page.getByRole('img').getAttribute('src');
    expect(calls[1]?.params.url).toBe(shown);
    // What the app saved is the poster itself: its QR code decodes too.
    expect(await page.evaluate(decodeShownPoster)).toBe(INVITE_URL);
  });
});

test.describe('in a browser, in English, elder mode', () => {
  test.use({ userAgent: HOSTS.plain });

  test('offers a download link that fits at 200 % text', async ({ page }, testInfo) => {
    await page.goto(harness({ lang: 'en', elder: '1', name: 'Li Lei' }));
    const link = page.getByRole('link', { name: 'Download the poster' });
    await expect(link).toHaveAttribute('download', 'invite.png');
    expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(60);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 667 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    }
    await page.setViewportSize({ width: 375, height: 667 });
    expect(await page.evaluate(decodeShownPoster)).toBe(INVITE_URL);
    await page.screenshot({
      path: testInfo.outputPath('share-poster-browser.png'),
      fullPage: true,
    });
  });
});
