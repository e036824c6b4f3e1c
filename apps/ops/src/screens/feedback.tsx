import { listFeedback, type OpsFeedbackRow, revealFeedbackMobile } from '@freight/contract/ops';
import { Alert, Button, Form, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useOpsMutation, useOpsQuery } from '../api';
import { useT } from '../i18n';
import { can, useOperator } from '../session';
import { QueryState } from './query-state';
import { type AdminRevealReason, RevealWithReason } from './reveal';
import { noRows, pagerOf, when } from './words';

/** What the knowledge base's readers sent, newest first, of one subject when asked (ADR 026). */
export function FeedbackScreen() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [subject, setSubject] = useState<string | undefined>();
  const list = useOpsQuery(listFeedback, {
    query: { page, pageSize: 20, ...(subject ? { subject } : {}) },
  });
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('feedback.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('feedback.hint')}</Typography.Text>
      </div>
      <Form
        layout="inline"
        onFinish={(fields: { subject?: string }) => {
          setPage(1);
          setSubject(fields.subject?.trim() || undefined);
        }}
      >
        <Form.Item label={t('feedback.subject')} name="subject">
          <Input placeholder="general / track-deduction" allowClear />
        </Form.Item>
        <Button htmlType="submit" type="primary">
          {t('feedback.filter')}
        </Button>
      </Form>
      <QueryState query={list}>
        {(data) => (
          <Table
            rowKey="id"
            size="small"
            dataSource={data.items}
            locale={noRows(t)}
            pagination={pagerOf(data, setPage)}
            columns={[
              {
                title: t('feedback.at'),
                key: 'at',
                render: (_, row) => when(row.createdAt),
                width: 150,
              },
              { title: t('feedback.ticket'), dataIndex: 'ticket', width: 130 },
              {
                title: t('feedback.subject'),
                key: 'subject',
                render: (_, row) => row.articleTitle ?? t('feedback.general'),
                width: 180,
              },
              {
                title: t('feedback.helpful'),
                key: 'helpful',
                render: (_, row) =>
                  row.helpful ? t(row.helpful === 'yes' ? 'common.yes' : 'common.no') : '—',
                width: 90,
              },
              {
                title: t('feedback.text'),
                key: 'text',
                render: (_, row) => (
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                    {row.text}
                  </Typography.Paragraph>
                ),
              },
              {
                title: t('feedback.mobile'),
                key: 'mobile',
                render: (_, row) => <CallBack row={row} />,
                width: 200,
              },
              {
                title: t('feedback.user'),
                key: 'user',
                render: (_, row) => row.userId ?? '—',
                width: 90,
              },
            ]}
          />
        )}
      </QueryState>
    </Space>
  );
}

/** The call-back number, masked; an admin may reveal it with a reason (audited), one row at a time. */
function CallBack({ row }: { row: OpsFeedbackRow }) {
  const t = useT();
  const operator = useOperator().data;
  const reveal = useOpsMutation(revealFeedbackMobile, {
    request: (reason: AdminRevealReason) => ({ params: { id: row.id }, body: { reason } }),
  });
  if (!row.mobileMasked) return '—';
  return (
    <Space direction="vertical" size={4}>
      <span>{reveal.data?.mobile ?? row.mobileMasked}</span>
      {can(operator, 'admin') && !reveal.data ? (
        <RevealWithReason
          label={t('users.reveal')}
          loading={reveal.isPending}
          onReveal={(reason) => reveal.mutate(reason)}
        />
      ) : null}
      {reveal.isError ? <Alert type="error" message={reveal.error.message} /> : null}
    </Space>
  );
}
