import { useLayoutEffect } from 'react';
import { useLocation } from '@/lib/routing/router';
import { useAppMatches } from './app-router';
import { type Catalogue, type ShellKey, useCatalogue, useI18n } from '@/lib/i18n/i18n';
import { reportPageView } from './page-view';
import type { RouteMeta } from './route-table';

/** Sets `document.title` before the browser paints the page. */
export function useDocumentTitle(key: ShellKey): string {
  const { t } = useI18n();
  const title = t(key);
  const { key: locationKey } = useLocation();
  // Re-applied on every navigation (location key), even to the same title.
  useLayoutEffect(() => {
    document.title = title;
  }, [title, locationKey]);
  return title;
}

/**
 * Title before paint, then one page view per route change through the analytics hook. Only the
 * deepest matched page does this: a parent page rendering a child route (and a kept-alive page
 * hidden in the background) leaves title and page view to the page the visitor sees.
 */
export function usePageMeta(meta: RouteMeta, catalogue: Catalogue): void {
  const matches = useAppMatches();
  const current = matches.at(-1)?.handle?.meta === meta;
  const { t } = useCatalogue(catalogue);
  const title = t(meta.title);
  const { key, pathname } = useLocation();
  // Re-applied on every navigation (location key), even to the same title.
  useLayoutEffect(() => {
    if (current) document.title = title;
  }, [current, title, key]);
  // One page view per navigation (location key), not per re-render; at commit, so a page left
  // at once (a redirect, a quick tap on) still counts.
  useLayoutEffect(() => {
    if (current) reportPageView(pathname, title, meta);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current, key]);
}
