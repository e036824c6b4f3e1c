import { shellCatalogue, useCatalogue } from '@/lib/i18n/i18n';
import { type AppMatch, useAppMatches } from './app-router';
import type { RouteHandle, RouteMeta } from './route-table';

function currentHandle(matches: readonly AppMatch[]): Partial<RouteHandle> | undefined {
  return matches.at(-1)?.handle;
}

/** The meta of the page being shown: one page module can serve routes that differ only in meta. */
export function useRouteMeta(): RouteMeta | undefined {
  return currentHandle(useAppMatches())?.meta;
}

/** The title of the page being shown, in the page's language (the page frame's default heading). */
export function useRouteTitle(): string {
  const handle = currentHandle(useAppMatches());
  const { t } = useCatalogue(handle?.catalogue ?? shellCatalogue);
  return handle?.meta ? t(handle.meta.title) : t('app.name');
}
