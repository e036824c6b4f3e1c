import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { idCardCheckChar } from '@freight/contract/rules/id-card';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { startTestServer } from '../../../scripts/serve-for-tests.mjs';
import { startTestS3, type TestS3 } from '../../server/test/helpers/s3-server';
import { startTencentSmsStandIn, type SmsStandIn } from '../../server/test/helpers/sms-standins';
import { HOSTS, operatorTotpCode, screenshotPath } from './support';

// Going live, as production runs (README "Production"): NODE_ENV=production, the H5 built with
// keys of its own (not the development ones), login codes through Tencent Cloud SMS (a stand-in
// that checks the TC3 signature, apps/server/test/helpers/sms-standins.ts) and photos in a private
// bucket of a real S3 server (apps/server/test/helpers/s3-server.ts). A new driver logs in with
// the code the provider delivered, uploads the four photos straight to the bucket and submits;
// an operator made with the production script reviews them in the console, where the photos come
// from the bucket through links that expire. Session cookies are `__Host-`/`__Secure-` as behind
// TLS: Chromium keeps Secure cookies of a loopback origin, as it does on https.

const KEYS = {
  APP_KEY: 'e2e-production-app-key',
  APP_SECRET: 'e2e-production-app-secret-0123456789',
  ENCRYPT_KEY: '5c'.repeat(32),
  PII_KEY: 'a7'.repeat(32),
};
const TENCENT = {
  TENCENT_SECRET_ID: 'AKIDe2eProductionStandIn0001',
  TENCENT_SECRET_KEY: 'e2e-production-tencent-secret-key-01',
  TENCENT_SMS_SDK_APP_ID: '1400000001',
  TENCENT_SMS_SIGN_NAME: '货运平台',
  TENCENT_SMS_TEMPLATE_LOGIN_SHIPPER: '100001',
  TENCENT_SMS_TEMPLATE_LOGIN_DRIVER: '100003',
  TENCENT_SMS_TEMPLATE_NOTICE: '100009',
};
const root = fileURLToPath(new URL('../../..', import.meta.url));
const REVIEWER = { username: 'reviewer-e2e', password: 'e2e-reviewer-password-2026' };
const DRIVER_MOBILE = '13700000061';

test.use({ userAgent: HOSTS.driverApp });
test.describe.configure({ mode: 'serial' });

let s3: TestS3;
let sms: SmsStandIn;
let server: Awaited<ReturnType<typeof startTestServer>>;
let h5Dist: string;
let dataDir: string;

test.beforeAll(async () => {
  // Building the H5 with its own keys and starting four processes takes a while on two cores.
  test.setTimeout(240_000);
  h5Dist = mkdtempSync(join(tmpdir(), 'freight-h5-production-'));
  dataDir = mkdtempSync(join(tmpdir(), 'freight-data-production-'));
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', h5Dist, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: join(root, 'apps/h5'), env: { ...process.env, ...KEYS }, encoding: 'utf8' },
  );
  expect(built.status, built.stderr).toBe(0);

  sms = await startTencentSmsStandIn({
    secretId: TENCENT.TENCENT_SECRET_ID,
    secretKey: TENCENT.TENCENT_SECRET_KEY,
    sdkAppId: TENCENT.TENCENT_SMS_SDK_APP_ID,
    signName: TENCENT.TENCENT_SMS_SIGN_NAME,
    templateIds: [
      TENCENT.TENCENT_SMS_TEMPLATE_LOGIN_SHIPPER,
      TENCENT.TENCENT_SMS_TEMPLATE_LOGIN_DRIVER,
      TENCENT.TENCENT_SMS_TEMPLATE_NOTICE,
    ],
  });
  // The bucket lets any origin upload: the server's port is not known yet.
  s3 = await startTestS3();
  const env = {
    ...KEYS,
    ...TENCENT,
    ...s3.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    H5_DIST: h5Dist,
    SMS_PROVIDER: 'tencent',
    SMS_ENDPOINT: sms.url,
    UPLOAD_STORAGE: 's3',
    ANALYTICS_COLLECTOR: 'embedded',
    LOG_LEVEL: 'warn',
  };
  // The first operator, made as README says, before the server holds the embedded database.
  const made = spawnSync(
    'npx',
    ['tsx', 'apps/server/scripts/create-operator.ts', REVIEWER.username, 'operator'],
    {
      cwd: root,
      env: { ...process.env, ...env, OPERATOR_PASSWORD: REVIEWER.password },
      encoding: 'utf8',
    },
  );
  expect(made.status, made.stderr).toBe(0);
  server = await startTestServer(env);
});

