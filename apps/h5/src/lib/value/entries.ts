import type { ValueAsset } from '@freight/contract/endpoints/index';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/request/endpoint';
import { valueKeys } from './keys';

/** One asset's entries, newest first, a page at a time (GET oms-service /api/value/entries). */
export function valueEntriesQuery(asset: ValueAsset) {
  return infiniteQueryOptions({
    queryKey: valueKeys.entries(asset),
    queryFn: ({ pageParam }) =>
      callEndpoint(
        'listValueEntries',
        pageParam === null ? { asset } : { asset, before: pageParam },
        { loading: false, errorDialog: false },
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
  });
}

export function useValueEntries(asset: ValueAsset) {
  return useInfiniteQuery(valueEntriesQuery(asset));
}
