import { expect, type Page, test } from '@playwright/test';
import { HOSTS, screenshotPath } from './support';

// What the server answers reads in English on an English page (issue 12): the app centre's names
// and release notes, the drivers' group names. The only Chinese left is a proper name the user
// needs in Chinese, shown as such: the name an app store lists the app under, the name a group
// has in WeChat. Agreements stay Chinese (their pages say so) and are not visited here.

test.use({ userAgent: HOSTS.plain });

/** The Chinese names an English page may show, each beside its English name. */
const ALLOWED_CHINESE = [
  // Store names (apps/server/src/modules/app-center/seed.ts).
  '货运平台货主版',
  '货运平台司机版',
  '专运达',
  '货运经纪人',
  '运力伙伴',
  // WeChat group names (apps/server/src/modules/wechat-groups/seed.ts).
  '全国司机交流群',
  '江苏司机交流群',
  '苏州司机交流群',
];

const HAN = /\p{Script=Han}+/gu;

/** Everything on the page a person can read or hear: visible text, title, labels, alt texts. */
async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[alt], [aria-label], [title]')].flatMap(
      (element) => ['alt', 'aria-label', 'title'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });
}

/** The Chinese on the page outside the allow-list (an empty list is a pass). */
async function unexpectedChinese(page: Page): Promise<string[]> {
  let text = await readableText(page);
  for (const name of ALLOWED_CHINESE) text = text.replaceAll(name, '');
  return text.match(HAN) ?? [];
}

const DOWNLOAD_PAGES = [
  { path: '/customer/download', name: 'Freight for shippers', store: '货运平台货主版' },
  { path: '/driver/download', name: 'Freight for drivers', store: '货运平台司机版' },
  { path: '/driver/jjdetail', name: 'Fleet partner', store: '运力伙伴' },
  { path: '/driver/jjdownload', name: 'Fleet partner', store: '运力伙伴' },
  { path: '/zyd/download', name: 'ZYD dedicated lines', store: '专运达' },
  { path: '/broker/download', name: 'Freight broker', store: '货运经纪人' },
  // An ad's page, with the city from its link.
  {
    path: `/adlaunch/download/blue/driver/${encodeURIComponent('苏州市')}`,
    name: 'Freight for drivers',
    store: '货运平台司机版',
  },
];

for (const { path, name, store } of DOWNLOAD_PAGES) {
  test(`${path} reads in English, with the name the app stores list`, async ({ page }) => {
    await page.goto(`/#${path}?lang=en`);
    // The answer has arrived: the store name is there and so are the release notes.
    await expect(page.getByText(`Name in app stores: ${store}`)).toBeVisible();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What is new' })).toBeVisible();
    await expect(page.locator('.fy-download__notes li').first()).toBeVisible();
    // A city reads in Chinese until the English place names (a chunk of their own) have come.
    await expect.poll(() => unexpectedChinese(page)).toEqual([]);
    if (path === '/driver/download') {
      await page.screenshot({ path: screenshotPath('download-driver-en.png'), fullPage: true });
    }
  });
}

test('/driver/joinWechatGroup names the groups in English, with their names in WeChat', async ({
  page,
}) => {
  await page.goto('/#/driver/joinWechatGroup?lang=en');
  await expect(page.getByRole('heading', { name: 'National drivers’ group' })).toBeVisible();
  await expect(page.getByText('Name in WeChat: 全国司机交流群')).toBeVisible();
  expect(await unexpectedChinese(page)).toEqual([]);

  await page.getByLabel('Province').selectOption({ label: 'Jiangsu' });
  await page.getByLabel('City').selectOption({ label: 'Suzhou' });
  await expect(page.getByRole('heading', { name: 'Suzhou drivers’ group' })).toBeVisible();
  await expect(page.getByText('Name in WeChat: 苏州司机交流群')).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of Suzhou drivers’ group' })).toBeVisible();
  expect(await unexpectedChinese(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('wechat-group-en.png'), fullPage: true });

  await page.getByLabel('City').selectOption({ label: 'Wuxi' });
  await expect(page.getByRole('heading', { name: 'Jiangsu drivers’ group' })).toBeVisible();
  expect(await unexpectedChinese(page)).toEqual([]);
});
