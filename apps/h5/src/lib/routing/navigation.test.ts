import { describe, expect, it } from 'vitest';
import { createMemoryAppRouter } from './app-router';
import { navigateSafely } from './navigation';

const Empty = () => null;
const load = async () => Empty;

async function makeRouter() {
  let release: () => void = () => {};
  const router = createMemoryAppRouter(
    [
      { path: '/a', handle: { load } },
      { path: '/b', handle: { load } },
      { path: '/old', handle: { redirect: '/b' } },
      {
        path: '/slow',
        handle: {
          guard: () =>
            new Promise<void>((resolve) => {
              release = resolve;
            }),
          load,
        },
      },
    ],
    ['/a'],
  );
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    router.subscribe((state) => state.initialized && resolve());
  });
  return { router: router, release: () => release() };
}

describe('navigateSafely', () => {
  it('navigates', async () => {
    const { router } = await makeRouter();
    expect(await navigateSafely('/b', undefined, router)).toBe('navigated');
    expect(router.state.location.pathname).toBe('/b');
  });

  it('does nothing for a navigation to where the visitor already is', async () => {
    const { router } = await makeRouter();
    const before = router.state.action;
    expect(await navigateSafely('/a', undefined, router)).toBe('duplicated');
    expect(router.state.action).toBe(before);
  });

  it('reports a redirect', async () => {
    const { router } = await makeRouter();
    expect(await navigateSafely('/old', undefined, router)).toBe('redirected');
    expect(router.state.location.pathname).toBe('/b');
  });

  it('reports a navigation overtaken by a newer one as cancelled', async () => {
    const { router } = await makeRouter();
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
