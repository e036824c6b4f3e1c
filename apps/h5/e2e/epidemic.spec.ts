import { expect, type Page, test } from '@playwright/test';
import {
  addPhoto,
  HOSTS,
  logInWithCode,
  loseAnswers,
  screenshotPath,
  unmarkedChinese,
} from './support';

// The epidemic pages as people on the road use them: choose a province once and find it again,
// read the road reports, the risk areas and the travel rules; report a road (a photo, a reload on
// a weak link, a double tap) and see it in review; a cut or hostile link is a clear not-found.

test.use({ userAgent: HOSTS.driverApp });

async function chooseJiangsu(page: Page): Promise<void> {
  await page.getByRole('link', { name: '选择省份' }).click();
  await expect(page.getByRole('heading', { name: '选择省份', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '江苏省' }).click();
}

test('a driver chooses a province once, reads its road reports, and finds it chosen on the next visit', async ({
  page,
}) => {
  await page.goto('/#/epidemic');
  await expect(page.getByRole('heading', { name: '路况查询', level: 1 })).toBeVisible();
  await expect(page.getByText('先选择省份，看那里的路况')).toBeVisible();
  await chooseJiangsu(page);
  await expect(page).toHaveURL(/#\/epidemic\/index$/);
  await expect(page.getByText('江苏省', { exact: true })).toBeVisible();
  await expect(page.getByText('G2 京沪高速 无锡东出口')).toBeVisible();
  await expect(page.getByText('排队', { exact: true })).toBeVisible();
  await expect(page.getByText('G42 沪蓉高速 苏州新区出口')).toBeVisible();
  // The report still in review is nobody's to read but its author's.
  await expect(page.getByText('G25 长深高速 禄口出口')).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('epidemic-index.png'), fullPage: true });

  // Days later (a new tab): still Jiangsu.
  const again = await page.context().newPage();
  await again.goto('/#/epidemic/index');
  await expect(again.getByText('G2 京沪高速 无锡东出口')).toBeVisible();
  await again.close();

  // The chosen province follows to the travel rules; a policy opens and back keeps the list.
  await page.getByRole('link', { name: '出行政策查询' }).click();
  await expect(page.getByRole('link', { name: /无锡市货车进出提示/ })).toBeVisible();
  await page.getByRole('link', { name: /苏州市货车进出提示/ }).click();
  await expect(page.getByRole('heading', { name: '苏州市货车进出提示', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: '返回政策列表' }).click();
  await expect(page.getByRole('link', { name: /江苏省货车通行防疫提示/ })).toBeVisible();
});

test('a municipality’s own rules hold for the whole city, a province’s for the whole province', async ({
  page,
}) => {
  await page.goto('/#/epidemic/policy?province=310000');
  const shanghai = page.getByRole('link', { name: /上海市货车进出通行提示/ });
  await expect(shanghai).toContainText('全市 ·');
  await expect(shanghai).not.toContainText('全省');
  await page.goto('/#/epidemic/policy?province=320000');
  await expect(page.getByRole('link', { name: /江苏省货车通行防疫提示/ })).toContainText('全省 ·');
});

test('the map leads to a province’s risk areas, narrowed to a city; unknown links are a clear not-found', async ({
  page,
}) => {
  await page.goto('/#/epidemic/mapInfo');
  await expect(page.getByRole('heading', { name: '疫情地图', level: 1 })).toBeVisible();
  const shanghai = page.getByRole('link', { name: /^上海市/ });
  await expect(shanghai).toContainText('高风险 1');
  await page.screenshot({ path: screenshotPath('epidemic-map.png'), fullPage: true });
  await shanghai.click();
  await expect(page).toHaveURL(/level\?province=310000/);
  await expect(page.getByText('浦东新区 祝桥镇')).toBeVisible();
  await expect(page.getByText('高风险', { exact: true })).toBeVisible();

  await page.goto('/#/epidemic/level?province=320000');
  await expect(page.getByText('昆山市 花桥镇')).toBeVisible();
  await page.getByLabel('城市').selectOption({ label: '无锡市' });
  await expect(page.getByText('新吴区 硕放街道')).toBeVisible();
  await expect(page.getByText('昆山市 花桥镇')).toHaveCount(0);
  await page.getByLabel('城市').selectOption({ label: '徐州市' });
  await expect(page.getByText('这里目前没有中、高风险地区')).toBeVisible();

  for (const path of [
    'broadcastInfo?id=99999',
    'broadcastInfo?id=%3Cscript%3E',
    'detail?id=1%20or%201%3D1',
    'detail?',
  ]) {
    await page.goto('about:blank');
    await page.goto(`/#/epidemic/${path}`);
    await expect(page.getByRole('heading', { name: '没有找到这条内容' })).toBeVisible();
  }
  await page.goto('/#/epidemic/broadcastList');
  await page.getByRole('link', { name: /冬季跨省运输防疫提示/ }).click();
  await expect(page.getByRole('heading', { name: '冬季跨省运输防疫提示', level: 1 })).toBeVisible();
});

test('a driver reports a road: the form survives a reload, a double tap sends once, an answer lost is not a second report, and the report waits for review', async ({
  page,
}) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/epidemic/report')) sent += 1;
  });
  await page.goto('/#/epidemic/index');
  await page.getByRole('link', { name: '我要上报' }).click();
  await expect(page.getByRole('heading', { name: '登录后上报路况' })).toBeVisible();
  await logInWithCode(page, '13600000631');

  await page.getByRole('button', { name: '提交上报' }).click();
  await expect(page.getByText('请从列表中选择城市')).toBeVisible();
  await expect(page.getByText('路段请写 2 到 30 个字，例如 G2 京沪高速 无锡东出口')).toBeVisible();
  await expect(page.getByText('请从选项中选择')).toBeVisible();
  expect(sent).toBe(0);

  await page.getByLabel('省份').selectOption({ label: '江苏省' });
  await page.getByLabel('城市').selectOption({ label: '常州市' });
  await page.getByLabel('路段').fill('G42 沪蓉高速 常州出口');
  await page.getByRole('radio', { name: '检查站' }).check();
  await page.getByLabel('具体情况').fill('出口扫码登记，排队五六辆车，很快。');
  await addPhoto(page, '现场照片 1（选填）');
  await page.reload();
  await expect(page.getByLabel('路段')).toHaveValue('G42 沪蓉高速 常州出口');
  await expect(page.getByLabel('城市')).toHaveValue('320400');
  await expect(page.getByRole('radio', { name: '检查站' })).toBeChecked();
  await expect(page.getByRole('img', { name: '现场照片 1（选填）' })).toBeVisible();
  // The double tap sends once, and the report reaches the server, but its answer is lost (a
  // tunnel), and so is the answer to the page's own second try with the same request id. The
  // driver reloads and taps again: the first report's answer, one report stored.
  const answersBack = await loseAnswers(page, '/api/epidemic/report');
  await page.getByRole('button', { name: '提交上报' }).dblclick();
  await expect(page.getByRole('alert')).toBeVisible();
  expect(sent).toBe(2);
  await answersBack();
  await page.reload();
  await expect(page.getByLabel('路段')).toHaveValue('G42 沪蓉高速 常州出口');
  await page.getByRole('button', { name: '提交上报' }).click();
  await expect(page.getByRole('heading', { name: '已提交，等待审核' })).toBeVisible();
  expect(sent).toBe(3);

  await page.getByRole('link', { name: '返回路况' }).click();
  const mine = page.locator('section', { hasText: '我的上报' });
  await expect(mine.getByText(/G42 沪蓉高速 常州出口/)).toHaveCount(1);
  await expect(mine.getByText('审核中')).toBeVisible();
});

