import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { useState } from 'react';
import { Outlet } from '@/lib/routing/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PageViewProperties, setPageViewHandler } from '@/lib/routing/page-view';
import { EARLY_READ } from '@/lib/campaigns/early-read-name';
import type { MountHandle } from '@/lib/routing/app-router';
import { defineRouteData, defineRoutes, type PageModule } from '@/lib/routing/route-table';
import { buildRoutes } from './build-routes';
import { testCatalogue } from '@/test/catalogues';
import { renderApp } from '@/test/render-app';

function page(text: string): () => Promise<PageModule> {
  return async () => ({ default: () => <p>{text}</p> });
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      count {count}
    </button>
  );
}

const tables = [
  defineRoutes('test', testCatalogue, [
    { path: '/customer/download', meta: { title: 'title.customer.download' }, page: page('home') },
    { path: '/epidemic', redirect: '/epidemic/index' },
    {
      path: '/epidemic/index',
      meta: { title: 'title.epidemic.index', page_id: 'RoadConditions', data_source: 'senior_02' },
      page: page('road conditions'),
    },
    { path: '/epidemic/chooseCity', meta: { title: 'title.epidemic.chooseCity' } },
    {
      path: '/epidemic/policy',
      meta: { title: 'title.epidemic.policy', keepAlive: true },
      page: async () => ({ default: Counter }),
    },
    {
      path: '/adlaunch/register/customer/:color/:cityName?/:download?',
      meta: { title: 'title.adlaunch.register.customer', userType: 1 },
      page: page('ad landing'),
    },
    {
      path: '/wake/mini/app/:client',
      meta: { title: 'title.wake.mini.app' },
      params: { client: /^\w+$/ },
      page: page('wake'),
    },
    {
      path: '/sem',
      redirect: '/sem/index',
      layout: true,
      layoutPage: async () => ({
        default: () => {
          return (
            <section aria-label="sem layout">
              <Outlet />
            </section>
          );
        },
      }),
    },
    { path: '/sem/index', meta: { title: 'title.sem.index' }, page: page('choose identity') },
    {
      path: '/driver-invite-driver/index',
      meta: { title: 'title.driver-invite-driver.index' },
      page: async () => ({
        default: () => {
          return (
            <div>
              invite drivers <Outlet />
            </div>
          );
        },
      }),
    },
    {
      path: '/driver-invite-driver/index/log',
      meta: { title: 'title.driver-invite-driver.index.log' },
      childOf: '/driver-invite-driver/index',
      page: page('invite log'),
    },
    {
      path: '/driver/auth',
      meta: { title: 'title.driver.auth' },
      page: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    },
    {
      path: '/driver/jimuAuth',
      meta: { title: 'title.driver.jimuAuth' },
      page: () => Promise.reject(new Error('Unable to preload CSS for /assets/x.css')),
    },
  ]),
];

afterEach(() => setPageViewHandler(null));

