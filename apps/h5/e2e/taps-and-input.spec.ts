import { expect, type Page, test } from '@playwright/test';
import {
  addPhoto,
  codeFromOutbox,
  HOSTS,
  loseAnswers,
  mobileForAttempt,
  screenshotPath,
} from './support';

// What people do every day on the forms of the first pages: tap twice, type on a Chinese keyboard,
// lose the connection, retry a photo, wait for a slow link. Each breaks nothing and says what to do.

test.use({ userAgent: HOSTS.plain });
// Each number that is sent a code is mobileForAttempt's (support.ts): a retry under the first
// attempt's number would meet the code it was sent a minute ago. The masked number reads the same.

/** Counts the requests whose URL contains `part`. */
function countRequests(page: Page, part: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes(part)) count += 1;
  });
  return () => count;
}

test('a double tap on 获取验证码 sends one code and starts the countdown, with no error', async ({
  page,
}) => {
  const sent = countRequests(page, '/api/auth/sms/send');
  await page.goto('/#/customer/login');
  const mobile = mobileForAttempt('13600000081');
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).dblclick();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeVisible();
  await expect(page.getByText('验证码已发送至 136****0081')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(sent()).toBe(1);
});

test('a login form reloaded after the code went out still says where it went and counts down; a number put right can have its own', async ({
  page,
}) => {
  const sent = countRequests(page, '/api/auth/sms/send');
  await page.goto('/#/customer/login');
  const mobile = mobileForAttempt('13600000072');
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送至 136****0072')).toBeVisible();
  // The web-view is reloaded from the background: the number, where the code went, the countdown.
  await page.reload();
  await expect(page.getByLabel('手机号')).toHaveValue(mobile);
  await expect(page.getByText('验证码已发送至 136****0072')).toBeVisible();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  // A typo put right: the other number is not waiting for that code.
  const other = mobileForAttempt('13600000073');
  await page.getByLabel('手机号').fill(other);
  await expect(page.getByText('验证码已发送至 136****0072')).toHaveCount(0);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送至 136****0073')).toBeVisible();
  expect(sent()).toBe(2);
});

test('a refused 获取验证码 counts down the wait the server gave, then works again', async ({
  page,
}) => {
  // The first ask meets a limit (as behind a busy address); the server says: three seconds.
  let refuseNext = true;
  await page.route(/\/api\/auth\/sms\/send/, async (route) => {
    if (!refuseNext) return route.continue();
    refuseNext = false;
    return route.fulfill({
      status: 429,
      headers: { 'Retry-After': '3', 'Cache-Control': 'no-store' },
      contentType: 'application/json',
      body: JSON.stringify({
        status: { code: 4290, msg: '操作太频繁，请 3 秒后再试' },
        data: { retryAfterSeconds: 3 },
      }),
    });
  });
  const sent = countRequests(page, '/api/auth/sms/send');
  await page.goto('/#/customer/login');
  const mobile = mobileForAttempt('13600000087');
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  const waiting = page.getByRole('button', { name: /^\d 秒后重发$/ });
  await expect(waiting).toBeDisabled();
  await expect(page.getByText('操作太频繁，请稍后再试')).toHaveCount(0);
  // A live countdown: it goes down while the button stays disabled.
  await expect(page.getByRole('button', { name: /^[12] 秒后重发$/ })).toBeDisabled();
  // At the end of the wait the button is usable again, and the code goes out.
  const ask = page.getByRole('button', { name: '获取验证码' });
  await expect(ask).toBeEnabled({ timeout: 5000 });
  await ask.click();
  await expect(page.getByText('验证码已发送至 136****0087')).toBeVisible();
  expect(sent()).toBe(2);
});

