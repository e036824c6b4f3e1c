import type { EntryReason, ValueAsset } from '@freight/contract/endpoints/index';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/request/endpoint';
import { valueKeys } from './keys';

/**
 * One asset's entries, newest first, a page at a time (GET oms-service /api/value/entries); of one
 * reason only when given (the referral rewards of the commission ledger).
 */
export function valueEntriesQuery(asset: ValueAsset, reason?: EntryReason) {
  return infiniteQueryOptions({
    queryKey: valueKeys.entries(asset, reason),
    queryFn: ({ pageParam }) =>
      callEndpoint('listValueEntries', {
        asset,
        ...(reason === undefined ? {} : { reason }),
        ...(pageParam === null ? {} : { before: pageParam }),
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
  });
}

export function useValueEntries(asset: ValueAsset, reason?: EntryReason) {
  return useInfiniteQuery(valueEntriesQuery(asset, reason));
}
