import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';
import type { RouteMeta } from '@/lib/routing/route-table';

// The loader of a `needOasOpenId` route (app/build-routes.tsx). The guard itself
// (open-id-guard.ts) loads with the first such route, not with every page.

/**
 * Runs the route's own loader, then the openid guard. While the browser leaves for the authorize
 * page the route does not render (no flash of a page about to go).
 */
export function withOpenIdGuard(
  meta: Pick<RouteMeta, 'userType' | 'app_id'>,
  loader?: LoaderFunction,
): LoaderFunction {
  return async (args: LoaderFunctionArgs) => {
    const result = loader ? await loader(args) : null;
    const { guardRoute } = await import('./open-id-guard');
    await guardRoute(meta, args.request.url);
    return result ?? null;
  };
}