test.afterAll(async () => {
  await server?.stop();
  await sms?.close();
  await s3?.close();
  rmSync(h5Dist, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

/** The code Tencent delivered to `mobile` last (the stand-in keeps what it accepted). */
function deliveredCode(mobile: string): string {
  const code = sms.latestCode(mobile);
  if (!code) throw new Error(`no code delivered to ${mobile}`);
  return code;
}

/** A camera photo (a small JPEG the page prepares again before upload). */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function addPhoto(page: Page, label: string) {
  await page
    .getByLabel(label, { exact: true })
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(page.getByRole('img', { name: label })).toBeVisible();
}

async function reviewerPage(browser: Browser) {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1366, height: 900 },
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  await page.goto('/ops/');
  await page.getByLabel('用户名').fill(REVIEWER.username);
  await page.getByLabel('密码').fill(REVIEWER.password);
  await page.getByRole('button', { name: '登录' }).click();
  // Production requires an operator's second factor (ADR 037): the first login enrols it, with a
  // code of the secret the screen shows, then shows the recovery codes once.
  await page.getByRole('button', { name: '开始设置' }).click();
  // Scanned as a QR code of the otpauth:// link, or typed in from the key beside it.
  await expect(page.getByRole('img', { name: '添加到身份验证器的二维码' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('ops-second-factor.png') });
  const secret = (await page.getByTestId('totp-secret').textContent())?.replace(/\s+/g, '') ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('验证码').fill(await operatorTotpCode(secret));
  await page.getByRole('button', { name: '确认' }).click();
  await expect(page.getByTestId('recovery-codes')).toBeVisible();
  await page.getByRole('button', { name: '我已保存，进入后台' }).click();
  await expect(page.getByTestId('operator')).toContainText(REVIEWER.username);
  return { page, context };
}

test('a new driver logs in with a code from Tencent SMS, uploads photos to the bucket, and the reviewer sees them by links that expire', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const storeCalls = () => s3.requests.filter((r) => r.method === 'PUT').length;
  const serverUploads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/uploads/')) serverUploads.push(request.url());
  });

  await page.goto(`${server.url}/#/driver/auth`);
  await expect(page.getByRole('heading', { name: '请先登录司机账号' })).toBeVisible();
  await page.getByLabel('手机号').fill(DRIVER_MOBILE);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText(`验证码已发送至 137****0061`)).toBeVisible();
  await page.getByLabel('验证码').fill(deliveredCode(DRIVER_MOBILE));
  await page.getByLabel(/我已阅读并同意/).check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('heading', { name: '司机认证' })).toBeVisible();
  // The session is the production cookie, kept on loopback as behind TLS. Chromium stores a
  // cookie of a fetch's answer apart from handing the answer to the page: asked until it is there.
  await expect
    .poll(async () => {
      const cookies = await page.context().cookies();
      return cookies.find((c) => c.name.startsWith('__Host-'))?.secure;
    })
    .toBe(true);

  const id17 = '11010519800101045';
  await page.getByLabel('真实姓名').fill('钱师傅');
  await page.getByLabel('身份证号').fill(id17 + (idCardCheckChar(id17) ?? '0'));
  await addPhoto(page, '身份证人像面');
  await addPhoto(page, '身份证国徽面');
  await page.getByRole('button', { name: '保存，下一步' }).click();
  await addPhoto(page, '驾驶证');
  await page.getByLabel('准驾车型').selectOption('A2');
  await page.getByLabel('驾驶证有效期至').fill('2031-06-30');
  await page.getByRole('button', { name: '保存，下一步' }).click();
  await addPhoto(page, '行驶证');
  await page.getByLabel('车牌号').fill('沪B61234');
  await page.getByLabel('车型').selectOption({ label: '高栏' });
  await page.getByLabel('车长（米）').fill('9.6');
  await page.getByLabel('载重（吨）').fill('18');
  await page.getByLabel('行驶证有效期至').fill('2030-12-31');
  await page.getByRole('button', { name: '保存，下一步' }).click();
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByRole('heading', { name: '资料已提交，审核中' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('production-driver-submitted.png') });
  // Four photos went straight to the bucket; none through this server.
  expect(storeCalls()).toBeGreaterThanOrEqual(4);
  expect(serverUploads).toEqual([]);

  const { page: console_, context } = await reviewerPage(browser);
  await console_.getByRole('menuitem', { name: '司机认证审核' }).click();
  await console_
    .getByRole('row')
    .filter({ hasText: '钱师傅' })
    .getByRole('link', { name: /审核/ })
    .click();
  const photo = console_.getByRole('img', { name: '身份证人像面' }).first();
  await expect(photo).toBeVisible();
  // Loaded from the bucket, through a presigned link.
  const src = (await photo.getAttribute('src')) ?? '';
  expect(new URL(src).origin).toBe(s3.endpoint);
  expect(new URL(src).searchParams.get('X-Amz-Expires')).toBe('600');
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await console_.screenshot({ path: screenshotPath('production-review.png'), fullPage: true });
  expect((await fetch(src)).status).toBe(200);
  // The bucket itself answers nobody without a signature, and the link dies with its minutes.
  const bare = new URL(src);
  bare.search = '';
  expect((await fetch(bare)).status).toBe(403);
  s3.advance(11 * 60_000);
  try {
    const expired = await fetch(src);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');
  } finally {
    s3.advance(-11 * 60_000);
  }
  await context.close();
});
