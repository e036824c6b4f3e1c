import { createMemoryRouter, redirect } from 'react-router';
import { describe, expect, it } from 'vitest';
import { navigateSafely } from './navigation';

const Empty = () => null;

function makeRouter() {
  let release: () => void = () => {};
  const router = createMemoryRouter(
    [
      { path: '/a', Component: Empty },
      { path: '/b', Component: Empty },
      { path: '/old', loader: () => redirect('/b') },
      {
        path: '/slow',
        loader: () =>
          new Promise<null>((resolve) => {
            release = () => resolve(null);
          }),
        Component: Empty,
      },
    ],
    { initialEntries: ['/a'] },
  );
  return { router, release: () => release() };
}

describe('navigateSafely', () => {
  it('navigates', async () => {
    const { router } = makeRouter();
    expect(await navigateSafely('/b', undefined, router)).toBe('navigated');
    expect(router.state.location.pathname).toBe('/b');
  });

  it('does nothing for a navigation to where the visitor already is', async () => {
    const { router } = makeRouter();
    const before = router.state.historyAction;
    expect(await navigateSafely('/a', undefined, router)).toBe('duplicated');
    expect(router.state.historyAction).toBe(before);
  });

  it('reports a redirect', async () => {
    const { router } = makeRouter();
    expect(await navigateSafely('/old', undefined, router)).toBe('redirected');
    expect(router.state.location.pathname).toBe('/b');
  });

  it('reports a navigation overtaken by a newer one as cancelled', async () => {
    const { router } = makeRouter();
    const slow = navigateSafely('/slow', undefined, router);
    const fast = navigateSafely('/b', undefined, router);
    expect(await fast).toBe('navigated');
    expect(await slow).toBe('cancelled');
    expect(router.state.location.pathname).toBe('/b');
  });

  it('reports a failed navigation as aborted instead of throwing', async () => {
    const failing = {
      state: { location: { pathname: '/a', search: '', hash: '' } },
      navigate: () => Promise.reject(new Error('boom')),
    };
    expect(await navigateSafely('/b', undefined, failing)).toBe('aborted');
    expect(await navigateSafely('/b', undefined, null)).toBe('aborted');
  });
});
