import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useKitI18n } from '../i18n/catalogue';
import { QueryError } from '../query-error/query-error';
import { PageSkeleton } from '../skeleton/skeleton';
import './query-view.css';

export interface QueryViewProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isFetching' | 'refetch'>;
  children: (data: T) => ReactNode;
  /** The data says there is nothing to show (an empty list): the empty state instead. */
  isEmpty?: (data: T) => boolean;
  /** What the empty state says; "nothing here yet" by default. */
  emptyText?: string;
  /** Lines of the loading skeleton. */
  rows?: number;
}

/**
 * The four states of data from the server, the same on every page: a skeleton while it loads, the
 * error with a retry button (which waits while the retry runs), an empty state, or the data. When
 * data was shown and asking again failed (a tap's refresh with the connection gone), the data
 * stays, under the error and its retry: what the visitor was reading does not vanish.
 */
export function QueryView<T>({ query, children, isEmpty, emptyText, rows }: QueryViewProps<T>) {
  const { t } = useKitI18n();
  if (query.isPending) return <PageSkeleton rows={rows} />;
  const failed = query.error ? (
    <QueryError
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      className={query.data === undefined ? 'fy-card' : 'fy-card fy-query-error--over-data'}
    />
  ) : null;
  if (failed && query.data === undefined) return failed;
  const data = query.data as T;
  if (isEmpty?.(data)) {
    return (
      <>
        {failed}
        <p className="fy-card fy-query-view__empty" role="status">
          {emptyText ?? t('query.empty')}
        </p>
      </>
    );
  }
  return (
    <>
      {failed}
      {children(data)}
    </>
  );
}
