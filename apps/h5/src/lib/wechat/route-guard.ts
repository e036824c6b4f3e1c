import type { RouteMeta } from '@/lib/routing/route-table';
import { tripSettled, tripStarted } from './trip-state';

// The guards of a `needOasOpenId` route and of a relay page (app/build-routes.tsx). The openid
// guard itself (open-id-guard.ts) loads with the first such route, not with every page.

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

/**
 * A relay page's guard (`openIdRelay`): the page decides whether it goes to WeChat only once its
 * code has run, after the window's load, when sharing may start (share-install.ts). Until it
 * decides, a trip is deciding; the page's `useOpenIdTrip` settles it.
 */
export async function relayGuard(): Promise<void> {
  tripStarted();
}
