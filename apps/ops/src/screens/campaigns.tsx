import type { CampaignState } from '@freight/contract/endpoints/campaigns';
import { CAMPAIGN_STATES } from '@freight/contract/endpoints/campaign-values';
import { listCampaigns } from '@freight/contract/ops';
import { Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useOpsQuery } from '../api';
import { useT } from '../i18n';
import { can, useOperator } from '../session';
import { QueryState } from './query-state';
import { pagerOf, stateTag, userTypeText, when } from './words';

/** Every campaign with its state (ended early told apart), kind, audience and window. */
export function CampaignsScreen() {
  const t = useT();
  const [state, setState] = useState<CampaignState | undefined>();
  const [page, setPage] = useState(1);
  const operator = useOperator().data;
  const campaigns = useOpsQuery(listCampaigns, { query: { state, page, pageSize: 20 } });
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('campaigns.title')}
        </Typography.Title>
        <Space>
          {can(operator, 'operator') ? (
            <Link className="ant-btn ant-btn-primary" to="/campaigns/new">
              {t('editor.new')}
            </Link>
          ) : null}
          <Select
            aria-label={t('campaigns.state')}
            style={{ width: 180 }}
            value={state ?? 'all'}
            onChange={(value: string) => {
              setPage(1);
              setState(value === 'all' ? undefined : (value as CampaignState));
            }}
            options={[
              { value: 'all', label: t('campaigns.filter.all') },
              ...CAMPAIGN_STATES.map((each) => ({ value: each, label: t(`state.${each}`) })),
            ]}
          />
        </Space>
      </Space>
      <QueryState query={campaigns}>
        {(data) => (
          <Table
            rowKey="id"
            dataSource={data.items}
            pagination={pagerOf(data, setPage)}
            columns={[
              {
                title: t('campaigns.name'),
                key: 'name',
                render: (_, row) => <Link to={`/campaigns/${row.id}`}>{row.titleZh}</Link>,
              },
              { title: t('campaigns.slug'), dataIndex: 'slug' },
              {
                title: t('campaigns.kind'),
                key: 'kind',
                render: (_, row) => t(`kind.${row.kind}`),
              },
              {
                title: t('campaigns.state'),
                key: 'state',
                render: (_, row) => stateTag(row, t),
              },
              {
                title: t('campaigns.userType'),
                key: 'userType',
                render: (_, row) => userTypeText(row.userType, t),
              },
              {
                title: t('campaigns.window'),
                key: 'window',
                render: (_, row) => `${when(row.startsAt)} – ${when(row.endsAt)}`,
              },
            ]}
          />
        )}
      </QueryState>
    </Space>
  );
}
