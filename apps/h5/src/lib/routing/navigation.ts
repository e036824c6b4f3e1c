import { createPath, type NavigateOptions, parsePath, type To } from '@/lib/routing/router';

/** What became of a navigation the app asked for; none of them is an error to the visitor. */
export type NavigationOutcome = 'navigated' | 'duplicated' | 'cancelled' | 'redirected' | 'aborted';

/** The part of React Router's data router that navigation needs (kept small for tests). */
export interface NavigatingRouter {
  state: { location: { pathname: string; search: string; hash: string } };
  navigate(to: To | number, opts?: NavigateOptions): Promise<void>;
}

let appRouter: NavigatingRouter | null = null;
let sequence = 0;

/** The app registers its router once at start. */
export function setAppRouter(router: NavigatingRouter | null): void {
  appRouter = router;
}

/**
 * Navigates and reports what happened instead of throwing: a navigation to where the visitor
 * already is does nothing ('duplicated'); one overtaken by a newer navigation is 'cancelled';
 * one that ended somewhere else (a redirect) is 'redirected'; one that failed is 'aborted' and
 * logged. Pages never see a navigation failure as a crash.
 */
export async function navigateSafely(
  to: string,
  opts?: NavigateOptions,
  router: NavigatingRouter | null = appRouter,
): Promise<NavigationOutcome> {
  if (!router) return 'aborted';
  const target = parsePath(to);
  const here = router.state.location;
  const targetPath = createPath({
    pathname: target.pathname ?? here.pathname,
    search: target.search ?? '',
    hash: target.hash ?? '',
  });
  if (targetPath === createPath(here)) return 'duplicated';
  const mine = ++sequence;
  try {
    await router.navigate(to, opts);
  } catch (error) {
    console.warn('[navigation] aborted', to, error);
    return 'aborted';
  }
  if (mine !== sequence) return 'cancelled';
  return router.state.location.pathname === (target.pathname ?? here.pathname)
    ? 'navigated'
    : 'redirected';
}
