import type { OpsPartyPostRow } from '@freight/contract/ops';
import { Alert, Button, Card, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../i18n';
import { can, useOperator } from '../session';
import { ModerationQueue, PostPhotos, useDecision } from './moderation-queue';
import { when } from './words';

/**
 * Party-building posts by state: the queue of pending ones (oldest first) to approve or turn down
 * with the reason the author reads, the published ones (which may be taken down, with a reason),
 * and those turned down. Every decision is audited (ADR 028); viewers read only.
 */
export function PartyScreen() {
  return <ModerationQueue kind="party" card={(post) => <PostCard post={post} />} />;
}

function PostCard({ post }: { post: OpsPartyPostRow }) {
  const t = useT();
  const operator = useOperator().data;
  const [reason, setReason] = useState('');
  const decide = useDecision('party', post.id);
  const mayDecide = can(operator, 'operator');
  const reasonMissing = reason.trim() === '';
  return (
    <Card
      title={post.title}
      extra={`${t(`author.${post.author.userType}`, { mobile: post.author.mobileMasked })} · ${when(post.createdAt)}`}
      data-testid={`party-post-${post.id}`}
    >
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{post.text}</Typography.Paragraph>
      <PostPhotos
        urls={post.photoUrls}
        alt={(n) => t('party.photo', { n })}
        size={{ width: 120 }}
      />
      {post.rejectReason ? (
        <Alert type="warning" showIcon message={t('party.reason', { reason: post.rejectReason })} />
      ) : null}
      {mayDecide && post.state !== 'rejected' ? (
        <Space wrap style={{ marginTop: 12 }}>
          {post.state === 'pending' ? (
            <Button
              type="primary"
              loading={decide.isPending && decide.variables.verb === 'approve'}
              onClick={() => decide.mutate({ verb: 'approve' })}
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
            loading={decide.isPending && decide.variables.verb !== 'approve'}
            onClick={() =>
              decide.mutate({ verb: post.state === 'pending' ? 'reject' : 'unpublish', reason })
            }
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
