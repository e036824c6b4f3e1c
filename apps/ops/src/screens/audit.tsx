import { isOneOf } from '@freight/contract/one-of';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_KINDS,
  type AuditEntry,
  type AuditFilter,
  exportAuditEntries,
  listAuditEntries,
} from '@freight/contract/ops';
import { Alert, Button, DatePicker, Form, Input, Select, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useOpsQuery } from '../api';
import { type T, useT } from '../i18n';
import { can, useOperator } from '../session';
import { ExportButton } from './export-button';
import { QueryState } from './query-state';
import { noRows, pagerOf, when } from './words';

/** A change's before and after, compact (the expanded row shows them whole). */
export function changeText(entry: Pick<AuditEntry, 'before' | 'after'>): string {
  const text = (value: unknown) =>
    value === null || value === undefined ? '—' : JSON.stringify(value);
  return `${text(entry.before)} → ${text(entry.after)}`;
}

/** An action in the operator's words; a code the console does not know (an older one) as it is. */
export function actionText(code: string, t: T): string {
  return isOneOf(AUDIT_ACTIONS, code) ? t(`audit.do.${code}`) : code;
}

/** What a change was made to, in words, with its id: "活动 12". */
export function targetText(entry: Pick<AuditEntry, 'targetKind' | 'targetId'>, t: T): string {
  const kind = isOneOf(AUDIT_TARGET_KINDS, entry.targetKind)
    ? t(`audit.on.${entry.targetKind}`)
    : entry.targetKind;
  return `${kind} ${entry.targetId}`;
}

/** Every change by anyone, newest first, narrowed by action, target or actor; admins only. */
export function AuditScreen() {
  const t = useT();
  const operator = useOperator().data;
  if (!can(operator, 'admin'))
    return <Alert type="warning" showIcon message={t('audit.adminOnly')} />;
  return <AuditLog />;
}

type Fields = Record<'action' | 'targetKind' | 'targetId' | 'actor', string | undefined> & {
  days?: [Dayjs | null, Dayjs | null] | null;
};

function AuditLog() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<AuditFilter>({});
  const log = useOpsQuery(listAuditEntries, { query: { page, pageSize: 20, ...filter } });
  // The picker's days are Beijing's calendar days as they read (the log's times are Beijing's).
  const clean = ({ days, ...fields }: Fields): AuditFilter => ({
    ...Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined && value.trim() !== ''),
    ),
    ...(days?.[0] && days[1]
      ? { from: days[0].format('YYYY-MM-DD'), to: days[1].format('YYYY-MM-DD') }
      : {}),
  });
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('audit.title')}
      </Typography.Title>
      <Form
        layout="inline"
        onFinish={(fields: Fields) => {
          setPage(1);
          setFilter(clean(fields));
        }}
      >
        <Form.Item label={t('audit.action')} name="action">
          <Select
            allowClear
            placeholder={t('audit.anyAction')}
            showSearch={{ optionFilterProp: 'label' }}
            options={AUDIT_ACTIONS.map((action) => ({
              value: action,
              label: t(`audit.do.${action}`),
            }))}
            style={{ width: 220 }}
          />
        </Form.Item>
        <Form.Item label={t('audit.target')} name="targetKind">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={AUDIT_TARGET_KINDS.map((kind) => ({
              value: kind,
              label: t(`audit.on.${kind}`),
            }))}
            style={{ width: 160 }}
          />
        </Form.Item>
        <Form.Item label="ID" name="targetId">
          <Input allowClear style={{ width: 120 }} />
        </Form.Item>
        <Form.Item label={t('audit.actor')} name="actor">
          <Input allowClear />
        </Form.Item>
        <Form.Item label={t('audit.days')} name="days">
          <DatePicker.RangePicker
            allowEmpty={[false, false]}
            placeholder={[t('audit.days.from'), t('audit.days.to')]}
            style={{ width: 260 }}
          />
        </Form.Item>
        <Button htmlType="submit" type="primary">
          {t('audit.filter')}
        </Button>
        <ExportButton endpoint={exportAuditEntries} call={{ query: filter }} />
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
              {
                title: t('audit.action'),
                key: 'action',
                render: (_, entry) => actionText(entry.action, t),
                width: 200,
              },
              {
                title: t('audit.target'),
                key: 'target',
                render: (_, entry) => targetText(entry, t),
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
