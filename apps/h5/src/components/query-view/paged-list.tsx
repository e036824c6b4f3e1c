import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MoreButton } from './more-button';
import { QueryView } from './query-view';

interface PagedListBase<P, T> {
  /** The list read a page at a time (`useInfiniteQuery`). */
  query: Pick<
    UseInfiniteQueryResult<InfiniteData<P>>,
    | 'data'
    | 'error'
    | 'isPending'
    | 'isFetching'
    | 'refetch'
    | 'hasNextPage'
    | 'isFetchingNextPage'
    | 'fetchNextPage'
  >;
  /** The items of one page of the answer. */
  itemsOf: (page: P) => readonly T[];
  /**
   * The items of every page read so far, in order, and the "show more" button, which the list
   * places (inside its card or after it).
   */
  children: (items: T[], more: ReactNode) => ReactNode;
  /** The "show more" button's words. */
  moreLabel: string;
  /** Lines of the loading skeleton. */
  rows?: number;
}

/** When no page has an item: the kit's empty state, saying `emptyText`. */
interface KitEmpty {
  emptyText: string;
  empty?: never;
}

/** When no page has an item: the page's own empty state (saying more, or a way on). */
interface OwnEmpty {
  empty: ReactNode;
  emptyText?: never;
}

export type PagedListProps<P, T> = PagedListBase<P, T> & (KitEmpty | OwnEmpty);

/**
 * A list read a page at a time, the same on every page that shows one: the query's four states
 * (QueryView), empty when no page has an item (the kit's empty state, or the page's `empty`), the
 * items of all pages read, and the button for the next page while there is one.
 */
export function PagedList<P, T>({
  query,
  itemsOf,
  children,
  emptyText,
  empty,
  moreLabel,
  rows,
}: PagedListProps<P, T>) {
  const isEmpty = (data: InfiniteData<P>) => data.pages.every((page) => itemsOf(page).length === 0);
  return (
    <QueryView
      query={query}
      rows={rows}
      isEmpty={empty === undefined ? isEmpty : undefined}
      emptyText={emptyText}
    >
      {(data) =>
        empty !== undefined && isEmpty(data)
          ? empty
          : children(
              data.pages.flatMap((page) => itemsOf(page)),
              <MoreButton query={query} label={moreLabel} />,
            )
      }
    </QueryView>
  );
}
