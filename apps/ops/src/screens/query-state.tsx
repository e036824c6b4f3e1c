import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../i18n';

/** A server read as screens show it: a skeleton, the error with a retry, or the data. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  if (query.isPending) return <Skeleton active />;
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={query.error.message}
        action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  return <>{children(query.data)}</>;
}
