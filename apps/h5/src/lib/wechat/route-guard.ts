import type { RouteMeta } from '@/lib/routing/route-table';
import { tripSettled, tripStarted } from './trip-state';

// The guard of a `needOasOpenId` route (app/build-routes.tsx). The guard itself
// (open-id-guard.ts) loads with the first such route, not with every page.

/**
 * Runs before the route shows (lib/routing/app-router.tsx): the openid guard. While the browser
 * leaves for the authorize page the route does not render (no flash of a page about to go).
 */
export function openIdGuard(
  meta: Pick<RouteMeta, 'userType' | 'app_id'>,
): (routeUrl: string) => Promise<void> {
  return async (routeUrl) => {
    tripStarted();
    try {
      const { guardRoute } = await import('./open-id-guard');
      await guardRoute(meta, routeUrl);
    } catch (error) {
      tripSettled();
      throw error;
    }
  };
}
