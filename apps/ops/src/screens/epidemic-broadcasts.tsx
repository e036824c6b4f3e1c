import {
  type BroadcastRequest,
  listAllEpidemicBroadcasts,
  type OpsBroadcastRow,
  publishEpidemicBroadcast,
  withdrawEpidemicBroadcast,
} from '@freight/contract/ops';
import { App, Button, Card, Col, Form, Input, Row, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useOpsMutation, useOpsQuery } from '../api';
import { useT } from '../i18n';
import { can, useOperator } from '../session';
import { useSave } from './editor-card';
import { FIELD_LABELS, GREY_TAG, SectionsPreview, sectionsRule } from './epidemic-parts';
import { QueryState } from './query-state';
import { noRows, pagerOf, when } from './words';

const LIVE_TAG = { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' };

/**
 * The epidemic broadcasts, newest first, the withdrawn ones marked; an operator publishes one (at
 * once) with its text previewed as users will read it, and withdraws one after confirming. Both
 * are audited (ADR 029); viewers read only.
 */
export function BroadcastsScreen() {
  const t = useT();
  const { modal } = App.useApp();
  const operator = useOperator().data;
  const [page, setPage] = useState(1);
  const list = useOpsQuery(listAllEpidemicBroadcasts, { query: { page, pageSize: 10 } });
  const withdraw = useOpsMutation(withdrawEpidemicBroadcast, {
    request: (id: number) => ({ params: { id } }),
    invalidates: [listAllEpidemicBroadcasts],
  });
  const withdrawing = useSave(withdraw);
  const mayChange = can(operator, 'operator');
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('broadcasts.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('broadcasts.hint')}</Typography.Text>
      </div>
      <QueryState query={list}>
        {(data) => (
          <Table<OpsBroadcastRow>
            rowKey="id"
            size="small"
            dataSource={data.items}
            locale={noRows(t)}
            pagination={pagerOf(data, setPage)}
            expandable={{
              expandedRowRender: (row) => <SectionsPreview text={row.text} />,
            }}
            columns={[
              {
                title: t('epidemic.field.title'),
                key: 'title',
                render: (_, row) => (
                  <Space direction="vertical" size={0}>
                    <Typography.Text strong delete={row.withdrawnAt !== null}>
                      {row.title}
                    </Typography.Text>
                    <Typography.Text type="secondary">{row.summary}</Typography.Text>
                  </Space>
                ),
              },
              {
                title: t('broadcasts.publishedAt'),
                key: 'publishedAt',
                render: (_, row) => when(row.publishedAt),
                width: 160,
              },
              {
                title: t('broadcasts.state'),
                key: 'state',
                width: 220,
                render: (_, row) =>
                  row.withdrawnAt ? (
                    <Space size={4}>
                      <Tag style={GREY_TAG}>{t('broadcasts.withdrawn')}</Tag>
                      <Typography.Text type="secondary">
                        {t('broadcasts.withdrawnAt', { at: when(row.withdrawnAt) })}
                      </Typography.Text>
                    </Space>
                  ) : (
                    <Tag style={LIVE_TAG}>{t('broadcasts.live')}</Tag>
                  ),
              },
              ...(mayChange
                ? [
                    {
                      title: '',
                      key: 'withdraw',
                      width: 100,
                      render: (_: unknown, row: OpsBroadcastRow) =>
                        row.withdrawnAt ? null : (
                          <Button
                            size="small"
                            danger
                            aria-label={`${t('broadcasts.withdraw')} ${row.title}`}
                            loading={withdraw.isPending && withdraw.variables === row.id}
                            onClick={() =>
                              void modal.confirm({
                                title: `${t('broadcasts.withdraw')} ${row.title}`,
                                content: t('broadcasts.withdraw.confirm'),
                                onOk: () => withdrawing.runAsync(row.id),
                              })
                            }
                          >
                            {t('broadcasts.withdraw')}
                          </Button>
                        ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </QueryState>
      {mayChange ? <PublishForm /> : null}
    </Space>
  );
}

function PublishForm() {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<BroadcastRequest>();
  const text = (Form.useWatch('text', form) as string | undefined) ?? '';
  const publish = useOpsMutation(publishEpidemicBroadcast, {
    request: (fields: BroadcastRequest) => ({ body: fields }),
    invalidates: [listAllEpidemicBroadcasts],
    onSuccess: () => {
      form.resetFields();
      void message.success(t('broadcasts.published'));
    },
  });
  const publishing = useSave(publish, { form, labels: FIELD_LABELS });
  return (
    <Card size="small" title={t('broadcasts.new')}>
      <Form<BroadcastRequest>
        form={form}
        layout="vertical"
        name="broadcast"
        onFinish={publishing.run}
      >
        <Row gutter={24}>
          <Col span={12}>
            <Form.Item
              label={t('epidemic.field.title')}
              name="title"
              rules={[{ required: true, whitespace: true, max: 60 }]}
            >
              <Input maxLength={60} showCount />
            </Form.Item>
            <Form.Item
              label={t('epidemic.field.summary')}
              name="summary"
              rules={[{ required: true, whitespace: true, max: 120 }]}
            >
              <Input maxLength={120} showCount />
            </Form.Item>
            <Form.Item
              label={t('epidemic.field.text')}
              name="text"
              required
              extra={t('epidemic.text.hint')}
              rules={[sectionsRule(t)]}
            >
              <Input.TextArea rows={10} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <SectionsPreview text={text} />
          </Col>
        </Row>
        {publishing.refusal({ marginBottom: 16 })}
        <Button type="primary" htmlType="submit" loading={publish.isPending}>
          {t('broadcasts.publish')}
        </Button>
      </Form>
    </Card>
  );
}