test('in English the pages speak English and name places in English', async ({ page }) => {
  await page.goto('/#/epidemic/level?province=320000&lang=en');
  await expect(page.getByRole('heading', { name: 'Risk level', level: 1 })).toBeVisible();
  await expect(page.getByText('Jiangsu', { exact: true })).toBeVisible();
  await expect(page.getByText('Medium risk').first()).toBeVisible();
  // What drivers wrote stays as written, marked as Chinese; the places and words around it are
  // English.
  await page.goto('/#/epidemic/index?province=320000&lang=en');
  // Who reported is named in English around the masked number.
  await expect(
    page.getByText(/^Jiangsu Suzhou · .+ · Driver \d{3}\*{4}\d{4}$/).first(),
  ).toBeVisible();
  await expect(page.locator('.fy-epidemic-report').first()).toBeVisible();
  await expect.poll(() => unmarkedChinese(page)).toEqual([]);
  // The broadcasts and the travel rules are the operators' Chinese, and the lists say so first.
  for (const list of [
    '/epidemic/broadcastList?lang=en',
    '/epidemic/policy?province=320000&lang=en',
  ]) {
    await page.goto('about:blank');
    await page.goto(`/#${list}`);
    await expect(page.getByText('These are available in Chinese only.')).toBeVisible();
    await expect(page.locator('.fy-epidemic-list strong[lang="zh-CN"]').first()).toBeVisible();
  }
  await page.goto('/#/epidemic/post?lang=en');
  await expect(page.getByRole('heading', { name: 'Log in to report a road' })).toBeVisible();
});
