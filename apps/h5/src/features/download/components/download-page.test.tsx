import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentHost } from '@/lib/hosts/detect-host';
import { createI18n, I18nContext } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/request/query-client';
import { RequestError } from '@/lib/request/request-error';
import { DownloadPage } from './download-page';

// The request client is the test's: the page's query is the real `endpointQuery`, which calls the
// app centre with its declaration's method, service and path.
const request = vi.hoisted(() => vi.fn());
vi.mock('@/lib/request/client', () => ({ request }));

/** The app centre was asked for these fields, as the contract declares the call. */
function expectAppCentreAsked(data: { app: string; system: string }) {
  expect(request).toHaveBeenCalledWith(
    '/api/upgrade/getAppCenter',
    expect.objectContaining({ method: 'POST', service: 'oms-service', data }),
  );
}

const release = {
  app: 'driver',
  appName: '货运平台司机版',
  storeName: '货运平台司机版',
  currentVersion: '6.2.0',
  minVersion: '5.0.0',
  size: 52_428_800,
  releaseNotes: ['新增语音找货', '修复已知问题'],
  releasedAt: '2026-10-28T08:00:00.000Z',
  downloads: {
    android: 'https://download.example.com/driver-6.2.0.apk',
    ios: 'https://apps.example.com/app/driver',
  },
  downloadUrl: 'https://download.example.com/driver-6.2.0.apk',
};

const UA = {
  android:
    'Mozilla/5.0 (Linux; Android 12; M2006C3LC) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
  wechat:
    'Mozilla/5.0 (Linux; Android 12; M2006C3LC) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.49.2600',
  driverApp:
    'Mozilla/5.0 (Linux; Android 12; M2006C3LC) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 FYLucky/6.2.0',
  olderDriverApp:
    'Mozilla/5.0 (Linux; Android 12; M2006C3LC) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 FYLucky/6.1.0',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
};

function renderPage(ua: string, locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);
  resetCurrentHost();
  return render(
    <I18nContext.Provider value={createI18n(locale)}>
      <QueryClientProvider client={createQueryClient()}>
        <DownloadPage app="driver" />
      </QueryClientProvider>
    </I18nContext.Provider>,
  );
}

beforeEach(() => request.mockReset());
afterEach(() => vi.restoreAllMocks());

describe('download page', () => {
  it('asks the app centre for the visitor system and offers the Android download', async () => {
    request.mockResolvedValue(release);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderPage(UA.android);
    fireEvent.click(await screen.findByRole('button', { name: '下载安卓版' }));
    expectAppCentreAsked({ app: 'driver', system: 'android' });
    expect(assign).toHaveBeenCalledWith(release.downloads.android);
    expect(screen.getByText('6.2.0')).toBeTruthy();
    expect(screen.getByText('50.0 MB')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '前往 App Store 下载' })).toBeNull();
  });

  it('offers the App Store on an iPhone', async () => {
    request.mockResolvedValue(release);
    renderPage(UA.iphone);
    expect(await screen.findByRole('button', { name: '前往 App Store 下载' })).toBeTruthy();
    expectAppCentreAsked({ app: 'driver', system: 'ios' });
    expect(screen.queryByRole('button', { name: '下载安卓版' })).toBeNull();
  });

  it('in WeChat, shows how to open the page in the browser instead of downloading', async () => {
    request.mockResolvedValue(release);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderPage(UA.wechat);
    expect(screen.getByRole('note').textContent).toContain('在浏览器打开');
    fireEvent.click(await screen.findByRole('button', { name: '下载安卓版' }));
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '请在浏览器中打开' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '我知道了' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('inside the driver app, says the app is already installed', async () => {
    request.mockResolvedValue(release);
    renderPage(UA.driverApp);
    expect((await screen.findByText(/无需重复下载/)).textContent).toContain('无需重复下载');
    expect(screen.queryByRole('button', { name: '下载安卓版' })).toBeNull();
  });

  it('inside an older driver app, offers the update with both versions', async () => {
    request.mockResolvedValue(release);
    renderPage(UA.olderDriverApp);
    expect((await screen.findByText(/新版本 6.2.0 已发布/)).textContent).toContain('6.1.0');
    expect(screen.getByRole('button', { name: '下载安卓版' })).toBeTruthy();
  });

  it('names the app in Chinese only once, when the store name is its name', async () => {
    request.mockResolvedValue(release);
    renderPage(UA.android);
    expect(await screen.findByRole('heading', { name: '货运平台司机版' })).toBeTruthy();
    expect(screen.queryByText(/应用商店名称/)).toBeNull();
  });

  it('in English, shows the English name and notes, and the Chinese name the stores list', async () => {
    request.mockResolvedValue({
      ...release,
      appName: 'Freight for drivers',
      releaseNotes: ['Find loads by voice', 'Fixed known issues'],
    });
    const { container } = renderPage(UA.android, 'en-US');
    const storeName = await screen.findByText('货运平台司机版');
    expect(screen.getByRole('heading', { name: 'Freight for drivers' })).toBeTruthy();
    expect(storeName.getAttribute('lang')).toBe('zh-CN');
    expect(storeName.parentElement?.textContent).toBe('Name in app stores: 货运平台司机版');
    expect(screen.getByText('Find loads by voice')).toBeTruthy();
    // The store name is the only Chinese on the page.
    storeName.remove();
    expect(container.textContent).not.toMatch(/\p{Script=Han}/u);
  });

  it('refuses a download link that is not http(s)', async () => {
    request.mockResolvedValue({
      ...release,
      downloads: { android: 'javascript:alert(1)' },
    });
    renderPage(UA.android);
    expect(await screen.findByText(/暂不支持您的手机系统/)).toBeTruthy();
  });

  it('shows the error and a retry that asks again', async () => {
    request.mockRejectedValueOnce(
      new RequestError('business', '应用信息暂时无法获取', { status: 200, code: 1000 }),
    );
    request.mockResolvedValueOnce(release);
    renderPage(UA.android);
    expect(await screen.findByText('应用信息暂时无法获取')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: '下载安卓版' })).toBeTruthy();
  });
});