test('in English, the real limit of one code a minute per number counts down in English', async ({
  page: first,
  context,
}) => {
  await first.goto('/#/customer/login?lang=en');
  const mobile = mobileForAttempt('13600000088');
  await first.getByLabel('Mobile number').fill(mobile);
  await first.getByRole('button', { name: 'Get code' }).click();
  await expect(first.getByText('Code sent to 136****0088')).toBeVisible();
  // The page is opened in another tab (which does not know of the code, so no countdown) and the
  // number asked for at once: the server's own limit answers, and the button counts it down.
  const page = await context.newPage();
  await page.goto('/#/customer/login?lang=en');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Get code' }).click();
  const waiting = page.getByRole('button', { name: /^Resend in \d+ s$/ });
  await expect(waiting).toBeDisabled();
  const seconds = Number((await waiting.textContent())?.match(/\d+/)?.[0]);
  expect(seconds).toBeGreaterThan(50);
  expect(seconds).toBeLessThanOrEqual(60);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a double tap on 提交注册 registers once and shows the one result', async ({ page }) => {
  const submitted = countRequests(page, '/api/recruit/lead/submit');
  await page.goto('/#/sem/driver-register');
  await page.getByLabel('姓名').fill('赵师傅');
  const mobile = mobileForAttempt('13600000082');
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  // The outbox has the code once the page says it was sent (a busy machine answers late).
  await expect(page.getByText('验证码已发送至 136****0082')).toBeVisible();
  await page.getByLabel('验证码').fill(await codeFromOutbox(page, mobile));
  await page.getByLabel('省份').selectOption({ label: '江苏省' });
  await page.getByLabel('城市').selectOption({ label: '苏州市' });
  await page.getByLabel('车型').selectOption({ label: '高栏' });
  await page.getByLabel('车长（米）').selectOption('9.6');
  await page.getByLabel(/我已阅读并同意/).check();
  await page.getByRole('button', { name: '提交注册' }).dblclick();
  await expect(page.getByRole('heading', { name: '提交成功' })).toBeVisible();
  await expect(page.getByText('验证码已失效')).toHaveCount(0);
  expect(submitted()).toBe(1);
});

