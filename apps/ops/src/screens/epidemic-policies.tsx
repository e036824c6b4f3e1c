import {
  createTravelPolicy,
  listProvinceTravelPolicies,
  type OpsPolicyRow,
  type PolicyRequest,
  updateTravelPolicy,
} from '@freight/contract/ops';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Form, Input, Row, Select, Space, Table, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { opsCall, opsQueryKey, useOpsQuery } from '../api';
import { useT } from '../i18n';
import { can, useOperator } from '../session';
import { useSave } from './editor-card';
import {
  cityOptions,
  FIELD_LABELS,
  ProvinceChooser,
  provinceName,
  SectionsPreview,
  sectionsRule,
  useProvince,
} from './epidemic-parts';
import { QueryState } from './query-state';
import { noRows, when } from './words';

type PolicyFields = Omit<PolicyRequest, 'province'>;

/** The province's own policy first, then its cities' by name. */
export function policiesInOrder(items: readonly OpsPolicyRow[]): OpsPolicyRow[] {
  return [...items].sort((a, b) => {
    if ((a.cityCode === null) !== (b.cityCode === null)) return a.cityCode === null ? -1 : 1;
    return (a.cityName ?? '').localeCompare(b.cityName ?? '', 'zh-CN');
  });
}

/**
 * The travel policies of one province (its own first, then its cities'): an operator writes a
 * new one for the province or one of its cities, or edits one, the text previewed as users will
 * read it. Both are audited (ADR 029); a second policy for the same place is refused (409).
 */
export function PoliciesScreen() {
  const t = useT();
  const operator = useOperator().data;
  const [province, setProvince] = useProvince();
  const [editing, setEditing] = useState<OpsPolicyRow | 'new' | null>(null);
  const list = useOpsQuery(listProvinceTravelPolicies, { query: { province } });
  const mayChange = can(operator, 'operator');
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('policies.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('policies.hint')}</Typography.Text>
      </div>
      <Space size="large" wrap>
        <ProvinceChooser
          value={province}
          onChange={(code) => {
            setEditing(null);
            setProvince(code);
          }}
        />
        {mayChange ? (
          <Button type="primary" onClick={() => setEditing('new')} disabled={editing === 'new'}>
            {t('policies.new')}
          </Button>
        ) : null}
      </Space>
      <QueryState query={list}>
        {(data) => (
          <Table<OpsPolicyRow>
            rowKey="id"
            size="small"
            dataSource={policiesInOrder(data.items)}
            locale={noRows(t)}
            pagination={false}
            columns={[
              {
                title: t('policies.scope'),
                key: 'scope',
                render: (_, row) => row.cityName ?? t('policies.wholeProvince'),
                width: 140,
              },
              { title: t('epidemic.field.title'), dataIndex: 'title' },
              { title: t('epidemic.field.summary'), dataIndex: 'summary' },
              {
                title: t('policies.updatedAt'),
                key: 'updatedAt',
                render: (_, row) => when(row.updatedAt),
                width: 160,
              },
              ...(mayChange
                ? [
                    {
                      title: '',
                      key: 'edit',
                      width: 90,
                      render: (_: unknown, row: OpsPolicyRow) => (
                        <Button
                          size="small"
                          aria-label={`${t('policies.edit')} ${row.title}`}
                          onClick={() => setEditing(row)}
                        >
                          {t('policies.edit')}
                        </Button>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </QueryState>
      {mayChange && editing !== null ? (
        <PolicyEditor
          key={editing === 'new' ? `new-${province}` : editing.id}
          province={province}
          policy={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
    </Space>
  );
}

function PolicyEditor({
  province,
  policy,
  onDone,
}: {
  province: string;
  policy: OpsPolicyRow | null;
  onDone: () => void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<PolicyFields>();
  const text = (Form.useWatch('text', form) as string | undefined) ?? '';
  const card = useRef<HTMLDivElement>(null);
  // Opened from a row of a long list: brought into view.
  useEffect(() => {
    // A block, not an arrow's value: newer browsers answer scrollIntoView with a promise, which
    // React would take for the effect's clean-up.
    void card.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const save = useMutation({
    mutationFn: (fields: PolicyFields) => {
      const body: PolicyRequest = {
        province,
        ...(fields.city ? { city: fields.city } : {}),
        title: fields.title,
        summary: fields.summary,
        text: fields.text,
      };
      return policy
        ? opsCall(updateTravelPolicy, { params: { id: policy.id }, body })
        : opsCall(createTravelPolicy, { body });
    },
    onSuccess: () => {
      void message.success(t('policies.saved'));
      void client.invalidateQueries({
        queryKey: opsQueryKey(listProvinceTravelPolicies, { query: { province } }),
      });
      onDone();
    },
  });
  const saving = useSave(save, { form, labels: FIELD_LABELS });
  return (
    <Card
      ref={card}
      size="small"
      title={
        policy
          ? t('policies.editing', { title: policy.title })
          : t('policies.newIn', { province: provinceName(province) })
      }
    >
      <Form<PolicyFields>
        form={form}
        layout="vertical"
        name="policy"
        initialValues={
          policy
            ? {
                city: policy.cityCode ?? undefined,
                title: policy.title,
                summary: policy.summary,
                text: policy.text,
              }
            : {}
        }
        onFinish={saving.run}
      >
        <Row gutter={24}>
          <Col span={12}>
            <Form.Item label={t('epidemic.city')} name="city" extra={t('policies.city.hint')}>
              <Select
                allowClear
                placeholder={t('policies.wholeProvince')}
                options={cityOptions(province)}
                showSearch={{ optionFilterProp: 'label' }}
              />
            </Form.Item>
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
        {saving.refusal({ marginBottom: 16 })}
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('policies.save')}
          </Button>
          <Button onClick={onDone}>{t('common.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
