import { listDriverVerifications } from '@freight/contract/ops';
import { Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useOpsQuery } from '../api';
import { useT } from '../i18n';
import { QueryState } from './query-state';
import { noRows, pagerOf, when } from './words';

/** The drivers waiting for a decision, oldest submission first (the server's order). */
export function VerificationsScreen() {
  const t = useT();
  const [page, setPage] = useState(1);
  const queue = useOpsQuery(listDriverVerifications, { query: { state: 'submitted', page } });
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('verifications.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('verifications.hint')}</Typography.Text>
      </div>
      <QueryState query={queue}>
        {(data) => (
          <Table
            rowKey="userId"
            dataSource={data.items}
            locale={noRows(t)}
            pagination={pagerOf(data, setPage)}
            columns={[
              {
                title: t('verifications.submittedAt'),
                key: 'at',
                render: (_, row) => when(row.submittedAt),
              },
              { title: t('verifications.name'), dataIndex: 'name' },
              { title: t('verifications.mobile'), dataIndex: 'mobileMasked' },
              { title: t('verifications.plate'), dataIndex: 'plateNumber' },
              {
                title: '',
                key: 'open',
                render: (_, row) => (
                  <Link
                    to={`/verifications/${row.userId}`}
                    aria-label={`${t('verifications.open')} ${row.name ?? row.userId}`}
                  >
                    {t('verifications.open')}
                  </Link>
                ),
              },
            ]}
          />
        )}
      </QueryState>
    </Space>
  );
}