test('a sign-up whose answer was lost is sent again after a reload and is the one sign-up, not a dead code', async ({
  page,
}) => {
  const submitted = countRequests(page, '/api/recruit/lead/submit');
  await page.goto('/#/sem/driver-register');
  await page.getByLabel('姓名').fill('周师傅');
  const mobile = mobileForAttempt('13600000451');
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送至 136****0451')).toBeVisible();
  const code = await codeFromOutbox(page, mobile);
  await page.getByLabel('验证码').fill(code);
  await page.getByLabel('省份').selectOption({ label: '江苏省' });
  await page.getByLabel('城市').selectOption({ label: '苏州市' });
  await page.getByLabel('车型').selectOption({ label: '高栏' });
  await page.getByLabel('车长（米）').selectOption('9.6');
  await page.getByLabel(/我已阅读并同意/).check();
  // The sign-up reaches the server, which uses up the code, but its answer is lost (a tunnel), and
  // so is the answer to the page's own second try with the same request id.
  const answersBack = await loseAnswers(page, '/api/recruit/lead/submit');
  await page.getByRole('button', { name: '提交注册' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await answersBack();
  // The driver reloads: what was typed is there but the code and the tick; the same code again.
  await page.reload();
  await expect(page.getByLabel('姓名')).toHaveValue('周师傅');
  await expect(page.getByLabel('手机号')).toHaveValue(mobile);
  await expect(page.getByLabel('城市')).toHaveValue('320500');
  await expect(page.getByLabel('车长（米）')).toHaveValue('9.6');
  await expect(page.getByLabel('验证码')).toHaveValue('');
  await page.getByLabel('验证码').fill(code);
  await page.getByLabel(/我已阅读并同意/).check();
  await page.getByRole('button', { name: '提交注册' }).click();
  await expect(page.getByRole('heading', { name: '提交成功' })).toBeVisible();
  await expect(page.getByText('验证码已失效')).toHaveCount(0);
  expect(submitted()).toBe(3);
  // Sent, the form and its key are forgotten by the tab.
  const kept = await page.evaluate(() =>
    Object.keys(sessionStorage).filter((key) => key.includes('register')),
  );
  expect(kept).toEqual([]);
});

test('a log-in whose answer was lost logs in with the same code after a reload', async ({
  page,
}) => {
  await page.goto('/#/customer/login');
  const mobile = mobileForAttempt('13600000452');
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送至 136****0452')).toBeVisible();
  const code = await codeFromOutbox(page, mobile);
  await page.getByLabel('验证码').fill(code);
  await page.getByLabel(/我已阅读并同意/).check();
  const answersBack = await loseAnswers(page, '/api/auth/sms/login');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await answersBack();
  await page.reload();
  await expect(page.getByLabel('手机号')).toHaveValue(mobile);
  await page.getByLabel('验证码').fill(code);
  await page.getByLabel(/我已阅读并同意/).check();
  await page.getByRole('button', { name: '登录' }).click();
  // New as the first send made the account, on the number typed before the reload.
  await expect(page.getByRole('heading', { name: '注册成功' })).toBeVisible();
  await expect(page.getByText('136****0452')).toBeVisible();
  await expect(page.getByText('验证码已失效')).toHaveCount(0);
});

test('full-width digits, spaces and dashes in a mobile number are kept as the number; letters are named', async ({
  page,
}) => {
  await page.goto('/#/customer/login');
  const mobile = page.getByLabel('手机号');
  await mobile.fill('１３６ ０００-０００８３');
  await expect(mobile).toHaveValue('13600000083');
  await mobile.fill('136abc');
  await expect(mobile).toHaveValue('136');
  await expect(page.getByRole('status').filter({ hasText: '这里不能输入“ABC”' })).toBeVisible();
});

test('a number pasted or typed with +86 is kept as its 11 digits, and its + is not called refused', async ({
  page,
}) => {
  await page.goto('/#/customer/login');
  const mobile = page.getByLabel('手机号');
  // What a contact card or a signature holds: longer than the 13 characters the field once allowed.
  await mobile.fill('+86 138-0000-0771');
  await expect(mobile).toHaveValue('13800000771');
  await mobile.fill('');
  await mobile.pressSequentially('+8613800000772');
  await expect(mobile).toHaveValue('13800000772');
  await expect(page.getByText(/这里不能输入/)).toHaveCount(0);
});

test('a tap while offline says at once that there is no connection', async ({ page, context }) => {
  await page.goto('/#/customer/login');
  const mobile = mobileForAttempt('13600000084');
  await page.getByLabel('手机号').fill(mobile);
  await context.setOffline(true);
  const started = Date.now();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('alert')).toContainText('手机没有连接网络');
  expect(Date.now() - started).toBeLessThan(3000);
  await context.setOffline(false);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送至 136****0084')).toBeVisible();
});

test('what was typed on an ad sign-up survives the city arriving late on a slow connection', async ({
  page,
}) => {
  // The offline city list (its chunk names Suzhou's code) arrives two seconds late.
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('320500')) await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.fulfill({ response, body });
  });
  await page.goto('/#/adlaunch/register/driver/blue/%E8%8B%8F%E5%B7%9E');
  await page.getByLabel('姓名').fill('钱师傅');
  await page.getByLabel('手机号').fill('13600000085');
  await expect(page.getByText('苏州司机专享')).toBeVisible();
  await expect(page.getByLabel('城市')).toHaveValue('320500');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await expect(page.getByLabel('姓名')).toHaveValue('钱师傅');
  await expect(page.getByLabel('手机号')).toHaveValue('13600000085');
});

test('a city list that cannot load on a weak link says so with a retry, and the retry brings it', async ({
  page,
}) => {
  // The offline city list's chunk (it names Suzhou's code) is lost on the way until the retry.
  let lose = true;
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (lose && body.includes('320500')) return route.abort('connectionreset');
    return route.fulfill({ response, body });
  });
  await page.goto('/#/adlaunch/register/driver/blue/%E8%8B%8F%E5%B7%9E');
  await page.getByLabel('姓名').fill('钱师傅');
  const retry = page.getByRole('button', { name: '重试' });
  await expect(retry).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('操作没有成功，请稍后重试');
  await page.screenshot({ path: screenshotPath('city-list-lost.png'), fullPage: true });
  lose = false;
  await retry.click();
  await expect(page.getByLabel('省份')).toBeEnabled();
  // Chunks still on the way when the page closes must not fail the handler (a disposed response).
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.getByLabel('省份').selectOption({ label: '江苏省' });
  await page.getByLabel('城市').selectOption({ label: '苏州市' });
  await expect(page.getByLabel('姓名')).toHaveValue('钱师傅');
});

