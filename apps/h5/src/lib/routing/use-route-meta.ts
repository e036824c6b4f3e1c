import { useMatches } from 'react-router';
import type { RouteMeta } from './route-table';

/** The meta of the page being shown: one page module can serve routes that differ only in meta. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  return (matches.at(-1)?.handle as { meta?: RouteMeta } | undefined)?.meta;
}
