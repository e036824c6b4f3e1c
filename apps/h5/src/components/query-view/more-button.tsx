import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import '../button-link.css';

/**
 * The next page of a list read a page at a time: shown while there is one, busy (and not tapped
 * twice) while it loads. `label` is the page's own words ("show more").
 */
export function MoreButton({
  query,
  label,
}: {
  query: Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
  label: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      className="fy-button"
      disabled={query.isFetchingNextPage}
      aria-busy={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {label}
    </button>
  );
}
