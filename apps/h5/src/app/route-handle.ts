import type { RouteHandle, RouteMeta } from '@/lib/routing/route-table';

export type { RouteHandle };

export function routeMetaOf(match: { handle: unknown }): RouteMeta | undefined {
  const handle = match.handle as Partial<RouteHandle> | undefined;
  return handle?.meta;
}

/** NotFound is not in routes.json; its page view is still recorded, to find broken links. */
export const NOT_FOUND_META: RouteMeta = { title: 'title.notFound', page_id: 'NotFound' };