test.describe('in the driver app', () => {
  test.use({ userAgent: HOSTS.driverApp });

  test('repeated taps on a bridge action send one message until the app answers', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const calls: { callbackId: string }[] = [];
      Object.assign(window, {
        __bridgeCalls: calls,
        // A slow, old phone: the app answers when the test says so, not on a timer, so a busy
        // machine that spreads the taps over seconds cannot make the answer arrive between them.
        __answerBridge() {
          const message = calls.at(-1);
          if (!message) throw new Error('no bridge message to answer');
          (
            window as unknown as { __fyNativeCallback: (id: string, r: unknown) => void }
          ).__fyNativeCallback(message.callbackId, { ok: true });
        },
        FYNative: {
          postMessage(json: string) {
            calls.push(JSON.parse(json) as { callbackId: string });
          },
        },
      });
    });
    await page.goto('/#/driver/noviceGuide');
    const action = page.getByRole('button', { name: '去完成司机认证' });
    await action.click();
    await expect(action).toHaveAttribute('aria-busy', 'true');
    await action.click({ force: true });
    await action.click({ force: true });
    const calls = () =>
      page.evaluate(() => (window as unknown as { __bridgeCalls: unknown[] }).__bridgeCalls.length);
    expect(await calls()).toBe(1);
    await page.evaluate(() =>
      (window as unknown as { __answerBridge: () => void }).__answerBridge(),
    );
    await expect(action).toHaveAttribute('aria-busy', 'false');
    expect(await calls()).toBe(1);
    await action.click();
    await expect.poll(calls).toBe(2);
  });

  test('a photo whose upload failed is sent again with the same photo', async ({ page }) => {
    let failNext = true;
    await page.route(/\/service\/third-service\/upload/, async (route) => {
      if (failNext) {
        failNext = false;
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });
    await page.goto('/#/driver/auth');
    const mobile = mobileForAttempt('13600000086');
    await page.getByLabel('手机号').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    // The outbox has the code once the page says it was sent (a busy machine answers late).
    await expect(page.getByText('验证码已发送至 136****0086')).toBeVisible();
    await page.getByLabel('验证码').fill(await codeFromOutbox(page, mobile));
    await page.getByLabel(/我已阅读并同意/).check();
    await page.getByRole('button', { name: '登录', exact: true }).click();
    const photo = page.getByLabel('身份证人像面', { exact: true });
    await photo.setInputFiles({
      name: 'id.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await expect(page.getByRole('alert').filter({ hasText: '照片上传失败' })).toBeVisible();
    await page.getByRole('button', { name: '重新上传这张照片' }).click();
    await expect(page.getByRole('img', { name: '身份证人像面' })).toBeVisible();
    // And the same file chosen again is a new attempt too (the input was emptied).
    await addPhoto(page, '身份证人像面');
  });
});

test('the login and sign-up forms at 200 % text and in English: wrapped, never cut or sideways', async ({
  page,
}) => {
  const forms = [
    ['/#/customer/login', 'login-200.png', '获取验证码'],
    ['/#/sem/driver-register', 'register-driver-200.png', '获取验证码'],
    ['/#/sem/customer-register?lang=en', 'register-shipper-en-200.png', 'Get code'],
  ] as const;
  for (const [url, shot, getCode] of forms) {
    await page.goto(url);
    // Only the hash changed: the language a link asks for applies when the page loads.
    await page.reload();
    await expect(page.getByRole('button', { name: getCode, exact: true })).toBeVisible();
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, url).toBeLessThanOrEqual(0);
    const button = await page.getByRole('button', { name: /获取验证码|Get code/ }).boundingBox();
    expect((button?.x ?? 0) + (button?.width ?? 0), url).toBeLessThanOrEqual(375);
    await page.screenshot({ path: screenshotPath(shot), fullPage: true });
  }
});
