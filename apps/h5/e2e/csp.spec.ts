import { expect, type Page, test } from '@playwright/test';
import { HOSTS } from './support';

// The enforced Content Security Policy against the real pages: visiting the main page groups
// produces no violation report, and a script injected into the page (as a reflected value would
// be) does not run.

test.use({ userAgent: HOSTS.plain });

interface Report {
  violatedDirective: string;
  blockedUri: string;
  documentUri: string;
}

async function reportsFrom(page: Page): Promise<Report[]> {
  return ((await (await page.request.get('/dev/csp-reports')).json()) as { reports: Report[] })
    .reports;
}

test('the pages produce no Content Security Policy violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // Reports name their document: this one's own query tells them from other tests' (which may run
  // at the same time against the same server, some injecting markup on purpose).
  const document = `/?csp-check=${Date.now().toString(36)}`;
  await page.goto(document);
  await expect(page.getByRole('button', { name: '下载安卓版' })).toBeVisible();
  for (const path of [
    '/sem/driver-register',
    '/customer/login',
    '/driver/noviceGuide',
    '/agent/contract',
    '/no/such/page',
  ]) {
    await page.goto(`${document}#${path}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  // Reports are sent after the page settles; give them a moment to arrive.
  await page.waitForTimeout(1500);
  expect(violations).toEqual([]);
  expect((await reportsFrom(page)).filter((r) => r.documentUri.includes(document))).toEqual([]);
});

test('the enforced policy stops an injected inline script and an inline handler', async ({
  page,
}) => {
  // Marked in the URL, so the other test can leave this one's (expected) reports aside.
  const response = await page.goto('/?csp-probe=1');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('button', { name: '下载安卓版' })).toBeVisible();
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { __injected?: boolean };
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    const img = document.createElement('img');
    img.setAttribute('onerror', 'window.__injected = true');
    img.src = 'data:,not-an-image';
    document.body.append(img);
    await new Promise((resolve) => setTimeout(resolve, 300));
    return w.__injected === true;
  });
  expect(ran).toBe(false);
  // The blocked script is reported (and stored) under the enforced policy too.
  await expect
    .poll(async () =>
      (await reportsFrom(page))
        .filter((r) => r.documentUri.includes('csp-probe'))
        .map((r) => r.violatedDirective)
        .sort(),
    )
    .toEqual(['script-src-attr', 'script-src-elem']);
});
