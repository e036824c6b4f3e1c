import {
  approvePartyPost,
  listPartyPostsByState,
  type OpsPartyPostRow,
  rejectPartyPost,
  unpublishPartyPost,
} from '@freight/contract/ops';
import type { PartyPostState } from '@freight/contract/endpoints/party-values';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Image, Input, Pagination, Segmented, Space, Typography } from 'antd';
import { useState } from 'react';
import { opsCall, opsQueryKey, useOpsQuery } from '../api';
import { useT } from '../i18n';
import { can, useOperator } from '../session';
import { QueryState } from './query-state';
import { pagerOf, when } from './words';

/**
 * Party-building posts by state: the queue of pending ones (oldest first) to approve or turn down
 * with the reason the author reads, the published ones (which may be taken down, with a reason),
 * and those turned down. Every decision is audited (ADR 028); viewers read only.
 */
export function PartyScreen() {
  const t = useT();
  const [state, setState] = useState<PartyPostState>('pending');
  const [page, setPage] = useState(1);
  const posts = useOpsQuery(listPartyPostsByState, { query: { state, page, pageSize: 10 } });
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('party.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('party.hint')}</Typography.Text>
      </div>
      <Segmented<PartyPostState>
        value={state}
        onChange={(next) => {
          setState(next);
          setPage(1);
        }}
        options={[
          { value: 'pending', label: t('party.state.pending') },
          { value: 'published', label: t('party.state.published') },
          { value: 'rejected', label: t('party.state.rejected') },
        ]}
      />
      <QueryState query={posts}>
        {(data) => (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            {data.items.length === 0 ? (
              <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
            ) : null}
            {data.items.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
            <Pagination {...pagerOf(data, setPage)} />
          </Space>
        )}
      </QueryState>
    </Space>
  );
}

function PostCard({ post }: { post: OpsPartyPostRow }) {
  const t = useT();
  const operator = useOperator().data;
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (verb: 'approve' | 'reject' | 'unpublish') => {
      const params = { id: post.id };
      if (verb === 'approve') return opsCall(approvePartyPost, { params });
      return opsCall(verb === 'reject' ? rejectPartyPost : unpublishPartyPost, {
        params,
        body: { reason },
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: opsQueryKey(listPartyPostsByState) }),
  });
  const mayDecide = can(operator, 'operator');
  const reasonMissing = reason.trim() === '';
  return (
    <Card
      title={post.title}
      extra={`${t(`author.${post.author.userType}`, { mobile: post.author.mobileMasked })} · ${when(post.createdAt)}`}
      data-testid={`party-post-${post.id}`}
    >
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{post.text}</Typography.Paragraph>
      {post.photoUrls.length > 0 ? (
        <Image.PreviewGroup>
          <Space wrap>
            {post.photoUrls.map((url, index) => (
              <Image key={url} src={url} width={120} alt={t('party.photo', { n: index + 1 })} />
            ))}
          </Space>
        </Image.PreviewGroup>
      ) : null}
      {post.rejectReason ? (
        <Alert type="warning" showIcon message={t('party.reason', { reason: post.rejectReason })} />
      ) : null}
      {mayDecide && post.state !== 'rejected' ? (
        <Space wrap style={{ marginTop: 12 }}>
          {post.state === 'pending' ? (
            <Button
              type="primary"
              loading={decide.isPending && decide.variables === 'approve'}
              onClick={() => decide.mutate('approve')}
            >
              {t('party.approve')}
            </Button>
          ) : null}
          <Input
            aria-label={t('party.reasonLabel')}
            placeholder={t('party.reasonLabel')}
            value={reason}
            maxLength={200}
            onChange={(event) => setReason(event.target.value)}
            style={{ width: 320 }}
          />
          <Button
            danger
            disabled={reasonMissing}
            loading={decide.isPending && decide.variables !== 'approve'}
            onClick={() => decide.mutate(post.state === 'pending' ? 'reject' : 'unpublish')}
          >
            {t(post.state === 'pending' ? 'party.reject' : 'party.unpublish')}
          </Button>
        </Space>
      ) : null}
      {decide.isError ? (
        <Alert type="error" showIcon message={decide.error.message} style={{ marginTop: 12 }} />
      ) : null}
    </Card>
  );
}
