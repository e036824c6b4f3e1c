import type { AppMatch } from '@/lib/routing/app-router';
import type { RouteMeta } from '@/lib/routing/route-table';

/** Whether the shown page is one kept mounted when the visitor leaves it (its meta's keepAlive). */
export function isKeptAlive(matches: readonly AppMatch[]): boolean {
  return matches.some((match) => match.handle?.meta?.keepAlive === true);
}

/** NotFound is not in routes.json; its page view is still recorded, to find broken links. */
export const NOT_FOUND_META: RouteMeta = { title: 'title.notFound', page_id: 'NotFound' };
