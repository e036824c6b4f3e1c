import { act, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentHost } from '@/lib/hosts/detect-host';
import { announceLogin, announceLogout } from '@/lib/identity/identity-events';
import { defineRoutes, type PageModule } from '@/lib/routing/route-table';
import { testCatalogue } from '@/test/catalogues';
import { renderApp } from '@/test/render-app';
import { connectAnalytics, pagePropertiesFor, sensorsOptions } from './analytics';
import { DeferredSensors, type SensorsSdk } from './deferred-sensors';
import { installAnalytics } from './page-view-recorder';

// The real route builder and page-view hook, the real recorder and analytics module; only the
// Sensors SDK is a fake, so each test sees exactly what would be sent.
const sdk = vi.hoisted(() => ({
  init: vi.fn(),
  quick: vi.fn(),
  track: vi.fn(),
  login: vi.fn(),
  logout: vi.fn(),
  resetAnonymousIdentity: vi.fn(),
  registerPage: vi.fn(),
  clearPageRegister: vi.fn(),
}));
vi.mock('sa-sdk-javascript', () => ({ default: sdk }));

afterEach(() => {
  vi.restoreAllMocks();
  resetCurrentHost();
});

function page(text: string): () => Promise<PageModule> {
  return async () => ({ default: () => <p>{text}</p> });
}

const tables = [
  defineRoutes('test', testCatalogue, [
    {
      path: '/customer/login',
      meta: { title: 'title.customer.login', page_id: 'CustomerLogin' },
      page: page('login'),
    },
    {
      path: '/sem/index',
      meta: { title: 'title.sem.index', page_id: 'SemChooseIdentity', data_source: 'senior_02' },
      page: page('choose'),
    },
    {
      path: '/c2c/wxauth',
      meta: { title: 'title.c2c.wxauth', noAutoTrack: true },
      page: page('relay'),
    },
  ]),
];

const pageViews = () => sdk.quick.mock.calls.filter(([name]) => name === 'autoTrack');

describe('analytics through the router', () => {
  it('sends one $pageview per route change with the page properties, none for noAutoTrack routes', async () => {
    installAnalytics();
    const { router } = renderApp(tables, '/customer/login');
    await screen.findByText('login');
    // The SDK waits for the visitor's first interaction; the first page view waited for it.
    expect(sdk.init).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    await waitFor(() => expect(sdk.init).toHaveBeenCalledTimes(1));
    expect(sdk.init.mock.calls[0]?.[0]).toEqual({
      server_url: `${window.location.origin}/collect/sa?project=default`,
      send_type: 'beacon',
      is_track_single_page: false,
      app_js_bridge: false,
      show_log: false,
    });
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(pageViews()[0]?.[1]).toMatchObject({
      $title: '登录',
      page_id: 'CustomerLogin',
      app_id: 'FYNewCustomer',
      brand: 'customer',
      platform_type: 'h5',
    });

    await act(() => router.navigate('/sem/index'));
    await screen.findByText('choose');
    await act(() => router.navigate('/c2c/wxauth'));
    await screen.findByText('relay');
    await act(() => router.navigate('/customer/login'));
    await screen.findByText('login');

    expect(pageViews().map(([, props]) => (props as { page_id?: string }).page_id)).toEqual([
      'CustomerLogin',
      'SemChooseIdentity',
      'CustomerLogin',
    ]);
    // Every page registers its properties, the relay page too (its own events carry them).
    expect(sdk.registerPage.mock.calls.map(([props]) => props)).toEqual([
      { page_id: 'CustomerLogin', app_id: 'FYNewCustomer', platform_type: 'h5', brand: 'customer' },
      { page_id: 'SemChooseIdentity', data_source: 'senior_02', platform_type: 'h5' },
      { platform_type: 'h5' },
      { page_id: 'CustomerLogin', app_id: 'FYNewCustomer', platform_type: 'h5', brand: 'customer' },
    ]);
    expect(sdk.clearPageRegister).toHaveBeenCalledTimes(4);
    // The page seen before is the next one's referrer (the memory router leaves the URL alone here).
    expect(pageViews()[0]?.[1]).not.toHaveProperty('$referrer');
    expect(pageViews()[1]?.[1]).toMatchObject({ $referrer: window.location.href });

    announceLogin({ userId: 42, userType: 3, mobileMasked: '139****0003' });
    expect(sdk.login).toHaveBeenCalledWith('42');
    announceLogout();
    expect(sdk.logout).toHaveBeenCalledTimes(1);
    // An ordinary logout keeps the visitor's anonymous id; /clearuser forgets it too.
    expect(sdk.resetAnonymousIdentity).not.toHaveBeenCalled();
    announceLogout({ forget: true });
    expect(sdk.logout).toHaveBeenLastCalledWith(true);
    expect(sdk.resetAnonymousIdentity).toHaveBeenCalledTimes(1);
  });
});

describe('connectAnalytics', () => {
  it('re-registers the page after login, as the brand follows the user type', async () => {
    const calls: unknown[] = [];
    const fake = {
      init: () => {},
      quick: () => {},
      track: () => {},
      login: (id: string) => void calls.push(['login', id]),
      logout: () => {},
      resetAnonymousIdentity: () => {},
      registerPage: (props: object) => void calls.push(['registerPage', props]),
      clearPageRegister: () => {},
    } satisfies SensorsSdk;
    const sensors = new DeferredSensors(
      async () => fake,
      () => ({}),
    );
    await sensors.start();
    let userType: 1 | 3 | null = null;
    const connection = connectAnalytics({
      sensors,
      host: () => ({ app: null, wechat: false, miniProgram: false }),
      href: () => 'https://h5.example.com/#/sem/index',
      userType: () => userType,
    });
    const sem = { path: '/sem/index', title: '选择身份', noAutoTrack: false };
    connection.pageView(sem, 'https://h5.example.com/#/sem/index');
    userType = 3;
    connection.login({ userId: 9, userType: 3, mobileMasked: '139****0003' });
    connection.disconnect();
    expect(calls).toEqual([
      ['registerPage', { platform_type: 'h5' }],
      ['login', '9'],
      ['registerPage', { app_id: 'FYLucky', platform_type: 'h5', brand: 'driver' }],
    ]);
  });
});

describe('page properties and SDK options', () => {
  it('uses the app bridge inside the native apps only', () => {
    expect(sensorsOptions('https://x/sa', { app: 'driver' })).toMatchObject({
      app_js_bridge: true,
    });
    expect(sensorsOptions('https://x/sa', { app: null })).toMatchObject({ app_js_bridge: false });
  });

  it('fills page id, data source, app id, platform type and brand for a page', () => {
    expect(
      pagePropertiesFor({
        page: {
          path: '/sem/pc-register',
          title: 'x',
          page_id: 'SemPCRegister',
          platform_type: 'web',
          noAutoTrack: false,
        },
        userType: 1,
        host: { app: null, wechat: true, miniProgram: false },
      }),
    ).toEqual({
      page_id: 'SemPCRegister',
      app_id: 'FYNewCustomer',
      platform_type: 'web',
      brand: 'customer',
    });
  });
});