describe('the app router', () => {
  it('redirects the root to /customer/download and titles it before paint', async () => {
    const { router } = renderApp(tables, '/');
    expect(await screen.findByText('home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/customer/download');
    expect(document.title).toBe('下载客户端');
  });

  it('keeps the query through a redirect', async () => {
    const { router } = renderApp(tables, '/epidemic?last_channel_id=42');
    expect(await screen.findByText('road conditions')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/epidemic/index');
    expect(router.state.location.search).toBe('?last_channel_id=42');
  });

  it('titles pages in English when the locale is en-US', async () => {
    renderApp(tables, '/epidemic/index', 'en-US');
    expect(await screen.findByText('road conditions')).toBeTruthy();
    expect(document.title).toBe('Road conditions');
  });

  it('shows NotFound for unknown paths and for declared routes without a page', async () => {
    renderApp(tables, '/no/such/page');
    expect(await screen.findByText('页面不存在', { selector: 'h1' })).toBeTruthy();
    expect(document.title).toBe('页面不存在');
    // Outside the apps, with no one logged in: the home, the shipper app's download page (a
    // logged-in driver's is the driver app's; inside an app the button closes the web-view).
    const home = screen.getByRole('link', { name: '返回首页' });
    expect(home.getAttribute('href')).toBe('/customer/download');
  });

  it('does not mount a declared route that has no page', async () => {
    renderApp(tables, '/epidemic/chooseCity');
    expect(await screen.findByText('页面不存在', { selector: 'h1' })).toBeTruthy();
  });

  it('matches optional params with and without them', async () => {
    const first = renderApp(tables, '/adlaunch/register/customer/red');
    expect(await screen.findByText('ad landing')).toBeTruthy();
    first.unmount();
    const second = renderApp(tables, '/adlaunch/register/customer/red/%E4%B8%8A%E6%B5%B7/download');
    expect(await screen.findByText('ad landing')).toBeTruthy();
    expect(second.router.state.matches.at(-1)?.params).toMatchObject({
      color: 'red',
      cityName: '上海',
      download: 'download',
    });
  });

  it('accepts word characters only for /wake/mini/app/:client', async () => {
    const ok = renderApp(tables, '/wake/mini/app/driver_01');
    expect(await screen.findByText('wake')).toBeTruthy();
    ok.unmount();
    renderApp(tables, '/wake/mini/app/bad-client');
    expect(await screen.findByText('页面不存在', { selector: 'h1' })).toBeTruthy();
    expect(screen.queryByText('wake')).toBeNull();
  });

  it('renders layout children and nested child routes inside their parent', async () => {
    const { router } = renderApp(tables, '/sem');
    expect(await screen.findByText('choose identity')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sem/index');
    expect(screen.getByLabelText('sem layout')).toBeTruthy();
    await act(() => router.navigate('/driver-invite-driver/index/log'));
    expect(await screen.findByText('invite log')).toBeTruthy();
    expect(screen.getByText(/invite drivers/)).toBeTruthy();
    expect(document.title).toBe('邀请记录');
  });

  it('reports one page view per route change with the page properties', async () => {
    const views: PageViewProperties[] = [];
    setPageViewHandler((view) => views.push(view));
    const { router } = renderApp(tables, '/epidemic/index');
    await screen.findByText('road conditions');
    await act(() => router.navigate('/customer/download'));
    await screen.findByText('home');
    expect(views).toEqual([
      expect.objectContaining({
        path: '/epidemic/index',
        title: '路况查询',
        page_id: 'RoadConditions',
        data_source: 'senior_02',
        noAutoTrack: false,
      }),
      expect.objectContaining({ path: '/customer/download', title: '下载客户端' }),
    ]);
  });

  it('keeps a keepAlive page and its state when the visitor leaves and comes back', async () => {
    const { router } = renderApp(tables, '/epidemic/policy');
    fireEvent.click(await screen.findByRole('button', { name: 'count 0' }));
    fireEvent.click(screen.getByRole('button', { name: 'count 1' }));
    await act(() => router.navigate('/customer/download'));
    expect(await screen.findByText('home')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /count/ })).toBeNull(); // hidden, not shown
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('button', { name: 'count 2' })).toBeTruthy();
    expect(document.title).toBe('出行政策查询');
    await act(() => router.navigate('/epidemic/index'));
    await act(() => router.navigate('/epidemic/policy'));
    expect(await screen.findByRole('button', { name: 'count 2' })).toBeTruthy();
  });

  it('shows the chunk-load error page when a page chunk fails to load (reloading once first)', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    sessionStorage.setItem('freight:chunk-reload-at', String(Date.now()));
    try {
      renderApp(tables, '/driver/auth');
      expect(await screen.findByText('页面加载失败')).toBeTruthy();
      expect(reload).not.toHaveBeenCalled(); // already reloaded once in the last minute
      expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
      expect(document.title).toBe('页面出错了');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reloads once for a stale chunk after a deploy', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    try {
      renderApp(tables, '/driver/auth');
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the stylesheet error page when a page stylesheet fails to load', async () => {
    sessionStorage.setItem('freight:chunk-reload-at', String(Date.now()));
    renderApp(tables, '/driver/jimuAuth');
    expect(await screen.findByText('页面样式加载失败')).toBeTruthy();
  });
});

describe('route data of a route whose first data the HTML reads (earlyRead, ADR 049)', () => {
  const holder = window as unknown as Record<string, unknown>;
  const read = { queryKey: ['rules'], queryFn: () => null };
  const dataOf = (earlyRead: boolean) => {
    const routes = buildRoutes(
      [
        defineRoutes('test', testCatalogue, [
          {
            path: '/rules',
            meta: { title: 'title.customer.download' },
            ...(earlyRead ? { earlyRead: { programme: 4 } } : {}),
            page: page('rules'),
          },
        ]),
      ],
      [defineRouteData('test', { '/rules': () => [read] })],
    );
    const found = routes
      .flatMap((route) => [route, ...(route.children ?? [])])
      .find((route) => route.path === 'rules' || route.path === '/rules');
    return (found?.handle as MountHandle | undefined)?.data;
  };
  const input = { pathname: '/rules', params: {}, search: new URLSearchParams() };

  afterEach(() => {
    holder[EARLY_READ] = undefined;
  });

  it('leaves the reads to the first render while the script’s read is untaken, else starts them', () => {
    holder[EARLY_READ] = { u: '/public/programme/4?lang=zh-CN', p: Promise.resolve(null) };
    expect(dataOf(true)?.(input)).toEqual([]);
    // Without earlyRead, or once the page has taken the read: with the navigation, as ADR 025.
    expect(dataOf(false)?.(input)).toEqual([read]);
    holder[EARLY_READ] = undefined;
    expect(dataOf(true)?.(input)).toEqual([read]);
  });
});
