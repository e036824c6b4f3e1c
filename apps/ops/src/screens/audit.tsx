import type { AuditEntry, AuditFilter } from '@freight/contract/ops';
import type { AuditPage } from '@freight/contract/ops';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { opsApi } from '../api';
import { useT } from '../i18n';
import { can, useOperator } from '../session';
import { QueryState } from './query-state';
import { noRows, pagerOf, when } from './words';

type Page = AuditPage;

/** A change's before and after, compact (the expanded row shows them whole). */
export function changeText(entry: Pick<AuditEntry, 'before' | 'after'>): string {
  const text = (value: unknown) =>
    value === null || value === undefined ? '—' : JSON.stringify(value);
  return `${text(entry.before)} → ${text(entry.after)}`;
}

/** Every change by anyone, newest first, narrowed by action, target or actor; admins only. */
export function AuditScreen() {
  const t = useT();
  const operator = useOperator().data;
  if (!can(operator, 'admin'))
    return <Alert type="warning" showIcon message={t('audit.adminOnly')} />;
  return <AuditLog />;
}

function AuditLog() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<AuditFilter>({});
  const log = useQuery({
    queryKey: ['audit', page, filter],
    queryFn: () => opsApi.get<Page>('/audit', { page, pageSize: 20, ...filter }),
  });
  const clean = (fields: Record<string, string | undefined>): AuditFilter =>
    Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined && value.trim() !== ''),
    );
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('audit.title')}
      </Typography.Title>
      <Form
        layout="inline"
        onFinish={(fields: Record<string, string | undefined>) => {
          setPage(1);
          setFilter(clean(fields));
        }}
      >
        <Form.Item label={t('audit.action')} name="action">
          <Input placeholder="campaign.publish" allowClear />
        </Form.Item>
        <Form.Item label={t('audit.target')} name="targetKind">
          <Input placeholder="campaign" allowClear />
        </Form.Item>
        <Form.Item label="ID" name="targetId">
          <Input allowClear style={{ width: 120 }} />
        </Form.Item>
        <Form.Item label={t('audit.actor')} name="actor">
          <Input allowClear />
        </Form.Item>
        <Button htmlType="submit" type="primary">
          {t('audit.filter.action')}
        </Button>
      </Form>
      <QueryState query={log}>
        {(data) => (
          <Table
            rowKey="id"
            size="small"
            dataSource={data.items}
            locale={noRows(t)}
            pagination={pagerOf(data, setPage)}
            expandable={{
              expandedRowRender: (entry) => (
                <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                  {JSON.stringify({ before: entry.before, after: entry.after }, null, 2)}
                </pre>
              ),
            }}
            columns={[
              { title: t('audit.at'), key: 'at', render: (_, entry) => when(entry.at), width: 160 },
              { title: t('audit.actor'), dataIndex: 'actor', width: 160 },
              { title: t('audit.action'), dataIndex: 'action', width: 200 },
              {
                title: t('audit.target'),
                key: 'target',
                render: (_, entry) => `${entry.targetKind} ${entry.targetId}`,
                width: 160,
              },
              {
                title: t('audit.change'),
                key: 'change',
                ellipsis: true,
                render: (_, entry) => changeText(entry),
              },
            ]}
          />
        )}
      </QueryState>
    </Space>
  );
}
