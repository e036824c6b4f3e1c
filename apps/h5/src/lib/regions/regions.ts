import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadWithTimeout } from '@/lib/routing/load-errors';

// The offline province and city list (GB/T 2260, about 3 KiB gzip), a chunk of its own loaded when
// a page first needs it, through the query client like any data: loaded once for the app, and a
// chunk that could not load on a weak link is an error the page shows with a retry, not a select
// that says "loading" for good.

const REGIONS_LOAD_TIMEOUT_MS = 30_000;

export const regionsQuery = queryOptions({
  queryKey: ['regions'],
  queryFn: () =>
    loadWithTimeout(() => import('@freight/contract/regions/index'), REGIONS_LOAD_TIMEOUT_MS),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  // A chunk that failed once is asked for again once before the page says so.
  retry: 1,
});

/** The provinces with their cities when `needed`: the query (its `data`, `error`, `refetch`). */
export function useRegions(needed = true) {
  return useQuery({ ...regionsQuery, enabled: needed, select: (module) => module.REGIONS });
}

/** The regions module itself (its lookups by code and by name) when `needed`. */
export function useRegionsModule(needed = true) {
  return useQuery({ ...regionsQuery, enabled: needed });
}
