import {
  approvePartyPost,
  approveRoadReport,
  listPartyPostsByState,
  listRoadReportsByState,
  type OpsPartyPostRow,
  type OpsRoadReportRow,
  rejectPartyPost,
  rejectRoadReport,
  unpublishPartyPost,
  unpublishRoadReport,
} from '@freight/contract/ops';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Image, Pagination, Segmented, Space, Typography } from 'antd';
import { Fragment, type ReactNode, useState } from 'react';
import { opsCall, type OpsApiError, opsQueryKey, useOpsQuery } from '../api';
import { useT } from '../i18n';
import { QueryState } from './query-state';
import { pagerOf } from './words';

// The console's moderation of users' posts (docs/decisions/029, last section): one queue screen
// and one decision for party posts and road reports. Each kind keeps its card (what a post shows,
// how the reason is asked for); the states, the paging and the calls are the same.

type State = 'pending' | 'published' | 'rejected';

/** A kind in the console: its words' prefix and its declared endpoints. */
const KINDS = {
  party: {
    list: listPartyPostsByState,
    approve: approvePartyPost,
    reject: rejectPartyPost,
    unpublish: unpublishPartyPost,
  },
  roads: {
    list: listRoadReportsByState,
    approve: approveRoadReport,
    reject: rejectRoadReport,
    unpublish: unpublishRoadReport,
  },
} as const;

type Kind = keyof typeof KINDS;
interface RowOf {
  party: OpsPartyPostRow;
  roads: OpsRoadReportRow;
}

/**
 * The posts of a kind by state: the queue of pending ones (oldest first), the published ones and
 * those turned down, ten to a page, each drawn by `card`.
 */
export function ModerationQueue<K extends Kind>({
  kind,
  card,
}: {
  kind: K;
  card: (row: RowOf[K]) => ReactNode;
}) {
  const t = useT();
  const [state, setState] = useState<State>('pending');
  const [page, setPage] = useState(1);
  // Both kinds' lists take the same query and answer a page of their rows.
  const list = KINDS[kind].list as typeof listPartyPostsByState;
  const posts = useOpsQuery(list, { query: { state, page, pageSize: 10 } });
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t(`${kind}.title`)}
        </Typography.Title>
        <Typography.Text type="secondary">{t(`${kind}.hint`)}</Typography.Text>
      </div>
      <Segmented<State>
        value={state}
        onChange={(next) => {
          setState(next);
          setPage(1);
        }}
        options={[
          { value: 'pending', label: t(`${kind}.state.pending`) },
          { value: 'published', label: t(`${kind}.state.published`) },
          { value: 'rejected', label: t(`${kind}.state.rejected`) },
        ]}
      />
      <QueryState query={posts}>
        {(data) => (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            {data.items.length === 0 ? (
              <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
            ) : null}
            {(data.items as RowOf[K][]).map((row) => (
              <Fragment key={row.id}>{card(row)}</Fragment>
            ))}
            <Pagination {...pagerOf(data, setPage)} />
          </Space>
        )}
      </QueryState>
    </Space>
  );
}

export type Decision = { verb: 'approve' } | { verb: 'reject' | 'unpublish'; reason: string };

/**
 * An operator's decision on post `id` of a kind; on success the kind's lists are read again
 * (awaited, so the decision is pending until they are), after `onSuccess`.
 */
export function useDecision(
  kind: Kind,
  id: number,
  handlers: { onSuccess?: () => void; onError?: (error: OpsApiError) => void } = {},
) {
  const client = useQueryClient();
  const endpoints = KINDS[kind];
  return useMutation<unknown, OpsApiError, Decision>({
    mutationFn: (decision) => {
      const params = { id };
      if (decision.verb === 'approve') return opsCall(endpoints.approve, { params });
      return opsCall(decision.verb === 'reject' ? endpoints.reject : endpoints.unpublish, {
        params,
        body: { reason: decision.reason },
      });
    },
    onSuccess: () => {
      handlers.onSuccess?.();
      return client.invalidateQueries({ queryKey: opsQueryKey(endpoints.list) });
    },
    onError: (error) => handlers.onError?.(error),
  });
}

/** A post's photos, each opening the preview of them all. */
export function PostPhotos({
  urls,
  alt,
  size,
}: {
  urls: readonly string[];
  alt: (n: number) => string;
  /** Square thumbnails of this side, cropped; else this width, uncropped. */
  size: { square: number } | { width: number };
}) {
  if (urls.length === 0) return null;
  const square = 'square' in size;
  return (
    <Image.PreviewGroup>
      <Space wrap style={square ? { marginBottom: 12 } : undefined}>
        {urls.map((url, index) => (
          <Image
            key={url}
            src={url}
            width={square ? size.square : size.width}
            {...(square ? { height: size.square, style: { objectFit: 'cover' as const } } : {})}
            alt={alt(index + 1)}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
