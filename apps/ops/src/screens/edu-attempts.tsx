import { listEduAttempts } from '@freight/contract/ops';
import { Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useOpsQuery } from '../api';
import { useT } from '../i18n';
import { QueryState } from './query-state';
import { noRows, pagerOf, when } from './words';

/** Drivers' hand-ins of the track-deduction exam, newest first (ADR 027); read-only. */
export function EduAttemptsScreen() {
  const t = useT();
  const [page, setPage] = useState(1);
  const attempts = useOpsQuery(listEduAttempts, {
    query: { course: 'track-deduction', page, pageSize: 20 },
  });
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('edu.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('edu.hint')}</Typography.Text>
      </div>
      <QueryState query={attempts}>
        {(data) => (
          <Table
            rowKey="id"
            size="small"
            dataSource={data.items}
            locale={noRows(t)}
            pagination={pagerOf(data, setPage)}
            columns={[
              { title: t('edu.at'), key: 'at', render: (_, row) => when(row.at), width: 160 },
              { title: t('feedback.user'), dataIndex: 'userId', width: 100 },
              { title: t('edu.mobile'), dataIndex: 'mobileMasked', width: 140 },
              {
                title: t('edu.score'),
                key: 'score',
                render: (_, row) => `${row.correct} / ${row.total}`,
                width: 100,
              },
              {
                title: t('edu.passed'),
                key: 'passed',
                render: (_, row) =>
                  row.passed ? (
                    <Tag
                      style={{ color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' }}
                    >
                      {t('common.yes')}
                    </Tag>
                  ) : (
                    <Tag
                      style={{ color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' }}
                    >
                      {t('common.no')}
                    </Tag>
                  ),
              },
            ]}
          />
        )}
      </QueryState>
    </Space>
  );
}
