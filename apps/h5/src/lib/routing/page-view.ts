import type { AppId, RouteMeta } from './route-table';

/** What the analytics layer learns about each page the visitor sees. */
export interface PageViewProperties {
  path: string;
  title: string;
  page_id?: string;
  data_source?: string;
  app_id?: AppId;
  platform_type?: string;
  noAutoTrack: boolean;
}

type PageViewHandler = (page: PageViewProperties) => void;

let handler: PageViewHandler | null = null;

/**
 * The single analytics hook of the router: the analytics module registers itself here, and the
 * router calls it once per route change. Until one registers, page views are not recorded.
 */
export function setPageViewHandler(next: PageViewHandler | null): void {
  handler = next;
}

export function reportPageView(path: string, title: string, meta: RouteMeta): void {
  handler?.({
    path,
    title,
    page_id: meta.page_id,
    data_source: meta.data_source,
    app_id: meta.app_id,
    platform_type: meta.platform_type,
    noAutoTrack: meta.noAutoTrack === true,
  });
}
