import { act, render, screen } from '@testing-library/preact';
import type { ComponentType } from 'react';
import type { RouteObject } from '@/lib/routing/router';
import { describe, expect, it, vi } from 'vitest';
import {
  type AppRouter,
  AppRouterProvider,
  createMemoryAppRouter,
  type MountHandle,
  useMountedRoute,
} from './app-router';

function Mounted({ handle }: { handle: MountHandle }) {
  const { Component, failure } = useMountedRoute(handle);
  if (failure !== undefined) return <p>failed: {String((failure as Error).name)}</p>;
  return Component ? <Component /> : null;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function route(path: string, handle: MountHandle): RouteObject {
  return { path, handle, element: <Mounted handle={handle} /> };
}

const text = (value: string) => async () => () => <p>{value}</p>;

function mount(
  routes: RouteObject[],
  entry: string,
  options: Parameters<typeof createMemoryAppRouter>[2] = {},
): AppRouter {
  const router = createMemoryAppRouter(routes, [entry], options);
  render(<AppRouterProvider router={router} fallback={<p>starting</p>} />);
  return router;
}

describe('the app router', () => {
  it('shows the fallback until the first page has loaded', async () => {
    const page = deferred<ComponentType>();
    mount([route('/a', { load: () => page.promise })], '/a');
    expect(screen.getByText('starting')).toBeTruthy();
    await act(async () => page.resolve(() => <p>page a</p>));
    expect(await screen.findByText('page a')).toBeTruthy();
  });

  it('keeps the page on screen until the next one has loaded', async () => {
    const next = deferred<ComponentType>();
    const router = mount(
      [route('/a', { load: text('page a') }), route('/b', { load: () => next.promise })],
      '/a',
    );
    await screen.findByText('page a');
    let shown = false;
    act(() => {
      void router.navigate('/b').then(() => {
        shown = true;
      });
    });
    await act(async () => {});
    expect(router.state.navigation.state).toBe('loading');
    expect(screen.getByText('page a')).toBeTruthy();
    expect(shown).toBe(false);
    await act(async () => next.resolve(() => <p>page b</p>));
    expect(await screen.findByText('page b')).toBeTruthy();
    expect(shown).toBe(true);
    expect(router.state.location.pathname).toBe('/b');
  });

  it('shows the last navigation when a slower earlier one finishes after it', async () => {
    const slow = deferred<ComponentType>();
    const router = mount(
      [
        route('/a', { load: text('page a') }),
        route('/slow', { load: () => slow.promise }),
        route('/fast', { load: text('page fast') }),
      ],
      '/a',
    );
    await screen.findByText('page a');
    act(() => void router.navigate('/slow'));
    await act(() => router.navigate('/fast'));
    await act(async () => slow.resolve(() => <p>page slow</p>));
    expect(screen.getByText('page fast')).toBeTruthy();
    expect(screen.queryByText('page slow')).toBeNull();
    expect(router.state.location.pathname).toBe('/fast');
  });

  it('runs a route’s guard with the route URL before its page shows', async () => {
    const seen: string[] = [];
    const gate = deferred<void>();
    mount(
      [
        route('/guarded', {
          guard: async (url) => {
            seen.push(url);
            await gate.promise;
          },
          load: text('guarded page'),
        }),
      ],
      '/guarded?code=1',
    );
    await act(async () => {});
    expect(seen).toEqual(['http://route.invalid/guarded?code=1']);
    expect(screen.queryByText('guarded page')).toBeNull();
    await act(async () => gate.resolve());
    expect(await screen.findByText('guarded page')).toBeTruthy();
  });

  it('follows a redirect with the query and shows a broken param or a failed load on its route', async () => {
    const router = mount(
      [
        route('/old', { redirect: '/new' }),
        route('/new', { load: text('new page') }),
        route('/id/:id', { params: { id: /^\d+$/ }, load: text('id page') }),
        route('/broken', {
          load: () => Promise.reject(Object.assign(new Error('gone'), { name: 'ChunkLoadError' })),
        }),
      ],
      '/old?channel=7',
    );
    await screen.findByText('new page');
    expect(router.state.location.search).toBe('?channel=7');
    await act(() => router.navigate('/id/x1'));
    expect(screen.getByText('failed: RouteNotFoundError')).toBeTruthy();
    await act(() => router.navigate('/id/12'));
    expect(screen.getByText('id page')).toBeTruthy();
    await act(() => router.navigate('/broken'));
    expect(screen.getByText('failed: ChunkLoadError')).toBeTruthy();
  });

  it('starts a route’s queries once its guard passed, while its page still loads', async () => {
    const gate = deferred<void>();
    const page = deferred<ComponentType>();
    const started: unknown[] = [];
    const router = mount(
      [
        route('/a', { load: text('page a') }),
        route('/item/:id', {
          params: { id: /^\d+$/ },
          guard: () => gate.promise,
          data: ({ pathname, params, search }) => [
            { queryKey: ['item', pathname, params.id, search.get('from')] },
          ],
          load: () => page.promise,
        }),
      ],
      '/a',
      { fetchData: (queries) => started.push(...queries.map((query) => query.queryKey)) },
    );
    await screen.findByText('page a');
    act(() => void router.navigate('/item/x'));
    await act(async () => {});
    // A param the route refuses: NotFound, nothing asked.
    expect(started).toEqual([]);
    act(() => void router.navigate('/item/7?from=list'));
    await act(async () => {});
    expect(started).toEqual([]);
    await act(async () => gate.resolve());
    expect(started).toEqual([['item', '/item/7', '7', 'list']]);
    // The page of the refused param is still on screen: the data did not wait for the code.
    expect(screen.getByText('failed: RouteNotFoundError')).toBeTruthy();
    await act(async () => page.resolve(() => <p>item page</p>));
    expect(await screen.findByText('item page')).toBeTruthy();
    expect(started).toHaveLength(1);
  });

  it('shows the page when its route data throws (the page asks for its data itself)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchData = vi.fn();
    mount(
      [
        route('/a', {
          data: () => {
            throw new Error('no such family');
          },
          load: text('page a'),
        }),
      ],
      '/a',
      { fetchData },
    );
    expect(await screen.findByText('page a')).toBeTruthy();
    expect(fetchData).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
