import type { CampaignKind, CampaignState } from '@freight/contract/endpoints/campaigns';
import { CAMPAIGN_KINDS } from '@freight/contract/endpoints/campaign-kinds';
import { CAMPAIGN_STATES } from '@freight/contract/endpoints/campaign-values';
import { type CampaignListFilter, listCampaigns } from '@freight/contract/ops';
import { Button, Form, Input, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useOpsQuery } from '../api';
import { useBilingual, useT } from '../i18n';
import { can, useOperator } from '../session';
import { QueryState } from './query-state';
import { halfWidth, noRows, pagerOf, stateTag, userTypeText, when } from './words';

interface FilterFields {
  q?: string;
  kind?: CampaignKind | '';
  state?: CampaignState | '';
}

/** What was typed, as the server reads it: full-width letters, digits and spaces folded, trimmed. */
export function searchText(text: string | undefined): string | undefined {
  const folded =
    text === undefined
      ? undefined
      : halfWidth(text)
          .replace(/[\s\u3000]+/g, ' ')
          .trim()
          .slice(0, 100);
  return folded ? folded : undefined;
}

/**
 * Every campaign with its state (ended early told apart), kind, audience and window; found by the
 * words of its title (Chinese or English) or its slug, of one kind, of one state. The search and
 * the filters hold while the pages turn.
 */
export function CampaignsScreen() {
  const t = useT();
  const bilingual = useBilingual();
  const [filter, setFilter] = useState<CampaignListFilter>({});
  const [page, setPage] = useState(1);
  const [form] = Form.useForm<FilterFields>();
  const operator = useOperator().data;
  const campaigns = useOpsQuery(listCampaigns, { query: { ...filter, page, pageSize: 20 } });
  const search = (fields: FilterFields) => {
    const q = searchText(fields.q);
    setPage(1);
    setFilter({
      ...(q ? { q } : {}),
      ...(fields.kind ? { kind: fields.kind } : {}),
      ...(fields.state ? { state: fields.state } : {}),
    });
  };
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
        </Space>
      </Space>
      <Form
        form={form}
        name="campaigns"
        layout="inline"
        onFinish={search}
        // A kind or a state chosen applies at once, with the words typed.
        onValuesChange={(changed: FilterFields) => {
          if ('kind' in changed || 'state' in changed) form.submit();
        }}
      >
        <Form.Item name="q">
          <Input
            allowClear
            aria-label={t('campaigns.search')}
            placeholder={t('campaigns.search')}
            style={{ width: 260 }}
          />
        </Form.Item>
        <Form.Item name="kind" initialValue="">
          <Select
            aria-label={t('campaigns.kind')}
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 160 }}
            options={[
              { value: '', label: t('campaigns.filter.anyKind') },
              ...CAMPAIGN_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) })),
            ]}
          />
        </Form.Item>
        <Form.Item name="state" initialValue="">
          <Select
            aria-label={t('campaigns.state')}
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 160 }}
            options={[
              { value: '', label: t('campaigns.filter.all') },
              ...CAMPAIGN_STATES.map((each) => ({ value: each, label: t(`state.${each}`) })),
            ]}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('campaigns.search.go')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              search({});
            }}
          >
            {t('campaigns.search.clear')}
          </Button>
        </Space>
      </Form>
      <QueryState query={campaigns}>
        {(data) => (
          <Table
            rowKey="id"
            dataSource={data.items}
            locale={noRows(t)}
            pagination={pagerOf(data, setPage)}
            columns={[
              {
                title: t('campaigns.name'),
                key: 'name',
                render: (_, row) => (
                  <Link to={`/campaigns/${row.id}`}>{bilingual(row.titleZh, row.titleEn)}</Link>
                ),
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
