import { currentHost } from '@/lib/hosts/detect-host';
import type { RouteMeta } from '@/lib/routing/route-table';
import { tripSettled, tripStarted } from './trip-state';

// The guards of a `needOasOpenId` route and of a relay page (app/build-routes.tsx). The openid
// guard itself (open-id-guard.ts) loads with the first such route in WeChat, not with every page.

/**
 * Runs before the route shows (lib/routing/app-router.tsx): the openid guard. While the browser
 * leaves for the authorize page the route does not render (no flash of a page about to go).
 * Outside WeChat there is no openid to get, and the page knows it without the guard
 * (`openIdStatus()` says `outside-wechat`): nothing is loaded, and the route's data and code start
 * at once instead of after the guard's chunk has arrived.
 */
export function openIdGuard(
  meta: Pick<RouteMeta, 'userType' | 'app_id'>,
): (routeUrl: string) => Promise<void> {
  return async (routeUrl) => {
    if (!currentHost().wechat) return;
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
